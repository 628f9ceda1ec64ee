import type { MiddlewareHandler } from "hono";
import { Forbidden, Unauthorized } from "../../core/shared/errors.ts";
import { type Permission, hasPermission, isStaff } from "../../core/shared/permissions.ts";
import type { AppEnv } from "../env.ts";

/**
 * Who may make each back-office call (issue 6 "checked on the server for every admin call";
 * ADR 0012): `"METHOD /path"` as the OpenAPI document names it (relative to `/api`) → the
 * permission it needs. {@link adminAccessGuard} enforces it before the call's input is even
 * validated (so a shopper or a staff member without the permission always gets 401/403, never a
 * validation answer); the core functions check again. Every `/api/admin/*` call and every other
 * admin-only call (tagged `Admin…` in the OpenAPI document) must be listed: the authorization
 * matrix test (tests/admin-authorization.test.ts) fails for a call that is not.
 */
export const ADMIN_API_ACCESS: Record<string, Permission> = {
  // audit log, customers (admin-foundation)
  "GET /admin/audit": "read:audit:any",
  "GET /admin/customer": "read:customer:any",
  "POST /admin/customer": "create:customer:any",
  "GET /admin/customer/{id}": "read:customer:any",
  "PUT /admin/customer/{id}": "update:customer:any",
  "PUT /admin/customer/{id}/role": "update:customer:any",
  // catalogue
  "GET /admin/attribute/{type}": "read:product:any",
  "POST /attribute/{type}": "create:product:any",
  "GET /attribute/{type}/{id}": "read:product:any",
  "PUT /attribute/{type}/{id}": "update:product:any",
  "DELETE /attribute/{type}/{id}": "delete:product:any",
  "GET /admin/category": "read:product:any",
  "POST /category": "create:product:any",
  "GET /admin/category/{id}": "read:product:any",
  "PUT /admin/category/{id}": "update:product:any",
  "DELETE /admin/category/{id}": "delete:product:any",
  "GET /admin/product": "read:product:any",
  "POST /admin/product": "create:product:any",
  "POST /product": "create:product:any",
  "GET /admin/product/export.csv": "read:product:any",
  "GET /admin/product/{id}": "read:product:any",
  "PUT /admin/product/{id}": "update:product:any",
  "PUT /product/{id}": "update:product:any",
  "DELETE /admin/product/{id}": "delete:product:any",
  "GET /admin/threeProduct/{id}": "read:product:any",
  "PUT /threeProduct/{id}/option": "update:product:any",
  // orders, refunds, returns, quotes
  "GET /admin/order": "read:order:any",
  "GET /admin/order/export.csv": "read:order:any",
  "GET /admin/order/{id}": "read:order:any",
  "POST /admin/order/{id}/refund": "create:refund:any",
  // invoices (issue 19)
  "GET /admin/invoice": "read:invoice:any",
  "GET /admin/invoice/export.csv": "read:invoice:any",
  "GET /admin/invoice/setting": "read:invoice:any",
  "GET /admin/invoice/{id}/pdf": "read:invoice:any",
  "POST /admin/invoice/{id}/retry": "update:invoice:any",
  "GET /admin/order/{id}/shipment/{shipmentId}/label": "read:order:any",
  "GET /admin/refund": "read:return:any",
  "GET /admin/refund/setting": "read:return:any",
  "PUT /admin/refund/setting": "update:return:any",
  "GET /admin/refund/{id}": "read:return:any",
  "POST /admin/refund/{id}/{action}": "update:return:any",
  "GET /admin/quote": "read:quote:any",
  "GET /admin/quote/{id}": "read:quote:any",
  "POST /admin/quote/{id}/answer": "update:quote:any",
  "POST /admin/quote/{id}/decline": "update:quote:any",
  "POST /admin/quote/{id}/price": "update:quote:any",
  "POST /admin/quote/{id}/reopen": "update:quote:any",
  // coupons and gift cards
  "GET /admin/coupon": "read:coupon:any",
  "POST /admin/coupon": "create:coupon:any",
  "GET /admin/coupon/{id}": "read:coupon:any",
  "PUT /admin/coupon/{id}": "update:coupon:any",
  "DELETE /admin/coupon/{id}": "delete:coupon:any",
  "GET /admin/giftcard": "read:coupon:any",
  "POST /admin/giftcard": "create:coupon:any",
  // content, site settings, newsletter
  "GET /admin/cms/configurator": "read:content:any",
  "GET /admin/cms/configurator/{page}": "read:content:any",
  "PUT /admin/cms/configurator/{page}": "update:content:any",
  "POST /admin/cms/configurator/{page}/preview": "update:content:any",
  "GET /admin/cms/configurator/{page}/versions": "read:content:any",
  "GET /admin/shippingmethod": "read:content:any",
  "GET /admin/shippingmethod/{id}": "read:content:any",
  "POST /admin/shippingmethod": "create:content:any",
  "PUT /admin/shippingmethod/{id}": "update:content:any",
  "DELETE /admin/shippingmethod/{id}": "delete:content:any",
  "POST /admin/shippingmethod/{id}/delete": "delete:content:any",
  "GET /admin/sociallinks": "read:content:any",
  "PUT /admin/sociallinks": "update:content:any",
  "GET /admin/newsletter": "read:newsletter:any",
  // support and reviews
  "GET /admin/ticket": "read:ticket:any",
  "POST /admin/ticket": "create:ticket:any",
  "GET /admin/ticket/{id}": "read:ticket:any",
  "POST /admin/ticket/{id}/reply": "update:ticket:any",
  "PUT /admin/ticket/{id}/status": "update:ticket:any",
  "GET /admin/review": "read:review:any",
  "PUT /admin/review/{id}/answer": "update:review:any",
  "PUT /admin/review/{id}/status": "update:review:any",
  // wholesale
  "GET /admin/wholesale": "read:wholesale:any",
  "GET /admin/wholesale/{id}": "read:wholesale:any",
  "POST /admin/wholesale/{id}/note": "update:wholesale:any",
  "POST /admin/wholesale/{id}/stage": "update:wholesale:any",
  "POST /admin/wholesale/{id}/vat-check": "update:wholesale:any",
};

interface Rule {
  method: string;
  pattern: RegExp;
  permission: Permission;
  /** Literal characters, to prefer `/admin/order/export.csv` over `/admin/order/{id}`. */
  weight: number;
}

const RULES: Rule[] = Object.entries(ADMIN_API_ACCESS)
  .map(([key, permission]) => {
    const [method = "", path = ""] = key.split(" ");
    const source = path
      .split(/(\{[^}]+\})/)
      .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("");
    return { method, pattern: new RegExp(`^${source}$`), permission, weight: path.replace(/\{[^}]+\}/g, "").length };
  })
  .sort((a, b) => b.weight - a.weight);

/** The permission a call needs, or undefined when it is not listed. `path` is relative to `/api`. */
export function adminPermissionFor(method: string, path: string): Permission | undefined {
  const m = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return RULES.find((r) => r.method === m && r.pattern.test(path))?.permission;
}

/**
 * Middleware of the `/api` app: a listed call needs its permission; any other `/admin/*` call needs
 * a staff member (with two-step verification, see `actorFor`). Anonymous → 401, else → 403.
 */
export function adminAccessGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.replace(/^\/api(?=\/)/, "");
    const permission = adminPermissionFor(c.req.method, path);
    if (!permission && !path.startsWith("/admin/") && path !== "/admin") return next();
    // back-office answers hold personal data: never cached, refusals included
    c.header("Cache-Control", "private, no-store");
    const actor = c.get("ctx").actor;
    if (!actor) throw new Unauthorized();
    if (permission ? !hasPermission(actor, permission) : !isStaff(actor)) throw new Forbidden();
    return next();
  };
}
