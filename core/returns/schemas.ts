import { z } from "zod";
import { LEGAL_WITHDRAWAL_DAYS, RETURN_OUTCOMES, RETURN_REASONS } from "./rules.ts";

/**
 * Input schemas of the returns verbs that the shop's forms share with the API (ADR 0021 "Forms:
 * Conform + one schema"). Plain Zod with no database or Node imports, so the browser may load it.
 * Messages are `returns:errors.*` keys.
 */

/**
 * The returns lookup form (spec §3 "Return request: order number, e-mail, postcode"), input of
 * `lookupOrderForReturn` (core/returns/portal.ts), which checks the order number's form and an empty
 * e-mail or postcode itself with the same texts.
 */
export const lookupSchema = z.object({
  orderNumber: z
    .string({ error: "returns:errors.ORDER_NUMBER_REQUIRED" })
    .max(40, { error: "returns:errors.ORDER_NUMBER_FORMAT" }),
  email: z.string({ error: "returns:errors.EMAIL_REQUIRED" }).trim().max(254),
  postcode: z.string({ error: "returns:errors.POSTCODE_REQUIRED" }).trim().max(20),
});

/**
 * The return request (spec §3 "Returns", issue 8), input of `createReturn` (core/returns/portal.ts)
 * for the portal's forms (`/refund/:orderId`, the withdrawal function `/refund/:orderId/withdraw`)
 * and `POST /api/order/{id}/return`. `lines` are the chosen order lines with the units to return
 * (and, for a replacement, the variant wanted); `photoIds` are upload ids of `uploadReturnPhoto`;
 * `idempotencyKey` is one per rendered form, so a double submit makes one request; `withdrawalName`
 * marks the EU withdrawal function (Directive 2011/83/EU art. 11a) with the customer's name.
 */
export const createReturnSchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: "returns:errors.RETURN_REASON_REQUIRED" }),
  outcome: z.enum(RETURN_OUTCOMES),
  lines: z
    .array(
      z.object({
        orderLineId: z
          .string({ error: "returns:errors.RETURN_LINE_INVALID" })
          .min(1, { error: "returns:errors.RETURN_LINE_INVALID" })
          .max(64),
        quantity: z.coerce
          .number({ error: "returns:errors.RETURN_QUANTITY" })
          .int({ error: "returns:errors.RETURN_QUANTITY" })
          .min(1, { error: "returns:errors.RETURN_QUANTITY" })
          .max(10_000, { error: "returns:errors.RETURN_QUANTITY" }),
        replacementVariantId: z.string().max(64).optional().nullable(),
      }),
      { error: "returns:errors.RETURN_LINE_INVALID" },
    )
    .min(1, { error: "returns:errors.RETURN_LINE_INVALID" })
    .max(50, { error: "returns:errors.RETURN_LINE_INVALID" }),
  comment: z.string().trim().max(2000).default(""),
  photoIds: z.array(z.string().max(64)).max(6).default([]),
  idempotencyKey: z.string().trim().min(8).max(120),
  withdrawalName: z.string().trim().max(120).optional(),
});

/**
 * The EU withdrawal function's statement (Directive 2011/83/EU art. 11a, `/refund/:orderId/withdraw`):
 * {@link createReturnSchema} with the customer's name required (`returns:errors.NAME_REQUIRED`).
 * `createReturn` checks a request with this schema when it carries `withdrawalName`.
 */
export const withdrawalSchema = createReturnSchema.extend({
  withdrawalName: z
    .string({ error: "returns:errors.NAME_REQUIRED" })
    .trim()
    .min(1, { error: "returns:errors.NAME_REQUIRED" })
    .max(120),
});

/**
 * Staff's return settings form (`/admin/refund/setting`), input of `updateReturnSettings`
 * (core/returns/settings.ts). The window can be longer than the law's 14 days, never shorter, and at
 * most a year; a window out of range is refused with the form's hint (`returns:admin.windowHint`).
 */
export const returnSettingsSchema = z.object({
  windowDays: z.coerce
    .number({ error: "returns:admin.windowHint" })
    .int({ error: "returns:admin.windowHint" })
    .min(LEGAL_WITHDRAWAL_DAYS, { error: "returns:admin.windowHint" })
    .max(365, { error: "returns:admin.windowHint" }),
  returnShippingPaidBy: z.enum(["customer", "shop"]),
  restockOnReceipt: z.coerce.boolean(),
});

/**
 * A staff decision's note (shown to the customer on a rejection; `/admin/refund/{id}`), input of
 * `actOnReturn` (core/returns/staff.ts) beside the step, which requires it for a rejection.
 */
export const staffNoteSchema = z.object({ note: z.string().trim().max(1000).optional() });
