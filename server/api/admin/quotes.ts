import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  adminQuoteQuerySchema,
  declineQuoteAsShop,
  declineQuoteSchema,
  getQuoteForStaff,
  listQuotesForStaff,
  priceQuote,
  priceQuoteSchema,
  reopenQuote,
  type AdminQuoteRow,
  type AdminQuoteView,
} from "../../../core/quotes/admin-quotes.ts";
import { designDocumentSchema } from "../../../core/customization/design-document.ts";
import { answerQuote, answerQuoteSchema } from "../../../core/quotes/quotes.ts";
import type { AppEnv } from "../../env.ts";
import { BlankSnapshotSchema, PreflightWarningSchema } from "../design-schemas.ts";
import { ErrorSchema, orNull, view } from "../schemas.ts";
import { QuoteEventSchema, QuoteSchema, QuoteStatusSchema } from "../store/quotes.ts";
import { validationHook } from "../validation-hook.ts";

/**
 * Staff quote calls (issue 6 quotes admin, ADR 0014): the list, one quote with its frozen design
 * and previews, price it (total + expiry date, e-mails the customer), decline with a reason
 * (e-mailed), withdraw an unapproved offer to revise it. Needs `read:quote:any` / `update:quote:any`.
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input (QUOTE_EXPIRY_PAST, QUOTE_EXPIRY_TOO_FAR …)", content: errorContent },
  401: { description: "Sign-in needed", content: errorContent },
  403: { description: "Staff permission missing", content: errorContent },
  404: { description: "No such quote (QUOTE_NOT_FOUND)", content: errorContent },
  409: { description: "Not possible in this status (QUOTE_STATUS_CONFLICT)", content: errorContent },
} as const;
const security = [{ cookieAuth: [] }];
const Id = z.object({ id: z.string().min(1).max(64) });
/** A row of the staff quote list ({@link AdminQuoteRow}); money in EUR cents incl. VAT. */
const AdminQuoteRowSchema = view<AdminQuoteRow>()(
  z
    .object({
      id: z.string(),
      status: QuoteStatusSchema,
      designName: z.string(),
      garmentType: z.string(),
      units: z.number().int(),
      customerEmail: z.string(),
      customerName: z.string(),
      estimateCents: z.number().int().nullable(),
      quotedTotalCents: z.number().int().nullable(),
      expiresAt: z.string().nullable(),
      orderId: z.string().nullable(),
      createdAt: z.string(),
    })
    .openapi("AdminQuoteRow"),
);
/** One quote for staff ({@link AdminQuoteView}). */
const AdminQuote = view<AdminQuoteView>()(
  z
    .object({
      ...AdminQuoteRowSchema.shape,
      customerId: z.string(),
      designId: z.string(),
      designVersion: z.number().int(),
      document: designDocumentSchema,
      sizes: z.record(z.string(), z.number().int()),
      frontImageUrl: z.string().nullable(),
      backImageUrl: z.string().nullable(),
      message: z.string(),
      shopMessage: z.string().nullable(),
      history: z.array(QuoteEventSchema),
      actions: z.array(z.enum(["price", "decline", "reopen"])),
      threeProductId: z.string(),
      blank: orNull(BlankSnapshotSchema),
      currentDesign: z.object({ version: z.number().int(), preflight: z.array(PreflightWarningSchema) }).nullable(),
    })
    .openapi("AdminQuote", {
      description:
        "The quote with customer, frozen design document, preview image URLs, sizes, estimate, price, expiry, history and allowed actions",
    }),
);
const ok = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});

/** The staff quote routes; the customer's quote link in e-mails is on the request ctx's `services.links.publicUrl`. */
export function adminQuoteRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/admin/quote/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.use("/admin/quote", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/quote",
      tags: ["Admin quotes"],
      summary: "Quote requests for staff: filter by status, search customer or design, sort, page",
      security,
      request: { query: adminQuoteQuerySchema },
      responses: {
        ...ok(
          z.object({
            rows: z.array(AdminQuoteRowSchema),
            total: z.number().int(),
            offset: z.number().int(),
            limit: z.number().int(),
          }),
          "A page of quotes and how many match",
        ),
        ...errors,
      },
    }),
    async (c) => c.json(await listQuotesForStaff(c.get("ctx"), c.req.valid("query")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/quote/{id}",
      tags: ["Admin quotes"],
      summary: "One quote for staff",
      security,
      request: { params: Id },
      responses: { ...ok(AdminQuote, "The quote"), ...errors },
    }),
    async (c) => c.json(await getQuoteForStaff(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/quote/{id}/price",
      tags: ["Admin quotes"],
      summary: "Price a quote in review: total (EUR cents incl. VAT) and the last day it holds",
      description: "Moves it to pending approval and e-mails the customer (quote-update, answered).",
      security,
      request: { params: Id, body: { content: { "application/json": { schema: priceQuoteSchema } } } },
      responses: { ...ok(AdminQuote, "Pending the customer's approval"), ...errors },
    }),
    async (c) => c.json(await priceQuote(c.get("ctx"), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/quote/{id}/decline",
      tags: ["Admin quotes"],
      summary: "Decline a quote request in review, with a reason e-mailed to the customer",
      security,
      request: { params: Id, body: { content: { "application/json": { schema: declineQuoteSchema } } } },
      responses: { ...ok(AdminQuote, "Declined"), ...errors },
    }),
    async (c) =>
      c.json(await declineQuoteAsShop(c.get("ctx"), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/quote/{id}/reopen",
      tags: ["Admin quotes"],
      summary: "Withdraw an offer the customer has not approved yet, to revise it",
      security,
      request: { params: Id },
      responses: { ...ok(AdminQuote, "Back in review"), ...errors },
    }),
    async (c) => c.json(await reopenQuote(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/quote/{id}/answer",
      tags: ["Admin quotes"],
      summary: "Answer a quote with a total and an expiry (staff; the same as /admin/quote/{id}/price)",
      description:
        "Moves it to pending approval and e-mails the customer; the offer holds through the UTC day `validDays` days from now.",
      security,
      request: { params: Id, body: { content: { "application/json": { schema: answerQuoteSchema } } } },
      responses: {
        ...ok(QuoteSchema, "The quote as its customer sees it, pending approval"),
        ...errors,
      },
    }),
    async (c) => c.json(await answerQuote(c.get("ctx"), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
  );
  return app;
}
