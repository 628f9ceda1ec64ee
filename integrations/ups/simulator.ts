/**
 * A local stand-in for UPS's JSON APIs (integrations.md §2), started in-process for dev and tests
 * (DESIGN rule 7, `UPS_MODE=simulator`). It speaks the shapes of UPS's OpenAPI files (./types.ts) on
 * the real paths, so {@link UpsClient} parses it exactly as it parses UPS:
 *
 * - `POST /security/v1/oauth/token` — HTTP Basic client id:secret and form `grant_type=client_credentials`
 *   (OAuthClientCredentials.yaml); answers `tokenSuccessResponse` with `expires_in` "14399". Tokens
 *   expire by the simulator's clock; an expired or unknown token gets 401.
 * - `POST /api/rating/v2409/{Rate|Shop|Ratetimeintransit|Shoptimeintransit}` (Rating.yaml) — deterministic
 *   prices in EUR from the billable weight and the destination zone (PT < ES < other EU < GB/CH/NO <
 *   rest, {@link upsSimulatedZone}) for services 11 UPS Standard (not outside Europe), 65 Express Saver
 *   and 07 Express, with business days in transit ({@link upsSimulatedQuote}).
 * - `POST /api/locations/v3/search/availabilities/64` (Locator.yaml) — 3 to 8 Access Points around any
 *   postcode of the EU, GB, CH or NO, chosen by a hash of country + postcode: local shop names
 *   ("Papelaria Central", "Estanco Plaza Mayor" …), distances within the radius, weekday hours,
 *   short Saturdays, closed Sundays. Other countries: no locations.
 * - `POST /api/shipments/v2409/ship` (Shipping.yaml) — 18-character 1Z tracking numbers (account
 *   number, service, sequence, check digit), a small valid GIF label per package, charges as rated.
 * - `GET /api/track/v1/details/{n}` (Tracking.yaml) — a shipment made here moves label created →
 *   picked up → in transit → arrived → out for delivery → delivered as the clock passes
 *   ({@link UPS_SIMULATOR_TIMELINE}); unknown numbers get 404 with UPS's error shape.
 * - `DELETE /api/shipments/v2409/void/cancel/{id}` — voids a shipment not yet picked up.
 *
 * Errors use UPS's `{response:{errors:[{code,message}]}}`. The error codes are the simulator's own
 * ({@link UPS_SIMULATOR_ERRORS}); UPS publishes its list on its error-codes pages, not in the yaml.
 * `control.failNext(n, fault)` makes the next n requests (any path) answer 500, 503, 429 or hang.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** Default client id the simulator accepts. */
export const UPS_SIMULATOR_CLIENT_ID = "fabrico-sim-client";
/** Default client secret the simulator accepts. */
export const UPS_SIMULATOR_CLIENT_SECRET = "fabrico-sim-secret";
/** Token lifetime the simulator hands out, seconds (as UPS: a string, about 4 hours). */
export const UPS_SIMULATOR_TOKEN_SECONDS = 14_399;

/** The simulator's error codes and messages (its own; shaped like UPS's `ErrorMessage`). */
export const UPS_SIMULATOR_ERRORS = Object.freeze({
  invalidClient: { code: "10401", message: "ClientId is Invalid" },
  invalidGrant: { code: "10400", message: "Invalid/Unsupported grant_type" },
  invalidToken: { code: "250002", message: "Invalid Authentication Information." },
  badJson: { code: "10002", message: "The request body is not valid JSON." },
  badVersion: { code: "10005", message: "Unsupported API version." },
  missingHeader: { code: "10006", message: "Missing required header transId or transactionSrc." },
  invalidPostcode: { code: "111285", message: "The postal code {postcode} is invalid for {country}." },
  missingCountry: { code: "111035", message: "Missing or invalid ship to country code." },
  missingPackage: { code: "111500", message: "Missing or invalid package weight." },
  overweight: { code: "111057", message: "Package weight exceeds the maximum of 70 kg." },
  missingService: { code: "111100", message: "The requested service is invalid." },
  unavailableService: {
    code: "111210",
    message: "The requested service is unavailable between the selected locations.",
  },
  shipperNumber: { code: "120100", message: "Missing or invalid shipper number." },
  billShipper: { code: "120412", message: "BillShipper AccountNumber must be the same as the shipper number." },
  shipToName: { code: "120202", message: "Missing or invalid ship to name." },
  shipToAddress: { code: "120208", message: "Missing or invalid ship to address line 1." },
  accessPoint: {
    code: "120906",
    message: "AlternateDeliveryAddress with UPSAccessPointID is required for ShipmentIndicationType 01.",
  },
  notFound: { code: "TW0001", message: "Tracking Information Not Found" },
  voidUnknown: { code: "190117", message: "The shipment identification number was not found." },
  voidTooLate: { code: "190102", message: "The void period has expired: UPS already has the package." },
  internal: { code: "10500", message: "Internal server error." },
  unavailable: { code: "10503", message: "Service temporarily unavailable." },
  rateLimited: { code: "10429", message: "Rate Limit Exceeded" },
});

/** Faults `failNext` can inject: an HTTP status with UPS's error body, or no answer at all. */
export type UpsSimulatorFault = "500" | "503" | "429" | "hang";

/** Stages a simulated shipment passes (`control.advance` targets). */
export type UpsSimulatedStage =
  | "label_created"
  | "picked_up"
  | "in_transit"
  | "out_for_delivery"
  | "delivered"
  | "exception";

/** One stage of the simulated journey: its Tracking.yaml `Status` and when it happens. */
interface TimelineStage {
  stage: Exclude<UpsSimulatedStage, "exception">;
  /** Hours after the label was created; `transitDays` is the service's business days. */
  hoursAfter: (transitDays: number) => number;
  type: string;
  code: string;
  statusCode: string;
  description: string;
  /** Where it happens: at the shipper or at the destination. */
  at: "origin" | "destination";
}

/**
 * The simulated journey. Types and codes follow what UPS's tracking uses (`M` manifest, `P` pickup,
 * `I` in transit, `D` delivered; statusCode "003" label created, "005" in transit, "021" out for
 * delivery, "011" delivered [L]/[?], see the client's mapUpsStatus).
 */
export const UPS_SIMULATOR_TIMELINE: readonly TimelineStage[] = Object.freeze([
  {
    stage: "label_created",
    hoursAfter: () => 0,
    type: "M",
    code: "MP",
    statusCode: "003",
    description: "Shipper created a label, UPS has not received the package yet.",
    at: "origin",
  },
  {
    stage: "picked_up",
    hoursAfter: () => 6,
    type: "P",
    code: "PU",
    statusCode: "005",
    description: "Pickup Scan",
    at: "origin",
  },
  {
    stage: "in_transit",
    hoursAfter: () => 12,
    type: "I",
    code: "DP",
    statusCode: "005",
    description: "Departed from Facility",
    at: "origin",
  },
  {
    stage: "in_transit",
    hoursAfter: (days) => days * 24 - 8,
    type: "I",
    code: "AR",
    statusCode: "005",
    description: "Arrived at Facility",
    at: "destination",
  },
  {
    stage: "out_for_delivery",
    hoursAfter: (days) => days * 24 - 4,
    type: "I",
    code: "OT",
    statusCode: "021",
    description: "Out For Delivery Today",
    at: "destination",
  },
  {
    stage: "delivered",
    hoursAfter: (days) => days * 24,
    type: "D",
    code: "FS",
    statusCode: "011",
    description: "DELIVERED",
    at: "destination",
  },
]);

/** Options of {@link startUpsSimulator}. */
export interface UpsSimulatorOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** The simulator's clock (token expiry, tracking progress, dates); default the wall clock. */
  now?: () => Date;
}

/** One request the simulator received (for tests to inspect headers and bodies). */
export interface UpsSimulatorRequest {
  method: string;
  /** Path with query. */
  path: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON, the raw text for non-JSON bodies, or undefined. */
  body: unknown;
}

/** A shipment the simulator created, as tests may inspect it. */
export interface UpsSimulatedShipment {
  shipmentId: string;
  trackingNumbers: string[];
  serviceCode: string;
  reference: string;
  shipTo: { name: string; city: string; postcode: string; country: string };
  accessPointId?: string;
  chargesCents: number;
  transitDays: number;
  /** When the label was created (moved back by `advance`). */
  shippedAt: Date;
  exceptionAt?: Date;
  voided: boolean;
}

/** Test controls of a running simulator. */
export interface UpsSimulatorControl {
  /** The next `times` requests (any path, token included) fail with `fault`. */
  failNext(times: number, fault: UpsSimulatorFault): void;
  /**
   * Moves a shipment (any of its tracking numbers) to `stage` now: the timeline is shifted so the
   * stage has just been reached; "exception" adds an exception event now and freezes the journey.
   * @throws Error for an unknown tracking number
   */
  advance(trackingNumber: string, stage: UpsSimulatedStage): void;
  /** Makes every token issued so far invalid (the next API call gets 401). */
  expireTokens(): void;
  /** Requests received so far, oldest first; tests may empty it (`requests.length = 0`). */
  readonly requests: UpsSimulatorRequest[];
  /** Shipments created so far, by shipment id. */
  readonly shipments: ReadonlyMap<string, UpsSimulatedShipment>;
}

/** A running simulator. */
export interface UpsSimulator {
  /** Base URL `http://127.0.0.1:<port>` (UpsClient's `baseUrl`), no trailing slash. */
  url: string;
  clientId: string;
  clientSecret: string;
  control: UpsSimulatorControl;
  /** Stops listening and drops open (e.g. hanging) connections. */
  close(): Promise<void>;
}

// ---------------------------------------------------------------- deterministic data

const EU = new Set("AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE".split(" "));
const EUROPE_NON_EU = new Set(["GB", "CH", "NO"]);

/** Destination zone from Portugal: 1 PT, 2 ES, 3 other EU, 4 GB/CH/NO, 5 rest of the world. */
export function upsSimulatedZone(country: string): 1 | 2 | 3 | 4 | 5 {
  const cc = country.toUpperCase();
  if (cc === "PT") return 1;
  if (cc === "ES") return 2;
  if (EU.has(cc)) return 3;
  if (EUROPE_NON_EU.has(cc)) return 4;
  return 5;
}

/** Services the simulator offers, cheapest first: price factor (%) and business days per zone 1–5 (null = not offered). */
const SERVICES: readonly { code: string; name: string; factor: number; days: readonly (number | null)[] }[] = [
  { code: "11", name: "UPS Standard", factor: 100, days: [1, 2, 3, 4, null] },
  { code: "65", name: "UPS Express Saver", factor: 165, days: [1, 1, 2, 2, 3] },
  { code: "07", name: "UPS Express", factor: 195, days: [1, 1, 1, 2, 2] },
];
const BASE_CENTS = [595, 895, 1395, 2195, 3995];
const PER_KG_CENTS = [65, 95, 150, 240, 520];

/**
 * The simulator's price and transit time for a service, in EUR cents: (base of the zone + per-kg of
 * the zone × billable kg rounded up) × the service factor, less 1.00 EUR when held at an Access Point.
 * @returns null when the service is not offered to the zone
 */
export function upsSimulatedQuote(
  serviceCode: string,
  country: string,
  billableKg: number,
  toAccessPoint = false,
): { cents: number; transitDays: number; name: string } | null {
  const service = SERVICES.find((s) => s.code === serviceCode);
  const zone = upsSimulatedZone(country);
  const days = service?.days[zone - 1];
  if (!service || days === null || days === undefined) return null;
  const base = (BASE_CENTS[zone - 1] ?? 0) + (PER_KG_CENTS[zone - 1] ?? 0) * Math.ceil(billableKg);
  let cents = Math.round((base * service.factor) / 100);
  if (toAccessPoint) cents = Math.max(100, cents - 100);
  return { cents, transitDays: days, name: service.name };
}

/** FNV-1a 32-bit: a stable hash for deterministic choices. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Postcode formats the simulator checks (others pass). */
const POSTCODE_FORMATS: Record<string, RegExp> = {
  PT: /^\d{4}(-?\d{3})?$/,
  ES: /^\d{5}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/i,
  BE: /^\d{4}$/,
  LU: /^(L-)?\d{4}$/i,
  AT: /^\d{4}$/,
};

/** Approximate centres used to place Access Points (lat, lon). */
const COUNTRY_CENTRES: Record<string, [number, number]> = {
  PT: [39.6, -8.2],
  ES: [40.4, -3.7],
  FR: [46.6, 2.4],
  DE: [51.2, 10.4],
  IT: [42.8, 12.5],
  NL: [52.2, 5.3],
  BE: [50.6, 4.5],
  LU: [49.7, 6.1],
  AT: [47.6, 14.1],
  IE: [53.3, -7.7],
  GB: [52.8, -1.6],
  CH: [46.8, 8.2],
  NO: [60.5, 8.5],
};

/** Shop names and streets per language for the Access Points. */
const LOCAL_NAMES: Record<string, { shops: string[]; streets: string[]; cities: string[] }> = {
  pt: {
    shops: [
      "Papelaria Central",
      "Quiosque da Avenida",
      "Tabacaria Rossio",
      "Drogaria Nova",
      "Mercearia do Bairro",
      "Livraria Estrela",
      "Loja do Largo",
      "Florista Primavera",
    ],
    streets: [
      "Rua Augusta",
      "Avenida da Liberdade",
      "Rua de Santa Catarina",
      "Largo do Carmo",
      "Rua Direita",
      "Avenida da República",
    ],
    cities: ["Lisboa", "Porto", "Braga", "Coimbra", "Faro", "Aveiro"],
  },
  es: {
    shops: [
      "Papelería Central",
      "Estanco Plaza Mayor",
      "Ferretería López",
      "Librería El Faro",
      "Kiosco La Esquina",
      "Droguería Sol",
      "Floristería Jazmín",
      "Copistería Rápida",
    ],
    streets: [
      "Calle Mayor",
      "Avenida de la Constitución",
      "Calle Real",
      "Plaza de España",
      "Calle del Carmen",
      "Gran Vía",
    ],
    cities: ["Madrid", "Barcelona", "Sevilla", "Valencia", "Bilbao", "Zaragoza"],
  },
  fr: {
    shops: [
      "Tabac Presse du Centre",
      "Relais Boulangerie Martin",
      "Librairie des Arts",
      "Pressing de la Gare",
      "Épicerie du Marché",
      "Fleuriste Lilas",
    ],
    streets: [
      "Rue de la République",
      "Avenue Jean Jaurès",
      "Rue Victor Hugo",
      "Place de la Mairie",
      "Boulevard Gambetta",
    ],
    cities: ["Paris", "Lyon", "Marseille", "Toulouse", "Nantes", "Lille"],
  },
  de: {
    shops: [
      "Schreibwaren Müller",
      "Kiosk am Markt",
      "Getränke Schulz",
      "Buchhandlung Lesezeichen",
      "Blumen Becker",
      "Reinigung Express",
    ],
    streets: ["Hauptstraße", "Bahnhofstraße", "Marktplatz", "Schillerstraße", "Lindenallee"],
    cities: ["Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main", "Leipzig"],
  },
  it: {
    shops: [
      "Cartoleria Centrale",
      "Tabaccheria Roma",
      "Edicola del Corso",
      "Ferramenta Bianchi",
      "Libreria Dante",
      "Fioreria Gigli",
    ],
    streets: ["Via Roma", "Corso Vittorio Emanuele", "Via Garibaldi", "Piazza del Popolo", "Via Mazzini"],
    cities: ["Roma", "Milano", "Torino", "Bologna", "Firenze", "Napoli"],
  },
  nl: {
    shops: ["Tabakszaak Centrum", "Boekhandel De Hoek", "Primera Markt", "Bloemenhuis Tulp", "Drogisterij Zon"],
    streets: ["Kerkstraat", "Dorpsstraat", "Stationsweg", "Marktplein", "Molenstraat"],
    cities: ["Amsterdam", "Rotterdam", "Utrecht", "Den Haag", "Eindhoven"],
  },
  en: {
    shops: ["Corner News", "High Street Post & Print", "Station Convenience", "Market Florist", "Parkside Pharmacy"],
    streets: ["High Street", "Station Road", "Church Lane", "Market Square", "Park Avenue"],
    cities: ["London", "Manchester", "Dublin", "Zurich", "Oslo", "Vienna"],
  },
};

const COUNTRY_LANGUAGE: Record<string, string> = {
  PT: "pt",
  ES: "es",
  FR: "fr",
  BE: "fr",
  LU: "fr",
  DE: "de",
  AT: "de",
  CH: "de",
  IT: "it",
  NL: "nl",
};

/** Fixed UTC offset the simulator uses for local times per country (no daylight saving). */
function utcOffsetMinutes(country: string): number {
  return ["PT", "GB", "IE"].includes(country.toUpperCase()) ? 0 : 60;
}

/** A valid 1×1 GIF89a image (two-colour palette, one black pixel), built byte by byte. */
function tinyGif(): Buffer {
  const signature = Buffer.from("GIF89a", "ascii");
  const screen = [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00]; // 1 × 1, global colour table of 2, background 0
  const palette = [0x00, 0x00, 0x00, 0xff, 0xff, 0xff]; // black, white
  const image = [0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]; // descriptor: at 0,0, 1 × 1
  const pixels = [0x02, 0x02, 0x44, 0x01, 0x00]; // LZW size 2; one sub-block: clear, pixel 0, end; terminator
  const trailer = [0x3b];
  return Buffer.concat([signature, Buffer.from([...screen, ...palette, ...image, ...pixels, ...trailer])]);
}

/** The UPS 1Z check digit over the 15 characters after "1Z" (letters count as (ASCII − 63) mod 10). */
function checkDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] as string;
    const value = /\d/.test(ch) ? Number(ch) : (ch.charCodeAt(0) - 63) % 10;
    sum += i % 2 === 1 ? value * 2 : value;
  }
  return String((10 - (sum % 10)) % 10);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** Local YYYYMMDD and HHMMSS of an instant at `offsetMinutes` from UTC. */
function localParts(at: Date, offsetMinutes: number): { date: string; time: string } {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  return {
    date: `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}`,
    time: `${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`,
  };
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Adds business days (Monday–Friday) to a UTC date. */
function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

function compactDate(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}`;
}

function centsText(cents: number): string {
  return `${Math.floor(cents / 100)}.${pad(cents % 100)}`;
}

// ---------------------------------------------------------------- request helpers

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function obj(value: unknown): Json {
  return isObject(value) ? value : {};
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function list(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === null ? [] : [value];
}

/** An error answer in UPS's shape. */
class UpsSimError extends Error {
  readonly status: number;
  readonly errors: { code: string; message: string }[];
  constructor(status: number, error: { code: string; message: string }, vars: Record<string, string> = {}) {
    const message = error.message.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? "");
    super(message);
    this.status = status;
    this.errors = [{ code: error.code, message }];
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
    "cache-control": "no-store",
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Kilograms of a Rating/Shipping `Package_PackageWeight` (KGS or LBS). */
function packageKg(pkg: Json): number {
  const weight = obj(pkg.PackageWeight);
  const value = Number(str(weight.Weight));
  if (!Number.isFinite(value) || value <= 0) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.missingPackage);
  const unit = str(obj(weight.UnitOfMeasurement).Code).toUpperCase() || "LBS";
  const kg = unit === "KGS" ? value : value * 0.45359237;
  if (kg > 70) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.overweight);
  return kg;
}

/** Billable kg: per package, the higher of actual and dimensional weight (cm³ / 5000), summed. */
function billableKg(packages: unknown[]): number {
  if (packages.length === 0) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.missingPackage);
  let total = 0;
  for (const raw of packages) {
    const pkg = obj(raw);
    const kg = packageKg(pkg);
    const dims = obj(pkg.Dimensions);
    const l = Number(str(dims.Length));
    const w = Number(str(dims.Width));
    const h = Number(str(dims.Height));
    const cm = str(obj(dims.UnitOfMeasurement).Code).toUpperCase() !== "IN";
    const volumetric = l > 0 && w > 0 && h > 0 ? (l * w * h * (cm ? 1 : 16.387064)) / 5000 : 0;
    total += Math.max(kg, volumetric);
  }
  return Math.round(total * 10) / 10;
}

function checkAddress(address: Json): { country: string; postcode: string } {
  const country = str(address.CountryCode).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.missingCountry);
  const postcode = str(address.PostalCode ?? address.PostcodePrimaryLow).trim();
  const format = POSTCODE_FORMATS[country];
  if (format && !format.test(postcode)) {
    throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.invalidPostcode, { postcode, country });
  }
  return { country, postcode };
}

// ---------------------------------------------------------------- the server

/**
 * Starts the UPS simulator on 127.0.0.1.
 * @param options port (0 = random), accepted credentials, a clock
 * @returns the running simulator: `url`, credentials, `control`, `close`
 * @throws when the port cannot be bound (e.g. EADDRINUSE)
 */
export async function startUpsSimulator(options: UpsSimulatorOptions = {}): Promise<UpsSimulator> {
  const clientId = options.clientId ?? UPS_SIMULATOR_CLIENT_ID;
  const clientSecret = options.clientSecret ?? UPS_SIMULATOR_CLIENT_SECRET;
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const shipments = new Map<string, UpsSimulatedShipment>();
  const byTrackingNumber = new Map<string, UpsSimulatedShipment>();
  const requests: UpsSimulatorRequest[] = [];
  const failures = { times: 0, fault: "503" as UpsSimulatorFault };
  let sequence = 0;

  const findShipment = (trackingNumber: string): UpsSimulatedShipment | undefined =>
    byTrackingNumber.get(trackingNumber.toUpperCase());

  // ------------------------------------------------------------ OAuth

  const token = (req: IncomingMessage, body: string): { status: number; body: unknown } => {
    const auth = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "");
    const decoded = auth?.[1] ? Buffer.from(auth[1], "base64").toString("utf8") : "";
    if (decoded !== `${clientId}:${clientSecret}`) throw new UpsSimError(401, UPS_SIMULATOR_ERRORS.invalidClient);
    if (new URLSearchParams(body).get("grant_type") !== "client_credentials") {
      throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.invalidGrant);
    }
    const value = randomBytes(24).toString("base64url");
    const issuedAt = now().getTime();
    tokens.set(value, issuedAt + UPS_SIMULATOR_TOKEN_SECONDS * 1000);
    return {
      status: 200,
      body: {
        token_type: "Bearer",
        issued_at: String(issuedAt),
        client_id: clientId,
        access_token: value,
        scope: "",
        expires_in: String(UPS_SIMULATOR_TOKEN_SECONDS),
        refresh_count: "0",
        status: "approved",
      },
    };
  };

  const authorise = (req: IncomingMessage): void => {
    const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (expiresAt === undefined || now().getTime() >= expiresAt)
      throw new UpsSimError(401, UPS_SIMULATOR_ERRORS.invalidToken);
  };

  // ------------------------------------------------------------ Rating

  const rate = (requestOption: string, body: Json): unknown => {
    const request = obj(body.RateRequest);
    const shipment = obj(request.Shipment);
    const { country } = checkAddress(obj(obj(shipment.ShipTo).Address));
    const kg = billableKg(list(shipment.Package));
    const toAccessPoint = list(shipment.ShipmentIndicationType).some((t) => ["01", "02"].includes(str(obj(t).Code)));
    const shop = requestOption.toLowerCase().startsWith("shop");
    const withTransit =
      requestOption.toLowerCase().endsWith("timeintransit") && isObject(shipment.DeliveryTimeInformation);
    const codes = shop ? SERVICES.map((s) => s.code) : [str(obj(shipment.Service).Code)];
    if (!shop && !codes[0]) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.missingService);
    const pickupText = str(obj(obj(shipment.DeliveryTimeInformation).Pickup).Date);
    const pickup = /^\d{8}$/.test(pickupText)
      ? new Date(
          Date.UTC(Number(pickupText.slice(0, 4)), Number(pickupText.slice(4, 6)) - 1, Number(pickupText.slice(6))),
        )
      : now();
    const rated = [];
    for (const code of codes) {
      const quote = upsSimulatedQuote(code, country, kg, toAccessPoint);
      if (!quote) continue;
      const money = { CurrencyCode: "EUR", MonetaryValue: centsText(quote.cents) };
      const zero = { CurrencyCode: "EUR", MonetaryValue: "0.00" };
      const arrival = addBusinessDays(pickup, quote.transitDays);
      rated.push({
        Service: { Code: code, Description: "" },
        RatedShipmentAlert: [],
        BillingWeight: { UnitOfMeasurement: { Code: "KGS", Description: "Kilograms" }, Weight: kg.toFixed(1) },
        TransportationCharges: money,
        ServiceOptionsCharges: zero,
        TotalCharges: money,
        RatedPackage: [
          { TransportationCharges: money, ServiceOptionsCharges: zero, TotalCharges: money, Weight: kg.toFixed(1) },
        ],
        ...(withTransit
          ? {
              TimeInTransit: {
                PickupDate: compactDate(pickup),
                PackageBillType: "03",
                ServiceSummary: {
                  Service: { Description: quote.name },
                  EstimatedArrival: {
                    Arrival: { Date: compactDate(arrival), Time: "230000" },
                    BusinessDaysInTransit: String(quote.transitDays),
                    Pickup: { Date: compactDate(pickup), Time: "160000" },
                    DayOfWeek: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"][arrival.getUTCDay()],
                    TotalTransitDays: String(quote.transitDays),
                  },
                  SaturdayDelivery: "0",
                },
              },
            }
          : {}),
      });
    }
    if (rated.length === 0) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.unavailableService);
    return {
      RateResponse: {
        Response: {
          ResponseStatus: { Code: "1", Description: "Success" },
          Alert: [{ Code: "110971", Description: "Your invoice may vary from the displayed reference rates" }],
          TransactionReference: {
            CustomerContext: str(obj(obj(request.Request).TransactionReference).CustomerContext),
          },
        },
        RatedShipment: rated,
      },
    };
  };

  // ------------------------------------------------------------ Locator

  const locate = (body: Json): unknown => {
    const request = obj(body.LocatorRequest);
    const origin = obj(request.OriginAddress);
    const key = obj(origin.AddressKeyFormat);
    const country = str(key.CountryCode).toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.missingCountry);
    const postcode = str(key.PostcodePrimaryLow).trim();
    checkAddress({ CountryCode: country, PostalCode: postcode });
    const criteria = obj(request.LocationSearchCriteria);
    const max = Math.min(50, Number(str(criteria.MaximumListSize) || str(origin.MaximumListSize) || "5") || 5);
    const miles = str(obj(request.UnitOfMeasurement).Code).toUpperCase() === "MI";
    const radiusKm =
      Math.min(150, Math.max(5, Number(str(criteria.SearchRadius) || "15") || 15)) * (miles ? 1.609344 : 1);
    const ok = { ResponseStatusCode: "1", ResponseStatusDescription: "Success" };
    if (!(EU.has(country) || EUROPE_NON_EU.has(country))) {
      return {
        LocatorResponse: {
          Response: ok,
          AllowAllConfidenceLevels: "false",
          SearchResults: { Disclaimer: "No locations found." },
        },
      };
    }
    const seed = hash(`${country}:${postcode.replace(/\s/g, "").toUpperCase()}`);
    const count = Math.min(max, 3 + (seed % 6));
    const names =
      LOCAL_NAMES[COUNTRY_LANGUAGE[country] ?? "en"] ??
      (LOCAL_NAMES.en as { shops: string[]; streets: string[]; cities: string[] });
    const [lat0, lon0] = COUNTRY_CENTRES[country] ?? [50, 10];
    const centreLat = lat0 + (((seed >>> 4) % 200) - 100) / 100;
    const centreLon = lon0 + (((seed >>> 12) % 200) - 100) / 100;
    const city = str(key.PoliticalDivision2) || (names.cities[seed % names.cities.length] as string);
    const drops = [];
    for (let i = 0; i < count; i++) {
      const h = hash(`${seed}:${i}`);
      const km =
        Math.round(((radiusKm * (i + 1)) / (count + 1) + ((h % 10) / 10) * (radiusKm / (count + 2))) * 10) / 10;
      const bearing = ((h >>> 8) % 360) * (Math.PI / 180);
      const lat = centreLat + (km * Math.cos(bearing)) / 111.2;
      const lon = centreLon + (km * Math.sin(bearing)) / (111.2 * Math.cos((centreLat * Math.PI) / 180));
      const shop = names.shops[(seed + i) % names.shops.length] as string;
      const street = names.streets[(h >>> 3) % names.streets.length] as string;
      const lunch = h % 3 === 0;
      const late = h % 2 === 0;
      const weekday = (day: number) =>
        lunch
          ? [
              { Day: String(day), OpenHours: "900", CloseHours: "1300" },
              { Day: String(day), OpenHours: "1430", CloseHours: late ? "1930" : "1900" },
            ]
          : [{ Day: String(day), OpenHours: late ? "830" : "900", CloseHours: late ? "2000" : "1900" }];
      const distanceValue = miles ? (km / 1.609344).toFixed(1) : km.toFixed(1);
      drops.push({
        LocationID: String(100000 + (h % 900000)),
        OriginOrDestination: "01",
        IVR: { PhraseID: "0" },
        Geocode: { Latitude: lat.toFixed(6), Longitude: lon.toFixed(6) },
        AddressKeyFormat: {
          ConsigneeName: shop,
          AddressLine: `${street} ${1 + (h % 180)}`,
          PoliticalDivision2: city,
          PoliticalDivision1: "",
          PostcodePrimaryLow: postcode,
          CountryCode: country,
        },
        PhoneNumber: [String(200000000 + (h % 99999999))],
        LocationAttribute: [],
        Distance: {
          Value: distanceValue,
          UnitOfMeasurement: { Code: miles ? "MI" : "KM", Description: miles ? "MILES" : "KILOMETERS" },
        },
        Timezone: country === "PT" ? "Europe/Lisbon" : "Europe/Madrid",
        OperatingHours: {
          StandardHours: [
            {
              HoursType: "10",
              DayOfWeek: [
                { Day: "1", ClosedIndicator: "" },
                ...[2, 3, 4, 5, 6].flatMap(weekday),
                { Day: "7", OpenHours: "900", CloseHours: h % 4 === 0 ? "1230" : "1300" },
              ],
            },
          ],
        },
        AccessPointInformation: {
          PublicAccessPointID: `${country}${pad(h % 100000, 5)}`,
          AccessPointStatus: { Code: "01", Description: "ACTIVE-AVAILABLE" },
          BusinessClassificationList: { BusinessClassification: [{ Code: "018", Description: "Retail" }] },
        },
      });
    }
    return {
      LocatorResponse: { Response: ok, AllowAllConfidenceLevels: "false", SearchResults: { DropLocation: drops } },
    };
  };

  // ------------------------------------------------------------ Shipping

  const ship = (body: Json): unknown => {
    const request = obj(body.ShipmentRequest);
    const shipment = obj(request.Shipment);
    const shipper = obj(shipment.Shipper);
    const shipperNumber = str(shipper.ShipperNumber).trim().toUpperCase();
    if (!/^[A-Z0-9]{6}$/.test(shipperNumber)) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.shipperNumber);
    const charges = list(obj(shipment.PaymentInformation).ShipmentCharge);
    const billed = str(obj(obj(charges[0]).BillShipper).AccountNumber)
      .trim()
      .toUpperCase();
    if (billed !== shipperNumber) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.billShipper);
    const shipTo = obj(shipment.ShipTo);
    if (!str(shipTo.Name).trim()) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.shipToName);
    const address = obj(shipTo.Address);
    if (!str(list(address.AddressLine)[0]).trim() || !str(address.City).trim()) {
      throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.shipToAddress);
    }
    const { country, postcode } = checkAddress(address);
    const serviceCode = str(obj(shipment.Service).Code);
    const packages = list(shipment.Package);
    const kg = billableKg(packages);
    const holdAtAccessPoint = list(shipment.ShipmentIndicationType).some((t) =>
      ["01", "02"].includes(str(obj(t).Code)),
    );
    const alternate = obj(shipment.AlternateDeliveryAddress);
    if (holdAtAccessPoint && !str(alternate.UPSAccessPointID))
      throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.accessPoint);
    const quote = upsSimulatedQuote(serviceCode, country, kg, holdAtAccessPoint);
    if (!quote) {
      throw new UpsSimError(
        400,
        serviceCode ? UPS_SIMULATOR_ERRORS.unavailableService : UPS_SIMULATOR_ERRORS.missingService,
      );
    }
    const gifBase64 = tinyGif().toString("base64");
    const trackingNumbers = packages.map(() => {
      sequence += 1;
      const bodyChars = `${shipperNumber}${serviceCode.padStart(2, "0").slice(-2)}${pad(sequence, 7)}`;
      return `1Z${bodyChars}${checkDigit(bodyChars)}`;
    });
    const shipmentId = trackingNumbers[0] as string;
    const record: UpsSimulatedShipment = {
      shipmentId,
      trackingNumbers,
      serviceCode,
      reference: str(obj(list(shipment.ReferenceNumber)[0]).Value),
      shipTo: { name: str(shipTo.Name), city: str(address.City), postcode, country },
      accessPointId: holdAtAccessPoint ? str(alternate.UPSAccessPointID) : undefined,
      chargesCents: quote.cents,
      transitDays: quote.transitDays,
      shippedAt: now(),
      voided: false,
    };
    shipments.set(shipmentId, record);
    for (const n of trackingNumbers) byTrackingNumber.set(n, record);
    const money = { CurrencyCode: "EUR", MonetaryValue: centsText(quote.cents) };
    return {
      ShipmentResponse: {
        Response: {
          ResponseStatus: { Code: "1", Description: "Success" },
          Alert: [],
          TransactionReference: {
            CustomerContext: str(obj(obj(request.Request).TransactionReference).CustomerContext),
          },
        },
        ShipmentResults: {
          ShipmentCharges: {
            TransportationCharges: money,
            ServiceOptionsCharges: { CurrencyCode: "EUR", MonetaryValue: "0.00" },
            TotalCharges: money,
          },
          BillingWeight: { UnitOfMeasurement: { Code: "KGS", Description: "Kilograms" }, Weight: kg.toFixed(1) },
          ShipmentIdentificationNumber: shipmentId,
          PackageResults: trackingNumbers.map((n) => ({
            TrackingNumber: n,
            ServiceOptionsCharges: { CurrencyCode: "EUR", MonetaryValue: "0.00" },
            ShippingLabel: { ImageFormat: { Code: "GIF", Description: "GIF" }, GraphicImage: gifBase64 },
          })),
        },
      },
    };
  };

  /** Stage index the shipment has reached (elapsed time against the timeline). */
  const reached = (record: UpsSimulatedShipment, at: Date): TimelineStage[] => {
    const elapsedHours = (at.getTime() - record.shippedAt.getTime()) / 3_600_000;
    return UPS_SIMULATOR_TIMELINE.filter((s) => s.hoursAfter(record.transitDays) <= elapsedHours);
  };

  const voidShipment = (id: string): unknown => {
    const record = shipments.get(id.toUpperCase()) ?? findShipment(id);
    if (!record) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.voidUnknown);
    if (!record.voided && reached(record, now()).length > 1)
      throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.voidTooLate);
    record.voided = true;
    return {
      VoidShipmentResponse: {
        Response: { ResponseStatus: { Code: "1", Description: "Success" } },
        SummaryResult: { Status: { Code: "1", Description: "Voided" } },
        PackageLevelResults: record.trackingNumbers.map((n) => ({
          TrackingNumber: n,
          Status: { Code: "1", Description: "Voided" },
        })),
      },
    };
  };

  // ------------------------------------------------------------ Tracking

  const track = (trackingNumber: string): unknown => {
    const record = findShipment(trackingNumber);
    if (!record) throw new UpsSimError(404, UPS_SIMULATOR_ERRORS.notFound);
    const frozenAt = record.exceptionAt ?? now();
    const stages = reached(record, frozenAt);
    const place = (where: "origin" | "destination") =>
      where === "origin"
        ? { city: "Porto", countryCode: "PT", country: "PT", postalCode: "4000" }
        : {
            city: record.shipTo.city,
            countryCode: record.shipTo.country,
            country: record.shipTo.country,
            postalCode: record.shipTo.postcode,
          };
    const activityOf = (
      at: Date,
      where: "origin" | "destination",
      status: { type: string; code: string; statusCode: string; description: string },
    ) => {
      const offset = utcOffsetMinutes(where === "origin" ? "PT" : record.shipTo.country);
      const local = localParts(at, offset);
      const gmt = localParts(at, 0);
      return {
        location: { address: place(where), slic: "8566" },
        status: { ...status, simplifiedTextDescription: status.description },
        date: local.date,
        time: local.time,
        gmtDate: gmt.date,
        gmtOffset: offsetText(offset),
        gmtTime: gmt.time,
      };
    };
    const activity = stages.map((s) =>
      activityOf(new Date(record.shippedAt.getTime() + s.hoursAfter(record.transitDays) * 3_600_000), s.at, s),
    );
    if (record.exceptionAt) {
      activity.push(
        activityOf(record.exceptionAt, "destination", {
          type: "X",
          code: "X1",
          statusCode: "007",
          description:
            "The receiver was not available for delivery. We'll make a second attempt the next business day.",
        }),
      );
    }
    if (record.voided) {
      activity.push(
        activityOf(now(), "origin", {
          type: "X",
          code: "VD",
          statusCode: "002",
          description: "The shipment has been voided.",
        }),
      );
    }
    activity.reverse();
    const current = activity[0]?.status;
    const last = stages[stages.length - 1];
    const delivered = last?.stage === "delivered" && !record.exceptionAt && !record.voided;
    const deliveredAt = new Date(record.shippedAt.getTime() + record.transitDays * 24 * 3_600_000);
    const deliveredLocal = localParts(deliveredAt, utcOffsetMinutes(record.shipTo.country));
    return {
      trackResponse: {
        shipment: [
          {
            inquiryNumber: trackingNumber.toUpperCase(),
            package: [
              {
                trackingNumber: trackingNumber.toUpperCase(),
                deliveryDate: [{ type: delivered ? "DEL" : "SDD", date: deliveredLocal.date }],
                deliveryTime: delivered
                  ? { type: "DEL", endTime: deliveredLocal.time }
                  : { type: "EOD", endTime: "230000" },
                activity,
                currentStatus: current,
                packageAddress: [
                  { type: "ORIGIN", name: "Fabrico", address: place("origin") },
                  { type: "DESTINATION", name: record.shipTo.name, address: place("destination") },
                ],
                service: {
                  code: "0",
                  description: upsSimulatedQuote(record.serviceCode, "PT", 1)?.name ?? "",
                  levelCode: record.serviceCode,
                },
                packageCount: record.trackingNumbers.length,
              },
            ],
            userRelation: [],
          },
        ],
      },
    };
  };

  // ------------------------------------------------------------ routing

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? "/", "http://simulator");
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : (value ?? "");
    let parsed: unknown;
    const isJson = (req.headers["content-type"] ?? "").includes("json");
    if (raw && isJson) {
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
    } else parsed = raw || undefined;
    requests.push({ method: req.method ?? "", path: `${url.pathname}${url.search}`, headers, body: parsed });

    if (failures.times > 0) {
      failures.times -= 1;
      if (failures.fault === "hang") return; // never answer; close() drops the socket
      const status = Number(failures.fault);
      const error =
        status === 429
          ? UPS_SIMULATOR_ERRORS.rateLimited
          : status === 500
            ? UPS_SIMULATOR_ERRORS.internal
            : UPS_SIMULATOR_ERRORS.unavailable;
      send(res, status, { response: { errors: [error] } });
      return;
    }

    try {
      const path = url.pathname;
      const method = req.method ?? "GET";
      if (method === "POST" && path === "/security/v1/oauth/token") {
        const answer = token(req, raw);
        send(res, answer.status, answer.body);
        return;
      }
      if (!path.startsWith("/api/")) {
        send(res, 404, { response: { errors: [{ code: "10404", message: "Resource not found." }] } });
        return;
      }
      authorise(req);
      if (raw && isJson && parsed === undefined) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.badJson);
      const body = obj(parsed);
      let match = /^\/api\/rating\/([^/]+)\/([^/]+)$/.exec(path);
      if (method === "POST" && match) {
        if (match[1] !== "v2409" && match[1] !== "v2403" && match[1] !== "v1")
          throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.badVersion);
        if (!/^(rate|shop|ratetimeintransit|shoptimeintransit)$/i.test(match[2] ?? "")) {
          throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.missingService);
        }
        send(res, 200, rate(match[2] ?? "Rate", body));
        return;
      }
      match = /^\/api\/locations\/([^/]+)\/search\/availabilities\/(\d+)$/.exec(path);
      if (method === "POST" && match) {
        if (match[1] !== "v3" && match[1] !== "v2") throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.badVersion);
        send(res, 200, locate(body));
        return;
      }
      match = /^\/api\/shipments\/([^/]+)\/ship$/.exec(path);
      if (method === "POST" && match) {
        if (match[1] !== "v2409") throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.badVersion);
        send(res, 200, ship(body));
        return;
      }
      match = /^\/api\/shipments\/([^/]+)\/void\/cancel\/([^/]+)$/.exec(path);
      if (method === "DELETE" && match) {
        send(res, 200, voidShipment(decodeURIComponent(match[2] ?? "")));
        return;
      }
      match = /^\/api\/track\/v1\/details\/([^/]+)$/.exec(path);
      if (method === "GET" && match) {
        if (!headers.transid || !headers.transactionsrc) throw new UpsSimError(400, UPS_SIMULATOR_ERRORS.missingHeader);
        send(res, 200, track(decodeURIComponent(match[1] ?? "")));
        return;
      }
      send(res, 404, { response: { errors: [{ code: "10404", message: "Resource not found." }] } });
    } catch (error) {
      if (error instanceof UpsSimError) {
        send(res, error.status, { response: { errors: error.errors } });
        return;
      }
      send(res, 500, { response: { errors: [UPS_SIMULATOR_ERRORS.internal] } });
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { response: { errors: [UPS_SIMULATOR_ERRORS.internal] } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  const control: UpsSimulatorControl = {
    failNext(times, fault) {
      failures.times = times;
      failures.fault = fault;
    },
    advance(trackingNumber, stage) {
      const record = findShipment(trackingNumber) ?? shipments.get(trackingNumber);
      if (!record) throw new Error(`unknown tracking number ${trackingNumber}`);
      const at = now();
      if (stage === "exception") {
        record.exceptionAt = at;
        return;
      }
      record.exceptionAt = undefined;
      const target = UPS_SIMULATOR_TIMELINE.find((s) => s.stage === stage) as TimelineStage;
      record.shippedAt = new Date(at.getTime() - target.hoursAfter(record.transitDays) * 3_600_000);
    },
    expireTokens() {
      tokens.clear();
    },
    requests,
    shipments,
  };

  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
