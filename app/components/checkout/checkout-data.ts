import type { CartView } from "../../../core/cart/get-cart.ts";
import type { CheckoutProblem } from "../../../core/checkout/price-checkout.ts";
import type { VatBreakdownEntry } from "../../../core/checkout/compute-totals.ts";
import { type LineRole, lineRole } from "../../../core/orders/line-figures.ts";
import type { AccessPointSnapshot, OrderAddress } from "../../../core/orders/snapshots.ts";
import type { AddressFormValues } from "../account/address-fields.tsx";
import type { FieldErrors } from "../../lib/customer-form.ts";

/** The address fields as the checkout form shows them (strings). */
export type CheckoutAddressValues = Omit<AddressFormValues, "isDefaultShipping">;

/** A shipping option as the checkout lists it (EUR cents, PT-VAT-inclusive; business days). */
export interface ShippingOptionView {
  id: string;
  name: string;
  description: string;
  carrier: string;
  priceCents: number;
  minDays: number;
  maxDays: number;
  free: boolean;
}

/** A line of the order summary: the server's totals for it (EUR cents, VAT rate in basis points). */
export interface SummaryLine {
  id: string;
  /** Blank, or made to order from a design (custom, sample): no withdrawal for those (ADR 0016). */
  kind: "blank" | "custom" | "sample";
  /** What the line is, for its label: a sample, the quoted run, a configurator run, a blank (issue 20). */
  role: LineRole;
  /** A design's one-off development costs in `listCents` (PT-VAT-inclusive), shown apart; 0 when none. */
  oneOffCents: number;
  name: string;
  colorName: string;
  sizeCode: string;
  imageUrl: string;
  quantity: number;
  /** The line's list amount, PT-VAT-inclusive: unit price × quantity, or a design's exact total. */
  listCents: number;
  unitNetCents: number;
  netCents: number;
  discountCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
}

/** A refused code: the reason's code (COUPON_MIN_SPEND …) and the facts its message needs. */
export interface RefusalView {
  code: string;
  error: string;
  details: Record<string, string | number>;
}

/** What the checkout page's loader sends. Every amount is the server's (core price-checkout). */
export interface CheckoutData {
  /** The signed-in customer's e-mail, or null for a guest. */
  account: { email: string } | null;
  draft: {
    email: string;
    delivery: "address" | "access_point";
    addressId: string | null;
    /** The draft's address as form values, or empty fields. */
    address: CheckoutAddressValues;
    accessPoint: AccessPointSnapshot | null;
    shippingMethodId: string | null;
    acceptsMarketing: boolean;
    /** The invoice's tax number (stored form) and company name (issue 19), or "" when none. */
    invoiceTaxId: string;
    invoiceCompanyName: string;
  };
  savedAddresses: { id: string; values: CheckoutAddressValues; isDefault: boolean }[];
  lines: SummaryLine[];
  itemCount: number;
  /** An approved wholesale buyer (priced as a business, or with tier prices): the summary shows net figures, like their invoice. */
  business: boolean;
  treatment: { kind: "domestic" | "oss" | "intra_community_exempt" | "export"; rateBp: number; country: string };
  destinationKnown: boolean;
  shippingOptions: ShippingOptionView[];
  shipping: ShippingOptionView | null;
  coupon: {
    code: string;
    kind: "percentage" | "fixed" | "free_shipping";
    percentBp?: number;
    amountCents?: number;
  } | null;
  couponRefused: RefusalView | null;
  giftCard: { code: string; balanceCents: number } | null;
  giftCardRefused: RefusalView | null;
  totals: {
    merchandiseCents: number;
    discountCents: number;
    shippingCents: number;
    shippingVatCents: number;
    vatCents: number;
    totalCents: number;
    giftCardAppliedCents: number;
    amountDueCents: number;
    vatBreakdown: VatBreakdownEntry[];
    /** The list prices are what is paid, VAT extracted at the destination rate (compute-totals rule 2). */
    pricesIncludeVat: boolean;
  };
  problems: CheckoutProblem[];
  /** Made per render: the order form's idempotency key, so a double submit finds the first order. */
  idempotencyKey: string;
}

/** Empty address fields, in `country` when given. */
export function emptyAddress(country = ""): CheckoutAddressValues {
  return {
    firstName: "",
    lastName: "",
    company: "",
    country,
    streetAddress: "",
    houseNumber: "",
    additionalInfo: "",
    city: "",
    postcode: "",
    phone: "",
  };
}

/** An address (draft or order shape) as form values; `formatPhone` shows an E.164 number for reading. */
export function addressValues(
  address: Partial<OrderAddress> | null | undefined,
  formatPhone: (phone: string) => string = (p) => p,
): CheckoutAddressValues {
  if (!address) return emptyAddress();
  return {
    firstName: address.firstName ?? "",
    lastName: address.lastName ?? "",
    company: address.company ?? "",
    country: address.country ?? "",
    streetAddress: address.streetAddress ?? "",
    houseNumber: address.houseNumber ?? "",
    additionalInfo: address.additionalInfo ?? "",
    city: address.city ?? "",
    postcode: address.postcode ?? "",
    phone: address.phone ? formatPhone(address.phone) : "",
  };
}

export function refusalView(
  r: { code: string; error: string; details?: Record<string, unknown> } | null,
): RefusalView | null {
  if (!r) return null;
  const details: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.details ?? {})) {
    if (typeof v === "string" || typeof v === "number") details[k] = v;
  }
  return { code: r.code, error: r.error, details };
}

/**
 * The checkout page's data from a priced cart (core getCart with live carrier rates): only what the
 * page shows, amounts as the server computed them.
 */
export function toCheckoutData(input: {
  cart: CartView;
  /** The signed-in customer: the e-mail, and the name that fills a new address (issue 15). */
  account: { email: string; firstName?: string; lastName?: string } | null;
  savedAddresses: { id: string; address: OrderAddress; isDefault: boolean }[];
  idempotencyKey: string;
  fallbackCountry: string;
  formatPhone?: (phone: string) => string;
}): CheckoutData {
  const { cart, formatPhone } = input;
  const { draft, pricing } = cart;
  const totalsByLine = new Map(pricing.totals.lines.map((l) => [l.key, l]));
  const option = (o: (typeof pricing.shippingOptions)[number]): ShippingOptionView => ({
    id: o.id,
    name: o.name,
    description: o.description,
    carrier: o.carrier,
    priceCents: o.priceCents,
    minDays: o.minDays,
    maxDays: o.maxDays,
    free: o.free || o.priceCents === 0,
  });
  const fromSaved = draft.addressId && input.savedAddresses.some((a) => a.id === draft.addressId);
  return {
    account: input.account ? { email: input.account.email } : null,
    draft: {
      email: input.account ? input.account.email : (draft.email ?? ""),
      delivery: draft.delivery ?? "address",
      addressId: fromSaved ? (draft.addressId ?? null) : null,
      address: draft.address
        ? addressValues(draft.address, formatPhone)
        : {
            ...emptyAddress(input.savedAddresses.length ? "" : input.fallbackCountry),
            // a signed-in customer's name is filled in (issue 15)
            firstName: input.account?.firstName ?? "",
            lastName: input.account?.lastName ?? "",
          },
      accessPoint: draft.accessPoint ?? null,
      shippingMethodId: draft.shippingMethodId ?? null,
      acceptsMarketing: draft.acceptsMarketing === true,
      invoiceTaxId: draft.invoiceTaxId ?? "",
      invoiceCompanyName: draft.invoiceTaxId ? (draft.invoiceCompanyName ?? "") : "",
    },
    savedAddresses: input.savedAddresses.map((a) => ({
      id: a.id,
      values: addressValues(a.address, formatPhone),
      isDefault: a.isDefault,
    })),
    lines: pricing.lines.map((l) => {
      const t = totalsByLine.get(l.id);
      return {
        id: l.id,
        kind: l.kind,
        role: lineRole(l.kind, l.design?.quoteId),
        oneOffCents: l.kind === "custom" ? (l.design?.price?.developmentCents ?? 0) : 0,
        name: l.name,
        colorName: l.colorName,
        sizeCode: l.sizeCode,
        imageUrl: l.imageUrl,
        quantity: l.quantity,
        listCents: l.lineTotalCents ?? l.unitPriceCents * l.quantity,
        unitNetCents: t?.unitNetCents ?? 0,
        netCents: t?.netCents ?? 0,
        discountCents: t?.discountCents ?? 0,
        vatRateBp: t?.vatRateBp ?? 0,
        vatCents: t?.vatCents ?? 0,
        totalCents: t?.totalCents ?? 0,
      };
    }),
    itemCount: cart.itemCount,
    business: pricing.totals.buyer === "business" || pricing.lines.some((l) => l.wholesale !== undefined),
    treatment: { kind: pricing.treatment.kind, rateBp: pricing.treatment.rateBp, country: pricing.treatment.country },
    destinationKnown: pricing.destinationKnown,
    shippingOptions: pricing.shippingOptions.map(option),
    shipping: pricing.shipping ? option(pricing.shipping) : null,
    coupon: pricing.coupon
      ? {
          code: pricing.coupon.code,
          kind: pricing.coupon.kind,
          percentBp: pricing.coupon.percentBp,
          amountCents: pricing.coupon.amountCents,
        }
      : null,
    couponRefused: refusalView(pricing.couponRefused),
    giftCard: pricing.giftCard ? { code: pricing.giftCard.code, balanceCents: pricing.giftCard.balanceCents } : null,
    giftCardRefused: refusalView(pricing.giftCardRefused),
    totals: {
      merchandiseCents: pricing.totals.merchandiseCents,
      discountCents: pricing.totals.discountCents,
      shippingCents: pricing.totals.shippingCents,
      shippingVatCents: pricing.totals.shippingVatCents,
      vatCents: pricing.totals.vatCents,
      totalCents: pricing.totals.totalCents,
      giftCardAppliedCents: pricing.totals.giftCardAppliedCents,
      amountDueCents: pricing.totals.amountDueCents,
      vatBreakdown: pricing.totals.vatBreakdown,
      pricesIncludeVat: pricing.totals.pricesIncludeVat,
    },
    problems: pricing.problems,
    idempotencyKey: input.idempotencyKey,
  };
}

/** The answer of the checkout action (fetchers and posts without JavaScript). */
export interface CheckoutActionResult {
  intent: string;
  ok: boolean;
  /** Field errors (`name` → i18n key with its `ns:` prefix and parameters). */
  errors?: FieldErrors;
  /** A form-wide error code (`checkout:formErrors.<code>`). */
  formError?: string;
  /** What was typed and not saved (an e-mail that is not one), to show again. */
  values?: { email?: string; couponCode?: string; giftCardCode?: string; invoiceTaxId?: string };
  /** A code refused when applied (it is not kept on the cart). */
  refused?: RefusalView;
  /** Access points found by a search, with the search's country and postcode. */
  accessPoints?: AccessPointSnapshot[];
  search?: { country: string; postcode: string };
}
