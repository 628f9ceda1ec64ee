import { doublePrecision, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Euro-based exchange rates cached from the rates service (spec §7, integrations.md §5),
 * one row per currency per rates date. `rate` = units of `currency` per 1 EUR.
 */
export const currencyRateTable = pgTable(
  "currency_rate",
  {
    ratesDate: text("rates_date").notNull(),
    currency: text("currency").notNull(),
    rate: doublePrecision("rate").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ratesDate, t.currency] })],
);
