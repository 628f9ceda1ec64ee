import { Invalid } from "../shared/errors.ts";

/**
 * Pure coupon rules (issue 4): code normalisation, the shape a coupon row must have, and the
 * pre-check that turns a row into the discount the checkout applies. No database here: the lookup
 * is `find-codes.ts`, and the order's transaction raises `usedCount` with a guarded UPDATE so the
 * usage limits hold under concurrent checkouts; {@link checkCoupon} is only the pre-check that lets
 * the page say why a code is refused.
 */

/** The kinds of coupon: a percentage off, a fixed amount off, or free shipping. */
export type CouponKind = "percentage" | "fixed" | "free_shipping";

/**
 * A coupon as stored (the `coupon` table's row must satisfy this type).
 * - `code`: normalised ({@link normalizeCouponCode}).
 * - `percentBp`: for `percentage`, basis points 1–10000 (1000 = 10 %).
 * - `amountCents`: for `fixed`, EUR cents ≥ 1, PT-VAT-inclusive like catalogue prices.
 * - `minSpendCents`: minimum merchandise value, EUR cents, PT-VAT-inclusive list prices before any
 *   discount (null: none).
 * - `startsAt` (inclusive) / `endsAt` (exclusive): validity window, null = open-ended.
 * - `usageLimit`: redemptions allowed in all (null: unlimited); `usedCount`: redemptions so far.
 * - `perCustomerLimit`: redemptions per customer, by e-mail or account (null: unlimited).
 * - `active`: false switches the coupon off whatever its dates.
 */
export interface CouponRule {
  code: string;
  kind: CouponKind;
  percentBp?: number | null;
  amountCents?: number | null;
  minSpendCents: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  perCustomerLimit: number | null;
  active: boolean;
}

/**
 * What an accepted coupon does to an order (input of `computeTotals`): `percentBp` (basis points)
 * for `percentage`, `amountCents` (PT-VAT-inclusive EUR cents) for `fixed`; `freeShipping` is true
 * for `free_shipping` (shipping becomes 0).
 */
export interface CouponEffect {
  code: string;
  kind: CouponKind;
  percentBp?: number;
  amountCents?: number;
  freeShipping: boolean;
}

/** The clock, cart value and history {@link checkCoupon} checks a coupon against. */
export interface CouponCheckContext {
  /** The current time (`ctx.now()`). */
  now: Date;
  /** Merchandise value before any discount: Σ PT-VAT-inclusive unit list price × quantity, EUR cents. */
  merchandiseCents: number;
  /** Redemptions of this coupon by this customer so far (by e-mail, lower case, or by user id). */
  customerUses: number;
}

/** No coupon has this code (thrown by the database lookup, not by these rules). */
export const COUPON_NOT_FOUND = "COUPON_NOT_FOUND";
/** The coupon is switched off (`active` false). */
export const COUPON_INACTIVE = "COUPON_INACTIVE";
/** `now` is before `startsAt`. details: `{ startsAt }` (ISO 8601). */
export const COUPON_NOT_STARTED = "COUPON_NOT_STARTED";
/** `now` is at or after `endsAt`. details: `{ endsAt }` (ISO 8601). */
export const COUPON_EXPIRED = "COUPON_EXPIRED";
/** The merchandise is below the minimum. details: `{ minSpendCents, merchandiseCents, shortfallCents }`. */
export const COUPON_MIN_SPEND = "COUPON_MIN_SPEND";
/** All redemptions are used up. details: `{ usageLimit }`. */
export const COUPON_USAGE_LIMIT = "COUPON_USAGE_LIMIT";
/** This customer has used it as often as allowed. details: `{ perCustomerLimit }`. */
export const COUPON_CUSTOMER_LIMIT = "COUPON_CUSTOMER_LIMIT";

/** The stable codes of a refused coupon (i18n keys `errors.<code>`). */
export type CouponErrorCode =
  | typeof COUPON_NOT_FOUND
  | typeof COUPON_INACTIVE
  | typeof COUPON_NOT_STARTED
  | typeof COUPON_EXPIRED
  | typeof COUPON_MIN_SPEND
  | typeof COUPON_USAGE_LIMIT
  | typeof COUPON_CUSTOMER_LIMIT;

/** Structured facts of a refusal, for the translated message (amounts in EUR cents, dates ISO 8601). */
export type CouponErrorDetails = Record<string, number | string>;

/**
 * A refused coupon: an `Invalid` (HTTP 400) on field `coupon` with a {@link CouponErrorCode} and
 * `details` the UI interpolates (e.g. "spend €{minSpendCents} to use this code").
 */
export class CouponError extends Invalid {
  readonly details: CouponErrorDetails;
  constructor(code: CouponErrorCode, message: string, details: CouponErrorDetails = {}) {
    super(message, "coupon", code);
    this.details = details;
  }
}

/** Allowed coupon codes once normalised: A–Z, 0–9, `-` and `_`, 3 to 32 characters. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/**
 * Normalises what a customer typed into a coupon code: Unicode NFKC (full-width letters become
 * ASCII), every whitespace removed (inside too: "summer 10" → "SUMMER10"), upper case (ASCII only).
 * Gift card codes use the same form.
 * @param input the raw text
 * @returns the code, or `null` when the result is not 3–32 characters of A–Z 0–9 - _ (no such code
 *   can exist, so the caller answers "not found" without asking the database)
 */
export function normalizeCouponCode(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const compact = input.normalize("NFKC").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9_-]*$/.test(compact)) return null;
  const code = compact.toUpperCase();
  return COUPON_CODE_PATTERN.test(code) ? code : null;
}

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0;
}

/**
 * Checks that a coupon row is well-formed (for the admin form and before applying it): the code is
 * normalised; `percentage` has `percentBp` 1–10000; `fixed` has `amountCents` ≥ 1; counts and limits
 * are non-negative integers; `endsAt` is after `startsAt`.
 * @throws Invalid (`INVALID_INPUT`) naming the field (`code`, `percentBp`, `amountCents`, …)
 */
export function assertValidCouponRule(rule: CouponRule): void {
  if (normalizeCouponCode(rule.code) !== rule.code) throw new Invalid("Not a normalised coupon code", "code");
  if (rule.kind === "percentage") {
    if (!isCount(rule.percentBp) || rule.percentBp < 1 || rule.percentBp > 10_000) {
      throw new Invalid("A percentage coupon needs percentBp from 1 to 10000", "percentBp");
    }
  } else if (rule.kind === "fixed") {
    if (!isCount(rule.amountCents) || rule.amountCents < 1) {
      throw new Invalid("A fixed coupon needs amountCents of at least 1", "amountCents");
    }
  } else if (rule.kind !== "free_shipping") {
    throw new Invalid(`Unknown coupon kind: ${String(rule.kind)}`, "kind");
  }
  for (const field of ["minSpendCents", "usageLimit", "perCustomerLimit"] as const) {
    const value = rule[field];
    if (value !== null && !isCount(value)) throw new Invalid(`${field} must be a non-negative integer`, field);
  }
  if (!isCount(rule.usedCount)) throw new Invalid("usedCount must be a non-negative integer", "usedCount");
  if (rule.startsAt && rule.endsAt && rule.endsAt.getTime() <= rule.startsAt.getTime()) {
    throw new Invalid("endsAt must be after startsAt", "endsAt");
  }
}

/**
 * Decides whether a coupon may be used now on this cart by this customer, and returns its effect.
 * Checks, in this order (the first failure is reported):
 * 1. `active` — else `COUPON_INACTIVE`;
 * 2. `startsAt` ≤ now — else `COUPON_NOT_STARTED` (the start instant is valid);
 * 3. now < `endsAt` — else `COUPON_EXPIRED` (the end instant is not);
 * 4. `usedCount` < `usageLimit` — else `COUPON_USAGE_LIMIT`;
 * 5. `customerUses` < `perCustomerLimit` — else `COUPON_CUSTOMER_LIMIT`;
 * 6. `merchandiseCents` ≥ `minSpendCents` — else `COUPON_MIN_SPEND` (PT-VAT-inclusive list value
 *    before discount, so the same cart qualifies for every destination).
 * This is a pre-check: the order's transaction re-checks the usage limits atomically.
 *
 * @param rule the coupon row ({@link CouponRule})
 * @param context `{ now, merchandiseCents, customerUses }` ({@link CouponCheckContext})
 * @returns `{ code, kind, percentBp?, amountCents?, freeShipping }` ({@link CouponEffect})
 * @throws CouponError (an `Invalid`, field `coupon`) with one of the codes above and `details`
 * @throws Invalid (`INVALID_INPUT`) when the rule is malformed ({@link assertValidCouponRule}) or the
 *   context is (field `now`, `merchandiseCents` or `customerUses`)
 */
export function checkCoupon(rule: CouponRule, context: CouponCheckContext): CouponEffect {
  assertValidCouponRule(rule);
  const { now, merchandiseCents, customerUses } = context;
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new Invalid("now must be a valid Date", "now");
  if (!isCount(merchandiseCents)) {
    throw new Invalid("merchandiseCents must be a non-negative integer", "merchandiseCents");
  }
  if (!isCount(customerUses)) throw new Invalid("customerUses must be a non-negative integer", "customerUses");

  if (!rule.active) throw new CouponError(COUPON_INACTIVE, "This code is not active");
  const t = now.getTime();
  if (rule.startsAt && t < rule.startsAt.getTime()) {
    throw new CouponError(COUPON_NOT_STARTED, "This code is not valid yet", {
      startsAt: rule.startsAt.toISOString(),
    });
  }
  if (rule.endsAt && t >= rule.endsAt.getTime()) {
    throw new CouponError(COUPON_EXPIRED, "This code has expired", { endsAt: rule.endsAt.toISOString() });
  }
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) {
    throw new CouponError(COUPON_USAGE_LIMIT, "This code has been used up", { usageLimit: rule.usageLimit });
  }
  if (rule.perCustomerLimit !== null && customerUses >= rule.perCustomerLimit) {
    throw new CouponError(COUPON_CUSTOMER_LIMIT, "You have already used this code", {
      perCustomerLimit: rule.perCustomerLimit,
    });
  }
  if (rule.minSpendCents !== null && merchandiseCents < rule.minSpendCents) {
    throw new CouponError(COUPON_MIN_SPEND, `This code needs a minimum spend of ${rule.minSpendCents} cents`, {
      minSpendCents: rule.minSpendCents,
      merchandiseCents,
      shortfallCents: rule.minSpendCents - merchandiseCents,
    });
  }

  switch (rule.kind) {
    case "percentage":
      return { code: rule.code, kind: "percentage", percentBp: rule.percentBp!, freeShipping: false };
    case "fixed":
      return { code: rule.code, kind: "fixed", amountCents: rule.amountCents!, freeShipping: false };
    case "free_shipping":
      return { code: rule.code, kind: "free_shipping", freeShipping: true };
  }
}
