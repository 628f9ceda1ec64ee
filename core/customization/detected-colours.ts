import type { ArtworkFacts } from "../media/artwork-colours.ts";
import { Invalid } from "../shared/errors.ts";
import type { ThreeProductOptions } from "./get-three-product.ts";

/**
 * Screen print is priced per ink colour (spec §9: 50 EUR development per colour; ADR 0009). Since
 * issue 20 the server counts an uploaded artwork's colours ({@link ArtworkFacts.colours}); the
 * customer may raise the count a placement is priced at (an extra spot colour, an underbase) but
 * never lower it below what was detected, capped at what the technique takes (8): a photo with more
 * colours is priced at the maximum and its preflight says to use digital print (TOO_MANY_COLOURS).
 * Artwork measured before issue 20 (no facts) and texts are not checked.
 */

/** The least colour count a screen-printed artwork may be priced at, or null when nothing was measured. */
export function minimumScreenColours(facts: ArtworkFacts | null | undefined, maxColours: number | null): number | null {
  if (!facts || facts.colours < 1) return null;
  const detected = facts.capped ? Number.POSITIVE_INFINITY : facts.colours;
  return maxColours === null ? facts.colours : Math.min(detected, maxColours);
}

/** A placement as the check needs it. */
export interface ColourCountPlacement {
  placement: string;
  technique: string;
  colourCount?: number | null;
}

/**
 * Refuses a save whose screen-printed artwork is priced at fewer colours than it has.
 * @param facts the measured facts of each placement's artwork (same order; null for texts or unmeasured)
 * @throws Invalid (HTTP 400) `COLOUR_COUNT_BELOW_DETECTED`, field `document.placements.{i}.colourCount`,
 *   details `{ placement, detected, chosen }`
 */
export function assertColourCountsCoverArtwork(
  options: Pick<ThreeProductOptions, "techniques">,
  placements: readonly ColourCountPlacement[],
  facts: readonly (ArtworkFacts | null | undefined)[],
): void {
  placements.forEach((p, i) => {
    if (p.technique !== "screen-print") return;
    const max = options.techniques.find((t) => t.code === "screen-print")?.maxColours ?? null;
    const minimum = minimumScreenColours(facts[i], max);
    if (minimum === null || p.colourCount == null || p.colourCount >= minimum) return;
    const error = new Invalid(
      `This artwork has ${minimum} colours; screen print of ${p.placement} cannot be priced at fewer (${p.colourCount} given)`,
      `document.placements.${i}.colourCount`,
      "COLOUR_COUNT_BELOW_DETECTED",
    );
    (error as Invalid & { details?: unknown }).details = {
      placement: p.placement,
      detected: minimum,
      chosen: p.colourCount,
    };
    throw error;
  });
}
