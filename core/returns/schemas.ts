import { z } from "zod";

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
