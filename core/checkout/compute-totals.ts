import type { CouponEffect } from "../marketing/coupon-rules.ts";
import { Invalid } from "../shared/errors.ts";
import type { TaxTreatment } from "../tax/tax-rule.ts";
import { CATALOGUE_VAT_RATE_BP } from "../tax/vat-rates.ts";

/**
 * The one server-side price computation of a cart or an order (DESIGN rule 3: integer EUR cents,
 * computed on the server only). Pure: no database, no clock.
 *
 * ## Rules
 * 1. **Catalogue prices include Portuguese VAT 23 %.** The catalogue net of a list price is
 *    `round(unitPriceCents × 10000 / 12300)`; every rounding in this module is half-up on an exact
 *    integer fraction (BigInt numerator / denominator, no floating point).
 * 2. **One price for one thing: the pricing basis** ({@link priceBasis}, issue 15 "Prices shown one way").
 *    - *VAT-inclusive* whenever the sale carries VAT for a consumer — treatment `domestic` (mainland
 *      23 %, Madeira 22 %, Azores 16 %) or `oss` (another member state's rate): the shelf price is
 *      the price paid, whatever the destination rate. Line gross = `unitPriceCents × quantity`;
 *      VAT = round(gross after discount × rate / (10000 + rate)), net = gross − VAT. A Spanish
 *      consumer pays €24.90 for a €24.90 tee, of which VAT 21 % €4.32; a Portuguese one €24.90 of
 *      which VAT 23 % €4.66.
 *      *Legal basis.* Directive 98/6/EC art. 2(a) (and Portuguese DL 138/90): the selling price shown
 *      to consumers is the final price including VAT, so the shelf price must be what is paid. Since
 *      1 July 2021 (e-commerce package, Directive (EU) 2017/2455; Art. 33(a), 369a–369k VAT Directive)
 *      a distance sale to a consumer in another member state bears that state's VAT, declared through
 *      OSS. The law fixes the VAT *rate*, not the price: keeping the VAT-inclusive price the same in
 *      every member state is a pricing choice the seller may make (as Shopify's "dynamic tax-inclusive
 *      pricing" does); the seller's net, i.e. margin, absorbs the difference (a Spanish sale nets
 *      €20.58 of €24.90, a Portuguese one €20.24, a Hungarian one at 27 % €19.61). Re-grossing a
 *      rounded unit net would miss the list price by a cent on about one price in five, and by up
 *      to ±0.6 cent per unit on quantities (10 × €19.99 → €199.88): extracting VAT from the line
 *      gross never does.
 *    - *VAT-exclusive* when no VAT is charged — `intra_community_exempt` (an EU business with a VIES-validated
 *      number) and `export` (UK, outside the EU, the special territories): the buyer pays the catalogue
 *      net, line net = `unitNetCents × quantity` with `unitNetCents` = round(list price / 1.23), at 0 %.
 *    - *Business buyers* (an approved wholesale account, `buyer: "business"`) keep the rule they had
 *      before issue 15: their tier prices are quoted as a net (list / 1.23) to which the destination's
 *      VAT is added (Madeira net × 1.22, Spain without the intra-Community exemption net × 1.21); at the catalogue's
 *      23 % the line costs the list price exactly (the same net, without a rounding cent). Directive
 *      98/6/EC protects consumers only; a business compares nets and deducts the VAT.
 *    VAT is computed and rounded per line (CIVA art. 36.º n.º 5 d) asks for the rates and the VAT
 *    due, without prescribing per-line or per-document rounding; we pick per line), and every total
 *    is the exact sum of its lines.
 * 3. **Discounts** (coupon `percentage` or `fixed`) reduce the taxable amount (Art. 79(b) VAT
 *    Directive; CIVA art. 16.º n.º 6 b)). The order discount is computed on the lines' base (line
 *    gross when VAT-inclusive, line net when VAT-exclusive): percentage → round(base × percentBp / 10000);
 *    fixed → `amountCents` as is when VAT-inclusive (€5 off is €5 off the shelf price, at any rate),
 *    its catalogue net round(amount / 1.23) when VAT-exclusive; capped at the base — a discount never
 *    exceeds the merchandise and never touches shipping. It is then allocated to the lines pro rata
 *    to their base by the largest-remainder method ({@link allocateLargestRemainder}), so the line
 *    discounts add up to it exactly; each line's VAT is then extracted (or added) at the destination rate.
 * 4. **Shipping** is taxed like the goods (an ancillary cost follows the principal supply: Art. 78(b)
 *    VAT Directive, CJEU C-349/96 Card Protection Plan; CIVA art. 16.º n.º 5 c)). Its list price is
 *    VAT-inclusive like the catalogue's and follows the same basis: when VAT-inclusive the list price
 *    is the gross and the destination VAT is extracted from it; otherwise its catalogue net is charged
 *    (plus the destination VAT for a business buyer). `null` (not chosen yet) and a free-shipping
 *    coupon both make it 0.
 * 5. **Gift cards** are multi-purpose vouchers (Directive (EU) 2016/1065, Art. 30a–30b VAT Directive):
 *    VAT was not charged when sold and is charged now on the full taxable amount, so the card pays
 *    part of the grand total (`giftCardAppliedCents` = min(balance, total)) without lowering the
 *    VAT; the rest of the balance stays on the card.
 */

/** Largest quantity of one line item this function accepts (quotes may exceed the cart's own cap). */
export const MAX_TOTALS_QUANTITY = 10_000;

const BP = 10_000;

/** One line item to price. */
export interface TotalsLineInput {
  /** The caller's id of the line (cart line id, order line id); unique within the input. */
  key: string;
  /** List price of one unit: EUR cents, including Portuguese VAT 23 % (catalogue price). */
  unitPriceCents: number;
  /** Units, an integer 1–{@link MAX_TOTALS_QUANTITY}. */
  quantity: number;
}

/**
 * Who buys: a `consumer` (anyone without an approved wholesale account, the default) or a
 * `business` (an approved wholesale account, core/wholesale `businessTaxStatus`). It only changes
 * the pricing basis of taxed sales (rule 2 in the module comment).
 */
export type Buyer = "consumer" | "business";

/** Input of {@link computeTotals}. */
export interface ComputeTotalsInput {
  lines: readonly TotalsLineInput[];
  /** The chosen shipping's price, EUR cents, PT-VAT-inclusive; `null` while none is chosen. */
  shipping: { priceCents: number } | null;
  /** From `taxTreatment()` (core/tax/tax-rule.ts). */
  treatment: TaxTreatment;
  /** `consumer` when absent. */
  buyer?: Buyer;
  /** From `checkCoupon()` (core/marketing/coupon-rules.ts). */
  coupon?: CouponEffect | null;
  /** The gift card's remaining balance, EUR cents. */
  giftCard?: { balanceCents: number } | null;
}

/**
 * One priced line item (EUR cents, rate in basis points):
 * `totalCents = netCents − discountCents + vatCents`.
 * - `unitNetCents`: one unit before VAT — round(list price / (1 + rate)) when VAT-inclusive, the
 *   catalogue net round(list price / 1.23) otherwise; `unitGrossCents`: what one unit costs this
 *   customer (the list price when VAT-inclusive, else round(unit net × (1 + rate))), for display.
 *   The line amounts are authoritative (a unit × quantity can differ from them by rounding).
 * - `netCents`: the line's net before discount; `discountCents`: its share of the coupon, net.
 * - `vatCents`: VAT on `netCents − discountCents` at `vatRateBp`.
 */
export interface TotalsLine {
  key: string;
  quantity: number;
  unitNetCents: number;
  unitGrossCents: number;
  netCents: number;
  discountCents: number;
  vatRateBp: number;
  vatCents: number;
  totalCents: number;
}

/** VAT per rate for the invoice: taxable amount after discount (lines and shipping) and its VAT. */
export interface VatBreakdownEntry {
  rateBp: number;
  netCents: number;
  vatCents: number;
}

/**
 * The priced cart or order, EUR cents. Invariants (tested):
 * - `merchandiseCents` = Σ line `netCents`; `discountCents` = Σ line `discountCents` (both net);
 * - `shippingCents` is the shipping net, `shippingVatCents` its VAT;
 * - `vatCents` is all VAT of the order, lines and shipping = Σ line `vatCents` + `shippingVatCents`
 *   = Σ `vatBreakdown[].vatCents`;
 * - `totalCents` = Σ line `totalCents` + `shippingCents` + `shippingVatCents`
 *   = `merchandiseCents` − `discountCents` + `shippingCents` + `vatCents` (before the gift card);
 * - `giftCardAppliedCents` = min(gift card balance, `totalCents`); `amountDueCents` = `totalCents` −
 *   `giftCardAppliedCents` ≥ 0;
 * - every amount is an integer ≥ 0.
 */
export interface Totals {
  lines: TotalsLine[];
  merchandiseCents: number;
  discountCents: number;
  shippingCents: number;
  shippingVatCents: number;
  vatCents: number;
  totalCents: number;
  giftCardAppliedCents: number;
  amountDueCents: number;
  vatBreakdown: VatBreakdownEntry[];
  treatment: TaxTreatment;
  /** The buyer priced for (the input's, `consumer` by default). */
  buyer: Buyer;
  /**
   * The pricing basis used ({@link priceBasis}): true when the list prices are what the customer
   * pays, VAT extracted at `treatment.rateBp`; false when the net was charged and VAT (if any) added.
   */
  pricesIncludeVat: boolean;
}

/**
 * `a × b / c` rounded half-up, exactly (BigInt arithmetic, so no floating-point drift).
 * @param a a non-negative safe integer (e.g. cents)
 * @param b a non-negative safe integer (e.g. basis points)
 * @param c a positive safe integer
 * @returns a non-negative integer
 * @throws RangeError when an argument is out of range or the result is not a safe integer
 */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  if (!isCount(a) || !isCount(b) || !isCount(c) || c === 0) {
    throw new RangeError(`mulDivHalfUp expects non-negative integers and c > 0, got ${a}, ${b}, ${c}`);
  }
  const result = (2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c));
  if (result > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("mulDivHalfUp result is not a safe integer");
  return Number(result);
}

/**
 * Splits `total` over `weights` pro rata by the largest-remainder (Hamilton) method: each share is
 * floor(total × weight / Σ weights), then the cents left over go one each to the shares with the
 * largest remainders (ties: the larger weight, then the earlier index). The shares add up to `total`
 * exactly, and no share exceeds its weight when `total` ≤ Σ weights.
 * @param total non-negative integer cents to split
 * @param weights non-negative integer cents (e.g. line nets)
 * @returns integer shares, one per weight
 * @throws RangeError when an argument is not a non-negative integer, or `total` > 0 with Σ weights = 0
 */
export function allocateLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!isCount(total) || !weights.every(isCount)) {
    throw new RangeError("allocateLargestRemainder expects non-negative integers");
  }
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  if (sum === 0n) {
    if (total !== 0) throw new RangeError("Cannot allocate a positive total over zero weights");
    return weights.map(() => 0);
  }
  const t = BigInt(total);
  const shares = weights.map((w, index) => ({
    index,
    weight: w,
    floor: (t * BigInt(w)) / sum,
    rem: (t * BigInt(w)) % sum,
  }));
  let left = t - shares.reduce((s, x) => s + x.floor, 0n);
  const order = [...shares].sort((x, y) =>
    x.rem !== y.rem ? (y.rem > x.rem ? 1 : -1) : x.weight !== y.weight ? y.weight - x.weight : x.index - y.index,
  );
  for (const share of order) {
    if (left === 0n) break;
    share.floor += 1n;
    left -= 1n;
  }
  return shares.map((x) => Number(x.floor));
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/**
 * The pricing basis of a sale (rule 2 in the module comment): `inclusive` — the list price is the
 * price paid and VAT is extracted at the destination rate — for a consumer charged VAT (`domestic`
 * or `oss`, any rate); `exclusive` — the catalogue net is charged, VAT added at the rate — for
 * the intra-Community exemption and export (rate 0), and for a business buyer at any rate but the catalogue's 23 %.
 * @param treatment the sale's tax treatment (only `kind` and `rateBp` are read)
 * @param buyer `consumer` (default) or `business` (approved wholesale account)
 */
export function priceBasis(
  treatment: Pick<TaxTreatment, "kind" | "rateBp">,
  buyer: Buyer = "consumer",
): "inclusive" | "exclusive" {
  if (treatment.kind !== "domestic" && treatment.kind !== "oss") return "exclusive";
  if (buyer === "business") return treatment.rateBp === CATALOGUE_VAT_RATE_BP ? "inclusive" : "exclusive";
  return "inclusive";
}

/** Net of a PT-VAT-inclusive catalogue amount: round(cents × 10000 / 12300). */
function catalogueNet(cents: number): number {
  return mulDivHalfUp(cents, BP, BP + CATALOGUE_VAT_RATE_BP);
}

function validate(input: ComputeTotalsInput): void {
  if (!input || !Array.isArray(input.lines)) throw new Invalid("lines must be a list", "lines");
  const keys = new Set<string>();
  input.lines.forEach((line, i) => {
    if (typeof line?.key !== "string" || line.key === "") throw new Invalid("A line needs a key", `lines.${i}.key`);
    if (keys.has(line.key)) throw new Invalid(`Duplicate line key ${line.key}`, `lines.${i}.key`);
    keys.add(line.key);
    if (!isCount(line.unitPriceCents)) {
      throw new Invalid("unitPriceCents must be a non-negative integer", `lines.${i}.unitPriceCents`);
    }
    if (!isCount(line.quantity) || line.quantity < 1 || line.quantity > MAX_TOTALS_QUANTITY) {
      throw new Invalid(`quantity must be an integer from 1 to ${MAX_TOTALS_QUANTITY}`, `lines.${i}.quantity`);
    }
    if (!Number.isSafeInteger(line.unitPriceCents * line.quantity)) {
      throw new Invalid("The line amount is too large", `lines.${i}.unitPriceCents`);
    }
  });
  if (input.shipping !== null && input.shipping !== undefined && !isCount(input.shipping.priceCents)) {
    throw new Invalid("shipping.priceCents must be a non-negative integer", "shipping.priceCents");
  }
  const treatment = input.treatment;
  if (!treatment || !["domestic", "oss", "intra_community_exempt", "export"].includes(treatment.kind)) {
    throw new Invalid("Unknown tax treatment", "treatment.kind");
  }
  if (!isCount(treatment.rateBp) || treatment.rateBp > BP) {
    throw new Invalid("treatment.rateBp must be an integer from 0 to 10000", "treatment.rateBp");
  }
  if ((treatment.kind === "intra_community_exempt" || treatment.kind === "export") && treatment.rateBp !== 0) {
    throw new Invalid(`A ${treatment.kind} treatment has a 0 rate`, "treatment.rateBp");
  }
  const coupon = input.coupon;
  if (coupon) {
    if (coupon.kind === "percentage" && (!isCount(coupon.percentBp) || coupon.percentBp > BP)) {
      throw new Invalid("coupon.percentBp must be an integer from 0 to 10000", "coupon.percentBp");
    }
    if (coupon.kind === "fixed" && !isCount(coupon.amountCents)) {
      throw new Invalid("coupon.amountCents must be a non-negative integer", "coupon.amountCents");
    }
  }
  if (input.buyer !== undefined && input.buyer !== "consumer" && input.buyer !== "business") {
    throw new Invalid("buyer must be consumer or business", "buyer");
  }
  if (input.giftCard && !isCount(input.giftCard.balanceCents)) {
    throw new Invalid("giftCard.balanceCents must be a non-negative integer", "giftCard.balanceCents");
  }
}

/**
 * Prices a cart or an order for a destination (rules 1–5 in the module comment).
 *
 * @param input `{ lines: { key, unitPriceCents, quantity }[], shipping: { priceCents } | null,
 *   treatment, buyer?, coupon?, giftCard?: { balanceCents } }` — list prices in EUR cents
 *   (VAT-inclusive, catalogue basis 23 %)
 * @returns {@link Totals}: priced lines, merchandise/discount/shipping/VAT/total/gift card/amount due
 *   in EUR cents, the VAT breakdown per rate, the treatment and buyer used, and the pricing basis
 * @throws Invalid (`INVALID_INPUT`) naming the field: `lines.<i>.key` (missing or duplicate),
 *   `lines.<i>.unitPriceCents` (not an integer ≥ 0), `lines.<i>.quantity` (not an integer 1–10000),
 *   `shipping.priceCents`, `treatment.kind`, `treatment.rateBp` (not 0–10000, or non-zero for
 *   the intra-Community exemption/export), `buyer`, `coupon.percentBp`, `coupon.amountCents`, `giftCard.balanceCents`;
 *   `lines` when an amount would exceed the safe integer range
 */
export function computeTotals(input: ComputeTotalsInput): Totals {
  validate(input);
  const { treatment } = input;
  const rate = treatment.rateBp;
  const coupon = input.coupon ?? null;
  const buyer: Buyer = input.buyer ?? "consumer";
  const inclusive = priceBasis(treatment, buyer) === "inclusive";
  // VAT contained in a VAT-inclusive amount at the destination rate
  const vatIn = (gross: number) => mulDivHalfUp(gross, rate, BP + rate);

  // The base the discount is computed on and allocated by: line gross (inclusive) or line net.
  const unitNets = input.lines.map((l) =>
    inclusive ? l.unitPriceCents - vatIn(l.unitPriceCents) : catalogueNet(l.unitPriceCents),
  );
  const bases = input.lines.map((l, i) => (inclusive ? l.unitPriceCents * l.quantity : unitNets[i]! * l.quantity));
  const baseSum = bases.reduce((s, b) => s + b, 0);
  let orderDiscount = 0;
  if (coupon?.kind === "percentage") orderDiscount = mulDivHalfUp(baseSum, coupon.percentBp ?? 0, BP);
  else if (coupon?.kind === "fixed") {
    const amount = coupon.amountCents ?? 0;
    orderDiscount = Math.min(inclusive ? amount : catalogueNet(amount), baseSum);
  }
  const shares = allocateLargestRemainder(orderDiscount, bases);

  const lines: TotalsLine[] = input.lines.map((line, i) => {
    const base = bases[i]!;
    const share = shares[i]!;
    const unitNetCents = unitNets[i]!;
    if (inclusive) {
      const taxableGross = base - share;
      const vatCents = vatIn(taxableGross);
      const netCents = base - vatIn(base);
      return {
        key: line.key,
        quantity: line.quantity,
        unitNetCents,
        unitGrossCents: line.unitPriceCents,
        netCents,
        discountCents: netCents - (taxableGross - vatCents),
        vatRateBp: rate,
        vatCents,
        totalCents: taxableGross,
      };
    }
    const vatCents = mulDivHalfUp(base - share, rate, BP);
    return {
      key: line.key,
      quantity: line.quantity,
      unitNetCents,
      unitGrossCents: mulDivHalfUp(unitNetCents, BP + rate, BP),
      netCents: base,
      discountCents: share,
      vatRateBp: rate,
      vatCents,
      totalCents: base - share + vatCents,
    };
  });

  const shippingList = input.shipping && !coupon?.freeShipping ? input.shipping.priceCents : 0;
  const shippingVatCents = inclusive ? vatIn(shippingList) : mulDivHalfUp(catalogueNet(shippingList), rate, BP);
  const shippingCents = inclusive ? shippingList - shippingVatCents : catalogueNet(shippingList);

  const sum = (f: (l: TotalsLine) => number) => lines.reduce((s, l) => s + f(l), 0);
  const merchandiseCents = sum((l) => l.netCents);
  const discountCents = sum((l) => l.discountCents);
  const vatCents = sum((l) => l.vatCents) + shippingVatCents;
  const totalCents = sum((l) => l.totalCents) + shippingCents + shippingVatCents;
  const giftCardAppliedCents = Math.min(input.giftCard?.balanceCents ?? 0, totalCents);

  const byRate = new Map<number, VatBreakdownEntry>();
  const addToBreakdown = (rateBp: number, netCents: number, vat: number) => {
    const entry = byRate.get(rateBp) ?? { rateBp, netCents: 0, vatCents: 0 };
    entry.netCents += netCents;
    entry.vatCents += vat;
    byRate.set(rateBp, entry);
  };
  for (const l of lines) addToBreakdown(l.vatRateBp, l.netCents - l.discountCents, l.vatCents);
  if (input.shipping) addToBreakdown(rate, shippingCents, shippingVatCents);

  const totals: Totals = {
    lines,
    merchandiseCents,
    discountCents,
    shippingCents,
    shippingVatCents,
    vatCents,
    totalCents,
    giftCardAppliedCents,
    amountDueCents: totalCents - giftCardAppliedCents,
    vatBreakdown: [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp),
    treatment,
    buyer,
    pricesIncludeVat: inclusive,
  };
  if (!Number.isSafeInteger(totals.totalCents)) throw new Invalid("The order amount is too large", "lines");
  return totals;
}
