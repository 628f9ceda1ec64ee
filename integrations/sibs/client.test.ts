import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Invalid, Unavailable } from "../../core/shared/errors.ts";
import { SibsAmountError, centsToEuros, eurosToCents } from "./amount.ts";
import {
  SIBS_TEST_WIDGET_URL,
  SibsClient,
  type SibsCheckoutInput,
  SibsRequestError,
  SibsUnavailableError,
  toSibsPhone,
} from "./client.ts";
import {
  SIBS_SIMULATOR_TERMINAL_ID,
  SIBS_TEST_CARDS,
  type SibsSimulator,
  SibsSimulatorError,
  luhnValid,
  startSibsSimulator,
} from "./simulator.ts";

let clock = new Date("2026-11-23T10:00:00Z");
let sim: SibsSimulator;
let client: SibsClient;
/** Every request the client made: method, path, headers, parsed body. */
const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];

const recordingFetch: typeof fetch = async (input, init) => {
  const headers = Object.fromEntries(new Headers(init?.headers).entries());
  sent.push({
    method: init?.method ?? "GET",
    url: String(input),
    headers,
    body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
  });
  return fetch(input, init);
};

let seq = 0;
function checkoutInput(overrides: Partial<SibsCheckoutInput> = {}): SibsCheckoutInput {
  seq += 1;
  return {
    merchantTransactionId: `pay_test${seq}_${Date.now()}`,
    amountCents: 1999,
    description: "Order #FAB1234",
    methods: ["CARD", "MBWAY", "REFERENCE"],
    customer: {
      name: "Ana Silva",
      email: "ana@example.com",
      language: "pt",
      billingAddress: { street1: "Rua Augusta 1", city: "Lisboa", postcode: "1100-048", country: "pt" },
    },
    ...overrides,
  };
}

async function until<T>(fn: () => Promise<T>, ok: (value: T) => boolean, ms = 2000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await fn();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  sim = await startSibsSimulator({ now: () => clock, mbwayRuleDelayMs: 30 });
  client = new SibsClient({
    baseUrl: sim.apiUrl,
    token: sim.token,
    clientId: sim.clientId,
    terminalId: SIBS_SIMULATOR_TERMINAL_ID,
    timeoutMs: 500,
    widgetBaseUrl: sim.widgetUrl,
    fetch: recordingFetch,
    now: () => clock,
  });
});

afterAll(async () => {
  await sim.close();
});

describe("createCheckout", () => {
  it("sends the documented body with Bearer + Client-Id and returns the ids", async () => {
    sent.length = 0;
    const input = checkoutInput({ shopUrl: "https://shop.example" });
    const checkout = await client.createCheckout(input);
    expect(checkout.transactionId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(checkout.transactionSignature.length).toBeGreaterThan(20);
    expect(checkout.formContext.length).toBeGreaterThan(20);
    const request = sent[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`${sim.apiUrl}/payments`);
    expect(request.headers.authorization).toBe(`Bearer ${sim.token}`);
    expect(request.headers["x-ibm-client-id"]).toBe(sim.clientId);
    expect(request.body).toEqual({
      merchant: {
        terminalId: SIBS_SIMULATOR_TERMINAL_ID,
        channel: "web",
        merchantTransactionId: input.merchantTransactionId,
        transactionDescription: "Order #FAB1234",
        shopURL: "https://shop.example",
      },
      customer: {
        customerInfo: {
          customerName: "Ana Silva",
          customerEmail: "ana@example.com",
          customerLanguage: "pt",
          billingAddress: { street1: "Rua Augusta 1", city: "Lisboa", postcode: "1100-048", country: "PT" },
        },
      },
      transaction: {
        transactionTimestamp: clock.toISOString(),
        description: "Order #FAB1234",
        moto: false,
        paymentType: "PURS",
        paymentMethod: ["CARD", "MBWAY", "REFERENCE"],
        amount: { value: 19.99, currency: "EUR" },
      },
    });
    const status = await client.getStatus(checkout.transactionId);
    expect(status).toMatchObject({
      paymentStatus: "Pending",
      amountCents: 1999,
      transactionId: checkout.transactionId,
      merchantTransactionId: input.merchantTransactionId,
      returnStatus: { statusCode: "000" },
    });
    expect(status.paymentMethod).toBeUndefined();
  });

  it("sends the Multibanco window as transaction.paymentReference", async () => {
    sent.length = 0;
    const expiresAt = new Date("2026-11-26T23:59:00Z");
    await client.createCheckout(checkoutInput({ methods: ["REFERENCE"], multibanco: { expiresAt, entity: "54321" } }));
    expect((sent[0]!.body as { transaction: unknown }).transaction).toMatchObject({
      paymentReference: {
        initialDatetime: clock.toISOString(),
        finalDatetime: expiresAt.toISOString(),
        maxAmount: { value: 19.99, currency: "EUR" },
        minAmount: { value: 19.99, currency: "EUR" },
        entity: "54321",
      },
    });
  });

  it("treats a non-000 returnStatus as a SibsRequestError (duplicate merchantTransactionId)", async () => {
    const input = checkoutInput();
    await client.createCheckout(input);
    const error = await client.createCheckout(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SibsRequestError);
    expect(error).toMatchObject({ httpStatus: 200, retryable: false, code: "PAYMENT_GATEWAY_REJECTED" });
    expect((error as SibsRequestError).returnStatus?.statusCode).toBe("SIM_DUPLICATE");
  });

  it("maps a 400 to SibsRequestError with SIBS's returnStatus", async () => {
    const error = await client
      .createCheckout(checkoutInput({ multibanco: { expiresAt: new Date("2026-12-01T00:00:00Z"), entity: "12" } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SibsRequestError);
    expect(error).toMatchObject({ httpStatus: 400, returnStatus: { statusCode: "SIM400" } });
  });

  it("refuses a non-integer or non-positive amount and no methods before any request", async () => {
    sent.length = 0;
    await expect(client.createCheckout(checkoutInput({ amountCents: 19.99 }))).rejects.toBeInstanceOf(Invalid);
    await expect(client.createCheckout(checkoutInput({ amountCents: 0 }))).rejects.toBeInstanceOf(Invalid);
    await expect(client.createCheckout(checkoutInput({ methods: [] }))).rejects.toBeInstanceOf(Invalid);
    expect(sent).toHaveLength(0);
  });
});

describe("MB WAY", () => {
  it("purchase with Digest auth → Pending; approval → Success", async () => {
    const checkout = await client.createCheckout(checkoutInput());
    sent.length = 0;
    const result = await client.mbwayPurchase(
      checkout.transactionId,
      checkout.transactionSignature,
      "+351 912 345 678",
    );
    expect(result).toMatchObject({ paymentStatus: "Pending", returnStatus: { statusCode: "000" } });
    expect(sent[0]).toMatchObject({
      url: `${sim.apiUrl}/payments/${checkout.transactionId}/mbway-id/purchase`,
      headers: { authorization: `Digest ${checkout.transactionSignature}`, "x-ibm-client-id": sim.clientId },
      body: { customerPhone: "351#912345678" },
    });
    expect((await client.getStatus(checkout.transactionId)).paymentStatus).toBe("Pending");
    sim.control.approveMbway(checkout.transactionId);
    const status = await client.getStatus(checkout.transactionId);
    expect(status).toMatchObject({ paymentStatus: "Success", paymentMethod: "MBWAY", amountCents: 1999 });
  });

  it("decline by control → Declined with the sandbox code", async () => {
    const checkout = await client.createCheckout(checkoutInput());
    await client.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, "+351912345678");
    sim.control.declineMbway(checkout.transactionId);
    const status = await client.getStatus(checkout.transactionId);
    expect(status).toMatchObject({ paymentStatus: "Declined", returnStatus: { statusCode: "E0500" } });
    expect(() => sim.control.approveMbway(checkout.transactionId)).toThrow(SibsSimulatorError);
  });

  it("follows the phone rules: …0500 declines later, …0000 approves later, …0501 declines at once", async () => {
    const a = await client.createCheckout(checkoutInput());
    const b = await client.createCheckout(checkoutInput());
    const c = await client.createCheckout(checkoutInput());
    expect((await client.mbwayPurchase(a.transactionId, a.transactionSignature, "+351912340500")).paymentStatus).toBe(
      "Pending",
    );
    expect((await client.mbwayPurchase(b.transactionId, b.transactionSignature, "351#912340000")).paymentStatus).toBe(
      "Pending",
    );
    const now = await client.mbwayPurchase(c.transactionId, c.transactionSignature, "+351912340501");
    expect(now).toMatchObject({ paymentStatus: "Declined", returnStatus: { statusCode: "E0501" } });
    const later = await until(
      () => Promise.all([client.getStatus(a.transactionId), client.getStatus(b.transactionId)]),
      ([x, y]) => x.paymentStatus !== "Pending" && y.paymentStatus !== "Pending",
    );
    expect(later[0]).toMatchObject({ paymentStatus: "Declined", returnStatus: { statusCode: "E0500" } });
    expect(later[1].paymentStatus).toBe("Success");
  });

  it("rejects a wrong signature with 401 and a bad phone before any request", async () => {
    const checkout = await client.createCheckout(checkoutInput());
    const error = await client
      .mbwayPurchase(checkout.transactionId, "not-the-signature", "+351912345678")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SibsRequestError);
    expect(error).toMatchObject({ httpStatus: 401, retryable: false });
    await expect(client.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, "12345")).rejects.toThrow(
      Invalid,
    );
  });

  it("toSibsPhone turns E.164 into country#number", () => {
    expect(toSibsPhone("+351912345678")).toBe("351#912345678");
    expect(toSibsPhone("+351 912 345 678")).toBe("351#912345678");
    expect(toSibsPhone("351#912345678")).toBe("351#912345678");
    expect(toSibsPhone("+34612345678")).toBe("34#612345678");
    expect(() => toSibsPhone("912345678")).toThrow(Invalid);
    expect(() => toSibsPhone("+351123")).toThrow(Invalid);
  });
});

describe("Multibanco reference", () => {
  it("generates entity, reference, amount and the checkout's expiry; paying → Success", async () => {
    const expiresAt = new Date("2026-11-25T23:59:00Z");
    const checkout = await client.createCheckout(checkoutInput({ methods: ["REFERENCE"], multibanco: { expiresAt } }));
    sent.length = 0;
    const ref = await client.generateReference(checkout.transactionId, checkout.transactionSignature);
    expect(sent[0]).toMatchObject({ headers: { authorization: `Digest ${checkout.transactionSignature}` }, body: {} });
    expect(ref.entity).toMatch(/^\d{5}$/);
    expect(ref.reference).toMatch(/^\d{9}$/);
    expect(ref).toMatchObject({ amountCents: 1999, expiresAt, status: "UNPAID", paymentStatus: "Pending" });
    const again = await client.generateReference(checkout.transactionId, checkout.transactionSignature);
    expect(again.reference).toBe(ref.reference);
    sim.control.payReference(checkout.transactionId);
    const status = await client.getStatus(checkout.transactionId);
    expect(status).toMatchObject({
      paymentStatus: "Success",
      paymentMethod: "REFERENCE",
      paymentReference: { entity: ref.entity, reference: ref.reference, amountCents: 1999, status: "PAID", expiresAt },
    });
    expect(() => sim.control.payReference(checkout.transactionId)).toThrow(/E0613|already paid/);
  });

  it("defaults the expiry to 3 days; expire by control → Expired with E0612", async () => {
    const checkout = await client.createCheckout(checkoutInput({ methods: ["REFERENCE"] }));
    const ref = await client.generateReference(checkout.transactionId, checkout.transactionSignature);
    expect(ref.expiresAt.getTime() - clock.getTime()).toBe(3 * 24 * 3_600_000);
    sim.control.expireReference(checkout.transactionId);
    const status = await client.getStatus(checkout.transactionId);
    expect(status).toMatchObject({ paymentStatus: "Expired", returnStatus: { statusCode: "E0612" } });
    expect(status.paymentReference?.status).toBe("EXPIRED");
    expect(() => sim.control.payReference(checkout.transactionId)).toThrow(SibsSimulatorError);
  });

  it("expires by itself once the clock passes the deadline", async () => {
    const checkout = await client.createCheckout(
      checkoutInput({ methods: ["REFERENCE"], multibanco: { expiresAt: new Date(clock.getTime() + 60_000) } }),
    );
    await client.generateReference(checkout.transactionId, checkout.transactionSignature);
    const saved = clock;
    clock = new Date(clock.getTime() + 61_000);
    try {
      expect((await client.getStatus(checkout.transactionId)).paymentStatus).toBe("Expired");
    } finally {
      clock = saved;
    }
  });

  it("can report an expired reference as Declined (option expiredReferenceStatus)", async () => {
    const other = await startSibsSimulator({ expiredReferenceStatus: "Declined" });
    try {
      const c = new SibsClient({ baseUrl: other.apiUrl, token: other.token, clientId: other.clientId, terminalId: 1 });
      const checkout = await c.createCheckout(checkoutInput({ methods: ["REFERENCE"] }));
      await c.generateReference(checkout.transactionId, checkout.transactionSignature);
      other.control.expireReference(checkout.transactionId);
      expect(await c.getStatus(checkout.transactionId)).toMatchObject({
        paymentStatus: "Declined",
        returnStatus: { statusCode: "E0612" },
      });
    } finally {
      await other.close();
    }
  });
});

describe("cancel and refund", () => {
  it("cancels a pending MB WAY payment: the original becomes Declined, the cancellation has its own id", async () => {
    const checkout = await client.createCheckout(checkoutInput());
    await client.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, "+351912345678");
    sent.length = 0;
    const result = await client.cancel(checkout.transactionId, {
      amountCents: 1999,
      merchantTransactionId: `cnl_${checkout.transactionId}`,
      originalDatetime: clock,
    });
    expect(sent[0]).toMatchObject({
      url: `${sim.apiUrl}/payments/${checkout.transactionId}/cancellation`,
      headers: { authorization: `Bearer ${sim.token}` },
      body: {
        merchant: {
          terminalId: SIBS_SIMULATOR_TERMINAL_ID,
          channel: "web",
          merchantTransactionId: `cnl_${checkout.transactionId}`,
        },
        transaction: {
          description: "Cancellation",
          amount: { value: 19.99, currency: "EUR" },
          originalTransaction: { id: checkout.transactionId, datetime: clock.toISOString() },
        },
      },
    });
    expect(result).toMatchObject({ paymentStatus: "Success", amountCents: 1999, returnStatus: { statusCode: "000" } });
    expect(result.transactionId).not.toBe(checkout.transactionId);
    expect((await client.getStatus(checkout.transactionId)).paymentStatus).toBe("Declined");
    expect(await client.getStatus(result.transactionId!)).toMatchObject({
      paymentStatus: "Success",
      paymentType: "CNCL",
    });
    expect(() => sim.control.approveMbway(checkout.transactionId)).toThrow(SibsSimulatorError);
  });

  it("refunds a paid transaction in parts, up to what is left", async () => {
    const checkout = await client.createCheckout(checkoutInput({ amountCents: 5000 }));
    await client.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, "+351912345678");
    const refund = (amountCents: number, n: number) =>
      client.refund(checkout.transactionId, {
        amountCents,
        merchantTransactionId: `rfd_${checkout.transactionId}_${n}`,
        originalDatetime: clock.toISOString(),
      });
    const notPaid = await refund(1000, 0).catch((e: unknown) => e);
    expect(notPaid).toMatchObject({ returnStatus: { statusCode: "SIM_NOT_REFUNDABLE" } });
    sim.control.approveMbway(checkout.transactionId);
    const first = await refund(1250, 1);
    expect(first).toMatchObject({ paymentStatus: "Success", amountCents: 1250 });
    expect(sent.at(-1)?.url).toBe(`${sim.apiUrl}/payments/${checkout.transactionId}/refund`);
    const tooMuch = await refund(3751, 2).catch((e: unknown) => e);
    expect(tooMuch).toBeInstanceOf(SibsRequestError);
    expect(tooMuch).toMatchObject({ returnStatus: { statusCode: "SIM_AMOUNT" } });
    await refund(3750, 3);
    expect(sim.control.transaction(checkout.transactionId)).toMatchObject({
      refundedCents: 5000,
      paymentStatus: "Success",
    });
    expect(await client.getStatus(first.transactionId!)).toMatchObject({ paymentType: "RFND", amountCents: 1250 });
  });
});

describe("errors", () => {
  it("401 for a wrong token, 403 for a wrong Client-Id, 404 for an unknown transaction", async () => {
    const base = { baseUrl: sim.apiUrl, terminalId: 1, timeoutMs: 500 };
    const badToken = new SibsClient({ ...base, token: "nope", clientId: sim.clientId });
    const badClient = new SibsClient({ ...base, token: sim.token, clientId: "nope" });
    await expect(badToken.createCheckout(checkoutInput())).rejects.toMatchObject({ httpStatus: 401, retryable: false });
    await expect(badClient.getStatus("x")).rejects.toMatchObject({ httpStatus: 403 });
    const notFound = await client.getStatus("NoSuchTransaction").catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(SibsRequestError);
    expect(notFound).toMatchObject({ httpStatus: 404, status: 502 });
  });

  it("429, 500 and 503 → SibsUnavailableError (retryable); the next call works", async () => {
    const checkout = await client.createCheckout(checkoutInput());
    for (const fault of ["429", "500", "503"] as const) {
      sim.control.failNext(1, fault);
      const error = await client.getStatus(checkout.transactionId).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SibsUnavailableError);
      expect(error).toBeInstanceOf(Unavailable);
      expect(error).toMatchObject({
        reason: "http",
        httpStatus: Number(fault),
        retryable: true,
        code: "PAYMENT_GATEWAY_UNAVAILABLE",
        status: 503,
        operation: "getStatus",
      });
    }
    expect((await client.getStatus(checkout.transactionId)).paymentStatus).toBe("Pending");
  });

  it("a fault with `match` hits only the calls that carry that text (one test's order, not another's)", async () => {
    sim.control.failNext(1, "503", "order #FAB-MATCH");
    const other = await client.createCheckout(checkoutInput({ description: "order #FAB-OTHER" }));
    expect(other.transactionId).toBeTruthy();
    const hit = await client
      .createCheckout(checkoutInput({ description: "order #FAB-MATCH" }))
      .catch((e: unknown) => e);
    expect(hit).toMatchObject({ reason: "http", httpStatus: 503 });
    expect(
      (await client.createCheckout(checkoutInput({ description: "order #FAB-MATCH" }))).transactionId,
    ).toBeTruthy();
    // two tests' faults at once: each keeps its own
    sim.control.failNext(1, "500", "order #FAB-ONE");
    sim.control.failNext(1, "429", "order #FAB-TWO");
    const two = await client.createCheckout(checkoutInput({ description: "order #FAB-TWO" })).catch((e: unknown) => e);
    const one = await client.createCheckout(checkoutInput({ description: "order #FAB-ONE" })).catch((e: unknown) => e);
    expect([(one as { httpStatus?: number }).httpStatus, (two as { httpStatus?: number }).httpStatus]).toEqual([
      500, 429,
    ]);
  });

  it("a hanging server → timeout after timeoutMs", async () => {
    sim.control.failNext(1, "hang");
    const started = Date.now();
    const error = await client.createCheckout(checkoutInput()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SibsUnavailableError);
    expect(error).toMatchObject({ reason: "timeout" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  it("an unreachable host → network; a 200 with a foreign body → invalid-body", async () => {
    const offline = new SibsClient({
      baseUrl: "http://127.0.0.1:1/x",
      token: "t",
      clientId: "c",
      terminalId: 1,
      timeoutMs: 500,
    });
    await expect(offline.getStatus("x")).rejects.toMatchObject({ reason: "network" });
    const html = new SibsClient({
      baseUrl: "https://api.example/x",
      token: "t",
      clientId: "c",
      terminalId: 1,
      fetch: async () => new Response("<html>maintenance</html>", { status: 200 }),
    });
    await expect(html.getStatus("x")).rejects.toMatchObject({ reason: "invalid-body" });
  });

  it("reads other documented shapes: upper-case status, string amounts, merchant.transactionId", async () => {
    const fake = new SibsClient({
      baseUrl: "https://api.example/sibs/spg/v2",
      token: "t",
      clientId: "c",
      terminalId: 1,
      fetch: async () =>
        Response.json({
          returnStatus: { statusCode: "000", statusMsg: "Success" },
          paymentStatus: "SUCCESS",
          paymentMethod: "MBWAY",
          transactionID: "s2bfw1g1P1siCSUjVPP8",
          transactionDateTime: "2026-03-12T10:48:44Z",
          amount: { currency: "EUR", value: "16.20" },
          merchant: { transactionId: "pay_1", terminalId: "99978" },
          extra: { anything: true },
        }),
    });
    expect(await fake.getStatus("s2bfw1g1P1siCSUjVPP8")).toMatchObject({
      paymentStatus: "Success",
      amountCents: 1620,
      merchantTransactionId: "pay_1",
      transactionDateTime: new Date("2026-03-12T10:48:44Z"),
    });
  });

  it("a 200 whose body is only a refusal (non-000 returnStatus) → SibsRequestError, not a retry", async () => {
    const refusing = new SibsClient({
      baseUrl: "https://api.example/x",
      token: "t",
      clientId: "c",
      terminalId: 1,
      fetch: async () => Response.json({ returnStatus: { statusCode: "E0504", statusMsg: "Declined" } }),
    });
    const error = await refusing.mbwayPurchase("T", "S", "+351912345678").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SibsRequestError);
    expect(error).toMatchObject({ httpStatus: 200, returnStatus: { statusCode: "E0504" } });
  });

  it("checks its options", () => {
    const ok = { baseUrl: "https://x.example", token: "t", clientId: "c", terminalId: 1 };
    expect(() => new SibsClient({ ...ok, baseUrl: "not a url" })).toThrow(TypeError);
    expect(() => new SibsClient({ ...ok, token: "" })).toThrow(TypeError);
    expect(() => new SibsClient({ ...ok, terminalId: 0 })).toThrow(TypeError);
    expect(() => new SibsClient({ ...ok, timeoutMs: 0 })).toThrow(TypeError);
    expect(new SibsClient({ ...ok, baseUrl: "https://x.example/v2/" }).baseUrl).toBe("https://x.example/v2");
  });

  it("builds the widget script URL", () => {
    expect(client.widgetScriptUrl("abc 1")).toBe(`${sim.widgetUrl}?id=abc%201`);
    const real = new SibsClient({ baseUrl: "https://x.example", token: "t", clientId: "c", terminalId: 1 });
    expect(real.widgetScriptUrl("T1")).toBe(`${SIBS_TEST_WIDGET_URL}?id=T1`);
  });
});

describe("amounts (integer cents ↔ SIBS euros)", () => {
  it("round-trips every amount up to 10 000 € exactly, through JSON", () => {
    for (let cents = 0; cents <= 1_000_000; cents++) {
      const text = JSON.stringify(centsToEuros(cents));
      const expected = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`.replace(/\.?0+$/, "");
      if (text !== (expected === "" ? "0" : expected)) throw new Error(`${cents} → ${text}`);
      if (eurosToCents(JSON.parse(text) as number) !== cents) throw new Error(`${text} ↛ ${cents}`);
    }
  });

  it("reads numbers and decimal strings; refuses the rest", () => {
    expect(eurosToCents(19.99)).toBe(1999);
    expect(() => eurosToCents(0.1 + 0.2)).toThrow(SibsAmountError); // 0.30000000000000004: float noise is refused
    expect(eurosToCents("16.20")).toBe(1620);
    expect(eurosToCents("10.0")).toBe(1000);
    expect(eurosToCents("5.100")).toBe(510);
    for (const bad of [1.005, -1, Number.NaN, "1e3", "12,50", "", "1.001"]) {
      expect(() => eurosToCents(bad)).toThrow(SibsAmountError);
    }
    expect(() => centsToEuros(1.5)).toThrow(TypeError);
    expect(() => centsToEuros(-1)).toThrow(TypeError);
  });

  it("the documented test cards pass Luhn", () => {
    for (const card of SIBS_TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(luhnValid("4111111111111111")).toBe(true);
    expect(luhnValid("4111111111111112")).toBe(false);
  });
});
