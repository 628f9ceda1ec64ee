import { Conflict, Forbidden, Invalid } from "../shared/errors.ts";

/**
 * Quote request statuses (spec §4: "in review, approved, pending approval"; issue 5 adds declined,
 * expired and the move to an order) and the only moves between them (ADR 0009).
 *
 * ```
 *  in_review ──shop prices──▶ pending_approval ──customer approves──▶ approved ──customer orders──▶ accepted (→ order)
 *    │   ▲                      │   │   │                               │   │
 *    │   └─changes requested /──┘   │   └─expiry passes─▶ expired       │   └─customer withdraws─▶ declined
 *    │     offer revised            └─customer declines─▶ declined      └─expiry passes─▶ expired
 *    └─shop or customer declines─▶ declined
 *
 *  accepted ──its order is cancelled unpaid──▶ approved (or expired once the expiry date has passed)
 * ```
 *
 * - `in_review`: the customer sent the request (design snapshot, quantities, wishes); the shop checks
 *   feasibility and prices it.
 * - `pending_approval`: the shop answered with a price and an expiry date; **waiting for the
 *   customer's approval**.
 * - `approved`: the customer approved the offer; the price is frozen until the expiry date, and the
 *   customer can check out at that price.
 * - `accepted`: the customer placed the order; the quote is closed and the order's lines carry the
 *   quoted price (DESIGN "The domain in one picture").
 * - `declined`: either side said no. `expired`: the expiry date passed before the customer ordered.
 *
 * `declined` and `expired` are final: a customer who wants to try again asks for a new quote (from the
 * same design). `accepted` is final once its order is paid; if that order is cancelled before it is
 * paid (a declined card, a Multibanco reference that expired, a new checkout of the same cart), the
 * system gives the quote back — `approved` again while its expiry date is ahead, else `expired` —
 * so a failed payment never costs the customer their quoted price (ADR 0010).
 */
export const QUOTE_STATUSES = ["in_review", "pending_approval", "approved", "accepted", "declined", "expired"] as const;
/** One of {@link QUOTE_STATUSES}. */
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Who makes a move: the customer, the shop (staff), or the system (the expiry sweep). */
export type QuoteActor = "customer" | "shop" | "system";

/** True when `value` is a quote status. */
export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return typeof value === "string" && (QUOTE_STATUSES as readonly string[]).includes(value);
}

/**
 * THE transition table: `QUOTE_TRANSITIONS[from][to]` lists who may make that move; a pair that is
 * not listed is an illegal jump.
 */
export const QUOTE_TRANSITIONS: Readonly<Record<QuoteStatus, Partial<Record<QuoteStatus, readonly QuoteActor[]>>>> = {
  in_review: {
    // the shop answers with a price and an expiry date
    pending_approval: ["shop"],
    // the shop cannot make it, or the customer withdraws the request
    declined: ["shop", "customer"],
  },
  pending_approval: {
    // the customer approves the offer before it expires
    approved: ["customer"],
    // the customer asks for changes, or the shop withdraws the offer to revise it
    in_review: ["customer", "shop"],
    // the customer turns the offer down
    declined: ["customer"],
    // the expiry date passed
    expired: ["system"],
  },
  approved: {
    // the customer checks out: the quote becomes an order at the frozen price
    accepted: ["customer"],
    // the customer withdraws before ordering (nothing was charged)
    declined: ["customer"],
    // not ordered before the expiry date
    expired: ["system"],
  },
  accepted: {
    // its order was cancelled before it was paid: the offer stands again until it expires
    approved: ["system"],
    expired: ["system"],
  },
  declined: {},
  expired: {},
};

/** Statuses from which no move leads anywhere (`accepted` only goes back when its unpaid order is cancelled). */
export const FINAL_QUOTE_STATUSES: readonly QuoteStatus[] = QUOTE_STATUSES.filter(
  (s) => Object.keys(QUOTE_TRANSITIONS[s]).length === 0,
);

/** True when `from → to` is a move of the table (by anyone, or by `by` when given). */
export function canMoveQuote(from: QuoteStatus, to: QuoteStatus, by?: QuoteActor): boolean {
  const actors = QUOTE_TRANSITIONS[from]?.[to];
  return actors !== undefined && (by === undefined || actors.includes(by));
}

/** An illegal quote move (HTTP 409 `QUOTE_STATUS_CONFLICT`); `details` = `{ from, to, allowed }`. */
export class QuoteStatusConflict extends Conflict {
  readonly details: { from: QuoteStatus; to: QuoteStatus; allowed: QuoteStatus[] };
  constructor(from: QuoteStatus, to: QuoteStatus) {
    super(`A quote cannot go from ${from} to ${to}`, "QUOTE_STATUS_CONFLICT");
    this.details = { from, to, allowed: Object.keys(QUOTE_TRANSITIONS[from]) as QuoteStatus[] };
  }
}

/**
 * Asserts that a quote may move `from → to` (the table above).
 * @param from the quote's current status
 * @param to the status asked for
 * @param by who is moving it; when given, the move must be theirs to make
 * @throws Invalid (`QUOTE_STATUS_UNKNOWN`, field `status`) when either is not a quote status
 * @throws QuoteStatusConflict (Conflict `QUOTE_STATUS_CONFLICT`, HTTP 409) on an illegal jump,
 *   including staying in the same status and leaving a final status
 * @throws Forbidden (`QUOTE_MOVE_FORBIDDEN`, HTTP 403) when the move exists but `by` may not make it
 */
export function assertQuoteTransition(from: QuoteStatus, to: QuoteStatus, by?: QuoteActor): void {
  if (!isQuoteStatus(from) || !isQuoteStatus(to)) {
    throw new Invalid(`Unknown quote status ${isQuoteStatus(from) ? to : from}`, "status", "QUOTE_STATUS_UNKNOWN");
  }
  if (!canMoveQuote(from, to)) throw new QuoteStatusConflict(from, to);
  if (by !== undefined && !canMoveQuote(from, to, by)) {
    throw new Forbidden(`The ${by} cannot move a quote from ${from} to ${to}`, "QUOTE_MOVE_FORBIDDEN");
  }
}
