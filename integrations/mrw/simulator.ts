/**
 * A local stand-in for MRW's SOAP services (integrations.md §3), started in-process for dev and tests
 * (DESIGN rule 7, `MRW_MODE=simulator`). One HTTP server, two endpoints:
 * - `POST /MRWEnvio.asmx` (SAGEC, any letter case): `TransmEnvio`, `GetEtiquetaEnvio`,
 *   `CancelarEnvio`, `GetPointsByCP`, chosen by the `SOAPAction` header (quoted or not) and checked
 *   against the body element, as ASMX does. Every call checks the `AuthInfo` header; wrong
 *   credentials answer `Estado` "0" with the message MRW is seen to send [L].
 * - `POST /TrackingService.svc` and `/TrackingService.svc/TrackingServices`: `GetEnvios` with
 *   `login` / `pass` in the body.
 *
 * Shipments live in memory. A shipment moves "40" pending reception → "17" picked up → "15" in
 * transit → "13" at the destination franchise → "16" out for delivery → "00" delivered as the clock
 * passes ({@link MRW_SIMULATOR_TIMELINE}; 48 h for service 0220, 30 h otherwise). Labels are a
 * tiny valid one-page PDF naming the shipment. Answers use ASMX/WCF shapes: `…Response/…Result`
 * in the default namespace, tracking results in the `a:` data-contract namespace with `i:nil`
 * elements. Unknown SOAPActions and malformed XML get a 500 SOAP fault.
 *
 * Validation (answered with `Estado` "0"; the messages are the simulator's own unless marked [L]):
 * PT postcodes must be exactly 4 digits and ES ones 5 (integrations.md §3), `Peso` must use a
 * decimal comma, `Fecha` must be dd/mm/yyyy, the service must be one MRW offers
 * ({@link MRW_SIMULATOR_SERVICES}), a name is required. Cancelling after pickup is refused with the
 * message MRW's test system gives [L].
 *
 * `control.failNext(n, "500"|"503"|"429"|"hang")` makes the next n requests (either endpoint) fail.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { MRW_NAMESPACE, MRW_SOAP_ACTIONS, MRW_TRACKING_CONTRACT_NAMESPACE, MRW_TRACKING_NAMESPACE } from "./types.ts";
import {
  buildSoapEnvelope,
  isRecord,
  parseSoapEnvelope,
  text,
  type XmlTree,
  zonedDateTimeText,
  zonedParts,
} from "./wire.ts";

/** Default credentials the simulator accepts. */
export const MRW_SIMULATOR_CREDENTIALS = Object.freeze({
  franchise: "01400",
  subscriber: "123456",
  username: "FABRICO",
  password: "fabrico-sim",
});

/** Service codes the simulator accepts (a few of MRW's national list [L]). */
export const MRW_SIMULATOR_SERVICES: Readonly<Record<string, string>> = Object.freeze({
  "0200": "Urgente 19",
  "0220": "Urgente 19 Portugal",
  "0300": "Economico",
  "0800": "Ecommerce",
});

/** Faults `failNext` can inject. */
export type MrwSimulatorFault = "500" | "503" | "429" | "hang";

/** Stages of a simulated shipment (`control.advance` targets). */
export type MrwSimulatedStage =
  | "label_created"
  | "picked_up"
  | "in_transit"
  | "out_for_delivery"
  | "delivered"
  | "exception";

interface MrwTimelineStage {
  stage: Exclude<MrwSimulatedStage, "exception">;
  /** Hours after creation, given the service's total hours to delivery. */
  hoursAfter: (totalHours: number) => number;
  estado: string;
  descripcion: string;
}

/** The simulated journey: MRW `Estado` codes and their Spanish descriptions [L]. */
export const MRW_SIMULATOR_TIMELINE: readonly MrwTimelineStage[] = Object.freeze([
  { stage: "label_created", hoursAfter: () => 0, estado: "40", descripcion: "Pendiente de recibir en MRW" },
  { stage: "picked_up", hoursAfter: () => 5, estado: "17", descripcion: "Envío recogido en origen" },
  { stage: "in_transit", hoursAfter: () => 10, estado: "15", descripcion: "En tránsito" },
  {
    stage: "in_transit",
    hoursAfter: (total) => total - 8,
    estado: "13",
    descripcion: "Recibido en franquicia destino",
  },
  { stage: "out_for_delivery", hoursAfter: (total) => total - 4, estado: "16", descripcion: "En reparto" },
  { stage: "delivered", hoursAfter: (total) => total, estado: "00", descripcion: "Entregado" },
]);

/** Options of {@link startMrwSimulator}. */
export interface MrwSimulatorOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  franchise?: string;
  subscriber?: string;
  username?: string;
  password?: string;
  /** The simulator's clock; default the wall clock. */
  now?: () => Date;
}

/** A shipment the simulator holds, as tests may inspect it (values exactly as received). */
export interface MrwSimulatedShipment {
  shipmentNumber: string;
  requestNumber: string;
  reference: string;
  serviceCode: string;
  parcels: number;
  /** Peso as sent, e.g. "1,3". */
  weight: string;
  recipient: {
    name: string;
    phone: string;
    taxId: string;
    street: string;
    number: string;
    rest: string;
    postcode: string;
    city: string;
    country: string;
    notes: string;
  };
  createdAt: Date;
  exceptionAt?: Date;
  cancelledAt?: Date;
}

/** One request received. */
export interface MrwSimulatorRequest {
  path: string;
  /** SOAPAction without quotes. */
  soapAction: string;
  contentType: string;
  /** The raw XML body. */
  body: string;
}

/** Test controls. */
export interface MrwSimulatorControl {
  failNext(times: number, fault: MrwSimulatorFault): void;
  /**
   * Moves a shipment to `stage` now (the timeline shifts so the stage was just reached);
   * "exception" adds "01 Destinatario ausente o cerrado" now and freezes the journey.
   * @throws Error for an unknown shipment number
   */
  advance(shipmentNumber: string, stage: MrwSimulatedStage): void;
  readonly requests: MrwSimulatorRequest[];
  readonly shipments: ReadonlyMap<string, MrwSimulatedShipment>;
}

/** A running simulator. */
export interface MrwSimulator {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** SAGEC endpoint for MrwClient's `shippingUrl`. */
  shippingUrl: string;
  /** TrackingService endpoint for MrwClient's `trackingUrl`. */
  trackingUrl: string;
  credentials: { franchise: string; subscriber: string; username: string; password: string };
  control: MrwSimulatorControl;
  close(): Promise<void>;
}

/** A minimal valid one-page PDF (correct xref offsets) showing `line`. */
export function tinyPdf(line: string): Buffer {
  const safe = line.replace(/[^\x20-\x7e]/g, "?").replace(/[()\\]/g, "\\$&");
  const stream = `BT /F1 18 Tf 36 140 Td (${safe}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const POINT_NAMES: Record<string, string[]> = {
  PT: ["Papelaria Sol", "Tabacaria Central", "Drogaria do Largo", "Quiosque Jardim", "Livraria Horizonte"],
  ES: ["Estanco Nº 7", "Papelería Alba", "Ferretería Sur", "Locutorio Plaza", "Librería Nueva"],
};
const POINT_STREETS: Record<string, string[]> = {
  PT: ["Rua do Comércio", "Avenida Central", "Rua da Igreja", "Praça da República"],
  ES: ["Calle Mayor", "Avenida de Andalucía", "Calle Real", "Plaza del Ayuntamiento"],
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendXml(res: ServerResponse, status: number, xml: string): void {
  res.writeHead(status, { "content-type": "text/xml; charset=utf-8", "content-length": Buffer.byteLength(xml) });
  res.end(xml);
}

function fault(code: string, message: string): string {
  return buildSoapEnvelope({ body: { "soap:Fault": { faultcode: `soap:${code}`, faultstring: message, detail: "" } } });
}

/** A SAGEC answer: `<op>Response xmlns="http://www.mrw.es/"><result>…`. */
function sagecAnswer(operation: string, result: string, fields: { [name: string]: XmlTree | undefined }): string {
  return buildSoapEnvelope({
    namespaces: { xsi: "http://www.w3.org/2001/XMLSchema-instance", xsd: "http://www.w3.org/2001/XMLSchema" },
    body: { [`${operation}Response`]: { "@_xmlns": MRW_NAMESPACE, [result]: fields } },
  });
}

/**
 * Starts the MRW simulator on 127.0.0.1.
 * @param options port (0 = random), accepted credentials, a clock
 * @returns the running simulator: URLs, credentials, `control`, `close`
 * @throws when the port cannot be bound
 */
export async function startMrwSimulator(options: MrwSimulatorOptions = {}): Promise<MrwSimulator> {
  const credentials = {
    franchise: options.franchise ?? MRW_SIMULATOR_CREDENTIALS.franchise,
    subscriber: options.subscriber ?? MRW_SIMULATOR_CREDENTIALS.subscriber,
    username: options.username ?? MRW_SIMULATOR_CREDENTIALS.username,
    password: options.password ?? MRW_SIMULATOR_CREDENTIALS.password,
  };
  const now = options.now ?? (() => new Date());
  const shipments = new Map<string, MrwSimulatedShipment>();
  const requests: MrwSimulatorRequest[] = [];
  const failures = { times: 0, fault: "503" as MrwSimulatorFault };
  let sequence = 1136;

  const totalHours = (s: MrwSimulatedShipment) => (s.serviceCode === "0220" ? 48 : 30);
  const reached = (s: MrwSimulatedShipment, at: Date) => {
    const elapsed = (at.getTime() - s.createdAt.getTime()) / 3_600_000;
    return MRW_SIMULATOR_TIMELINE.filter((stage) => stage.hoursAfter(totalHours(s)) <= elapsed);
  };

  const authorised = (header: Record<string, unknown>): boolean => {
    const auth = isRecord(header.AuthInfo) ? header.AuthInfo : {};
    return (
      text(auth.CodigoFranquicia) === credentials.franchise &&
      text(auth.CodigoAbonado) === credentials.subscriber &&
      text(auth.UserName) === credentials.username &&
      text(auth.Password) === credentials.password
    );
  };

  const refused = (message: string) => ({ Estado: "0", Mensaje: `1) ${message}` });

  // ------------------------------------------------------------ SAGEC operations

  const transmEnvio = (request: Record<string, unknown>): { [name: string]: XmlTree | undefined } => {
    const entrega = isRecord(request.DatosEntrega) ? request.DatosEntrega : {};
    const direccion = isRecord(entrega.Direccion) ? entrega.Direccion : {};
    const servicio = isRecord(request.DatosServicio) ? request.DatosServicio : {};
    const country = text(direccion.CodigoPais).toUpperCase() || "ES";
    const postcode = text(direccion.CodigoPostal);
    const serviceCode = text(servicio.CodigoServicio);
    const weight = text(servicio.Peso);
    const parcels = Number(text(servicio.NumeroBultos));
    if (!text(entrega.Nombre)) return refused("El nombre del destinatario es obligatorio.");
    if (!text(direccion.Via) || !text(direccion.Poblacion)) return refused("La dirección de entrega está incompleta.");
    if (country === "PT" && !/^\d{4}$/.test(postcode)) {
      return refused(`El código postal ${postcode} no es válido: en Portugal se indican los 4 primeros dígitos.`);
    }
    if (country === "ES" && !/^\d{5}$/.test(postcode)) return refused(`El código postal ${postcode} no es válido.`);
    if (!MRW_SIMULATOR_SERVICES[serviceCode])
      return refused(`El servicio ${serviceCode} no está disponible para el abonado.`);
    if (!/^\d+(,\d+)?$/.test(weight)) return refused(`El peso ${weight} no es válido.`);
    if (!Number.isInteger(parcels) || parcels < 1) return refused("El número de bultos no es válido.");
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(text(servicio.Fecha))) return refused("La fecha indicada no es válida.");
    sequence += 1;
    const shipmentNumber = `${credentials.franchise.padStart(5, "0").slice(-5)}F${String(sequence).padStart(6, "0")}`;
    const requestNumber = String(7_000_000_000 + sequence);
    shipments.set(shipmentNumber, {
      shipmentNumber,
      requestNumber,
      reference: text(servicio.Referencia),
      serviceCode,
      parcels,
      weight,
      recipient: {
        name: text(entrega.Nombre),
        phone: text(entrega.Telefono),
        taxId: text(entrega.Nif),
        street: text(direccion.Via),
        number: text(direccion.Numero),
        rest: text(direccion.Resto),
        postcode,
        city: text(direccion.Poblacion),
        country,
        notes: text(entrega.Observaciones),
      },
      createdAt: now(),
    });
    return { Estado: "1", Mensaje: "", NumeroSolicitud: requestNumber, NumeroEnvio: shipmentNumber, Url: "" };
  };

  const etiqueta = (request: Record<string, unknown>): { [name: string]: XmlTree | undefined } => {
    const numbers = text(request.NumeroEnvio)
      .split(text(request.SeparadorNumerosEnvio) || ",")
      .map((n) => n.trim())
      .filter(Boolean);
    const unknown = numbers.find((n) => !shipments.has(n));
    if (numbers.length === 0 || unknown !== undefined)
      return refused(`No se ha encontrado el envío ${unknown ?? ""}.`.replace(" .", "."));
    const first = shipments.get(numbers[0] as string) as MrwSimulatedShipment;
    const pdf = tinyPdf(`MRW ${numbers.join(" ")} ${first.recipient.postcode}`);
    return { Estado: "1", Mensaje: "", EtiquetaFile: pdf.toString("base64") };
  };

  const cancelar = (request: Record<string, unknown>): { [name: string]: XmlTree | undefined } => {
    const cancel = isRecord(request.CancelaEnvio) ? request.CancelaEnvio : {};
    const number = text(cancel.NumeroEnvioOriginal);
    const shipment = shipments.get(number);
    if (!shipment) return refused(`No se ha encontrado el envío ${number}.`);
    if (!shipment.cancelledAt && reached(shipment, now()).length > 1) {
      return { ...refused("El estado del pedido ya no permite cancelaciones"), NumeroEnvio: number };
    }
    shipment.cancelledAt ??= now();
    return { Estado: "1", Mensaje: "", NumeroSolicitud: shipment.requestNumber, NumeroEnvio: number };
  };

  const points = (request: Record<string, unknown>): { [name: string]: XmlTree | undefined } => {
    const point = isRecord(request.Point) ? request.Point : {};
    const postcode = text(point.CodigoPostal);
    const country = /^\d{4}$/.test(postcode) ? "PT" : /^\d{5}$/.test(postcode) ? "ES" : "";
    if (!country) return refused(`El código postal ${postcode} no es válido.`);
    const seed = hash(`${country}:${postcode}`);
    const count = 2 + (seed % 4);
    const names = POINT_NAMES[country] as string[];
    const streets = POINT_STREETS[country] as string[];
    const [lat0, lon0] = country === "PT" ? [39.6, -8.2] : [40.4, -3.7];
    const list = Array.from({ length: count }, (_, i) => {
      const h = hash(`${seed}:${i}`);
      const km = Math.round((0.4 + i * 1.3 + (h % 10) / 10) * 10) / 10;
      const weekday = [1, 2, 3, 4, 5].flatMap((day) => [
        { Dia: String(day), Desde: "09:30", Hasta: "13:00" },
        { Dia: String(day), Desde: "15:00", Hasta: h % 2 === 0 ? "19:30" : "20:00" },
      ]);
      return {
        CodigoPunto: `P${String(10000 + (h % 90000))}`,
        CodigoFranquicia: String(h % 100000).padStart(5, "0"),
        Nombre: names[(seed + i) % names.length] as string,
        Direccion: `${streets[h % streets.length]} ${1 + (h % 120)}`,
        CodigoPostal: postcode,
        Poblacion: country === "PT" ? "Lisboa" : "Madrid",
        CodigoPais: country,
        Latitud: (lat0 + ((h >>> 8) % 100) / 1000).toFixed(6),
        Longitud: (lon0 + ((h >>> 16) % 100) / 1000).toFixed(6),
        Distancia: km.toFixed(1),
        Horarios: { Horario: [...weekday, { Dia: "6", Desde: "10:00", Hasta: "13:00" }] },
      };
    });
    return { Estado: "1", Mensaje: "", Points: { Point: list } };
  };

  // ------------------------------------------------------------ tracking

  const getEnvios = (request: Record<string, unknown>): string => {
    const contract = (fields: { [name: string]: XmlTree | undefined }) =>
      buildSoapEnvelope({
        body: {
          GetEnviosResponse: {
            "@_xmlns": MRW_TRACKING_NAMESPACE,
            GetEnviosResult: {
              "@_xmlns:a": MRW_TRACKING_CONTRACT_NAMESPACE,
              "@_xmlns:i": "http://www.w3.org/2001/XMLSchema-instance",
              ...fields,
            },
          },
        },
      });
    if (text(request.login) !== credentials.username || text(request.pass) !== credentials.password) {
      return contract({
        "a:MensajeSeguimiento": "Login o password incorrectos.",
        "a:Seguimiento": { "@_i:nil": "true" },
      });
    }
    const number = text(request.valorFiltroDesde);
    const shipment = shipments.get(number);
    if (!shipment || text(request.tipoFiltro) !== "0") {
      return contract({
        "a:MensajeSeguimiento": "No se encontraron resultados",
        "a:Seguimiento": { "@_i:nil": "true" },
      });
    }
    const frozenAt = shipment.exceptionAt ?? shipment.cancelledAt ?? now();
    const events = reached(shipment, frozenAt).map((stage) => ({
      estado: stage.estado,
      descripcion: stage.descripcion,
      at: new Date(shipment.createdAt.getTime() + stage.hoursAfter(totalHours(shipment)) * 3_600_000),
    }));
    if (shipment.exceptionAt)
      events.push({ estado: "01", descripcion: "Destinatario ausente o cerrado", at: shipment.exceptionAt });
    if (shipment.cancelledAt)
      events.push({ estado: "44", descripcion: "Emisor anula la recogida", at: shipment.cancelledAt });
    const nil = { "@_i:nil": "true" };
    const items = events.map((event) => {
      const delivered = event.estado === "00";
      const p = zonedParts(event.at);
      const two = (n: number) => String(n).padStart(2, "0");
      return {
        "a:Estado": event.estado,
        "a:EstadoDescripcion": event.descripcion,
        "a:FechaEntrega": delivered ? `${two(p.day)}${two(p.month)}${p.year}` : nil,
        "a:HoraEntrega": delivered ? `${two(p.hour)}${two(p.minute)}` : nil,
        "a:Intentos": "0",
        "a:NumAlbaran": shipment.shipmentNumber,
        "a:PersonaEntrega": delivered ? shipment.recipient.name : nil,
        "a:Publicado": zonedDateTimeText(event.at),
      };
    });
    return contract({
      "a:MensajeSeguimiento": "Busqueda correcta por Número de Albarán.",
      "a:Seguimiento": {
        "a:Abonado": [
          {
            "a:InformacionAbonado": {
              "a:Aplicacion": "SAGEC",
              "a:CodigoAbonado": credentials.subscriber,
              "a:Franquicia": credentials.franchise,
              "a:NombreAbonado": "FABRICO",
            },
            "a:SeguimientoAbonado": { "a:Seguimiento": items },
          },
        ],
      },
    });
  };

  // ------------------------------------------------------------ routing

  const SAGEC_OPERATIONS: Record<
    string,
    { result: string; run: (request: Record<string, unknown>) => { [name: string]: XmlTree | undefined } }
  > = {
    TransmEnvio: { result: "TransmEnvioResult", run: transmEnvio },
    GetEtiquetaEnvio: { result: "GetEtiquetaEnvioResult", run: etiqueta },
    CancelarEnvio: { result: "CancelarEnvioResult", run: cancelar },
    GetPointsByCP: { result: "GetPointsByCPResult", run: points },
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const body = await readBody(req);
    const path = new URL(req.url ?? "/", "http://simulator").pathname;
    const soapAction = String(req.headers.soapaction ?? "").replace(/^"|"$/g, "");
    requests.push({ path, soapAction, contentType: String(req.headers["content-type"] ?? ""), body });

    if (failures.times > 0) {
      failures.times -= 1;
      if (failures.fault === "hang") return; // never answer; close() drops the socket
      if (failures.fault === "500") {
        sendXml(
          res,
          500,
          fault(
            "Server",
            "Server was unable to process request. ---> Object reference not set to an instance of an object.",
          ),
        );
        return;
      }
      res.writeHead(Number(failures.fault), { "content-type": "text/html; charset=utf-8" });
      res.end(
        failures.fault === "429"
          ? "<html><body>Too Many Requests</body></html>"
          : "<html><body>Service Unavailable</body></html>",
      );
      return;
    }
    if (req.method !== "POST") {
      sendXml(res, 405, fault("Client", "Only POST is supported."));
      return;
    }
    let parsed: ReturnType<typeof parseSoapEnvelope>;
    try {
      parsed = parseSoapEnvelope(body);
    } catch {
      sendXml(res, 500, fault("Client", "Server was unable to read request. ---> There is an error in XML document."));
      return;
    }
    const lower = path.toLowerCase();
    if (lower === "/mrwenvio.asmx") {
      const operation = Object.entries(MRW_SOAP_ACTIONS).find(
        ([name, action]) => action === soapAction && name in SAGEC_OPERATIONS,
      )?.[0];
      const handler = operation ? SAGEC_OPERATIONS[operation] : undefined;
      const element = operation ? parsed.body[operation] : undefined;
      if (!operation || !handler || !isRecord(element)) {
        sendXml(
          res,
          500,
          fault("Client", `Server did not recognize the value of HTTP Header SOAPAction: ${soapAction}.`),
        );
        return;
      }
      const request = isRecord(element.request) ? element.request : {};
      const fields = authorised(parsed.header)
        ? handler.run(request)
        : refused("El usuario especificado no dispone de acceso al sistema, consulte con su franquicia.");
      sendXml(res, 200, sagecAnswer(operation, handler.result, fields));
      return;
    }
    if (lower === "/trackingservice.svc" || lower === "/trackingservice.svc/trackingservices") {
      const element = parsed.body.GetEnvios;
      if (soapAction !== MRW_SOAP_ACTIONS.GetEnvios || !isRecord(element)) {
        sendXml(
          res,
          500,
          fault("Client", `The message with Action '${soapAction}' cannot be processed at the receiver.`),
        );
        return;
      }
      sendXml(res, 200, getEnvios(element));
      return;
    }
    sendXml(res, 404, fault("Client", "Not found."));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendXml(res, 500, fault("Server", "Server was unable to process request."));
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
  const url = `http://127.0.0.1:${port}`;

  const control: MrwSimulatorControl = {
    failNext(times, faultKind) {
      failures.times = times;
      failures.fault = faultKind;
    },
    advance(shipmentNumber, stage) {
      const shipment = shipments.get(shipmentNumber);
      if (!shipment) throw new Error(`unknown shipment ${shipmentNumber}`);
      const at = now();
      if (stage === "exception") {
        shipment.exceptionAt = at;
        return;
      }
      shipment.exceptionAt = undefined;
      const target = MRW_SIMULATOR_TIMELINE.find((s) => s.stage === stage) as MrwTimelineStage;
      shipment.createdAt = new Date(at.getTime() - target.hoursAfter(totalHours(shipment)) * 3_600_000);
    },
    requests,
    shipments,
  };

  return {
    url,
    shippingUrl: `${url}/MRWEnvio.asmx`,
    trackingUrl: `${url}/TrackingService.svc/TrackingServices`,
    credentials,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
