import { z } from "zod";

/**
 * Input schemas of the customer's order verbs, shared by the verbs, the API's routes
 * (server/api/store/buying.ts) and the pages' forms (Conform, ADR 0021 "Forms: Conform + one
 * schema"). Plain Zod with no database imports, so the browser may load it. Messages are i18n keys
 * of the `orders` namespace, translated by the pages and by the API's one mapper.
 */

const TEMPLATE_NAME_REQUIRED = "orders:templates.errors.TEMPLATE_NAME_REQUIRED";

/** Input of `saveOrderTemplate` (core/orders/order-templates.ts): the order to copy and the template's name (1–60 characters). */
export const saveOrderTemplateSchema = z.object({
  orderId: z.string().min(1).max(64),
  name: z
    .string({ error: TEMPLATE_NAME_REQUIRED })
    .trim()
    .min(1, { error: TEMPLATE_NAME_REQUIRED })
    .max(60, { error: TEMPLATE_NAME_REQUIRED }),
});
