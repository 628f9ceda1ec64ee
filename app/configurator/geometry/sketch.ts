import type { Silhouette } from "./height-field.ts";
import { type Vec2, dist, mirrorX, resample } from "./plane.ts";

/**
 * What an edge of a pattern outline is: `stitched` (front sewn to back: the surface comes down to
 * the middle there), `open` (a neckline, hem or cuff end: the surface stays up and shows an
 * opening) or `seam` (between two pieces inside the outline: only a change of UV panel).
 */
export type EdgeKind = "stitched" | "open" | "seam";

/** A pattern edge, resampled once so every piece that uses it shares the very same points (mm). */
export interface Edge {
  kind: EdgeKind;
  points: Vec2[];
}

/**
 * An edge from a dense polyline, resampled at `spacing` mm.
 * @param kind stitched, open or seam
 * @param dense the curve, at least two points
 * @param spacing largest step, mm
 */
export function edge(kind: EdgeKind, dense: readonly Vec2[], spacing: number): Edge {
  return { kind, points: resample(dense, spacing) };
}

/** The mirror image of an edge across x = 0 (same direction of travel, mirrored points). */
export function mirrorEdge(e: Edge): Edge {
  return { kind: e.kind, points: e.points.map(mirrorX) };
}

/** An edge followed backwards or forwards in a loop. */
export type EdgeRef = readonly [Edge, "fwd" | "rev"];

/** A closed loop of edges: its points, which of them are pinned to the middle, and which segments are open. */
export interface Loop {
  points: Vec2[];
  /** `pinned[i]`: the point lies on a stitched edge (height 0). */
  pinned: boolean[];
  /** `open[i]`: the segment from point i to point i + 1 belongs to an open edge. */
  open: boolean[];
  /** `seam[i]`: the segment from point i to point i + 1 belongs to a seam. */
  seam: boolean[];
}

/**
 * Joins edges into a closed loop. Consecutive edges must meet (end of one = start of the next,
 * within 0.5 mm), and the last must end where the first starts.
 * @throws Error when two edges do not meet
 */
export function loop(...refs: EdgeRef[]): Loop {
  const points: Vec2[] = [];
  const pinned: boolean[] = [];
  const open: boolean[] = [];
  const seam: boolean[] = [];
  for (const [e, dir] of refs) {
    const pts = dir === "fwd" ? e.points : [...e.points].reverse();
    const start = pts[0] as Vec2;
    if (points.length > 0) {
      const last = points[points.length - 1] as Vec2;
      if (dist(last, start) > 0.5) {
        throw new Error(`edges do not meet: ${last.join(",")} → ${start.join(",")}`);
      }
      if (e.kind === "stitched") pinned[pinned.length - 1] = true;
    }
    for (let i = points.length > 0 ? 1 : 0; i < pts.length; i++) {
      points.push(pts[i] as Vec2);
      pinned.push(e.kind === "stitched");
    }
    // segments added by this edge
    const added = pts.length - 1;
    for (let i = 0; i < added; i++) {
      open.push(e.kind === "open");
      seam.push(e.kind === "seam");
    }
  }
  const first = points[0] as Vec2;
  const last = points[points.length - 1] as Vec2;
  if (dist(first, last) > 0.5) throw new Error(`loop is not closed: ${last.join(",")} → ${first.join(",")}`);
  // the last point repeats the first: drop it, keep its pin
  points.pop();
  const lastPinned = pinned.pop() === true;
  pinned[0] = pinned[0] === true || lastPinned;
  return { points, pinned, open, seam };
}

/** The silhouette (outline with openings) of a loop, for a {@link HeightField}. */
export function silhouetteOf(l: Loop): Silhouette {
  return { points: l.points, open: l.open };
}
