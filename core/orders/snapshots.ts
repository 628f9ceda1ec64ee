import type { DesignDocument } from "../customization/design-document.ts";
import type { DesignPrice } from "../customization/price-design.ts";
import type { BlankSnapshot } from "../customization/blanks.ts";
import type { Localized } from "../shared/locale.ts";

/**
 * The shapes an order freezes at checkout (JSON columns of `orders`), so later edits to an address
 * book, a shipping method or a tax rate never change an order already placed.
 */

/** A delivery address as ordered (spec §3 "Address"); country ISO 3166-1 alpha-2, phone E.164. */
export interface OrderAddress {
  firstName: string;
  lastName: string;
  company?: string | null;
  country: string;
  streetAddress: string;
  houseNumber?: string | null;
  additionalInfo?: string | null;
  city: string;
  postcode?: string | null;
  phone: string;
}

/** Opening hours of an access point on one ISO weekday (1 = Monday … 7 = Sunday), `HH:MM` local time. */
export interface OpeningHours {
  day: number;
  open: string;
  close: string;
}

/** A carrier access point chosen at checkout (UPS Locator `DropLocation`, or an MRW pickup point). */
export interface AccessPointSnapshot {
  carrier: "ups" | "mrw";
  id: string;
  publicId?: string | null;
  name: string;
  address: { street: string; city: string; postcode: string; country: string };
  distanceKm?: number | null;
  openingHours: OpeningHours[];
}

/** The shipping method as chosen: admin-defined (`source: "method"`) or a live carrier rate. */
export interface ShippingMethodSnapshot {
  source: "method" | "ups_rate";
  /** The shipping method id (`shm_…`), or `ups:<service code>` for a live UPS rate. */
  id: string;
  code: string;
  carrier: string;
  /** The name in the language the order was placed in. */
  name: string;
  /** The name in every shop language, so order pages show it in the reader's (absent on early orders). */
  names?: Localized | null;
  /** What the customer was charged before VAT was split out: PT-VAT-inclusive EUR cents. */
  priceCents: number;
  minDays: number;
  maxDays: number;
  serviceCode?: string | null;
  toAccessPoint: boolean;
}

/**
 * The tax treatment applied (core/tax/tax-rule.ts) and the VAT per rate (EUR cents, basis points),
 * with how the order was priced (core/checkout/compute-totals.ts rule 2): `pricesIncludeVat` — the
 * list prices were the price paid, VAT extracted; `buyer` — a consumer or an approved wholesale
 * account. Both are absent on orders placed before issue 15 (then only 23 % was VAT-inclusive).
 */
export interface TaxSnapshot {
  kind: "domestic" | "oss" | "intra_community_exempt" | "export";
  country: string;
  rateBp: number;
  breakdown: { rateBp: number; netCents: number; vatCents: number }[];
  pricesIncludeVat?: boolean;
  buyer?: "consumer" | "business";
}

/**
 * A design as ordered (custom and sample lines): its id, version and name, the garment type, the
 * document (dye, labels, placements, sizes, notes) and the price the server computed (EUR cents
 * incl. VAT, with its lines). Later edits to the design never change an order.
 */
export interface DesignSnapshot {
  designId: string;
  version: number;
  name: string;
  garmentType: string;
  threeProductId: string;
  document: DesignDocument;
  mode: "bulk" | "sample";
  price: DesignPrice;
  frontImageId: string | null;
  backImageId: string | null;
  /**
   * The blank it was made from (catalogue product, fabric, price; every language), frozen when
   * ordered. Absent on lines ordered before blanks (issue 20).
   */
  blank?: BlankSnapshot | null;
}
