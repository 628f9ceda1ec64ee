/**
 * Return and refund rules (issue 8; ADR 0016). Pure functions: no database, no clock of their own
 * (the caller passes `now`), so they are unit-tested directly.
 *
 * Sources:
 * - Right of withdrawal: Directive 2011/83/EU art. 9 (14 days from physical possession), art. 16(c)
 *   (no withdrawal for goods made to the consumer's specifications or clearly personalised), PT
 *   DL 24/2014 art. 10 and 17; the "withdrawal function" of art. 11a added by Directive (EU)
 *   2023/2673, applicable from 19 June 2026.
 * - Time limits: Regulation (EEC, Euratom) No 1182/71 art. 3(3)–(4): a period in days ends at the
 *   end of its last day, and moves to the end of the next working day when that is a Saturday or
 *   Sunday (public holidays are not modelled: ADR 0016).
 * - Legal guarantee for lack of conformity (defects, misprints): PT DL 84/2021 art. 12, three years
 *   from delivery, for every item including personalised ones.
 * - Answer time: spec §9 "refund requests are answered within 48 hours" (weekends not counted, ADR 0016).
 */
import { SHOP_TIME_ZONE } from "../shared/locale.ts";

/** The shop's time zone (core/shared/locale.ts): calendar days and weekends are those of Lisbon. */
export { SHOP_TIME_ZONE };
/** The legal withdrawal period in days (Directive 2011/83/EU art. 9); the shop may offer more, never less. */
export const LEGAL_WITHDRAWAL_DAYS = 14;
/** The legal guarantee for defects in years (PT DL 84/2021 art. 12). */
export const LEGAL_GUARANTEE_YEARS = 3;
/** Spec §9: refund requests are answered within 48 hours (counted on working days, ADR 0016). */
export const ANSWER_HOURS = 48;

/** Why a customer sends items back. The first two are "changed my mind" returns (withdrawal). */
export const RETURN_REASONS = ["changed_mind", "does_not_fit", "damaged", "misprint", "wrong_item"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
/** Reasons that are a claim under the legal guarantee (the item is not as ordered), for any item. */
export const CLAIM_REASONS: readonly ReturnReason[] = ["damaged", "misprint", "wrong_item"];
/** Claims that need at least one photo, so staff can compare with the approved design. */
export const PHOTO_REASONS: readonly ReturnReason[] = ["damaged", "misprint"];

/** What the customer asks for: money back, the same item (other size or colour) or a gift card. */
export const RETURN_OUTCOMES = ["refund", "replacement", "store_credit"] as const;
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number];

/** Line kinds of orders (ADR 0010): blank variants, custom designs in bulk, samples of a design. */
export type ReturnLineKind = "blank" | "custom" | "sample";

// ---------------------------------------------------------------------------------------------
// Order numbers (spec §5)
// ---------------------------------------------------------------------------------------------

/** Why a typed order number was refused (i18n keys `returns:errors.<code>`). */
export type OrderNumberProblem =
  | "ORDER_NUMBER_REQUIRED"
  | "ORDER_NUMBER_NEEDS_HASH"
  | "ORDER_NUMBER_NEEDS_LETTERS"
  | "ORDER_NUMBER_FORMAT";

const NUMBER_ALPHABET = /^[0-9A-HJKMNP-TV-Z]{5}$/;

/**
 * Checks a typed order number for the returns lookup (spec §5: "the order number must include the
 * hashtag and letters"): `#FAB` + 5 characters of Crockford base32 (core/orders/order-number.ts).
 * Spaces are ignored, case does not matter, and O/I/L are read as 0/1 (easily confused in e-mails).
 * Returns the normalised number, or the problem to show: no `#`, no letters (only the digits were
 * typed), or any other shape.
 */
export function checkOrderNumber(
  input: string | null | undefined,
): { ok: true; number: string } | { ok: false; problem: OrderNumberProblem } {
  const s = (input ?? "").trim().toUpperCase().replace(/\s+/g, "");
  if (s === "") return { ok: false, problem: "ORDER_NUMBER_REQUIRED" };
  if (!s.startsWith("#")) return { ok: false, problem: "ORDER_NUMBER_NEEDS_HASH" };
  const rest = s.slice(1);
  if (!/[A-Z]/.test(rest)) return { ok: false, problem: "ORDER_NUMBER_NEEDS_LETTERS" };
  const m = /^FAB([0-9A-Z]{5})$/.exec(rest);
  if (!m?.[1]) return { ok: false, problem: "ORDER_NUMBER_FORMAT" };
  const body = m[1].replace(/O/g, "0").replace(/[IL]/g, "1");
  if (!NUMBER_ALPHABET.test(body)) return { ok: false, problem: "ORDER_NUMBER_FORMAT" };
  return { ok: true, number: `#FAB${body}` };
}

/**
 * Normalises a postcode for comparison: letters upper-cased, spaces and dashes dropped
 * ("4750-000" = "4750000", "sw1a 1aa" = "SW1A1AA").
 */
export function normalisePostcode(input: string | null | undefined): string {
  return (input ?? "").toUpperCase().replace(/[\s-]+/g, "");
}

// ---------------------------------------------------------------------------------------------
// Lisbon calendar
// ---------------------------------------------------------------------------------------------

const PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  weekday: "short",
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The wall-clock date and time of `date` in Lisbon. */
export function lisbonParts(date: Date): LocalParts {
  const p: Record<string, string> = {};
  for (const part of PARTS.formatToParts(date)) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: WEEKDAYS.indexOf(p.weekday ?? ""),
  };
}

/** The instant of a Lisbon wall-clock time (the day may overflow: day 32 is the next month's 1st). */
export function fromLisbon(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Lisbon is UTC+0 or UTC+1: correct by the offset seen at the guess, then once more across a DST change.
  let t = guess;
  for (let i = 0; i < 2; i++) {
    const p = lisbonParts(new Date(t));
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    t += guess - seen;
  }
  return new Date(t);
}

/** The start (00:00 Lisbon) of the day after the Lisbon day of `date`. */
function nextLisbonMidnight(date: Date): Date {
  const p = lisbonParts(date);
  return fromLisbon(p.year, p.month, p.day + 1);
}

function isWeekend(date: Date): boolean {
  const w = lisbonParts(date).weekday;
  return w === 0 || w === 6;
}

// ---------------------------------------------------------------------------------------------
// Deadlines
// ---------------------------------------------------------------------------------------------

/**
 * The last moment to withdraw (Directive 2011/83/EU art. 9; Regulation 1182/71 art. 3): the end
 * (24:00 Lisbon) of the `windowDays`-th day after the Lisbon day of delivery, moved to the end of the
 * following Monday when that day is a Saturday or Sunday. Returns the exclusive end instant.
 * @param windowDays the shop's return window, at least {@link LEGAL_WITHDRAWAL_DAYS}
 */
export function withdrawalDeadline(deliveredAt: Date, windowDays: number = LEGAL_WITHDRAWAL_DAYS): Date {
  const days = Math.max(LEGAL_WITHDRAWAL_DAYS, Math.floor(windowDays));
  const p = lisbonParts(deliveredAt);
  // the end of day N is the start of day N + 1
  let end = fromLisbon(p.year, p.month, p.day + days + 1);
  const lastDay = new Date(end.getTime() - 1);
  const w = lisbonParts(lastDay).weekday;
  if (w === 6)
    end = nextLisbonMidnight(nextLisbonMidnight(end)); // Saturday → end of Monday
  else if (w === 0) end = nextLisbonMidnight(end); // Sunday → end of Monday
  return end;
}

/**
 * The last moment of the legal guarantee for defects: {@link LEGAL_GUARANTEE_YEARS} years after
 * delivery (PT DL 84/2021 art. 12), at the end of that Lisbon day.
 */
export function guaranteeDeadline(deliveredAt: Date): Date {
  const p = lisbonParts(deliveredAt);
  return fromLisbon(p.year + LEGAL_GUARANTEE_YEARS, p.month, p.day + 1);
}

/**
 * When the shop must have answered a request made at `submittedAt` (spec §9, ADR 0016): 48 hours
 * counted on working days only — time on Saturdays and Sundays (Lisbon) does not run. A request on
 * Friday at 17:00 is due on Tuesday at 17:00; one on Saturday is due on Wednesday at 00:00 (the end
 * of Tuesday). Public holidays do count (the customer never waits longer than the shop says).
 */
export function answerDeadline(submittedAt: Date, hours: number = ANSWER_HOURS): Date {
  let remaining = hours * 3_600_000;
  let t = submittedAt;
  // bounded: at most a few dozen day steps for any sensible number of hours
  for (let guard = 0; remaining > 0 && guard < 1000; guard++) {
    const midnight = nextLisbonMidnight(t);
    if (isWeekend(t)) {
      t = midnight;
      continue;
    }
    const step = Math.min(remaining, midnight.getTime() - t.getTime());
    t = new Date(t.getTime() + step);
    remaining -= step;
  }
  return t;
}

/** Statuses in which the shop still owes the customer an answer. */
export const AWAITING_ANSWER = ["requested"] as const;

/** True when a request still waiting for the shop's answer is past its 48-hour deadline. */
export function isOverdue(request: { status: string; answerBy: Date }, now: Date): boolean {
  return (AWAITING_ANSWER as readonly string[]).includes(request.status) && now.getTime() > request.answerBy.getTime();
}

// ---------------------------------------------------------------------------------------------
// Eligibility
// ---------------------------------------------------------------------------------------------

/** Why a line cannot be returned as asked (i18n keys `returns:errors.<code>`). */
export type IneligibleCode =
  /** The order was never paid, was cancelled or was refunded already. */
  | "ORDER_NOT_RETURNABLE"
  /** A personalised (custom or sample) item cannot be returned because the customer changed their mind. */
  | "CUSTOM_NOT_WITHDRAWABLE"
  /** The withdrawal period is over. */
  | "WITHDRAWAL_PERIOD_OVER"
  /** A defect claim needs the item to have been shipped. */
  | "NOT_YET_SHIPPED"
  /** The three-year guarantee is over. */
  | "GUARANTEE_OVER";

/** What the rules say about one order line for one reason. */
export type LineAssessment =
  | {
      allowed: true;
      /** The legal ground: the right of withdrawal (blank items) or the guarantee (defects, any item). */
      basis: "withdrawal" | "claim";
      /** Until when this ground holds; null while the order is not delivered yet (the period has not started). */
      deadline: Date | null;
    }
  | { allowed: false; code: IneligibleCode; deadline: Date | null };

/** What {@link assessLine} needs to know. */
export interface AssessLineInput {
  kind: ReturnLineKind;
  reason: ReturnReason;
  /** The order's status (core/orders/orders.sql.ts). */
  orderStatus: string;
  /** When the order was delivered; null when not (yet) known to be delivered. */
  deliveredAt: Date | null;
  now: Date;
  /** The shop's return window in days (≥ 14). */
  windowDays: number;
}

const PAID_STATUSES = ["paid", "in_production", "shipped", "delivered"];

/**
 * Decides whether one order line may be returned for `reason` (issue 8 rules):
 * - **blank items, changed mind / does not fit** → the right of withdrawal: from the order until
 *   {@link withdrawalDeadline} after delivery (before delivery the period has not started, so it is open);
 * - **custom and sample items, changed mind / does not fit** → refused (`CUSTOM_NOT_WITHDRAWABLE`,
 *   Directive 2011/83/EU art. 16(c));
 * - **damaged, misprint, wrong item** → a claim under the legal guarantee, for every kind of item,
 *   once shipped and until {@link guaranteeDeadline}.
 * Orders that are unpaid, cancelled or refunded have nothing to return (`ORDER_NOT_RETURNABLE`).
 */
export function assessLine(input: AssessLineInput): LineAssessment {
  if (!PAID_STATUSES.includes(input.orderStatus))
    return { allowed: false, code: "ORDER_NOT_RETURNABLE", deadline: null };
  const claim = CLAIM_REASONS.includes(input.reason);
  if (claim) {
    if (input.orderStatus !== "shipped" && input.orderStatus !== "delivered") {
      return { allowed: false, code: "NOT_YET_SHIPPED", deadline: null };
    }
    const deadline = input.deliveredAt ? guaranteeDeadline(input.deliveredAt) : null;
    if (deadline && input.now.getTime() >= deadline.getTime())
      return { allowed: false, code: "GUARANTEE_OVER", deadline };
    return { allowed: true, basis: "claim", deadline };
  }
  if (input.kind !== "blank") return { allowed: false, code: "CUSTOM_NOT_WITHDRAWABLE", deadline: null };
  const deadline = input.deliveredAt ? withdrawalDeadline(input.deliveredAt, input.windowDays) : null;
  if (deadline && input.now.getTime() >= deadline.getTime()) {
    return { allowed: false, code: "WITHDRAWAL_PERIOD_OVER", deadline };
  }
  return { allowed: true, basis: "withdrawal", deadline };
}

/**
 * The refund for `quantity` units of a line (EUR cents): the line's paid total (after its share of
 * the discount, VAT included) pro rata, rounded down, so the sum over partial returns never exceeds
 * what the line cost. The last units returned get the remainder (`alreadyReturned` units before).
 */
export function lineRefundCents(
  line: { quantity: number; totalCents: number },
  quantity: number,
  alreadyReturned = 0,
): number {
  const q = Math.max(0, Math.min(quantity, line.quantity - alreadyReturned));
  if (q === 0) return 0;
  const before = Math.floor((line.totalCents * alreadyReturned) / line.quantity);
  const after =
    alreadyReturned + q >= line.quantity
      ? line.totalCents
      : Math.floor((line.totalCents * (alreadyReturned + q)) / line.quantity);
  return after - before;
}

/** Request statuses (ADR 0016). */
export const RETURN_STATUSES = [
  "requested",
  "approved",
  "rejected",
  "received",
  "refunded",
  "replaced",
  "credited",
  "cancelled",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Allowed status changes: the shop answers a request (approve/reject; the customer may cancel it
 * while it waits), marks the parcel received, then completes it as the customer asked. A claim
 * where nothing needs to come back (a misprint the customer keeps) may be completed from `approved`.
 */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ["approved", "rejected", "cancelled"],
  approved: ["received", "refunded", "replaced", "credited"],
  received: ["refunded", "replaced", "credited"],
  rejected: [],
  refunded: [],
  replaced: [],
  credited: [],
  cancelled: [],
};

/** True when a request may go from `from` to `to`. */
export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** The completing status of each outcome. */
export const COMPLETED_STATUS: Readonly<Record<ReturnOutcome, ReturnStatus>> = {
  refund: "refunded",
  replacement: "replaced",
  store_credit: "credited",
};

/** Statuses whose units count as returned (or on their way back) for the "how many left" check. */
export const OPEN_OR_DONE: readonly ReturnStatus[] = [
  "requested",
  "approved",
  "received",
  "refunded",
  "replaced",
  "credited",
];
