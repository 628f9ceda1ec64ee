import { SegmentIndex, type Vec2, bounds, insidePolygon } from "./plane.ts";

/** The outline a height field inflates: a closed loop and, per segment `i → i+1`, whether it is open. */
export interface Silhouette {
  /** Boundary points in order, not closed (first ≠ last), mm. */
  points: Vec2[];
  /** `open[i]` is true when the segment from `points[i]` to `points[i + 1]` is an opening (neck, hem, cuff end). */
  open: boolean[];
}

/** How a height field is built. */
export interface HeightFieldOptions {
  /** Finest grid cell, mm (default 5). */
  cell?: number;
  /** Height the inflation tends to on wide parts, mm: tubes narrower than this stay round. */
  maxHeight: number;
  /**
   * `cap` (default): `maxHeight · tanh(r / maxHeight)`, flat-fronted wide parts and round tubes;
   * `round`: `r` scaled so the thickest point is `maxHeight`, an elliptical dome (a hood).
   */
  profile?: "cap" | "round";
}

const INSIDE = 0;
const ZERO = 1;
const NEUMANN = 2;
const FAR = 3;

interface Grid {
  x0: number;
  y0: number;
  cell: number;
  nx: number;
  ny: number;
  kind: Uint8Array;
  u: Float64Array;
}

/**
 * "Pillow" inflation of a flat pattern outline (the technique of Igarashi's Teddy and of
 * configurator-notes.md option 1): solves Poisson's equation ∆u = −1 inside the outline, with
 * u = 0 on stitched edges and no flux (Neumann) across openings, then takes `r = √(2u)`. For a
 * strip of half-width w this gives `r = √(w² − t²)`: an exact half circle, so sleeves and legs come
 * out as round tubes. Wide parts are then eased towards `maxHeight` with `maxHeight · tanh(r / maxHeight)`,
 * which keeps a torso flat-fronted with rounded sides. Openings do not pull the surface down, so a
 * neckline or hem stays at full height and shows as an opening. Solved coarse-to-fine with SOR.
 */
export class HeightField {
  private readonly grid: Grid;
  private readonly maxHeight: number;
  private readonly silhouette: Silhouette;
  private readonly roundScale: number | undefined;

  /**
   * @param silhouette the outline with its openings
   * @param options finest cell size and the height wide parts tend to
   */
  constructor(silhouette: Silhouette, options: HeightFieldOptions) {
    this.silhouette = silhouette;
    this.maxHeight = options.maxHeight;
    const cell = options.cell ?? 5;
    let grid: Grid | undefined;
    for (const [factor, iterations] of [
      [8, 300],
      [4, 160],
      [2, 90],
      [1, 60],
    ] as const) {
      grid = solve(silhouette, cell * factor, grid, iterations);
    }
    this.grid = grid as Grid;
    if (options.profile === "round") {
      let max = 0;
      const g = this.grid;
      for (let k = 0; k < g.u.length; k++) if (g.kind[k] === INSIDE && (g.u[k] as number) > max) max = g.u[k] as number;
      this.roundScale = max > 0 ? this.maxHeight / Math.sqrt(2 * max) : 1;
    }
  }

  /** True when `p` lies inside the outline (exact, even-odd). */
  inside(p: Vec2): boolean {
    return insidePolygon(p, this.silhouette.points);
  }

  /**
   * True when `p` lies inside the outline: decided by the grid where the four surrounding nodes
   * agree, by the exact test near the outline.
   */
  insideNear(p: Vec2): boolean {
    const g = this.grid;
    const i = Math.floor((p[0] - g.x0) / g.cell);
    const j = Math.floor((p[1] - g.y0) / g.cell);
    if (i < 0 || j < 0 || i >= g.nx - 1 || j >= g.ny - 1) return false;
    const k = j * g.nx + i;
    const n =
      (g.kind[k] === INSIDE ? 1 : 0) +
      (g.kind[k + 1] === INSIDE ? 1 : 0) +
      (g.kind[k + g.nx] === INSIDE ? 1 : 0) +
      (g.kind[k + g.nx + 1] === INSIDE ? 1 : 0);
    if (n === 4) return true;
    if (n === 0) return false;
    return insidePolygon(p, this.silhouette.points);
  }

  /**
   * Length over the inflated surface from `p` along the direction `dir` (a unit vector) until the
   * path leaves the outline, in steps of about 3 mm; at most `maxLength` mm of plane travel.
   */
  surfaceLengthToExit(p: Vec2, dir: Vec2, maxLength = 2000): number {
    let length = 0;
    let prev = p;
    let prevH = this.height(p);
    for (let t = 3; t <= maxLength; t += 3) {
      const q: Vec2 = [p[0] + dir[0] * t, p[1] + dir[1] * t];
      if (!this.insideNear(q)) {
        // finish on the outline itself: bisect between the last point inside and this one
        let lo = t - 3;
        let hi = t;
        for (let k = 0; k < 8; k++) {
          const mid = (lo + hi) / 2;
          if (this.inside([p[0] + dir[0] * mid, p[1] + dir[1] * mid])) lo = mid;
          else hi = mid;
        }
        const edge: Vec2 = [p[0] + dir[0] * lo, p[1] + dir[1] * lo];
        return length + Math.hypot(edge[0] - prev[0], edge[1] - prev[1], this.height(edge) - prevH);
      }
      const h = this.height(q);
      length += Math.hypot(q[0] - prev[0], q[1] - prev[1], h - prevH);
      prev = q;
      prevH = h;
    }
    return length;
  }

  /** The inflated height at `p`, mm (0 outside and on stitched edges). */
  height(p: Vec2): number {
    const u = sample(this.grid, p);
    if (u <= 0) return 0;
    const r = Math.sqrt(2 * u);
    if (this.roundScale !== undefined) return r * this.roundScale;
    return this.maxHeight * Math.tanh(r / this.maxHeight);
  }

  /**
   * Length over the inflated surface of the straight path from `a` to `b` (seen from above):
   * Σ √(Δs² + Δh²) in steps of about 3 mm.
   * @param gaps how to count stretches outside the outline: `flat` adds their plain length
   *   (a neck opening inside a top's front), `skip` adds nothing (the gap between two legs)
   */
  surfaceLength(a: Vec2, b: Vec2, gaps: "flat" | "skip"): number {
    const total = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const steps = Math.max(1, Math.ceil(total / 3));
    let length = 0;
    let prevP = a;
    let prevIn = this.insideNear(a);
    let prevH = prevIn ? this.height(a) : 0;
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const p: Vec2 = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
      const isIn = this.insideNear(p);
      const h = isIn ? this.height(p) : 0;
      const ds = Math.hypot(p[0] - prevP[0], p[1] - prevP[1]);
      if (isIn && prevIn) length += Math.hypot(ds, h - prevH);
      else if (isIn || prevIn) length += gaps === "flat" ? ds : Math.abs(h - prevH);
      else if (gaps === "flat") length += ds;
      prevP = p;
      prevIn = isIn;
      prevH = h;
    }
    return length;
  }
}

function crossings(pts: readonly Vec2[], axis: 0 | 1, at: number): number[] {
  const other = axis === 0 ? 1 : 0;
  const out: number[] = [];
  for (let a = 0, c = pts.length - 1; a < pts.length; c = a++) {
    const p = pts[a] as Vec2;
    const q = pts[c] as Vec2;
    if (p[axis] > at !== q[axis] > at)
      out.push(((q[other] - p[other]) * (at - p[axis])) / (q[axis] - p[axis]) + p[other]);
  }
  return out.sort((m, n) => m - n);
}

/** Distance (in cells, 0.05–1) from a node at `x` to the nearest crossing on one side. */
function arm(list: readonly number[], x: number, dir: -1 | 1, cell: number): number {
  let best = cell;
  for (const c of list) {
    const d = (c - x) * dir;
    if (d > 0 && d < best) best = d;
  }
  return Math.max(0.05, Math.min(1, best / cell));
}

function solve(s: Silhouette, cell: number, coarse: Grid | undefined, iterations: number): Grid {
  const b = bounds(s.points);
  // the origin is a multiple of the cell, so a symmetric outline gets a symmetric grid
  const x0 = (Math.floor(b.minX / cell) - 2) * cell;
  const y0 = (Math.floor(b.minY / cell) - 2) * cell;
  const nx = Math.ceil((b.maxX - x0) / cell) + 3;
  const ny = Math.ceil((b.maxY - y0) / cell) + 3;
  const kind = new Uint8Array(nx * ny).fill(FAR);
  const u = new Float64Array(nx * ny);
  const pts = s.points;
  const rows: number[][] = [];
  const cols: number[][] = [];
  for (let j = 0; j < ny; j++) {
    // Scanline fill (even-odd): the row's crossings with the outline, sorted.
    const y = y0 + j * cell;
    const xs = crossings(pts, 1, y);
    rows.push(xs);
    for (let c = 0; c + 1 < xs.length; c += 2) {
      const from = Math.max(0, Math.ceil(((xs[c] as number) - x0) / cell));
      const to = Math.min(nx - 1, Math.floor(((xs[c + 1] as number) - x0) / cell));
      for (let i = from; i <= to; i++) {
        const x = x0 + i * cell;
        if (x <= (xs[c] as number) || x >= (xs[c + 1] as number)) continue;
        kind[j * nx + i] = INSIDE;
        u[j * nx + i] = coarse ? Math.max(0, sample(coarse, [x, y])) : 0;
      }
    }
  }
  for (let i = 0; i < nx; i++) cols.push(crossings(pts, 0, x0 + i * cell));
  // Outside nodes next to the inside: a stitched edge holds the surface at 0 where the outline
  // crosses, an opening mirrors the inside (no flux).
  const index = new SegmentIndex(pts, cell * 2);
  for (let j = 0; j < ny; j++) {
    for (let i = 0; i < nx; i++) {
      const k = j * nx + i;
      if (kind[k] !== FAR) continue;
      const touches =
        (i > 0 && kind[k - 1] === INSIDE) ||
        (i < nx - 1 && kind[k + 1] === INSIDE) ||
        (j > 0 && kind[k - nx] === INSIDE) ||
        (j < ny - 1 && kind[k + nx] === INSIDE);
      if (!touches) continue;
      const near = index.nearest([x0 + i * cell, y0 + j * cell]);
      const open = near !== undefined && s.open[near.index] === true;
      kind[k] = open ? NEUMANN : ZERO;
    }
  }
  // Shortley–Weller stencil: an arm towards a stitched edge ends at the outline itself (u = 0
  // there), so the solution does not see the grid's staircase.
  const active: number[] = [];
  for (let k = 0; k < nx * ny; k++) if (kind[k] === INSIDE) active.push(k);
  const m = active.length;
  const nb = new Int32Array(m * 4).fill(-1);
  const w = new Float64Array(m * 4);
  const diag = new Float64Array(m);
  const armOf = new Float64Array(m * 4).fill(1);
  for (let a = 0; a < m; a++) {
    const k = active[a] as number;
    const i = k % nx;
    const j = Math.floor(k / nx);
    const x = x0 + i * cell;
    const y = y0 + j * cell;
    const around = [k - 1, k + 1, k - nx, k + nx];
    const arms = [1, 1, 1, 1];
    for (let c = 0; c < 4; c++) {
      if (kind[around[c] as number] !== ZERO) continue;
      arms[c] =
        c === 0
          ? arm(rows[j] as number[], x, -1, cell)
          : c === 1
            ? arm(rows[j] as number[], x, 1, cell)
            : c === 2
              ? arm(cols[i] as number[], y, -1, cell)
              : arm(cols[i] as number[], y, 1, cell);
    }
    const [l, r, d, up] = arms as [number, number, number, number];
    const weights = [1 / (l * (l + r)), 1 / (r * (l + r)), 1 / (d * (d + up)), 1 / (up * (d + up))];
    let dg = 1 / (l * r) + 1 / (d * up);
    for (let c = 0; c < 4; c++) {
      const n = around[c] as number;
      const kn = kind[n];
      armOf[a * 4 + c] = arms[c] as number;
      if (kn === INSIDE) {
        nb[a * 4 + c] = n;
        w[a * 4 + c] = weights[c] as number;
      } else if (kn === NEUMANN) {
        dg -= weights[c] as number;
      }
    }
    diag[a] = dg;
  }
  const rhs = (cell * cell) / 2;
  const omega = 2 / (1 + Math.sin(Math.PI / Math.max(nx, ny)));
  for (let it = 0; it < iterations; it++) {
    for (let a = 0; a < m; a++) {
      const dg = diag[a] as number;
      if (dg <= 1e-9) continue;
      let sum = rhs;
      const base = a * 4;
      for (let c = 0; c < 4; c++) {
        const n = nb[base + c] as number;
        if (n >= 0) sum += (w[base + c] as number) * (u[n] as number);
      }
      const k = active[a] as number;
      const cur = u[k] as number;
      u[k] = cur + omega * (sum / dg - cur);
    }
  }
  // Values outside, for interpolation: openings take the mean of the inside neighbours; stitched
  // edges a "ghost" value on the line through 0 at the outline, so bilinear sampling reaches 0
  // exactly there.
  const ghostSum = new Float64Array(nx * ny);
  const ghostCount = new Uint8Array(nx * ny);
  for (let a = 0; a < m; a++) {
    const k = active[a] as number;
    const around = [k - 1, k + 1, k - nx, k + nx];
    for (let c = 0; c < 4; c++) {
      const n = around[c] as number;
      if (kind[n] === NEUMANN) {
        ghostSum[n] = (ghostSum[n] as number) + (u[k] as number);
      } else if (kind[n] === ZERO) {
        const t = armOf[a * 4 + c] as number;
        ghostSum[n] = (ghostSum[n] as number) + (u[k] as number) * (1 - 1 / t);
      } else continue;
      ghostCount[n] = (ghostCount[n] as number) + 1;
    }
  }
  for (let k = 0; k < nx * ny; k++) {
    if (kind[k] === NEUMANN || kind[k] === ZERO)
      u[k] = (ghostCount[k] as number) > 0 ? (ghostSum[k] as number) / (ghostCount[k] as number) : 0;
  }
  return { x0, y0, cell, nx, ny, kind, u };
}

function sample(g: Grid, p: Vec2): number {
  const fx = (p[0] - g.x0) / g.cell;
  const fy = (p[1] - g.y0) / g.cell;
  const i = Math.floor(fx);
  const j = Math.floor(fy);
  if (i < 0 || j < 0 || i >= g.nx - 1 || j >= g.ny - 1) return 0;
  const tx = fx - i;
  const ty = fy - j;
  const at = (a: number, b: number) => {
    const k = b * g.nx + a;
    return g.kind[k] === FAR ? 0 : (g.u[k] as number);
  };
  return (
    at(i, j) * (1 - tx) * (1 - ty) +
    at(i + 1, j) * tx * (1 - ty) +
    at(i, j + 1) * (1 - tx) * ty +
    at(i + 1, j + 1) * tx * ty
  );
}
