import { mulDivHalfUp } from "../../../core/checkout/compute-totals.ts";
import { lineFigures, scaleOneOff } from "../../../core/orders/line-figures.ts";

/**
 * How the checkout summary shows the server's totals (issue 15 "Prices shown one way"). No price is
 * computed here: the server's line totals, VAT and shipping (core/checkout/compute-totals.ts) are only
 * regrouped for reading.
 *
 * - `gross` (consumers): every line, the discount and the shipping VAT-inclusive — the final price
 *   the EU price indication rules expect (Directive 98/6/EC art. 2(a); Portuguese DL 138/90) and the
 *   same figures as the product and cart pages — with "of which VAT" per rate under the total. Since
 *   issue 15 every consumer charged VAT (Portugal with Madeira and the Azores, other EU countries)
 *   pays the shelf prices (`pricesIncludeVat`), so the lines are the list amounts; an export is
 *   shown at its net (no VAT).
 * - `net` (a business buying with the intra-Community exemption, a wholesale buyer): net figures, the VAT per rate
 *   added (0 % with the exemption mention for the intra-Community exemption), as on their invoice.
 *
 * Invariants (tested): `itemsCents − discountCents + shippingCents (+ Σ vat when net) = totalCents`;
 * each line's `quantity × unitCents + oneOffCents = lineCents` unless `unitExact` is false (a rounded
 * average: a net figure, an older quote), then the unit is shown as an approximation. A design's
 * one-off development costs are shown apart from its units (core/orders/line-figures.ts, issue 20).
 */
export interface SummaryFigures {
  basis: "gross" | "net";
  lines: {
    id: string;
    quantity: number;
    unitCents: number;
    /** One-off costs in the line, shown apart ("+ €100 set-up"); 0 when none. */
    oneOffCents: number;
    unitExact: boolean;
    lineCents: number;
  }[];
  itemsCents: number;
  discountCents: number;
  shippingCents: number;
  /** VAT per rate: "of which" (gross) or added (net). */
  vat: { rateBp: number; vatCents: number }[];
  totalCents: number;
}

/** A priced line as the checkout data carries it (EUR cents). */
export interface FigureLineInput {
  id: string;
  quantity: number;
  /** The list amount of the line, PT-VAT-inclusive (unit price × quantity, or a design's exact total). */
  listCents: number;
  /** A design's one-off development costs included in `listCents` (same basis), if any. */
  oneOffCents?: number;
  netCents: number;
  discountCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
}

/** The figures' input: the lines, the totals and the treatment (EUR cents, rates in basis points). */
export interface FigureInput {
  lines: readonly FigureLineInput[];
  totals: {
    shippingCents: number;
    shippingVatCents: number;
    totalCents: number;
    vatBreakdown: readonly { rateBp: number; vatCents: number }[];
    /**
     * The basis the server priced on (compute-totals `pricesIncludeVat`): the list amounts are what
     * is paid. Absent on orders placed before issue 15, which were VAT-inclusive only at 23 %.
     */
    pricesIncludeVat?: boolean;
  };
  treatment: { kind: string; rateBp: number };
  /** A wholesale buyer (approved B2B): net figures whatever the treatment. */
  business: boolean;
}

/** Portuguese VAT that catalogue prices include (mirrors core/tax/vat-rates.ts). */
const CATALOGUE_RATE_BP = 2300;

/**
 * A line's unit for "quantity × unit (+ one-off) = line": the rounded average of what is not one-off,
 * and whether it multiplies back exactly (core/orders/line-figures.ts).
 */
export function lineUnit(
  lineCents: number,
  quantity: number,
  oneOffCents = 0,
): { unitCents: number; oneOffCents: number; unitExact: boolean } {
  const f = lineFigures(lineCents, quantity, oneOffCents);
  return { unitCents: f.unitCents, oneOffCents: f.oneOffCents, unitExact: f.exact };
}

/**
 * The checkout summary's figures (see {@link SummaryFigures}).
 * @param input lines with their list amount and the server's totals, the treatment, the buyer kind
 * @returns figures whose additions are exact
 */
export function summaryFigures(input: FigureInput): SummaryFigures {
  const { treatment, totals } = input;
  const net = input.business || treatment.kind === "intra_community_exempt";
  const vat = totals.vatBreakdown.map((v) => ({ rateBp: v.rateBp, vatCents: v.vatCents }));
  if (net) {
    const lines = input.lines.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      lineCents: l.netCents,
      // the one-off costs at the line's net (in proportion to its list amount)
      ...lineUnit(l.netCents, l.quantity, scaleOneOff(l.oneOffCents ?? 0, l.listCents, l.netCents)),
    }));
    const itemsCents = lines.reduce((s, l) => s + l.lineCents, 0);
    const discountCents = input.lines.reduce((s, l) => s + l.discountCents, 0);
    return {
      basis: "net",
      lines,
      itemsCents,
      discountCents,
      shippingCents: totals.shippingCents,
      vat,
      totalCents: totals.totalCents,
    };
  }
  const inclusive = totals.pricesIncludeVat ?? treatment.rateBp === CATALOGUE_RATE_BP;
  const lines = input.lines.map((l) => {
    // VAT-inclusive basis: the list amount is the price paid; otherwise the net plus this rate's VAT
    const lineCents = inclusive ? l.listCents : l.netCents + mulDivHalfUp(l.netCents, l.vatRateBp, 10_000);
    const oneOff = inclusive ? (l.oneOffCents ?? 0) : scaleOneOff(l.oneOffCents ?? 0, l.listCents, lineCents);
    return { id: l.id, quantity: l.quantity, lineCents, ...lineUnit(lineCents, l.quantity, oneOff) };
  });
  const itemsCents = lines.reduce((s, l) => s + l.lineCents, 0);
  const paidForLines = input.lines.reduce((s, l) => s + l.totalCents, 0);
  return {
    basis: "gross",
    lines,
    itemsCents,
    // what the lines cost less what is paid for them: the discount as the shopper saves it
    discountCents: Math.max(0, itemsCents - paidForLines),
    shippingCents: totals.shippingCents + totals.shippingVatCents,
    vat: vat.filter((v) => v.vatCents > 0),
    totalCents: totals.totalCents,
  };
}

/**
 * A shipping option's price as the summary will show it once chosen (EUR cents), so the list and the
 * summary agree (compute-totals rule 4): the listed price for a consumer charged VAT (the shelf price
 * at any destination rate, issue 15), its catalogue net for an export, and its net for a business
 * (whose summary shows net figures).
 * @param listCents the option's listed (VAT-inclusive) price
 * @param business the summary shows net figures (wholesale account)
 */
export function shippingShownCents(
  listCents: number,
  treatment: { kind: string; rateBp: number },
  business: boolean,
): number {
  const taxed = treatment.kind === "domestic" || treatment.kind === "oss";
  if (taxed && !business) return listCents;
  // export, the intra-Community exemption or a business: the catalogue net (a business on the mainland: the 23 % net, the same)
  return mulDivHalfUp(listCents, 10_000, 10_000 + CATALOGUE_RATE_BP);
}
