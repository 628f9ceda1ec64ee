import { SegmentIndex, type Vec2, bounds, insidePolygon } from "./plane.ts";

/**
 * Delaunay triangulation of points in the plane (Bowyer–Watson with an x-sweep, after Paul
 * Bourke's "Triangulate": points are inserted in x order and triangles whose circumcircle lies
 * wholly to the left of the sweep are retired, so each insertion only tests nearby triangles).
 * @param points the points, mm; duplicates must be removed beforehand
 * @returns vertex indices, three per triangle, counter-clockwise (y up)
 */
export function delaunay(points: readonly Vec2[]): number[] {
  const n = points.length;
  if (n < 3) return [];
  const order = [...points.keys()].sort((a, b) => (points[a] as Vec2)[0] - (points[b] as Vec2)[0]);
  const b = bounds(points);
  const d = Math.max(b.maxX - b.minX, b.maxY - b.minY) * 20 + 1;
  const mx = (b.minX + b.maxX) / 2;
  const my = (b.minY + b.maxY) / 2;
  const xs = new Float64Array(n + 3);
  const ys = new Float64Array(n + 3);
  for (let i = 0; i < n; i++) {
    xs[i] = (points[i] as Vec2)[0];
    ys[i] = (points[i] as Vec2)[1];
  }
  xs[n] = mx - d;
  ys[n] = my - d;
  xs[n + 1] = mx + d;
  ys[n + 1] = my - d;
  xs[n + 2] = mx;
  ys[n + 2] = my + d;

  interface Tri {
    a: number;
    b: number;
    c: number;
    cx: number;
    cy: number;
    r2: number;
  }
  const make = (a: number, b: number, c: number): Tri => {
    const ax = xs[a] as number;
    const ay = ys[a] as number;
    const bx = xs[b] as number;
    const by = ys[b] as number;
    const cx = xs[c] as number;
    const cy = ys[c] as number;
    const dd = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by));
    const a2 = ax * ax + ay * ay;
    const b2 = bx * bx + by * by;
    const c2 = cx * cx + cy * cy;
    const ux = (a2 * (by - cy) + b2 * (cy - ay) + c2 * (ay - by)) / dd;
    const uy = (a2 * (cx - bx) + b2 * (ax - cx) + c2 * (bx - ax)) / dd;
    return { a, b, c, cx: ux, cy: uy, r2: (ax - ux) ** 2 + (ay - uy) ** 2 };
  };

  let open: Tri[] = [make(n, n + 1, n + 2)];
  const closed: Tri[] = [];
  const edges = new Map<number, [number, number]>();
  const key = (p: number, q: number) => (p < q ? p * (n + 3) + q : q * (n + 3) + p);
  const addEdge = (p: number, q: number) => {
    const k = key(p, q);
    if (edges.has(k)) edges.delete(k);
    else edges.set(k, [p, q]);
  };
  for (const i of order) {
    const px = xs[i] as number;
    const py = ys[i] as number;
    edges.clear();
    const keep: Tri[] = [];
    for (const t of open) {
      const dx = px - t.cx;
      if (dx > 0 && dx * dx > t.r2) {
        closed.push(t);
        continue;
      }
      if (dx * dx + (py - t.cy) ** 2 < t.r2) {
        addEdge(t.a, t.b);
        addEdge(t.b, t.c);
        addEdge(t.c, t.a);
      } else {
        keep.push(t);
      }
    }
    for (const [p, q] of edges.values()) keep.push(make(p, q, i));
    open = keep;
  }
  const out: number[] = [];
  for (const t of [...closed, ...open]) {
    if (t.a >= n || t.b >= n || t.c >= n) continue;
    const cross =
      ((xs[t.b] as number) - (xs[t.a] as number)) * ((ys[t.c] as number) - (ys[t.a] as number)) -
      ((ys[t.b] as number) - (ys[t.a] as number)) * ((xs[t.c] as number) - (xs[t.a] as number));
    if (Math.abs(cross) < 1e-9) continue;
    if (cross > 0) out.push(t.a, t.b, t.c);
    else out.push(t.a, t.c, t.b);
  }
  return out;
}

/** A triangulated pattern piece: its boundary points first, then interior points. */
export interface PlanarMesh {
  points: Vec2[];
  /** The first `boundaryCount` points are the boundary loop, in order. */
  boundaryCount: number;
  /** Vertex indices, three per triangle, counter-clockwise (y up). */
  triangles: number[];
}

/**
 * Triangulates a closed piece: its boundary points plus an interior hexagonal lattice (spacing
 * `spacing` mm, kept at least 0.55 × spacing away from the boundary), Delaunay-triangulated, with
 * triangles outside the boundary dropped. Boundary points should be spaced at most `spacing` apart.
 * @param loop the boundary, in order, not closed (first ≠ last)
 * @param spacing lattice spacing, mm
 */
export function triangulatePiece(loop: readonly Vec2[], spacing: number): PlanarMesh {
  const b = bounds(loop);
  const points: Vec2[] = [...loop];
  const rowStep = (spacing * Math.sqrt(3)) / 2;
  const minGap = spacing * 0.55;
  const index = new SegmentIndex(loop, minGap);
  let row = 0;
  for (let y = b.minY + rowStep * 0.5; y < b.maxY; y += rowStep, row++) {
    const offset = row % 2 === 0 ? 0 : spacing / 2;
    for (let x = b.minX + offset + spacing * 0.25; x < b.maxX; x += spacing) {
      const p: Vec2 = [x, y];
      const near = (index.nearest(p)?.distance ?? Number.POSITIVE_INFINITY) < minGap;
      if (!near && insidePolygon(p, loop)) points.push(p);
    }
  }
  const all = delaunay(points);
  const triangles: number[] = [];
  for (let t = 0; t < all.length; t += 3) {
    const a = points[all[t] as number] as Vec2;
    const c = points[all[t + 1] as number] as Vec2;
    const e = points[all[t + 2] as number] as Vec2;
    const centroid: Vec2 = [(a[0] + c[0] + e[0]) / 3, (a[1] + c[1] + e[1]) / 3];
    if (insidePolygon(centroid, loop)) triangles.push(all[t] as number, all[t + 1] as number, all[t + 2] as number);
  }
  return { points, boundaryCount: loop.length, triangles };
}
