import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getSiteSetting } from "../../../core/cms/site-settings.ts";
import {
  checkUnsubscribeToken,
  confirmNewsletter,
  requestNewsletterSignup,
  unsubscribeNewsletter,
} from "../../../core/marketing/newsletter.ts";
import {
  getFeedbackItem,
  getProductRatings,
  getReviewPhoto,
  listFeedbackItems,
  submitReview,
} from "../../../core/reviews/reviews.ts";
import { getTicketAttachment, getTicketForCustomer } from "../../../core/support/get-ticket.ts";
import { replyAsCustomer } from "../../../core/support/reply-as-customer.ts";
import { submitContact } from "../../../core/support/submit-contact.ts";
import { CLIENT_IP_HEADER } from "../../../core/shared/secure-request.ts";
import type { AppEnv } from "../../env.ts";
import { mapError } from "../../middleware/error-mapper.ts";
import { readForm, readJsonObject } from "../read-body.ts";
import { FeedbackItemSchema, FeedbackListSchema, ProductRatingsSchema, TicketSchema } from "../engagement-schemas.ts";
import { ErrorSchema } from "../schemas.ts";
import { fileBytes } from "../../../core/media/file-bytes.ts";

const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input; `field` names it (texts in the request's language)", content: errorContent },
  401: { description: "Sign in first", content: errorContent },
  403: { description: "Cross-site request (REQUEST_BLOCKED)", content: errorContent },
  404: { description: "Not found (or not yours)", content: errorContent },
  409: { description: "Already done (REVIEW_EXISTS)", content: errorContent },
  429: { description: "Too many requests (RATE_LIMITED); see Retry-After", content: errorContent },
} as const;
const json = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});

/** Files of a multipart form field (empty file inputs skipped; core/media/file-bytes.ts). */
export function formFiles(form: FormData, name: string): Promise<{ name: string; bytes: Uint8Array }[]> {
  return fileBytes(form.getAll(name));
}

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v : "";
};

/**
 * The client's network address: the connection's peer (set by server/app.ts), or the first
 * `X-Forwarded-For` hop when a trusted proxy is in front (TRUST_PROXY / TRUST_PROXY_TLS).
 */
export function clientIp(request: Request, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get(CLIENT_IP_HEADER);
}

/**
 * Storefront calls around the sale (issue 8): the contact form (spec §7 `/api/contact`) and the
 * customer's ticket link; feedback and ratings (`/api/feedback`, product ratings, review photos);
 * the newsletter (sign-up, confirm, unsubscribe with RFC 8058 one-click); and the CMS analytics
 * configuration read on every app load (spec §7). State-changing calls made by pages are
 * same-origin only (server/middleware/same-origin.ts); the one-click unsubscribe is not (mail
 * providers POST it; its token is the authority). Links and storage are the request ctx's `services`;
 * `trustProxy` says whether the client address is read from X-Forwarded-For.
 */
export function engagementRoutes(options: { trustProxy?: boolean } = {}) {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      return mapError(result.error, c);
    },
  });
  const ip = (c: Context<AppEnv>) => clientIp(c.req.raw, options.trustProxy ?? false);
  app.onError(mapError);
  // Body limits: server/middleware/request-body.ts (one guard for every route, issue 14).
  for (const path of ["/contact", "/contact/*", "/feedback/*", "/newsletter", "/newsletter/*", "/review/*"]) {
    app.use(path, async (c, next) => {
      await next();
      if (!c.res.headers.get("Cache-Control")) c.header("Cache-Control", "private, no-store");
    });
  }

  // ------------------------------------------------------------------ contact and tickets
  app.openapi(
    createRoute({
      method: "post",
      path: "/contact",
      tags: ["Contact"],
      summary: "Send the contact form: opens a support ticket and e-mails an acknowledgement",
      description:
        "multipart/form-data (or JSON without files): `name`, `email`, `subject`, `message` (10–5000 characters), optional `orderNumber` (linked only when it is the sender's order) and up to 3 `attachments` (JPEG, PNG, WebP, GIF or PDF by content, ≤ 10 MB each). Rate limited: 3 per address per 10 minutes, 10 per network address per hour (429 with Retry-After).",
      request: {
        body: {
          content: {
            "multipart/form-data": {
              schema: z.object({
                name: z.string().optional(),
                email: z.string().optional(),
                subject: z.string().optional(),
                message: z.string().optional(),
                orderNumber: z.string().optional(),
                attachments: z.any().optional().openapi({ type: "string", format: "binary" }),
              }),
            },
          },
        },
      },
      responses: {
        ...json(
          z.object({ id: z.string(), number: z.string().openapi({ example: "T-7K2M9Q" }) }).openapi("ContactReceipt"),
          "The ticket opened",
        ),
        ...errors,
        413: { description: "Body too large", content: errorContent },
      },
    }),
    async (c) => {
      const type = c.req.header("content-type") ?? "";
      let fields: Record<string, string>;
      let files: { name: string; bytes: Uint8Array }[] = [];
      if (type.includes("application/json")) {
        const body = await readJsonObject(c);
        fields = Object.fromEntries(
          ["name", "email", "subject", "message", "orderNumber"].map((k) => [
            k,
            typeof body[k] === "string" ? (body[k] as string) : "",
          ]),
        );
      } else {
        const form = await readForm(c);
        fields = Object.fromEntries(
          ["name", "email", "subject", "message", "orderNumber"].map((k) => [k, text(form, k)]),
        );
        files = await formFiles(form, "attachments");
      }
      const receipt = await submitContact(c.get("ctx"), {
        name: fields.name ?? "",
        email: fields.email ?? "",
        subject: fields.subject ?? "",
        message: fields.message ?? "",
        orderNumber: fields.orderNumber ?? "",
        files,
        ip: ip(c),
      });
      return c.json(receipt, 200);
    },
  );
  const TicketParams = z.object({ id: z.string().max(64) });
  const TokenQuery = z.object({ token: z.string().max(100) });
  app.openapi(
    createRoute({
      method: "get",
      path: "/contact/ticket/{id}",
      tags: ["Contact"],
      summary: "My support ticket, through the signed link of its e-mails",
      request: { params: TicketParams, query: TokenQuery },
      responses: {
        ...json(TicketSchema, "The ticket"),
        ...errors,
      },
    }),
    async (c) =>
      c.json(
        await getTicketForCustomer(c.get("ctx"), { id: c.req.valid("param").id, token: c.req.valid("query").token }),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/contact/ticket/{id}/message",
      tags: ["Contact"],
      summary: "Add to my support ticket (reopens it for the shop)",
      description: "multipart/form-data: `body` and up to 3 `attachments`.",
      request: {
        params: TicketParams,
        query: TokenQuery,
        body: {
          content: {
            "multipart/form-data": {
              schema: z.object({
                body: z.string().optional(),
                attachments: z.any().optional().openapi({ type: "string", format: "binary" }),
              }),
            },
          },
        },
      },
      responses: { ...json(TicketSchema, "The ticket with the new message"), ...errors },
    }),
    async (c) => {
      const form = await readForm(c);
      const view = await replyAsCustomer(c.get("ctx"), {
        id: c.req.valid("param").id,
        token: c.req.valid("query").token,
        body: text(form, "body"),
        files: await formFiles(form, "attachments"),
      });
      return c.json(view, 200);
    },
  );
  app.get("/contact/ticket/:id/attachment/:attachmentId", async (c) => {
    const { file, bytes } = await getTicketAttachment(c.get("ctx"), {
      ticketId: c.req.param("id"),
      attachmentId: c.req.param("attachmentId"),
      token: c.req.query("token"),
    });
    return download(file, bytes, "attachment");
  });

  // ------------------------------------------------------------------ feedback and ratings
  app.openapi(
    createRoute({
      method: "get",
      path: "/feedback",
      tags: ["Feedback"],
      summary: "My delivered items: awaiting a rating, and rated (spec §2 /user/feedback)",
      security: [{ cookieAuth: [] }],
      responses: { ...json(FeedbackListSchema, "The lists"), ...errors },
    }),
    async (c) => c.json(await listFeedbackItems(c.get("ctx")), 200),
  );
  const LineParams = z.object({ id: z.string().max(64).openapi({ description: "The order line id" }) });
  app.openapi(
    createRoute({
      method: "get",
      path: "/feedback/{id}",
      tags: ["Feedback"],
      summary: "One delivered item and my review of it (spec §2 /user/feedback/{id})",
      security: [{ cookieAuth: [] }],
      request: { params: LineParams },
      responses: { ...json(FeedbackItemSchema, "The item"), ...errors },
    }),
    async (c) => c.json(await getFeedbackItem(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/feedback/{id}",
      tags: ["Feedback"],
      summary: "Rate a delivered item, once (1–5 stars, text, up to 3 photos); shown after moderation",
      description:
        "multipart/form-data: `rating` (1–5), `body` (10–3000 characters), up to 3 `photos` (JPEG, PNG or WebP, ≤ 10 MB). Only lines of the caller's delivered orders (else 404); a second review of the same line is 409 REVIEW_EXISTS.",
      security: [{ cookieAuth: [] }],
      request: {
        params: LineParams,
        body: {
          content: {
            "multipart/form-data": {
              schema: z.object({
                rating: z.string().optional(),
                body: z.string().optional(),
                photos: z.any().optional().openapi({ type: "string", format: "binary" }),
              }),
            },
          },
        },
      },
      responses: {
        ...json(
          z.object({ id: z.string(), status: z.literal("pending") }).openapi("ReviewReceipt"),
          "Waiting for moderation",
        ),
        ...errors,
      },
    }),
    async (c) => {
      const form = await readForm(c);
      const receipt = await submitReview(c.get("ctx"), {
        lineId: c.req.valid("param").id,
        rating: text(form, "rating"),
        body: text(form, "body"),
        photos: await formFiles(form, "photos"),
      });
      return c.json(receipt, 200);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/product/{id}/reviews",
      tags: ["Feedback"],
      summary: "A product's approved reviews and rating summary (average, count, distribution)",
      request: {
        params: z.object({ id: z.string().max(64) }),
        query: z.object({
          limit: z.coerce.number().int().min(1).max(50).default(10),
          offset: z.coerce.number().int().min(0).max(100_000).default(0),
        }),
      },
      responses: { ...json(ProductRatingsSchema, "Ratings") },
    }),
    async (c) => {
      const q = c.req.valid("query");
      c.header("Cache-Control", "public, max-age=60");
      return c.json(await getProductRatings(c.get("ctx"), { ...q, productId: c.req.valid("param").id }), 200);
    },
  );
  app.get("/review/:id/photo/:photoId", async (c) => {
    const { file, bytes } = await getReviewPhoto(c.get("ctx"), {
      reviewId: c.req.param("id"),
      photoId: c.req.param("photoId"),
    });
    return download(file, bytes, "inline");
  });

  // ------------------------------------------------------------------ newsletter
  app.openapi(
    createRoute({
      method: "post",
      path: "/newsletter",
      tags: ["Newsletter"],
      summary: "Sign up for the newsletter (double opt-in: a confirmation e-mail is sent)",
      description:
        "The same answer whatever the address's state (nothing reveals who is subscribed). `consent` must be true: the consent text shown is stored with the request time, address and source.",
      request: {
        body: {
          content: {
            "application/json": {
              schema: z.object({
                email: z.string().max(254),
                source: z.enum(["footer", "newsletter-page", "wholesale", "profile"]).optional(),
                consent: z.boolean(),
              }),
            },
          },
        },
      },
      responses: {
        ...json(z.object({ status: z.literal("check-inbox") }), "Confirmation e-mail on its way"),
        ...errors,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      return c.json(await requestNewsletterSignup(c.get("ctx"), { ...body, ip: ip(c) }), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/newsletter/confirm",
      tags: ["Newsletter"],
      summary: "Confirm a sign-up with the e-mailed token (single use, 7 days); sends the welcome code",
      request: { body: { content: { "application/json": { schema: TokenQuery } } } },
      responses: {
        ...json(z.object({ email: z.string(), couponCode: z.string().nullable() }), "Subscribed"),
        ...errors,
      },
    }),
    async (c) => {
      const { token } = c.req.valid("json");
      return c.json(await confirmNewsletter(c.get("ctx"), { token, ip: ip(c) }), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/newsletter/unsubscribe",
      tags: ["Newsletter"],
      summary: "Whether an unsubscribe token still works (never unsubscribes: link scanners follow GETs)",
      request: { query: TokenQuery },
      responses: { ...json(z.object({ valid: z.boolean(), email: z.string().nullable() }), "The token's state") },
    }),
    async (c) => c.json(await checkUnsubscribeToken(c.get("ctx"), c.req.valid("query").token), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/newsletter/unsubscribe",
      tags: ["Newsletter"],
      summary: "Unsubscribe: the List-Unsubscribe one-click POST (RFC 8058) or the unsubscribe page",
      description:
        "The token comes in the query (the `List-Unsubscribe` URL) or in the body (`token`). A body of `List-Unsubscribe=One-Click` (form-encoded, as mail providers send it) marks a one-click request. Works once; later uses answer 404 NEWSLETTER_TOKEN_INVALID.",
      request: { query: z.object({ token: z.string().max(100).optional() }) },
      responses: { ...json(z.object({ status: z.literal("unsubscribed") }), "Unsubscribed"), ...errors },
    }),
    async (c) => {
      let token = c.req.valid("query").token ?? "";
      let oneClick = false;
      const type = c.req.header("content-type") ?? "";
      if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
        const form = await readForm(c);
        oneClick = text(form, "List-Unsubscribe") === "One-Click";
        token ||= text(form, "token");
      } else if (type.includes("application/json")) {
        // any JSON value may come (null, a list, a number): only an object's string `token` counts
        const body = (await c.req.json().catch(() => null)) as { token?: unknown } | null;
        if (typeof body?.token === "string") token ||= body.token;
      }
      await unsubscribeNewsletter(c.get("ctx"), { token, method: oneClick ? "one-click" : "link" });
      return c.json({ status: "unsubscribed" as const }, 200);
    },
  );

  // ------------------------------------------------------------------ CMS analytics (spec §7)
  app.openapi(
    createRoute({
      method: "get",
      path: "/cms/analytics",
      tags: ["Content"],
      summary: "The analytics configuration read on every app load (spec §7): Google measurement id, Meta pixel id",
      description:
        "Empty strings mean off. The storefront loads the tags only after the visitor consents, never on checkout and payment pages.",
      responses: {
        ...json(
          z
            .object({ data: z.object({ googleMeasurementId: z.string(), metaPixelId: z.string() }) })
            .openapi("AnalyticsConfig"),
          "The ids",
        ),
      },
    }),
    async (c) => {
      const data = await getSiteSetting(c.get("ctx"), "analytics");
      c.header("Cache-Control", "public, max-age=60");
      return c.json({ data }, 200);
    },
  );
  return app;
}

/** A stored file as a download (never rendered by the shop's origin: sandboxed, no sniffing). */
function download(
  file: { name: string; contentType: string },
  bytes: Uint8Array,
  disposition: "inline" | "attachment",
) {
  const image = file.contentType.startsWith("image/");
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `${image ? disposition : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "Cache-Control": "private, max-age=300",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
