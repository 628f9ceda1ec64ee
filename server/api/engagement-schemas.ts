import { z } from "@hono/zod-openapi";
import type { FeedbackItem, ProductRatings } from "../../core/reviews/reviews.ts";
import { REVIEW_STATUSES } from "../../core/reviews/reviews.sql.ts";
import { TICKET_STATUSES } from "../../core/support/support.sql.ts";
import type { TicketView } from "../../core/support/ticket-view.ts";
import { orNull, view } from "./schemas.ts";

/**
 * OpenAPI response schemas of support tickets and reviews (issue 16): what `core/support/ticket-view.ts`
 * ({@link TicketView}) and `core/reviews/reviews.ts` ({@link FeedbackItem}, {@link ProductRatings})
 * answer, tied to the core types by `view<>()`. Times ISO 8601; sizes in bytes.
 */

const date = () => z.string().openapi({ format: "date-time" });

/** A ticket with its thread; `customer` and `order` are filled for staff only (null for the customer). */
export const TicketSchema = view<TicketView>()(
  z
    .object({
      id: z.string(),
      number: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      status: z.enum(TICKET_STATUSES),
      source: z.enum(["contact", "staff"]),
      locale: z.string(),
      createdAt: date(),
      lastMessageAt: date(),
      closedAt: date().nullable(),
      messages: z.array(
        z.object({
          id: z.string(),
          author: z.enum(["customer", "staff"]),
          body: z.string(),
          attachments: z.array(
            z.object({ id: z.string(), name: z.string(), contentType: z.string(), size: z.number().int() }),
          ),
          createdAt: date(),
        }),
      ),
      customer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
      order: z.object({ id: z.string(), number: z.string(), status: z.string() }).nullable(),
    })
    .openapi("CustomerTicket", { description: "Reference, subject, status and thread" }),
);

/** A delivered order line to rate, with the customer's review of it when written. */
export const FeedbackItemSchema = view<FeedbackItem>()(
  z
    .object({
      lineId: z.string().openapi({ description: "The order line id (`/user/feedback/{id}`)" }),
      orderId: z.string(),
      orderNumber: z.string(),
      productId: z.string(),
      productSlug: z.string(),
      name: z.string(),
      colorName: z.string(),
      sizeCode: z.string(),
      kind: z.string(),
      imageUrl: z.string(),
      deliveredAt: z.string(),
      review: z
        .object({
          id: z.string(),
          rating: z.number().int(),
          body: z.string(),
          status: z.enum(REVIEW_STATUSES),
          createdAt: date(),
        })
        .nullable(),
    })
    .openapi("FeedbackItem"),
);

/** The customer's items awaiting a rating and those rated. */
export const FeedbackListSchema = view<{ awaiting: FeedbackItem[]; rated: FeedbackItem[] }>()(
  z
    .object({ awaiting: z.array(FeedbackItemSchema), rated: z.array(FeedbackItemSchema) })
    .openapi("FeedbackList", { description: "`awaiting` and `rated` items" }),
);

const star = () => z.number().int();
/** A product's rating summary and approved reviews, newest first. */
export const ProductRatingsSchema = view<ProductRatings>()(
  z
    .object({
      average: z.number().nullable().openapi({ description: "Mean rating, one decimal; null with no reviews" }),
      count: z.number().int(),
      distribution: z
        .tuple([star(), star(), star(), star(), star()])
        .openapi({ description: "Approved reviews per star: index 0 = 1★ … 4 = 5★" }),
      reviews: z.array(
        z.object({
          id: z.string(),
          authorName: z.string(),
          rating: z.number().int(),
          body: z.string(),
          photos: z.array(z.object({ id: z.string(), url: z.string() })),
          createdAt: date(),
          verifiedBuyer: z.boolean(),
          answer: orNull(z.object({ body: z.string(), at: z.string() })),
        }),
      ),
    })
    .openapi("ProductRatings", { description: "average, count, distribution (1★…5★), reviews" }),
);
