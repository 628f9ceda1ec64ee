import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailMessageTable } from "../../core/mail/mail.sql.ts";
import { queueEmail } from "../../core/mail/queue-email.ts";
import type { Actor, Ctx } from "../../core/shared/ctx.ts";
import { createId } from "../../core/shared/ids.ts";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import { loadOutboxList, loadOutboxMessage, parseOutboxQuery } from "./outbox-pages.server.ts";

let tdb: TestDatabase;
let base: Ctx;
const as = (actor: Actor | null): Ctx => ({ ...base, actor });
let admin: Ctx;
const ids: string[] = [];

/** What a loader threw: a redirect Response or a `data()` refusal, as status + data + location. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("location"), data: null };
    const e = error as { type?: string; data?: unknown; init?: ResponseInit | null };
    if (e.type === "DataWithResponseInit") {
      return { status: e.init?.status ?? 200, location: null, data: e.data, headers: new Headers(e.init?.headers) };
    }
    throw error;
  }
  throw new Error("expected the loader to throw");
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  base = tdb.ctx();
  admin = as({ userId: "usr_admin", roles: ["customer", "admin"] });
  // Three messages a minute apart (newest last), plus one failed message written directly.
  for (const [i, to] of ["ana@example.com", "Rui@Example.com", "ana@example.com"].entries()) {
    const at = new Date(Date.UTC(2026, 0, 10, 9, i));
    const queued = await queueEmail(
      { ...base, now: () => at },
      { to, template: "password-changed", locale: "en", data: { name: `N${i}` } },
    );
    ids.push(queued.id);
  }
  const failedAt = new Date(Date.UTC(2026, 0, 10, 9, 5));
  const failedId = createId("email", failedAt.getTime());
  await base.db.insert(emailMessageTable).values({
    id: failedId,
    toAddress: "bounce@example.com",
    locale: "pt",
    template: "verify-email",
    subject: "Confirme o seu e-mail",
    html: "<!doctype html><p>Olá</p>",
    text: "Olá https://shop.test/auth/verify?token=x",
    headers: { "Auto-Submitted": "auto-generated" },
    status: "failed",
    attempts: 5,
    lastError: "550 mailbox unavailable",
    createdAt: failedAt,
    updatedAt: failedAt,
  });
  ids.push(failedId);
}, 120_000);

afterAll(async () => {
  await tdb?.close();
});

describe("who may open the outbox", () => {
  it("sends an anonymous visitor to sign-in, back to the same list (filters kept)", async () => {
    const res = await thrown(loadOutboxList(as(null), new URLSearchParams("status=failed&offset=20")));
    expect(res.status).toBe(302);
    const to = new URL(res.location ?? "", "http://shop.test");
    expect(to.pathname).toBe("/admin/auth");
    expect(to.searchParams.get("callbackUrl")).toBe("/admin/outbox?status=failed&offset=20");

    const one = await thrown(loadOutboxMessage(as(null), ids[0] ?? ""));
    expect(new URL(one.location ?? "", "http://shop.test").searchParams.get("callbackUrl")).toBe(
      `/admin/outbox/${ids[0]}`,
    );
  });

  it("refuses a signed-in customer with 403 forbidden (list and message)", async () => {
    const customer = as({ userId: "usr_c", roles: ["customer"] });
    const list = await thrown(loadOutboxList(customer, new URLSearchParams()));
    expect(list).toMatchObject({ status: 403, data: { reason: "forbidden" } });
    expect(list.headers?.get("Cache-Control")).toBe("private, no-store");
    const one = await thrown(loadOutboxMessage(customer, ids[0] ?? ""));
    expect(one).toMatchObject({ status: 403, data: { reason: "forbidden" } });
    const wholesale = as({ userId: "usr_w", roles: ["customer", "wholesale"] });
    expect(await thrown(loadOutboxList(wholesale, new URLSearchParams()))).toMatchObject({ status: 403 });
  });

  it("tells an administrator without two-step verification to turn it on (403 twoFactorRequired)", async () => {
    const noTwoFactor = as({ userId: "usr_a2", roles: ["customer"], staffNeedsTwoFactor: true });
    expect(await thrown(loadOutboxList(noTwoFactor, new URLSearchParams()))).toMatchObject({
      status: 403,
      data: { reason: "twoFactorRequired" },
    });
    expect(await thrown(loadOutboxMessage(noTwoFactor, ids[0] ?? ""))).toMatchObject({
      status: 403,
      data: { reason: "twoFactorRequired" },
    });
  });
});

describe("the list (admin)", () => {
  it("shows every message newest first, with status, attempts and last error, and no HTML", async () => {
    const view = await loadOutboxList(admin, new URLSearchParams());
    expect(view.total).toBe(4);
    expect(view.items.map((m) => m.id)).toEqual([...ids].reverse());
    expect(view.items[0]).toMatchObject({
      to: "bounce@example.com",
      template: "verify-email",
      status: "failed",
      attempts: 5,
      lastError: "550 mailbox unavailable",
      createdAt: "2026-01-10T09:05:00.000Z",
    });
    expect(view.items[1]).toMatchObject({ status: "queued", attempts: 0, lastError: null });
    expect(view.items[0]).not.toHaveProperty("html");
    expect(view).toMatchObject({ first: 1, last: 4, offset: 0, limit: 20, previousHref: null, nextHref: null });
    expect(view.timeZone).toBe("Europe/Lisbon");
  });

  it("pages with offset/limit links that keep the filters", async () => {
    const first = await loadOutboxList(admin, new URLSearchParams("limit=2"));
    expect(first.items).toHaveLength(2);
    expect(first).toMatchObject({ first: 1, last: 2, total: 4, previousHref: null });
    expect(first.nextHref).toBe("/admin/outbox?offset=2&limit=2");
    const second = await loadOutboxList(admin, new URLSearchParams("offset=2&limit=2"));
    expect(second.items.map((m) => m.id)).toEqual([ids[1], ids[0]]);
    expect(second).toMatchObject({ first: 3, last: 4, nextHref: null, previousHref: "/admin/outbox?limit=2" });
    const filtered = await loadOutboxList(admin, new URLSearchParams("to=ana@example.com&limit=1"));
    expect(filtered.nextHref).toBe("/admin/outbox?to=ana%40example.com&offset=1&limit=1");
    expect(filtered.pageSizes.map((p) => p.href)).toEqual([
      "/admin/outbox?to=ana%40example.com",
      "/admin/outbox?to=ana%40example.com&limit=50",
      "/admin/outbox?to=ana%40example.com&limit=100",
    ]);
    expect(filtered.clearHref).toBe("/admin/outbox?limit=1");
  });

  it("filters by status and by recipient (any case)", async () => {
    const failed = await loadOutboxList(admin, new URLSearchParams("status=failed"));
    expect(failed.items.map((m) => m.id)).toEqual([ids[3]]);
    expect(failed.filters).toEqual({ status: "failed", to: "" });
    const rui = await loadOutboxList(admin, new URLSearchParams("to=%20rui@example.COM%20"));
    expect(rui.items.map((m) => m.id)).toEqual([ids[1]]);
    expect(rui.filters.to).toBe("rui@example.COM");
    const none = await loadOutboxList(admin, new URLSearchParams("status=sent"));
    expect(none).toMatchObject({ items: [], total: 0, first: 0, last: 0 });
  });

  it("ignores a query it cannot use instead of failing", async () => {
    expect(parseOutboxQuery(new URLSearchParams("status=bogus&offset=-3&limit=5000&to=%20"))).toEqual({
      status: "",
      to: "",
      offset: 0,
      limit: 20,
    });
    const view = await loadOutboxList(admin, new URLSearchParams("status=nope&limit=abc"));
    expect(view.total).toBe(4);
  });
});

describe("one message (admin)", () => {
  it("has both bodies, the headers and the delivery state", async () => {
    const view = await loadOutboxMessage(admin, ids[3] ?? "");
    expect(view).toMatchObject({
      to: "bounce@example.com",
      subject: "Confirme o seu e-mail",
      locale: "pt",
      status: "failed",
      attempts: 5,
      lastError: "550 mailbox unavailable",
      html: "<!doctype html><p>Olá</p>",
      text: "Olá https://shop.test/auth/verify?token=x",
      sentAt: null,
      headers: [["Auto-Submitted", "auto-generated"]],
    });
    const queued = await loadOutboxMessage(admin, ids[0] ?? "");
    expect(queued.html).toContain("<html");
    expect(queued.text).toContain("N0");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const unknown = createId("email");
    expect(await thrown(loadOutboxMessage(admin, unknown))).toMatchObject({
      status: 404,
      data: { reason: "notFound" },
    });
    expect(await thrown(loadOutboxMessage(admin, "../etc"))).toMatchObject({ status: 404 });
  });
});
