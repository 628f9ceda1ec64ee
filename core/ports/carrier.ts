import type { AccessPointSnapshot } from "../orders/snapshots.ts";
import type { Locale } from "../shared/locale.ts";

/**
 * What the shop's domain needs from the carriers (UPS, MRW). `core/` depends on this port only;
 * server/services.ts adapts the real clients (integrations/ups, integrations/mrw), which in dev and
 * tests talk to their simulators (DESIGN rule 7).
 */

/** A live UPS rate for one service. `netCents`: UPS's charge in EUR cents, before VAT. */
export interface LiveRate {
  serviceCode: string;
  netCents: number;
  transitDays: number | null;
}

/** A parcel: weight in grams (packaging included). */
export interface Parcel {
  weightGrams: number;
}

/** Normalised tracking status of a shipment. */
export type TrackingStatus =
  | "label_created"
  | "in_transit"
  | "out_for_delivery"
  | "delivered"
  | "exception"
  | "unknown";

/** A shipment's tracking as the carrier tells it: events newest first, times as ISO strings. */
export interface Tracking {
  status: TrackingStatus;
  /** `status`: the event as one of our statuses (shown translated, the carrier's `description` as a detail). */
  events: { at: string; location: string; description: string; code: string; status?: TrackingStatus }[];
  deliveredAt: string | null;
}

/** What a carrier returns when a shipment is created: its id, tracking number and label. */
export interface CreatedShipment {
  carrierShipmentId: string;
  trackingNumber: string;
  label: { format: string; base64: string };
}

/** The recipient of a shipment. */
export interface ShipmentRecipient {
  name: string;
  phone: string;
  email: string;
  address: { street: string; city: string; postcode: string; country: string };
}

/**
 * The carrier port. Every call may throw an `Unavailable` (the carrier could not answer; retry
 * later) or an `Invalid` (it refused the request).
 */
export interface CarrierPort {
  /** Live UPS rates (UPS Rating "Shop") for parcels to a destination. */
  upsRates(input: {
    country: string;
    postcode: string | null;
    city: string | null;
    parcels: Parcel[];
    toAccessPoint: boolean;
  }): Promise<LiveRate[]>;
  /** Access points near a postcode (UPS Locator; MRW pickup points), nearest first. */
  accessPoints(input: {
    carrier: "ups" | "mrw";
    country: string;
    postcode: string;
    locale: Locale;
  }): Promise<AccessPointSnapshot[]>;
  /** Creates a shipment with a label (UPS Shipping; MRW TransmEnvio + EtiquetaEnvio). */
  ship(input: {
    carrier: "ups" | "mrw";
    reference: string;
    serviceCode: string | null;
    recipient: ShipmentRecipient;
    accessPoint: AccessPointSnapshot | null;
    parcels: Parcel[];
  }): Promise<CreatedShipment>;
  /**
   * Cancels a shipment whose label was bought but must not be used (UPS Shipping void,
   * `DELETE /shipments/v2409/void/cancel/{ShipmentIdentificationNumber}`; MRW `CancelarEnvio` with the
   * NumeroEnvio). Only possible before the carrier has the parcel.
   */
  voidShipment(input: { carrier: "ups" | "mrw"; carrierShipmentId: string; trackingNumber: string }): Promise<void>;
  /** Tracking events of a shipment (UPS Tracking; MRW GetEnvios). */
  track(input: { carrier: "ups" | "mrw"; trackingNumber: string; locale: Locale }): Promise<Tracking>;
}
