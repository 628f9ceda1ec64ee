import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  SUBSCRIBER_LIST,
  type SubscriberItem,
  exportSubscribers,
  listSubscribers,
} from "../../../core/marketing/newsletter.ts";
import { REVIEW_LIST, answerReview, listReviews, moderateReview } from "../../../core/reviews/reviews.ts";
import { type CsvColumn, toCsv } from "../../../core/shared/csv.ts";
import { listQuerySchema, parseListQuery } from "../../../core/shared/list-query.ts";
import { TICKET_LIST, listTickets } from "../../../core/support/list-tickets.ts";
import { createTicket } from "../../../core/support/create-ticket.ts";
import { getTicket } from "../../../core/support/get-ticket.ts";
import { replyToTicket } from "../../../core/support/reply-to-ticket.ts";
import { setTicketStatus } from "../../../core/support/set-ticket-status.ts";
import { TICKET_STATUSES } from "../../../core/support/support.sql.ts";
import type { AppEnv } from "../../env.ts";
import { mapError } from "../../middleware/error-mapper.ts";
import { TicketSchema } from "../engagement-schemas.ts";
import { ErrorSchema } from "../schemas.ts";
import { AdminReviewSchema, ReviewPageSchema, SubscriberPageSchema, TicketPageSchema } from "./response-schemas.ts";
import { readForm, readJsonObject } from "../read-body.ts";
import { formFiles } from "../store/engagement.ts";

const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input; `field` names it", content: errorContent },
  401: { description: "Not signed in", content: errorContent },
  403: { description: "Missing the permission named in the summary", content: errorContent },
  404: { description: "Not found", content: errorContent },
} as const;
const json = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const security = [{ cookieAuth: [] }];
const Id = z.object({ id: z.string().max(64) });

/** Subscriber CSV columns (headers in English: the export is a data file; the consent record included). */
export const SUBSCRIBER_CSV: CsvColumn<SubscriberItem>[] = [
  { header: "email", value: (s) => s.email },
  { header: "status", value: (s) => s.status },
  { header: "language", value: (s) => s.locale },
  { header: "source", value: (s) => s.source },
  { header: "requested_at", value: (s) => s.requestedAt },
  { header: "request_ip", value: (s) => s.requestIp },
  { header: "confirmed_at", value: (s) => s.confirmedAt },
  { header: "confirm_ip", value: (s) => s.confirmIp },
  { header: "unsubscribed_at", value: (s) => s.unsubscribedAt },
  { header: "unsubscribe_method", value: (s) => s.unsubscribeMethod },
  { header: "welcome_coupon", value: (s) => s.couponCode },
  { header: "consent_text", value: (s) => s.consentText },
];

/**
 * Back-office calls of issue 6 for the engagement screens: the ticket inbox (`read:ticket:any`,
 * `update:ticket:any`, `create:ticket:any`), review moderation (`read:review:any`,
 * `update:review:any`) and the newsletter subscribers with the spec's CSV export
 * `GET /api/admin/newsletter` (`read:newsletter:any`). Permissions are checked in core; every
 * write is audited there. Writes are same-origin only (server/middleware/same-origin.ts). Ticket
 * links and attachment storage are the request ctx's `services`.
 */
export function adminEngagementRoutes() {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      return mapError(result.error, c);
    },
  });
  app.onError(mapError);
  for (const path of [
    "/admin/ticket",
    "/admin/ticket/*",
    "/admin/review",
    "/admin/review/*",
    "/admin/newsletter",
    "/admin/newsletter/*",
  ]) {
    app.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "private, no-store");
    });
  }
  const ctx = (c: Context<AppEnv>) => c.get("ctx");

  // ------------------------------------------------------------------ tickets
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/ticket",
      tags: ["Admin support"],
      summary: "The ticket inbox, one page (read:ticket:any)",
      security,
      request: { query: listQuerySchema(TICKET_LIST) },
      responses: { ...json(TicketPageSchema, "Tickets"), ...errors },
    }),
    async (c) => c.json(await listTickets(ctx(c), parseListQuery(TICKET_LIST, c.req.query())), 200),
  );
  const TicketCreate = z.object({
    name: z.string().max(120),
    email: z.string().max(254),
    subject: z.string().max(160),
    message: z.string().max(5000),
    orderNumber: z.string().max(20).optional(),
    locale: z.enum(["en", "pt", "es"]).optional(),
    status: z.enum(TICKET_STATUSES).optional(),
    notify: z.boolean().optional(),
  });
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/ticket",
      tags: ["Admin support"],
      summary: "Open a ticket for a customer (create:ticket:any); e-mails them unless notify is false",
      security,
      request: { body: { content: { "application/json": { schema: TicketCreate } } } },
      responses: { ...json(TicketSchema, "The ticket"), ...errors },
    }),
    async (c) => c.json(await createTicket(ctx(c), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/ticket/{id}",
      tags: ["Admin support"],
      summary: "One ticket with its thread, customer and order (read:ticket:any)",
      security,
      request: { params: Id },
      responses: { ...json(TicketSchema, "The ticket"), ...errors },
    }),
    async (c) => c.json(await getTicket(ctx(c), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/ticket/{id}/reply",
      tags: ["Admin support"],
      summary: "Reply to a ticket; e-mailed to the customer (update:ticket:any)",
      description: "multipart/form-data or JSON: `body`, `status` (default pending), up to 3 `attachments`.",
      security,
      request: { params: Id },
      responses: { ...json(TicketSchema, "The ticket"), ...errors },
    }),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      let body = "";
      let status: string | undefined;
      let files: { name: string; bytes: Uint8Array }[] = [];
      if (type.includes("application/json")) {
        const j = await readJsonObject(c);
        body = typeof j.body === "string" ? j.body : "";
        status = typeof j.status === "string" ? j.status : undefined;
      } else {
        const form = await readForm(c);
        body = String(form.get("body") ?? "");
        status = form.get("status") ? String(form.get("status")) : undefined;
        files = await formFiles(form, "attachments");
      }
      const view = await replyToTicket(ctx(c), { id: c.req.valid("param").id, body, status: status as never, files });
      return c.json(view, 200);
    },
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/ticket/{id}/status",
      tags: ["Admin support"],
      summary: "Set a ticket's status: open, pending or closed (update:ticket:any)",
      security,
      request: {
        params: Id,
        body: { content: { "application/json": { schema: z.object({ status: z.enum(TICKET_STATUSES) }) } } },
      },
      responses: { ...json(TicketSchema, "The ticket"), ...errors },
    }),
    async (c) =>
      c.json(await setTicketStatus(ctx(c), { id: c.req.valid("param").id, status: c.req.valid("json").status }), 200),
  );

  // ------------------------------------------------------------------ reviews
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/review",
      tags: ["Admin reviews"],
      summary: "Reviews for moderation, one page (read:review:any)",
      security,
      request: { query: listQuerySchema(REVIEW_LIST) },
      responses: { ...json(ReviewPageSchema, "Reviews"), ...errors },
    }),
    async (c) => c.json(await listReviews(ctx(c), parseListQuery(REVIEW_LIST, c.req.query())), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/review/{id}/status",
      tags: ["Admin reviews"],
      summary: "Approve (public) or hide a review (update:review:any)",
      security,
      request: {
        params: Id,
        body: { content: { "application/json": { schema: z.object({ status: z.enum(["approved", "hidden"]) }) } } },
      },
      responses: { ...json(AdminReviewSchema, "The review"), ...errors },
    }),
    async (c) =>
      c.json(await moderateReview(ctx(c), { id: c.req.valid("param").id, status: c.req.valid("json").status }), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/review/{id}/answer",
      tags: ["Admin reviews"],
      summary: "The shop's public answer to a review; empty removes it (update:review:any)",
      security,
      request: {
        params: Id,
        body: { content: { "application/json": { schema: z.object({ answer: z.string().max(3000) }) } } },
      },
      responses: { ...json(AdminReviewSchema, "The review"), ...errors },
    }),
    async (c) => c.json(await answerReview(ctx(c), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
  );

  // ------------------------------------------------------------------ newsletter (spec §7 /api/admin/newsletter)
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/newsletter",
      tags: ["Admin newsletter"],
      summary: "Newsletter subscribers as CSV (read:newsletter:any); `format=json` for one page as JSON",
      description:
        "Filters `status`, `source`, `locale`, search `q`, sort. CSV (default): every matching subscriber (at most 10 000) with the consent record (request time and address, source, consent text, confirmation time and address).",
      security,
      request: {
        query: listQuerySchema(SUBSCRIBER_LIST).extend({ format: z.enum(["csv", "json"]).optional() }),
      },
      responses: {
        200: {
          description: "text/csv, UTF-8 with BOM (or a JSON page)",
          content: { "text/csv": { schema: z.string() }, "application/json": { schema: SubscriberPageSchema } },
        },
        ...errors,
      },
    }),
    async (c) => {
      const { format, ...params } = c.req.query();
      const query = parseListQuery(SUBSCRIBER_LIST, params);
      if (format === "json") return c.json(await listSubscribers(ctx(c), query), 200);
      const rows = await exportSubscribers(ctx(c), query);
      const day = ctx(c).now().toISOString().slice(0, 10);
      return c.body(toCsv(SUBSCRIBER_CSV, rows), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      });
    },
  );
  return app;
}
