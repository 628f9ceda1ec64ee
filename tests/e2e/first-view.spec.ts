import { expect, test } from "./fixtures.ts";

/**
 * Paint first, then hydrate (ADR 0031, app/lib/paint-first.server.ts): the browser fetches no JavaScript
 * before the first paint, and the page still hydrates — it answers clicks, under the page's CSP (a script the
 * CSP refused would leave a console error and an unhydrated page).
 */
test("a page paints before its JavaScript is fetched, then hydrates and answers a click @mobile", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/?lng=pt");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // React Router's route modules are registered by the module script the boot script inserted
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);

  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByType("paint").find((e) => e.name === "first-paint")?.startTime ?? null;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.endsWith(".js"))
      .map((e) => e.startTime);
    const contentful = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null;
    return { paint: contentful ?? paint, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
  expect(timing.paint).not.toBeNull();
  expect(timing.scripts).toBeGreaterThan(3);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY);
  // the HTML carries no module preload and no executable module script: the boot script adds them
  const html = await (await page.request.get("/?lng=pt")).text();
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]* type="module"/);

  // hydrated: a client-side navigation from a product card keeps the document (no full load)
  await page.evaluate(() => {
    (window as unknown as { fabricoSameDocument: boolean }).fabricoSameDocument = true;
  });
  await page.locator('main a[href^="/product/"]').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "fabricoSameDocument" in window)).toBe(true);
  expect(errors).toEqual([]);
});

/**
 * A page rendered for one visitor (here a product page for a visitor with a cart: never from the page cache) is
 * compressed by the renderer itself (ADR 0036, ADR 0038): zstd for Chromium, and the route data React Router streams after
 * the shell still arrives, so the page hydrates and navigates on the client. Its scripts come as the build
 * precompressed them (Brotli).
 */
test("a page rendered for one visitor comes zstd-compressed, streams its data and hydrates @mobile", async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // the build's scripts come as the build precompressed them (vite.config.ts `precompressedAssets`)
  const scriptEncodings = new Set<string>();
  page.on("response", (r) => {
    if (/\/assets\/(framework|shell)-[^/]+\.js$/.test(new URL(r.url()).pathname))
      scriptEncodings.add(r.headers()["content-encoding"] ?? "none");
  });
  await page.context().addCookies([{ name: "fabrico.cart", value: "no-such-cart", url: baseURL ?? "" }]);
  const response = await page.goto("/product/essential-organic-tee?lng=es");
  expect(response?.headers()["content-encoding"]).toBe("zstd");
  expect(response?.headers().vary).toMatch(/Accept-Encoding/);
  expect(response?.headers()["x-page-cache"]).toBe("bypass");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  expect([...scriptEncodings]).toEqual(["br"]);
  await page.evaluate(() => {
    (window as unknown as { fabricoSameDocument: boolean }).fabricoSameDocument = true;
  });
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => "fabricoSameDocument" in window)).toBe(true);
  expect(errors).toEqual([]);
});

/**
 * The server and the browser write the same prices, dates and country names (ADR 0039): prices in the shop's
 * languages from CLDR's marks, the product page's dates and delivery country by its loader, so hydration finds
 * the server's text (a mismatch is a console error) and the browser starts no ICU number or date formatter.
 */
test("home, search, a product page and the size guide hydrate on the server's prices, dates and measures in pt and es, in pounds", async ({
  page,
  baseURL,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const started: string[] = [];
    (window as unknown as { icuFormatters: string[] }).icuFormatters = started;
    for (const name of ["NumberFormat", "DateTimeFormat", "DisplayNames"] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      // a subclass: `new` still builds the real formatter, and its prototype is the original's
      const Counted = class extends Original {
        constructor(...args: unknown[]) {
          super(...args);
          started.push(name);
        }
      };
      Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
    }
    // the same formatters, reached through the built-ins' locale methods
    const methods: [object, string][] = [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
    ];
    for (const [proto, method] of methods) {
      const original = (proto as Record<string, (...args: unknown[]) => string>)[method];
      Object.defineProperty(proto, method, {
        value(this: unknown, ...args: unknown[]) {
          started.push(method);
          return original?.apply(this, args);
        },
        configurable: true,
        writable: true,
      });
    }
  });
  const icuStarted = () => page.evaluate(() => (window as unknown as { icuFormatters: string[] }).icuFormatters);
  await page.context().addCookies([{ name: "currency", value: "gbp", url: baseURL ?? "" }]);
  for (const lng of ["pt", "es"]) {
    for (const path of ["/", "/product/search", "/product/essential-organic-tee"]) {
      await page.goto(`${path}?lng=${lng}`);
      await expect(page.locator("html[data-hydrated]")).toBeAttached();
      await expect(page.locator("[data-eur-cents]").first()).toHaveText(/^£\d+(,\d\d)?$/);
      expect(await icuStarted()).toEqual([]);
    }
    await expect(page.getByTestId("delivery-estimate")).not.toContainText("delivery.");
    await expect(page.getByTestId("review-list").locator("time").first()).toHaveText(/\d{4}/);
    // the size guide's measurements, in inches: one decimal with the language's mark
    await page.goto(`/size-guide?unit=in&lng=${lng}`);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();
    await expect(page.getByTestId("size-chart").locator("tbody td").nth(1)).toHaveText("30,7"); // UK 6's bust, 78 cm
    expect(await icuStarted()).toEqual([]);
  }
  expect(errors).toEqual([]);
});
