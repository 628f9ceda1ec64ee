import { type SQL, and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record-audit.ts";
import { orderTable } from "../orders/orders.sql.ts";
import { type Ctx, ROLES, type Role, STAFF_ROLES, isStaffRole, withTransaction } from "../shared/ctx.ts";
import { Conflict, Forbidden, Invalid, NotFound } from "../shared/errors.ts";
import {
  type ListPage,
  type ListQuery,
  type ListSource,
  type ListSpec,
  dayStart,
  isoDateSchema,
  nextDay,
  runListExport,
  runListQuery,
  searchColumns,
} from "../shared/list-query.ts";
import { hasPermission, requirePermission } from "../shared/permissions.ts";
import { auth_user } from "./auth.sql.ts";
import { getProfile } from "./get-profile.ts";
import { listAddresses } from "./list-addresses.ts";
import { parseInput } from "../shared/errors.ts";
import { createCustomerSchema, customerRefSchema, customerRolesSchema } from "./schemas.ts";
import { updateProfile } from "./update-profile.ts";
import type { AddressView, ProfileView } from "./views.ts";

/**
 * Customers in the back office (issue 6, spec §2 `/admin/customer` with `/list`, `/create`,
 * `/{id}/edit`; ADR 0012): the list (list kit), one customer with profile, addresses and orders,
 * profile corrections, role changes and creating an account for someone. Every write is audited.
 * Role rules: changing roles needs `update:customer:any`; granting or removing `wholesale` also
 * `update:wholesale:any`; granting or removing any staff role only an `admin`; nobody removes their
 * own `admin` role (the shop must keep an administrator who can undo it).
 */

/** Role filter values of the list: one role, or `staff` for any staff role. */
export const CUSTOMER_ROLE_FILTERS = [...ROLES, "staff"] as const;

export const CUSTOMER_LIST = {
  sorts: ["createdAt", "email", "name", "orders", "spent"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: {
    role: z.enum(CUSTOMER_ROLE_FILTERS),
    verified: z.enum(["yes", "no"]),
    from: isoDateSchema,
    to: isoDateSchema,
  },
} as const satisfies ListSpec<string, z.ZodRawShape>;

export type CustomerListQuery = ListQuery<
  (typeof CUSTOMER_LIST.sorts)[number],
  z.infer<z.ZodObject<typeof CUSTOMER_LIST.filters>>
>;

/** One row of the customer list. Money in EUR cents (paid orders only). */
export interface CustomerRow {
  id: string;
  email: string;
  name: string;
  roles: Role[];
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  banned: boolean;
  createdAt: Date;
  orders: number;
  spentCents: number;
}

/** Roles of an auth user's comma-separated `role` (unknown names dropped, default customer). */
export function rolesOf(role: string | null): Role[] {
  const roles = (role ?? "customer")
    .split(",")
    .map((r) => r.trim())
    .filter((r): r is Role => (ROLES as readonly string[]).includes(r));
  return roles.length ? [...new Set(roles)] : ["customer"];
}

const PAID = sql`('paid','in_production','shipped','delivered','refunded')`;
const orderStats = sql`(select count(*) from orders o where o.user_id = ${auth_user.id} and o.status in ${PAID})`;
const spentStats = sql`(select coalesce(sum(o.total_cents), 0) from orders o where o.user_id = ${auth_user.id} and o.status in ${PAID})`;

function roleCondition(role: (typeof CUSTOMER_ROLE_FILTERS)[number]): SQL {
  const list = sql`string_to_array(coalesce(${auth_user.role}, 'customer'), ',')`;
  if (role === "staff")
    return sql`${list} && array[${sql.join(
      STAFF_ROLES.map((r) => sql`${r}`),
      sql`, `,
    )}]::text[]`;
  return sql`${role} = any(${list})`;
}

function customerSource(ctx: Ctx, query: CustomerListQuery): ListSource<CustomerRow, CustomerListQuery["sort"]> {
  const f = query.filters;
  if (f.from && f.to && f.from > f.to) throw new Invalid("The start date is after the end date", "from");
  const conditions = [
    f.role ? roleCondition(f.role) : undefined,
    f.verified ? eq(auth_user.emailVerified, f.verified === "yes") : undefined,
    // auth_user.created_at has no time zone (UTC): compare with UTC wall-clock instants
    f.from ? gte(auth_user.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(auth_user.createdAt, dayStart(nextDay(f.to))) : undefined,
    searchColumns(query.q, [auth_user.email, auth_user.name, auth_user.id]),
  ].filter((c): c is SQL => !!c);
  const where = conditions.length ? and(...conditions) : undefined;
  return {
    sortColumns: {
      createdAt: auth_user.createdAt,
      email: auth_user.email,
      name: sql`lower(${auth_user.name})`,
      orders: orderStats,
      spent: spentStats,
    },
    tiebreaker: auth_user.id,
    count: async () => (await ctx.db.select({ n: count() }).from(auth_user).where(where))[0]?.n ?? 0,
    rows: async ({ orderBy, limit, offset }) => {
      const rows = await ctx.db
        .select({
          id: auth_user.id,
          email: auth_user.email,
          name: auth_user.name,
          role: auth_user.role,
          emailVerified: auth_user.emailVerified,
          twoFactorEnabled: auth_user.twoFactorEnabled,
          banned: auth_user.banned,
          createdAt: auth_user.createdAt,
          orders: sql<string>`${orderStats}`,
          spent: sql<string>`${spentStats}`,
        })
        .from(auth_user)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        name: r.name,
        roles: rolesOf(r.role),
        emailVerified: r.emailVerified,
        twoFactorEnabled: r.twoFactorEnabled ?? false,
        banned: r.banned ?? false,
        createdAt: r.createdAt,
        orders: Number(r.orders),
        spentCents: Number(r.spent),
      }));
    },
  };
}

/**
 * A page of the customer list (every account, staff included; filter by role, e-mail verified,
 * sign-up days; search e-mail, name or id). Needs `read:customer:any`.
 * @throws Unauthorized | Forbidden | Invalid
 */
export async function listCustomers(ctx: Ctx, query: CustomerListQuery): Promise<ListPage<CustomerRow>> {
  requirePermission(ctx, "read:customer:any");
  return runListQuery(query, customerSource(ctx, query));
}

/** Every customer matching the query, in its order, for CSV (`read:customer:any`). */
export async function exportCustomers(ctx: Ctx, query: CustomerListQuery): Promise<CustomerRow[]> {
  requirePermission(ctx, "read:customer:any");
  return runListExport(query, customerSource(ctx, query));
}

/** One of a customer's orders as the admin customer page lists it. */
export interface CustomerOrderSummary {
  id: string;
  number: string;
  status: string;
  placedAt: Date;
  totalCents: number;
}

export interface CustomerDetail {
  profile: ProfileView;
  roles: Role[];
  banned: boolean;
  addresses: AddressView[];
  /** The 20 most recent orders, and how many there are in all. */
  orders: CustomerOrderSummary[];
  orderCount: number;
  /** What the actor may change here. */
  can: { editProfile: boolean; changeRoles: boolean; grantStaff: boolean; grantWholesale: boolean };
}

/**
 * One customer for `/admin/customer/{id}/edit`: profile, roles, addresses, recent orders.
 * @throws Unauthorized | Forbidden (no `read:customer:any`) | NotFound (CUSTOMER_NOT_FOUND)
 */
export async function getCustomerDetail(ctx: Ctx, userId: string): Promise<CustomerDetail> {
  const actor = requirePermission(ctx, "read:customer:any");
  const profile = await getProfile(ctx, { userId });
  const [user] = await ctx.db
    .select({ role: auth_user.role, banned: auth_user.banned })
    .from(auth_user)
    .where(eq(auth_user.id, userId));
  const addresses = hasPermission(actor, "read:address:any") ? await listAddresses(ctx, { userId }) : [];
  const canOrders = hasPermission(actor, "read:order:any");
  const orders = canOrders
    ? await ctx.db
        .select({
          id: orderTable.id,
          number: orderTable.number,
          status: orderTable.status,
          placedAt: orderTable.createdAt,
          totalCents: orderTable.totalCents,
        })
        .from(orderTable)
        .where(eq(orderTable.userId, userId))
        .orderBy(desc(orderTable.createdAt), desc(orderTable.id))
        .limit(20)
    : [];
  const orderCount = canOrders
    ? ((await ctx.db.select({ n: count() }).from(orderTable).where(eq(orderTable.userId, userId)))[0]?.n ?? 0)
    : 0;
  const changeRoles = hasPermission(actor, "update:customer:any");
  return {
    profile,
    roles: rolesOf(user?.role ?? null),
    banned: user?.banned ?? false,
    addresses,
    orders,
    orderCount,
    can: {
      editProfile: changeRoles,
      changeRoles,
      grantStaff: changeRoles && actor.roles.includes("admin"),
      grantWholesale: changeRoles && hasPermission(actor, "update:wholesale:any"),
    },
  };
}

/**
 * Corrects a customer's profile (the customer's own profile rules, spec §5), audited as
 * `customer.update` with the profile before and after.
 * @throws Unauthorized | Forbidden (no `update:customer:any`) | NotFound | Invalid (a schema check: 400 naming the field)
 */
export async function updateCustomerProfile(
  ctx: Ctx,
  input: { userId: string } & Record<string, unknown>,
): Promise<ProfileView> {
  requirePermission(ctx, "update:customer:any");
  const { userId } = parseInput(customerRefSchema, input);
  return withTransaction(ctx, async (tx) => {
    const before = await getProfile(tx, { userId });
    const after = await updateProfile(tx, { ...input, userId });
    await recordAudit(tx, { action: "customer.update", entityType: "customer", entityId: userId, before, after });
    return after;
  });
}

/**
 * Sets a customer's roles (issue 6 "role change"; rules at the top of this file), audited as
 * `customer.role.update` with the roles before and after. A customer who is given no shopper role
 * stays a customer. Setting the roles an account already has changes nothing and is not audited.
 * Takes effect on the account's next request (roles are read per request).
 * @throws Unauthorized | Forbidden (missing permission, staff roles by a non-admin, removing one's
 *   own admin role) | NotFound | Invalid (field `roles`)
 */
export async function setCustomerRoles(
  ctx: Ctx,
  input: { userId: string } & Record<string, unknown>,
): Promise<{ roles: Role[] }> {
  const actor = requirePermission(ctx, "update:customer:any");
  const { userId } = parseInput(customerRefSchema, input);
  const parsed = customerRolesSchema.safeParse(input);
  if (!parsed.success) throw new Invalid(parsed.error.issues[0]?.message ?? "Invalid roles", "roles");
  const wanted = [...new Set(parsed.data.roles)];
  if (!wanted.includes("customer") && !wanted.includes("wholesale")) wanted.unshift("customer");
  const next = ROLES.filter((r) => wanted.includes(r));
  return withTransaction(ctx, async (tx) => {
    const [user] = await tx.db
      .select({ role: auth_user.role })
      .from(auth_user)
      .where(eq(auth_user.id, userId))
      .for("update");
    if (!user) throw new NotFound("No such customer", "CUSTOMER_NOT_FOUND");
    const before = rolesOf(user.role);
    const changed = ROLES.filter((r) => before.includes(r) !== next.includes(r));
    if (changed.length === 0) return { roles: before };
    if (changed.some(isStaffRole) && !actor.roles.includes("admin")) {
      throw new Forbidden("Only an administrator may grant or remove staff roles", "STAFF_ROLE_FORBIDDEN");
    }
    if (changed.includes("wholesale") && !hasPermission(actor, "update:wholesale:any")) {
      throw new Forbidden("Wholesale access is granted through the wholesale approval", "WHOLESALE_ROLE_FORBIDDEN");
    }
    if (userId === actor.userId && before.includes("admin") && !next.includes("admin")) {
      throw new Conflict("You cannot remove your own administrator role", "OWN_ADMIN_ROLE");
    }
    await tx.db
      .update(auth_user)
      .set({ role: next.join(","), updatedAt: tx.now() })
      .where(eq(auth_user.id, userId));
    await recordAudit(tx, {
      action: "customer.role.update",
      entityType: "customer",
      entityId: userId,
      before: { roles: before },
      after: { roles: next },
    });
    return { roles: next };
  });
}

export { createCustomerSchema, customerRolesSchema };
export type CreateCustomerInput = z.input<typeof createCustomerSchema>;

/**
 * Where the set-password link of a staff-made account points: the shop's origin as the request saw it
 * (`https://shop.example`), given by the route or page, not typed by staff.
 */
export const accountOriginSchema = z.object({ origin: z.string().min(1).max(200) });

/**
 * Creates a customer account for someone (spec §2 `/admin/customer/create`), e.g. a phone order:
 * a customer with the e-mail address marked verified (staff took it from the customer) and no
 * password; the customer gets the shop's "set your password" e-mail in their language. Audited as
 * `customer.create`. The account is made through `ctx.services.identity.staffAccounts(origin)`.
 * @throws Unauthorized | Forbidden (no `create:customer:any`) | Invalid (field named) | Conflict
 *   (CUSTOMER_EMAIL_TAKEN)
 */
export async function createCustomer(
  ctx: Ctx,
  input: { origin: string } & Record<string, unknown>,
): Promise<{ id: string }> {
  requirePermission(ctx, "create:customer:any");
  const accounts = ctx.services.identity.staffAccounts(parseInput(accountOriginSchema, input).origin);
  const parsed = createCustomerSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Invalid(issue?.message ?? "Invalid customer", issue?.path.join("."));
  }
  const { email, firstName, lastName, locale } = parsed.data;
  const [taken] = await ctx.db
    .select({ id: auth_user.id })
    .from(auth_user)
    .where(sql`lower(${auth_user.email}) = ${email}`);
  if (taken) throw new Conflict("An account with this e-mail address exists", "CUSTOMER_EMAIL_TAKEN");
  const { id } = await accounts.createUser({ email, name: `${firstName} ${lastName}` });
  try {
    await withTransaction(ctx, async (tx) => {
      await updateProfile(tx, { firstName, lastName, gender: "undisclosed", acceptsMarketing: false, userId: id });
      await recordAudit(tx, {
        action: "customer.create",
        entityType: "customer",
        entityId: id,
        before: null,
        after: { email, firstName, lastName, locale },
      });
    });
  } catch (error) {
    // the auth system made the user outside this transaction: take it back, so a failed creation
    // leaves no account without profile or audit entry (its sessions and logins go with it, cascade)
    await ctx.db.delete(auth_user).where(eq(auth_user.id, id));
    throw error;
  }
  await accounts.sendSetPasswordLink({ email, locale });
  return { id };
}
