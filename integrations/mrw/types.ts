/**
 * The parts of MRW's SOAP services the shop uses (integrations.md §3). MRW publishes no WSDL; these
 * shapes are transcribed from the copies OCA ships with its Odoo module [L]
 * (OCA/l10n-spain `delivery_mrw/api/mrw-api-prod.wsdl` for SAGEC `MRWEnvio.asmx`, namespace
 * `http://www.mrw.es/`; `delivery_mrw/api/mrw-api-tracking-prod.wsdl` for `TrackingService.svc`,
 * namespace `http://tempuri.org/`, result types in the data-contract namespace below). Names are
 * the WSDL's element and complex-type names. All values travel as strings; elements are in sequence
 * order (ASMX/WCF read them in that order).
 *
 * Two things the WSDL copies do not have, marked [?]: the shape of `GetPointsByCP`'s answer (only
 * its request, `request/Point/CodigoPostal`, and its SOAPAction are seen in public clients [L]) and
 * the format of `CodigoPais` (we send ISO 3166-1 alpha-2).
 *
 * The normalised results (tracking, pickup points, errors) are the UPS client's, defined once in
 * integrations/ups/carrier-types.ts.
 */

/** SOAP 1.1 envelope namespace. */
export const SOAP_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
/** SAGEC (MRWEnvio.asmx) namespace, also of the `AuthInfo` header. */
export const MRW_NAMESPACE = "http://www.mrw.es/";
/** TrackingService.svc operation namespace. */
export const MRW_TRACKING_NAMESPACE = "http://tempuri.org/";
/** TrackingService.svc result data contract (`InfoSeguimiento`, `Seguimiento` …) for `GetEnvios`. */
export const MRW_TRACKING_CONTRACT_NAMESPACE =
  "http://schemas.datacontract.org/2004/07/Mrw.TrackingService.Contracts.FrqAbonado";

/**
 * SOAPActions (WSDL `soap:operation soapAction`). Note the label operation is `EtiquetaEnvio` in the
 * WSDL, but its action, body element and result are `GetEtiquetaEnvio…`; cancelling is
 * `CancelarEnvio` (integrations.md calls it "AnularEnvio"; no such operation is in the WSDL [L]).
 */
export const MRW_SOAP_ACTIONS = Object.freeze({
  TransmEnvio: "http://www.mrw.es/TransmEnvio",
  GetEtiquetaEnvio: "http://www.mrw.es/GetEtiquetaEnvio",
  CancelarEnvio: "http://www.mrw.es/CancelarEnvio",
  GetPointsByCP: "http://www.mrw.es/GetPointsByCP",
  GetEnvios: "http://tempuri.org/ITrackingService/GetEnvios",
});

/** SOAP header `AuthInfo` (namespace {@link MRW_NAMESPACE}); CodigoDepartamento optional. */
export interface AuthInfo {
  CodigoFranquicia: string;
  CodigoAbonado: string;
  CodigoDepartamento?: string;
  UserName: string;
  Password: string;
}

/** `BaseResponse`: every SAGEC result. `Estado` "1" OK, "0" error (HTTP stays 200); `Mensaje` says why. */
export interface BaseResponse {
  Estado: string;
  Mensaje?: string;
}

/** `DireccionRequest` (the elements we send, in sequence order). */
export interface DireccionRequest {
  CodigoTipoVia?: string;
  /** Street name. */
  Via: string;
  Numero?: string;
  /** Floor, door, anything after the number. */
  Resto?: string;
  CodigoPostal: string;
  Poblacion: string;
  /** [?] format: ISO alpha-2 sent. */
  CodigoPais?: string;
}

/** `DatosDestinatarioRequest`: the recipient. */
export interface DatosDestinatarioRequest {
  Direccion: DireccionRequest;
  /** Tax id (NIF). */
  Nif?: string;
  Nombre: string;
  Telefono?: string;
  Contacto?: string;
  ALaAtencionDe?: string;
  Observaciones?: string;
}

/** `DatosServicioRequest` (the elements we send). */
export interface DatosServicioRequest {
  /** dd/mm/yyyy. */
  Fecha: string;
  Referencia?: string;
  /** "N" no pickup or delivery at the franchise. */
  EnFranquicia?: string;
  /** "0220" Urgente 19 Portugal (48 h), "0800" Ecommerce … */
  CodigoServicio: string;
  NumeroBultos: string;
  /** Kilograms with a decimal comma ("1,5"). */
  Peso: string;
  EntregaSabado?: string;
  /** Cash on delivery: "N" none, "O" origin, "D" destination. */
  Reembolso?: string;
}

/** `TransmEnvioRequest` (element `TransmEnvio/request`). */
export interface TransmEnvioRequest {
  DatosEntrega: DatosDestinatarioRequest;
  DatosServicio: DatosServicioRequest;
}

/** `TransmEnvioResponse` (element `TransmEnvioResponse/TransmEnvioResult`). */
export interface TransmEnvioResponse extends BaseResponse {
  NumeroSolicitud?: string;
  /** The shipment (albarán) number: the tracking number. */
  NumeroEnvio?: string;
  Url?: string;
}

/** `EtiquetaEnvioRequest` (element `GetEtiquetaEnvio/request`); margins are WSDL `s:int`, required. */
export interface EtiquetaEnvioRequest {
  NumeroEnvio: string;
  SeparadorNumerosEnvio?: string;
  FechaInicioEnvio?: string;
  FechaFinEnvio?: string;
  /** "0" as public clients send [L]. */
  TipoEtiquetaEnvio?: string;
  ReportTopMargin: string;
  ReportLeftMargin: string;
}

/** `EtiquetaEnvioResponse` (element `GetEtiquetaEnvioResponse/GetEtiquetaEnvioResult`). */
export interface EtiquetaEnvioResponse extends BaseResponse {
  /** base64Binary: the PDF. */
  EtiquetaFile?: string;
}

/** `CancelarEnvioRequest` (element `CancelarEnvio/request`) with `CancelaEnvioRequest`. */
export interface CancelarEnvioRequest {
  CancelaEnvio: { NumeroEnvioOriginal: string };
}

/** `CancelarEnvioResponse` (element `CancelarEnvioResponse/CancelarEnvioResult`). */
export interface CancelarEnvioResponse extends BaseResponse {
  NumeroSolicitud?: string;
  NumeroEnvio?: string;
}

/** `GetPointsByCP/request` [L]: only the postcode. */
export interface GetPointsByCPRequest {
  Point: { CodigoPostal: string };
}

/**
 * `GetPointsByCPResponse/GetPointsByCPResult` [?]: our choice, shaped like the other SAGEC results —
 * `Estado`, `Mensaje`, then `Points/Point` with the fields below; `Horarios/Horario` has one entry
 * per opening span, `Dia` 1 = Monday … 7 = Sunday, `Desde`/`Hasta` "HH:MM".
 */
export interface GetPointsByCPResponse extends BaseResponse {
  Points?: { Point: PuntoMrw[] };
}

/** One pickup point in {@link GetPointsByCPResponse} [?]. */
export interface PuntoMrw {
  CodigoPunto: string;
  /** The franchise the point belongs to (needed to deliver to it). */
  CodigoFranquicia?: string;
  Nombre: string;
  Direccion: string;
  CodigoPostal: string;
  Poblacion: string;
  CodigoPais?: string;
  /** Decimal degrees, dot separator. */
  Latitud?: string;
  Longitud?: string;
  /** Kilometres from the searched postcode, dot separator. */
  Distancia?: string;
  Horarios?: { Horario: { Dia: string; Desde: string; Hasta: string }[] };
}

/**
 * `GetEnvios` (TrackingService.svc, namespace {@link MRW_TRACKING_NAMESPACE}): credentials in the
 * body, not in AuthInfo. `codigoIdioma` is a Windows LCID (3082 es-ES, 2070 pt-PT [L]);
 * `tipoFiltro` "0" = by shipment number; `tipoInformacion` "1" = all events [L].
 */
export interface GetEnvios {
  login: string;
  pass: string;
  codigoIdioma: string;
  tipoFiltro: string;
  valorFiltroDesde: string;
  valorFiltroHasta: string;
  fechaDesde: string;
  fechaHasta: string;
  tipoInformacion: string;
  codigoAbonado: string;
  codigoFranquicia: string;
}

/** `InfoSeguimiento` (element `GetEnviosResponse/GetEnviosResult`, data-contract namespace). */
export interface InfoSeguimiento {
  MensajeSeguimiento?: string;
  /** `ArrayOfAbonado`. Public clients also meet `Seguimiento/Seguimiento[]` directly [L]. */
  Seguimiento?: { Abonado?: Abonado[]; Seguimiento?: Seguimiento[] };
}

/** `Abonado`: the subscriber and its events (`ArrayOfSeguimiento`). */
export interface Abonado {
  InformacionAbonado?: { Aplicacion?: string; CodigoAbonado?: string; Franquicia?: string; NombreAbonado?: string };
  SeguimientoAbonado?: { Seguimiento?: Seguimiento[] };
}

/**
 * `Seguimiento`: one tracking event. `Estado` is a two-digit code ("00" delivered …);
 * `FechaEntrega` ddmmyyyy and `HoraEntrega` HHMM (nil until delivered); `Publicado` xs:dateTime with
 * offset, when the event was published [L].
 */
export interface Seguimiento {
  Estado?: string;
  EstadoDescripcion?: string;
  FechaEntrega?: string;
  HoraEntrega?: string;
  Intentos?: string;
  NumAlbaran?: string;
  PersonaEntrega?: string;
  Publicado?: string;
}

/** MRW services the shop uses (integrations.md §3; names from public clients' service lists [L]). */
export const MRW_SERVICES: Readonly<Record<string, string>> = Object.freeze({
  "0220": "Urgente 19 Portugal (48 h)",
  "0800": "Ecommerce",
});
