/**
 * Which translation namespaces a page's HTML carries (issue 17, ADR 0027).
 *
 * The root loader sends the shell's namespaces (header, footer, drawers, consent banner) plus the
 * namespaces declared here for the matched route, keyed by the route's full path pattern (React
 * Router's `pattern` loader argument, e.g. `/product/:id`, looked up with one leading slash; the routes themselves are in
 * `app/routes.ts`). Every page is listed (the locale test fails for one that is not); a route not listed would get every
 * namespace. The back office lists also name the namespaces of the core schemas its forms check in the browser.
 * On a client-side navigation the next route's namespaces are loaded as lazy, content-hashed
 * chunks (`app/lib/i18n.ts`), so the lists here only decide what the first page inlines. The browser loads this
 * module on its first client-side navigation (root.tsx `clientMiddleware`), not with the page: what the browser
 * needs of it from the start is in `namespace-entries.ts`.
 *
 * A route's list must name every namespace its module and the components it imports use
 * (`useTranslation("ns")` and `t("ns:key")`): `app/locales/locales.test.ts` checks that, and that
 * each namespace exists in en, pt and es.
 *
 * An entry is a whole namespace (`"catalog"`) or a section of one (`"catalog:home"`: the subtree at the dotted path
 * `home`, with a leaf's plural forms `key_one`, `key_other`… when the path names a leaf; ADR 0027 "Namespace
 * sections"). Sections only trim what the first page inlines: the browser always loads a namespace whole on a
 * later navigation. The locale test checks that every key a listed route's modules name (a literal key, or the
 * static head of a template key such as `` `garmentTypes.${type}` ``) lies inside a declared section.
 */

import { SHELL_NAMESPACES, parseEntry } from "./namespace-entries.ts";

/** The withdrawal and return pages (spec §2 `/refund…`) share the customer area's order components. */
const REFUND_PAGES = ["auth", "customer", "customize", "feedback", "orders", "quotes", "returns", "wholesale"] as const;

/** Sections the product card (`app/components/catalog/product-card.tsx`) and its stars read. */
const CARD_SECTIONS = ["catalog:badge", "catalog:card", "catalog:price", "custom:cta", "feedback:product"] as const;

/** Route pattern → the namespaces its page uses beyond the shell's. */
export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  // Storefront pages send sections of the catalogue's namespaces (ADR 0027 "Namespace sections"): the product
  // card's (`catalog:badge|card|price`, `custom:cta`, `feedback:product`) and the page's own.
  "/": [...CARD_SECTIONS, "catalog:garmentTypes", "catalog:home"],
  "/product/search": [
    ...CARD_SECTIONS,
    "catalog:garmentTypes",
    "catalog:filters",
    "catalog:pagination",
    "catalog:search",
    "catalog:sort",
  ],
  "/product/:id": [
    ...CARD_SECTIONS,
    "cart:add",
    "cart:quantity",
    "catalog:breadcrumb",
    "catalog:fits",
    "catalog:gallery",
    "catalog:product",
    "catalog:sizeGuide.title",
    "custom:delivery",
    "wholesale:errors",
    "wholesale:grid",
    "wholesale:price",
  ],
  "/size-guide": ["catalog:sizeGuide", "custom:measurements"],
  // any unknown URL (routes/not-found.tsx): the root's 404 page needs the shell's texts only. Unlisted, it got every
  // namespace of the language (a 206 kB page, costlier to render than a product page, for every mistyped or probed URL)
  "/*": [],
  // Pages listed on 2026-11-30 (each sent every namespace of its language until then, ~156 kB of texts): what the
  // locale test finds their modules use (app/locales/locales.test.ts "declares every namespace its page uses").
  "/contact/ticket/:id": ["support"],
  "/newsletter/confirm": ["newsletter:confirm"],
  "/newsletter/unsubscribe": ["newsletter:unsubscribe"],
  "/cart/size-run": [],
  "/shared/:id": ["customize", "design-tools"],
  "/quote": ["admin-ops", "auth", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/refund": REFUND_PAGES,
  "/refund/withdraw": REFUND_PAGES,
  "/refund/:orderId": REFUND_PAGES,
  "/refund/:orderId/withdraw": REFUND_PAGES,
  "/refund/:orderId/:returnId": REFUND_PAGES,
  "/invoice/:id/pdf": [],
  "/auth/auth": ["auth"],
  "/auth/two-factor": ["auth"],
  "/auth/register": ["auth"],
  "/auth/forgot": ["auth"],
  "/auth/reset": ["auth"],
  "/auth/verify": ["auth"],
  "/auth/signout": ["auth"],
  "/cart": [
    "cart",
    "returns:admin",
    "returns:customNote",
    "returns:errors",
    "returns:request",
    "returns:status",
    "wholesale:cart",
  ],
  "/checkout": [
    "address",
    "auth",
    "checkout",
    "customer",
    "customize",
    "feedback",
    "orders",
    "quotes",
    "returns",
    "wholesale",
  ],
  "/payment": ["auth", "orders", "payment"],
  "/payment/return": ["orders", "payment"],
  "/contact": ["support"],
  "/newsletter": [],
  "/about": [],
  "/faqs": [],
  "/faq": [],
  "/community": [],
  "/promo": [],
  "/privacy": [],
  "/shipping-policy": [],
  "/terms-of-use": [],
  "/complaints-book": [],
  "/disputeresolution": [],
  "/gallery": ["catalog", "customize"],
  "/wholesale": ["address", "auth", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  // The configurator (issue 15): its front door, the editor and the review.
  "/customize": ["custom"],
  "/customize/:id": ["configurator", "custom", "customize", "design-tools"],
  "/customize/:id/edit": ["configurator", "custom", "customize", "design-tools"],
  "/customize/:id/review": ["customize", "design-tools", "orders", "returns"],
  // The customer area (spec §2 /user/*) and the order pages a guest opens from an e-mail.
  "/user/order/:id": [
    "address",
    "auth",
    "customer",
    "customize",
    "feedback",
    "orders",
    "payment",
    "quotes",
    "returns",
    "wholesale",
  ],
  "/user/order/:id/track": ["address", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/deleted": ["address", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user": ["address", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/profile": ["address", "auth", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/order": ["address", "auth", "catalog", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/address": ["address", "auth", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/designs": [
    "address",
    "auth",
    "customer",
    "customize",
    "design-tools",
    "feedback",
    "orders",
    "quotes",
    "wholesale",
  ],
  "/user/quotes": ["address", "admin-ops", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/quotes/:id": [
    "address",
    "admin-ops",
    "auth",
    "customer",
    "customize",
    "feedback",
    "orders",
    "quotes",
    "wholesale",
  ],
  "/user/feedback": ["address", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/feedback/:id": ["address", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/wholesale": ["address", "auth", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/address/create": ["address", "auth", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/address/:id": ["address", "auth", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/privacy": ["address", "auth", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/user/privacy/export": ["address", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  // The back office (staff only): the admin layout's header uses `admin`.
  "/admin": ["admin"],
  "/admin/auth": ["admin", "auth"],
  "/admin/dashboard": ["admin"],
  "/admin/audit": ["admin"],
  "/admin/ticket": ["admin", "feedback", "orders", "support"],
  "/admin/ticket/create": ["admin", "support"],
  "/admin/ticket/:id": ["admin", "feedback", "orders", "support"],
  "/admin/review": ["admin", "feedback", "orders", "support"],
  "/admin/review/list": ["admin", "feedback", "orders", "support"],
  "/admin/newsletter": ["admin", "newsletter", "orders"],
  "/admin/customer": ["admin"],
  "/admin/customer/list": ["admin", "customer"],
  "/admin/customer/create": ["admin", "customer"],
  "/admin/customer/:id/edit": ["admin", "customer"],
  "/admin/wholesale": ["admin", "wholesale"],
  "/admin/wholesale/:id": ["admin", "wholesale"],
  "/admin/categories": ["admin", "admin-catalog"],
  "/admin/categories/list": ["admin", "admin-catalog"],
  "/admin/categories/sub": ["admin", "admin-catalog"],
  "/admin/categories/:id": ["admin", "admin-catalog"],
  "/admin/attributes": ["admin", "admin-catalog"],
  "/admin/attributes/:type": ["admin", "admin-catalog"],
  "/admin/product": ["admin"],
  "/admin/product/list": ["admin", "admin-catalog"],
  "/admin/product/create": ["admin", "admin-catalog"],
  "/admin/product/:id/edit": ["admin", "admin-catalog"],
  "/admin/product/:id": ["admin", "admin-catalog"],
  "/admin/order": ["admin", "admin-ops", "orders"],
  "/admin/order/list": ["admin", "admin-ops", "orders"],
  "/admin/order/:id": ["admin", "admin-ops", "orders", "wholesale"],
  "/admin/refund": ["admin", "orders", "returns"],
  "/admin/refund/list": ["admin", "orders", "returns"],
  "/admin/refund/setting": ["admin", "auth", "orders", "returns"],
  "/admin/refund/:id": ["admin", "auth", "orders", "returns"],
  "/admin/invoices": ["admin", "orders"],
  "/admin/quote": ["admin", "admin-ops", "orders", "quotes"],
  "/admin/quote/list": ["admin", "admin-ops", "orders", "quotes"],
  "/admin/quote/:id": ["admin", "admin-ops", "customize", "orders", "quotes"],
  "/admin/coupon": ["admin", "admin-ops", "orders"],
  "/admin/coupon/list": ["admin", "admin-ops", "orders"],
  "/admin/coupon/create": ["admin", "admin-ops"],
  "/admin/coupon/:id": ["admin", "admin-ops"],
  "/admin/giftcard": ["admin", "admin-ops", "orders"],
  "/admin/content": ["admin", "admin-ops", "orders"],
  "/admin/content/:page": ["admin", "admin-ops"],
  "/admin/shipping": ["admin", "admin-ops"],
  "/admin/shipping/create": ["admin", "admin-ops"],
  "/admin/shipping/:id": ["admin", "admin-ops"],
  "/admin/outbox": ["admin"],
  "/admin/outbox/:id": ["admin"],
};

/**
 * Entries only a signed-in visitor's page renders: the wholesale size-run grid, tiers and MOQ notice show for an
 * approved wholesale account only. An anonymous visitor's page (the page cache's, the budgets') does not carry them;
 * a client-side navigation still loads `wholesale` whole where a route declares it.
 */
export const SIGNED_IN_ENTRIES: ReadonlySet<string> = new Set([
  "wholesale:cart",
  "wholesale:errors",
  "wholesale:grid",
  "wholesale:price",
]);

/**
 * The map's entries of the route at `pattern` (React Router's pattern, with or without its leading slash), or `null`
 * for a route the map does not list.
 */
export function routeEntries(pattern: string): readonly string[] | null {
  return ROUTE_NAMESPACES[`/${pattern.replace(/^\/+/, "")}`] ?? null;
}

/**
 * The entries the first render of a page at `pattern` needs: the shell's plus the route's (whole namespaces and
 * `ns:path` sections; a whole namespace makes its sections redundant, so they are dropped), without
 * {@link SIGNED_IN_ENTRIES} unless `signedIn`; or `null` (meaning every namespace) for a route this map does not list.
 */
export function namespacesForPattern(pattern: string, signedIn = true): string[] | null {
  const route = routeEntries(pattern);
  if (!route) return null;
  const entries = [...new Set([...SHELL_NAMESPACES, ...route])].filter((e) => signedIn || !SIGNED_IN_ENTRIES.has(e));
  const whole = new Set(entries.filter((e) => !e.includes(":")));
  return entries.filter((e) => !e.includes(":") || !whole.has(parseEntry(e).ns));
}
