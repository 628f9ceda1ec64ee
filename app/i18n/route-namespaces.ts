/**
 * Which translation namespaces a page's HTML carries (issue 17, ADR 0027).
 *
 * The root loader sends the shell's namespaces (header, footer, drawers, consent banner) plus the
 * namespaces declared here for the matched route, keyed by the route's full path pattern (React
 * Router's `pattern` loader argument, e.g. `/product/:id`, looked up with one leading slash; the routes themselves are in
 * `app/routes.ts`). A route not listed here gets every namespace, as before this map existed.
 * On a client-side navigation the next route's namespaces are loaded as lazy, content-hashed
 * chunks (`app/lib/i18n.ts`), so the lists here only decide what the first page inlines.
 *
 * A route's list must name every namespace its module and the components it imports use
 * (`useTranslation("ns")` and `t("ns:key")`): `app/locales/locales.test.ts` checks that, and that
 * each namespace exists in en, pt and es.
 */

/** Namespaces of the layout every storefront page renders (root.tsx and `app/components/layout`). */
export const SHELL_NAMESPACES = ["common", "auth", "cart", "consent", "custom", "newsletter", "returns"] as const;

/** Route pattern → the namespaces its page uses beyond the shell's. */
export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  "/": ["catalog", "feedback", "orders"],
  "/product/search": ["catalog", "feedback", "orders"],
  "/product/:id": ["catalog", "feedback", "orders", "wholesale"],
  "/size-guide": ["catalog"],
  "/cart": ["orders", "wholesale"],
  "/checkout": ["address", "checkout", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
  "/payment": ["orders", "payment"],
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
  "/wholesale": ["address", "customer", "customize", "feedback", "orders", "quotes", "wholesale"],
};

/**
 * The namespaces the first render of a page at `pattern` needs: the shell's plus the route's, or
 * `null` (meaning every namespace) for a route this map does not list.
 */
export function namespacesForPattern(pattern: string): string[] | null {
  const route = ROUTE_NAMESPACES[`/${pattern.replace(/^\/+/, "")}`];
  if (!route) return null;
  return [...new Set([...SHELL_NAMESPACES, ...route])];
}
