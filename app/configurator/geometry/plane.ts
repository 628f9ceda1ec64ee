/**
 * 2D helpers for the garment patterns: points in millimetres, cubic curves sampled into
 * polylines, resampling at a spacing, point-in-polygon and distances. Pure (no three.js), so the
 * geometry can be built and tested under Node.
 */

/** A point `[x, y]` in mm. */
export type Vec2 = readonly [number, number];

/** `a + b`. */
export const add = (a: Vec2, b: Vec2): Vec2 => [a[0] + b[0], a[1] + b[1]];
/** `a − b`. */
export const sub = (a: Vec2, b: Vec2): Vec2 => [a[0] - b[0], a[1] - b[1]];
/** `a · s`. */
export const scale = (a: Vec2, s: number): Vec2 => [a[0] * s, a[1] * s];
/** The point at `t` between `a` (0) and `b` (1). */
export const lerp = (a: Vec2, b: Vec2, t: number): Vec2 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
/** Euclidean length of `a`. */
export const len = (a: Vec2): number => Math.hypot(a[0], a[1]);
/** Distance between `a` and `b`. */
export const dist = (a: Vec2, b: Vec2): number => Math.hypot(a[0] - b[0], a[1] - b[1]);
/** Dot product. */
export const dot = (a: Vec2, b: Vec2): number => a[0] * b[0] + a[1] * b[1];
/** `a` scaled to length 1 (or `[0, 0]`). */
export const unit = (a: Vec2): Vec2 => {
  const l = len(a);
  return l > 0 ? [a[0] / l, a[1] / l] : [0, 0];
};
/** `a` turned 90° counter-clockwise. */
export const perp = (a: Vec2): Vec2 => [-a[1], a[0]];
/** Mirror image across the vertical centre line x = 0. */
export const mirrorX = (a: Vec2): Vec2 => [-a[0], a[1]];
/** Unit direction at `deg` degrees from straight down (−y), turning towards +x. */
export const downAt = (deg: number): Vec2 => {
  const r = (deg * Math.PI) / 180;
  return [Math.sin(r), -Math.cos(r)];
};

/** A cubic Bézier sampled densely: 48 points including both ends. */
export function cubic(p0: Vec2, p1: Vec2, p2: Vec2, p3: Vec2, steps = 48): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return out;
}

/** A straight segment as a two-point polyline. */
export const line = (a: Vec2, b: Vec2): Vec2[] => [a, b];

/** A gentle curve from `a` to `b` bowed sideways by `bow` mm (positive = left of the direction a→b). */
export function bowed(a: Vec2, b: Vec2, bow: number): Vec2[] {
  const n = perp(unit(sub(b, a)));
  return cubic(a, add(lerp(a, b, 1 / 3), scale(n, bow * 0.75)), add(lerp(a, b, 2 / 3), scale(n, bow * 0.75)), b);
}

/** Total length of a polyline. */
export function polylineLength(points: readonly Vec2[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += dist(points[i - 1] as Vec2, points[i] as Vec2);
  return total;
}

/**
 * The polyline resampled at equal arc-length steps no longer than `spacing`, both ends kept.
 * @param points at least two points
 * @param spacing maximum step, mm (> 0)
 */
export function resample(points: readonly Vec2[], spacing: number): Vec2[] {
  const total = polylineLength(points);
  const n = Math.max(1, Math.ceil(total / spacing - 1e-9));
  const step = total / n;
  const out: Vec2[] = [points[0] as Vec2];
  let seg = 1;
  let segStart = 0;
  for (let k = 1; k < n; k++) {
    const target = k * step;
    while (seg < points.length - 1 && segStart + dist(points[seg - 1] as Vec2, points[seg] as Vec2) < target) {
      segStart += dist(points[seg - 1] as Vec2, points[seg] as Vec2);
      seg++;
    }
    const a = points[seg - 1] as Vec2;
    const b = points[seg] as Vec2;
    const l = dist(a, b);
    out.push(l > 0 ? lerp(a, b, (target - segStart) / l) : a);
  }
  out.push(points[points.length - 1] as Vec2);
  return out;
}

/** True when `p` lies inside the closed polygon (even-odd rule). */
export function insidePolygon(p: Vec2, poly: readonly Vec2[]): boolean {
  let inside = false;
  const [x, y] = p;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Vec2;
    const b = poly[j] as Vec2;
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** Distance from `p` to the segment `a`–`b`. */
export function segmentDistance(p: Vec2, a: Vec2, b: Vec2): number {
  const abx = b[0] - a[0];
  const aby = b[1] - a[1];
  const l2 = abx * abx + aby * aby;
  const t = l2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * abx + (p[1] - a[1]) * aby) / l2)) : 0;
  return Math.hypot(p[0] - a[0] - abx * t, p[1] - a[1] - aby * t);
}

/** Signed area of a closed polygon (positive when counter-clockwise, y up). */
export function polygonArea(poly: readonly Vec2[]): number {
  let area = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Vec2;
    const b = poly[j] as Vec2;
    area += (b[0] - a[0]) * (b[1] + a[1]);
  }
  return area / 2;
}

/** Axis-aligned bounds of points. */
export function bounds(points: readonly Vec2[]): { minX: number; minY: number; maxX: number; maxY: number } {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/**
 * The segments of a closed loop bucketed on a square grid, to find the segments near a point
 * quickly (pattern outlines have hundreds of segments and are queried thousands of times).
 */
export class SegmentIndex {
  private readonly buckets = new Map<number, number[]>();
  private readonly x0: number;
  private readonly y0: number;
  private readonly loop: readonly Vec2[];
  private readonly cell: number;

  /**
   * @param loop the closed loop; segment i runs from point i to point i + 1
   * @param cell bucket size, mm: queries look at most this far
   */
  constructor(loop: readonly Vec2[], cell: number) {
    this.loop = loop;
    this.cell = cell;
    const b = bounds(loop);
    this.x0 = b.minX;
    this.y0 = b.minY;
    for (let i = 0; i < loop.length; i++) {
      const a = loop[i] as Vec2;
      const c = loop[(i + 1) % loop.length] as Vec2;
      const gx0 = Math.floor((Math.min(a[0], c[0]) - this.x0) / cell) - 1;
      const gx1 = Math.floor((Math.max(a[0], c[0]) - this.x0) / cell) + 1;
      const gy0 = Math.floor((Math.min(a[1], c[1]) - this.y0) / cell) - 1;
      const gy1 = Math.floor((Math.max(a[1], c[1]) - this.y0) / cell) + 1;
      for (let gx = gx0; gx <= gx1; gx++) {
        for (let gy = gy0; gy <= gy1; gy++) {
          const k = gx * 100_003 + gy;
          const list = this.buckets.get(k);
          if (list) list.push(i);
          else this.buckets.set(k, [i]);
        }
      }
    }
  }

  /** The nearest segment within about one cell of `p`: its index and distance, or undefined. */
  nearest(p: Vec2): { index: number; distance: number } | undefined {
    const k = Math.floor((p[0] - this.x0) / this.cell) * 100_003 + Math.floor((p[1] - this.y0) / this.cell);
    let best: { index: number; distance: number } | undefined;
    for (const i of this.buckets.get(k) ?? []) {
      const a = this.loop[i] as Vec2;
      const c = this.loop[(i + 1) % this.loop.length] as Vec2;
      const d = segmentDistance(p, a, c);
      if (!best || d < best.distance) best = { index: i, distance: d };
    }
    return best;
  }
}
