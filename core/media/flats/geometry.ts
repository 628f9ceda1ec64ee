/**
 * 2D helpers for the garment flats: points, a small absolute-coordinate path builder and
 * mirroring across the canvas centre line. Units are SVG user units on the shared
 * 600 × 700 canvas (x to the right, y downwards).
 */

/** The shared canvas every flat is drawn on. */
export const CANVAS = { width: 600, height: 700, centerX: 300 } as const;

/** A point `[x, y]` in canvas units. */
export type Point = readonly [x: number, y: number];

/** `a + b`. */
export function add(a: Point, b: Point): Point {
  return [a[0] + b[0], a[1] + b[1]];
}

/** `a - b`. */
export function sub(a: Point, b: Point): Point {
  return [a[0] - b[0], a[1] - b[1]];
}

/** The point at `t` (0 → `a`, 1 → `b`) on the segment from `a` to `b`. */
export function lerp(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** `a + u·s + v·t`: walks from `a` along two directions (used with a sleeve's axis and normal). */
export function walk(a: Point, u: Point, s: number, v: Point = [0, 0], t = 0): Point {
  return [a[0] + u[0] * s + v[0] * t, a[1] + u[1] * s + v[1] * t];
}

/** A cubic Bézier as its four points: start, two controls, end. */
export type Cubic = readonly [Point, Point, Point, Point];

/** The point at parameter `t` (0–1) on a cubic Bézier. */
export function cubicPoint(c: Cubic, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const d = 3 * u * t * t;
  const e = t * t * t;
  return [a * c[0][0] + b * c[1][0] + d * c[2][0] + e * c[3][0], a * c[0][1] + b * c[1][1] + d * c[2][1] + e * c[3][1]];
}

/** Approximate length of a cubic Bézier (16 chords). */
export function cubicLength(c: Cubic): number {
  let len = 0;
  let prev = c[0];
  for (let i = 1; i <= 16; i++) {
    const p = cubicPoint(c, i / 16);
    len += Math.hypot(p[0] - prev[0], p[1] - prev[1]);
    prev = p;
  }
  return len;
}

/** Reflection of `p` across the vertical centre line x = 300. */
export function mirrorPoint(p: Point): Point {
  return [CANVAS.width - p[0], p[1]];
}

/** Formats a coordinate with at most one decimal and no trailing zeros. */
export function fmt(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

type Segment =
  | { readonly cmd: "M" | "L"; readonly to: Point }
  | { readonly cmd: "Q"; readonly c: Point; readonly to: Point }
  | { readonly cmd: "C"; readonly c1: Point; readonly c2: Point; readonly to: Point }
  | { readonly cmd: "Z" };

function pointText(p: Point): string {
  return `${fmt(p[0])} ${fmt(p[1])}`;
}

/**
 * An SVG path in absolute coordinates, built by chaining `M`, `L`, `Q`, `C` and `Z`.
 * Paths can be mirrored across the centre line and joined with their mirror image, which is how
 * symmetric garment outlines are drawn from their left half.
 */
export class Path {
  private readonly segments: Segment[] = [];

  /** Starts a sub-path at `p`. */
  M(p: Point): this {
    this.segments.push({ cmd: "M", to: p });
    return this;
  }

  /** Straight lines through each of `points`. */
  L(...points: Point[]): this {
    for (const to of points) this.segments.push({ cmd: "L", to });
    return this;
  }

  /** Quadratic Bézier with control `c` ending at `to`. */
  Q(c: Point, to: Point): this {
    this.segments.push({ cmd: "Q", c, to });
    return this;
  }

  /** Cubic Bézier with controls `c1`, `c2` ending at `to`. */
  C(c1: Point, c2: Point, to: Point): this {
    this.segments.push({ cmd: "C", c1, c2, to });
    return this;
  }

  /** Closes the current sub-path. */
  Z(): this {
    this.segments.push({ cmd: "Z" });
    return this;
  }

  /** The path data string (`d` attribute). */
  toString(): string {
    let out = "";
    for (const s of this.segments) {
      switch (s.cmd) {
        case "M":
        case "L":
          out += `${s.cmd}${pointText(s.to)}`;
          break;
        case "Q":
          out += `Q${pointText(s.c)} ${pointText(s.to)}`;
          break;
        case "C":
          out += `C${pointText(s.c1)} ${pointText(s.c2)} ${pointText(s.to)}`;
          break;
        case "Z":
          out += "Z";
          break;
      }
    }
    return out;
  }

  /** A copy reflected across the centre line x = 300. */
  mirrored(): Path {
    const p = new Path();
    for (const s of this.segments) {
      switch (s.cmd) {
        case "M":
        case "L":
          p.segments.push({ cmd: s.cmd, to: mirrorPoint(s.to) });
          break;
        case "Q":
          p.segments.push({ cmd: "Q", c: mirrorPoint(s.c), to: mirrorPoint(s.to) });
          break;
        case "C":
          p.segments.push({ cmd: "C", c1: mirrorPoint(s.c1), c2: mirrorPoint(s.c2), to: mirrorPoint(s.to) });
          break;
        case "Z":
          p.segments.push(s);
          break;
      }
    }
    return p;
  }

  /**
   * The path followed backwards, without its leading `M` (so it can be appended where this path
   * ends). Only single sub-paths without `Z` can be reversed.
   * @throws Error when the path has more than one `M`, a `Z`, or does not start with `M`
   */
  reversedTail(): Path {
    const first = this.segments[0];
    if (first?.cmd !== "M") throw new Error("Path must start with M");
    const out = new Path();
    const starts: Point[] = [first.to];
    for (const s of this.segments.slice(1)) {
      if (s.cmd === "M" || s.cmd === "Z") throw new Error("Only a single open sub-path can be reversed");
      starts.push(s.to);
    }
    const body = this.segments.slice(1);
    for (let i = body.length - 1; i >= 0; i--) {
      const s = body[i];
      const to = starts[i];
      if (!s || !to) continue;
      if (s.cmd === "L") out.segments.push({ cmd: "L", to });
      else if (s.cmd === "Q") out.segments.push({ cmd: "Q", c: s.c, to });
      else if (s.cmd === "C") out.segments.push({ cmd: "C", c1: s.c2, c2: s.c1, to });
    }
    return out;
  }

  /**
   * This path (the left half of a symmetric shape, drawn from one point to a point on the centre
   * line) continued by its mirror image traced back, so the result ends at the mirror of the start.
   * @param close also close the shape with `Z` (for outlines starting on the centre line)
   */
  joinMirror(close = true): string {
    const tail = this.mirrored().reversedTail();
    return `${this.toString()}${tail.toString()}${close ? "Z" : ""}`;
  }

  /** This path followed by its mirror image as a second sub-path (left and right details). */
  withMirror(): string {
    return `${this.toString()}${this.mirrored().toString()}`;
  }
}

/** Starts a new path at `p`. */
export function path(p: Point): Path {
  return new Path().M(p);
}

/** A circle of radius `r` around `c` as path data (two absolute arcs). */
export function circle(c: Point, r: number): string {
  const [x, y] = c;
  return `M${fmt(x - r)} ${fmt(y)}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(x + r)} ${fmt(y)}A${fmt(r)} ${fmt(r)} 0 1 0 ${fmt(x - r)} ${fmt(y)}Z`;
}
