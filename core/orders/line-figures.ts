/**
 * How a cart or order line is named and figured for reading (issue 20, ADR 0010 "Lines of custom
 * work"), one rule for the cart, the checkout, the payment page, the order pages and the e-mails:
 *
 * - its role: a `sample` (one unit per sample at the sample price), the `quoted` run (a `custom` line
 *   carrying an approved quote), a `custom` run priced by the configurator, or a `blank` garment;
 * - its figures: `quantity × unit (+ one-off set-up) = line`. A design's development costs (screen
 *   frames, embroidery films; spec §9) are paid once, not per unit, so they are shown apart and the
 *   unit is what each garment costs. Quotes are priced per unit (admin-quotes.ts `priceQuote`), so a
 *   quoted line multiplies back exactly. When a line still does not divide (a net figure for a
 *   business buyer, an older quote), the unit is the rounded average, marked inexact, and the line
 *   amount stays the authority.
 *
 * Amounts are EUR cents on whatever basis the caller shows (VAT-inclusive or net); nothing is priced here.
 */

/** What a line is, for its label. */
export type LineRole = "blank" | "custom" | "quoted" | "sample";

/**
 * The role of a line from its kind and quote.
 * @param kind the line's kind (`blank`, `custom`, `sample`)
 * @param quoteId the approved quote it carries, if any
 */
export function lineRole(kind: "blank" | "custom" | "sample", quoteId: string | null | undefined): LineRole {
  if (kind === "sample") return "sample";
  if (kind === "custom") return quoteId ? "quoted" : "custom";
  return "blank";
}

/** A line's figures: `quantity × unitCents + oneOffCents = lineCents`, exactly when `exact`. */
export interface LineFigures {
  quantity: number;
  unitCents: number;
  /** One-off costs shown apart from the units (0 when none). */
  oneOffCents: number;
  lineCents: number;
  /** True when quantity × unit + one-off is the line amount to the cent. */
  exact: boolean;
}

/**
 * The figures of one line.
 * @param lineCents the line amount shown (the authority)
 * @param quantity units (at least 1 is assumed)
 * @param oneOffCents one-off costs included in `lineCents` (development costs), same basis; 0 by default
 */
export function lineFigures(lineCents: number, quantity: number, oneOffCents = 0): LineFigures {
  const q = Math.max(1, quantity);
  const oneOff = Math.max(0, Math.min(oneOffCents, lineCents));
  const perUnits = lineCents - oneOff;
  const unitCents = Math.round(perUnits / q);
  return { quantity: q, unitCents, oneOffCents: oneOff, lineCents, exact: unitCents * q + oneOff === lineCents };
}

/**
 * A one-off amount moved to another basis in proportion (e.g. the VAT-inclusive development costs
 * of a line shown at its net): `oneOff × to ÷ from`, half-up; 0 when `from` is 0.
 */
export function scaleOneOff(oneOffCents: number, fromLineCents: number, toLineCents: number): number {
  if (oneOffCents <= 0 || fromLineCents <= 0) return 0;
  return Math.round((oneOffCents * toLineCents) / fromLineCents);
}
