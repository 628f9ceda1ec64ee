import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  COUPON_LIST,
  couponInputSchema,
  createCoupon,
  GIFT_CARD_LIST,
  GIFT_CARD_STATES,
  createGiftCard,
  deleteCoupon,
  exportCoupons,
  exportGiftCards,
  getCouponForStaff,
  giftCardInputSchema,
  listCoupons,
  listGiftCards,
  updateCoupon,
} from "../../../core/marketing/admin-coupons.ts";
import { csvResponse, toCsv } from "../../../core/shared/csv.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import type { AppEnv } from "../../env.ts";
import { ErrorSchema } from "../schemas.ts";
import { validationHook } from "../validation-hook.ts";
import { listPageSchema, listQueryParams } from "./list-params.ts";

/**
 * Coupons and gift codes for staff (spec §2 `/admin/coupon`, issue 6, ADR 0014): list (list kit,
 * CSV), one, create, edit, delete (unused only); gift cards list and issue. Needs
 * `read|create|update|delete:coupon:any`. A code any coupon or gift card has → 409 COUPON_CODE_EXISTS.
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input (`field` names it)", content: errorContent },
  401: { description: "Sign-in needed", content: errorContent },
  403: { description: "Staff permission missing", content: errorContent },
  404: { description: "No such coupon (COUPON_NOT_FOUND)", content: errorContent },
  409: { description: "COUPON_CODE_EXISTS, COUPON_IN_USE", content: errorContent },
} as const;
const security = [{ cookieAuth: [] }];
const Id = z.object({ id: z.string().min(1).max(64) });
const Coupon = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.enum(["percentage", "fixed", "free_shipping"]),
    percentBp: z.number().int().nullable(),
    amountCents: z.number().int().nullable(),
    minSpendCents: z.number().int().nullable(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    usedCount: z.number().int(),
    perCustomerLimit: z.number().int().nullable(),
    active: z.boolean(),
    description: z.string().nullable(),
    redemptions: z.number().int(),
    discountGivenCents: z.number().int(),
    state: z.enum(["active", "scheduled", "expired", "used_up", "off"]),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("AdminCoupon");
const GiftCard = z
  .object({
    id: z.string(),
    code: z.string(),
    initialCents: z.number().int(),
    balanceCents: z.number().int(),
    expiresAt: z.string().nullable(),
    active: z.boolean(),
    state: z.enum(GIFT_CARD_STATES),
    createdAt: z.string(),
  })
  .openapi("AdminGiftCard");
/** Euros with two decimals for CSV columns (EUR cents in). */
const eur = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));
const ok = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});

export function adminCouponRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const path of ["/admin/coupon", "/admin/coupon/*", "/admin/giftcard"]) {
    app.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "private, no-store");
    });
  }
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/coupon",
      tags: ["Admin coupons"],
      summary: "Coupons with their use: search code/note, filter kind and on/off, sort, page, CSV",
      security,
      request: {
        query: listQueryParams(COUPON_LIST.sorts, {
          kind: "percentage, fixed or free_shipping",
          active: "yes or no",
        }),
      },
      responses: {
        200: {
          description: "A page of coupons, or the CSV file",
          content: {
            "application/json": { schema: listPageSchema(Coupon, "AdminCouponPage") },
            "text/csv": { schema: z.string() },
          },
        },
        ...errors,
      },
    }),
    async (c) => {
      const ctx = c.get("ctx");
      const params = c.req.valid("query");
      const query = parseListQuery(COUPON_LIST, params);
      if (params.format === "csv") {
        const rows = await exportCoupons(ctx, query);
        const csv = toCsv(
          [
            { header: "code", value: (r) => r.code },
            { header: "kind", value: (r) => r.kind },
            { header: "percent", value: (r) => (r.percentBp === null ? "" : (r.percentBp / 100).toFixed(2)) },
            { header: "amount_eur", value: (r) => eur(r.amountCents) },
            { header: "min_spend_eur", value: (r) => eur(r.minSpendCents) },
            { header: "starts_at", value: (r) => r.startsAt ?? "" },
            { header: "ends_at", value: (r) => r.endsAt ?? "" },
            { header: "usage_limit", value: (r) => r.usageLimit ?? "" },
            { header: "per_customer_limit", value: (r) => r.perCustomerLimit ?? "" },
            { header: "used", value: (r) => r.usedCount },
            { header: "discount_given_eur", value: (r) => eur(r.discountGivenCents) },
            { header: "state", value: (r) => r.state },
          ],
          rows,
        );
        return csvResponse("coupons", csv, ctx.now()) as never;
      }
      return c.json(await listCoupons(ctx, query), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/coupon",
      tags: ["Admin coupons"],
      summary: "Create a coupon",
      security,
      request: { body: { content: { "application/json": { schema: couponInputSchema } } } },
      responses: { ...ok(Coupon, "Created"), ...errors },
    }),
    async (c) => c.json(await createCoupon(c.get("ctx"), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/coupon/{id}",
      tags: ["Admin coupons"],
      summary: "One coupon with its use",
      security,
      request: { params: Id },
      responses: { ...ok(Coupon, "The coupon"), ...errors },
    }),
    async (c) => c.json(await getCouponForStaff(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/coupon/{id}",
      tags: ["Admin coupons"],
      summary: "Edit a coupon (its use count stays)",
      security,
      request: { params: Id, body: { content: { "application/json": { schema: couponInputSchema } } } },
      responses: { ...ok(Coupon, "Saved"), ...errors },
    }),
    async (c) => c.json(await updateCoupon(c.get("ctx"), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
  );
  app.openapi(
    createRoute({
      method: "delete",
      path: "/admin/coupon/{id}",
      tags: ["Admin coupons"],
      summary: "Delete a coupon nobody has used (a used one: switch it off)",
      security,
      request: { params: Id },
      responses: { 204: { description: "Deleted" }, ...errors },
    }),
    async (c) => {
      await deleteCoupon(c.get("ctx"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/giftcard",
      tags: ["Admin coupons"],
      summary: "Gift cards: search code, filter state, sort, page, CSV",
      security,
      request: { query: listQueryParams(GIFT_CARD_LIST.sorts, { state: GIFT_CARD_STATES.join(", ") }) },
      responses: {
        200: {
          description: "A page of gift cards, or the CSV file",
          content: {
            "application/json": { schema: listPageSchema(GiftCard, "AdminGiftCardPage") },
            "text/csv": { schema: z.string() },
          },
        },
        ...errors,
      },
    }),
    async (c) => {
      const ctx = c.get("ctx");
      const params = c.req.valid("query");
      const query = parseListQuery(GIFT_CARD_LIST, params);
      if (params.format === "csv") {
        const csv = toCsv(
          [
            { header: "code", value: (r) => r.code },
            { header: "initial_eur", value: (r) => eur(r.initialCents) },
            { header: "balance_eur", value: (r) => eur(r.balanceCents) },
            { header: "expires_at", value: (r) => r.expiresAt ?? "" },
            { header: "state", value: (r) => r.state },
            { header: "created_at", value: (r) => r.createdAt },
          ],
          await exportGiftCards(ctx, query),
        );
        return csvResponse("gift-cards", csv, ctx.now()) as never;
      }
      return c.json(await listGiftCards(ctx, query), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/giftcard",
      tags: ["Admin coupons"],
      summary: "Issue a gift card (gift code) with a value in EUR cents",
      security,
      request: { body: { content: { "application/json": { schema: giftCardInputSchema } } } },
      responses: { ...ok(GiftCard, "Issued"), ...errors },
    }),
    async (c) => c.json(await createGiftCard(c.get("ctx"), c.req.valid("json")), 200),
  );
  return app;
}
