import type { Actor } from "../../core/shared/ctx.ts";
import { type Permission, hasPermission } from "../../core/shared/permissions.ts";

/**
 * The back office's navigation (issue 6, ADR 0012), in the order the sidebar shows it. Each area
 * names the permission that opens it; the layout shows an actor only the areas they may open,
 * and each page checks the same permission on the server (`requireStaff(ctx, request, permission)`).
 * An area's `match` is the path prefix that marks it current.
 */
export interface AdminNavItem {
  /** Key under `admin:nav.*` for the label. */
  key: string;
  href: string;
  match: string;
  permission: Permission | "admin";
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { key: "dashboard", href: "/admin/dashboard", match: "/admin/dashboard", permission: "read:dashboard:any" },
  { key: "catalogue", href: "/admin/product/list", match: "/admin/product", permission: "read:product:any" },
  { key: "categories", href: "/admin/categories/list", match: "/admin/categories", permission: "read:product:any" },
  { key: "attributes", href: "/admin/attributes", match: "/admin/attributes", permission: "read:product:any" },
  { key: "orders", href: "/admin/order/list", match: "/admin/order", permission: "read:order:any" },
  { key: "customers", href: "/admin/customer/list", match: "/admin/customer", permission: "read:customer:any" },
  { key: "coupons", href: "/admin/coupon/list", match: "/admin/coupon", permission: "read:coupon:any" },
  { key: "giftcards", href: "/admin/giftcard", match: "/admin/giftcard", permission: "read:coupon:any" },
  { key: "quotes", href: "/admin/quote/list", match: "/admin/quote", permission: "read:quote:any" },
  { key: "refunds", href: "/admin/refund/list", match: "/admin/refund", permission: "read:return:any" },
  { key: "invoices", href: "/admin/invoices", match: "/admin/invoices", permission: "read:invoice:any" },
  { key: "tickets", href: "/admin/ticket", match: "/admin/ticket", permission: "read:ticket:any" },
  { key: "reviews", href: "/admin/review/list", match: "/admin/review", permission: "read:review:any" },
  { key: "wholesale", href: "/admin/wholesale", match: "/admin/wholesale", permission: "read:wholesale:any" },
  { key: "content", href: "/admin/content", match: "/admin/content", permission: "read:content:any" },
  { key: "shipping", href: "/admin/shipping", match: "/admin/shipping", permission: "read:content:any" },
  { key: "newsletter", href: "/admin/newsletter", match: "/admin/newsletter", permission: "read:newsletter:any" },
  { key: "audit", href: "/admin/audit", match: "/admin/audit", permission: "read:audit:any" },
  { key: "outbox", href: "/admin/outbox", match: "/admin/outbox", permission: "admin" },
];

/** True when the actor may open an area (`admin`: the admin role itself). */
export function mayOpen(actor: Actor | null, permission: AdminNavItem["permission"]): boolean {
  if (permission === "admin") return !!actor?.roles.includes("admin");
  return hasPermission(actor, permission);
}

/** The navigation an actor sees. */
export function navFor(actor: Actor | null): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => mayOpen(actor, item.permission));
}
