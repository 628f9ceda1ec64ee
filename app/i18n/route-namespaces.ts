/**
 * Which translation namespaces a page's HTML carries (issue 17, ADR 0027).
 *
 * The root loader sends the shell's namespaces (header, footer, drawers, consent banner) plus the
 * namespaces declared here for the matched route, keyed by the route's full path pattern (React
 * Router's `pattern` loader argument, e.g. `/product/:id`, looked up with one leading slash; the routes themselves are in
 * `app/routes.ts`). A route not listed here gets every namespace, as before this map existed: since issue 17's
 * follow-up only the sign-in pages, returns portal, quote, shared design and the newsletter/contact follow-ups are
 * unlisted. The back office lists also name the namespaces of the core schemas its forms check in the browser.
 * On a client-side navigation the next route's namespaces are loaded as lazy, content-hashed
 * chunks (`app/lib/i18n.ts`), so the lists here only decide what the first page inlines.
 *
 * A route's list must name every namespace its module and the components it imports use
 * (`useTranslation("ns")` and `t("ns:key")`): `app/locales/locales.test.ts` checks that, and that
 * each namespace exists in en, pt and es.
 */

/** Namespaces of the layout every storefront page renders (root.tsx and `app/components/layout`). */
export const SHELL_NAMESPACES = ["common", "cart", "consent", "newsletter"] as const;

/** Route pattern → the namespaces its page uses beyond the shell's. */
export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  "/": ["catalog", "custom", "feedback", "orders"],
  "/product/search": ["catalog", "custom", "feedback", "orders"],
  "/product/:id": ["catalog", "custom", "feedback", "orders", "wholesale"],
  "/size-guide": ["catalog", "custom"],
  "/cart": ["orders", "returns", "wholesale"],
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
  "/admin/dashboard": ["admin"],
  "/admin/audit": ["admin"],
  "/admin/ticket": ["admin", "feedback", "orders", "support"],
  "/admin/ticket/create": ["admin", "support"],
  "/admin/ticket/:id": ["admin", "feedback", "orders", "support"],
  "/admin/review": ["admin", "feedback", "orders", "support"],
  "/admin/review/list": ["admin", "feedback", "orders", "support"],
  "/admin/newsletter": ["admin", "orders"],
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
 * The namespaces the first render of a page at `pattern` needs: the shell's plus the route's, or
 * `null` (meaning every namespace) for a route this map does not list.
 */
export function namespacesForPattern(pattern: string): string[] | null {
  const route = ROUTE_NAMESPACES[`/${pattern.replace(/^\/+/, "")}`];
  if (!route) return null;
  return [...new Set([...SHELL_NAMESPACES, ...route])];
}
