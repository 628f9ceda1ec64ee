import { allocateLargestRemainder, mulDivHalfUp } from "../checkout/compute-totals.ts";
import type { OrderAddress, TaxSnapshot } from "../orders/snapshots.ts";
import type {
  CreditNoteInput,
  InvoiceCustomer,
  InvoiceLine,
  InvoiceLineVat,
  InvoiceReceiptInput,
} from "../ports/invoicing.ts";
import { type Locale, isLocale } from "../shared/locale.ts";
import type { Localized } from "../shared/locale.ts";
import { ptRegionOfPostcode } from "../tax/tax-rule.ts";

/**
 * The order → legal document mapping (issue 19, ADR 0024; ../shared/docs/invoicing.md §1.3, §1.8, §2.3, §5).
 * Pure: no database, no clock. Money in integer EUR cents, net of VAT unless named otherwise (DESIGN rule 3).
 *
 * - One line per order line (blank, custom, sample), described in the order's language; the line's coupon share
 *   as its discount percent; shipping as its own `SHIP` service line at the order's rate.
 * - Each line's VAT from the order's tax snapshot (core/tax/tax-rule.ts): `domestic` in `PT`, `PT-MA` (Madeira)
 *   or `PT-AC` (Azores) by the delivery postcode; `oss` in the destination country at its rate; the
 *   intra-Community exemption of a VIES-valid EU business → 0 % with `M16` (art. 14.º RITI); `export` (UK,
 *   outside the EU) → 0 % with `M05` (art. 14.º CIVA).
 * - The customer: the company given with the tax id at checkout, else the delivery address's person; tax number
 *   the one given at checkout, else null (the adapter prints the final consumer 999999990).
 * - `expectedTotalCents` is the document's total as the service will compute it (VAT rounded once per rate): the
 *   order's total, the bases moved by the cents the order's per-line rounding differs by, or a cent under it per
 *   rate when no base reaches it (then the amount paid is stated in the observations). The adapter refuses a
 *   draft that differs (invoicing.md §5 step 4).
 */

/** What the mapping reads of an order (the `orders` row). */
export interface InvoiceOrder {
  id: string;
  number: string;
  userId: string | null;
  email: string;
  locale: string;
  shippingAddress: OrderAddress;
  shippingMethod: { code: string; name: string; names?: Localized | null };
  couponCode: string | null;
  shippingCents: number;
  shippingVatCents: number;
  totalCents: number;
  tax: TaxSnapshot;
  invoiceTaxId: string | null;
  invoiceCompanyName: string | null;
}

/** What the mapping reads of an order line (the `order_line` row). */
export interface InvoiceOrderLine {
  kind: "blank" | "custom" | "sample";
  sku: string;
  name: Localized;
  colorName: Localized;
  sizeCode: string;
  quantity: number;
  discountCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
  designSnapshot?: { name: string } | null;
}

/** Words printed on documents, in each shop language (the document's language is the order's). */
const WORDS: Record<
  Locale,
  {
    custom: string;
    sample: string;
    shipping: string;
    order: string;
    refund: string;
    coupon: string;
    refunded: string;
    paid: string;
  }
> = {
  en: {
    custom: "Custom",
    sample: "Sample",
    shipping: "Shipping",
    order: "Order",
    refund: "Refund of order",
    coupon: "Coupon",
    refunded: "Amount refunded",
    paid: "Amount paid",
  },
  pt: {
    custom: "Personalizado",
    sample: "Amostra",
    shipping: "Envio",
    order: "Encomenda",
    refund: "Reembolso da encomenda",
    coupon: "Cupão",
    refunded: "Valor reembolsado",
    paid: "Valor pago",
  },
  es: {
    custom: "Personalizado",
    sample: "Muestra",
    shipping: "Envío",
    order: "Pedido",
    refund: "Reembolso del pedido",
    coupon: "Cupón",
    refunded: "Importe reembolsado",
    paid: "Importe pagado",
  },
};

function languageOf(order: InvoiceOrder): Locale {
  return isLocale(order.locale) ? order.locale : "pt";
}

/**
 * The VAT of the order's lines at `rateBp` as the service's tax (see the module comment).
 * @throws RangeError for a tax kind the mapping does not know
 */
export function lineVat(tax: TaxSnapshot, postcode: string | null | undefined, rateBp: number): InvoiceLineVat {
  const kind: string = tax.kind;
  if (kind === "export") return { kind: "exempt", exemptionCode: "M05" };
  if (kind === "intra_community_exempt" || kind === "reverse_charge") return { kind: "exempt", exemptionCode: "M16" };
  const ratePercent = rateBp / 100;
  if (kind === "domestic") {
    const region = tax.country === "PT" ? ptRegionOfPostcode(postcode) : undefined;
    return { kind: "taxed", ratePercent, region: region === "PT-30" ? "PT-MA" : region === "PT-20" ? "PT-AC" : "PT" };
  }
  if (kind === "oss") return { kind: "taxed", ratePercent, region: tax.country };
  throw new RangeError(`unknown tax kind ${kind}`);
}

/** The buyer as the documents name them. */
export function invoiceCustomer(order: InvoiceOrder): InvoiceCustomer {
  const a = order.shippingAddress;
  const taxNumber = order.invoiceTaxId?.replace(/[\s.-]/g, "").toUpperCase() || null;
  return {
    code: order.userId ?? order.id,
    name: order.invoiceCompanyName?.trim() || `${a.firstName} ${a.lastName}`.trim(),
    taxNumber,
    email: order.email,
    address: {
      street: [a.streetAddress, a.houseNumber, a.additionalInfo].filter(Boolean).join(", "),
      city: a.city,
      postcode: a.postcode ?? "",
      country: a.country.toUpperCase(),
    },
    language: languageOf(order),
  };
}

/**
 * One document line of `net` cents before a `discount` (cents, net) over `quantity` units. The service takes a
 * unit price in cents and a discount in percent with 2 decimals, and rounds the line: when the net does not
 * divide into whole cents per unit the line is written as one unit ("3 × …"), and when no 2-decimal percent
 * gives the discounted net to the cent the discount is folded into the price (the coupon stays named in the
 * document's observations), so the document's totals are the order's to the cent.
 */
function priced(
  base: Omit<InvoiceLine, "quantity" | "unitPriceCents" | "discountPercent">,
  quantity: number,
  net: number,
  discount: number,
): InvoiceLine {
  const whole = net % quantity === 0;
  const q = whole ? quantity : 1;
  const unit = whole ? net / quantity : net;
  const description = whole ? base.description : `${quantity} × ${base.description}`;
  if (discount === 0) return { ...base, description, quantity: q, unitPriceCents: unit };
  const target = net - discount;
  const exact = Math.round((discount / net) * 10_000);
  for (const hundredths of [exact, exact - 1, exact + 1]) {
    if (hundredths < 0 || hundredths > 10_000) continue;
    if (Math.round((net * (10_000 - hundredths)) / 10_000) === target) {
      return { ...base, description, quantity: q, unitPriceCents: unit, discountPercent: hundredths / 100 };
    }
  }
  return { ...base, description: `${quantity} × ${base.description}`, quantity: 1, unitPriceCents: target };
}

/** The text of an order line in `lang`: product, colour and sizes; custom and sample lines name their design. */
function describeLine(line: InvoiceOrderLine, lang: Locale): string {
  const product = line.name[lang] || line.name.pt || line.sku;
  const color = line.colorName[lang] || line.colorName.pt || "";
  const detail = [color, line.sizeCode].filter(Boolean).join(", ");
  const head =
    line.kind === "blank" ? product : `${WORDS[lang][line.kind]}: ${line.designSnapshot?.name ?? product} (${product})`;
  return detail ? `${head} — ${detail}` : head;
}

/**
 * The invoice-receipt (FR) of a paid order: reference `<order id>-FR`, dated `date` (`YYYY-MM-DD`, the payment's
 * day in the shop's time zone). See the module comment for the rules.
 */
export function invoiceReceiptFromOrder(
  order: InvoiceOrder,
  lines: readonly InvoiceOrderLine[],
  date: string,
): InvoiceReceiptInput {
  const lang = languageOf(order);
  const postcode = order.shippingAddress.postcode;
  // each document line with the gross the customer paid for it, its net, and a way to write it `delta` cents off
  const drafts: {
    vat: InvoiceLineVat;
    gross: number;
    net: number;
    ship: boolean;
    build: (delta: number) => InvoiceLine;
  }[] = lines.map((line) => {
    const taxable = line.totalCents - line.vatCents;
    const base = {
      code: line.sku,
      description: describeLine(line, lang),
      unit: "unit" as const,
      vat: lineVat(order.tax, postcode, line.vatRateBp),
    };
    return {
      vat: base.vat,
      gross: line.totalCents,
      net: taxable,
      ship: false,
      build: (delta: number) => priced(base, line.quantity, taxable + delta + line.discountCents, line.discountCents),
    };
  });
  if (order.shippingCents > 0) {
    const name = order.shippingMethod.names?.[lang] || order.shippingMethod.name;
    const vat = lineVat(order.tax, postcode, order.tax.rateBp);
    drafts.push({
      vat,
      gross: order.shippingCents + order.shippingVatCents,
      net: order.shippingCents,
      ship: true,
      build: (delta) => ({
        code: "SHIP",
        description: `${WORDS[lang].shipping}: ${name}`,
        quantity: 1,
        unitPriceCents: order.shippingCents + delta,
        unit: "service",
        vat,
      }),
    });
  }
  // The service rounds VAT once per rate over the summed base (serviceGross); the order rounded it per line. Per
  // rate, the base is moved by the few cents that make the service's total the gross paid (on the shipping line,
  // else the largest line), or — when no base reaches it (netForGross) — one cent under it.
  const deltas = new Map<number, number>();
  let documentTotal = 0;
  const groups = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    const key = JSON.stringify(d.vat);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  for (const indexes of groups.values()) {
    const first = drafts[indexes[0] as number];
    if (!first) continue;
    const rateBp = first.vat.kind === "taxed" ? Math.round(first.vat.ratePercent * 100) : 0;
    const gross = indexes.reduce((sum, i) => sum + (drafts[i]?.gross ?? 0), 0);
    const net = indexes.reduce((sum, i) => sum + (drafts[i]?.net ?? 0), 0);
    const target = netForGross(gross, rateBp);
    documentTotal += serviceGross(target, rateBp);
    if (target === net) continue;
    const ship = indexes.find((i) => drafts[i]?.ship);
    const largest = [...indexes].sort((x, y) => (drafts[y]?.net ?? 0) - (drafts[x]?.net ?? 0))[0];
    deltas.set((ship ?? largest) as number, target - net);
  }
  const docLines = drafts.map((d, i) => d.build(deltas.get(i) ?? 0));
  const observations = [`${WORDS[lang].order} ${order.number}`];
  if (order.couponCode) observations.push(`${WORDS[lang].coupon} ${order.couponCode}`);
  if (documentTotal !== order.totalCents) {
    observations.push(`${WORDS[lang].paid} ${(order.totalCents / 100).toFixed(2)} EUR`);
  }
  return {
    reference: `${order.id}-FR`,
    date,
    customer: invoiceCustomer(order),
    lines: docLines,
    observations: observations.join(" · "),
    expectedTotalCents: documentTotal,
  };
}

/** The total of a net (EUR cents) at `rateBp` as the service computes it: the base plus its VAT rounded to the cent. */
export function serviceGross(net: number, rateBp: number): number {
  return net + Math.round((net * rateBp) / 10_000);
}

/**
 * The largest net (EUR cents) at `rateBp` whose total as the service computes it ({@link serviceGross}) is at most
 * `gross`. The service rounds VAT once per rate over the document's base (the simulator does so; invoicing.md §5
 * "Totals", the real order is [?]), so some amounts have no net at all: €5.00 at 23 % (406 → €4.99, 407 → €5.01),
 * about one amount in five at 23 %. Then the note credits the cent less (never more VAT than was given back).
 */
export function netForGross(gross: number, rateBp: number): number {
  let net = mulDivHalfUp(gross, 10_000, 10_000 + rateBp);
  while (net > 0 && serviceGross(net, rateBp) > gross) net -= 1;
  while (serviceGross(net + 1, rateBp) <= gross) net += 1;
  return net;
}

/**
 * The credit note (NC) of a refund of `refundedCents` (EUR cents including VAT, as given back) of `order`:
 * reference `<refund id>-NC`, referencing the FR `originalDocumentId`. A refund of the whole total mirrors the
 * FR's lines; a partial one is split over the order's VAT rates (its tax breakdown) pro rata to their gross by
 * the largest remainder, one line per rate, the VAT extracted so that the service's total is exactly what was
 * refunded — or, for an amount no net reaches under the service's rounding ({@link netForGross}), one cent less
 * per rate, the amount refunded then stated in the note's observations.
 */
export function creditNoteFromRefund(
  order: InvoiceOrder,
  lines: readonly InvoiceOrderLine[],
  refund: { id: string; amountCents: number; reason: string },
  originalDocumentId: string,
  date: string,
): CreditNoteInput {
  const lang = languageOf(order);
  const reason = `${WORDS[lang].refund} ${order.number}`;
  if (refund.amountCents === order.totalCents) {
    const full = invoiceReceiptFromOrder(order, lines, date);
    return { ...full, reference: `${refund.id}-NC`, originalDocumentId, reason };
  }
  const breakdown = order.tax.breakdown.length
    ? order.tax.breakdown
    : [{ rateBp: order.tax.rateBp, netCents: order.totalCents, vatCents: 0 }];
  const parts = allocateLargestRemainder(
    refund.amountCents,
    breakdown.map((b) => b.netCents + b.vatCents),
  );
  const docLines: InvoiceLine[] = [];
  let documentTotal = 0;
  breakdown.forEach((b, i) => {
    const gross = parts[i] ?? 0;
    if (gross === 0) return;
    const vat = lineVat(order.tax, order.shippingAddress.postcode, b.rateBp);
    const rateBp = vat.kind === "taxed" ? b.rateBp : 0;
    const net = netForGross(gross, rateBp);
    if (net <= 0) return;
    documentTotal += serviceGross(net, rateBp);
    docLines.push({ code: "REFUND", description: reason, quantity: 1, unitPriceCents: net, unit: "service", vat });
  });
  const observations = [`${WORDS[lang].order} ${order.number}`];
  if (documentTotal !== refund.amountCents) {
    observations.push(`${WORDS[lang].refunded} ${(refund.amountCents / 100).toFixed(2)} EUR`);
  }
  return {
    reference: `${refund.id}-NC`,
    date,
    customer: invoiceCustomer(order),
    lines: docLines,
    observations: observations.join(" · "),
    expectedTotalCents: documentTotal,
    originalDocumentId,
    reason,
  };
}
