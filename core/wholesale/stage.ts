import { Conflict } from "../shared/errors.ts";
import type { WholesaleStage } from "./wholesale.sql.ts";

/**
 * The stage numbers of spec §4 and §9 (contact=0, review=1, approved=2). `declined` has no number in
 * the spec: it is the end of an application that was not approved (ADR 0015), shown with its reason.
 */
export const STAGE_NUMBER: Readonly<Record<Exclude<WholesaleStage, "declined">, number>> = Object.freeze({
  contact: 0,
  review: 1,
  approved: 2,
});

/** Stages in which an application is still open (at most one per customer). */
export const OPEN_STAGES: readonly WholesaleStage[] = ["contact", "review"];

/**
 * Allowed moves (staff only; ADR 0015): contact → review (a reviewer takes it), review → approved,
 * contact or review → declined. No jump from contact to approved: every approval has been reviewed.
 * Approved and declined are final (a declined brand may apply again).
 */
const MOVES: Readonly<Record<WholesaleStage, readonly WholesaleStage[]>> = Object.freeze({
  contact: ["review", "declined"],
  review: ["approved", "declined"],
  approved: [],
  declined: [],
});

/** True when `from → to` is an allowed move. */
export function canMoveStage(from: WholesaleStage, to: WholesaleStage): boolean {
  return MOVES[from].includes(to);
}

/**
 * Checks a move.
 * @throws Conflict `WHOLESALE_STAGE_CONFLICT` (409) when `from → to` is not allowed
 */
export function assertStageMove(from: WholesaleStage, to: WholesaleStage): void {
  if (!canMoveStage(from, to)) {
    throw new Conflict(`An application in ${from} cannot move to ${to}`, "WHOLESALE_STAGE_CONFLICT");
  }
}
