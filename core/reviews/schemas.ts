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
