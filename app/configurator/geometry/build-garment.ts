import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import { GARMENT_LAYOUTS } from "../../../core/customization/uv-layout.ts";
import { type UvRegion, regionRect } from "../uv-layout.ts";
import { type BottomSpec3D, GARMENT_SPECS_3D, type TopSpec3D } from "./garment-specs.ts";
import { HeightField } from "./height-field.ts";
import {
  SegmentIndex,
  type Vec2,
  add,
  bowed,
  cubic,
  dist,
  downAt,
  lerp,
  line,
  mirrorX,
  perp,
  scale,
  sub,
  unit,
} from "./plane.ts";
import { type Edge, type Loop, edge, loop, mirrorEdge, silhouetteOf } from "./sketch.ts";
import { type PlanarMesh, triangulatePiece } from "./triangulate.ts";

/**
 * Builds the 3D garment meshes in code (no model files): each garment type's pattern is drawn as
 * 2D outlines in mm ({@link GARMENT_SPECS_3D}), split into pieces (body, sleeves, cuffs, rib,
 * hood, pocket), triangulated, and inflated front (+z) and back (−z) by a {@link HeightField}
 * computed over the whole outline, so pieces meet without cracks and front meets back along the
 * stitched edges. UVs come from the flat pattern (see `../uv-layout.ts`). Positions are in metres,
 * centred on the origin; y up, the garment faces +z, the wearer's left is +x.
 */

/** One part of a garment mesh: a piece of one side, with its own UV region. Positions in metres. */
export interface GarmentPart {
  /** e.g. `body-front`, `sleeve-left-back`, `hood-right`, `cuff-left-front`, `pocket`, `cord-right`. */
  name: string;
  /** The UV region (panel or trim band) its UVs lie in. */
  region: UvRegion;
  /** Which side of the garment the part faces. */
  side: "front" | "back" | "left" | "right" | "all";
  positions: Float32Array;
  normals: Float32Array;
  uvs: Float32Array;
  indices: Uint32Array;
}

/** A stroke of garment detail (seam, topstitching, pocket shadow) in UV space, for the detail texture. */
export interface DetailStroke {
  style: "seam" | "stitch" | "shadow";
  /** Points in UV (u right, v up). */
  points: [number, number][];
}

/** A garment ready to render: fabric parts (one dye), metal hardware, detail strokes, bounds. */
export interface GarmentMesh {
  type: GarmentType;
  parts: GarmentPart[];
  /** Eyelets (not dyed): positions, normals (metres), indices. */
  hardware: { positions: Float32Array; normals: Float32Array; indices: Uint32Array };
  strokes: DetailStroke[];
  /** Axis-aligned bounds in metres after centring. */
  bounds: { min: [number, number, number]; max: [number, number, number] };
  /**
   * Fabric length of each printed panel on this mesh ÷ the panel's nominal size, across and
   * down (1 = the mesh is exactly as large as the pattern; the UVs are exact either way).
   */
  calibration: Partial<Record<UvRegion, { across: number; down: number }>>;
  /** Where the garment was moved to centre it, in mm (add to a built-in mm point to get metres × 1000). */
  offsetMm: [number, number, number];
}

/** Spacing of the mesh lattice, mm: small enough for round sleeves, few enough for phones. */
const SPACING = 14;
const FINE = 9;

// ————————————————————————————————————————————— building blocks

interface Piece {
  name: string;
  region: UvRegion;
  side: GarmentPart["side"];
  mesh: PlanarMesh;
  pinned: boolean[];
  /** plane point → 3D point in mm */
  place: (p: Vec2, pinned: boolean) => [number, number, number];
  /** plane point → raw panel coordinates [across, down] in mm, before normalisation */
  raw: (p: Vec2) => Vec2;
  /** pieces with the same group share one normalisation onto `region` */
  group: string;
  /** flip the winding (pieces seen from −z, or mirrored planes) */
  flip: boolean;
  /** nominal panel size (mm) for the calibration figure */
  nominal?: { widthMm: number; heightMm: number };
  /**
   * How the group's raw coordinates become UVs: `fit` (default) stretches its bounding box onto the
   * panel per axis; `true-size` keeps 1 raw mm = 1 panel mm on both axes (across: 0 on the centre
   * line at the panel's middle; down: from the top of the group), easing only what would overflow
   * the panel, so printed artwork keeps its proportions (bottoms, see {@link bottomAcross}).
   */
  frame?: "fit" | "true-size";
  loop: Loop;
}

function meshOf(l: Loop, spacing: number): PlanarMesh {
  return triangulatePiece(l.points, spacing);
}

function mirrorMesh(m: PlanarMesh): PlanarMesh {
  const triangles: number[] = [];
  for (let i = 0; i < m.triangles.length; i += 3) {
    triangles.push(m.triangles[i] as number, m.triangles[i + 2] as number, m.triangles[i + 1] as number);
  }
  return { points: m.points.map(mirrorX), boundaryCount: m.boundaryCount, triangles };
}

function mirrorLoop(l: Loop): Loop {
  return { ...l, points: l.points.map(mirrorX) };
}

/** Polyline offset sideways by `d` mm (positive = left of the direction of travel). */
function offsetPolyline(points: readonly Vec2[], d: number): Vec2[] {
  return points.map((p, i) => {
    const a = points[Math.max(0, i - 1)] as Vec2;
    const b = points[Math.min(points.length - 1, i + 1)] as Vec2;
    return add(p, scale(perp(unit(sub(b, a))), d));
  });
}

// ————————————————————————————————————————————— tops

interface TopEdges {
  neckFront: Edge;
  neckBack: Edge;
  shoulder: Edge;
  armhole: Edge;
  sleeveOuter: Edge;
  stepOuter?: Edge;
  cuffOuter?: Edge;
  cuffSeam?: Edge;
  opening: Edge;
  cuffInner?: Edge;
  stepInner?: Edge;
  sleeveInner: Edge;
  side: Edge;
  /** tees: the hem (open); ribbed tops: the rib seam */
  bottom: Edge;
  ribSide?: Edge;
  ribBottom?: Edge;
  /** the sleeve's frame */
  mid: Vec2;
  along: Vec2;
  out: Vec2;
}

function topEdges(s: TopSpec3D): TopEdges {
  const S = s.shoulder;
  const A = s.armpit;
  const HPS: Vec2 = [s.neckHalf, 0];
  const sl = s.sleeve;
  const along = downAt(sl.angleDeg);
  const out: Vec2 = [-along[1], along[0]]; // outwards/up, perpendicular to the arm
  const mid = lerp(S, A, 0.5);
  const end = add(mid, scale(along, sl.length));
  const O = add(end, scale(out, sl.opening / 2));
  const I = add(end, scale(out, -sl.opening / 2));
  const fd = s.frontNeckDrop;
  const bd = s.backNeckDrop;
  const nh = s.neckHalf;
  const neckFront = edge("open", cubic([0, -fd], [nh * 0.55, -fd], [nh, -fd * 0.5], HPS), SPACING * 0.6);
  const neckBack = edge("open", cubic([0, -bd], [nh * 0.5, -bd], [nh - 2, -bd * 0.5], HPS), SPACING * 0.6);
  const shoulder = edge("stitched", bowed(HPS, S, 3), SPACING * 0.6);
  const h = S[1] - A[1];
  const armhole = edge(
    "seam",
    s.dropped
      ? cubic(S, [S[0] + 3, S[1] - h * 0.4], [A[0] + 2, A[1] + h * 0.3], A)
      : cubic(S, [S[0] + 8, S[1] - h * 0.45], [A[0] + 10, A[1] + h * 0.15], A),
    SPACING * 0.6,
  );
  const cuff = sl.cuff > 0;
  const Co = cuff ? sub(O, scale(along, sl.cuff)) : O;
  const Ci = cuff ? sub(I, scale(along, sl.cuff)) : I;
  const Bo = cuff && sl.blouse > 0 ? add(Co, scale(out, sl.blouse)) : Co;
  const Bi = cuff && sl.blouse > 0 ? sub(Ci, scale(out, sl.blouse)) : Ci;
  const outerLen = dist(S, Bo);
  // the cap leaves the shoulder nearly level, then turns down the arm
  const capDir = unit(add(along, scale(out, 1.4)));
  const sleeveOuter = edge(
    "stitched",
    cubic(S, add(S, scale(capDir, outerLen * 0.3 + sl.cap)), sub(Bo, scale(along, outerLen * 0.4)), Bo),
    SPACING * 0.6,
  );
  const innerLen = dist(Bi, A);
  const sleeveInner = edge(
    "stitched",
    cubic(Bi, sub(Bi, scale(along, innerLen * 0.4)), add(A, add(scale(along, innerLen * 0.25), [4, 0])), A),
    SPACING * 0.6,
  );
  const opening = edge("open", bowed(O, I, -3), FINE * 0.6);
  const bottomY = -s.length;
  const W: Vec2 = [s.hemHalf, bottomY];
  const sideLen = A[1] - bottomY;
  const side = edge(
    "stitched",
    cubic(A, [A[0] - s.waistShaping, A[1] - sideLen * 0.4], [W[0] - s.waistShaping * 0.6, W[1] + sideLen * 0.3], W),
    SPACING * 0.6,
  );
  const rib = s.waistband > 0;
  const bottom = rib
    ? edge("seam", line(W, [0, bottomY]), SPACING * 0.6)
    : edge("open", cubic(W, [W[0] * 0.7, bottomY - 3], [W[0] * 0.3, bottomY - 4], [0, bottomY - 4]), SPACING * 0.6);
  const result: TopEdges = {
    neckFront,
    neckBack,
    shoulder,
    armhole,
    sleeveOuter,
    opening,
    sleeveInner,
    side,
    bottom,
    mid,
    along,
    out,
  };
  if (cuff) {
    if (sl.blouse > 0) {
      result.stepOuter = edge("stitched", line(Bo, Co), FINE * 0.6);
      result.stepInner = edge("stitched", line(Ci, Bi), FINE * 0.6);
    }
    result.cuffOuter = edge("stitched", line(Co, O), FINE * 0.6);
    result.cuffSeam = edge("seam", line(Co, Ci), FINE * 0.6);
    result.cuffInner = edge("stitched", line(I, Ci), FINE * 0.6);
  }
  if (rib) {
    const R: Vec2 = [s.hemHalf - s.waistbandTaper, bottomY - s.waistband];
    result.ribSide = edge(
      "stitched",
      cubic(W, [W[0] + 2, W[1] - s.waistband * 0.4], [R[0] + 1, R[1] + s.waistband * 0.3], R),
      FINE * 0.6,
    );
    result.ribBottom = edge("open", line(R, [0, R[1]]), SPACING * 0.6);
  }
  return result;
}

/** Right-half outline segments from the neck to the bottom centre, for the silhouette. */
function topSilhouetteRight(e: TopEdges, neck: Edge): Edge[] {
  const list: Edge[] = [neck, e.shoulder, e.sleeveOuter];
  if (e.cuffOuter && e.cuffInner) {
    list.push(
      ...(e.stepOuter ? [e.stepOuter] : []),
      e.cuffOuter,
      e.opening,
      e.cuffInner,
      ...(e.stepInner ? [e.stepInner] : []),
    );
  } else {
    list.push(e.opening);
  }
  list.push(e.sleeveInner, e.side);
  if (e.ribSide && e.ribBottom) list.push(e.ribSide, e.ribBottom);
  else list.push(e.bottom);
  return list;
}

/** A symmetric loop: right-half edges in order (from the centre line back to it), then their mirrors back. */
function symmetricLoop(right: Edge[]): Loop {
  const refs: [Edge, "fwd" | "rev"][] = right.map((e) => [e, "fwd"]);
  for (let i = right.length - 1; i >= 0; i--) refs.push([mirrorEdge(right[i] as Edge), "rev"]);
  return loop(...refs);
}

// ————————————————————————————————————————————— assembly

interface Built {
  pieces: Piece[];
  extras: GarmentPart[];
  hardware: { positions: number[]; normals: number[]; indices: number[] };
  extraStrokes: { group: string; style: DetailStroke["style"]; points: Vec2[] }[];
}

function buildTop(type: GarmentType, s: TopSpec3D): Built {
  const e = topEdges(s);
  const frontField = new HeightField(silhouetteOf(symmetricLoop(topSilhouetteRight(e, e.neckFront))), {
    maxHeight: s.depth,
  });
  const backField = new HeightField(silhouetteOf(symmetricLoop(topSilhouetteRight(e, e.neckBack))), {
    maxHeight: s.depth,
  });
  const pieces: Piece[] = [];
  const front =
    (field: HeightField) =>
    (p: Vec2, pin: boolean): [number, number, number] => [p[0], p[1], pin ? 0 : field.height(p)];
  const back =
    (field: HeightField) =>
    (p: Vec2, pin: boolean): [number, number, number] => [p[0], p[1], pin ? 0 : -field.height(p)];

  // body
  for (const side of ["front", "back"] as const) {
    const field = side === "front" ? frontField : backField;
    const l = symmetricLoop([side === "front" ? e.neckFront : e.neckBack, e.shoulder, e.armhole, e.side, e.bottom]);
    const sign = side === "front" ? 1 : -1;
    pieces.push({
      name: `body-${side}`,
      region: side,
      side,
      mesh: meshOf(l, SPACING),
      pinned: l.pinned,
      place: side === "front" ? front(field) : back(field),
      raw: (p) => [sign * Math.sign(p[0]) * field.surfaceLength([0, p[1]], p, "flat"), -p[1]],
      group: `body-${side}`,
      flip: side === "back",
      loop: l,
      frame: "true-size",
    });
  }
  // sleeves (right = wearer's left) and cuffs
  const sleeveRight = loop(
    [e.sleeveOuter, "fwd"],
    ...((e.cuffSeam
      ? [
          ...(e.stepOuter ? [[e.stepOuter, "fwd"]] : []),
          [e.cuffSeam, "fwd"],
          ...(e.stepInner ? [[e.stepInner, "fwd"]] : []),
        ]
      : [[e.opening, "fwd"]]) as [Edge, "fwd" | "rev"][]),
    [e.sleeveInner, "fwd"],
    [e.armhole, "rev"],
  );
  const sleeveMesh = meshOf(sleeveRight, SPACING);
  const cuffRight =
    e.cuffOuter && e.cuffInner && e.cuffSeam
      ? loop([e.cuffOuter, "fwd"], [e.opening, "fwd"], [e.cuffInner, "fwd"], [e.cuffSeam, "rev"])
      : undefined;
  const cuffMesh = cuffRight ? meshOf(cuffRight, FINE) : undefined;
  for (const hand of ["left", "right"] as const) {
    // the wearer's left arm is on +x
    const mirrored = hand === "right";
    const out: Vec2 = mirrored ? mirrorX(e.out) : e.out;
    const along: Vec2 = mirrored ? mirrorX(e.along) : e.along;
    const mid: Vec2 = mirrored ? mirrorX(e.mid) : e.mid;
    for (const side of ["front", "back"] as const) {
      const field = side === "front" ? frontField : backField;
      // seen from outside, the left sleeve has its front half on the pattern's left, the right sleeve on its right
      const sign = (hand === "left") === (side === "front") ? -1 : 1;
      const raw = (p: Vec2): Vec2 => [
        sign * field.surfaceLengthToExit(p, out),
        sub(p, mid)[0] * along[0] + sub(p, mid)[1] * along[1],
      ];
      const place = side === "front" ? front(field) : back(field);
      const flip = side === "back";
      pieces.push({
        name: `sleeve-${hand}-${side}`,
        region: `${hand}-sleeve`,
        side,
        mesh: mirrored ? mirrorMesh(sleeveMesh) : sleeveMesh,
        pinned: sleeveRight.pinned,
        place,
        raw,
        group: `sleeve-${hand}`,
        flip,
        loop: mirrored ? mirrorLoop(sleeveRight) : sleeveRight,
      });
      if (cuffMesh && cuffRight) {
        pieces.push({
          name: `cuff-${hand}-${side}`,
          region: `${hand}-cuff`,
          side,
          mesh: mirrored ? mirrorMesh(cuffMesh) : cuffMesh,
          pinned: cuffRight.pinned,
          place,
          raw,
          group: `cuff-${hand}`,
          flip,
          loop: mirrored ? mirrorLoop(cuffRight) : cuffRight,
        });
      }
    }
  }
  // hem rib
  if (e.ribSide && e.ribBottom) {
    const ribLoop = loop(
      [e.ribSide, "fwd"],
      [e.ribBottom, "fwd"],
      [mirrorEdge(e.ribBottom), "rev"],
      [mirrorEdge(e.ribSide), "rev"],
      [mirrorEdge(e.bottom), "fwd"],
      [e.bottom, "rev"],
    );
    const ribMesh = meshOf(ribLoop, FINE);
    for (const side of ["front", "back"] as const) {
      const field = side === "front" ? frontField : backField;
      const sign = side === "front" ? 1 : -1;
      pieces.push({
        name: `rib-${side}`,
        region: `rib-${side}`,
        side,
        mesh: ribMesh,
        pinned: ribLoop.pinned,
        place: side === "front" ? front(field) : back(field),
        raw: (p) => [sign * Math.sign(p[0]) * field.surfaceLength([0, p[1]], p, "flat"), -p[1]],
        group: `rib-${side}`,
        flip: side === "back",
        loop: ribLoop,
      });
    }
  }
  const built: Built = {
    pieces,
    extras: [],
    hardware: { positions: [], normals: [], indices: [] },
    extraStrokes: [],
  };
  const ring = neckRing(e, frontField, backField);
  if (s.hood) buildHood(s, ring, frontField, built);
  else if (s.neckRib > 0) built.extras.push(neckRib(ring, s.neckRib));
  if (s.pocket) buildPocket(s, frontField, built);
  if (type === "t-shirt" || type === "oversized-t-shirt") {
    // twin-needle topstitching above the hem and the sleeve openings
    for (const d of [14, 20]) {
      built.extraStrokes.push({
        group: "body-front",
        style: "stitch",
        points: offsetPolyline(symmetricHem(e.bottom), d),
      });
      built.extraStrokes.push({
        group: "body-back",
        style: "stitch",
        points: offsetPolyline(symmetricHem(e.bottom), d),
      });
      for (const hand of ["left", "right"] as const) {
        const pts = hand === "left" ? e.opening.points : e.opening.points.map(mirrorX);
        const o = offsetPolyline(pts, hand === "left" ? -d : d);
        built.extraStrokes.push({ group: `sleeve-${hand}`, style: "stitch", points: o });
      }
    }
  }
  return built;
}

/** The full hem from the left corner to the right corner through the centre. */
function symmetricHem(bottom: Edge): Vec2[] {
  const right = [...bottom.points].reverse(); // centre → right corner
  const left = bottom.points.map(mirrorX); // left corner → centre
  return [...left, ...right.slice(1)];
}

interface NeckRing {
  /** Closed loop of 3D points (mm) around the neck opening, front centre first. */
  points: [number, number, number][];
  front: { x: number; y: number; z: number }[];
  back: { x: number; y: number; z: number }[];
}

function neckRing(e: TopEdges, frontField: HeightField, backField: HeightField): NeckRing {
  const front = e.neckFront.points.map(([x, y], i, all) => ({
    x,
    y,
    z: i === all.length - 1 ? 0 : frontField.height([x, y]),
  }));
  const back = e.neckBack.points.map(([x, y], i, all) => ({
    x,
    y,
    z: i === all.length - 1 ? 0 : -backField.height([x, y]),
  }));
  // front centre → right HPS → back centre → left HPS → front centre
  const pts: [number, number, number][] = [];
  for (const p of front) pts.push([p.x, p.y, p.z]);
  for (let i = back.length - 2; i >= 0; i--)
    pts.push([(back[i] as { x: number }).x, (back[i] as { y: number }).y, (back[i] as { z: number }).z]);
  for (let i = 1; i < back.length; i++)
    pts.push([-(back[i] as { x: number }).x, (back[i] as { y: number }).y, (back[i] as { z: number }).z]);
  for (let i = front.length - 2; i > 0; i--)
    pts.push([-(front[i] as { x: number }).x, (front[i] as { y: number }).y, (front[i] as { z: number }).z]);
  return { points: pts, front, back };
}

/** A crew-neck rib: a band standing up from the neck opening, with a rounded top edge. */
function neckRib(ring: NeckRing, height: number): GarmentPart {
  const pts = ring.points;
  const n = pts.length;
  const zc = ((pts[0] as number[])[2] as number) / 2 + Math.min(...pts.map((p) => p[2])) / 2;
  const profile: [number, number][] = [
    [2, -1],
    [2.2, height * 0.5],
    [1.4, height * 0.92],
    [0, height + 0.5],
    [-1.6, height * 0.92],
    [-2.2, height * 0.5],
    [-2, -1],
  ];
  const positions: number[] = [];
  const uvs: number[] = [];
  const band = regionRect("neck-rib");
  for (let i = 0; i <= n; i++) {
    const p = pts[i % n] as [number, number, number];
    const o = unit([p[0], p[2] - zc]);
    for (let k = 0; k < profile.length; k++) {
      const [off, up] = profile[k] as [number, number];
      positions.push(p[0] + o[0] * off, p[1] + up, p[2] + o[1] * off);
      uvs.push(band.u0 + ((band.u1 - band.u0) * i) / n, band.v0 + ((band.v1 - band.v0) * k) / (profile.length - 1));
    }
  }
  const indices: number[] = [];
  const m = profile.length;
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < m - 1; k++) {
      const a = i * m + k;
      const b = (i + 1) * m + k;
      indices.push(a, a + 1, b, b, a + 1, b + 1);
    }
  }
  return finishExtra("neck-rib", "neck-rib", positions, uvs, indices);
}

function finishExtra(
  name: string,
  region: UvRegion,
  positions: number[],
  uvs: number[],
  indices: number[],
): GarmentPart {
  return {
    name,
    region,
    side: "all",
    positions: new Float32Array(positions),
    normals: new Float32Array(positions.length),
    uvs: new Float32Array(uvs),
    indices: new Uint32Array(indices),
  };
}

function buildHood(s: TopSpec3D, ring: NeckRing, frontField: HeightField, built: Built): void {
  const hood = s.hood as NonNullable<TopSpec3D["hood"]>;
  // The hood's side pattern piece in the side view: q = z (forward), y up. Its bottom edge is the
  // neck ring seen from the side, so the hood sits on the neck opening.
  const frontProj: Vec2[] = ring.front.map((p) => [p.z, p.y]);
  const backProj: Vec2[] = ring.back.map((p) => [p.z, p.y]);
  const bottomDense: Vec2[] = [...frontProj, ...[...backProj].reverse().slice(1)];
  const F = bottomDense[0] as Vec2;
  const B = bottomDense[bottomDense.length - 1] as Vec2;
  const zf = F[0];
  const zb = -B[0];
  const top = hood.top;
  const V: Vec2 = [zf - 6, F[1] + hood.vHeight];
  const Cf: Vec2 = [zf - 26, top - 70];
  const T: Vec2 = [-zb * 0.35, top];
  const back = hood.backReach;
  const bottom = edge("open", bottomDense, SPACING * 0.6);
  const crown = edge(
    "stitched",
    [
      ...cubic(B, [-zb - back * 1.05, B[1] + 30], [-zb - back * 0.95, top * 0.92], T),
      ...cubic(T, [zf * 0.35, top + 4], [zf - 6, top - 22], Cf).slice(1),
    ],
    SPACING * 0.6,
  );
  const face = edge("open", cubic(Cf, [Cf[0] + 14, Cf[1] - 110], [V[0] + 10, V[1] + 90], V), SPACING * 0.6);
  const vee = edge("stitched", line(V, F), FINE * 0.6);
  const hoodLoop = loop([bottom, "fwd"], [crown, "fwd"], [face, "fwd"], [vee, "fwd"]);
  const field = new HeightField(silhouetteOf(hoodLoop), { maxHeight: hood.halfWidth, profile: "round" });
  // The face edge is an opening, but a hood's sides curl in towards the face: narrow the width
  // near the face edge so the face opening is narrower than the hood.
  const faceIndex = new SegmentIndex([...face.points, ...[...face.points].reverse()], 90);
  const smooth = (t: number) => {
    const c = Math.max(0, Math.min(1, t));
    return c * c * (3 - 2 * c);
  };
  const faceFactor = (p: Vec2): number => {
    const near = 1 - smooth((faceIndex.nearest(p)?.distance ?? 90) / 90);
    // the face opening closes towards the V at the chin, where the two front edges meet
    const chin = 1 - smooth(dist(p, V) / 230);
    return (1 - 0.36 * near) * (1 - near * chin * 0.92);
  };
  // Fit the hood's bottom to the neck ring: each bottom point takes the ring's width at the same
  // distance along the ring (the bottom edge is the ring seen from the side), and the shift fades
  // out over 120 mm upwards.
  const ringX = [
    ...ring.front.map((p) => p.x),
    ...[...ring.back]
      .reverse()
      .slice(1)
      .map((p) => p.x),
  ];
  const ringS: number[] = [0];
  for (let i = 1; i < bottomDense.length; i++) {
    ringS.push((ringS[i - 1] as number) + dist(bottomDense[i - 1] as Vec2, bottomDense[i] as Vec2));
  }
  const ringTable = ringS.map((sv, i) => [sv, Math.abs(ringX[i] ?? 0)] as const);
  let along = 0;
  const shifts = bottom.points.map((p, i, all) => {
    if (i > 0) along += dist(all[i - 1] as Vec2, p);
    const pinned = i === 0 || i === all.length - 1;
    const h = pinned ? 0 : field.height(p) * faceFactor(p);
    return { p, delta: interpolate(ringTable, along) - h };
  });
  const widthAt = (p: Vec2, pin: boolean): number => {
    if (pin) return 0;
    const h = field.height(p) * faceFactor(p);
    // the nearest point of the bottom edge, and the shift interpolated there (continuous in p)
    let bestD = Number.POSITIVE_INFINITY;
    let delta = 0;
    for (let i = 1; i < shifts.length; i++) {
      const a = shifts[i - 1] as { p: Vec2; delta: number };
      const b = shifts[i] as { p: Vec2; delta: number };
      const abx = b.p[0] - a.p[0];
      const aby = b.p[1] - a.p[1];
      const l2 = abx * abx + aby * aby;
      const t = l2 > 0 ? Math.max(0, Math.min(1, ((p[0] - a.p[0]) * abx + (p[1] - a.p[1]) * aby) / l2)) : 0;
      const d = Math.hypot(p[0] - a.p[0] - abx * t, p[1] - a.p[1] - aby * t);
      if (d < bestD) {
        bestD = d;
        delta = a.delta + (b.delta - a.delta) * t;
      }
    }
    const t = Math.min(1, bestD / 120);
    const w = 1 - t * t * (3 - 2 * t);
    return Math.max(0, h + delta * w);
  };
  const mesh = meshOf(hoodLoop, SPACING);
  for (const hand of ["left", "right"] as const) {
    const sx = hand === "left" ? 1 : -1; // the wearer's left piece is on +x
    built.pieces.push({
      name: `hood-${hand}`,
      region: "hood",
      side: hand,
      mesh,
      pinned: hoodLoop.pinned,
      place: (p, pin) => [sx * widthAt(p, pin), p[1], p[0]],
      // seen from outside: the left piece (on +x) has the front on the viewer's left
      raw: (p) => [hand === "left" ? -p[0] : p[0], -p[1]],
      group: `hood-${hand}`,
      flip: hand === "left",
      loop: hoodLoop,
    });
  }
  // drawcord channel topstitching along the face edge
  for (const hand of ["left", "right"] as const) {
    built.extraStrokes.push({ group: `hood-${hand}`, style: "stitch", points: offsetPolyline(face.points, -16) });
  }
  // eyelets and drawcords: on the hood's front band just above the closed V, hanging over the chest
  const eyeletPlane: Vec2 = [V[0] - 14, V[1] + 16];
  for (const hand of ["left", "right"] as const) {
    const sx = hand === "left" ? 1 : -1;
    const ex = sx * Math.min(34, Math.max(18, widthAt(eyeletPlane, false) * 0.8));
    const eye: [number, number, number] = [ex, eyeletPlane[1], eyeletPlane[0] + 10];
    addEyelet(built.hardware, eye, [0, 0, 1]);
    const path: [number, number, number][] = [];
    const len = 290;
    for (let i = 0; i <= 30; i++) {
      const t = i / 30;
      const y = eye[1] - t * len;
      const x = ex * (1 - 0.15 * t) + sx * 5 * Math.sin(t * 3);
      const surface = frontField.height([x, y]);
      const z = Math.max(surface + 5, eye[2] + 3 - 30 * t);
      path.push([x, y, z]);
    }
    built.extras.push(cord(`cord-${hand}`, path, 4.5));
  }
}

function buildPocket(s: TopSpec3D, frontField: HeightField, built: Built): void {
  const p = s.pocket as NonNullable<TopSpec3D["pocket"]>;
  const bottomY = -s.length + 1;
  const TR: Vec2 = [p.topHalf, p.top];
  const OB: Vec2 = [p.bottomHalf, p.openingBottom];
  const BR: Vec2 = [p.bottomHalf + 2, bottomY];
  const topEdge = edge("stitched", line([0, p.top], TR), FINE * 0.6);
  const opening = edge("open", cubic(TR, [TR[0] + 10, TR[1] - 70], [OB[0] - 18, OB[1] + 60], OB), FINE * 0.6);
  const side = edge("stitched", line(OB, BR), FINE * 0.6);
  const bottom = edge("stitched", line(BR, [0, bottomY]), FINE * 0.6);
  const l = loop(
    [topEdge, "fwd"],
    [opening, "fwd"],
    [side, "fwd"],
    [bottom, "fwd"],
    [mirrorEdge(bottom), "rev"],
    [mirrorEdge(side), "rev"],
    [mirrorEdge(opening), "rev"],
    [mirrorEdge(topEdge), "rev"],
  );
  const puff = new HeightField(silhouetteOf(l), { maxHeight: 9, cell: 4 });
  built.pieces.push({
    name: "pocket",
    region: "pocket",
    side: "front",
    mesh: meshOf(l, FINE),
    pinned: l.pinned.map(() => false),
    place: (q) => [q[0], q[1], frontField.height(q) + 2 + puff.height(q)],
    raw: (q) => [q[0], -q[1]],
    group: "pocket",
    flip: false,
    loop: l,
  });
  // the pocket's outline casts a soft shadow on the body; its openings are topstitched
  built.extraStrokes.push({ group: "body-front", style: "shadow", points: l.points.concat([l.points[0] as Vec2]) });
  built.extraStrokes.push({ group: "pocket", style: "stitch", points: offsetPolyline(opening.points, -9) });
  built.extraStrokes.push({
    group: "pocket",
    style: "stitch",
    points: offsetPolyline(opening.points.map(mirrorX), 9),
  });
}

function interpolate(table: readonly (readonly [number, number])[], x: number): number {
  if (table.length === 0) return 0;
  const first = table[0] as readonly [number, number];
  const last = table[table.length - 1] as readonly [number, number];
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < table.length; i++) {
    const a = table[i - 1] as readonly [number, number];
    const b = table[i] as readonly [number, number];
    if (x <= b[0]) return b[0] === a[0] ? b[1] : a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0]);
  }
  return last[1];
}

/** A round cord along a 3D path (mm), radius `r`, with closed ends. */
function cord(name: string, path: [number, number, number][], r: number): GarmentPart {
  const seg = 8;
  const positions: number[] = [];
  const uvs: number[] = [];
  const band = regionRect("cords");
  for (let i = 0; i < path.length; i++) {
    const p = path[i] as [number, number, number];
    const a = path[Math.max(0, i - 1)] as [number, number, number];
    const b = path[Math.min(path.length - 1, i + 1)] as [number, number, number];
    const t = normalize3([b[0] - a[0], b[1] - a[1], b[2] - a[2]]);
    const n1 = normalize3(cross3(t, [0, 0, 1]));
    const n2 = cross3(t, n1);
    const rr = i === path.length - 1 ? r * 0.2 : i >= path.length - 4 ? r * 1.15 : r;
    for (let k = 0; k <= seg; k++) {
      const ang = (k / seg) * Math.PI * 2;
      const c = Math.cos(ang);
      const s = Math.sin(ang);
      positions.push(
        p[0] + (n1[0] * c + n2[0] * s) * rr,
        p[1] + (n1[1] * c + n2[1] * s) * rr,
        p[2] + (n1[2] * c + n2[2] * s) * rr,
      );
      uvs.push(band.u0 + ((band.u1 - band.u0) * k) / seg, band.v1 - ((band.v1 - band.v0) * i) / (path.length - 1));
    }
  }
  const indices: number[] = [];
  for (let i = 0; i < path.length - 1; i++) {
    for (let k = 0; k < seg; k++) {
      const a = i * (seg + 1) + k;
      const b = a + seg + 1;
      indices.push(a, b, a + 1, a + 1, b, b + 1);
    }
  }
  return finishExtra(name, "cords", positions, uvs, indices);
}

function addEyelet(hw: Built["hardware"], centre: [number, number, number], normal: [number, number, number]): void {
  const seg = 14;
  const base = hw.positions.length / 3;
  const n1 = normalize3(cross3(normal, [0, 1, 0.001]));
  const n2 = cross3(normal, n1);
  const rings: [number, number][] = [
    [3.2, 0.4],
    [4.6, 1.6],
    [6.2, 0.4],
  ];
  for (const [radius, lift] of rings) {
    for (let k = 0; k <= seg; k++) {
      const a = (k / seg) * Math.PI * 2;
      const c = Math.cos(a);
      const s = Math.sin(a);
      hw.positions.push(
        centre[0] + (n1[0] * c + n2[0] * s) * radius + normal[0] * lift,
        centre[1] + (n1[1] * c + n2[1] * s) * radius + normal[1] * lift,
        centre[2] + (n1[2] * c + n2[2] * s) * radius + normal[2] * lift,
      );
      hw.normals.push(0, 0, 0);
    }
  }
  for (let r = 0; r < rings.length - 1; r++) {
    for (let k = 0; k < seg; k++) {
      const a = base + r * (seg + 1) + k;
      const b = a + seg + 1;
      hw.indices.push(a, b, a + 1, a + 1, b, b + 1);
    }
  }
}

const cross3 = (a: number[], b: number[]): [number, number, number] => [
  (a[1] as number) * (b[2] as number) - (a[2] as number) * (b[1] as number),
  (a[2] as number) * (b[0] as number) - (a[0] as number) * (b[2] as number),
  (a[0] as number) * (b[1] as number) - (a[1] as number) * (b[0] as number),
];
const normalize3 = (a: number[]): [number, number, number] => {
  const l = Math.hypot(a[0] as number, a[1] as number, a[2] as number) || 1;
  return [(a[0] as number) / l, (a[1] as number) / l, (a[2] as number) / l];
};

// ————————————————————————————————————————————— bottoms

function buildBottom(type: GarmentType, s: BottomSpec3D): Built {
  const wb = s.waistband;
  const W0: Vec2 = [s.waistHalf, 0];
  const W1: Vec2 = [s.waistHalf + 3, -wb];
  const Hp: Vec2 = [s.hipHalf, s.hipY];
  const E: Vec2 = [s.legCenterX, s.legEndY];
  const O: Vec2 = [E[0] + s.opening / 2, E[1]];
  const I: Vec2 = [E[0] - s.opening / 2, E[1] - 2];
  const cuff = s.cuff > 0;
  const Co: Vec2 = cuff ? [O[0], O[1] + s.cuff] : O;
  const Ci: Vec2 = cuff ? [I[0], I[1] + s.cuff] : I;
  const Bo: Vec2 = cuff && s.blouse > 0 ? [Co[0] + s.blouse, Co[1] + 2] : Co;
  const Bi: Vec2 = cuff && s.blouse > 0 ? [Ci[0] - s.blouse, Ci[1] + 2] : Ci;
  const C: Vec2 = [0, s.crotchY];
  const waistTop = edge("open", line([0, 0], W0), SPACING * 0.6);
  const waistSide = edge("stitched", line(W0, W1), FINE * 0.6);
  const waistSeam = edge("seam", line([0, -wb], W1), SPACING * 0.6);
  const upper = Hp[1] - W1[1];
  const outerLen = Bo[1] - Hp[1];
  const outer = edge(
    "stitched",
    [
      ...cubic(W1, [W1[0] + 8, W1[1] + upper * 0.45], [Hp[0], Hp[1] - upper * 0.45], Hp),
      ...cubic(Hp, [Hp[0] + 1, Hp[1] + outerLen * 0.35], [Bo[0] + 2, Bo[1] - outerLen * 0.35], Bo).slice(1),
    ],
    SPACING * 0.6,
  );
  const opening = edge("open", bowed(O, I, -3), FINE * 0.6);
  const innerLen = C[1] - Bi[1];
  const inner = edge(
    "stitched",
    cubic(Bi, [Bi[0] - 2, Bi[1] + innerLen * 0.55], [C[0] + 34, C[1] - 4], C),
    SPACING * 0.6,
  );
  const parts: Edge[] = [];
  let stepOuter: Edge | undefined;
  let cuffOuter: Edge | undefined;
  let cuffSeam: Edge | undefined;
  let cuffInner: Edge | undefined;
  let stepInner: Edge | undefined;
  if (cuff) {
    if (s.blouse > 0) {
      stepOuter = edge("stitched", line(Bo, Co), FINE * 0.6);
      stepInner = edge("stitched", line(Ci, Bi), FINE * 0.6);
    }
    cuffOuter = edge("stitched", line(Co, O), FINE * 0.6);
    cuffSeam = edge("seam", line(Co, Ci), FINE * 0.6);
    cuffInner = edge("stitched", line(I, Ci), FINE * 0.6);
    parts.push(...(stepOuter ? [stepOuter] : []), cuffOuter, opening, cuffInner, ...(stepInner ? [stepInner] : []));
  } else {
    parts.push(opening);
  }
  const silhouette = symmetricLoop([waistTop, waistSide, edgeJoin(outer), ...parts, inner]);
  const field = new HeightField(silhouetteOf(silhouette), { maxHeight: s.depth });
  const bodyRight: [Edge, "fwd" | "rev"][] = [
    [waistSeam, "fwd"],
    [outer, "fwd"],
    ...((cuff
      ? [...(stepOuter ? [[stepOuter, "fwd"]] : []), [cuffSeam, "fwd"], ...(stepInner ? [[stepInner, "fwd"]] : [])]
      : [[opening, "fwd"]]) as [Edge, "fwd" | "rev"][]),
    [inner, "fwd"],
  ];
  const mirroredRev: [Edge, "fwd" | "rev"][] = [...bodyRight]
    .reverse()
    .map(([e, d]) => [mirrorEdge(e), d === "fwd" ? "rev" : "fwd"]);
  const bodyLoop = loop(...bodyRight, ...mirroredRev);
  const bodyMesh = meshOf(bodyLoop, SPACING);
  const frontAcross = bottomAcross(type, s, field);
  const pieces: Piece[] = [];
  const place =
    (side: "front" | "back") =>
    (p: Vec2, pin: boolean): [number, number, number] => [
      p[0],
      p[1],
      (side === "front" ? 1 : -1) * (pin ? 0 : field.height(p)),
    ];
  for (const side of ["front", "back"] as const) {
    const sign = side === "front" ? 1 : -1;
    pieces.push({
      name: `body-${side}`,
      region: side,
      side,
      mesh: bodyMesh,
      pinned: bodyLoop.pinned,
      place: place(side),
      raw:
        side === "front"
          ? (p) => [Math.sign(p[0]) * frontAcross(p), -p[1]]
          : (p) => [sign * Math.sign(p[0]) * field.surfaceLength([0, p[1]], p, "skip"), -p[1]],
      group: `body-${side}`,
      flip: side === "back",
      loop: bodyLoop,
      frame: "true-size",
    });
  }
  // waistband
  const wbLoop = loop(
    [waistTop, "fwd"],
    [waistSide, "fwd"],
    [waistSeam, "rev"],
    [mirrorEdge(waistSeam), "fwd"],
    [mirrorEdge(waistSide), "rev"],
    [mirrorEdge(waistTop), "rev"],
  );
  const wbMesh = meshOf(wbLoop, FINE);
  for (const side of ["front", "back"] as const) {
    const sign = side === "front" ? 1 : -1;
    pieces.push({
      name: `rib-${side}`,
      region: `rib-${side}`,
      side,
      mesh: wbMesh,
      pinned: wbLoop.pinned,
      place: place(side),
      raw: (p) => [sign * Math.sign(p[0]) * field.surfaceLength([0, p[1]], p, "flat"), -p[1]],
      group: `rib-${side}`,
      flip: side === "back",
      loop: wbLoop,
    });
  }
  // leg cuffs
  if (cuff && cuffOuter && cuffInner && cuffSeam) {
    const cuffLoop = loop([cuffOuter, "fwd"], [opening, "fwd"], [cuffInner, "fwd"], [cuffSeam, "rev"]);
    const cuffMesh = meshOf(cuffLoop, FINE);
    for (const hand of ["left", "right"] as const) {
      const mirrored = hand === "right";
      const centre: Vec2 = mirrored ? mirrorX(E) : E;
      for (const side of ["front", "back"] as const) {
        const sign = (hand === "left") === (side === "front") ? -1 : 1;
        pieces.push({
          name: `cuff-${hand}-${side}`,
          region: `${hand}-cuff`,
          side,
          mesh: mirrored ? mirrorMesh(cuffMesh) : cuffMesh,
          pinned: cuffLoop.pinned,
          place: place(side),
          raw: (p) => [sign * (p[0] - centre[0]) * (mirrored ? -1 : 1), -p[1]],
          group: `cuff-${hand}`,
          flip: side === "back",
          loop: mirrored ? mirrorLoop(cuffLoop) : cuffLoop,
        });
      }
    }
  }
  const built: Built = { pieces, extras: [], hardware: { positions: [], normals: [], indices: [] }, extraStrokes: [] };
  // drawcord from two eyelets at the front of the waistband
  for (const hand of ["left", "right"] as const) {
    const sx = hand === "left" ? 1 : -1;
    const ex = sx * 18;
    const ey = -wb * 0.5;
    const eye: [number, number, number] = [ex, ey, field.height([ex, ey]) + 1];
    addEyelet(built.hardware, eye, [0, 0, 1]);
    const path: [number, number, number][] = [];
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      const y = ey - t * 190;
      const x = ex + sx * (10 * t + 4 * Math.sin(t * 4));
      path.push([x, y, field.height([x, y]) + 4.5 + (1 - t) * 2]);
    }
    built.extras.push(cord(`cord-${hand}`, path, 4));
  }
  // hem topstitching on hemmed legs; side pocket openings as seams
  if (!cuff) {
    for (const d of [12, 18]) {
      for (const side of ["front", "back"] as const) {
        built.extraStrokes.push({ group: `body-${side}`, style: "stitch", points: offsetPolyline(opening.points, -d) });
        built.extraStrokes.push({
          group: `body-${side}`,
          style: "stitch",
          points: offsetPolyline(opening.points.map(mirrorX), d),
        });
      }
    }
  }
  const pocketLine = cubic(
    [s.waistHalf - 40, -wb],
    [s.waistHalf - 20, -wb - 60],
    [Hp[0] - 8, Hp[1] + 70],
    [Hp[0] - 1, Hp[1] + 40],
  );
  built.extraStrokes.push({ group: "body-front", style: "seam", points: pocketLine });
  built.extraStrokes.push({ group: "body-front", style: "seam", points: pocketLine.map(mirrorX) });
  built.extraStrokes.push({ group: "body-front", style: "shadow", points: pocketLine });
  built.extraStrokes.push({ group: "body-front", style: "shadow", points: pocketLine.map(mirrorX) });
  return built;
}

/**
 * The across coordinate (mm over the surface, ≥ 0, on the wearer's left half; mirror it for the
 * right) of a bottom's front body. A leg is a tube that splits off the hips at the crotch: measured
 * from the centre line, as the back is, lines of equal across bend with the inner leg seam
 * and a leg print comes out sheared and squashed there. So the front is measured from the leg's
 * **crease** instead: a vertical line through the middle of the leg at the leg placement's height,
 * which sits at the leg placement's centre line (`GARMENT_LAYOUTS[type].placements["left-leg"]`);
 * across = that offset ± the surface length from the crease along the horizontal section. Lines
 * of equal across are then parallel to the crease over the whole placement (no shear) and, with
 * down = plan height and a `true-size` frame, 1 mm of artwork is 1 mm of fabric both ways. Only
 * near the centre line (inside `blend` mm, clear of the leg print) does the coordinate ease to 0,
 * so the two halves meet without a seam above the crotch.
 * @param field the front's height field (the whole outline)
 * @returns across for a plan point with x ≥ 0 (the caller mirrors by the sign of x)
 */
function bottomAcross(type: GarmentType, s: BottomSpec3D, field: HeightField): (p: Vec2) => number {
  const layout = GARMENT_LAYOUTS[type];
  const panelWidth = layout.panels.front?.widthMm ?? 2 * s.hipHalf;
  const leg = layout.placements["left-leg"];
  // the placement's middle height on the plan (panel y is measured down from the waistband seam)
  const yMid = leg ? -(s.waistband + leg.yMm + leg.heightMm / 2) : (s.crotchY + s.legEndY) / 2;
  let inner = Number.NaN;
  let outer = Number.NaN;
  for (let x = 0; x <= s.hipHalf + 60; x += 1) {
    if (!field.inside([x, yMid])) continue;
    if (Number.isNaN(inner)) inner = x;
    outer = x;
  }
  const crease = Number.isNaN(inner) ? s.legCenterX : (inner + outer) / 2;
  const creaseAcross = leg
    ? leg.xMm + leg.widthMm / 2 - panelWidth / 2
    : field.surfaceLength([0, s.hipY], [crease, s.hipY], "skip");
  // where the leg print's inner edge is at the latest, less a margin
  const blend = Math.max(24, crease - (leg ? leg.widthMm / 2 : 50) - 12);
  const fromCrease = (x: number, y: number): number =>
    x >= crease ? field.surfaceLength([crease, y], [x, y], "skip") : -field.surfaceLength([x, y], [crease, y], "skip");
  return (p) => {
    const x = Math.abs(p[0]);
    const y = p[1];
    const across = creaseAcross + fromCrease(x, y);
    if (x >= blend) return across;
    const atCentre = creaseAcross + fromCrease(0, y);
    const t = x / blend;
    return across - atCentre * (1 - t * t * (3 - 2 * t));
  };
}

/** An edge used as is (a named identity, for readability where edges are joined). */
function edgeJoin(e: Edge): Edge {
  return e;
}

// ————————————————————————————————————————————— finishing

function finish(type: GarmentType, built: Built): GarmentMesh {
  // 3D points and raw UV coordinates of every piece
  const groups = new Map<
    string,
    { minA: number; maxA: number; minS: number; maxS: number; region: UvRegion; frame: "fit" | "true-size" }
  >();
  const staged = built.pieces.map((piece) => {
    const pts = piece.mesh.points;
    const pos: number[] = [];
    const raw: number[] = [];
    const nor: number[] = [];
    pts.forEach((p, i) => {
      const pin = i < piece.mesh.boundaryCount && piece.pinned[i] === true;
      const q = piece.place(p, pin);
      pos.push(q[0], q[1], q[2]);
      // the normal from the surface itself (central differences of the inflation), not from the
      // triangles: smooth whatever the lattice
      const e = 5;
      const px = piece.place([p[0] + e, p[1]], false);
      const mx = piece.place([p[0] - e, p[1]], false);
      const py = piece.place([p[0], p[1] + e], false);
      const my = piece.place([p[0], p[1] - e], false);
      const n = cross3([px[0] - mx[0], px[1] - mx[1], px[2] - mx[2]], [py[0] - my[0], py[1] - my[1], py[2] - my[2]]);
      const sign = piece.flip ? -1 : 1;
      const l = Math.hypot(n[0], n[1], n[2]) || 1;
      nor.push((sign * n[0]) / l, (sign * n[1]) / l, (sign * n[2]) / l);
      const r = piece.raw(p);
      raw.push(r[0], r[1]);
      const g = groups.get(piece.group) ?? {
        minA: Number.POSITIVE_INFINITY,
        maxA: Number.NEGATIVE_INFINITY,
        minS: Number.POSITIVE_INFINITY,
        maxS: Number.NEGATIVE_INFINITY,
        region: piece.region,
        frame: piece.frame ?? "fit",
      };
      g.minA = Math.min(g.minA, r[0]);
      g.maxA = Math.max(g.maxA, r[0]);
      g.minS = Math.min(g.minS, r[1]);
      g.maxS = Math.max(g.maxS, r[1]);
      groups.set(piece.group, g);
    });
    return { piece, pos, raw, nor };
  });
  // the hood: both pieces share one normalisation frame per half
  const toUv = (group: string, a: number, s: number): [number, number] => {
    const g = groups.get(group);
    if (!g) return [0, 0];
    let rect = regionRect(g.region);
    if (g.region === "hood") {
      const mid = (rect.u0 + rect.u1) / 2;
      rect = group === "hood-left" ? { ...rect, u0: mid } : { ...rect, u1: mid };
    }
    const nominal = g.frame === "true-size" ? nominalSize(type, g.region) : undefined;
    if (nominal) {
      const half = nominal.widthMm / 2;
      const fa = (half + ease(a, Math.max(-g.minA, g.maxA), half)) / nominal.widthMm;
      const fs = ease(s - g.minS, g.maxS - g.minS, nominal.heightMm) / nominal.heightMm;
      return [rect.u0 + fa * (rect.u1 - rect.u0), rect.v1 - fs * (rect.v1 - rect.v0)];
    }
    const fa = g.maxA > g.minA ? (a - g.minA) / (g.maxA - g.minA) : 0.5;
    const fs = g.maxS > g.minS ? (s - g.minS) / (g.maxS - g.minS) : 0.5;
    return [rect.u0 + fa * (rect.u1 - rect.u0), rect.v1 - fs * (rect.v1 - rect.v0)];
  };
  // bounds and centring
  const min = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  const max = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  const grow = (arr: ArrayLike<number>) => {
    for (let i = 0; i < arr.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        const v = arr[i + k] as number;
        if (v < (min[k] as number)) min[k] = v;
        if (v > (max[k] as number)) max[k] = v;
      }
    }
  };
  for (const s of staged) grow(s.pos);
  for (const x of built.extras) grow(x.positions);
  const offset: [number, number, number] = [
    -((min[0] as number) + (max[0] as number)) / 2,
    -((min[1] as number) + (max[1] as number)) / 2,
    -((min[2] as number) + (max[2] as number)) / 2,
  ];
  const toMetres = (arr: ArrayLike<number>): Float32Array => {
    const out = new Float32Array(arr.length);
    for (let i = 0; i < arr.length; i += 3) {
      out[i] = ((arr[i] as number) + offset[0]) / 1000;
      out[i + 1] = ((arr[i + 1] as number) + offset[1]) / 1000;
      out[i + 2] = ((arr[i + 2] as number) + offset[2]) / 1000;
    }
    return out;
  };
  const parts: GarmentPart[] = staged.map(({ piece, pos, raw, nor }) => {
    const uvs = new Float32Array((raw.length / 2) * 2);
    for (let i = 0; i < raw.length; i += 2) {
      const [u, v] = toUv(piece.group, raw[i] as number, raw[i + 1] as number);
      uvs[i] = u;
      uvs[i + 1] = v;
    }
    const tri = piece.mesh.triangles;
    const indices = new Uint32Array(tri.length);
    for (let i = 0; i < tri.length; i += 3) {
      indices[i] = tri[i] as number;
      indices[i + 1] = tri[piece.flip ? i + 2 : i + 1] as number;
      indices[i + 2] = tri[piece.flip ? i + 1 : i + 2] as number;
    }
    return {
      name: piece.name,
      region: piece.region,
      side: piece.side,
      positions: toMetres(pos),
      normals: new Float32Array(nor),
      uvs,
      indices,
    };
  });
  weldNormals(parts);
  const extras = built.extras.map((x) => ({ ...x, positions: toMetres(x.positions) }));
  smoothNormals(extras);
  parts.push(...extras);
  const hardware = {
    positions: toMetres(built.hardware.positions),
    normals: new Float32Array(built.hardware.positions.length),
    indices: new Uint32Array(built.hardware.indices),
  };
  smoothNormals([hardware]);
  // detail strokes: seams along each piece's seam edges, plus the extra strokes, in UV
  const strokes: DetailStroke[] = [];
  const mapStroke = (group: string, piece: Piece | undefined, style: DetailStroke["style"], points: Vec2[]) => {
    const p = piece ?? built.pieces.find((x) => x.group === group);
    if (!p) return;
    strokes.push({
      style,
      points: points.map((q) => {
        const r = p.raw(q);
        return toUv(group, r[0], r[1]);
      }),
    });
  };
  for (const piece of built.pieces) {
    if (piece.name === "pocket") continue;
    const l = piece.loop;
    let run: Vec2[] = [];
    let runStyle: DetailStroke["style"] | undefined;
    const flush = () => {
      if (run.length > 1 && runStyle) mapStroke(piece.group, piece, runStyle, run);
      run = [];
      runStyle = undefined;
    };
    for (let i = 0; i < l.points.length; i++) {
      const style = l.seam[i] ? "seam" : undefined;
      if (style !== runStyle) {
        flush();
        runStyle = style;
      }
      if (style) {
        if (run.length === 0) run.push(l.points[i] as Vec2);
        run.push(l.points[(i + 1) % l.points.length] as Vec2);
      }
    }
    flush();
  }
  for (const x of built.extraStrokes) mapStroke(x.group, undefined, x.style, x.points);
  // calibration of the printed panels: mesh fabric size ÷ nominal size
  const calibration: GarmentMesh["calibration"] = {};
  for (const [group, g] of groups) {
    if (!group.startsWith("body-") && !group.startsWith("sleeve-")) continue;
    const nominal = nominalSize(type, g.region);
    if (!nominal) continue;
    calibration[g.region] = {
      across: (g.maxA - g.minA) / nominal.widthMm,
      down: (g.maxS - g.minS) / nominal.heightMm,
    };
  }
  return {
    type,
    parts,
    hardware,
    strokes,
    bounds: {
      min: [
        ((min[0] as number) + offset[0]) / 1000,
        ((min[1] as number) + offset[1]) / 1000,
        ((min[2] as number) + offset[2]) / 1000,
      ],
      max: [
        ((max[0] as number) + offset[0]) / 1000,
        ((max[1] as number) + offset[1]) / 1000,
        ((max[2] as number) + offset[2]) / 1000,
      ],
    },
    calibration,
    offsetMm: offset,
  };
}

/**
 * A raw coordinate kept as is when the group's extent fits the panel (`|x| ≤ extent ≤ limit`),
 * else eased beyond 85 % of the limit so the extent lands exactly on it (continuous, increasing).
 */
function ease(x: number, extent: number, limit: number): number {
  if (extent <= limit) return x;
  const knee = limit * 0.85;
  // more than 15 % too large: scale instead (the quadratic below would fold)
  if (extent > knee + 1.9 * (limit - knee)) return (x * limit) / extent;
  const m = Math.abs(x);
  if (m <= knee) return x;
  // maps [knee, extent] onto [knee, limit], slope 1 at the knee and falling after it
  const t = (m - knee) / (extent - knee);
  const span = limit - knee;
  const k = (extent - knee) / span;
  const eased = knee + span * (k * t - (k - 1) * t * t);
  return Math.sign(x) * Math.min(limit, eased);
}

function nominalSize(type: GarmentType, region: UvRegion): { widthMm: number; heightMm: number } | undefined {
  const panels = GARMENT_LAYOUTS[type].panels as Record<string, { widthMm: number; heightMm: number } | undefined>;
  return panels[region];
}

/**
 * Where pieces meet (seams, and front meets back along stitched edges) several vertices share a
 * position: give them all the mean of their normals, so there is no crease.
 */
function weldNormals(parts: { positions: Float32Array; normals: Float32Array }[]): void {
  const q = (v: number) => Math.round(v * 20_000) + 48_000;
  const keyOf = (pos: Float32Array, i: number) =>
    (q(pos[i * 3] as number) * 96_001 + q(pos[i * 3 + 1] as number)) * 96_001 + q(pos[i * 3 + 2] as number);
  const acc = new Map<number, [number, number, number]>();
  for (const part of parts) {
    for (let i = 0; i < part.positions.length / 3; i++) {
      const k = keyOf(part.positions, i);
      const s = acc.get(k);
      const n: [number, number, number] = [
        part.normals[i * 3] as number,
        part.normals[i * 3 + 1] as number,
        part.normals[i * 3 + 2] as number,
      ];
      if (s) {
        s[0] += n[0];
        s[1] += n[1];
        s[2] += n[2];
      } else acc.set(k, n);
    }
  }
  for (const part of parts) {
    for (let i = 0; i < part.positions.length / 3; i++) {
      const s = acc.get(keyOf(part.positions, i)) ?? [0, 0, 1];
      const l = Math.hypot(s[0], s[1], s[2]) || 1;
      part.normals[i * 3] = s[0] / l;
      part.normals[i * 3 + 1] = s[1] / l;
      part.normals[i * 3 + 2] = s[2] / l;
    }
  }
}

/**
 * Vertex normals averaged (area-weighted) over every triangle that touches the same position, in
 * any part: pieces meet along seams and front meets back along stitched edges without a crease.
 */
function smoothNormals(parts: { positions: Float32Array; normals: Float32Array; indices: Uint32Array }[]): void {
  const acc = new Map<number, [number, number, number]>();
  // positions quantised to 0.05 mm within ±2.4 m, packed into one safe integer
  const q = (v: number) => Math.round(v * 20_000) + 48_000;
  const keyOf = (pos: Float32Array, i: number) =>
    (q(pos[i * 3] as number) * 96_001 + q(pos[i * 3 + 1] as number)) * 96_001 + q(pos[i * 3 + 2] as number);
  for (const part of parts) {
    const { positions: p, indices: idx } = part;
    for (let t = 0; t < idx.length; t += 3) {
      const a = idx[t] as number;
      const b = idx[t + 1] as number;
      const c = idx[t + 2] as number;
      const ux = (p[b * 3] as number) - (p[a * 3] as number);
      const uy = (p[b * 3 + 1] as number) - (p[a * 3 + 1] as number);
      const uz = (p[b * 3 + 2] as number) - (p[a * 3 + 2] as number);
      const vx = (p[c * 3] as number) - (p[a * 3] as number);
      const vy = (p[c * 3 + 1] as number) - (p[a * 3 + 1] as number);
      const vz = (p[c * 3 + 2] as number) - (p[a * 3 + 2] as number);
      const nx = uy * vz - uz * vy;
      const ny = uz * vx - ux * vz;
      const nz = ux * vy - uy * vx;
      for (const v of [a, b, c]) {
        const k = keyOf(p, v);
        const s = acc.get(k);
        if (s) {
          s[0] += nx;
          s[1] += ny;
          s[2] += nz;
        } else acc.set(k, [nx, ny, nz]);
      }
    }
  }
  for (const part of parts) {
    const { positions: p, normals: n } = part;
    for (let i = 0; i < p.length / 3; i++) {
      const s = acc.get(keyOf(p, i)) ?? [0, 0, 1];
      const l = Math.hypot(s[0], s[1], s[2]) || 1;
      n[i * 3] = s[0] / l;
      n[i * 3 + 1] = s[1] / l;
      n[i * 3 + 2] = s[2] / l;
    }
  }
}

/**
 * Builds one garment type's mesh from its pattern (pure; about 0.1–0.5 s). Prefer
 * {@link garmentMesh}, which caches.
 */
export function buildGarment(type: GarmentType): GarmentMesh {
  const spec = GARMENT_SPECS_3D[type];
  return finish(type, spec.kind === "top" ? buildTop(type, spec) : buildBottom(type, spec));
}

const cache = new Map<GarmentType, GarmentMesh>();

/** The mesh of a garment type, built once per type and cached for the life of the page. */
export function garmentMesh(type: GarmentType): GarmentMesh {
  let mesh = cache.get(type);
  if (!mesh) {
    mesh = buildGarment(type);
    cache.set(type, mesh);
  }
  return mesh;
}
