/**
 * What the carrier clients (integrations/ups, integrations/mrw) return, defined once for both:
 * normalised tracking, pickup points with opening hours, and the typed errors every carrier call
 * may throw. Shapes follow core's carrier port (core/ports/carrier.ts) so that the adapter in
 * server/ is a thin mapping; units are grams, centimetres, kilometres and integer cents.
 *
 * Errors (DESIGN rule 5, core/shared/errors.ts):
 * - {@link CarrierUnavailableError}: an `Unavailable` (HTTP 503, code `CARRIER_UNAVAILABLE`) for a
 *   timeout, a network failure, HTTP 429 or 5xx, or an answer we cannot read. Retryable.
 * - {@link CarrierRequestError}: an `Invalid` (HTTP 400, code `CARRIER_REQUEST_REJECTED`) when the
 *   carrier refused the request (UPS 4xx with `{response:{errors:[{code,message}]}}`, UPS Rating.yaml
 *   `ErrorResponse`; MRW `Estado` "0" with `Mensaje`, integrations.md §3). Not retryable as is.
 * - {@link TrackingNotFound}: a `NotFound` (HTTP 404, code `TRACKING_NOT_FOUND`) when the carrier
 *   knows no such tracking number (UPS Tracking.yaml 404; MRW "No se encontraron resultados").
 */
import { Invalid, NotFound, Unavailable } from "../../core/shared/errors.ts";

/** The carriers these clients speak to. */
export type CarrierName = "ups" | "mrw";

/**
 * Normalised shipment status (same values as core's `TrackingStatus`). Each client documents how
 * it maps its carrier's codes; codes it does not know map to `unknown`.
 */
export type ShipmentStatus =
  | "label_created"
  | "in_transit"
  | "out_for_delivery"
  | "delivered"
  | "exception"
  | "unknown";

/** All {@link ShipmentStatus} values, in the order a shipment normally passes them. */
export const SHIPMENT_STATUSES: readonly ShipmentStatus[] = [
  "label_created",
  "in_transit",
  "out_for_delivery",
  "delivered",
  "exception",
  "unknown",
];

/** One tracking event as the carrier reports it. */
export interface TrackingEvent {
  /** When it happened (an instant; carriers' local times are converted with their offset). */
  at: Date;
  /** "City, CC" or "" when the carrier gives no place. */
  location: string;
  /** The carrier's own text for the event (in the requested language where the carrier translates). */
  description: string;
  /** The carrier's event code (UPS activity `status.code`; MRW `Estado`). */
  code: string;
  /**
   * The event as one of our statuses (UPS: the activity's status type by `mapUpsStatus`; MRW: its
   * `Estado` by `mapMrwStatus`), so pages show it translated with the carrier's text as a detail (issue 15).
   */
  status: ShipmentStatus;
}

/** A shipment's tracking: the current status and the events, newest first. */
export interface TrackingResult {
  trackingNumber: string;
  status: ShipmentStatus;
  events: TrackingEvent[];
  /** When it was delivered, if it was. */
  deliveredAt?: Date;
}

/** Opening hours on one ISO weekday (1 = Monday … 7 = Sunday), local time `HH:MM`; `close` may be "24:00". */
export interface OpeningHours {
  day: number;
  open: string;
  close: string;
}

/** A postal address as the shop stores it; `country` ISO 3166-1 alpha-2. */
export interface PostalAddress {
  street: string;
  city: string;
  postcode: string;
  country: string;
}

/**
 * A place where a customer collects a parcel: a UPS Access Point (UPS Locator `DropLocation`) or an
 * MRW pickup point. A day with no entry in `openingHours` is a closed day; a day may have several
 * entries (a lunch break).
 */
export interface PickupPoint {
  /** The carrier's id of the point, used when shipping to it. */
  id: string;
  /** A second, public id where the carrier has one (UPS `PublicAccessPointID`). */
  publicId?: string;
  name: string;
  address: PostalAddress;
  /** Straight-line distance from the searched postcode, km. */
  distanceKm?: number;
  latitude?: number;
  longitude?: number;
  openingHours: OpeningHours[];
}

/** One error the carrier reported: its code and message (UPS `ErrorMessage`; MRW has no codes, so "0"). */
export interface CarrierErrorDetail {
  code: string;
  message: string;
}

/** Why a carrier call gave no usable answer. */
export type CarrierFailureReason = "timeout" | "network" | "http" | "invalid-body";

/**
 * The carrier could not answer now: timeout, network failure, HTTP 429 or 5xx, or a body we could
 * not read. An `Unavailable` (HTTP 503, code `CARRIER_UNAVAILABLE`); the caller may retry later
 * (the jobs queue does).
 */
export class CarrierUnavailableError extends Unavailable {
  readonly carrier: CarrierName;
  readonly reason: CarrierFailureReason;
  /** HTTP status when the carrier answered. */
  readonly httpStatus?: number;
  /** Errors the carrier reported with the failure, if any. */
  readonly errors: CarrierErrorDetail[];
  /** Always true: the same call may succeed later. */
  readonly retryable = true;
  constructor(
    carrier: CarrierName,
    reason: CarrierFailureReason,
    message: string,
    options: { httpStatus?: number; errors?: CarrierErrorDetail[]; cause?: unknown } = {},
  ) {
    super(`${carrier.toUpperCase()} unavailable (${reason}): ${message}`, "CARRIER_UNAVAILABLE");
    this.carrier = carrier;
    this.reason = reason;
    this.httpStatus = options.httpStatus;
    this.errors = options.errors ?? [];
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/**
 * The carrier refused the request (bad address, unknown service, bad credentials, a shipment that
 * can no longer be voided …). An `Invalid` (HTTP 400, code `CARRIER_REQUEST_REJECTED`) carrying the
 * carrier's own codes and messages; retrying the same request will not help.
 */
export class CarrierRequestError extends Invalid {
  readonly carrier: CarrierName;
  /** The carrier's HTTP status (UPS 400/401/403/404; MRW answers 200 with `Estado` "0"). */
  readonly httpStatus: number;
  readonly errors: CarrierErrorDetail[];
  readonly retryable = false;
  constructor(carrier: CarrierName, httpStatus: number, errors: CarrierErrorDetail[]) {
    const text = errors.length
      ? errors.map((e) => (e.code && e.code !== "0" ? `${e.code}: ${e.message}` : e.message)).join("; ")
      : `HTTP ${httpStatus}`;
    super(`${carrier.toUpperCase()} refused the request: ${text}`, undefined, "CARRIER_REQUEST_REJECTED");
    this.carrier = carrier;
    this.httpStatus = httpStatus;
    this.errors = errors;
  }
}

/** The carrier knows no shipment with this tracking number. A `NotFound` (HTTP 404, code `TRACKING_NOT_FOUND`). */
export class TrackingNotFound extends NotFound {
  readonly carrier: CarrierName;
  readonly trackingNumber: string;
  constructor(carrier: CarrierName, trackingNumber: string, detail?: string) {
    super(
      `${carrier.toUpperCase()} has no tracking for ${trackingNumber}${detail ? ` (${detail})` : ""}`,
      "TRACKING_NOT_FOUND",
    );
    this.carrier = carrier;
    this.trackingNumber = trackingNumber;
  }
}

/** Decimal money text ↔ integer cents: one definition for every outside service (core/shared/money.ts). */
export { centsToDecimal, decimalToCents } from "../../core/shared/money.ts";
