import { type ServerType, serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { expect } from "vitest";
import { randomUUID } from "node:crypto";
import { addToCart } from "../../core/cart/add-to-cart.ts";
import { saveCheckoutDraft } from "../../core/cart/save-checkout-draft.ts";
import { variantTable } from "../../core/catalog/catalog.sql.ts";
import { placeOrder } from "../../core/checkout/place-order.ts";
import { auth_user } from "../../core/customers/auth.sql.ts";
import { orderAccessToken } from "../../core/orders/order-access.ts";
import { orderTable } from "../../core/orders/orders.sql.ts";
import { paymentTable } from "../../core/payments/payments.sql.ts";
import { startPayment } from "../../core/payments/start-payment.ts";
import { shippingMethodTable } from "../../core/shipping/shipping.sql.ts";
import { type App, createApp } from "../../server/app.ts";
import type { AuthEmail } from "../../server/auth/better-auth.ts";
import { type Shop, composeShop } from "../../server/composition.ts";
import { loadConfig } from "../../server/config.ts";
import { Jar } from "./auth-app.ts";
import { TEST_LINK_SECRET } from "./services.ts";
import { type TestDatabase, openTestDatabase } from "./db.ts";

/** A signed-in user of {@link StaffTestApp}: id, e-mail and cookie jar. */
export interface TestUser {
  id: string;
  email: string;
  jar: Jar;
}

/** The answer of {@link StaffTestApp.call}: status, parsed JSON (or text) and the raw response. */
export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  body: any;
  res: Response;
}

/**
 * The whole app for back-office API tests: Better Auth (real sign-up, sessions, roles) and the
 * buying services (SIBS, UPS, MRW simulators) on a test database clone, served on a local port so
 * the SIBS simulator's webhooks reach it. `user(role)` signs a user up and, for staff roles, sets
 * the role and two-factor authentication on (staff must have it, issue 3).
 */
export interface StaffTestApp {
  tdb: TestDatabase;
  app: App;
  /** The composed shop (server/composition.ts): its services and the simulators tests drive. */
  shop: Shop;
  url: string;
  outbox: AuthEmail[];
  user(role?: string): Promise<TestUser>;
  call(method: string, path: string, jar?: Jar | null, body?: unknown): Promise<CallResult>;
  close(): Promise<void>;
}

const PASSWORD = "violet-harbour-lantern-42";

export async function openStaffTestApp(): Promise<StaffTestApp> {
  const tdb = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://" });
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const outbox: AuthEmail[] = [];
  const shop = await composeShop({
    config,
    database: tdb.handle,
    log,
    secret: TEST_LINK_SECRET,
    publicUrl: "https://shop.test",
    sendAccountEmail: async (email) => {
      outbox.push(email);
    },
  });
  const app = createApp({ config, database: tdb.handle, log, auth: shop.auth, services: shop.services });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  shop.setWebhookUrl(`${url}/api/sibs/webhook`);
  let seq = 0;

  const call: StaffTestApp["call"] = async (method, path, jar, body) => {
    const headers: Record<string, string> = { origin: "http://localhost" };
    if (jar) headers.cookie = jar.header();
    if (body !== undefined) headers["content-type"] = "application/json";
    const res = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    jar?.take(res);
    const text = await res.clone().text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (CSV, PDF): keep the text
    }
    return { status: res.status, body: parsed, res };
  };

  return {
    tdb,
    app,
    shop,
    url,
    outbox,
    call,
    async user(role = "customer") {
      await tdb.handle.db.execute(sql`delete from auth_rate_limit`);
      const email = `${role}-${Date.now().toString(36)}-${++seq}@example.com`;
      const res = await call("POST", "/api/auth/sign-up/email", null, { name: "Ana Silva", email, password: PASSWORD });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const mail = outbox.find((m) => m.to === email && m.template === "verify-email");
      const link = new URL(mail?.data.url ?? "");
      const verified = await app.request(`${link.pathname}${link.search}`);
      const jar = new Jar().take(verified);
      const [row] = await tdb.handle.db.select().from(auth_user).where(eq(auth_user.email, email));
      if (!row) throw new Error("sign-up lost");
      if (role !== "customer") {
        await tdb.handle.db.update(auth_user).set({ role, twoFactorEnabled: true }).where(eq(auth_user.id, row.id));
      }
      return { id: row.id, email, jar };
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await shop.stop();
      await tdb.close();
    },
  };
}

/**
 * Places a guest order (`quantity` units of the `variantOffset`-th variant by SKU, stock topped up)
 * shipped by `methodCode` to Lisbon, and pays it by MB WAY through the SIBS simulator.
 * @returns the order id, number, amount due (EUR cents), signed-link token and the SIBS transaction id
 */
export async function placePaidOrder(
  t: StaffTestApp,
  options: { methodCode?: string; variantOffset?: number; quantity?: number; email?: string } = {},
) {
  const ctx = t.tdb.ctx({ services: t.shop.services });
  const [variant] = await ctx.db
    .select()
    .from(variantTable)
    .orderBy(variantTable.sku)
    .limit(1)
    .offset(options.variantOffset ?? 41);
  await ctx.db
    .update(variantTable)
    .set({ stock: 500 })
    .where(eq(variantTable.id, variant?.id ?? ""));
  const [method] = await ctx.db
    .select()
    .from(shippingMethodTable)
    .where(eq(shippingMethodTable.code, options.methodCode ?? "mrw-pt-standard"));
  const added = await addToCart(ctx, {
    cart: { userId: null, guestToken: null },
    variantId: variant?.id ?? "",
    quantity: options.quantity ?? 2,
  });
  const ref = { userId: null, guestToken: added.newGuestToken ?? null };
  await saveCheckoutDraft(ctx, {
    cart: ref,
    email: options.email ?? `buyer-${randomUUID()}@example.com`,
    delivery: "address",
    address: {
      firstName: "Rui",
      lastName: "Costa",
      country: "PT",
      streetAddress: "Avenida da Liberdade",
      houseNumber: "200",
      city: "Lisboa",
      postcode: "1250-147",
      phone: "+351912345678",
    },
    shippingMethodId: method?.id,
  });
  const placed = await placeOrder(ctx, { cart: ref, idempotencyKey: randomUUID(), acceptTerms: true });
  const token = orderAccessToken(TEST_LINK_SECRET, placed.orderId);
  const started = await startPayment(ctx, {
    orderId: placed.orderId,
    method: "mbway",
    phone: "912345678",
    token,
  });
  const [payment] = await ctx.db.select().from(paymentTable).where(eq(paymentTable.id, started.paymentId));
  t.shop.simulators.sibs?.control.approveMbway(payment?.transactionId ?? "");
  const end = Date.now() + 8000;
  for (;;) {
    const [row] = await ctx.db.select().from(orderTable).where(eq(orderTable.id, placed.orderId));
    if (row?.status === "paid") break;
    if (Date.now() > end) throw new Error("order not paid in time");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    orderId: placed.orderId,
    number: placed.number,
    amountDueCents: placed.amountDueCents,
    token,
    transactionId: payment?.transactionId ?? "",
  };
}
