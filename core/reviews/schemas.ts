import { z } from "zod";

/**
 * Input schemas of the review verbs that the shop's forms share with the API (ADR 0021 "Forms:
 * Conform + one schema"). Plain Zod with no database or Node imports, so the browser may load it.
 * Messages are `feedback:errors.*` keys.
 */

/** Longest review text and staff answer, in characters. */
export const MAX_REVIEW_TEXT = 3000;

/**
 * The shop's public answer to a review (`/admin/review/list`, `PUT /api/admin/review/{id}/answer`),
 * input of `answerReview` (core/reviews/reviews.ts); an empty answer removes it.
 */
export const reviewAnswerSchema = z.object({
  answer: z.string().trim().max(MAX_REVIEW_TEXT, "feedback:errors.bodyTooLong"),
});

/**
 * A rating, input of `submitReview` (core/reviews/reviews.ts; spec §2 `/user/feedback/{id}`): 1–5
 * whole stars and a text of 10 to MAX_REVIEW_TEXT characters; the photos travel beside it.
 */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: "feedback:errors.ratingRequired" })
    .int("feedback:errors.ratingRequired")
    .min(1, "feedback:errors.ratingRequired")
    .max(5, "feedback:errors.ratingRequired"),
  body: z
    .string({ error: "feedback:errors.bodyTooShort" })
    .trim()
    .min(10, "feedback:errors.bodyTooShort")
    .max(MAX_REVIEW_TEXT, "feedback:errors.bodyTooLong"),
});
