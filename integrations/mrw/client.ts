/**
 * The real client of MRW's SOAP 1.1 services (integrations.md §3; shapes in ./types.ts from the WSDL
 * copies OCA ships [L]):
 * - SAGEC `MRWEnvio.asmx` (test `https://sagec-test.mrw.es/MRWEnvio.asmx`, production
 *   `https://sagec.mrw.es/MRWEnvio.asmx`): `TransmEnvio` (create), `GetEtiquetaEnvio` (PDF label),
 *   `CancelarEnvio` (cancel), `GetPointsByCP` (pickup points). Every call carries the SOAP header
 *   `AuthInfo` in namespace `http://www.mrw.es/` (CodigoFranquicia, CodigoAbonado,
 *   CodigoDepartamento, UserName, Password). MRW answers HTTP 200 with `Estado` "1" (OK) or "0"
 *   (error, reason in `Mensaje`).
 * - `TrackingService.svc` (`GetEnvios`, namespace `http://tempuri.org/`, endpoint address
 *   `https://trackingservice.mrw.es/TrackingService.svc/TrackingServices`): credentials go in the
 *   body as `login` / `pass`.
 *
 * MRW has no rates API (integrations.md §3: OCA states MRW offers no rate computation), so there is
 * no `rate()` here: the shop prices MRW methods from its admin-defined shipping methods.
 *
 * Requests are built and parsed with fast-xml-parser, so every value is XML-escaped; the body is
 * sent as `text/xml; charset=utf-8` with the quoted `SOAPAction` header. Errors:
 * - timeout, network failure, HTTP 429 / 5xx (SOAP faults come as 500), an unreadable answer →
 *   {@link CarrierUnavailableError} (retryable);
 * - `Estado` "0", or another HTTP 4xx → {@link CarrierRequestError} (MRW's `Mensaje` as message, code "0");
 * - tracking of a number MRW does not know → {@link TrackingNotFound}.
 * Units: grams in, kilograms with a decimal comma out (rounded up to 0.1 kg).
 */
import { Invalid } from "../../core/shared/errors.ts";
import { carrierRequest, type FetchLike, isRetryableStatus } from "../ups/carrier-http.ts";
import {
  CarrierRequestError,
  CarrierUnavailableError,
  type OpeningHours,
  type PickupPoint,
  type ShipmentStatus,
  TrackingNotFound,
  type TrackingEvent,
  type TrackingResult,
} from "../ups/carrier-types.ts";
import {
  type AuthInfo,
  type DatosServicioRequest,
  type GetEnvios,
  MRW_NAMESPACE,
  MRW_SOAP_ACTIONS,
  MRW_TRACKING_NAMESPACE,
  type Seguimiento,
  type TransmEnvioRequest,
} from "./types.ts";
import {
  buildSoapEnvelope,
  isRecord,
  type ParsedEnvelope,
  parseSoapEnvelope,
  qualify,
  text,
  type XmlTree,
  zonedInstant,
  zonedParts,
} from "./wire.ts";

/** SAGEC test endpoint (integrations.md §3). */
export const MRW_TEST_SHIPPING_URL = "https://sagec-test.mrw.es/MRWEnvio.asmx";
/** SAGEC production endpoint (integrations.md §3). */
export const MRW_PRODUCTION_SHIPPING_URL = "https://sagec.mrw.es/MRWEnvio.asmx";
/** TrackingService endpoint address (WSDL `soap:address`) [L]. */
export const MRW_PRODUCTION_TRACKING_URL = "https://trackingservice.mrw.es/TrackingService.svc/TrackingServices";
/** TrackingService test host (integrations.md §3). */
export const MRW_TEST_TRACKING_URL = "https://trackingservice-test.mrw.es/TrackingService.svc/TrackingServices";
/** Per-request time limit, ms, when none is given. */
export const DEFAULT_MRW_TIMEOUT_MS = 10_000;

/**
 * `codigoIdioma` of GetEnvios per shop language: Windows LCIDs (3082 es-ES and 2070 pt-PT as public
 * clients send [L]; 2057 en-GB [?]).
 */
export const MRW_LANGUAGE_CODES: Readonly<Record<string, string>> = Object.freeze({
  es: "3082",
  pt: "2070",
  en: "2057",
});

/**
 * MRW tracking `Estado` → the shop's status. The code list comes from a public client quoting MRW's
 * TrackingServices manual §2.6 [L] (integrations.md §3 confirms only "00" delivered); grouping the
 * codes into our statuses is ours [?]. Codes not listed map to `unknown`.
 */
export const MRW_STATUS_MAP: Readonly<Record<string, ShipmentStatus>> = Object.freeze({
  // delivered: 00 delivered; 76 collected by the recipient from an MRW Point [?]
  ...statusCodes("00 76", "delivered"),
  // out for delivery: 16 and 73 "en reparto"
  ...statusCodes("16 73", "out_for_delivery"),
  // label created: pending pickup or pending reception at MRW
  ...statusCodes("39 40 46 47 48", "label_created"),
  // in transit, with waits that are not failures (postponed, local holiday, held for collection at a franchise or Point)
  ...statusCodes("07 09 10 11 12 13 14 15 17 33 35 36 49 57 58 59 68 69 70 71 72 75 77 78 79 90 96", "in_transit"),
  // exceptions: absent/unknown recipient, bad address, refused, returned, damaged, customs, missing
  // delivery data, pickup problems, pickup cancelled by the sender (44)
  ...statusCodes("01 02 03 04 05 06 08 18 19 31 32 41 42 43 44 45 53 61 91 92 93 94 95", "exception"),
});

function statusCodes(codes: string, status: ShipmentStatus): Record<string, ShipmentStatus> {
  return Object.fromEntries(codes.split(" ").map((code) => [code, status]));
}

/** Options of {@link MrwClient}. */
export interface MrwClientOptions {
  /** SAGEC endpoint …/MRWEnvio.asmx ({@link MRW_TEST_SHIPPING_URL}, the simulator's `shippingUrl`). */
  shippingUrl: string;
  /** TrackingService endpoint …/TrackingService.svc[/TrackingServices] (the simulator's `trackingUrl`). */
  trackingUrl: string;
  /** CodigoFranquicia. */
  franchise: string;
  /** CodigoAbonado. */
  subscriber: string;
  /** CodigoDepartamento (optional). */
  department?: string;
  username: string;
  password: string;
  /** GetEnvios `login` / `pass` when MRW issued separate tracking credentials; default username / password. */
  trackingLogin?: string;
  trackingPassword?: string;
  /** Time limit of each HTTP request, ms; default {@link DEFAULT_MRW_TIMEOUT_MS}. */
  timeoutMs?: number;
  fetch?: FetchLike;
}

/** A recipient address: `number` and `rest` (floor, door) optional; country ISO alpha-2. */
export interface MrwAddress {
  street: string;
  number?: string;
  rest?: string;
  postcode: string;
  city: string;
  country: string;
}

/** Input of {@link MrwClient.createShipment}. */
export interface MrwCreateShipmentInput {
  /** The order number (DatosServicio `Referencia`). */
  reference: string;
  /** Shipping day: `YYYY-MM-DD`, or a Date taken as its calendar day in Spain; sent dd/mm/yyyy. */
  date: string | Date;
  /** "0220" Urgente 19 Portugal (48 h) or "0800" Ecommerce (integrations.md §3). */
  serviceCode: string;
  /** Number of parcels (NumeroBultos), ≥ 1. */
  parcels: number;
  /** Total weight in grams; sent as kg with a decimal comma, rounded up to 0.1 kg. */
  weightGrams: number;
  recipient: { name: string; phone: string; taxId?: string; address: MrwAddress };
  /** Delivery notes (Observaciones). */
  notes?: string;
}

/** A created MRW shipment. */
export interface MrwShipment {
  /** NumeroSolicitud. */
  requestNumber: string;
  /** NumeroEnvio (the albarán): the tracking number, used for labels and cancelling. */
  shipmentNumber: string;
  /** MRW's Mensaje, e.g. a changed pickup date, when it sent one. */
  message?: string;
}

/** An MRW pickup point: a {@link PickupPoint} plus the franchise it belongs to. */
export type MrwPickupPoint = PickupPoint & { franchise?: string };

// ---------------------------------------------------------------- pure helpers (exported for tests)

/**
 * The postcode as MRW wants it: Portuguese postcodes as their 4 leading digits ("4000-123" →
 * "4000", integrations.md §3); Spanish ones as 5 digits; others trimmed.
 * @throws Invalid (field `postcode`) for a PT postcode not `NNNN[-NNN]` or an ES one not `NNNNN`
 */
export function mrwPostcode(postcode: string, country: string): string {
  const value = postcode.trim();
  const cc = country.toUpperCase();
  if (cc === "PT") {
    const match = /^(\d{4})(?:[-\s]?\d{3})?$/.exec(value);
    if (!match?.[1]) throw new Invalid(`Not a Portuguese postcode: ${postcode}`, "postcode");
    return match[1];
  }
  if (cc === "ES") {
    if (!/^\d{5}$/.test(value)) throw new Invalid(`Not a Spanish postcode: ${postcode}`, "postcode");
    return value;
  }
  return value;
}

/** Grams as MRW kilograms with a decimal comma, rounded up to 0.1 kg, at least "0,1" (1250 → "1,3"; 2000 → "2"). */
export function mrwWeight(weightGrams: number): string {
  if (!Number.isFinite(weightGrams) || weightGrams <= 0)
    throw new TypeError(`weightGrams must be > 0, got ${weightGrams}`);
  const tenths = Math.max(1, Math.ceil(weightGrams / 100));
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)},${tenths % 10}`;
}

/** Maps an MRW tracking `Estado` by {@link MRW_STATUS_MAP} (single digits padded: "0" → "00"). */
export function mapMrwStatus(estado: string | undefined): ShipmentStatus {
  if (!estado) return "unknown";
  return MRW_STATUS_MAP[estado.trim().padStart(2, "0")] ?? "unknown";
}

/**
 * The instant of an MRW tracking event: `Publicado` (xs:dateTime with offset) when given, else
 * `FechaEntrega` ddmmyyyy + `HoraEntrega` HHMM read as Spanish local time [?]; undefined when neither.
 */
export function mrwEventInstant(
  event: Pick<Seguimiento, "Publicado" | "FechaEntrega" | "HoraEntrega">,
): Date | undefined {
  if (event.Publicado) {
    const at = new Date(event.Publicado);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return mrwDeliveryInstant(event);
}

function mrwDeliveryInstant(event: Pick<Seguimiento, "FechaEntrega" | "HoraEntrega">): Date | undefined {
  const d = /^(\d{2})(\d{2})(\d{4})$/.exec(event.FechaEntrega ?? "");
  if (!d) return undefined;
  const t = /^(\d{2})(\d{2})$/.exec(event.HoraEntrega ?? "") ?? ["", "00", "00"];
  return zonedInstant(Number(d[3]), Number(d[2]), Number(d[1]), Number(t[1]), Number(t[2]));
}

function formatDate(date: string | Date): string {
  if (typeof date === "string") {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    if (!match) throw new TypeError(`date must be YYYY-MM-DD, got ${date}`);
    return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const p = zonedParts(date);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(p.day)}/${two(p.month)}/${p.year}`;
}

// ---------------------------------------------------------------- response paths

const SAGEC_ARRAYS = [
  "Envelope.Body.GetPointsByCPResponse.GetPointsByCPResult.Points.Point",
  "Envelope.Body.GetPointsByCPResponse.GetPointsByCPResult.Points.Point.Horarios.Horario",
];
const TRACKING_ARRAYS = [
  "Envelope.Body.GetEnviosResponse.GetEnviosResult.Seguimiento.Abonado",
  "Envelope.Body.GetEnviosResponse.GetEnviosResult.Seguimiento.Abonado.SeguimientoAbonado.Seguimiento",
  "Envelope.Body.GetEnviosResponse.GetEnviosResult.Seguimiento.Seguimiento",
];

// ---------------------------------------------------------------- the client

/** The MRW client. Stateless; safe to share. */
export class MrwClient {
  readonly shippingUrl: string;
  readonly trackingUrl: string;
  readonly timeoutMs: number;
  private readonly auth: AuthInfo;
  private readonly trackingLogin: string;
  private readonly trackingPassword: string;
  private readonly fetchImpl: FetchLike;

  /**
   * @throws TypeError when a URL is not http(s), a credential is empty, or timeoutMs ≤ 0
   */
  constructor(options: MrwClientOptions) {
    for (const url of [options.shippingUrl, options.trackingUrl]) {
      const protocol = new URL(url).protocol;
      if (protocol !== "https:" && protocol !== "http:") throw new TypeError(`not an http(s) URL: ${url}`);
    }
    if (!options.franchise || !options.subscriber || !options.username || !options.password) {
      throw new TypeError("franchise, subscriber, username and password are required");
    }
    this.shippingUrl = options.shippingUrl;
    this.trackingUrl = options.trackingUrl;
    this.auth = {
      CodigoFranquicia: options.franchise,
      CodigoAbonado: options.subscriber,
      CodigoDepartamento: options.department ?? "",
      UserName: options.username,
      Password: options.password,
    };
    this.trackingLogin = options.trackingLogin ?? options.username;
    this.trackingPassword = options.trackingPassword ?? options.password;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_MRW_TIMEOUT_MS;
    if (!(this.timeoutMs > 0)) throw new TypeError(`timeoutMs must be > 0, got ${this.timeoutMs}`);
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  }

  // ------------------------------------------------------------ SOAP exchange

  /**
   * One SOAP call: posts the envelope, maps HTTP failures, parses the answer.
   * @throws CarrierUnavailableError / CarrierRequestError as in the module docstring
   */
  private async call(
    url: string,
    action: string,
    envelope: string,
    arrays: readonly string[],
  ): Promise<ParsedEnvelope> {
    const response = await carrierRequest(
      "mrw",
      this.fetchImpl,
      url,
      {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${action}"`, accept: "text/xml" },
        body: envelope,
      },
      this.timeoutMs,
    );
    let parsed: ParsedEnvelope | undefined;
    try {
      parsed = parseSoapEnvelope(response.text, arrays);
    } catch {
      parsed = undefined;
    }
    const fault = parsed?.fault ? `${parsed.fault.faultcode}: ${parsed.fault.faultstring}` : "";
    if (isRetryableStatus(response.status)) {
      throw new CarrierUnavailableError("mrw", "http", `HTTP ${response.status}${fault ? ` (${fault})` : ""}`, {
        httpStatus: response.status,
        errors: fault ? [{ code: parsed?.fault?.faultcode ?? "", message: parsed?.fault?.faultstring ?? "" }] : [],
      });
    }
    if (response.status < 200 || response.status >= 300) {
      throw new CarrierRequestError("mrw", response.status, [
        { code: parsed?.fault?.faultcode ?? "0", message: parsed?.fault?.faultstring ?? `HTTP ${response.status}` },
      ]);
    }
    if (!parsed || parsed.fault) {
      throw new CarrierUnavailableError("mrw", "invalid-body", fault || "the answer is not a SOAP envelope", {
        httpStatus: response.status,
      });
    }
    return parsed;
  }

  /** A SAGEC call with the AuthInfo header; returns `<op>Response/<result>`, checked for `Estado` "1". */
  private async sagec(operation: string, resultName: string, request: XmlTree): Promise<Record<string, unknown>> {
    const envelope = buildSoapEnvelope({
      namespaces: { mrw: MRW_NAMESPACE },
      header: { "mrw:AuthInfo": qualify("mrw", this.auth as unknown as XmlTree) },
      body: { [`mrw:${operation}`]: qualify("mrw", { request }) },
    });
    const action = MRW_SOAP_ACTIONS[operation as keyof typeof MRW_SOAP_ACTIONS];
    const parsed = await this.call(this.shippingUrl, action, envelope, SAGEC_ARRAYS);
    const wrapper = parsed.body[`${operation}Response`];
    const result = isRecord(wrapper) ? wrapper[resultName] : undefined;
    if (!isRecord(result) || !text(result.Estado)) {
      throw new CarrierUnavailableError("mrw", "invalid-body", `${operation} answer has no ${resultName}/Estado`, {
        httpStatus: 200,
      });
    }
    if (text(result.Estado) !== "1") {
      throw new CarrierRequestError("mrw", 200, [
        { code: "0", message: text(result.Mensaje) || `Estado ${text(result.Estado)}` },
      ]);
    }
    return result;
  }

  // ------------------------------------------------------------ operations

  /**
   * Creates a shipment (`TransmEnvio`): recipient in `DatosEntrega`, service data in
   * `DatosServicio` (Fecha dd/mm/yyyy, Referencia, CodigoServicio, NumeroBultos, Peso with a decimal
   * comma, no Saturday delivery, no cash on delivery). Portuguese postcodes go as 4 digits.
   * @returns NumeroSolicitud and NumeroEnvio
   * @throws Invalid for a malformed PT/ES postcode; TypeError for a bad date, parcels or weight
   * @throws CarrierRequestError when MRW answers Estado "0" (its Mensaje in the message)
   * @throws CarrierUnavailableError when MRW cannot answer
   */
  async createShipment(input: MrwCreateShipmentInput): Promise<MrwShipment> {
    if (!Number.isInteger(input.parcels) || input.parcels < 1)
      throw new TypeError(`parcels must be an integer ≥ 1, got ${input.parcels}`);
    const a = input.recipient.address;
    const service: DatosServicioRequest = {
      Fecha: formatDate(input.date),
      Referencia: input.reference,
      EnFranquicia: "N",
      CodigoServicio: input.serviceCode,
      NumeroBultos: String(input.parcels),
      Peso: mrwWeight(input.weightGrams),
      EntregaSabado: "N",
      Reembolso: "N",
    };
    const request: TransmEnvioRequest = {
      DatosEntrega: {
        Direccion: {
          Via: a.street,
          Numero: a.number,
          Resto: a.rest,
          CodigoPostal: mrwPostcode(a.postcode, a.country),
          Poblacion: a.city,
          CodigoPais: a.country.toUpperCase(),
        },
        Nif: input.recipient.taxId,
        Nombre: input.recipient.name,
        Telefono: input.recipient.phone,
        Observaciones: input.notes,
      },
      DatosServicio: service,
    };
    const result = await this.sagec("TransmEnvio", "TransmEnvioResult", request as unknown as XmlTree);
    const shipmentNumber = text(result.NumeroEnvio);
    if (!shipmentNumber)
      throw new CarrierUnavailableError("mrw", "invalid-body", "TransmEnvio answer has no NumeroEnvio", {
        httpStatus: 200,
      });
    const message = text(result.Mensaje);
    return { requestNumber: text(result.NumeroSolicitud), shipmentNumber, ...(message ? { message } : {}) };
  }

  /**
   * The shipment's label (`GetEtiquetaEnvio`, TipoEtiquetaEnvio "0", margins 1100/650 as public
   * clients send [L]).
   * @returns the PDF, base64 (whitespace removed)
   * @throws CarrierRequestError on Estado "0" (e.g. unknown shipment)
   * @throws CarrierUnavailableError when MRW cannot answer or the file is not a PDF
   */
  async getLabel(shipmentNumber: string): Promise<{ pdfBase64: string }> {
    const result = await this.sagec("GetEtiquetaEnvio", "GetEtiquetaEnvioResult", {
      NumeroEnvio: shipmentNumber,
      SeparadorNumerosEnvio: ",",
      FechaInicioEnvio: "",
      FechaFinEnvio: "",
      TipoEtiquetaEnvio: "0",
      ReportTopMargin: "1100",
      ReportLeftMargin: "650",
    });
    const pdfBase64 = text(result.EtiquetaFile).replace(/\s+/g, "");
    if (!Buffer.from(pdfBase64.slice(0, 12), "base64").toString("latin1").startsWith("%PDF-")) {
      throw new CarrierUnavailableError("mrw", "invalid-body", "EtiquetaFile is not a base64 PDF", { httpStatus: 200 });
    }
    return { pdfBase64 };
  }

  /**
   * Cancels a shipment (`CancelarEnvio` with `CancelaEnvio/NumeroEnvioOriginal`; integrations.md's
   * "AnularEnvio" is not in the WSDL [L]).
   * @throws CarrierRequestError on Estado "0" (e.g. "El estado del pedido ya no permite cancelaciones")
   * @throws CarrierUnavailableError when MRW cannot answer
   */
  async cancelShipment(shipmentNumber: string): Promise<{ cancelled: true }> {
    await this.sagec("CancelarEnvio", "CancelarEnvioResult", { CancelaEnvio: { NumeroEnvioOriginal: shipmentNumber } });
    return { cancelled: true };
  }

  /**
   * MRW pickup points for a postcode (`GetPointsByCP`, request `Point/CodigoPostal` [L]; answer shape
   * [?], see types.ts `GetPointsByCPResponse`), nearest first when MRW gives distances.
   * @throws Invalid for a malformed PT/ES postcode
   * @throws CarrierRequestError on Estado "0"; CarrierUnavailableError when MRW cannot answer
   */
  async pickupPoints(input: { postcode: string; country: string }): Promise<MrwPickupPoint[]> {
    const postcode = mrwPostcode(input.postcode, input.country);
    const result = await this.sagec("GetPointsByCP", "GetPointsByCPResult", { Point: { CodigoPostal: postcode } });
    const points = isRecord(result.Points) && Array.isArray(result.Points.Point) ? result.Points.Point : [];
    return points
      .filter(isRecord)
      .map((point): MrwPickupPoint => {
        const hours = isRecord(point.Horarios) && Array.isArray(point.Horarios.Horario) ? point.Horarios.Horario : [];
        const openingHours: OpeningHours[] = hours
          .filter(isRecord)
          .map((h) => ({ day: Number(text(h.Dia)), open: text(h.Desde), close: text(h.Hasta) }))
          .filter((h) => h.day >= 1 && h.day <= 7 && /^\d{2}:\d{2}$/.test(h.open) && /^\d{2}:\d{2}$/.test(h.close))
          .sort((x, y) => x.day - y.day || x.open.localeCompare(y.open));
        const number = (value: unknown) => {
          const n = Number(text(value).replace(",", "."));
          return text(value) && Number.isFinite(n) ? n : undefined;
        };
        const franchise = text(point.CodigoFranquicia);
        return {
          id: text(point.CodigoPunto),
          name: text(point.Nombre),
          address: {
            street: text(point.Direccion),
            city: text(point.Poblacion),
            postcode: text(point.CodigoPostal),
            country: text(point.CodigoPais) || input.country.toUpperCase(),
          },
          distanceKm: number(point.Distancia),
          latitude: number(point.Latitud),
          longitude: number(point.Longitud),
          openingHours,
          ...(franchise ? { franchise } : {}),
        };
      })
      .filter((p) => p.id)
      .sort((x, y) => (x.distanceKm ?? Number.POSITIVE_INFINITY) - (y.distanceKm ?? Number.POSITIVE_INFINITY));
  }

  /**
   * Tracking of a shipment (`GetEnvios`, tipoFiltro "0" by shipment number, tipoInformacion "1" all
   * events [L]): events newest first (times by {@link mrwEventInstant}), status from the newest
   * event's `Estado` by {@link mapMrwStatus}, `deliveredAt` from the "00" event.
   * @param locale "es" | "pt" | "en" for MRW's descriptions (codigoIdioma); default "es"
   * @throws TrackingNotFound when MRW returns no events and says it found nothing
   * @throws CarrierRequestError when it returns no events for another reason (its MensajeSeguimiento)
   * @throws CarrierUnavailableError when MRW cannot answer
   */
  async track(shipmentNumber: string, locale = "es"): Promise<TrackingResult> {
    const request: GetEnvios = {
      login: this.trackingLogin,
      pass: this.trackingPassword,
      codigoIdioma: MRW_LANGUAGE_CODES[locale] ?? (MRW_LANGUAGE_CODES.es as string),
      tipoFiltro: "0",
      valorFiltroDesde: shipmentNumber,
      valorFiltroHasta: shipmentNumber,
      fechaDesde: "",
      fechaHasta: "",
      tipoInformacion: "1",
      codigoAbonado: this.auth.CodigoAbonado,
      codigoFranquicia: this.auth.CodigoFranquicia,
    };
    const envelope = buildSoapEnvelope({
      namespaces: { tem: MRW_TRACKING_NAMESPACE },
      body: { "tem:GetEnvios": qualify("tem", request as unknown as XmlTree) },
    });
    const parsed = await this.call(this.trackingUrl, MRW_SOAP_ACTIONS.GetEnvios, envelope, TRACKING_ARRAYS);
    const wrapper = parsed.body.GetEnviosResponse;
    const result = isRecord(wrapper) ? wrapper.GetEnviosResult : undefined;
    if (!isRecord(result)) {
      throw new CarrierUnavailableError("mrw", "invalid-body", "GetEnvios answer has no GetEnviosResult", {
        httpStatus: 200,
      });
    }
    const items: Record<string, unknown>[] = [];
    const seguimiento = isRecord(result.Seguimiento) ? result.Seguimiento : {};
    for (const abonado of Array.isArray(seguimiento.Abonado) ? seguimiento.Abonado : []) {
      const list =
        isRecord(abonado) && isRecord(abonado.SeguimientoAbonado) ? abonado.SeguimientoAbonado.Seguimiento : [];
      if (Array.isArray(list)) items.push(...list.filter(isRecord));
    }
    if (Array.isArray(seguimiento.Seguimiento)) items.push(...seguimiento.Seguimiento.filter(isRecord));
    const message = text(result.MensajeSeguimiento);
    if (items.length === 0) {
      if (!message || /no se (han )?encontr|sin resultados|not found|não foram encontrad/i.test(message)) {
        throw new TrackingNotFound("mrw", shipmentNumber, message || undefined);
      }
      throw new CarrierRequestError("mrw", 200, [{ code: "0", message }]);
    }
    const events: (TrackingEvent & { deliveredAt?: Date })[] = items.map((item) => {
      const event: Seguimiento = {
        Estado: text(item.Estado),
        EstadoDescripcion: text(item.EstadoDescripcion),
        FechaEntrega: text(item.FechaEntrega),
        HoraEntrega: text(item.HoraEntrega),
        Publicado: text(item.Publicado),
      };
      const code = (event.Estado ?? "").padStart(2, "0");
      return {
        at: mrwEventInstant(event) ?? new Date(0),
        location: "",
        description: event.EstadoDescripcion ?? "",
        code,
        status: mapMrwStatus(code),
        deliveredAt: code === "00" ? (mrwDeliveryInstant(event) ?? mrwEventInstant(event)) : undefined,
      };
    });
    // newest first; MRW's order is not guaranteed [L], but where times are equal the later entry is taken as newer
    const indexed = events.map((event, index) => ({ event, index }));
    indexed.sort((x, y) => y.event.at.getTime() - x.event.at.getTime() || y.index - x.index);
    events.splice(0, events.length, ...indexed.map(({ event }) => event));
    const newest = events[0];
    const status = mapMrwStatus(newest?.code);
    const deliveredAt = status === "delivered" ? newest?.deliveredAt : undefined;
    return {
      trackingNumber: shipmentNumber,
      status,
      events: events.map(({ deliveredAt: _d, ...event }) => event),
      ...(deliveredAt ? { deliveredAt } : {}),
    };
  }
}
