import type { APIRequestContext, Page } from "@playwright/test";
import { signUpVerified, uniqueEmail } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";
import { signInStaff } from "./staff.ts";

/**
 * The shared page cache for anonymous visitors (issue 17, ADR 0026 "Page cache") on the production build: a
 * visitor without cookies gets the stored product page; after staff change the price, the very next anonymous view
 * shows the new price (never the old one) and is stored again; a signed-in customer and a visitor with a cart are
 * always rendered for themselves; languages and currencies never cross. `X-Page-Cache` says what the cache did.
 */

const PRODUCT = "/product/essential-organic-tee";

/** The product page's own price (EUR cents) and currency, from its HTML. */
function priceOf(html: string): { cents: number; currency: string } {
  const m = /data-testid="product-price"><span[^>]*data-eur-cents="(\d+)" data-currency="([a-z]{3})"/.exec(html);
  if (!m) throw new Error("no product price on the page");
  return { cents: Number(m[1]), currency: m[2] ?? "" };
}

/** A page as a visitor with `cookie` (none: anonymous) sees it: its HTML and the cache's answer. */
async function view(request: APIRequestContext, path: string, cookie?: string) {
  const res = await request.get(path, { headers: { "accept-language": "en", ...(cookie ? { cookie } : {}) } });
  expect(res.status(), path).toBe(200);
  return { html: await res.text(), cache: res.headers()["x-page-cache"], control: res.headers()["cache-control"] };
}

/**
 * Views `path` until the page cache answers it ("hit"), at most 10 times, and returns every view: journeys running
 * in parallel place orders and save products, and any such write empties the whole cache (ADR 0026 invalidates per
 * topic), so a hit can take another view. Callers check each view's content.
 */
async function viewsUntilHit(request: APIRequestContext, path: string, cookie?: string) {
  const views: Awaited<ReturnType<typeof view>>[] = [];
  while (views.length < 10) {
    const seen = await view(request, path, cookie);
    views.push(seen);
    if (seen.cache === "hit") return views;
  }
  throw new Error(`${path}: no page cache hit in ${views.length} views`);
}

/** A JSON call in the staff page's session. */
async function api<T>(page: Page, method: "GET" | "PUT", path: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

test("an anonymous visitor gets the cached product page, and after a price change never the old price", async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const cached = (await viewsUntilHit(anonymous, PRODUCT)).at(-1) as Awaited<ReturnType<typeof view>>;
  expect(cached.control).toContain("s-maxage");
  const before = priceOf(cached.html).cents;

  await signInStaff(page, "catalog_editor", "/admin/product/list");
  const { items } = await api<{ items: { id: string; slug: string }[] }>(
    page,
    "GET",
    "/admin/product?q=essential-organic-tee",
  );
  const id = items.find((p) => p.slug === "essential-organic-tee")?.id ?? "";
  const product = await api<Record<string, unknown> & { priceCents: number; updatedAt: string }>(
    page,
    "GET",
    `/admin/product/${id}`,
  );
  const priceCents = product.priceCents + 100;
  await api(page, "PUT", `/admin/product/${id}`, { ...product, priceCents, expectedUpdatedAt: product.updatedAt });
  expect(priceCents).not.toBe(before);

  // the save has committed when it answers: the next anonymous view is rendered again, with the new price
  const after = await view(anonymous, PRODUCT);
  expect(after.cache).toBe("miss");
  expect(priceOf(after.html).cents).toBe(priceCents);
  for (const again of await viewsUntilHit(anonymous, PRODUCT)) expect(priceOf(again.html).cents).toBe(priceCents);
  // the staff member's own pages are never from the cache
  const staffView = await page.request.get(PRODUCT);
  expect(staffView.headers()["x-page-cache"]).toBe("bypass");
  await anonymous.dispose();
});

test("a signed-in customer and a visitor with a cart are never served a cached page", async ({
  page,
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  await viewsUntilHit(anonymous, PRODUCT);

  await signUpVerified(page, { email: uniqueEmail("page-cache") });
  for (let i = 0; i < 2; i++) {
    const res = await page.request.get(PRODUCT);
    expect(res.headers()["x-page-cache"]).toBe("bypass");
    expect(res.headers()["cache-control"]).toBe("private, no-store");
    expect(await res.text()).toContain('data-status="authenticated"');
  }

  const shopper = await playwright.request.newContext({ baseURL });
  const product = (await (await shopper.get(`/api${PRODUCT}`)).json()) as { variants: { id: string; stock: number }[] };
  const variant = product.variants.find((v) => v.stock > 0);
  const added = await shopper.post("/api/cart/line", {
    data: { variantId: variant?.id, quantity: 1 },
    headers: { origin: baseURL ?? "" },
  });
  expect(added.ok(), await added.text()).toBe(true);
  for (let i = 0; i < 2; i++) {
    const res = await shopper.get(PRODUCT);
    expect(res.headers()["x-page-cache"]).toBe("bypass");
    expect(await res.text()).toMatch(/data-testid="cart-count"[^>]*>1</);
  }
  await anonymous.dispose();
  await shopper.dispose();
});

test("languages and currencies never cross", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const path = "/product/search?sort=price-asc";
  const variants = [
    { cookie: undefined, lang: "en", currency: "eur" },
    { cookie: "lng=pt", lang: "pt-PT", currency: "eur" },
    { cookie: "lng=es; currency=usd", lang: "es", currency: "usd" },
    { cookie: "currency=gbp", lang: "en", currency: "gbp" },
  ];
  const check = (page: Awaited<ReturnType<typeof view>>, v: (typeof variants)[number], round: number) => {
    expect(page.html, `${v.cookie} round ${round}`).toContain(`<html lang="${v.lang}"`);
    const currencies = new Set([...page.html.matchAll(/data-currency="([a-z]{3})"/g)].map((m) => m[1]));
    expect([...currencies], `${v.cookie} round ${round}`).toEqual([v.currency]);
  };
  // twice each, interleaved: the second round comes from the cache (viewed until it does: another journey's write
  // can empty it), each in its own language and currency
  for (const v of variants) check(await view(anonymous, path, v.cookie), v, 0);
  for (const v of variants) for (const page of await viewsUntilHit(anonymous, path, v.cookie)) check(page, v, 1);
  await anonymous.dispose();
});
