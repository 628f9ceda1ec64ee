import { type Actor, type Ctx, type Role, isStaffRole } from "./ctx.ts";
import { Forbidden, NotFound, Unauthorized } from "./errors.ts";

/**
 * Permissions (DESIGN rule 6), checked in `core/`, never only in the UI. A permission is
 * `<action>:<resource>:<scope>`: `own` lets an actor act on what belongs to them, `any` on what
 * belongs to anyone (staff). Roles map to permissions in {@link ROLE_PERMISSIONS}; domains add
 * their resources to {@link RESOURCES} and their grants to the table.
 */
export const ACTIONS = ["create", "read", "update", "delete"] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * Resources with permission checks. `customer` is the account itself (profile, export, deletion).
 * Back office (issue 6, ADR 0012): `product` (products, categories, attributes, 3D options),
 * `coupon`, `quote`, `return` (return requests, RMAs, and the return settings; their `/refund` URLs
 * are the spec's), `refund` (money paid back at the gateway), `ticket`, `review`, `content` (CMS pages, site
 * settings: social links, analytics ids, shipping methods), `newsletter`, `wholesale` (B2B
 * applications, price lists), `audit` (the audit log), `dashboard` (the admin dashboard), `invoice` (the legal
 * invoices and credit notes of issue 19: staff who see orders read them and retry a failed one).
 */
export const RESOURCES = [
  "customer",
  "address",
  "paymentMethod",
  "order",
  "orderTemplate",
  "product",
  "coupon",
  "quote",
  "return",
  "refund",
  "ticket",
  "review",
  "content",
  "newsletter",
  "wholesale",
  "audit",
  "dashboard",
  "invoice",
] as const;
export type Resource = (typeof RESOURCES)[number];

export type Scope = "own" | "any";
export type Permission = `${Action}:${Resource}:${Scope}`;

const all = (resource: Resource, scope: Scope): Permission[] =>
  ACTIONS.map((a) => `${a}:${resource}:${scope}` as const);

/** What a signed-in shopper may do with their own account (customer and wholesale alike). */
const SHOPPER: Permission[] = [
  "read:customer:own",
  "update:customer:own",
  "delete:customer:own",
  ...all("address", "own"),
  ...all("paymentMethod", "own"),
  "create:order:own",
  "read:order:own",
  ...all("orderTemplate", "own"),
];

/** Resources the administrator manages completely (`any` scope, every action). */
const ADMIN_RESOURCES: Resource[] = [
  "customer",
  "address",
  "order",
  "orderTemplate",
  "product",
  "coupon",
  "quote",
  "return",
  "refund",
  "ticket",
  "review",
  "content",
  "newsletter",
  "wholesale",
  "audit",
  "dashboard",
  "invoice",
];

/**
 * Grants per role (spec §6, ADR 0012). Every staff member is also a shopper with an account of
 * their own. `admin` has everything, except that nobody sees or adds a customer's payment tokens:
 * staff read the summaries and an admin may remove one. The narrower staff roles:
 * - `catalog_editor`: products, categories, attributes, 3D options; reads reviews of products;
 * - `order_handler`: orders (status, shipments, messages, cancel), quotes (price, answer), returns
 *   and refunds; reads the customers and addresses those need;
 * - `support_agent`: the ticket inbox, answers reviews; reads customers, addresses, orders,
 *   quotes and refunds, corrects a customer's profile and addresses;
 * - `content_editor`: CMS pages and site settings, newsletter, review moderation.
 * All staff read the dashboard. Only `admin` reads the audit log, manages coupons and wholesale
 * (price lists, B2B approvals), deletes customers, and grants or removes staff roles
 * (`core/customers/admin-customers.ts`).
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  customer: SHOPPER,
  wholesale: SHOPPER,
  admin: [
    ...SHOPPER,
    ...ADMIN_RESOURCES.flatMap((r) => all(r, "any")),
    "read:paymentMethod:any",
    "delete:paymentMethod:any",
  ],
  catalog_editor: [...SHOPPER, "read:dashboard:any", ...all("product", "any"), "read:review:any"],
  order_handler: [
    ...SHOPPER,
    "read:dashboard:any",
    "read:order:any",
    "update:order:any",
    ...all("quote", "any"),
    ...all("return", "any"),
    ...all("refund", "any"),
    "read:customer:any",
    "read:address:any",
    "read:product:any",
    "read:invoice:any",
    "update:invoice:any",
  ],
  support_agent: [
    ...SHOPPER,
    "read:dashboard:any",
    ...all("ticket", "any"),
    "read:review:any",
    "update:review:any",
    "read:customer:any",
    "update:customer:any",
    ...all("address", "any"),
    "read:order:any",
    "read:quote:any",
    "read:return:any",
    "read:refund:any",
    "read:invoice:any",
    "update:invoice:any",
  ],
  content_editor: [
    ...SHOPPER,
    "read:dashboard:any",
    ...all("content", "any"),
    ...all("newsletter", "any"),
    ...all("review", "any"),
  ],
};

/** True when one of the actor's roles grants `permission`. */
export function hasPermission(actor: Actor | null, permission: Permission): boolean {
  return !!actor && actor.roles.some((role) => ROLE_PERMISSIONS[role]?.includes(permission));
}

/**
 * The signed-in actor of `ctx`.
 * @throws Unauthorized (401) for an anonymous visitor
 */
export function requireActor(ctx: Pick<Ctx, "actor">): Actor {
  if (!ctx.actor) throw new Unauthorized();
  return ctx.actor;
}

/**
 * Checks that the actor may do `action` on `resource` belonging to `ownerId` (a user id), and
 * returns the actor.
 * - anonymous → Unauthorized (401);
 * - the owner with the `own` permission, or anyone with the `any` permission → allowed;
 * - someone else's record → NotFound (404): a guessed id must not tell whether it exists.
 * @throws Unauthorized | NotFound
 */
export function authorizeRecord(ctx: Pick<Ctx, "actor">, action: Action, resource: Resource, ownerId: string): Actor {
  const actor = requireActor(ctx);
  if (hasPermission(actor, `${action}:${resource}:any`)) return actor;
  if (ownerId === actor.userId && hasPermission(actor, `${action}:${resource}:own`)) return actor;
  throw new NotFound();
}

/**
 * Checks that the actor may do `action` on `resource` of the user `userId` (default: the actor),
 * before anything is read, and returns the user id to act on.
 * - anonymous → Unauthorized (401);
 * - the actor's own records need the `own` permission;
 * - another user's records (an admin call) need the `any` permission, else Forbidden (403): the
 *   call itself is not allowed, whatever the user id, so nothing about that user is revealed.
 * @throws Unauthorized | Forbidden
 */
export function authorizeUser(
  ctx: Pick<Ctx, "actor">,
  action: Action,
  resource: Resource,
  userId?: string,
): { actor: Actor; userId: string } {
  const actor = requireActor(ctx);
  const target = userId ?? actor.userId;
  if (target === actor.userId && hasPermission(actor, `${action}:${resource}:own`)) return { actor, userId: target };
  if (hasPermission(actor, `${action}:${resource}:any`)) return { actor, userId: target };
  throw new Forbidden();
}

/**
 * Checks a staff-only permission (an admin call), before anything is read: anonymous →
 * Unauthorized (401), anyone without it → Forbidden (403).
 * @throws Unauthorized | Forbidden
 */
export function requirePermission(ctx: Pick<Ctx, "actor">, permission: Permission): Actor {
  const actor = requireActor(ctx);
  if (!hasPermission(actor, permission)) throw new Forbidden();
  return actor;
}

/** True when the actor holds a staff role (with two-factor authentication on, see `actorFor`). */
export function isStaff(actor: Actor | null): boolean {
  return !!actor && actor.roles.some(isStaffRole);
}
