import { Writable } from "node:stream";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "../app/entry.server.tsx";
import { pageContext } from "../app/lib/context.server.ts";
import { createCtx } from "../core/shared/ctx.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { testServices } from "../tests/setup/services.ts";

/**
 * Issue 14: every 500 leaves an error log line carrying the request id, whoever answered it (the
 * API's error mapper, the page renderer, a page's loader or action), and a 503 of an outside
 * service a warning. Before, a page error was only printed by React Router to stderr.
 */

type Line = { level: number; msg: string; requestId?: string; status?: number; err?: { message?: string } };

/** A pino logger whose JSON lines land in `lines`. */
function capture() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const text of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  return { log: pino({ level: "info" }, stream), lines };
}

/** A database whose every query fails (the API's handlers then throw a plain Error). */
const brokenDatabase = {
  driver: "pglite",
  db: new Proxy(
    {},
    {
      get() {
        throw new Error("connection refused");
      },
    },
  ),
  close: async () => {},
} as unknown as DatabaseHandle;

const ERROR = 50;
const WARN = 40;

describe("500s are logged with the request id", () => {
  it("an API call that fails unexpectedly: the mapper's error line and the request line, one request id", async () => {
    const { log, lines } = capture();
    const app = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test" }),
      database: brokenDatabase,
      log,
    });
    const res = await app.request("/api/category");
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id");
    expect(id).toBeTruthy();
    const errors = lines.filter((l) => l.level === ERROR);
    expect(errors.map((l) => l.msg)).toEqual(["unhandled error", "request"]);
    expect(errors.every((l) => l.requestId === id)).toBe(true);
    expect(errors[0]?.err?.message).toBe("connection refused");
  });

  it("a page answered 500 by the renderer (an error boundary) leaves an error request line", async () => {
    const { log, lines } = capture();
    const app = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test" }),
      database: brokenDatabase,
      log,
      renderPage: async () => new Response("<h1>Something went wrong</h1>", { status: 500 }),
    });
    const res = await app.request("/payment?order=ord_x");
    expect(res.status).toBe(500);
    const line = lines.find((l) => l.msg === "request");
    expect(line).toMatchObject({ level: ERROR, status: 500, requestId: res.headers.get("x-request-id") });
  });

  it("a renderer that throws: mapped to 500 and logged with the request id", async () => {
    const { log, lines } = capture();
    const app = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test" }),
      database: brokenDatabase,
      log,
      renderPage: async () => {
        throw new Error("render blew up");
      },
    });
    const res = await app.request("/cart");
    expect(res.status).toBe(500);
    const id = res.headers.get("x-request-id");
    expect(lines.filter((l) => l.level === ERROR && l.requestId === id).map((l) => l.msg)).toEqual([
      "unhandled error",
      "request",
    ]);
  });

  it("a 503 (an outside service down) is a warning, not an error", async () => {
    const { log, lines } = capture();
    const app = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test" }),
      database: brokenDatabase,
      log,
      renderPage: async () => new Response("unavailable", { status: 503 }),
    });
    await app.request("/payment?order=ord_x");
    expect(lines.find((l) => l.msg === "request")?.level).toBe(WARN);
  });

  it("React Router's handleError logs a loader or action error through the request's logger", () => {
    const { log, lines } = capture();
    const context = new RouterContextProvider();
    const reqLog = log.child({ requestId: "req-1" });
    context.set(pageContext, {
      ctx: createCtx({ services: testServices(), db: brokenDatabase.db, log: reqLog }),
      nonce: "",
      requestId: "req-1",
      encoding: null,
    });
    const request = new Request("http://shop.test/payment?order=ord_1", { method: "POST" });
    handleError(new Error("gateway class mismatch"), { request, context, params: {} });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: ERROR, msg: "page error", requestId: "req-1", path: "/payment" });
    expect(lines[0]?.err?.message).toBe("gateway class mismatch");
  });

  it("an aborted request (the visitor left) is not logged", () => {
    const { log, lines } = capture();
    const context = new RouterContextProvider();
    context.set(pageContext, {
      ctx: createCtx({ services: testServices(), db: brokenDatabase.db, log }),
      nonce: "",
      requestId: "req-2",
      encoding: null,
    });
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), {
      request: new Request("http://shop.test/", { signal: controller.signal }),
      context,
      params: {},
    });
    expect(lines).toHaveLength(0);
  });
});
