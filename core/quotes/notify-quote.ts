import { desc, eq } from "drizzle-orm";
import { queueEmail } from "../mail/queue-email.ts";
import type { QuoteUpdateData } from "../mail/templates/quote-update.ts";
import { orderTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { DEFAULT_LOCALE, type Locale, isLocale } from "../shared/locale.ts";
import type { quoteTable } from "./quotes.sql.ts";

/**
 * The quote e-mails (issue 5, spec §4 quote statuses; ADR 0014): the `quote-update` template sent to
 * the quote's customer when the request is received (issue 20), when the shop answers (priced) or
 * declines, and when the offer expires.
 */

type QuoteRow = typeof quoteTable.$inferSelect;

/** Units in the quote: the sum of its size distribution. */
export const quoteUnits = (q: QuoteRow) => Object.values(q.designSnapshot.document.sizes).reduce((a, b) => a + b, 0);

/** The language to write to a customer in: that of their latest order, else English (accounts keep no language). */
async function customerLocale(ctx: Ctx, userId: string): Promise<Locale> {
  const [last] = await ctx.db
    .select({ locale: orderTable.locale })
    .from(orderTable)
    .where(eq(orderTable.userId, userId))
    .orderBy(desc(orderTable.createdAt))
    .limit(1);
  return last && isLocale(last.locale) ? last.locale : DEFAULT_LOCALE;
}

/**
 * Queues the `quote-update` e-mail to the quote's customer, in the caller's transaction (ADR 0005).
 * Used by the request (quotes.ts `requestQuote`), staff answers (admin-quotes.ts) and the expiry
 * sweep (quotes.ts `expireQuotes`). The link to the quote page is on the shop's public origin
 * (`ctx.services.links.publicUrl`).
 * @param customer the account's e-mail and name (the first word greets)
 * @param message the shop's note to the customer (the customer's own note for `requested`), or null
 * @param locale the language to write in; by default that of the customer's latest order, else English
 */
export async function notifyQuote(
  ctx: Ctx,
  quote: QuoteRow,
  customer: { email: string; name: string },
  event: QuoteUpdateData["event"],
  message: string | null,
  locale?: Locale,
): Promise<void> {
  await queueEmail(ctx, {
    to: customer.email,
    locale: locale ?? (await customerLocale(ctx, quote.userId)),
    template: "quote-update",
    related: { type: "quote", id: quote.id },
    data: {
      event,
      name: customer.name.split(" ")[0] || null,
      designName: quote.designSnapshot.name,
      units: quoteUnits(quote),
      quoteUrl: `${ctx.services.links.publicUrl.replace(/\/$/, "")}/user/quotes/${encodeURIComponent(quote.id)}`,
      totalCents: quote.quotedTotalCents,
      expiresAt: quote.expiresAt?.toISOString() ?? null,
      message,
    },
  });
}
