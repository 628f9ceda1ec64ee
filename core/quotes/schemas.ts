import { z } from "zod";

/**
 * Input schemas of the quote verbs that the shop's forms share with the API (ADR 0021 "Forms:
 * Conform + one schema"). Plain Zod with no database or Node imports, so the browser may load it.
 */

/** Input of `requestQuote` (core/quotes/quotes.ts): one of the customer's designs and their wishes (≤ 2000 characters). */
export const requestQuoteSchema = z.object({
  designId: z.string().min(1).max(64),
  message: z.string().trim().max(2000).default(""),
});

/** Input of `declineQuote` (customer's decline or withdrawal): an optional note for the shop (≤ 2000 characters; blank is none). */
export const declineNoteSchema = z.object({
  note: z.string().trim().max(2000).optional(),
});
