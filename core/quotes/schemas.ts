import { z } from "zod";
import { ownerRefSchema, rowId } from "../shared/input-refs.ts";

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

/**
 * Staff's price for a quote (`update:quote:any`): the price per unit (EUR cents incl. VAT; the
 * offer's total is that × the requested units, so the order line's unit × quantity is its total:
 * ADR 0010 "Quoted prices are unit prices"), or — the older call — the total for all units, which
 * must then be a whole number of cents per unit; the last day the offer holds (`expiresOn`, ISO
 * date; the offer ends at 23:59:59 UTC that day; today … today + 90 days), and an optional message
 * to the customer.
 */
export const priceQuoteSchema = z
  .object({
    unitCents: z.number().int().positive().max(10_000_000).optional(),
    totalCents: z.number().int().positive().max(100_000_000).optional(),
    expiresOn: z.iso.date(),
    message: z.string().trim().max(2000).default(""),
  })
  .refine((v) => v.unitCents !== undefined || v.totalCents !== undefined, {
    message: "Give the price per unit",
    path: ["unitCents"],
  });

/** Staff's decline of a quote request in review: a reason the customer reads (required). */
export const declineQuoteSchema = z.object({ reason: z.string().trim().min(3).max(2000) });

/** Input of `priceQuote`: {@link priceQuoteSchema} and the quote's `id` (the URL's). */
export const priceQuoteInputSchema = priceQuoteSchema.safeExtend({ id: rowId });
/** Input of `declineQuoteAsShop`: {@link declineQuoteSchema} and the quote's `id`. */
export const declineQuoteInputSchema = declineQuoteSchema.extend({ id: rowId });
/** Input of `declineQuote` (the customer, or the shop while in review): {@link declineNoteSchema} and the quote's `id`. */
export const declineQuoteByIdSchema = declineNoteSchema.extend({ id: rowId });
/** Input of `orderQuote`: the session's cart (`cart`) and the quote's `id`. */
export const orderQuoteSchema = z.object({ cart: ownerRefSchema, id: rowId });
