import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  approveQuote,
  declineQuote,
  getQuote,
  listQuotes,
  orderQuote,
  requestQuote,
  requestQuoteSchema,
  type QuoteView,
} from "../../../core/quotes/quotes.ts";
import { QUOTE_STATUSES } from "../../../core/quotes/quote-status.ts";
import { declineNoteSchema } from "../../../core/quotes/schemas.ts";
import type { AppEnv } from "../../env.ts";
import { cartRef } from "../cart-cookie.ts";
import { ErrorSchema, orNull, view } from "../schemas.ts";

/**
 * Quote requests (spec §1, §4; issue 5 `/quote`): the customer asks, the shop answers with a price
 * and an expiry (`POST /api/admin/quote/{id}/answer`, staff), the customer approves or declines, and
 * orders an approved quote at its frozen price through the cart. Signed-in customers only.
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input", content: errorContent },
  401: { description: "Sign in to ask for a quote", content: errorContent },
  403: { description: "Not your move (QUOTE_MOVE_FORBIDDEN)", content: errorContent },
  404: { description: "Not found (or not yours)", content: errorContent },
  409: { description: "Illegal move (QUOTE_STATUS_CONFLICT), expired offer (QUOTE_EXPIRED)", content: errorContent },
  503: { description: "The shop's public URL is not configured (the e-mail's link)", content: errorContent },
} as const;
export const QuoteStatusSchema = z.enum(QUOTE_STATUSES).openapi("QuoteStatus");
export const QuoteEventSchema = z
  .object({
    at: z.string().openapi({ format: "date-time" }),
    from: orNull(QuoteStatusSchema),
    to: QuoteStatusSchema,
    by: z.enum(["customer", "shop", "system"]),
    note: z.string().nullable(),
  })
  .openapi("QuoteEvent");
/** A quote as its customer (or staff) sees it ({@link QuoteView}); money in EUR cents incl. VAT. */
export const QuoteSchema = view<QuoteView>()(
  z
    .object({
      id: z.string(),
      status: QuoteStatusSchema,
      designId: z.string(),
      designName: z.string(),
      garmentType: z.string(),
      sizes: z.record(z.string(), z.number().int()).openapi({ description: "Units per size" }),
      units: z.number().int(),
      message: z.string().openapi({ description: "The customer's wishes" }),
      estimateCents: z.number().int().nullable().openapi({ description: "The configurator's price when asked" }),
      quotedTotalCents: z.number().int().nullable().openapi({ description: "The shop's total" }),
      shopMessage: z.string().nullable(),
      expiresAt: z.string().nullable().openapi({ format: "date-time" }),
      orderId: z.string().nullable(),
      history: z.array(QuoteEventSchema),
      createdAt: z.string().openapi({ format: "date-time" }),
    })
    .openapi("Quote", {
      description:
        "Status, the design as requested (sizes, units), wishes, estimate, the shop's total, message, expiry and history",
    }),
);
const Quote = QuoteSchema;
const ok = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const security = [{ cookieAuth: [] }];
const Id = z.object({ id: z.string().max(64) });

/** The customer's quote routes; the quote link in e-mails is on the request ctx's `services.links.publicUrl`. */
export function quoteRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  app.openapi(
    createRoute({
      method: "post",
      path: "/quote",
      tags: ["Quotes"],
      summary: "Ask for a quote for one of my designs",
      description:
        "Stores the request (in review) and e-mails the customer an acknowledgement (quote-update, requested).",
      security,
      request: { body: { content: { "application/json": { schema: requestQuoteSchema } } } },
      responses: { ...ok(Quote, "The request, in review"), ...errors },
    }),
    async (c) => c.json(await requestQuote(c.get("ctx"), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/quote",
      tags: ["Quotes"],
      summary: "My quotes",
      security,
      responses: { ...ok(z.array(Quote), "Newest first"), ...errors },
    }),
    async (c) => c.json(await listQuotes(c.get("ctx")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/quote/{id}",
      tags: ["Quotes"],
      summary: "One quote",
      security,
      request: { params: Id },
      responses: { ...ok(Quote, "The quote"), ...errors },
    }),
    async (c) => c.json(await getQuote(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/quote/{id}/approve",
      tags: ["Quotes"],
      summary: "Approve the shop's offer",
      security,
      request: { params: Id },
      responses: { ...ok(Quote, "Approved"), ...errors },
    }),
    async (c) => c.json(await approveQuote(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/quote/{id}/decline",
      tags: ["Quotes"],
      summary: "Decline (customer) or turn down (shop, while in review)",
      security,
      request: {
        params: Id,
        body: { content: { "application/json": { schema: declineNoteSchema } } },
      },
      responses: { ...ok(Quote, "Declined"), ...errors },
    }),
    async (c) =>
      c.json(await declineQuote(c.get("ctx"), { id: c.req.valid("param").id, note: c.req.valid("json").note }), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/quote/{id}/order",
      tags: ["Quotes"],
      summary: "Put an approved quote in the cart at its price, to check out",
      security,
      request: { params: Id },
      responses: { ...ok(z.object({ cartId: z.string() }), "In the cart"), ...errors },
    }),
    async (c) => c.json(await orderQuote(c.get("ctx"), { cart: await cartRef(c), id: c.req.valid("param").id }), 200),
  );
  return app;
}
