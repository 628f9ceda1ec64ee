import { z } from "zod";
import { parseEurosToCents } from "./money.ts";

/*
 * The Zod side of core/shared/money.ts, in a module of its own so that pages which only parse or show amounts
 * (the shop's price filter) do not load Zod (issue 17's JS budget).
 */

/**
 * A form field of euros typed by a person for a schema that takes integer cents: the typed text
 * ("24,90", "24.9", "€ 25") becomes cents by {@link parseEurosToCents} before `cents` checks it, so a
 * page form reuses the verb's own cents schema (ADR 0021 "Forms: Conform + one schema"). An empty
 * field is absent (`cents`' default applies, or `common:errors.required` when it has none); a text
 * that is no amount is refused with `common:errors.amount` ("Enter an amount in euros, e.g. 24.90").
 * @param cents the verb's schema of the amount in cents (e.g. `productInputSchema.shape.priceCents`)
 */
export function eurosAsCents<S extends z.ZodType>(cents: S) {
  return z.preprocess((value, ctx) => {
    if (typeof value === "number") return value;
    const amount = parseEurosToCents(value);
    if (amount === null) {
      if (!cents.safeParse(undefined).success) ctx.addIssue({ code: "custom", message: "common:errors.required" });
      return undefined;
    }
    if (Number.isNaN(amount)) ctx.addIssue({ code: "custom", message: "common:errors.amount" });
    return amount;
  }, cents);
}
