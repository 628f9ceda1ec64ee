import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as giftcardPage from "../app/routes/admin/giftcard.tsx";
import * as shippingEdit from "../app/routes/admin/shipping-edit.tsx";
import * as shippingList from "../app/routes/admin/shipping-list.tsx";
import type { Actor } from "../core/shared/ctx.ts";
import { type StaffTestApp, openStaffTestApp } from "./setup/staff-app.ts";

/**
 * The back-office pages for shipping methods (`/admin/shipping`, `/create`, `/{id}`) and gift cards
 * (`/admin/giftcard`), called through their loaders and actions as the router would: create, edit,
 * refuse bad input in words, delete only after the confirmation box; issue a gift card and list it
 * with its balance; a code in use is refused. Access per role is in tests/admin-authorization.test.ts.
 */

let t: StaffTestApp;
let admin: Actor;
let support: Actor;

beforeAll(async () => {
  t = await openStaffTestApp();
  admin = { userId: (await t.user("admin")).id, roles: ["admin"] };
  support = { userId: (await t.user("support_agent")).id, roles: ["support_agent"] };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: route modules are called with the router's loose args
type Fn = (args: any) => Promise<unknown>;
interface Outcome {
  status: number;
  location: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: loader data of several pages
  body: any;
}

async function call(
  fn: Fn,
  actor: Actor,
  path: string,
  params: Record<string, string> = {},
  form?: Record<string, string>,
) {
  const ctx = { ...t.tdb.ctx(), actor };
  const context = { get: () => ({ ctx, nonce: "", requestId: "pages" }) };
  const request = form
    ? new Request(`https://shop.test${path}`, { method: "POST", body: new URLSearchParams(form) })
    : new Request(`https://shop.test${path}`);
  try {
    const result = (await fn({ request, context, params })) as { data?: unknown; init?: { status?: number } };
    return { status: result?.init?.status ?? 200, location: null, body: result?.data } as Outcome;
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), body: null } as Outcome;
    // a refusal is thrown as `data(…, { status })` (requireStaff / adminCall)
    const refusal = thrown as { data?: unknown; init?: { status?: number } } | null;
    if (refusal?.init?.status) return { status: refusal.init.status, location: null, body: refusal.data } as Outcome;
    throw thrown;
  }
}

const method = {
  code: "mrw-islands-test",
  carrier: "mrw",
  name_en: "MRW islands",
  name_pt: "MRW ilhas",
  name_es: "MRW islas",
  description_en: "Madeira and the Azores",
  description_pt: "Madeira e Açores",
  description_es: "Madeira y Azores",
  price: "9,95",
  freeOver: "",
  minDays: "2",
  maxDays: "5",
  countries: "pt, es",
  serviceCode: "",
  sortOrder: "5",
  active: "on",
};

describe("admin shipping method pages", () => {
  it("creates, edits and deletes a method after the confirmation, refusing bad input in words", async () => {
    const created = await call(shippingEdit.action as Fn, admin, "/admin/shipping/create", {}, method);
    expect(created.status).toBe(302);
    const id = /\/admin\/shipping\/([^?]+)\?saved=1$/.exec(created.location ?? "")?.[1] as string;
    expect(id).toBeTruthy();

    const list = await call(shippingList.loader as Fn, admin, "/admin/shipping");
    const row = list.body.methods.find((m: { id: string }) => m.id === id);
    expect(row).toMatchObject({ carrier: "mrw", priceCents: 995, countries: ["PT", "ES"], minDays: 2, maxDays: 5 });

    const again = await call(shippingEdit.action as Fn, admin, "/admin/shipping/create", {}, method);
    expect(again).toMatchObject({ status: 409, body: { error: "SHIPPING_METHOD_CODE_EXISTS" } });
    const bad = await call(
      shippingEdit.action as Fn,
      admin,
      `/admin/shipping/${id}`,
      { id },
      { ...method, price: "lots" },
    );
    expect(bad).toMatchObject({ status: 400, body: { error: "INVALID_INPUT", field: "priceCents" } });
    const ups = await call(
      shippingEdit.action as Fn,
      admin,
      `/admin/shipping/${id}`,
      { id },
      { ...method, toAccessPoint: "on" },
    );
    expect(ups).toMatchObject({ status: 400, body: { error: "INVALID_INPUT", field: "toAccessPoint" } });

    const edited = await call(
      shippingEdit.action as Fn,
      admin,
      `/admin/shipping/${id}`,
      { id },
      { ...method, price: "12" },
    );
    expect(edited.location).toBe(`/admin/shipping/${id}?saved=1`);
    const page = await call(shippingEdit.loader as Fn, admin, `/admin/shipping/${id}?saved=1`, { id });
    expect(page.body).toMatchObject({ saved: true, method: { priceCents: 1200, name: { pt: "MRW ilhas" } } });

    const refused = await call(
      shippingEdit.action as Fn,
      support,
      `/admin/shipping/${id}`,
      { id },
      { intent: "delete", confirm: "on" },
    );
    expect(refused.status).toBe(403);
    const unconfirmed = await call(
      shippingEdit.action as Fn,
      admin,
      `/admin/shipping/${id}`,
      { id },
      { intent: "delete" },
    );
    expect(unconfirmed).toMatchObject({ status: 400, body: { error: "CONFIRM_DELETE" } });
    const deleted = await call(
      shippingEdit.action as Fn,
      admin,
      `/admin/shipping/${id}`,
      { id },
      { intent: "delete", confirm: "on" },
    );
    expect(deleted).toMatchObject({ status: 302, location: "/admin/shipping?deleted=1" });
    const gone = await call(shippingEdit.loader as Fn, admin, `/admin/shipping/${id}`, { id });
    expect(gone.status).toBe(404);
  }, 60_000);
});

describe("admin gift card page", () => {
  it("issues a gift card, lists it with balance, initial amount and last day, and refuses a code in use", async () => {
    const form = { code: "gift-page-1", amount: "25,50", expiresOn: "2030-01-31", active: "on" };
    const issued = await call(giftcardPage.action as Fn, admin, "/admin/giftcard", {}, form);
    expect(issued.status).toBe(302);
    expect(issued.location).toMatch(/^\/admin\/giftcard\?issued=/);

    const page = await call(giftcardPage.loader as Fn, admin, "/admin/giftcard");
    expect(page.body.mayIssue).toBe(true);
    const card = page.body.cards.find((c: { code: string }) => c.code.toLowerCase() === "gift-page-1");
    expect(card).toMatchObject({ initialCents: 2550, balanceCents: 2550, active: true });
    // good through 31 January (UTC): it ends when 1 February starts
    expect(card.expiresAt).toBe("2030-02-01T00:00:00.000Z");

    const twice = await call(giftcardPage.action as Fn, admin, "/admin/giftcard", {}, form);
    expect(twice).toMatchObject({ status: 409, body: { error: "COUPON_CODE_EXISTS" } });
    const tooSmall = await call(
      giftcardPage.action as Fn,
      admin,
      "/admin/giftcard",
      {},
      { ...form, code: "gift-page-2", amount: "0.50" },
    );
    expect(tooSmall).toMatchObject({ status: 400, body: { error: "INVALID_INPUT", field: "initialCents" } });
  }, 60_000);
});
