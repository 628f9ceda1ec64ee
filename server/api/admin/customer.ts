import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  CUSTOMER_LIST,
  CUSTOMER_ROLE_FILTERS,
  createCustomer,
  exportCustomers,
  getCustomerDetail,
  listCustomers,
  setCustomerRoles,
  updateCustomerProfile,
} from "../../../core/customers/admin-customers.ts";
import { GENDERS } from "../../../core/customers/constants.ts";
import { ROLES } from "../../../core/shared/ctx.ts";
import { csvResponse, toCsv } from "../../../core/shared/csv.ts";
import { Unavailable } from "../../../core/shared/errors.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import type { Auth } from "../../auth/better-auth.ts";
import type { AppEnv } from "../../env.ts";
import { ErrorSchema } from "../schemas.ts";
import { AddressSchema, ProfileSchema } from "../store/customer.ts";
import { validationHook } from "../validation-hook.ts";
import { listPageSchema, listQueryParams } from "./list-params.ts";

/**
 * Admin customer calls (issue 6, spec §2 `/admin/customer`, ADR 0012): the list (list kit, CSV),
 * create an account (the customer gets the set-password e-mail), one customer with addresses and
 * orders, profile corrections and role changes (audited). Permissions are checked in core.
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input (`field` names it)", content: errorContent },
  401: { description: "Not signed in", content: errorContent },
  403: { description: "The staff role does not allow it", content: errorContent },
} as const;
const security = [{ cookieAuth: [] }];
const Id = z.object({ id: z.string().min(1).max(64).openapi({ example: "usr_01JD3M8Q2R7X5K9Z4W1B6C8D2E" }) });

const CustomerRow = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    roles: z.array(z.enum(ROLES)),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
    banned: z.boolean(),
    createdAt: z.string(),
    orders: z.number().int(),
    spentCents: z.number().int().openapi({ description: "Paid orders' totals, EUR cents incl. VAT" }),
  })
  .openapi("AdminCustomerRow");

const AdminCustomer = ProfileSchema.extend({
  roles: z.array(z.enum(ROLES)),
  banned: z.boolean(),
  addresses: z.array(AddressSchema),
  orders: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      status: z.string(),
      placedAt: z.string(),
      totalCents: z.number().int(),
    }),
  ),
  orderCount: z.number().int(),
  can: z.object({
    editProfile: z.boolean(),
    changeRoles: z.boolean(),
    grantStaff: z.boolean(),
    grantWholesale: z.boolean(),
  }),
}).openapi("AdminCustomer");

const listRoute = createRoute({
  method: "get",
  path: "/admin/customer",
  tags: ["Admin"],
  security,
  summary: "Customer list (spec §2 /admin/customer/list)",
  description:
    "Needs `read:customer:any`. With `format=csv`: every matching account as CSV (UTF-8 with BOM; id, email, name, roles, email_verified, two_factor, created_at, orders, spent_eur).",
  request: {
    query: listQueryParams(CUSTOMER_LIST.sorts, {
      role: `One role, or staff: ${CUSTOMER_ROLE_FILTERS.join(", ")}`,
      verified: "yes or no (e-mail address confirmed)",
      from: "Signed up on or after, YYYY-MM-DD",
      to: "Signed up on or before, YYYY-MM-DD",
    }),
  },
  responses: {
    200: {
      description: "A page of customers, or the CSV file",
      content: {
        "application/json": { schema: listPageSchema(CustomerRow, "AdminCustomerPage") },
        "text/csv": { schema: z.string() },
      },
    },
    ...errors,
  },
});

const CreateBody = z
  .object({
    email: z.string().max(254).openapi({ example: "ana.silva@example.com" }),
    firstName: z.string().max(160),
    lastName: z.string().max(160),
    locale: z.enum(["en", "pt", "es"]).optional().openapi({ description: "Language of the set-password e-mail" }),
  })
  .openapi("AdminCustomerCreate");

const createRoute_ = createRoute({
  method: "post",
  path: "/admin/customer",
  tags: ["Admin"],
  security,
  summary: "Create a customer account (spec §2 /admin/customer/create)",
  description:
    "Needs `create:customer:any` (admin). The account has a confirmed e-mail address and no password; the customer gets the set-password e-mail. Audited as customer.create.",
  request: { body: { content: { "application/json": { schema: CreateBody } }, required: true } },
  responses: {
    201: { description: "Created", content: { "application/json": { schema: z.object({ id: z.string() }) } } },
    ...errors,
    409: { description: "CUSTOMER_EMAIL_TAKEN", content: errorContent },
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/admin/customer/{id}",
  tags: ["Admin"],
  security,
  summary: "One customer: profile, roles, addresses, recent orders (spec §2 /admin/customer/{id}/edit)",
  description:
    "Needs `read:customer:any`: a customer gets 403 whatever the id. Addresses need `read:address:any`, orders `read:order:any` (else empty).",
  request: { params: Id },
  responses: {
    200: { description: "The customer", content: { "application/json": { schema: AdminCustomer } } },
    ...errors,
    404: { description: "No such customer", content: errorContent },
  },
});

const ProfileUpdate = z
  .object({
    firstName: z.string().max(160),
    lastName: z.string().max(160),
    dateOfBirth: z.string().nullish(),
    gender: z.enum(GENDERS).optional(),
    phone: z.string().nullish(),
    acceptsMarketing: z.boolean().optional(),
  })
  .openapi("AdminCustomerProfileUpdate");

const updateRoute = createRoute({
  method: "put",
  path: "/admin/customer/{id}",
  tags: ["Admin"],
  security,
  summary: "Correct a customer's profile",
  description: "Needs `update:customer:any`. The customer's own profile rules apply. Audited as customer.update.",
  request: { params: Id, body: { content: { "application/json": { schema: ProfileUpdate } }, required: true } },
  responses: {
    200: { description: "The saved profile", content: { "application/json": { schema: ProfileSchema } } },
    ...errors,
    404: { description: "No such customer", content: errorContent },
  },
});

const roleRoute = createRoute({
  method: "put",
  path: "/admin/customer/{id}/role",
  tags: ["Admin"],
  security,
  summary: "Set a customer's roles",
  description:
    "Needs `update:customer:any`; wholesale also `update:wholesale:any`; staff roles only an admin (403 STAFF_ROLE_FORBIDDEN); nobody removes their own admin role (409 OWN_ADMIN_ROLE). Audited as customer.role.update.",
  request: {
    params: Id,
    body: {
      content: { "application/json": { schema: z.object({ roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length) }) } },
      required: true,
    },
  },
  responses: {
    200: {
      description: "The roles now",
      content: { "application/json": { schema: z.object({ roles: z.array(z.enum(ROLES)) }) } },
    },
    ...errors,
    404: { description: "No such customer", content: errorContent },
    409: { description: "OWN_ADMIN_ROLE", content: errorContent },
  },
});

/** Admin customer calls (see the module doc). `getAuth` gives Better Auth (absent in API-only tests). */
export function adminCustomerRoutes(getAuth: () => Auth | undefined = () => undefined) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/admin/customer", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.use("/admin/customer/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.openapi(listRoute, async (c) => {
    const ctx = c.get("ctx");
    const params = c.req.valid("query");
    const query = parseListQuery(CUSTOMER_LIST, params);
    if (params.format === "csv") {
      const rows = await exportCustomers(ctx, query);
      const csv = toCsv(
        [
          { header: "id", value: (r) => r.id },
          { header: "email", value: (r) => r.email },
          { header: "name", value: (r) => r.name },
          { header: "roles", value: (r) => r.roles.join(" ") },
          { header: "email_verified", value: (r) => r.emailVerified },
          { header: "two_factor", value: (r) => r.twoFactorEnabled },
          { header: "created_at", value: (r) => r.createdAt },
          { header: "orders", value: (r) => r.orders },
          { header: "spent_eur", value: (r) => (r.spentCents / 100).toFixed(2) },
        ],
        rows,
      );
      return csvResponse("customers", csv, ctx.now()) as never;
    }
    const page = await listCustomers(ctx, query);
    return c.json({ ...page, items: page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) }, 200);
  });
  app.openapi(createRoute_, async (c) => {
    if (!getAuth()) throw new Unavailable("Accounts are not available");
    const created = await createCustomer(c.get("ctx"), { ...c.req.valid("json"), origin: new URL(c.req.url).origin });
    return c.json(created, 201);
  });
  app.openapi(getRoute, async (c) => {
    const d = await getCustomerDetail(c.get("ctx"), c.req.valid("param").id);
    return c.json(
      {
        ...d.profile,
        roles: d.roles,
        banned: d.banned,
        addresses: d.addresses,
        orders: d.orders.map((o) => ({ ...o, placedAt: o.placedAt.toISOString() })),
        orderCount: d.orderCount,
        can: d.can,
      },
      200,
    );
  });
  app.openapi(updateRoute, async (c) =>
    c.json(await updateCustomerProfile(c.get("ctx"), { ...c.req.valid("json"), userId: c.req.valid("param").id }), 200),
  );
  app.openapi(roleRoute, async (c) =>
    c.json(await setCustomerRoles(c.get("ctx"), { ...c.req.valid("json"), userId: c.req.valid("param").id }), 200),
  );
  return app;
}
