import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { newCartToken } from "../../../core/cart/cart-ref.ts";
import {
  cancelReturn,
  createReturn,
  createReturnSchema,
  getReturn,
  getReturnOptions,
  lookupOrderForReturn,
  lookupSchema,
  type ReturnOptions,
  uploadReturnPhoto,
} from "../../../core/returns/portal.ts";
import { RETURN_OUTCOMES, RETURN_REASONS, RETURN_STATUSES } from "../../../core/returns/rules.ts";
import type { ReturnView } from "../../../core/returns/views.ts";
import {
  type ReturnSettings,
  getReturnSettings,
  returnSettingsSchema,
  updateReturnSettings,
} from "../../../core/returns/settings.ts";
import {
  STAFF_ACTIONS,
  actOnReturn,
  getReturnForStaff,
  listReturns,
  type ReturnListPage,
  listReturnsSchema,
} from "../../../core/returns/staff.ts";
import { Invalid } from "../../../core/shared/errors.ts";
import { requirePermission } from "../../../core/shared/permissions.ts";
import { CLIENT_IP_HEADER } from "../../../core/shared/secure-request.ts";
import type { AppEnv } from "../../env.ts";
import { cartRef, remember } from "../cart-cookie.ts";
import { ErrorSchema, orNull, view } from "../schemas.ts";
import { UploadSchema } from "./customize.ts";

/**
 * Returns and refunds (issue 8; ADR 0016): the guest lookup (order number with `#` and letters,
 * e-mail, postcode; spec §3, §5), the return form of an order, requests (incl. the EU withdrawal
 * function), claim photos, and the staff side (`/api/admin/refund…`). Guests act with the order's
 * signed link token (`?token=`), like the order pages.
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: {
    description: "Invalid input; `code` says why (ORDER_NUMBER_NEEDS_HASH, CUSTOM_NOT_WITHDRAWABLE …)",
    content: errorContent,
  },
  404: { description: "Not found, or not yours (the same answer)", content: errorContent },
  409: { description: "Conflicting state (RETURN_STATUS_CONFLICT, OUT_OF_STOCK …)", content: errorContent },
} as const;
const staffErrors = {
  ...errors,
  401: { description: "Sign in", content: errorContent },
  403: { description: "Staff with the refund permission only", content: errorContent },
} as const;
const json = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const date = (description?: string) => z.string().openapi({ format: "date-time", description });
const ReturnStatusSchema = z.enum(RETURN_STATUSES).openapi("ReturnStatus");
const ReturnShippingPayerSchema = z.enum(["customer", "shop"]);
/** A return request as its customer and staff see it ({@link ReturnView}); money in EUR cents. */
export const ReturnRequestSchema = view<ReturnView>()(
  z
    .object({
      id: z.string(),
      number: z.string().openapi({ description: "The RMA number, e.g. #FAB1A2B3-R1" }),
      orderId: z.string(),
      orderNumber: z.string(),
      kind: z.enum(["withdrawal", "claim"]),
      reason: z.enum(RETURN_REASONS),
      outcome: z.enum(RETURN_OUTCOMES),
      status: ReturnStatusSchema,
      comment: z.string(),
      photos: z.array(z.object({ id: z.string(), url: z.string() })),
      lines: z.array(
        z.object({
          orderLineId: z.string(),
          kind: z.string(),
          sku: z.string(),
          name: z.string(),
          details: z.string(),
          quantity: z.number().int(),
          refundCents: z.number().int(),
          replacement: z.string().nullable().openapi({ description: "The replacement variant's label" }),
        }),
      ),
      refundCents: z.number().int(),
      shippingRefundCents: z.number().int(),
      withdrawal: z
        .object({ name: z.string(), confirmedAt: date() })
        .nullable()
        .openapi({ description: "The EU withdrawal statement, when made with the withdrawal function" }),
      answerBy: date("The shop answers by then (48 hours not counting weekends)"),
      answeredAt: date().nullable(),
      overdue: z.boolean(),
      shopNote: z.string().nullable(),
      giftCardCode: z.string().nullable(),
      returnShippingPaidBy: ReturnShippingPayerSchema,
      history: z.array(
        z.object({
          at: date(),
          from: orNull(ReturnStatusSchema),
          to: ReturnStatusSchema,
          by: z.string().openapi({ description: "`customer`, `system`, or the staff member's user id" }),
          note: z.string().nullable(),
        }),
      ),
      createdAt: date(),
    })
    .openapi("ReturnRequest", {
      description:
        "RMA number, order number, kind (withdrawal|claim), reason, outcome, status, lines with refund per line (EUR cents), refund total, answer deadline (answerBy), overdue, history",
    }),
);
const Return = ReturnRequestSchema;
const LineOptionSchema = z.object({
  allowed: z.boolean(),
  code: z
    .enum([
      "ORDER_NOT_RETURNABLE",
      "CUSTOM_NOT_WITHDRAWABLE",
      "WITHDRAWAL_PERIOD_OVER",
      "NOT_YET_SHIPPED",
      "GUARANTEE_OVER",
    ])
    .nullable()
    .openapi({ description: "Why not, when not allowed" }),
  deadline: date().nullable(),
});
const Options = view<ReturnOptions>()(
  z
    .object({
      order: z.object({
        id: z.string(),
        number: z.string(),
        status: z.string(),
        email: z.string(),
        firstName: z.string(),
        placedAt: date(),
        deliveredAt: date().nullable(),
      }),
      windowDays: z.number().int(),
      returnShippingPaidBy: ReturnShippingPayerSchema,
      withdrawalDeadline: date("End of the withdrawal period (null until delivered)").nullable(),
      lines: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(["blank", "custom", "sample"]),
          sku: z.string(),
          name: z.string(),
          details: z.string(),
          imageUrl: z.string(),
          quantity: z.number().int(),
          remaining: z.number().int().openapi({ description: "Units not yet in another request" }),
          totalCents: z.number().int(),
          withdrawal: LineOptionSchema,
          claim: LineOptionSchema,
          replacements: z.array(z.object({ variantId: z.string(), label: z.string(), sku: z.string() })),
        }),
      ),
      requests: z.array(Return),
    })
    .openapi("ReturnOptions", {
      description:
        "The order, its lines with units left and eligibility (withdrawal, claim), replacement variants, settings and requests",
    }),
);
const ReturnList = view<ReturnListPage>()(
  z
    .object({
      items: z.array(Return),
      total: z.number().int(),
      page: z.number().int(),
      perPage: z.number().int(),
      overdueCount: z.number().int().openapi({ description: "Requests past their 48-hour deadline, across all pages" }),
    })
    .openapi("ReturnList"),
);
const Settings = view<ReturnSettings>()(
  z
    .object({
      windowDays: z.number().int().openapi({ description: "Days after delivery to withdraw (≥ 14)" }),
      returnShippingPaidBy: ReturnShippingPayerSchema,
      restockOnReceipt: z.boolean(),
      updatedAt: date().nullable().openapi({ description: "null until staff save settings" }),
    })
    .openapi("ReturnSettings"),
);
const Token = z.object({ token: z.string().max(200).optional() });
const security = [{ cookieAuth: [] }];

/** The caller's address for the lookup's rate limit: the proxy's X-Forwarded-For when trusted, else the socket's. */
function clientKeyOf(c: Context<AppEnv>, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() : undefined;
  return forwarded || c.req.header(CLIENT_IP_HEADER) || "unknown";
}

/**
 * The returns routes (portal and staff). The order links, gateway and storage are the request ctx's
 * `services`; `trustProxy` says whether the lookup's rate limit reads X-Forwarded-For.
 */
export function returnRoutes(options: { trustProxy: boolean }) {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(
    createRoute({
      method: "post",
      path: "/return/lookup",
      tags: ["Returns"],
      summary: "Find an order to return, without an account",
      description:
        "Order number (with `#` and letters), the order's e-mail and delivery postcode. An unknown number and a wrong e-mail or postcode answer the same 404; 429 after too many attempts.",
      request: { body: { content: { "application/json": { schema: lookupSchema } } } },
      responses: {
        ...json(z.object({ orderId: z.string(), token: z.string() }), "The order and its signed link token"),
        ...errors,
        429: { description: "Too many attempts (RETURN_LOOKUP_LIMITED)", content: errorContent },
      },
    }),
    async (c) =>
      c.json(
        await lookupOrderForReturn(c.get("ctx"), {
          ...c.req.valid("json"),
          clientKey: clientKeyOf(c, options.trustProxy),
        }),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/order/{id}/return",
      tags: ["Returns"],
      summary: "What can be returned from an order",
      request: { params: z.object({ id: z.string().max(64) }), query: Token },
      responses: { ...json(Options, "The return form's data"), ...errors },
    }),
    async (c) =>
      c.json(
        await getReturnOptions(c.get("ctx"), {
          orderId: c.req.valid("param").id,
          access: { token: c.req.valid("query").token },
        }),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/order/{id}/return",
      tags: ["Returns"],
      summary: "Ask for a return, a replacement or store credit; or withdraw from the contract",
      description:
        "With `withdrawalName` this is the EU withdrawal function (Directive 2011/83/EU art. 11a): acknowledged at once and e-mailed with its timestamp. The same `idempotencyKey` returns the first request.",
      request: {
        params: z.object({ id: z.string().max(64) }),
        query: Token,
        body: { content: { "application/json": { schema: createReturnSchema } } },
      },
      responses: { ...json(Return, "The request"), ...errors },
    }),
    async (c) => {
      const ref = await cartRef(c);
      return c.json(
        await createReturn(c.get("ctx"), {
          ...c.req.valid("json"),
          orderId: c.req.valid("param").id,
          access: { token: c.req.valid("query").token },
          uploaderKey: ref.guestToken,
        }),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/return/photo",
      tags: ["Returns"],
      summary: "Upload a photo of a damaged or misprinted item (JPEG or PNG, ≤ 10 MB)",
      description: "Re-encoded without metadata. Use the returned id in `photoIds`.",
      request: {
        body: {
          content: {
            "multipart/form-data": {
              schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }),
            },
          },
        },
      },
      responses: { ...json(UploadSchema, "The stored photo"), ...errors },
    }),
    (async (c: Context<AppEnv>) => {
      let file: FormDataEntryValue | null = null;
      try {
        file = (await c.req.formData()).get("file");
      } catch {
        // not multipart: answered below
      }
      if (!file || typeof file === "string") throw new Invalid("Choose a photo", "file", "UPLOAD_EMPTY");
      const ref = await cartRef(c);
      let guestToken = ref.guestToken;
      if (!ref.userId && !guestToken) {
        guestToken = newCartToken();
        remember(c, guestToken);
      }
      const stored = await uploadReturnPhoto(c.get("ctx"), {
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        guestToken,
      });
      return c.json(stored, 200);
    }) as never,
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/return/{id}",
      tags: ["Returns"],
      summary: "One return request (owner, staff, or the order's signed link)",
      request: { params: z.object({ id: z.string().max(64) }), query: Token },
      responses: { ...json(Return, "The request"), ...errors },
    }),
    async (c) =>
      c.json(
        await getReturn(c.get("ctx"), {
          returnId: c.req.valid("param").id,
          access: { token: c.req.valid("query").token },
        }),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/return/{id}/cancel",
      tags: ["Returns"],
      summary: "Withdraw my request while it waits for the shop's answer",
      request: { params: z.object({ id: z.string().max(64) }), query: Token },
      responses: { ...json(Return, "Cancelled"), ...errors },
    }),
    async (c) =>
      c.json(
        await cancelReturn(c.get("ctx"), {
          returnId: c.req.valid("param").id,
          access: { token: c.req.valid("query").token },
        }),
        200,
      ),
  );

  // --- staff (spec §2 /admin/refund, /list, /setting) ---
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/refund",
      tags: ["Returns"],
      summary: "Return and refund requests (staff), overdue first",
      security,
      request: { query: listReturnsSchema },
      responses: {
        ...json(ReturnList, "items, total, page, perPage, overdueCount"),
        ...staffErrors,
      },
    }),
    async (c) => c.json(await listReturns(c.get("ctx"), c.req.valid("query")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/refund/setting",
      tags: ["Returns"],
      summary: "Return settings",
      security,
      responses: {
        ...json(Settings, "Window days, who pays return shipping, restocking"),
        ...staffErrors,
      },
    }),
    async (c) => {
      requirePermission(c.get("ctx"), "read:return:any");
      return c.json(await getReturnSettings(c.get("ctx")), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/refund/setting",
      tags: ["Returns"],
      summary: "Save the return settings (staff)",
      security,
      request: { body: { content: { "application/json": { schema: returnSettingsSchema } } } },
      responses: { ...json(Settings, "Saved"), ...staffErrors },
    }),
    async (c) => c.json(await updateReturnSettings(c.get("ctx"), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/refund/{id}",
      tags: ["Returns"],
      summary: "One request with photos, the order and the approved design snapshots (staff)",
      security,
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: { ...json(Return, "The request"), ...staffErrors },
    }),
    async (c) => c.json(await getReturnForStaff(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/refund/{id}/{action}",
      tags: ["Returns"],
      summary:
        "Approve, reject (with a note), mark received, or complete (refund at the gateway, replacement, store credit)",
      security,
      request: {
        params: z.object({ id: z.string().max(64), action: z.enum(STAFF_ACTIONS) }),
        body: { content: { "application/json": { schema: z.object({ note: z.string().max(1000).optional() }) } } },
      },
      responses: { ...json(Return, "The request after the step"), ...staffErrors },
    }),
    async (c) => {
      const { id, action } = c.req.valid("param");
      return c.json(await actOnReturn(c.get("ctx"), { returnId: id, action, note: c.req.valid("json").note }), 200);
    },
  );
  return app;
}
