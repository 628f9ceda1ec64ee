import { z } from "zod";
import { MAX_ATTACHMENTS } from "../media/limits.ts";
import { rowId } from "../shared/input-refs.ts";

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

/** Longest order message, in characters. */
export const MAX_MESSAGE_LENGTH = 5000;

const messageError = (code: string) => `orders:messages.errors.${code}`;

/**
 * An order message's text (spec §7 `POST /api/order/{id}/message`): trimmed, at most
 * {@link MAX_MESSAGE_LENGTH} characters, may be empty when files are attached. The page's form and the
 * verb share it.
 */
export const messageBodySchema = z
  .string()
  .trim()
  .refine((body) => body.length <= MAX_MESSAGE_LENGTH, {
    error: messageError("MESSAGE_TOO_LONG"),
    params: { code: "MESSAGE_TOO_LONG", max: MAX_MESSAGE_LENGTH },
  })
  .default("");

/**
 * Input of `postOrderMessage` (core/orders/order-messages.ts): the order, the text, up to
 * {@link MAX_ATTACHMENTS} files as bytes (each checked by content when stored), and how the caller may
 * read the order (owner, staff, or a guest's signed link `token`). A message with neither text nor files
 * is refused on `body`. Each issue names its error code (`params.code`: MESSAGE_EMPTY,
 * MESSAGE_TOO_LONG, TOO_MANY_ATTACHMENTS), which the API answers as the error's code.
 */
export const postOrderMessageSchema = z
  .object({
    orderId: z.string().min(1).max(64),
    body: messageBodySchema,
    files: z
      .array(z.object({ name: z.string().max(1000), bytes: z.custom<Uint8Array>((v) => v instanceof Uint8Array) }))
      .refine((files) => files.length <= MAX_ATTACHMENTS, {
        error: messageError("TOO_MANY_ATTACHMENTS"),
        params: { code: "TOO_MANY_ATTACHMENTS", max: MAX_ATTACHMENTS },
      })
      .default([]),
    access: z.object({ token: z.string().max(200).optional() }).default({}),
  })
  .refine((m) => m.body !== "" || m.files.length > 0, {
    error: messageError("MESSAGE_EMPTY"),
    path: ["body"],
    params: { code: "MESSAGE_EMPTY" },
  });
export type PostOrderMessageInput = z.input<typeof postOrderMessageSchema>;

/**
 * The order pages' message form (storefront and back office): the text and the chosen files (Conform
 * gives `File`s; an empty file input is absent). The page turns the files into bytes for the verb,
 * whose schema ({@link postOrderMessageSchema}) checks the rest.
 */
export const orderMessageFormSchema = z.object({
  body: messageBodySchema,
  attachments: z.array(z.instanceof(File)).default([]),
});

/** Staff's order edit (spec §7 `/api/order/{id}` edit, `updateOrder` in core/orders/fulfil-order.ts): the next status, and a note for the history. */
export const updateOrderSchema = z.object({
  status: z.enum(["in_production", "shipped", "delivered", "cancelled"]),
  note: z.string().trim().max(500).optional(),
});

/** Input of `updateOrder`: {@link updateOrderSchema} and the order's id (`orderId`, the URL's). */
export const updateOrderInputSchema = updateOrderSchema.extend({ orderId: rowId });

/** How a caller reaches an order besides being its owner or staff: the signed link's `token` (core/orders/order-access.ts). */
export const orderAccessSchema = z.object({ token: z.string().nullish() });

/** Input of `getOrder`: the order's id and how the caller reaches it (`access`, `{}` for its owner or staff). */
export const getOrderSchema = z.object({ orderId: rowId, access: orderAccessSchema });

/** Input of `getShipmentLabel`: the order's and the shipment's ids (the URL's). */
export const shipmentLabelSchema = z.object({ orderId: rowId, shipmentId: rowId });
