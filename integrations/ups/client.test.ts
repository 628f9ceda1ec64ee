import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Invalid, NotFound, Unavailable } from "../../core/shared/errors.ts";
import {
  CarrierRequestError,
  CarrierUnavailableError,
  centsToDecimal,
  decimalToCents,
  TrackingNotFound,
} from "./carrier-types.ts";
import {
  mapUpsStatus,
  parseOperatingHours,
  toUpsLocale,
  UpsClient,
  type UpsShipper,
  upsActivityInstant,
} from "./client.ts";
import { startUpsSimulator, type UpsSimulator, upsSimulatedQuote } from "./simulator.ts";

const START = new Date("2026-03-10T09:00:00Z"); // a Tuesday
let clock = new Date(START);
const now = () => clock;
const HOUR = 3_600_000;

const shipper: UpsShipper = {
  name: "Fabrico Lda",
  phone: "+351 220 000 000",
  address: { lines: ["Rua das Flores 12"], city: "Porto", postcode: "4050-262", country: "PT" },
};

let sim: UpsSimulator;
let client: UpsClient;

function newClient(overrides: Partial<ConstructorParameters<typeof UpsClient>[0]> = {}): UpsClient {
  return new UpsClient({
    baseUrl: sim.url,
    clientId: sim.clientId,
    clientSecret: sim.clientSecret,
    accountNumber: "A1B2C3",
    shipper,
    timeoutMs: 400,
    now,
    ...overrides,
  });
}

const apiCalls = () => sim.control.requests.filter((r) => r.path.startsWith("/api/"));
/** The JSON body of the index-th API call (negative: from the end). */
function apiBody<T>(index: number): T {
  const call = apiCalls().at(index);
  if (!call) throw new Error(`no API call ${index}`);
  return call.body as T;
}
const tokenCalls = () => sim.control.requests.filter((r) => r.path === "/security/v1/oauth/token");

beforeAll(async () => {
  sim = await startUpsSimulator({ now });
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

const homeParcel = { weightGrams: 1250, lengthCm: 30, widthCm: 20, heightCm: 5.5 };

describe("OAuth token", () => {
  it("fetches one token with HTTP Basic, the form grant and x-merchant-id, then reuses it", async () => {
    const fresh = newClient();
    await Promise.all([
      fresh.rate({ shipTo: { postcode: "1000-001", country: "PT" }, packages: [homeParcel] }),
      fresh.rate({ shipTo: { postcode: "28001", country: "ES" }, packages: [homeParcel] }),
    ]);
    await fresh.locateAccessPoints({ postcode: "1000-001", country: "PT", locale: "pt" });
    expect(tokenCalls()).toHaveLength(1);
    const tokenRequest = tokenCalls()[0];
    expect(tokenRequest?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${sim.clientId}:${sim.clientSecret}`).toString("base64")}`,
    );
    expect(tokenRequest?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(tokenRequest?.headers["x-merchant-id"]).toBe("A1B2C3");
    expect(tokenRequest?.body).toBe("grant_type=client_credentials");
    const calls = apiCalls();
    expect(calls).toHaveLength(3);
    for (const call of calls) {
      expect(call.headers.authorization).toMatch(/^Bearer \S+$/);
      expect(call.headers.transid).toMatch(/^[0-9a-f]{32}$/);
      expect(call.headers.transactionsrc).toBe("fabrico");
    }
    expect(new Set(calls.map((c) => c.headers.transid)).size).toBe(3);
  });

  it("renews the token shortly before expires_in runs out (by the client's clock)", async () => {
    const fresh = newClient();
    await fresh.accessToken();
    clock = new Date(START.getTime() + 14_399_000 - 120_000); // 2 minutes left: still cached
    await fresh.accessToken();
    expect(tokenCalls()).toHaveLength(1);
    clock = new Date(START.getTime() + 14_399_000 - 30_000); // 30 s left: inside the 60 s margin
    await fresh.accessToken();
    expect(tokenCalls()).toHaveLength(2);
  });

  it("refreshes once on a 401 and retries the call", async () => {
    const fresh = newClient();
    await fresh.accessToken();
    sim.control.expireTokens();
    sim.control.requests.length = 0;
    const rates = await fresh.rate({ shipTo: { postcode: "1000-001", country: "PT" }, packages: [homeParcel] });
    expect(rates.length).toBeGreaterThan(0);
    expect(sim.control.requests.map((r) => (r.path.split("/")[1] === "api" ? "api" : "token"))).toEqual([
      "api",
      "token",
      "api",
    ]);
  });

  it("expired tokens get 401 from the simulator and the client recovers by the clock alone", async () => {
    const fresh = newClient({ now: () => START }); // a client whose clock never moves
    await fresh.accessToken();
    clock = new Date(START.getTime() + 15_000_000); // the simulator's clock passes expiry
    const rates = await fresh.rate({ shipTo: { postcode: "1000-001", country: "PT" }, packages: [homeParcel] });
    expect(rates.length).toBeGreaterThan(0);
    expect(tokenCalls()).toHaveLength(2);
  });

  it("reports refused credentials as a CarrierRequestError with UPS's code", async () => {
    const bad = newClient({ clientSecret: "wrong" });
    const error = await bad.accessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierRequestError);
    expect(error).toBeInstanceOf(Invalid);
    expect((error as CarrierRequestError).httpStatus).toBe(401);
    expect((error as CarrierRequestError).errors).toEqual([{ code: "10401", message: "ClientId is Invalid" }]);
  });
});

describe("rate", () => {
  it("returns every service with exact cents, transit days and the arrival date, cheapest first", async () => {
    const rates = await client.rate({
      shipTo: { postcode: "1000-001", city: "Lisboa", country: "PT" },
      packages: [homeParcel, { weightGrams: 400 }],
    });
    // billable: 1.3 kg (volumetric 30×20×6/5000 = 0.72) + 0.4 kg = 1.7 kg → 2 kg priced
    expect(rates.map((r) => r.serviceCode)).toEqual(["11", "65", "07"]);
    const standard = rates[0];
    expect(standard).toEqual({
      serviceCode: "11",
      serviceName: "UPS Standard",
      totalCents: upsSimulatedQuote("11", "PT", 1.7)?.cents,
      currency: "EUR",
      negotiated: false,
      transitDays: 1,
      deliveryBy: "2026-03-11",
    });
    expect(standard?.totalCents).toBe(725); // (595 + 65 × 2) × 100 %
    const body = apiCalls()[0]?.body as { RateRequest: { Shipment: Record<string, unknown> } };
    expect(apiCalls()[0]?.path).toBe("/api/rating/v2409/Shoptimeintransit");
    const shipment = body.RateRequest.Shipment;
    expect(shipment.Package).toEqual([
      {
        PackagingType: { Code: "02", Description: "Package" },
        Dimensions: {
          UnitOfMeasurement: { Code: "CM", Description: "Centimeters" },
          Length: "30",
          Width: "20",
          Height: "6",
        },
        PackageWeight: { UnitOfMeasurement: { Code: "KGS", Description: "Kilograms" }, Weight: "1.3" },
      },
      {
        PackagingType: { Code: "02", Description: "Package" },
        PackageWeight: { UnitOfMeasurement: { Code: "KGS", Description: "Kilograms" }, Weight: "0.4" },
      },
    ]);
    expect(shipment.DeliveryTimeInformation).toEqual({ PackageBillType: "03", Pickup: { Date: "20260310" } });
    expect(shipment.PaymentDetails).toEqual({
      ShipmentCharge: [{ Type: "01", BillShipper: { AccountNumber: "A1B2C3" } }],
    });
  });

  it("prices by zone: PT < ES < other EU < GB < rest of the world (no Standard outside Europe)", async () => {
    const cheapest = async (postcode: string, country: string) =>
      (
        await client.rate({ shipTo: { postcode, country }, packages: [{ weightGrams: 2000 }], invoiceTotalCents: 4990 })
      )[0];
    const pt = await cheapest("4000-123", "PT");
    const es = await cheapest("28001", "ES");
    const de = await cheapest("10115", "DE");
    const gb = await cheapest("SW1A 1AA", "GB");
    const us = await cheapest("10001", "US");
    expect([pt, es, de, gb].map((r) => r?.serviceCode)).toEqual(["11", "11", "11", "11"]);
    expect(us?.serviceCode).toBe("65");
    const prices = [pt, es, de, gb, us].map((r) => r?.totalCents ?? 0);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const international = apiCalls()[1]?.body as { RateRequest: { Shipment: Record<string, unknown> } };
    expect(international.RateRequest.Shipment.InvoiceLineTotal).toEqual({
      CurrencyCode: "EUR",
      MonetaryValue: "49.90",
    });
  });

  it("rates hold-for-pickup at an Access Point with ShipmentIndicationType 01", async () => {
    const home = await client.rate({
      shipTo: { postcode: "4000-123", country: "PT" },
      packages: [{ weightGrams: 900 }],
    });
    const ap = await client.rate({
      shipTo: { postcode: "4000-123", country: "PT" },
      packages: [{ weightGrams: 900 }],
      toAccessPoint: true,
    });
    expect(ap[0]?.totalCents).toBe((home[0]?.totalCents ?? 0) - 100);
    const shipment = apiBody<{ RateRequest: { Shipment: Record<string, unknown> } }>(1).RateRequest.Shipment;
    expect(shipment.ShipmentIndicationType).toEqual([
      { Code: "01", Description: "Hold for pickup at UPS Access Point" },
    ]);
    expect(shipment.AlternateDeliveryAddress).toEqual({ Address: { PostalCode: "4000-123", CountryCode: "PT" } });
  });

  it("maps a 400 to CarrierRequestError with UPS's code and message", async () => {
    const error = await client
      .rate({ shipTo: { postcode: "12345", country: "PT" }, packages: [{ weightGrams: 500 }] })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CarrierRequestError);
    const request = error as CarrierRequestError;
    expect(request.httpStatus).toBe(400);
    expect(request.code).toBe("CARRIER_REQUEST_REJECTED");
    expect(request.retryable).toBe(false);
    expect(request.errors).toEqual([{ code: "111285", message: "The postal code 12345 is invalid for PT." }]);
    expect(request.message).toContain("111285: The postal code 12345 is invalid for PT.");
  });

  it("rejects bad parcels before any request", async () => {
    await expect(client.rate({ shipTo: { postcode: "1000", country: "PT" }, packages: [] })).rejects.toThrow(TypeError);
    await expect(
      client.rate({ shipTo: { postcode: "1000", country: "PT" }, packages: [{ weightGrams: 0 }] }),
    ).rejects.toThrow(TypeError);
    await expect(
      client.rate({ shipTo: { postcode: "1000", country: "PT" }, packages: [{ weightGrams: 100, lengthCm: 10 }] }),
    ).rejects.toThrow(TypeError);
    expect(apiCalls()).toHaveLength(0);
  });
});

describe("locateAccessPoints", () => {
  it("returns 3–8 deterministic Access Points, nearest first, with ISO-weekday opening hours", async () => {
    const points = await client.locateAccessPoints({
      postcode: "4000-123",
      city: "Porto",
      country: "PT",
      locale: "pt",
    });
    expect(points.length).toBeGreaterThanOrEqual(3);
    expect(points.length).toBeLessThanOrEqual(8);
    expect(
      await client.locateAccessPoints({ postcode: "4000-123", city: "Porto", country: "PT", locale: "pt" }),
    ).toEqual(points);
    const distances = points.map((p) => p.distanceKm);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(Math.max(...distances)).toBeLessThanOrEqual(15);
    for (const point of points) {
      expect(point.id).toMatch(/^\d+$/);
      expect(point.publicId).toMatch(/^PT\d{5}$/);
      expect(point.address).toMatchObject({ city: "Porto", postcode: "4000-123", country: "PT" });
      expect(point.name.length).toBeGreaterThan(3);
      expect(point.latitude).toBeGreaterThan(37);
      expect(point.longitude).toBeLessThan(-6);
      const days = new Set(point.openingHours.map((h) => h.day));
      expect(days.has(7)).toBe(false); // Sunday closed
      expect([1, 2, 3, 4, 5, 6].every((d) => days.has(d))).toBe(true);
      const saturday = point.openingHours.filter((h) => h.day === 6);
      expect(saturday).toHaveLength(1);
      expect((saturday[0]?.close ?? "") <= "13:00").toBe(true);
      for (const h of point.openingHours) expect(h.open < h.close).toBe(true);
    }
    const call = apiCalls()[0];
    expect(call?.path).toBe("/api/locations/v3/search/availabilities/64?Locale=pt_PT");
    const request = apiBody<{ LocatorRequest: Record<string, unknown> }>(0).LocatorRequest;
    expect(request.Translate).toEqual({ Locale: "pt_PT" });
    expect(request.UnitOfMeasurement).toEqual({ Code: "KM" });
    expect(request.LocationSearchCriteria).toEqual({
      AccessPointSearch: { AccessPointStatus: "01" },
      MaximumListSize: "10",
      SearchRadius: "15",
    });
  });

  it("uses local names per country, honours maxResults, and returns [] where UPS has none", async () => {
    const es = await client.locateAccessPoints({ postcode: "28013", country: "ES", locale: "es", maxResults: 3 });
    expect(es.length).toBe(3);
    expect(es.map((p) => p.name).join(" ")).toMatch(
      /Papelería|Estanco|Ferretería|Librería|Kiosco|Droguería|Floristería|Copistería/,
    );
    expect(await client.locateAccessPoints({ postcode: "10001", country: "US", locale: "en" })).toEqual([]);
    await expect(client.locateAccessPoints({ postcode: "1000", country: "PT", locale: "fr-FR" })).rejects.toThrow(
      TypeError,
    );
  });
});

describe("ship, track and void", () => {
  const shipTo = {
    name: "Ana Sousa",
    phone: "+351 912 345 678",
    email: "ana@example.pt",
    address: {
      street: "Avenida da Boavista 1234, 3.º esquerdo, traseiras do prédio",
      city: "Porto",
      postcode: "4100-111",
      country: "PT",
    },
  };

  it("creates a shipment: 1Z numbers, a GIF label, charges; then tracks it through the statuses", async () => {
    const created = await client.ship({
      reference: "#FAB1234",
      shipTo,
      serviceCode: "11",
      packages: [homeParcel, { weightGrams: 300 }],
    });
    expect(created.trackingNumbers).toHaveLength(2);
    for (const n of created.trackingNumbers) expect(n).toMatch(/^1ZA1B2C311\d{8}$/);
    expect(created.shipmentId).toBe(created.trackingNumbers[0]);
    expect(created.label.format).toBe("GIF");
    expect(Buffer.from(created.label.base64, "base64").subarray(0, 6).toString("ascii")).toBe("GIF89a");
    expect(created.labels.map((l) => l.trackingNumber)).toEqual(created.trackingNumbers);
    expect(created.chargesCents).toBe(upsSimulatedQuote("11", "PT", 1.6)?.cents);
    expect(created.currency).toBe("EUR");
    const request = apiBody<{ ShipmentRequest: { Shipment: Record<string, unknown>; Request: unknown } }>(
      0,
    ).ShipmentRequest;
    expect(request.Request).toEqual({
      RequestOption: "nonvalidate",
      TransactionReference: { CustomerContext: "#FAB1234" },
    });
    expect(request.Shipment.ReferenceNumber).toEqual([{ Value: "#FAB1234" }]);
    expect((request.Shipment.ShipTo as { Address: { AddressLine: string[] } }).Address.AddressLine).toEqual([
      "Avenida da Boavista 1234, 3.º",
      "esquerdo, traseiras do prédio",
    ]);
    expect((request.Shipment.ShipTo as { Phone: unknown }).Phone).toEqual({ Number: "351912345678" });
    expect(request.Shipment.ShipmentIndicationType).toBeUndefined();

    const n = created.trackingNumbers[0] as string;
    let tracking = await client.track(n, "en");
    expect(tracking.status).toBe("label_created");
    expect(tracking.events).toHaveLength(1);
    expect(tracking.events[0]).toEqual({
      at: START,
      location: "Porto, PT",
      description: "Shipper created a label, UPS has not received the package yet.",
      code: "MP",
      status: "label_created",
    });
    const trackCall = apiCalls().at(-1);
    expect(trackCall?.path).toBe(
      `/api/track/v1/details/${n}?locale=en_GB&returnSignature=false&returnMilestones=false&returnPOD=false`,
    );

    clock = new Date(START.getTime() + 7 * HOUR);
    tracking = await client.track(n, "pt");
    expect(tracking.status).toBe("in_transit");
    expect(tracking.events.map((e) => e.code)).toEqual(["PU", "MP"]);

    clock = new Date(START.getTime() + 21 * HOUR); // transit 1 day: out for delivery after 20 h
    tracking = await client.track(n);
    expect(tracking.status).toBe("out_for_delivery");
    expect(tracking.events.map((e) => e.code)).toEqual(["OT", "AR", "DP", "PU", "MP"]);
    const times = tracking.events.map((e) => e.at.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(tracking.deliveredAt).toBeUndefined();

    clock = new Date(START.getTime() + 25 * HOUR);
    tracking = await client.track(n);
    expect(tracking.status).toBe("delivered");
    expect(tracking.deliveredAt).toEqual(new Date(START.getTime() + 24 * HOUR));
    expect(tracking.events[0]).toMatchObject({ code: "FS", description: "DELIVERED", location: "Porto, PT" });
  });

  it("control.advance moves a shipment to any stage, including an exception, with local times converted", async () => {
    const created = await client.ship({
      reference: "#FAB2000",
      shipTo: { ...shipTo, address: { street: "Calle Mayor 1", city: "Madrid", postcode: "28013", country: "ES" } },
      serviceCode: "65",
      packages: [{ weightGrams: 800 }],
    });
    const n = created.trackingNumbers[0] as string;
    sim.control.advance(n, "out_for_delivery");
    let tracking = await client.track(n);
    expect(tracking.status).toBe("out_for_delivery");
    expect(tracking.events[0]?.at).toEqual(clock); // Madrid local time +01:00 read back to the same instant
    expect(tracking.events[0]?.location).toBe("Madrid, ES");
    sim.control.advance(n, "exception");
    tracking = await client.track(n);
    expect(tracking.status).toBe("exception");
    expect(tracking.events[0]?.code).toBe("X1");
    sim.control.advance(n, "delivered");
    tracking = await client.track(n);
    expect(tracking.status).toBe("delivered");
    expect(tracking.deliveredAt).toEqual(clock);
  });

  it("ships to an Access Point as hold for pickup (ShipmentIndicationType 01)", async () => {
    const [point] = await client.locateAccessPoints({
      postcode: "4100-111",
      city: "Porto",
      country: "PT",
      locale: "pt",
    });
    if (!point) throw new Error("no access point");
    sim.control.requests.length = 0;
    const created = await client.ship({
      reference: "#FAB3000",
      shipTo,
      accessPoint: point,
      serviceCode: "11",
      packages: [{ weightGrams: 500 }],
    });
    const shipment = apiBody<{ ShipmentRequest: { Shipment: Record<string, unknown> } }>(0).ShipmentRequest.Shipment;
    expect(shipment.ShipmentIndicationType).toEqual([
      { Code: "01", Description: "Hold for pickup at UPS Access Point" },
    ]);
    expect(shipment.AlternateDeliveryAddress).toMatchObject({
      Name: point.name,
      AttentionName: "Ana Sousa",
      UPSAccessPointID: point.publicId,
      Address: { City: "Porto", PostalCode: "4100-111", CountryCode: "PT" },
    });
    expect(shipment.ShipmentServiceOptions).toEqual({
      Notification: [{ NotificationCode: "012", EMail: { EMailAddress: ["ana@example.pt"] } }],
    });
    expect(sim.control.shipments.get(created.shipmentId)?.accessPointId).toBe(point.publicId);
  });

  it("voids before pickup, refuses after, and reports unknown numbers", async () => {
    const first = await client.ship({
      reference: "#FAB4000",
      shipTo,
      serviceCode: "07",
      packages: [{ weightGrams: 500 }],
    });
    expect(await client.voidShipment(first.shipmentId)).toEqual({ voided: true });
    expect(apiCalls().at(-1)?.method).toBe("DELETE");
    expect(apiCalls().at(-1)?.path).toBe(`/api/shipments/v2409/void/cancel/${first.shipmentId}`);
    expect((await client.track(first.shipmentId)).status).toBe("exception");

    const second = await client.ship({
      reference: "#FAB4001",
      shipTo,
      serviceCode: "07",
      packages: [{ weightGrams: 500 }],
    });
    clock = new Date(START.getTime() + 8 * HOUR);
    const late = (await client.voidShipment(second.shipmentId).catch((e: unknown) => e)) as CarrierRequestError;
    expect(late).toBeInstanceOf(CarrierRequestError);
    expect(late.errors[0]?.code).toBe("190102");
    const unknown = (await client.voidShipment("1ZZZZZZZ0000000000").catch((e: unknown) => e)) as CarrierRequestError;
    expect(unknown.errors[0]?.code).toBe("190117");
  });

  it("throws TrackingNotFound (a NotFound) for an unknown number", async () => {
    const error = await client.track("1Z999AA10123456784").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrackingNotFound);
    expect(error).toBeInstanceOf(NotFound);
    expect((error as TrackingNotFound).code).toBe("TRACKING_NOT_FOUND");
    expect((error as TrackingNotFound).message).toContain("Tracking Information Not Found");
  });

  it("refuses a service the destination does not get", async () => {
    const error = (await client
      .ship({
        reference: "#FAB5000",
        shipTo: { ...shipTo, address: { ...shipTo.address, country: "US", postcode: "10001" } },
        serviceCode: "11",
        packages: [{ weightGrams: 500 }],
      })
      .catch((e: unknown) => e)) as CarrierRequestError;
    expect(error).toBeInstanceOf(CarrierRequestError);
    expect(error.errors[0]?.code).toBe("111210");
  });
});

describe("unavailability", () => {
  const call = () => client.rate({ shipTo: { postcode: "1000-001", country: "PT" }, packages: [{ weightGrams: 500 }] });

  it.each(["503", "500", "429"] as const)("maps HTTP %s to a retryable CarrierUnavailableError", async (fault) => {
    await client.accessToken();
    sim.control.failNext(1, fault);
    const error = (await call().catch((e: unknown) => e)) as CarrierUnavailableError;
    expect(error).toBeInstanceOf(CarrierUnavailableError);
    expect(error).toBeInstanceOf(Unavailable);
    expect(error.code).toBe("CARRIER_UNAVAILABLE");
    expect(error.status).toBe(503);
    expect(error.retryable).toBe(true);
    expect(error.reason).toBe("http");
    expect(error.httpStatus).toBe(Number(fault));
    expect(error.errors[0]?.code).toMatch(/^10\d{3}$/);
    expect((await call()).length).toBeGreaterThan(0); // healed
  });

  it("times out on a hanging answer, and on a hanging token request", async () => {
    await client.accessToken();
    sim.control.failNext(1, "hang");
    const started = Date.now();
    const error = (await call().catch((e: unknown) => e)) as CarrierUnavailableError;
    expect(error).toBeInstanceOf(CarrierUnavailableError);
    expect(error.reason).toBe("timeout");
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    sim.control.failNext(1, "hang");
    const tokenError = (await newClient()
      .accessToken()
      .catch((e: unknown) => e)) as CarrierUnavailableError;
    expect(tokenError.reason).toBe("timeout");
  });

  it("reports a network failure and an unreadable body", async () => {
    const offline = newClient({ baseUrl: "http://127.0.0.1:1" });
    expect(((await offline.accessToken().catch((e: unknown) => e)) as CarrierUnavailableError).reason).toBe("network");
    const garbled = newClient({
      fetch: async (input, init) => {
        const url = String(input);
        if (url.endsWith("/oauth/token")) return fetch(input, init);
        return new Response(JSON.stringify({ RateResponse: { RatedShipment: "nope" } }), { status: 200 });
      },
    });
    const error = (await garbled
      .rate({ shipTo: { postcode: "1000", country: "PT" }, packages: [{ weightGrams: 100 }] })
      .catch((e: unknown) => e)) as CarrierUnavailableError;
    expect(error).toBeInstanceOf(CarrierUnavailableError);
    expect(error.reason).toBe("invalid-body");
  });
});

describe("pure helpers", () => {
  it("maps UPS status types and codes", () => {
    expect(mapUpsStatus({ type: "M", code: "MP", statusCode: "003" })).toBe("label_created");
    expect(mapUpsStatus({ type: "P", code: "PU" })).toBe("in_transit");
    expect(mapUpsStatus({ type: "I", code: "DP", statusCode: "005" })).toBe("in_transit");
    expect(mapUpsStatus({ type: "I", code: "OT", statusCode: "021" })).toBe("out_for_delivery");
    expect(mapUpsStatus({ type: "D", code: "FS", statusCode: "011" })).toBe("delivered");
    expect(mapUpsStatus({ type: "X", code: "X1" })).toBe("exception");
    expect(mapUpsStatus({ type: "RS" })).toBe("exception");
    expect(mapUpsStatus({ type: "Z" })).toBe("unknown");
    expect(mapUpsStatus(undefined)).toBe("unknown");
  });

  it("parses Locator operating hours (Day 1 = Sunday, military HHMM, 24 h, closed, midnight)", () => {
    expect(
      parseOperatingHours([
        { HoursType: "50", DayOfWeek: [{ Day: "2", OpenHours: "600", CloseHours: "700" }] },
        {
          HoursType: "10",
          DayOfWeek: [
            { Day: "1", ClosedIndicator: "" },
            { Day: "2", OpenHours: "1430", CloseHours: "1900" },
            { Day: "2", OpenHours: "930", CloseHours: "1300" },
            { Day: "6", Open24HoursIndicator: "Y" },
            { Day: "7", OpenHours: "1800", CloseHours: "0" },
          ],
        },
      ]),
    ).toEqual([
      { day: 1, open: "09:30", close: "13:00" },
      { day: 1, open: "14:30", close: "19:00" },
      { day: 5, open: "00:00", close: "24:00" },
      { day: 6, open: "18:00", close: "24:00" },
    ]);
    expect(parseOperatingHours(undefined)).toEqual([]);
  });

  it("reads activity times with their GMT offset", () => {
    expect(upsActivityInstant({ date: "20260310", time: "101500", gmtOffset: "+01:00" })).toEqual(
      new Date("2026-03-10T09:15:00Z"),
    );
    expect(upsActivityInstant({ date: "20260310", time: "74700", gmtOffset: "-05:00" })).toEqual(
      new Date("2026-03-10T12:47:00Z"),
    );
    expect(upsActivityInstant({ date: "20260310", time: "101500", gmtDate: "20260310", gmtTime: "81500" })).toEqual(
      new Date("2026-03-10T08:15:00Z"),
    );
    expect(() => upsActivityInstant({ date: "2026-03-10", time: "1015" })).toThrow(TypeError);
  });

  it("converts decimal strings to cents exactly, and locales", () => {
    expect(decimalToCents("12.34")).toBe(1234);
    expect(decimalToCents("0.1")).toBe(10);
    expect(decimalToCents("7")).toBe(700);
    expect(decimalToCents("1.005")).toBe(101);
    expect(decimalToCents("19.999")).toBe(2000);
    expect(decimalToCents("1234567.89")).toBe(123456789);
    expect(() => decimalToCents("-1.00")).toThrow(TypeError);
    expect(centsToDecimal(4990)).toBe("49.90");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(toUpsLocale("es")).toBe("es_ES");
    expect(toUpsLocale("pt_BR")).toBe("pt_BR");
  });
});
