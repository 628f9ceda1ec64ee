import { Conflict } from "../shared/errors.ts";

/** At most two samples per design (spec §5 and §9: "at most two samples per product/customization"). */
export const MAX_SAMPLES_PER_DESIGN = 2;

/** A third sample of a design (HTTP 409 `SAMPLE_LIMIT_REACHED`); `details` = `{ maximum, ordered, requested }`. */
export class SampleLimitReached extends Conflict {
  readonly details: { maximum: number; ordered: number; requested: number };
  constructor(ordered: number, requested: number) {
    super(
      `A design can have at most ${MAX_SAMPLES_PER_DESIGN} samples (${ordered} already ordered)`,
      "SAMPLE_LIMIT_REACHED",
    );
    this.details = { maximum: MAX_SAMPLES_PER_DESIGN, ordered, requested };
  }
}

/**
 * How many more samples of a design may be ordered.
 * @param ordered samples of this design already in carts or orders that are not cancelled (the
 *   caller counts them; the DB part comes with saved designs), an integer ≥ 0
 * @returns 0–{@link MAX_SAMPLES_PER_DESIGN}
 * @throws RangeError when `ordered` is not an integer ≥ 0
 */
export function samplesLeft(ordered: number): number {
  if (!Number.isSafeInteger(ordered) || ordered < 0) throw new RangeError("ordered must be an integer ≥ 0");
  return Math.max(0, MAX_SAMPLES_PER_DESIGN - ordered);
}

/**
 * Refuses a sample order that would take a design over the limit (spec §5).
 * @param ordered samples already ordered (see {@link samplesLeft})
 * @param requested samples now asked for, an integer ≥ 1 (default 1)
 * @throws SampleLimitReached (Conflict, `SAMPLE_LIMIT_REACHED`) when `ordered + requested` > 2
 * @throws RangeError on a negative or fractional count, or `requested` < 1
 */
export function assertSampleAllowed(ordered: number, requested = 1): void {
  if (!Number.isSafeInteger(requested) || requested < 1) throw new RangeError("requested must be an integer ≥ 1");
  if (requested > samplesLeft(ordered)) throw new SampleLimitReached(ordered, requested);
}
