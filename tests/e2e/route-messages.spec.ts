import { readFileSync, readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Per-route messages (issue 17, ADR 0027): the first page carries only its own namespaces, so a
 * client-side navigation to each storefront route must load the next route's messages before it
 * renders: the page shows translated text, never a key name, in pt and es.
 */

const localesDir = new URL("../../app/locales/", import.meta.url);

/** Every dotted key path (`ns` excluded, at least two segments) of the English messages. */
function dottedKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (value: unknown, prefix: string) => {
    if (typeof value === "string") {
      if (prefix.includes(".")) keys.add(prefix);
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  for (const file of readdirSync(new URL("en/", localesDir)).filter((f) => f.endsWith(".json"))) {
    walk(JSON.parse(readFileSync(new URL(`en/${file}`, localesDir), "utf8")), "");
  }
  return keys;
}
const KEYS = dottedKeys();

/** The visible text's words that are message keys (empty when every text is translated). */
async function keyNamesShown(page: Page): Promise<string[]> {
  const text = await page.locator("body").innerText();
  return [...new Set(text.match(/[A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+/g) ?? [])].filter((w) => KEYS.has(w));
}

/** The document title, when it is a message key (a route's `meta` reading a namespace the page did not get). */
async function keyNameTitle(page: Page): Promise<string[]> {
  const title = await page.title();
  return KEYS.has(title.trim()) ? [title] : [];
}

/** Fails when the last navigation reloaded the document instead of rendering client-side. */
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

for (const [lng, texts] of [
  ["pt", { cartTitle: /O seu carrinho|Carrinho/i }],
  ["es", { cartTitle: /Tu carrito|Carrito/i }],
] as const) {
  test(`client-side navigation through the storefront shows ${lng} texts, no key names`, async ({ page }) => {
    await page.goto(`/about?lng=${lng}`);
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lng}`));
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });

    // home
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectSameDocument(page);
    expect(await keyNamesShown(page)).toEqual([]);
    expect(await keyNameTitle(page)).toEqual([]);

    // search
    await page.goto(`/about?lng=${lng}`);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });
    await page.locator('a[href^="/product/search"]').first().click();
    await expect(page).toHaveURL(/\/product\/search/);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await expectSameDocument(page);
    expect(await keyNamesShown(page)).toEqual([]);
    expect(await keyNameTitle(page)).toEqual([]);

    // product
    await page.getByTestId("product-card").first().locator("a").first().click();
    await expect(page).toHaveURL(/\/product\/(?!search)/);
    await expect(page.getByTestId("add-to-cart")).toBeVisible();
    await expectSameDocument(page);
    expect(await keyNamesShown(page)).toEqual([]);
    expect(await keyNameTitle(page)).toEqual([]);

    // cart
    await page.getByTestId("cart-link").click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page).toHaveTitle(texts.cartTitle);
    await expectSameDocument(page);
    expect(await keyNamesShown(page)).toEqual([]);
    expect(await keyNameTitle(page)).toEqual([]);
  });
}

for (const lng of ["pt", "es"] as const) {
  test(`server-rendered storefront pages and their first interactions show ${lng} texts, no key names`, async ({
    page,
  }) => {
    // Each page's HTML carries only sections of the catalogue's namespaces (ADR 0027 "Namespace sections").
    for (const path of ["/", "/product/search", "/cart"]) {
      await page.goto(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lng}`));
      expect(await keyNamesShown(page), path).toEqual([]);
      expect(await keyNameTitle(page), path).toEqual([]);
    }
    await page.goto(`/product/search?lng=${lng}`);
    const href = await page.getByTestId("product-card").first().locator("a").first().getAttribute("href");
    await page.goto(`${href}${href?.includes("?") ? "&" : "?"}lng=${lng}`);
    await expect(page.getByTestId("add-to-cart")).toBeVisible();
    expect(await keyNamesShown(page)).toEqual([]);
    expect(await keyNameTitle(page)).toEqual([]);

    // "Add to cart" with no size chosen: the refusal is translated
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("add-error")).toBeVisible();
    expect(await keyNamesShown(page)).toEqual([]);

    // the size guide dialog's messages load with its code (the page inlines only the link's text)
    await page.getByTestId("size-guide-trigger").click();
    await expect(page.getByRole("dialog").getByTestId("garment-measurements")).toBeVisible();
    expect(await keyNamesShown(page)).toEqual([]);
  });
}

for (const lng of ["pt", "es"] as const) {
  test(`sign-in, returns, quote, newsletter and 404 pages carry their own texts only and show ${lng}, no key names @mobile`, async ({
    page,
  }) => {
    for (const path of [
      "/auth/auth",
      "/auth/register",
      "/auth/forgot",
      "/refund",
      "/refund/withdraw",
      "/quote",
      "/no-such-page",
    ]) {
      const response = await page.goto(`${path}?lng=${lng}`);
      // a page the map does not list is sent every namespace of its language (~150 kB), the back office's too
      expect(await response?.text(), path).not.toContain("admin-catalog");
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lng}`));
      await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await keyNamesShown(page), path).toEqual([]);
      expect(await keyNameTitle(page), path).toEqual([]);
    }
  });
}
