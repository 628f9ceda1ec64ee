import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { ADDRESS_LIMITS } from "../../../core/customers/address-schema.ts";
import { changePasswordSchema, passwordConfirmationSchema } from "../../../core/accounts/schemas.ts";
import { addressInputSchema, createAddress } from "../../../core/customers/create-address.ts";
import { CARD_BRANDS, GENDERS, PAYMENT_GATEWAYS } from "../../../core/customers/constants.ts";
import { deleteAccount } from "../../../core/customers/delete-account.ts";
import { deleteAddress } from "../../../core/customers/delete-address.ts";
import { deletePaymentMethod } from "../../../core/customers/delete-payment-method.ts";
import { exportCustomerData } from "../../../core/customers/export-customer-data.ts";
import { getAddress } from "../../../core/customers/get-address.ts";
import { getOverview } from "../../../core/customers/get-overview.ts";
import { getProfile } from "../../../core/customers/get-profile.ts";
import { listAddresses } from "../../../core/customers/list-addresses.ts";
import { listPaymentMethods } from "../../../core/customers/list-payment-methods.ts";
import { savePaymentMethod } from "../../../core/customers/save-payment-method.ts";
import { PROFILE_LIMITS } from "../../../core/customers/schemas.ts";
import { updateAddress } from "../../../core/customers/update-address.ts";
import { updateProfile } from "../../../core/customers/update-profile.ts";
import { Unavailable } from "../../../core/shared/errors.ts";
import { requireActor } from "../../../core/shared/permissions.ts";
import { changePassword, confirmPassword, endAllSessions } from "../../auth/account-security.ts";
import type { Auth } from "../../auth/better-auth.ts";
import type { AppEnv } from "../../env.ts";
import { mapError } from "../../middleware/error-mapper.ts";
import { ErrorSchema, namedSchema } from "../schemas.ts";

// ---------------------------------------------------------------------------------------------
// Schemas (OpenAPI)

const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: {
    description: "Invalid input; `field` names it, `message` is in the request's language",
    content: errorContent,
  },
  401: { description: "Not signed in (or, for password checks, a wrong password)", content: errorContent },
  500: { description: "Something went wrong", content: errorContent },
} as const;
const notFound = { 404: { description: "No such record, or another customer's", content: errorContent } } as const;

/** Session cookie of Better Auth (`fabrico.session_token`, `__Secure-` prefixed behind TLS). */
const security = [{ cookieAuth: [] }];

export const ProfileSchema = z
  .object({
    userId: z.string().openapi({ example: "usr_01JD3M8Q2R7X5K9Z4W1B6C8D2E" }),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    dateOfBirth: z.string().nullable().openapi({ example: "1990-05-01" }),
    gender: z.enum(GENDERS),
    phone: z.string().nullable().openapi({ description: "E.164", example: "+351912345678" }),
    acceptsMarketing: z.boolean(),
    twoFactorEnabled: z.boolean(),
    memberSince: z.string(),
    saved: z.boolean().openapi({ description: "False until the profile is first saved (names come from sign-up)" }),
  })
  .openapi("CustomerProfile");

const ProfileBody = z
  .object({
    firstName: z
      .string()
      .max(PROFILE_LIMITS.firstName * 2)
      .openapi({ example: "Ana" }),
    lastName: z
      .string()
      .max(PROFILE_LIMITS.lastName * 2)
      .openapi({ example: "Silva" }),
    dateOfBirth: z.string().nullish().openapi({ description: "YYYY-MM-DD; null or empty to clear" }),
    gender: z.enum(GENDERS).optional().openapi({ description: "Default undisclosed" }),
    phone: z.string().nullish().openapi({
      description:
        "National form of the customer's default-address country (else Portugal) or international (+…); stored in E.164",
    }),
    acceptsMarketing: z.boolean().optional(),
  })
  .partial()
  .openapi("CustomerProfileUpdate");

export const AddressSchema = z
  .object({
    id: z.string().openapi({ example: "adr_01JD3M8Q2R7X5K9Z4W1B6C8D2E" }),
    firstName: z.string(),
    lastName: z.string(),
    company: z.string().nullable(),
    country: z.string().openapi({ description: "ISO 3166-1 alpha-2", example: "PT" }),
    streetAddress: z.string(),
    houseNumber: z.string().nullable(),
    additionalInfo: z.string().nullable(),
    city: z.string(),
    postcode: z.string().nullable().openapi({ description: "Canonical form of the country", example: "1100-053" }),
    phone: z.string().openapi({ description: "E.164", example: "+351912345678" }),
    isDefaultShipping: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("CustomerAddress");

const AddressBody = namedSchema(addressInputSchema, "CustomerAddressInput", {
  description: `Address fields (lengths: ${Object.entries(ADDRESS_LIMITS)
    .map(([k, v]) => `${k} ≤ ${v}`)
    .join(", ")}). Postcode and phone are checked for the country. isDefaultShipping: true makes it the default.`,
  example: {
    firstName: "Ana",
    lastName: "Silva",
    country: "PT",
    streetAddress: "Rua Augusta",
    houseNumber: "100, 2º esq.",
    city: "Lisboa",
    postcode: "1100-053",
    phone: "912 345 678",
    isDefaultShipping: true,
  },
});

export const PaymentMethodSchema = z
  .object({
    id: z.string().openapi({ example: "pmt_01JD3M8Q2R7X5K9Z4W1B6C8D2E" }),
    gateway: z.enum(PAYMENT_GATEWAYS),
    brand: z.enum(CARD_BRANDS),
    last4: z.string().openapi({ example: "4242" }),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    label: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi("PaymentMethod");

const PaymentBody = z
  .object({
    gateway: z.enum(PAYMENT_GATEWAYS).optional().openapi({ description: "Default sibs" }),
    tokenRef: z
      .string()
      .openapi({ description: "The gateway's token reference for the stored card", example: "sibs_tok_9fA1bC2dE3" }),
    brand: z.enum(CARD_BRANDS),
    last4: z.string().openapi({ example: "4242" }),
    expMonth: z.number().int().openapi({ example: 12 }),
    expYear: z.number().int().openapi({ example: 2030 }),
    label: z.string().nullish().openapi({ example: "Work card" }),
  })
  .partial()
  .openapi("PaymentMethodInput", {
    description:
      "Only what the gateway returned after storing the card. A card number or security code in any field " +
      "(or a field named cardNumber, pan, cvv, cvc …) is refused with 400 CARD_DATA_REJECTED and never stored or logged.",
  });

const OverviewSchema = z
  .object({
    profile: ProfileSchema,
    defaultAddress: AddressSchema.nullable(),
    counts: z.object({
      addresses: z.number().int(),
      paymentMethods: z.number().int(),
      orders: z.number().int(),
    }),
  })
  .openapi("CustomerOverview");

const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});
/** The profile page's schema (core/accounts/schemas.ts); the new password: 10 to 128 characters, not a common one. */
const PasswordBody = namedSchema(changePasswordSchema, "ChangePasswordRequest");
const DeleteBody = namedSchema(passwordConfirmationSchema, "DeleteAccountRequest");
const tooMany = { 429: { description: "Too many attempts", content: errorContent } } as const;

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: json(schema) } });

// ---------------------------------------------------------------------------------------------
// Routes

const tags = ["Customer"];

const overviewRoute = createRoute({
  method: "get",
  path: "/customer",
  tags,
  security,
  summary: "Customer overview: profile, default address, counts",
  responses: { 200: { description: "Overview", content: json(OverviewSchema) }, ...errors },
});
const getProfileRoute = createRoute({
  method: "get",
  path: "/customer/profile",
  tags,
  security,
  summary: "The signed-in customer's profile",
  responses: { 200: { description: "Profile", content: json(ProfileSchema) }, ...errors },
});
const updateProfileRoute = createRoute({
  method: "put",
  path: "/customer/profile",
  tags,
  security,
  summary: "Save the profile",
  request: body(ProfileBody),
  responses: { 200: { description: "Saved profile", content: json(ProfileSchema) }, ...errors },
});
const passwordRoute = createRoute({
  method: "post",
  path: "/customer/password",
  tags,
  security,
  summary: "Change the password (other sessions are signed out)",
  description:
    "Checks the current password; on success every other session of the account ends and this one gets a new " +
    "session cookie. A wrong current password is 401 INVALID_PASSWORD. Same-origin only (Origin header).",
  request: body(PasswordBody),
  responses: {
    200: { description: "Changed", content: json(z.object({ changed: z.literal(true) })) },
    ...errors,
    ...tooMany,
  },
});
const listAddressesRoute = createRoute({
  method: "get",
  path: "/customer/address",
  tags,
  security,
  summary: "Saved addresses (default first)",
  responses: {
    200: { description: "Addresses", content: json(z.object({ items: z.array(AddressSchema) })) },
    ...errors,
  },
});
const createAddressRoute = createRoute({
  method: "post",
  path: "/customer/address",
  tags,
  security,
  summary: "Save a new address (the first becomes the default)",
  request: body(AddressBody),
  responses: {
    201: { description: "Saved", content: json(AddressSchema) },
    409: { description: "Too many addresses (ADDRESS_LIMIT)", content: errorContent },
    ...errors,
  },
});
const getAddressRoute = createRoute({
  method: "get",
  path: "/customer/address/{id}",
  tags,
  security,
  summary: "One saved address",
  request: { params: IdParam },
  responses: { 200: { description: "Address", content: json(AddressSchema) }, ...errors, ...notFound },
});
const updateAddressRoute = createRoute({
  method: "put",
  path: "/customer/address/{id}",
  tags,
  security,
  summary: "Replace a saved address",
  request: { params: IdParam, ...body(AddressBody) },
  responses: { 200: { description: "Saved", content: json(AddressSchema) }, ...errors, ...notFound },
});
const deleteAddressRoute = createRoute({
  method: "delete",
  path: "/customer/address/{id}",
  tags,
  security,
  summary: "Delete a saved address (the newest other one becomes the default)",
  request: { params: IdParam },
  responses: {
    200: {
      description: "Deleted",
      content: json(z.object({ deleted: z.literal(true), newDefaultId: z.string().nullable() })),
    },
    ...errors,
    ...notFound,
  },
});
const listPaymentsRoute = createRoute({
  method: "get",
  path: "/customer/payment",
  tags,
  security,
  summary: "Saved payment methods (brand, last four, expiry)",
  responses: {
    200: { description: "Payment methods", content: json(z.object({ items: z.array(PaymentMethodSchema) })) },
    ...errors,
  },
});
const savePaymentRoute = createRoute({
  method: "post",
  path: "/customer/payment",
  tags,
  security,
  summary: "Save a card the payment gateway stored (token reference only)",
  request: body(PaymentBody),
  responses: {
    201: { description: "Saved (or updated, for a token saved before)", content: json(PaymentMethodSchema) },
    409: { description: "Too many payment methods (PAYMENT_METHOD_LIMIT)", content: errorContent },
    ...errors,
  },
});
const deletePaymentRoute = createRoute({
  method: "delete",
  path: "/customer/payment/{id}",
  tags,
  security,
  summary: "Delete a saved payment method",
  request: { params: IdParam },
  responses: {
    200: { description: "Deleted", content: json(z.object({ deleted: z.literal(true) })) },
    ...errors,
    ...notFound,
  },
});
const exportRoute = createRoute({
  method: "get",
  path: "/customer/export",
  tags,
  security,
  summary: "Download my data (GDPR): account, profile, addresses, payment method summaries, sessions, orders",
  responses: {
    200: {
      description: "The export as a JSON file (Content-Disposition: attachment)",
      content: json(z.object({ format: z.literal("fabrico-customer-export"), version: z.number().int() }).loose()),
    },
    ...errors,
  },
});
const deleteAccountRoute = createRoute({
  method: "post",
  path: "/customer/delete",
  tags,
  security,
  summary: "Delete my account (confirmed by password)",
  description:
    "Signs out every session and erases the account, profile, addresses and payment methods. Orders are kept, " +
    "anonymised, as accounting law requires. A wrong password is 401 INVALID_PASSWORD.",
  request: body(DeleteBody),
  responses: {
    200: {
      description: "Deleted; the session cookie is cleared",
      content: json(z.object({ deleted: z.literal(true) })),
    },
    ...errors,
    ...tooMany,
  },
});

// ---------------------------------------------------------------------------------------------
// Handlers

/** zod-openapi hook of these routes: a 400 naming the field, the text in the request's language. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by every route of the router
const translatedHook = (result: any, c: Context<AppEnv>) => {
  if (result.success) return;
  return mapError(result.error, c);
};

/**
 * The customer calls of spec §7 (`/api/customer`, `/profile`, `/password`, `/address`,
 * `/payment`) plus the GDPR export and account deletion. Every handler calls one `core/customers`
 * function, which checks the permissions (anonymous 401, another customer's record 404).
 *
 * State-changing calls are same-origin only (CSRF): the app-wide origin check
 * (server/middleware/same-origin.ts) refuses them from another site; the session cookie is
 * SameSite=Lax besides.
 * @param getAuth Better Auth (password checks); absent in API-only tests without auth
 */
export function customerRoutes(getAuth: () => Auth | undefined) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: translatedHook });
  app.openAPIRegistry.registerComponent("securitySchemes", "cookieAuth", {
    type: "apiKey",
    in: "cookie",
    name: "fabrico.session_token",
    description: "Better Auth session cookie, set by POST /api/auth/login (or the sign-in page)",
  });
  app.use("/customer/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.onError(mapError);
  const requireAuth = () => {
    const auth = getAuth();
    if (!auth) throw new Unavailable("Accounts are not available");
    return auth;
  };
  const ctx = (c: Context<AppEnv>) => c.get("ctx");

  app.openapi(overviewRoute, async (c) => c.json(await getOverview(ctx(c)), 200));
  app.openapi(getProfileRoute, async (c) => c.json(await getProfile(ctx(c)), 200));
  app.openapi(updateProfileRoute, async (c) => {
    return c.json(await updateProfile(ctx(c), c.req.valid("json")), 200);
  });
  app.openapi(passwordRoute, async (c) => {
    const actor = requireActor(ctx(c));
    const { currentPassword, newPassword } = c.req.valid("json");
    const profile = await getProfile(ctx(c), { userId: actor.userId });
    const result = await changePassword(
      requireAuth(),
      c.req.raw,
      { currentPassword, newPassword, context: [profile.email, profile.firstName, profile.lastName] },
      ctx(c).log,
    );
    for (const cookie of result.setCookies) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ changed: true as const }, 200);
  });

  app.openapi(listAddressesRoute, async (c) => c.json({ items: await listAddresses(ctx(c)) }, 200));
  app.openapi(createAddressRoute, async (c) => c.json(await createAddress(ctx(c), c.req.valid("json")), 201));
  app.openapi(getAddressRoute, async (c) => c.json(await getAddress(ctx(c), c.req.valid("param").id), 200));
  app.openapi(updateAddressRoute, async (c) =>
    c.json(await updateAddress(ctx(c), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
  );
  app.openapi(deleteAddressRoute, async (c) => {
    const { newDefaultId } = await deleteAddress(ctx(c), c.req.valid("param").id);
    return c.json({ deleted: true as const, newDefaultId }, 200);
  });

  app.openapi(listPaymentsRoute, async (c) => c.json({ items: await listPaymentMethods(ctx(c)) }, 200));
  app.openapi(savePaymentRoute, async (c) => {
    // the raw body: card-data fields the schema does not know must still be seen (and refused)
    const input = await c.req.json().catch(() => ({}));
    return c.json(await savePaymentMethod(ctx(c), input), 201);
  });
  app.openapi(deletePaymentRoute, async (c) => {
    await deletePaymentMethod(ctx(c), c.req.valid("param").id);
    return c.json({ deleted: true as const }, 200);
  });

  app.openapi(exportRoute, async (c) => {
    const data = await exportCustomerData(ctx(c));
    c.header("Content-Disposition", `attachment; filename="fabrico-my-data-${data.exportedAt.slice(0, 10)}.json"`);
    return c.json(data, 200);
  });
  app.openapi(deleteAccountRoute, async (c) => {
    requireActor(ctx(c));
    const auth = requireAuth();
    await confirmPassword(auth, c.req.raw, c.req.valid("json").password, ctx(c).log);
    const { setCookies } = await endAllSessions(auth, c.req.raw);
    await deleteAccount(ctx(c));
    for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
    return c.json({ deleted: true as const }, 200);
  });
  return app;
}
