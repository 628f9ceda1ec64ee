import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, openAuthTestApp } from "../../tests/setup/auth-app.ts";
import { nullableRefsAsAnyOf, standardStatusesOf, withStandardResponses } from "./standard-responses.ts";

// biome-ignore lint/suspicious/noExplicitAny: the document is JSON
type Doc = { paths: Record<string, Record<string, any>>; components: Record<string, any> };

let t: AuthTestApp;
let doc: Doc;

beforeAll(async () => {
  t = await openAuthTestApp();
  doc = (await (await t.app.request("/api/openapi.json")).json()) as Doc;
});

afterAll(async () => {
  await t?.close();
});

describe("a method a path does not serve (issue 14)", () => {
  it.each([
    ["DELETE", "/api/cart", "GET, HEAD"],
    ["POST", "/api/gallery", "GET, HEAD"],
    ["PATCH", "/api/product/prd_nope", "GET, HEAD, PUT"],
    // Hono would dispatch these to the `{id}` routes, so they are served at the path too
    ["POST", "/api/product/search", "GET, HEAD, PUT"],
    ["PUT", "/api/customize/multidelete", "DELETE, GET, HEAD, POST"],
    // Better Auth's mount serves GET and POST under /api/auth/*
    ["PUT", "/api/auth/get-session", "GET, HEAD, POST"],
  ])("%s %s → 405 with Allow: %s and the error body", async (method, path, allow) => {
    const res = await t.app.request(path, { method, headers: { origin: "http://localhost" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("METHOD_NOT_ALLOWED");
    expect(body.error.message).toContain(method);
  });

  it("the message is in the request's language", async () => {
    const res = await t.app.request("/api/cart", {
      method: "DELETE",
      headers: { origin: "http://localhost", "accept-language": "pt-PT" },
    });
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "Esta chamada não aceita DELETE; aceita GET, HEAD.",
    );
  });

  it("a path no method serves stays a 404, and the served method still answers", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await t.app.request("/api/no-such-call", { method, headers: { origin: "http://localhost" } });
      expect(res.status, method).toBe(404);
      expect(res.headers.get("allow")).toBeNull();
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
    expect((await t.app.request("/api/product/search")).status).toBe(200);
    expect((await t.app.request("/api/product/search", { method: "HEAD" })).status).toBe(200);
  });
});

describe("the OpenAPI document's error answers (issue 14)", () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  it("every operation documents 400 and 500; writes 403; path ids 404; bodies 413 and 415; signed-in calls 401", () => {
    expect(operations().length).toBeGreaterThan(100);
    for (const { path, method, op } of operations()) {
      const statuses = Object.keys(op.responses);
      const name = `${method.toUpperCase()} ${path}`;
      expect(statuses, name).toEqual(expect.arrayContaining(["400", "500"]));
      if (method !== "get") expect(statuses, name).toContain("403");
      if (path.includes("{")) expect(statuses, name).toContain("404");
      if (op.requestBody) expect(statuses, name).toEqual(expect.arrayContaining(["413", "415"]));
      if (op.security?.length) expect(statuses, name).toContain("401");
    }
  });

  it("the calls the fuzzer caught answering undocumented statuses now list them", () => {
    expect(Object.keys(doc.paths["/gallery"]?.get.responses)).toContain("400");
    expect(Object.keys(doc.paths["/product/{id}/reviews"]?.get.responses)).toEqual(
      expect.arrayContaining(["400", "404"]),
    );
    expect(Object.keys(doc.paths["/newsletter/unsubscribe"]?.get.responses)).toContain("400");
    expect(Object.keys(doc.paths["/customize/multidelete"]?.post.responses)).toEqual(
      expect.arrayContaining(["400", "403"]),
    );
    expect(Object.keys(doc.paths["/customer/delete"]?.post.responses)).toEqual(expect.arrayContaining(["400", "403"]));
  });

  it("standard answers are references to components.responses with the Error body; a route's own text wins", () => {
    const responses = doc.paths["/gallery"]?.get.responses;
    expect(responses["400"]).toEqual({ $ref: "#/components/responses/BadRequest" });
    expect(doc.components.responses.BadRequest.content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Error",
    });
    for (const match of JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/responses\/([^"]+)"/g)) {
      expect(doc.components.responses[match[1] as string], match[1]).toBeDefined();
    }
    // customize's own 409 and 404 descriptions are kept
    expect(doc.paths["/customize/{id}"]?.get.responses["404"].$ref).toBeUndefined();
  });

  it("GET /wholesale is documented as the application or null", () => {
    const schema = doc.paths["/wholesale"]?.get.responses["200"].content["application/json"].schema;
    expect(schema).toEqual({ anyOf: [{ $ref: "#/components/schemas/WholesaleApplication" }, { type: "null" }] });
    expect(JSON.stringify(doc)).not.toMatch(/"allOf":\[\{"\$ref":"[^"]+"\},\{"type":\["object","null"\]\}\]/);
  });

  it("a nullable reference becomes anyOf [ref, null]; other allOf stay", () => {
    // GET /wholesale's live null answer is checked against the document signed in by the fuzzing
    // suite (tests/openapi-fuzz.test.ts).
    const fragment = nullableRefsAsAnyOf({
      a: { allOf: [{ $ref: "#/components/schemas/X" }, { type: ["object", "null"] }] },
      b: { allOf: [{ $ref: "#/components/schemas/Y" }, { description: "kept" }] },
    });
    expect(fragment.a).toEqual({ anyOf: [{ $ref: "#/components/schemas/X" }, { type: "null" }] });
    expect(fragment.b.allOf).toHaveLength(2);
  });
});

describe("standardStatusesOf", () => {
  it("applies each standard status by its rule", () => {
    expect(standardStatusesOf("get", "/product", {})).toEqual([400, 500]);
    expect(standardStatusesOf("get", "/customer", { security: [{ cookieAuth: [] }] })).toEqual([400, 401, 500]);
    expect(standardStatusesOf("post", "/cart/line/{id}", { requestBody: {} })).toEqual([400, 403, 404, 413, 415, 500]);
    expect(standardStatusesOf("delete", "/customize/{id}", {})).toEqual([400, 403, 404, 500]);
  });

  it("keeps the operation's own description of a standard status", () => {
    const own = { description: "Ticket not found", content: {} };
    const document: Doc = withStandardResponses({
      components: {},
      paths: { "/x/{id}": { get: { responses: { 200: { description: "ok" }, 404: own } } } },
    });
    expect(document.paths["/x/{id}"]?.get.responses[404]).toBe(own);
    expect(document.paths["/x/{id}"]?.get.responses[400]).toEqual({ $ref: "#/components/responses/BadRequest" });
  });
});
