import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { type App, createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { BODY_LIMITS, bodyLimitClassOf, multipartControlCharacterField } from "./request-body.ts";
import { testServices } from "../../tests/setup/services.ts";

let tdb: TestDatabase;
let app: App;

beforeAll(async () => {
  tdb = await openTestDatabase();
  app = createApp({
    services: testServices(),
    config: loadConfig({ NODE_ENV: "test" }),
    database: tdb.handle,
    log: pino({ level: "silent" }),
  });
});
afterAll(() => tdb?.close());

const KB = 1024;
const MB = 1024 * KB;

/** A body that is produced only as it is read, `chunk` bytes at a time up to `total`; `pulled()` says how much was read. */
function lazyBody(total: number, chunk = 64 * KB) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(chunk, total - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("body limits by route class (issue 14)", () => {
  it.each([
    ["/api/cart/line", "application/json", BODY_LIMITS.json],
    ["/api/cart/checkout", "application/json", BODY_LIMITS.json],
    ["/api/auth/sign-in/email", "application/json", BODY_LIMITS.json],
    ["/api/customize", "application/json", BODY_LIMITS.document],
    ["/api/customize/multidelete", "application/json", BODY_LIMITS.document],
    ["/api/admin/product/prd_1", "application/json", BODY_LIMITS.document],
    ["/api/sibs/webhook", "text/plain", BODY_LIMITS.webhook],
    ["/api/upload/image", "multipart/form-data; boundary=x", BODY_LIMITS.artwork],
    ["/api/upload/file", "multipart/form-data; boundary=x", BODY_LIMITS.file],
    ["/api/return/photo", "multipart/form-data; boundary=x", BODY_LIMITS.returnPhoto],
    ["/api/contact", "multipart/form-data; boundary=x", BODY_LIMITS.ticketFiles],
    ["/api/order/ord_1/message", "multipart/form-data; boundary=x", BODY_LIMITS.orderMessage],
    ["/api/feedback/oln_1", "multipart/form-data; boundary=x", BODY_LIMITS.reviewPhotos],
    ["/product/prd_1", "application/x-www-form-urlencoded", BODY_LIMITS.pageForm],
    ["/contact", "multipart/form-data; boundary=x", BODY_LIMITS.pageUpload],
  ])("%s (%s) is limited as %o", (path, type, cls) => {
    expect(bodyLimitClassOf(path, type)).toBe(cls);
  });

  it("limits JSON to 64 kB, uploads to their documented maximum (25 MB artwork)", () => {
    expect(BODY_LIMITS.json.maxBytes).toBe(64 * KB);
    expect(BODY_LIMITS.document.maxBytes).toBe(1 * MB);
    expect(BODY_LIMITS.artwork.shownBytes).toBe(25 * MB);
    expect(BODY_LIMITS.artwork.maxBytes).toBeLessThanOrEqual(26 * MB);
  });

  it("refuses a 10 MB JSON body by its Content-Length with a translated 413, before reading it", async () => {
    const body = lazyBody(10 * MB);
    const res = await app.request("/api/cart/line", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(10 * MB), "accept-language": "pt-PT" },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: {
        code: "PAYLOAD_TOO_LARGE",
        message: "body: Foi enviado demasiado de uma só vez: aqui são aceites no máximo 64 kB.",
        field: "body",
        details: { maxBytes: 64 * KB },
      },
    });
    expect(body.pulled()).toBeLessThanOrEqual(128 * KB);
  });

  it("cuts a streamed body without Content-Length at the limit (100 MB to PUT /api/cart/checkout)", async () => {
    const body = lazyBody(100 * MB);
    const res = await app.request("/api/cart/checkout", {
      method: "PUT",
      headers: { "content-type": "application/json", "accept-language": "es" },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    const json = await res.json();
    expect(json.error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", field: "body" });
    expect(json.error.message).toContain("como máximo 64 kB");
    expect(body.pulled()).toBeLessThanOrEqual(64 * KB + 2 * 64 * KB);
  });

  it("lets a design document up to 1 MB through, and not past it", async () => {
    const doc = (size: number) => JSON.stringify({ name: "x".repeat(size) });
    const ok = await app.request("/api/customize", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: doc(500 * KB),
    });
    expect(ok.status).not.toBe(413);
    const big = await app.request("/api/customize", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: doc(2 * MB),
    });
    expect(big.status).toBe(413);
  });

  it("limits page form posts: 1 MB of fields, and the largest attachment form when multipart", async () => {
    const form = await app.request("/product/prd_1", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "en" },
      body: `note=${"a".repeat(2 * MB)}`,
    });
    expect(form.status).toBe(413);
    expect(form.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await form.text()).toContain("at most 1 MB");
    const upload = new FormData();
    upload.set("attachments", new File([new Uint8Array(5 * MB)], "scan.pdf", { type: "application/pdf" }));
    const multipart = await app.request("/contact", { method: "POST", body: upload });
    expect(multipart.status).not.toBe(413);
  });
});

describe("control characters, refused once for every input (issue 14)", () => {
  const postJson = (path: string, body: unknown) =>
    app.request(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it.each([
    ["a NUL in a variant id", "/api/cart/line", { variantId: "var_\u0000", quantity: 1 }, "variantId"],
    [
      "a NUL in an address line",
      "/api/cart/checkout",
      { address: { streetAddress: "Rua\u0000 1" } },
      "address.streetAddress",
    ],
    ["a NUL in a coupon code", "/api/cart/checkout", { couponCode: "WELCOME\u0000" }, "couponCode"],
    ["a bell in a design name", "/api/customize", { name: "My\u0007design" }, "name"],
    ["an escape in a list item", "/api/customize/multidelete", { ids: ["dsg_1", "dsg_\u001b"] }, "ids.1"],
    ["DEL in a key", "/api/cart/line", { "variant\u007fId": "var_1" }, "variant\u007fId"],
    ["a C1 control", "/api/contact", { message: "hi\u0085there" }, "message"],
    ["a NUL in Better Auth's sign-up", "/api/auth/sign-up/email", { name: "Ana\u0000", email: "a@b.c" }, "name"],
  ])("refuses %s with 400 INVALID_CHARACTERS naming the field", async (_label, path, body, field) => {
    const res = await postJson(path, body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error).toMatchObject({ code: "INVALID_CHARACTERS", field });
    expect(json.error.message).toContain("not allowed");
  });

  it("keeps tabs and line breaks in body text (multi-line messages and notes)", async () => {
    const res = await postJson("/api/cart/line", { note: "line one\r\nline\ttwo\n" });
    // the route's own answer (no variant given), not the guard's
    expect((await res.json()).error?.code).not.toBe("INVALID_CHARACTERS");
  });

  it("refuses control characters in the path and the query (tab and newline too, except in query values)", async () => {
    const path = await app.request("/api/cart/line/oln_%00");
    expect(path.status).toBe(400);
    expect((await path.json()).error).toMatchObject({ code: "INVALID_CHARACTERS", field: "path" });
    const query = await app.request("/api/product?q=hood%00ie");
    expect((await query.json()).error).toMatchObject({ code: "INVALID_CHARACTERS", field: "q" });
    const name = await app.request("/api/product?q%0A=x");
    expect((await name.json()).error).toMatchObject({ code: "INVALID_CHARACTERS", field: "query" });
    // a pasted search with a tab is the route's to read
    const tab = await app.request("/api/product?q=hood%09ie");
    expect(tab.status).not.toBe(400);
  });

  it("refuses them in page form posts (urlencoded and multipart text), with a page in the visitor's language", async () => {
    const res = await app.request("/product/prd_1", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": "es" },
      body: "variantId=var_%00&quantity=1",
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("no están permitidos");
    const form = new FormData();
    form.set("message", "hello\u0000");
    expect((await app.request("/contact", { method: "POST", body: form })).status).toBe(400);
  });

  it("does not look inside file parts of a multipart body", async () => {
    const form = new FormData();
    form.set("message", "Hello,\nthe file is attached.");
    form.set("attachments", new File([new Uint8Array([0, 1, 2, 3, 0x7f, 0x85])], "a.bin"));
    const req = new Request("http://x/", { method: "POST", body: form });
    const bytes = new Uint8Array(await req.arrayBuffer());
    expect(multipartControlCharacterField(bytes, req.headers.get("content-type") ?? "")).toBeNull();
    form.set("subject", "bad\u0001");
    const bad = new Request("http://x/", { method: "POST", body: form });
    const badBytes = new Uint8Array(await bad.arrayBuffer());
    expect(multipartControlCharacterField(badBytes, bad.headers.get("content-type") ?? "")).toBe("subject");
  });
});
