import pino from "pino";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createCtx } from "../../core/shared/ctx.ts";
import type { Database } from "../../db/client.ts";
import { pageContext } from "./context.server.ts";
import { requireUser } from "./session.server.ts";
import { testServices } from "../../tests/setup/services.ts";

const contextWith = (actor: { userId: string; roles: ("customer" | "admin")[] } | null) => {
  const context = new RouterContextProvider();
  context.set(pageContext, {
    ctx: createCtx({ services: testServices(), db: {} as Database, log: pino({ level: "silent" }), actor }),
    nonce: "n",
    requestId: "r",
    encoding: null,
  });
  return context;
};

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a redirect");
}

describe("requireUser", () => {
  it("returns the signed-in actor", async () => {
    const actor = { userId: "usr_1", roles: ["customer" as const] };
    expect(await requireUser(new Request("http://shop.test/user"), contextWith(actor))).toEqual(actor);
  });

  it("sends a visitor without a session to sign-in with SessionRequired and the way back (spec §2)", async () => {
    const res = await thrown(
      requireUser(new Request("http://shop.test/user/order?offset=10&limit=5"), contextWith(null)),
    );
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get("location")!, "http://shop.test");
    expect(to.pathname).toBe("/auth/auth");
    expect(to.searchParams.get("error")).toBe("SessionRequired");
    expect(to.searchParams.get("callbackUrl")).toBe("/user/order?offset=10&limit=5");
  });

  it("returns to the page of a form, not its posted query, after a POST", async () => {
    const res = await thrown(
      requireUser(new Request("http://shop.test/user/address/adr_1?index", { method: "POST" }), contextWith(null)),
    );
    expect(new URL(res.headers.get("location")!, "http://shop.test").searchParams.get("callbackUrl")).toBe(
      "/user/address/adr_1",
    );
  });
});
