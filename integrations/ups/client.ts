/**
 * The real client of UPS's JSON APIs (integrations.md §2; shapes from UPS's OpenAPI files, see
 * ./types.ts): OAuth client credentials, Rating (v2409), Locator (v3, Access Points), Tracking (v1),
 * Shipping (v2409, ship and void).
 *
 * - Base URL: `https://wwwcie.ups.com` (CIE sandbox) or `https://onlinetools.ups.com` (production);
 *   the client appends `/security/v1/oauth/token` and `/api/…`. Point it at the simulator's `url`.
 * - Auth (OAuthClientCredentials.yaml `CreateToken`): HTTP Basic client id:secret, form
 *   `grant_type=client_credentials`, header `x-merchant-id` (the account number). The token is
 *   cached until {@link TOKEN_REFRESH_MARGIN_MS} before `expires_in` (seconds, a string) runs out;
 *   one 401 on an API call drops it, fetches a new one and retries the call once.
 * - Every API call sends `Authorization: Bearer`, `transId` (32 hex characters, unique; the yaml
 *   allows 32) and `transactionSrc: fabrico`.
 * - Errors: timeout, network failure, 429 and 5xx → {@link CarrierUnavailableError} (retryable);
 *   other 4xx → {@link CarrierRequestError} with UPS's `{response:{errors:[{code,message}]}}`;
 *   tracking 404 → {@link TrackingNotFound}; a 2xx body that does not match the yaml →
 *   CarrierUnavailableError reason `invalid-body`.
 *
 * Units in, units out: grams and centimetres in, kilograms with one decimal (rounded up) and whole
 * centimetres (rounded up) to UPS; money back as integer minor units (cents) of UPS's currency —
 * EUR for a Portuguese account — parsed from the decimal string without floating point.
 */
import { SHOP_TIME_ZONE } from "../../core/shared/locale.ts";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { carrierRequest, type FetchLike, isRetryableStatus } from "./carrier-http.ts";
import {
  type CarrierErrorDetail,
  CarrierRequestError,
  CarrierUnavailableError,
  decimalToCents,
  centsToDecimal,
  type OpeningHours,
  type PickupPoint,
  type PostalAddress,
  type ShipmentStatus,
  TrackingNotFound,
  type TrackingEvent,
  type TrackingResult,
} from "./carrier-types.ts";
import type {
  LOCATORRequestWrapper,
  Package_Dimensions,
  Package_PackageWeight,
  RATERequestWrapper,
  SHIPRequestWrapper,
  ShipmentAddress,
  StandardHours_DayOfWeek,
  Tracking_Activity,
  Tracking_Status,
} from "./types.ts";

/** UPS's Customer Integration Environment (sandbox), integrations.md §2. */
export const UPS_CIE_BASE_URL = "https://wwwcie.ups.com";
/** UPS production, integrations.md §2. */
export const UPS_PRODUCTION_BASE_URL = "https://onlinetools.ups.com";
/** Per-request time limit, ms, when none is given. */
export const DEFAULT_UPS_TIMEOUT_MS = 10_000;
/** A cached token is renewed this long before UPS says it expires, ms. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** Value of the `transactionSrc` header (Rating/Shipping/Locator/Tracking.yaml; ≤ 512 characters). */
export const UPS_TRANSACTION_SRC = "fabrico";
/** API versions used (Rating.yaml / Shipping.yaml `version` v2409; Locator.yaml v3; Tracking.yaml v1). */
export const UPS_API_VERSIONS = { rating: "v2409", shipping: "v2409", locator: "v3", tracking: "v1" } as const;

/**
 * Names of UPS services the shop may meet from Portugal (Rating.yaml / Shipping.yaml `Shipment_Service`
 * international values), used when UPS's own `Service.Description` is empty (it often is in Rating).
 */
export const UPS_SERVICE_NAMES: Readonly<Record<string, string>> = Object.freeze({
  "07": "UPS Express",
  "08": "UPS Expedited",
  "11": "UPS Standard",
  "54": "UPS Express Plus",
  "65": "UPS Express Saver",
  "70": "UPS Access Point Economy",
});

/** The shop as shipper (Shipping.yaml `Shipment_Shipper`): phone in any format (digits are kept). */
export interface UpsShipper {
  name: string;
  phone: string;
  address: { lines: string[]; city: string; postcode: string; country: string };
}

/** Options of {@link UpsClient}. */
export interface UpsClientOptions {
  /** API base without `/api`, e.g. {@link UPS_CIE_BASE_URL} or the simulator's `url`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The six-character UPS account (shipper) number. */
  accountNumber: string;
  shipper: UpsShipper;
  /** Time limit of each HTTP request, ms; default {@link DEFAULT_UPS_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** HTTP client; default the global `fetch`. */
  fetch?: FetchLike;
  /** Clock for token expiry and the pickup date sent to Rating; default the wall clock. */
  now?: () => Date;
}

/** A parcel: weight in grams (packaging included); dimensions in cm, all three or none. */
export interface UpsPackage {
  weightGrams: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

/** Input of {@link UpsClient.rate}. */
export interface UpsRateInput {
  shipTo: { postcode: string; city?: string; country: string };
  packages: UpsPackage[];
  /** Rate as "hold for pickup at a UPS Access Point" (ShipmentIndicationType 01) near the postcode. */
  toAccessPoint?: boolean;
  /**
   * Value of the goods in EUR cents: Rating.yaml `Shipment_InvoiceLineTotal`, which UPS requires for
   * international shipments with the `…timeintransit` options. Sent only when the destination
   * country differs from the shipper's.
   */
  invoiceTotalCents?: number;
}

/** One service's price for the shipment. */
export interface UpsRate {
  /** UPS service code ("11" Standard, "07" Express, "65" Express Saver …). */
  serviceCode: string;
  serviceName: string;
  /** What UPS charges: the negotiated total when the account has one, else the published total; minor units. */
  totalCents: number;
  /** ISO 4217 code of `totalCents` (EUR for a Portuguese account). */
  currency: string;
  /** True when `totalCents` is the account's negotiated rate. */
  negotiated: boolean;
  /** Business days in transit (Rating.yaml `EstimatedArrival.BusinessDaysInTransit`). */
  transitDays?: number;
  /** Estimated delivery date `YYYY-MM-DD`, local to the destination (`EstimatedArrival.Arrival.Date`). */
  deliveryBy?: string;
}

/** Input of {@link UpsClient.locateAccessPoints}. */
export interface UpsLocateInput {
  postcode: string;
  city?: string;
  country: string;
  /** 1–50; default 10 (Locator.yaml `LocationSearchCriteria.MaximumListSize`). */
  maxResults?: number;
  /** 5–150 km; default 15 (Locator.yaml `SearchRadius`). */
  radiusKm?: number;
  /** "en" | "pt" | "es" or a UPS locale like "pt_PT" (Locator.yaml `Translate.Locale`). */
  locale: string;
}

/**
 * A UPS Access Point: a {@link PickupPoint} whose `id` is the Locator's `LocationID` (UPS asks that
 * it not be shown to users) and `publicId` the `AccessPointInformation.PublicAccessPointID` used
 * when shipping to it.
 */
export type UpsAccessPoint = PickupPoint & {
  publicId: string;
  distanceKm: number;
  latitude: number;
  longitude: number;
};

/** Input of {@link UpsClient.ship}. */
export interface UpsShipInput {
  /** The order number; printed on the label as reference (≤ 35 characters). */
  reference: string;
  shipTo: { name: string; phone: string; email?: string; address: PostalAddress };
  /** Deliver to this Access Point and hold for pickup (Shipping.yaml ShipmentIndicationType 01). */
  accessPoint?: { id: string; publicId: string; name?: string; address: PostalAddress };
  serviceCode: string;
  packages: UpsPackage[];
  /** Description of goods (Shipping.yaml `Shipment.Description`); default "Clothing". */
  description?: string;
}

/** A created shipment. */
export interface UpsShipment {
  /** ShipmentIdentificationNumber (the first package's 1Z number); pass it to {@link UpsClient.voidShipment}. */
  shipmentId: string;
  /** One 1Z number per package, in package order. */
  trackingNumbers: string[];
  /** The first package's label. */
  label: { format: string; base64: string };
  /** Every package's label. */
  labels: { trackingNumber: string; format: string; base64: string }[];
  /** Total charges (negotiated when present) in minor units, when UPS returned them. */
  chargesCents?: number;
  currency?: string;
}

// ---------------------------------------------------------------- response schemas (Zod)

const decimalString = z.string().regex(/^\d+(\.\d+)?$/, "a decimal string");
const monetary = z.object({ CurrencyCode: z.string().length(3), MonetaryValue: decimalString });

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.string().regex(/^\d+$/) });

const errorBodySchema = z.object({
  response: z.object({
    errors: z.array(z.object({ code: z.string().optional(), message: z.string().optional() })).optional(),
  }),
});

const rateResponseSchema = z.object({
  RateResponse: z.object({
    Response: z.object({ ResponseStatus: z.object({ Code: z.string() }) }),
    RatedShipment: z.array(
      z.object({
        Service: z.object({ Code: z.string().min(1), Description: z.string().optional() }),
        TotalCharges: monetary,
        NegotiatedRateCharges: z.object({ TotalCharge: monetary }).optional(),
        TimeInTransit: z
          .object({
            ServiceSummary: z.object({
              EstimatedArrival: z.object({
                Arrival: z.object({ Date: z.string().regex(/^\d{8}$/) }),
                BusinessDaysInTransit: z.string().regex(/^\d+$/),
              }),
            }),
          })
          .optional(),
        GuaranteedDelivery: z.object({ BusinessDaysInTransit: z.string().optional() }).optional(),
      }),
    ),
  }),
});

const dayOfWeekSchema = z.object({
  Day: z.string().regex(/^[1-7]$/),
  OpenHours: z.string().optional(),
  CloseHours: z.string().optional(),
  ClosedIndicator: z.string().optional(),
  Open24HoursIndicator: z.string().optional(),
});

const locatorResponseSchema = z.object({
  LocatorResponse: z.object({
    Response: z.object({
      ResponseStatusCode: z.string(),
      ResponseStatusDescription: z.string().optional(),
      Error: z
        .object({
          ErrorCode: z.string(),
          ErrorDescription: z.string().optional(),
          ErrorSeverity: z.string().optional(),
        })
        .optional(),
    }),
    SearchResults: z
      .object({
        DropLocation: z
          .array(
            z.object({
              LocationID: z.string().min(1),
              Geocode: z.object({ Latitude: z.string(), Longitude: z.string() }),
              AddressKeyFormat: z.object({
                ConsigneeName: z.string().optional(),
                AddressLine: z.string().optional(),
                PoliticalDivision2: z.string().optional(),
                PostcodePrimaryLow: z.string().optional(),
                CountryCode: z.string().optional(),
              }),
              Distance: z.object({ Value: decimalString, UnitOfMeasurement: z.object({ Code: z.string() }) }),
              OperatingHours: z
                .object({
                  StandardHours: z
                    .array(z.object({ HoursType: z.string(), DayOfWeek: z.array(dayOfWeekSchema) }))
                    .optional(),
                })
                .optional(),
              AccessPointInformation: z.object({ PublicAccessPointID: z.string().optional() }).optional(),
            }),
          )
          .optional(),
      })
      .optional(),
  }),
});

const trackStatusSchema = z.object({
  type: z.string().optional(),
  code: z.string().optional(),
  description: z.string().optional(),
  statusCode: z.string().optional(),
});

const trackResponseSchema = z.object({
  trackResponse: z.object({
    shipment: z.array(
      z.object({
        inquiryNumber: z.string().optional(),
        warnings: z.array(z.object({ code: z.string().optional(), message: z.string().optional() })).optional(),
        package: z
          .array(
            z.object({
              trackingNumber: z.string().optional(),
              currentStatus: trackStatusSchema.optional(),
              activity: z
                .array(
                  z.object({
                    date: z.string().regex(/^\d{8}$/),
                    time: z.string().regex(/^\d{1,6}$/),
                    gmtDate: z.string().optional(),
                    gmtTime: z.string().optional(),
                    gmtOffset: z.string().optional(),
                    location: z
                      .object({
                        address: z
                          .object({
                            city: z.string().optional(),
                            countryCode: z.string().optional(),
                            country: z.string().optional(),
                          })
                          .optional(),
                      })
                      .optional(),
                    status: trackStatusSchema.optional(),
                  }),
                )
                .optional(),
              deliveryDate: z.array(z.object({ type: z.string().optional(), date: z.string().optional() })).optional(),
              deliveryTime: z.object({ type: z.string().optional(), endTime: z.string().optional() }).optional(),
            }),
          )
          .optional(),
      }),
    ),
  }),
});

const shipResponseSchema = z.object({
  ShipmentResponse: z.object({
    Response: z.object({ ResponseStatus: z.object({ Code: z.string() }) }),
    ShipmentResults: z.object({
      ShipmentCharges: z.object({ TotalCharges: monetary }).optional(),
      NegotiatedRateCharges: z.object({ TotalCharge: monetary.optional() }).optional(),
      ShipmentIdentificationNumber: z.string().min(1),
      PackageResults: z
        .array(
          z.object({
            TrackingNumber: z.string().min(1),
            ShippingLabel: z
              .object({ ImageFormat: z.object({ Code: z.string() }), GraphicImage: z.string().min(1) })
              .optional(),
          }),
        )
        .min(1),
    }),
  }),
});

const voidResponseSchema = z.object({
  VoidShipmentResponse: z.object({
    Response: z.object({ ResponseStatus: z.object({ Code: z.string() }) }),
    SummaryResult: z.object({ Status: z.object({ Code: z.string(), Description: z.string().optional() }) }),
  }),
});

// ---------------------------------------------------------------- pure helpers (exported for tests)

/**
 * Maps a UPS tracking status (Tracking.yaml `Status`, from `currentStatus` or the newest activity)
 * to the shop's {@link ShipmentStatus}. Tracking.yaml lists no `type` values (its example is "X");
 * the ones below are UPS's documented activity types as public clients use them [L], the rest [?]:
 * - `D` delivered → `delivered`
 * - `X` exception, `RS` returned to shipper [?] → `exception`
 * - `M` / `MV` manifest (label created, UPS has not got the parcel) → `label_created`; so is
 *   `statusCode` "003" ("order processed: ready for UPS") [L]
 * - `P` pickup, `I` in transit → `in_transit`, except out for delivery: `O` [?], activity code
 *   `OT` / `OF` [?], or `statusCode` "021"/"072" [?] → `out_for_delivery`
 * - anything else (or no status) → `unknown`
 */
export function mapUpsStatus(status: Tracking_Status | undefined): ShipmentStatus {
  if (!status) return "unknown";
  const type = (status.type ?? "").toUpperCase();
  const code = (status.code ?? "").toUpperCase();
  const statusCode = status.statusCode ?? "";
  if (type === "D") return "delivered";
  if (type === "X" || type === "RS") return "exception";
  if (type === "M" || type === "MV" || statusCode === "003") return "label_created";
  if (type === "O" || code === "OT" || code === "OF" || statusCode === "021" || statusCode === "072") {
    return "out_for_delivery";
  }
  if (type === "I" || type === "P") return "in_transit";
  return "unknown";
}

/**
 * The instant of a UPS activity: local `date` YYYYMMDD + `time` HHMMSS (leading zero may be
 * missing, "74700") shifted by `gmtOffset` ("+01:00"); with no offset, `gmtDate` + `gmtTime` when
 * given, else the local time read as UTC [?].
 * @throws TypeError on a malformed date or time
 */
export function upsActivityInstant(
  activity: Pick<Tracking_Activity, "date" | "time" | "gmtDate" | "gmtTime" | "gmtOffset">,
): Date {
  const offset = /^([+-])(\d{2}):?(\d{2})$/.exec(activity.gmtOffset ?? "");
  if (!offset && activity.gmtDate && activity.gmtTime) {
    return compactDateTime(activity.gmtDate, activity.gmtTime, 0);
  }
  const minutes = offset ? (offset[1] === "-" ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  return compactDateTime(activity.date ?? "", activity.time ?? "", minutes);
}

function compactDateTime(date: string, time: string, offsetMinutes: number): Date {
  const d = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
  const t = /^(\d{2})(\d{2})(\d{2})$/.exec(time.replace(/\D/g, "").padStart(6, "0"));
  if (!d || !t) throw new TypeError(`not a UPS date/time: ${date} ${time}`);
  const utc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]), Number(t[3]));
  return new Date(utc - offsetMinutes * 60_000);
}

/** "930" → "09:30", "1700" → "17:00", "0" → "00:00" (Locator.yaml military HHMM, midnight "0"). */
function militaryToClock(value: string): string {
  const digits = value.replace(/\D/g, "").padStart(4, "0").slice(-4);
  return `${digits.slice(0, 2)}:${digits.slice(2)}`;
}

/**
 * Opening hours from Locator.yaml `OperatingHours`: the `StandardHours` of HoursType "10" (regular
 * operating hours; the first entry when none is "10"). `Day` 1 = Sunday … 7 = Saturday becomes ISO
 * 1 = Monday … 7 = Sunday; a `ClosedIndicator` day is left out; `Open24HoursIndicator` gives
 * 00:00–24:00; a closing time of midnight ("0") becomes "24:00". Sorted by day, then opening time.
 */
export function parseOperatingHours(
  hours: { HoursType: string; DayOfWeek: StandardHours_DayOfWeek[] }[] | undefined,
): OpeningHours[] {
  const chosen = hours?.find((h) => h.HoursType === "10") ?? hours?.[0];
  const result: OpeningHours[] = [];
  for (const entry of chosen?.DayOfWeek ?? []) {
    if (entry.ClosedIndicator !== undefined) continue;
    const upsDay = Number(entry.Day);
    const day = upsDay === 1 ? 7 : upsDay - 1;
    if (entry.Open24HoursIndicator !== undefined) {
      result.push({ day, open: "00:00", close: "24:00" });
      continue;
    }
    if (!entry.OpenHours || !entry.CloseHours) continue;
    const open = militaryToClock(entry.OpenHours);
    const closeRaw = militaryToClock(entry.CloseHours);
    result.push({ day, open, close: closeRaw === "00:00" ? "24:00" : closeRaw });
  }
  return result.sort((a, b) => a.day - b.day || a.open.localeCompare(b.open));
}

/**
 * A UPS locale from the shop's language ("en" → "en_GB", "pt" → "pt_PT", "es" → "es_ES") or a
 * UPS-style locale as is ("pt_BR").
 * @throws TypeError for anything else
 */
export function toUpsLocale(locale: string): string {
  const mapped: Record<string, string> = { en: "en_GB", pt: "pt_PT", es: "es_ES" };
  if (mapped[locale]) return mapped[locale];
  if (/^[a-z]{2}_[A-Z]{2}$/.test(locale)) return locale;
  throw new TypeError(`not a locale: ${locale}`);
}

/** Grams → UPS kilograms with one decimal, rounded up, at least 0.1 ("KGS", Rating.yaml `PackageWeight`). */
function packageWeight(weightGrams: number): Package_PackageWeight {
  if (!Number.isFinite(weightGrams) || weightGrams <= 0)
    throw new TypeError(`weightGrams must be > 0, got ${weightGrams}`);
  const kg = Math.max(1, Math.ceil(weightGrams / 100)) / 10;
  return { UnitOfMeasurement: { Code: "KGS", Description: "Kilograms" }, Weight: kg.toFixed(1) };
}

/** Whole centimetres, rounded up, or nothing when no dimension is given. */
function packageDimensions(pkg: UpsPackage): Package_Dimensions | undefined {
  const given = [pkg.lengthCm, pkg.widthCm, pkg.heightCm].filter((v) => v !== undefined);
  if (given.length === 0) return undefined;
  if (given.length !== 3 || given.some((v) => !Number.isFinite(v) || (v as number) <= 0)) {
    throw new TypeError("lengthCm, widthCm and heightCm must all be given and > 0");
  }
  const cm = (v: number | undefined) => String(Math.ceil(v as number));
  return {
    UnitOfMeasurement: { Code: "CM", Description: "Centimeters" },
    Length: cm(pkg.lengthCm),
    Width: cm(pkg.widthCm),
    Height: cm(pkg.heightCm),
  };
}

/** Splits a street into up to three lines of ≤ 35 characters at spaces (Shipping.yaml `AddressLine`). */
function addressLines(street: string): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of street.replace(/\s+/g, " ").trim().split(" ")) {
    if (!word) continue;
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= 35) current = candidate;
    else {
      if (current) lines.push(current);
      current = word.slice(0, 35);
    }
  }
  if (current) lines.push(current);
  return lines.slice(0, 3);
}

/** Digits of a phone number, at most 15 (Shipping.yaml `ShipTo_Phone.Number`: country code, area code, number). */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "").slice(0, 15);
}

/** `YYYYMMDD` of `date` in Lisbon, the shop's time zone (Rating.yaml `DeliveryTimeInformation.Pickup.Date`). */
function lisbonCompactDate(date: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(date).replaceAll("-", "");
}

// ---------------------------------------------------------------- the client

/** Response body and status of one API call. */
interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * The UPS client. Stateless except for the cached OAuth token; safe to share across requests.
 */
export class UpsClient {
  readonly baseUrl: string;
  readonly accountNumber: string;
  readonly timeoutMs: number;
  private readonly clientId: string;
  private readonly clientSecret: string;
  private readonly shipper: UpsShipper;
  private readonly fetchImpl: FetchLike;
  private readonly now: () => Date;
  private token: { value: string; refreshAt: number } | null = null;
  private pendingToken: Promise<string> | null = null;

  /**
   * @throws TypeError when baseUrl is not an http(s) URL, a credential is empty, or timeoutMs ≤ 0
   */
  constructor(options: UpsClientOptions) {
    const url = new URL(options.baseUrl);
    if (url.protocol !== "https:" && url.protocol !== "http:")
      throw new TypeError(`baseUrl must be http(s): ${options.baseUrl}`);
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    if (!options.clientId || !options.clientSecret) throw new TypeError("clientId and clientSecret are required");
    if (!options.accountNumber) throw new TypeError("accountNumber is required");
    this.clientId = options.clientId;
    this.clientSecret = options.clientSecret;
    this.accountNumber = options.accountNumber;
    this.shipper = options.shipper;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_UPS_TIMEOUT_MS;
    if (!(this.timeoutMs > 0)) throw new TypeError(`timeoutMs must be > 0, got ${this.timeoutMs}`);
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.now = options.now ?? (() => new Date());
  }

  // ------------------------------------------------------------ OAuth

  /**
   * A valid access token: the cached one, or a new one from POST /security/v1/oauth/token
   * (OAuthClientCredentials.yaml). Concurrent callers share one token request.
   * @throws CarrierRequestError when UPS refuses the credentials (400/401/403)
   * @throws CarrierUnavailableError on 429, 5xx, timeout, network failure or an unreadable body
   */
  async accessToken(forceRefresh = false): Promise<string> {
    if (!forceRefresh && this.token && this.now().getTime() < this.token.refreshAt) return this.token.value;
    if (forceRefresh) this.token = null;
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = null;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.clientId}:${this.clientSecret}`).toString("base64");
    const response = await carrierRequest(
      "ups",
      this.fetchImpl,
      `${this.baseUrl}/security/v1/oauth/token`,
      {
        method: "POST",
        headers: {
          authorization: `Basic ${basic}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "x-merchant-id": this.accountNumber,
        },
        body: new URLSearchParams({ grant_type: "client_credentials" }).toString(),
      },
      this.timeoutMs,
    );
    const body = parseJson(response.text);
    if (response.status < 200 || response.status >= 300) throw httpError(response.status, body);
    const parsed = tokenSchema.safeParse(body);
    if (!parsed.success) throw invalidBody("token", parsed.error, response.status);
    const issuedAt = this.now().getTime();
    const lifetimeMs = Number(parsed.data.expires_in) * 1000;
    this.token = {
      value: parsed.data.access_token,
      refreshAt: issuedAt + Math.max(lifetimeMs - TOKEN_REFRESH_MARGIN_MS, lifetimeMs / 2),
    };
    return parsed.data.access_token;
  }

  // ------------------------------------------------------------ one API call

  /** One authorised API call; a 401 renews the token and retries once. Non-2xx statuses are thrown. */
  private async api(method: "GET" | "POST" | "DELETE", path: string, body?: unknown): Promise<ApiAnswer> {
    let token = await this.accessToken();
    let answer = await this.send(method, path, token, body);
    if (answer.status === 401) {
      token = await this.accessToken(true);
      answer = await this.send(method, path, token, body);
    }
    if (answer.status < 200 || answer.status >= 300) throw httpError(answer.status, answer.body);
    return answer;
  }

  private async send(method: string, path: string, token: string, body: unknown): Promise<ApiAnswer> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      transId: randomUUID().replaceAll("-", ""),
      transactionSrc: UPS_TRANSACTION_SRC,
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await carrierRequest(
      "ups",
      this.fetchImpl,
      `${this.baseUrl}/api${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      this.timeoutMs,
    );
    return { status: response.status, body: parseJson(response.text) };
  }

  // ------------------------------------------------------------ Rating

  /**
   * Prices of every UPS service for the parcels (Rating.yaml, POST /api/rating/v2409/Shoptimeintransit),
   * cheapest first. The yaml marks `ShipTo.Address.AddressLine` required; for a quote we know no
   * street, so it carries the city when given, else nothing [?].
   * @param input destination, parcels (grams, cm), Access Point delivery, goods value for international rating
   * @returns one {@link UpsRate} per service UPS offers (RatedShipment is always an array from v2409)
   * @throws TypeError on no packages or a bad weight/dimension
   * @throws CarrierRequestError when UPS refuses the request (e.g. an invalid postcode)
   * @throws CarrierUnavailableError when UPS cannot answer
   */
  async rate(input: UpsRateInput): Promise<UpsRate[]> {
    if (input.packages.length === 0) throw new TypeError("at least one package is required");
    const shipTo = input.shipTo;
    const international = shipTo.country.toUpperCase() !== this.shipper.address.country.toUpperCase();
    const body: RATERequestWrapper = {
      RateRequest: {
        Request: { RequestOption: "Shoptimeintransit", TransactionReference: { CustomerContext: "rate" } },
        Shipment: {
          Shipper: {
            Name: this.shipper.name.slice(0, 35),
            ShipperNumber: this.accountNumber,
            Address: this.shipperAddress(),
          },
          ShipTo: {
            Address: {
              AddressLine: shipTo.city ? [shipTo.city.slice(0, 35)] : [],
              City: shipTo.city,
              PostalCode: shipTo.postcode,
              CountryCode: shipTo.country.toUpperCase(),
            },
          },
          ShipFrom: { Name: this.shipper.name.slice(0, 35), Address: this.shipperAddress() },
          PaymentDetails: { ShipmentCharge: [{ Type: "01", BillShipper: { AccountNumber: this.accountNumber } }] },
          NumOfPieces: String(input.packages.length),
          Package: input.packages.map((pkg) => ({
            PackagingType: { Code: "02", Description: "Package" },
            Dimensions: packageDimensions(pkg),
            PackageWeight: packageWeight(pkg.weightGrams),
          })),
          ShipmentRatingOptions: { NegotiatedRatesIndicator: "" },
          DeliveryTimeInformation: { PackageBillType: "03", Pickup: { Date: lisbonCompactDate(this.now()) } },
        },
      },
    };
    const shipment = body.RateRequest.Shipment;
    if (input.toAccessPoint) {
      shipment.ShipmentIndicationType = [{ Code: "01", Description: "Hold for pickup at UPS Access Point" }];
      shipment.AlternateDeliveryAddress = {
        Address: { City: shipTo.city, PostalCode: shipTo.postcode, CountryCode: shipTo.country.toUpperCase() },
      };
    }
    if (international && input.invoiceTotalCents !== undefined) {
      shipment.InvoiceLineTotal = { CurrencyCode: "EUR", MonetaryValue: centsToDecimal(input.invoiceTotalCents) };
    }
    const answer = await this.api("POST", `/rating/${UPS_API_VERSIONS.rating}/Shoptimeintransit`, body);
    const parsed = rateResponseSchema.safeParse(answer.body);
    if (!parsed.success) throw invalidBody("rating", parsed.error, answer.status);
    return parsed.data.RateResponse.RatedShipment.map((rated): UpsRate => {
      const charge = rated.NegotiatedRateCharges?.TotalCharge ?? rated.TotalCharges;
      const arrival = rated.TimeInTransit?.ServiceSummary.EstimatedArrival;
      const days = arrival?.BusinessDaysInTransit ?? rated.GuaranteedDelivery?.BusinessDaysInTransit;
      const date = arrival?.Arrival.Date;
      const code = rated.Service.Code;
      return {
        serviceCode: code,
        serviceName: rated.Service.Description?.trim() || UPS_SERVICE_NAMES[code] || `UPS service ${code}`,
        totalCents: decimalToCents(charge.MonetaryValue),
        currency: charge.CurrencyCode,
        negotiated: rated.NegotiatedRateCharges !== undefined,
        transitDays: days !== undefined && /^\d+$/.test(days) ? Number(days) : undefined,
        deliveryBy: date ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}` : undefined,
      };
    }).sort((a, b) => a.totalCents - b.totalCents);
  }

  private shipperAddress(): ShipmentAddress {
    const a = this.shipper.address;
    return {
      AddressLine: a.lines.slice(0, 3).map((l) => l.slice(0, 35)),
      City: a.city,
      PostalCode: a.postcode,
      CountryCode: a.country.toUpperCase(),
    };
  }

  // ------------------------------------------------------------ Locator

  /**
   * UPS Access Points near a postcode (Locator.yaml, POST /api/locations/v3/search/availabilities/64,
   * AccessPointStatus "01" active-available, distances in km), nearest first.
   * @returns up to `maxResults` points; [] when UPS finds none
   * @throws TypeError on a bad locale, maxResults outside 1–50 or radiusKm outside 5–150
   * @throws CarrierRequestError when UPS refuses the request (HTTP 4xx, or ResponseStatusCode "0")
   * @throws CarrierUnavailableError when UPS cannot answer
   */
  async locateAccessPoints(input: UpsLocateInput): Promise<UpsAccessPoint[]> {
    const maxResults = input.maxResults ?? 10;
    const radiusKm = input.radiusKm ?? 15;
    if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 50)
      throw new TypeError("maxResults must be 1–50");
    if (!Number.isInteger(radiusKm) || radiusKm < 5 || radiusKm > 150) throw new TypeError("radiusKm must be 5–150");
    const locale = toUpsLocale(input.locale);
    const body: LOCATORRequestWrapper = {
      LocatorRequest: {
        Request: { RequestAction: "Locator", TransactionReference: { CustomerContext: "access-points" } },
        OriginAddress: {
          AddressKeyFormat: {
            AddressLine: input.city ?? input.postcode,
            PoliticalDivision2: input.city,
            PostcodePrimaryLow: input.postcode,
            CountryCode: input.country.toUpperCase(),
          },
          MaximumListSize: String(maxResults),
        },
        Translate: { Locale: locale },
        UnitOfMeasurement: { Code: "KM" },
        LocationSearchCriteria: {
          AccessPointSearch: { AccessPointStatus: "01" },
          MaximumListSize: String(maxResults),
          SearchRadius: String(radiusKm),
        },
      },
    };
    const answer = await this.api(
      "POST",
      `/locations/${UPS_API_VERSIONS.locator}/search/availabilities/64?Locale=${encodeURIComponent(locale)}`,
      body,
    );
    const parsed = locatorResponseSchema.safeParse(answer.body);
    if (!parsed.success) throw invalidBody("locator", parsed.error, answer.status);
    const response = parsed.data.LocatorResponse;
    if (response.Response.ResponseStatusCode !== "1") {
      const error = response.Response.Error;
      throw new CarrierRequestError("ups", answer.status, [
        {
          code: error?.ErrorCode ?? "0",
          message: error?.ErrorDescription ?? response.Response.ResponseStatusDescription ?? "Failure",
        },
      ]);
    }
    const points = (response.SearchResults?.DropLocation ?? []).map((drop): UpsAccessPoint => {
      const a = drop.AddressKeyFormat;
      const distance = Number(drop.Distance.Value);
      return {
        id: drop.LocationID,
        publicId: drop.AccessPointInformation?.PublicAccessPointID ?? "",
        name: a.ConsigneeName ?? "",
        address: {
          street: a.AddressLine ?? "",
          city: a.PoliticalDivision2 ?? "",
          postcode: a.PostcodePrimaryLow ?? "",
          country: a.CountryCode ?? input.country.toUpperCase(),
        },
        distanceKm: drop.Distance.UnitOfMeasurement.Code === "MI" ? Math.round(distance * 16.09344) / 10 : distance,
        latitude: Number(drop.Geocode.Latitude),
        longitude: Number(drop.Geocode.Longitude),
        openingHours: parseOperatingHours(drop.OperatingHours?.StandardHours),
      };
    });
    return points.sort((a, b) => a.distanceKm - b.distanceKm).slice(0, maxResults);
  }

  // ------------------------------------------------------------ Tracking

  /**
   * Tracking of one package (Tracking.yaml, GET /api/track/v1/details/{n}?locale=…): status mapped by
   * {@link mapUpsStatus}, events newest first (times by {@link upsActivityInstant}), and the delivery
   * time (`deliveryDate` type DEL + `deliveryTime` DEL end time, else the delivered activity).
   * @param locale "en" | "pt" | "es" or a UPS locale; UPS translates descriptions
   * @throws TrackingNotFound on 404 or a shipment with no package (UPS warning instead)
   * @throws CarrierRequestError on other 4xx; CarrierUnavailableError when UPS cannot answer
   */
  async track(trackingNumber: string, locale = "en"): Promise<TrackingResult> {
    const upsLocale = toUpsLocale(locale);
    const query = new URLSearchParams({
      locale: upsLocale,
      returnSignature: "false",
      returnMilestones: "false",
      returnPOD: "false",
    });
    let answer: ApiAnswer;
    try {
      answer = await this.api(
        "GET",
        `/track/${UPS_API_VERSIONS.tracking}/details/${encodeURIComponent(trackingNumber)}?${query}`,
      );
    } catch (error) {
      if (error instanceof CarrierRequestError && error.httpStatus === 404) {
        throw new TrackingNotFound("ups", trackingNumber, error.errors.map((e) => e.message).join("; ") || undefined);
      }
      throw error;
    }
    const parsed = trackResponseSchema.safeParse(answer.body);
    if (!parsed.success) throw invalidBody("tracking", parsed.error, answer.status);
    const shipment = parsed.data.trackResponse.shipment[0];
    const pkg = shipment?.package?.[0];
    if (!pkg) {
      throw new TrackingNotFound(
        "ups",
        trackingNumber,
        shipment?.warnings?.map((w) => w.message).join("; ") || undefined,
      );
    }
    const events: TrackingEvent[] = (pkg.activity ?? []).map((activity) => {
      const address = activity.location?.address;
      return {
        at: upsActivityInstant(activity),
        location: [address?.city, address?.countryCode ?? address?.country].filter(Boolean).join(", "),
        description: activity.status?.description ?? "",
        code: activity.status?.code ?? activity.status?.statusCode ?? "",
        status: mapUpsStatus(activity.status),
      };
    });
    // newest first; UPS lists activities newest first, so equal times keep UPS's order
    const ordered = events
      .map((event, index) => ({ event, index }))
      .sort((a, b) => b.event.at.getTime() - a.event.at.getTime() || a.index - b.index)
      .map(({ event }) => event);
    const status = mapUpsStatus(pkg.currentStatus ?? pkg.activity?.[0]?.status);
    let deliveredAt: Date | undefined;
    if (status === "delivered") {
      const day = pkg.deliveryDate?.find((d) => d.type === "DEL")?.date;
      const time = pkg.deliveryTime?.type === "DEL" ? pkg.deliveryTime.endTime : undefined;
      const deliveredActivity = pkg.activity?.find((a) => a.status?.type === "D");
      if (deliveredActivity) deliveredAt = upsActivityInstant(deliveredActivity);
      else if (day) deliveredAt = compactDateTime(day, time ?? "000000", 0);
    }
    return { trackingNumber: pkg.trackingNumber ?? trackingNumber, status, events: ordered, deliveredAt };
  }

  // ------------------------------------------------------------ Shipping

  /**
   * Creates a shipment with GIF labels (Shipping.yaml, POST /api/shipments/v2409/ship, RequestOption
   * "nonvalidate", billed to the shipper's account). With `accessPoint` the parcel goes to that UPS
   * Access Point and is held for pickup: ShipmentIndicationType "01" with the point as
   * `AlternateDeliveryAddress` (required with 01), plus the "012" alternate-delivery-location e-mail
   * notification when the recipient has an e-mail.
   * @throws TypeError on no packages or a bad weight/dimension
   * @throws CarrierRequestError when UPS refuses the shipment (400 with UPS's codes)
   * @throws CarrierUnavailableError when UPS cannot answer (the caller may retry: nothing was created)
   */
  async ship(input: UpsShipInput): Promise<UpsShipment> {
    if (input.packages.length === 0) throw new TypeError("at least one package is required");
    const to = input.shipTo;
    const body: SHIPRequestWrapper = {
      ShipmentRequest: {
        Request: {
          RequestOption: "nonvalidate",
          TransactionReference: { CustomerContext: input.reference.slice(0, 512) },
        },
        Shipment: {
          Description: (input.description ?? "Clothing").slice(0, 50),
          Shipper: {
            Name: this.shipper.name.slice(0, 35),
            AttentionName: this.shipper.name.slice(0, 35),
            Phone: { Number: phoneDigits(this.shipper.phone) },
            ShipperNumber: this.accountNumber,
            Address: this.shipperAddress(),
          },
          ShipTo: {
            Name: to.name.slice(0, 35),
            AttentionName: to.name.slice(0, 35),
            Phone: { Number: phoneDigits(to.phone) },
            EMailAddress: to.email,
            Address: {
              AddressLine: addressLines(to.address.street),
              City: to.address.city,
              PostalCode: to.address.postcode,
              CountryCode: to.address.country.toUpperCase(),
              ResidentialAddressIndicator: "",
            },
          },
          PaymentInformation: { ShipmentCharge: [{ Type: "01", BillShipper: { AccountNumber: this.accountNumber } }] },
          ReferenceNumber: [{ Value: input.reference.slice(0, 35) }],
          Service: { Code: input.serviceCode, Description: UPS_SERVICE_NAMES[input.serviceCode] },
          ShipmentRatingOptions: { NegotiatedRatesIndicator: "" },
          Package: input.packages.map((pkg) => ({
            Packaging: { Code: "02", Description: "Package" },
            Dimensions: packageDimensions(pkg),
            PackageWeight: packageWeight(pkg.weightGrams),
          })),
        },
        LabelSpecification: {
          LabelImageFormat: { Code: "GIF", Description: "GIF" },
          LabelStockSize: { Height: "6", Width: "4" },
        },
      },
    };
    if (input.accessPoint) {
      const ap = input.accessPoint;
      const shipment = body.ShipmentRequest.Shipment;
      shipment.ShipmentIndicationType = [{ Code: "01", Description: "Hold for pickup at UPS Access Point" }];
      shipment.AlternateDeliveryAddress = {
        Name: (ap.name ?? "UPS Access Point").slice(0, 35),
        AttentionName: to.name.slice(0, 35),
        UPSAccessPointID: ap.publicId,
        Address: {
          AddressLine: addressLines(ap.address.street),
          City: ap.address.city,
          PostalCode: ap.address.postcode,
          CountryCode: ap.address.country.toUpperCase(),
        },
      };
      if (to.email) {
        shipment.ShipmentServiceOptions = {
          Notification: [{ NotificationCode: "012", EMail: { EMailAddress: [to.email] } }],
        };
      }
    }
    const answer = await this.api("POST", `/shipments/${UPS_API_VERSIONS.shipping}/ship`, body);
    const parsed = shipResponseSchema.safeParse(answer.body);
    if (!parsed.success) throw invalidBody("shipping", parsed.error, answer.status);
    const results = parsed.data.ShipmentResponse.ShipmentResults;
    const labels = results.PackageResults.map((p) => ({
      trackingNumber: p.TrackingNumber,
      format: p.ShippingLabel?.ImageFormat.Code ?? "",
      base64: p.ShippingLabel?.GraphicImage ?? "",
    }));
    const first = labels[0];
    if (!first?.base64) {
      throw new CarrierUnavailableError("ups", "invalid-body", "shipping answer has no label for the first package", {
        httpStatus: answer.status,
      });
    }
    const charge = results.NegotiatedRateCharges?.TotalCharge ?? results.ShipmentCharges?.TotalCharges;
    return {
      shipmentId: results.ShipmentIdentificationNumber,
      trackingNumbers: labels.map((l) => l.trackingNumber),
      label: { format: first.format, base64: first.base64 },
      labels,
      chargesCents: charge ? decimalToCents(charge.MonetaryValue) : undefined,
      currency: charge?.CurrencyCode,
    };
  }

  /**
   * Voids (cancels) a shipment before UPS has it (Shipping.yaml, DELETE
   * /api/shipments/v2409/void/cancel/{shipmentId}).
   * @returns `{ voided: true }` when SummaryResult.Status.Code is "1"
   * @throws CarrierRequestError when UPS refuses (unknown shipment, void period over) or answers status "0"
   * @throws CarrierUnavailableError when UPS cannot answer
   */
  async voidShipment(shipmentId: string): Promise<{ voided: true }> {
    const answer = await this.api(
      "DELETE",
      `/shipments/${UPS_API_VERSIONS.shipping}/void/cancel/${encodeURIComponent(shipmentId)}`,
    );
    const parsed = voidResponseSchema.safeParse(answer.body);
    if (!parsed.success) throw invalidBody("void", parsed.error, answer.status);
    const status = parsed.data.VoidShipmentResponse.SummaryResult.Status;
    if (status.Code !== "1") {
      throw new CarrierRequestError("ups", answer.status, [
        { code: status.Code, message: status.Description ?? "Not voided" },
      ]);
    }
    return { voided: true };
  }
}

// ---------------------------------------------------------------- error mapping

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** UPS's `{response:{errors:[…]}}` (all five yaml files), or nothing when the body has another shape. */
function upsErrors(body: unknown): CarrierErrorDetail[] {
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return [];
  return (parsed.data.response.errors ?? []).map((e) => ({ code: e.code ?? "", message: e.message ?? "" }));
}

/** A non-2xx answer as a typed error: 429/5xx → unavailable, other statuses → request error. */
function httpError(status: number, body: unknown): Error {
  const errors = upsErrors(body);
  if (isRetryableStatus(status)) {
    const detail = errors.map((e) => `${e.code}: ${e.message}`).join("; ");
    return new CarrierUnavailableError("ups", "http", `HTTP ${status}${detail ? ` (${detail})` : ""}`, {
      httpStatus: status,
      errors,
    });
  }
  return new CarrierRequestError("ups", status, errors);
}

function invalidBody(what: string, error: z.ZodError, status: number): CarrierUnavailableError {
  const issues = error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join(", ");
  return new CarrierUnavailableError("ups", "invalid-body", `${what} answer does not match the API: ${issues}`, {
    httpStatus: status,
  });
}
