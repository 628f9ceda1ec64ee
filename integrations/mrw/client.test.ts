import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Invalid, NotFound, Unavailable } from "../../core/shared/errors.ts";
import { CarrierRequestError, CarrierUnavailableError, TrackingNotFound } from "../ups/carrier-types.ts";
import {
  MRW_PRODUCTION_TRACKING_URL,
  MrwClient,
  type MrwCreateShipmentInput,
  mapMrwStatus,
  mrwEventInstant,
  mrwPostcode,
  mrwWeight,
} from "./client.ts";
import { type MrwSimulator, startMrwSimulator } from "./simulator.ts";
import { buildSoapEnvelope, parseSoapEnvelope } from "./wire.ts";

const START = new Date("2026-03-10T09:00:00Z");
let clock = new Date(START);
const now = () => clock;
const HOUR = 3_600_000;

let sim: MrwSimulator;
let client: MrwClient;

function newClient(overrides: Partial<ConstructorParameters<typeof MrwClient>[0]> = {}): MrwClient {
  return new MrwClient({
    shippingUrl: sim.shippingUrl,
    trackingUrl: sim.trackingUrl,
    franchise: sim.credentials.franchise,
    subscriber: sim.credentials.subscriber,
    username: sim.credentials.username,
    password: sim.credentials.password,
    timeoutMs: 400,
    ...overrides,
  });
}

beforeAll(async () => {
  sim = await startMrwSimulator({ now });
  client = newClient();
});

afterAll(async () => {
  await sim.close();
});

beforeEach(() => {
  clock = new Date(START);
  sim.control.failNext(0, "503");
  sim.control.requests.length = 0;
});

const toPorto: MrwCreateShipmentInput = {
  reference: "#FAB1234",
  date: "2026-03-10",
  serviceCode: "0220",
  parcels: 2,
  weightGrams: 1250,
  recipient: {
    name: "Ana Sousa",
    phone: "+351912345678",
    taxId: "123456789",
    address: {
      street: "Rua de Santa Catarina",
      number: "120",
      rest: "2.º esq.",
      postcode: "4000-447",
      city: "Porto",
      country: "PT",
    },
  },
  notes: "Tocar à campainha",
};

describe("createShipment", () => {
  it("sends TransmEnvio with AuthInfo, a 4-digit PT postcode, dd/mm/yyyy and a decimal-comma weight", async () => {
    const created = await client.createShipment(toPorto);
    expect(created.shipmentNumber).toMatch(/^01400F\d{6}$/);
    expect(created.requestNumber).toMatch(/^\d{10}$/);
    const stored = sim.control.shipments.get(created.shipmentNumber);
    expect(stored).toMatchObject({
      reference: "#FAB1234",
      serviceCode: "0220",
      parcels: 2,
      weight: "1,3",
      recipient: {
        name: "Ana Sousa",
        phone: "+351912345678",
        taxId: "123456789",
        street: "Rua de Santa Catarina",
        number: "120",
        rest: "2.º esq.",
        postcode: "4000",
        city: "Porto",
        country: "PT",
        notes: "Tocar à campainha",
      },
    });
    const request = sim.control.requests[0];
    expect(request?.path).toBe("/MRWEnvio.asmx");
    expect(request?.soapAction).toBe("http://www.mrw.es/TransmEnvio");
    expect(request?.contentType).toBe("text/xml; charset=utf-8");
    expect(request?.body).toContain('xmlns:mrw="http://www.mrw.es/"');
    expect(request?.body).toContain(
      "<soap:Header><mrw:AuthInfo><mrw:CodigoFranquicia>01400</mrw:CodigoFranquicia><mrw:CodigoAbonado>123456</mrw:CodigoAbonado><mrw:CodigoDepartamento></mrw:CodigoDepartamento><mrw:UserName>FABRICO</mrw:UserName><mrw:Password>fabrico-sim</mrw:Password></mrw:AuthInfo></soap:Header>",
    );
    expect(request?.body).toContain("<mrw:Fecha>10/03/2026</mrw:Fecha>");
    expect(request?.body).toContain("<mrw:CodigoPostal>4000</mrw:CodigoPostal>");
  });

  it("escapes XML in every value (a name with <&>)", async () => {
    const name = `Zé <&> "Loja" 'Sul'`;
    const notes = "2 > 1 & <b>não</b> ]]> &amp;";
    const created = await client.createShipment({ ...toPorto, recipient: { ...toPorto.recipient, name }, notes });
    expect(sim.control.shipments.get(created.shipmentNumber)?.recipient).toMatchObject({ name, notes });
    const body = sim.control.requests[0]?.body ?? "";
    expect(body).toContain("<mrw:Nombre>Zé &lt;&amp;&gt; &quot;Loja&quot; &apos;Sul&apos;</mrw:Nombre>");
    expect(body).not.toContain("<&>");
  });

  it("maps Estado 0 to CarrierRequestError with MRW's Mensaje", async () => {
    const badLogin = newClient({ password: "wrong" });
    const error = (await badLogin.createShipment(toPorto).catch((e: unknown) => e)) as CarrierRequestError;
    expect(error).toBeInstanceOf(CarrierRequestError);
    expect(error).toBeInstanceOf(Invalid);
    expect(error.httpStatus).toBe(200);
    expect(error.errors).toEqual([
      { code: "0", message: "1) El usuario especificado no dispone de acceso al sistema, consulte con su franquicia." },
    ]);
    const service = (await client
      .createShipment({ ...toPorto, serviceCode: "9999" })
      .catch((e: unknown) => e)) as CarrierRequestError;
    expect(service).toBeInstanceOf(CarrierRequestError);
    expect(service.message).toContain("El servicio 9999 no está disponible");
  });

  it("enforces the 4-digit PT postcode rule: the client trims, MRW refuses the full form", async () => {
    expect(mrwPostcode("4000-447", "PT")).toBe("4000");
    expect(mrwPostcode("4000447", "PT")).toBe("4000");
    expect(mrwPostcode(" 1000 ", "PT")).toBe("1000");
    expect(() => mrwPostcode("40001", "PT")).toThrow(Invalid);
    expect(() => mrwPostcode("4000-44", "PT")).toThrow(Invalid);
    expect(() => mrwPostcode("2800", "ES")).toThrow(Invalid);
    expect(mrwPostcode("28013", "ES")).toBe("28013");
    await expect(
      client.createShipment({
        ...toPorto,
        recipient: { ...toPorto.recipient, address: { ...toPorto.recipient.address, postcode: "PT-4000" } },
      }),
    ).rejects.toThrow(Invalid);
    expect(sim.control.requests).toHaveLength(0);
    // what MRW says to a 7-digit Portuguese postcode (sent by hand, bypassing the client)
    const envelope = buildSoapEnvelope({
      namespaces: { mrw: "http://www.mrw.es/" },
      header: {
        "mrw:AuthInfo": {
          "mrw:CodigoFranquicia": "01400",
          "mrw:CodigoAbonado": "123456",
          "mrw:UserName": "FABRICO",
          "mrw:Password": "fabrico-sim",
        },
      },
      body: {
        "mrw:TransmEnvio": {
          "mrw:request": {
            "mrw:DatosEntrega": {
              "mrw:Direccion": {
                "mrw:Via": "Rua A",
                "mrw:CodigoPostal": "4000-447",
                "mrw:Poblacion": "Porto",
                "mrw:CodigoPais": "PT",
              },
              "mrw:Nombre": "Ana",
            },
            "mrw:DatosServicio": {
              "mrw:Fecha": "10/03/2026",
              "mrw:CodigoServicio": "0220",
              "mrw:NumeroBultos": "1",
              "mrw:Peso": "1",
            },
          },
        },
      },
    });
    const response = await fetch(sim.shippingUrl, {
      method: "POST",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: '"http://www.mrw.es/TransmEnvio"' },
      body: envelope,
    });
    const result = parseSoapEnvelope(await response.text()).body.TransmEnvioResponse as {
      TransmEnvioResult: Record<string, string>;
    };
    expect(result.TransmEnvioResult.Estado).toBe("0");
    expect(result.TransmEnvioResult.Mensaje).toContain("4 primeros dígitos");
  });

  it("rejects bad arguments before any request", async () => {
    await expect(client.createShipment({ ...toPorto, parcels: 0 })).rejects.toThrow(TypeError);
    await expect(client.createShipment({ ...toPorto, weightGrams: 0 })).rejects.toThrow(TypeError);
    await expect(client.createShipment({ ...toPorto, date: "10/03/2026" })).rejects.toThrow(TypeError);
    expect(sim.control.requests).toHaveLength(0);
  });
});

describe("labels, cancelling and pickup points", () => {
  it("gets a PDF label (GetEtiquetaEnvio) and refuses unknown shipments", async () => {
    const created = await client.createShipment({ ...toPorto, date: new Date("2026-03-10T23:30:00Z") });
    expect(sim.control.requests[0]?.body).toContain("<mrw:Fecha>11/03/2026</mrw:Fecha>"); // Spanish calendar day
    const { pdfBase64 } = await client.getLabel(created.shipmentNumber);
    const pdf = Buffer.from(pdfBase64, "base64").toString("latin1");
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pdf).toContain(created.shipmentNumber);
    expect(sim.control.requests[1]?.soapAction).toBe("http://www.mrw.es/GetEtiquetaEnvio");
    expect(sim.control.requests[1]?.body).toContain("<mrw:GetEtiquetaEnvio><mrw:request><mrw:NumeroEnvio>");
    const error = (await client.getLabel("01400F999999").catch((e: unknown) => e)) as CarrierRequestError;
    expect(error).toBeInstanceOf(CarrierRequestError);
    expect(error.message).toContain("No se ha encontrado el envío 01400F999999");
  });

  it("cancels before pickup (CancelarEnvio) and is refused after", async () => {
    const first = await client.createShipment(toPorto);
    expect(await client.cancelShipment(first.shipmentNumber)).toEqual({ cancelled: true });
    expect(sim.control.requests.at(-1)?.body).toContain(
      `<mrw:CancelarEnvio><mrw:request><mrw:CancelaEnvio><mrw:NumeroEnvioOriginal>${first.shipmentNumber}</mrw:NumeroEnvioOriginal>`,
    );
    const cancelled = await client.track(first.shipmentNumber);
    expect(cancelled.status).toBe("exception");
    expect(cancelled.events[0]?.code).toBe("44");

    const second = await client.createShipment(toPorto);
    clock = new Date(START.getTime() + 6 * HOUR);
    const error = (await client.cancelShipment(second.shipmentNumber).catch((e: unknown) => e)) as CarrierRequestError;
    expect(error).toBeInstanceOf(CarrierRequestError);
    expect(error.errors[0]?.message).toBe("1) El estado del pedido ya no permite cancelaciones");
  });

  it("lists pickup points by postcode, nearest first, with ISO-weekday hours", async () => {
    const points = await client.pickupPoints({ postcode: "1000-001", country: "PT" });
    expect(sim.control.requests[0]?.soapAction).toBe("http://www.mrw.es/GetPointsByCP");
    expect(sim.control.requests[0]?.body).toContain(
      "<mrw:GetPointsByCP><mrw:request><mrw:Point><mrw:CodigoPostal>1000</mrw:CodigoPostal></mrw:Point></mrw:request></mrw:GetPointsByCP>",
    );
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points.length).toBeLessThanOrEqual(5);
    const distances = points.map((p) => p.distanceKm ?? 0);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    for (const point of points) {
      expect(point.id).toMatch(/^P\d{5}$/);
      expect(point.franchise).toMatch(/^\d{5}$/);
      expect(point.address).toMatchObject({ postcode: "1000", city: "Lisboa", country: "PT" });
      expect(point.latitude).toBeGreaterThan(39);
      expect(point.openingHours.filter((h) => h.day === 1)).toHaveLength(2);
      expect(point.openingHours.filter((h) => h.day === 6)).toEqual([{ day: 6, open: "10:00", close: "13:00" }]);
      expect(point.openingHours.some((h) => h.day === 7)).toBe(false);
    }
    const es = await client.pickupPoints({ postcode: "28013", country: "ES" });
    expect(es[0]?.address.country).toBe("ES");
  });
});

describe("track", () => {
  it("follows a shipment through the statuses as the clock passes", async () => {
    const created = await client.createShipment({ ...toPorto, serviceCode: "0800" }); // 30 h to delivery
    const n = created.shipmentNumber;
    let tracking = await client.track(n, "pt");
    const request = sim.control.requests.at(-1);
    expect(request?.path).toBe("/TrackingService.svc/TrackingServices");
    expect(request?.soapAction).toBe("http://tempuri.org/ITrackingService/GetEnvios");
    expect(request?.body).toContain(
      `<tem:GetEnvios><tem:login>FABRICO</tem:login><tem:pass>fabrico-sim</tem:pass><tem:codigoIdioma>2070</tem:codigoIdioma><tem:tipoFiltro>0</tem:tipoFiltro><tem:valorFiltroDesde>${n}</tem:valorFiltroDesde>`,
    );
    expect(request?.body).not.toContain("AuthInfo");
    expect(tracking).toEqual({
      trackingNumber: n,
      status: "label_created",
      events: [
        { at: START, location: "", description: "Pendiente de recibir en MRW", code: "40", status: "label_created" },
      ],
    });

    clock = new Date(START.getTime() + 6 * HOUR);
    tracking = await client.track(n);
    expect(tracking.status).toBe("in_transit");
    expect(tracking.events.map((e) => e.code)).toEqual(["17", "40"]);

    clock = new Date(START.getTime() + 27 * HOUR);
    tracking = await client.track(n);
    expect(tracking.status).toBe("out_for_delivery");
    expect(tracking.events.map((e) => e.code)).toEqual(["16", "13", "15", "17", "40"]);

    clock = new Date(START.getTime() + 31 * HOUR);
    tracking = await client.track(n);
    expect(tracking.status).toBe("delivered");
    expect(tracking.events[0]).toEqual({
      at: new Date(START.getTime() + 30 * HOUR),
      location: "",
      description: "Entregado",
      code: "00",
      status: "delivered",
    });
    expect(tracking.deliveredAt).toEqual(new Date(START.getTime() + 30 * HOUR));
  });

  it("control.advance reaches any stage, including an exception", async () => {
    const created = await client.createShipment(toPorto); // 0220: 48 h
    sim.control.advance(created.shipmentNumber, "out_for_delivery");
    expect((await client.track(created.shipmentNumber)).status).toBe("out_for_delivery");
    sim.control.advance(created.shipmentNumber, "exception");
    const tracking = await client.track(created.shipmentNumber);
    expect(tracking.status).toBe("exception");
    expect(tracking.events[0]).toMatchObject({ code: "01", description: "Destinatario ausente o cerrado" });
    sim.control.advance(created.shipmentNumber, "delivered");
    expect((await client.track(created.shipmentNumber)).deliveredAt).toEqual(clock);
  });

  it("throws TrackingNotFound for unknown numbers and a request error for refused tracking credentials", async () => {
    const missing = await client.track("01400F000001").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(TrackingNotFound);
    expect(missing).toBeInstanceOf(NotFound);
    expect((missing as TrackingNotFound).message).toContain("No se encontraron resultados");
    const created = await client.createShipment(toPorto);
    const refused = await newClient({ trackingPassword: "nope" })
      .track(created.shipmentNumber)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CarrierRequestError);
    expect((refused as CarrierRequestError).message).toContain("Login o password incorrectos.");
  });
});

describe("unavailability", () => {
  it("maps a 500 SOAP fault, 503 and 429 to a retryable CarrierUnavailableError", async () => {
    sim.control.failNext(1, "500");
    const fault = (await client
      .pickupPoints({ postcode: "1000", country: "PT" })
      .catch((e: unknown) => e)) as CarrierUnavailableError;
    expect(fault).toBeInstanceOf(CarrierUnavailableError);
    expect(fault).toBeInstanceOf(Unavailable);
    expect(fault.code).toBe("CARRIER_UNAVAILABLE");
    expect(fault.retryable).toBe(true);
    expect(fault.httpStatus).toBe(500);
    expect(fault.message).toContain("Object reference not set");
    for (const kind of ["503", "429"] as const) {
      sim.control.failNext(1, kind);
      const error = (await client.track("01400F000001").catch((e: unknown) => e)) as CarrierUnavailableError;
      expect(error).toBeInstanceOf(CarrierUnavailableError);
      expect(error.reason).toBe("http");
      expect(error.httpStatus).toBe(Number(kind));
    }
    expect((await client.pickupPoints({ postcode: "1000", country: "PT" })).length).toBeGreaterThan(0);
  });

  it("times out on a hanging answer and reports network failures and non-SOAP bodies", async () => {
    sim.control.failNext(1, "hang");
    const started = Date.now();
    const timeout = (await client.createShipment(toPorto).catch((e: unknown) => e)) as CarrierUnavailableError;
    expect(timeout).toBeInstanceOf(CarrierUnavailableError);
    expect(timeout.reason).toBe("timeout");
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    const offline = newClient({ shippingUrl: "http://127.0.0.1:1/MRWEnvio.asmx" });
    expect(((await offline.getLabel("x").catch((e: unknown) => e)) as CarrierUnavailableError).reason).toBe("network");
    const html = newClient({
      fetch: async () => new Response("<html><body>maintenance</body></html>", { status: 200 }),
    });
    expect(((await html.getLabel("x").catch((e: unknown) => e)) as CarrierUnavailableError).reason).toBe(
      "invalid-body",
    );
  });

  it("answers unknown SOAPActions with a SOAP fault, as ASMX does", async () => {
    const response = await fetch(sim.shippingUrl, {
      method: "POST",
      headers: { "content-type": "text/xml; charset=utf-8", soapaction: '"http://www.mrw.es/AnularEnvio"' },
      body: buildSoapEnvelope({ body: { AnularEnvio: "" } }),
    });
    expect(response.status).toBe(500);
    expect(parseSoapEnvelope(await response.text()).fault?.faultstring).toContain(
      "did not recognize the value of HTTP Header SOAPAction",
    );
  });
});

describe("pure helpers", () => {
  it("formats weights with a decimal comma, rounded up to 0.1 kg", () => {
    expect(mrwWeight(1250)).toBe("1,3");
    expect(mrwWeight(2000)).toBe("2");
    expect(mrwWeight(30)).toBe("0,1");
    expect(mrwWeight(10_001)).toBe("10,1");
    expect(() => mrwWeight(-1)).toThrow(TypeError);
  });

  it("maps MRW Estado codes", () => {
    expect(mapMrwStatus("00")).toBe("delivered");
    expect(mapMrwStatus("0")).toBe("delivered");
    expect(mapMrwStatus("16")).toBe("out_for_delivery");
    expect(mapMrwStatus("40")).toBe("label_created");
    expect(mapMrwStatus("17")).toBe("in_transit");
    expect(mapMrwStatus("01")).toBe("exception");
    expect(mapMrwStatus("60")).toBe("unknown");
    expect(mapMrwStatus(undefined)).toBe("unknown");
  });

  it("reads event times: Publicado with its offset, else FechaEntrega/HoraEntrega in Spanish time", () => {
    expect(mrwEventInstant({ Publicado: "2026-05-07T18:58:36+02:00" })).toEqual(new Date("2026-05-07T16:58:36Z"));
    expect(mrwEventInstant({ FechaEntrega: "10032026", HoraEntrega: "1430" })).toEqual(
      new Date("2026-03-10T13:30:00Z"),
    );
    expect(mrwEventInstant({ FechaEntrega: "15072026", HoraEntrega: "1430" })).toEqual(
      new Date("2026-07-15T12:30:00Z"),
    );
    expect(mrwEventInstant({})).toBeUndefined();
  });

  it("defaults to MRW's documented endpoints", () => {
    expect(MRW_PRODUCTION_TRACKING_URL).toBe("https://trackingservice.mrw.es/TrackingService.svc/TrackingServices");
    expect(() => newClient({ username: "" })).toThrow(TypeError);
    expect(() => newClient({ shippingUrl: "ftp://x/MRWEnvio.asmx" })).toThrow(TypeError);
  });
});
