/**
 * Parametric technical flat for tops (t-shirts, sweatshirts, hoodies; regular and oversized).
 * A spec gives the key measurements of the left half in canvas units; the right half is its
 * mirror image. Set-in sleeves start at a shoulder point close to the neck with an armhole curve;
 * dropped shoulders start far out and low with a near-vertical armhole seam.
 */

import {
  CANVAS,
  type Cubic,
  Path,
  type Point,
  cubicLength,
  cubicPoint,
  add,
  circle,
  lerp,
  mirrorPoint,
  path,
  sub,
  walk,
} from "./geometry.ts";
import { type FlatDrawing, type FlatPart, part } from "./parts.ts";

const CX = CANVAS.centerX;

/** Sleeve of a top, described on the left side; angles in degrees from vertical, outwards. */
export interface SleeveSpec {
  /** Angle of the upper arm (shoulder to elbow). */
  readonly upperAngle: number;
  /** Length of the outer edge from the shoulder point to the elbow (or to the opening). */
  readonly upperLength: number;
  /** Angle of the forearm; ignored when `lowerLength` is 0 (short sleeves). */
  readonly lowerAngle: number;
  /** Outer edge length from elbow to the opening, cuff included; 0 for short sleeves. */
  readonly lowerLength: number;
  /** Width across the elbow, measured from the outer elbow point. */
  readonly elbow: number;
  /** Width of the opening (cuff or hem). */
  readonly opening: number;
  /** Rib cuff height; 0 means a hemmed opening with twin-needle stitching. */
  readonly cuff: number;
  /** How far the sleeve balloons over the cuff on each side. */
  readonly blouse: number;
  /** Outward bulge of the sleeve cap. */
  readonly fullness: number;
}

/** Hood, drawn standing up; y values are absolute canvas coordinates. */
export interface HoodSpec {
  /** Top of the hood crown. */
  readonly top: number;
  /** Half width of the hood at its widest. */
  readonly halfWidth: number;
  /** Half width of the face opening. */
  readonly openHalf: number;
  /** Top of the face opening. */
  readonly openTop: number;
  /** Width of the folded edge (drawcord channel) around the opening. */
  readonly band: number;
  /** Left eyelet centre: distance from the centre line. */
  readonly eyeletDx: number;
  /** Left eyelet centre: height above the centre front neck. */
  readonly eyeletRise: number;
  /** Length of the hanging drawcord below the eyelet. */
  readonly cordLength: number;
}

/** Kangaroo pocket; its bottom is sewn into the waistband seam. */
export interface PocketSpec {
  /** y of the pocket's top edge. */
  readonly top: number;
  /** Half width of the top edge. */
  readonly topHalf: number;
  /** Half width where the pocket meets the waistband. */
  readonly bottomHalf: number;
  /** y where the curved hand opening meets the pocket side. */
  readonly openingBottom: number;
}

/** Measurements of a top, left half, canvas units. */
export interface TopSpec {
  /** Half width of the neck at the high point of the shoulder (HPS). */
  readonly neckHalf: number;
  /** y of the HPS. */
  readonly hpsY: number;
  /** Depth of the front neck seam below the HPS at the centre. */
  readonly frontNeckDrop: number;
  /** Depth of the back neck opening below the HPS at the centre. */
  readonly backNeckDrop: number;
  /** Neck rib width; 0 for hooded tops. */
  readonly neckRib: number;
  /** Shoulder point (end of the shoulder seam), left side. */
  readonly shoulder: Point;
  /** Underarm point where the side seam starts, left side. */
  readonly armpit: Point;
  /** Dropped-shoulder construction (oversized cuts). */
  readonly dropped: boolean;
  /** Half width at the hem, or at the top of the waistband. */
  readonly hemHalf: number;
  /** y of the bottom edge (hem or waistband bottom). */
  readonly hemY: number;
  /** Rib waistband height; 0 means a hemmed bottom. */
  readonly waistband: number;
  /** How much narrower the waistband is at its bottom edge, per side. */
  readonly waistbandTaper: number;
  /** Inward shaping of the side seam at the waist (0 = straight, boxy). */
  readonly waistShaping: number;
  readonly sleeve: SleeveSpec;
  readonly hood?: HoodSpec;
  readonly pocket?: PocketSpec;
}

function axis(angleDeg: number): Point {
  const r = (angleDeg * Math.PI) / 180;
  return [-Math.sin(r), Math.cos(r)];
}

/** The normal of a left-sleeve axis, pointing inwards (towards the body). */
function inward(dir: Point): Point {
  return [dir[1], -dir[0]];
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

interface SleeveDetail {
  readonly style: "fold" | "stitch";
  readonly path: Path;
}

interface SleeveParts {
  readonly panel: Path;
  readonly cuff?: Path;
  readonly details: readonly SleeveDetail[];
}

/** The left sleeve; callers mirror it for the right. */
function leftSleeve(s: TopSpec): SleeveParts {
  const sl = s.sleeve;
  const S = s.shoulder;
  const A = s.armpit;
  const d1 = axis(sl.upperAngle);
  const n1 = inward(d1);
  const short = sl.lowerLength <= 0;
  const d2 = short ? d1 : axis(sl.lowerAngle);
  const n2 = inward(d2);
  const dm = short ? d1 : axis((sl.upperAngle + sl.lowerAngle) / 2);
  const nm = inward(dm);
  const Eo = walk(S, d1, sl.upperLength);
  const O = short ? Eo : walk(Eo, d2, sl.lowerLength);
  const I = walk(O, n2, sl.opening);
  const cuffO = walk(O, d2, -sl.cuff);
  const cuffI = walk(I, d2, -sl.cuff);
  const So = sl.cuff > 0 ? walk(cuffO, n2, -sl.blouse) : O;
  const Si = sl.cuff > 0 ? walk(cuffI, n2, sl.blouse) : I;
  const Ei = walk(Eo, nm, sl.elbow);
  const lower = distance(Eo, So);
  const bottomBulge = sl.cuff > 0 ? 4 : 2;

  const outline = path(S);
  const details: SleeveDetail[] = [];
  if (short) {
    const len = distance(S, So);
    outline
      .C(walk(S, d1, len * 0.3, n1, -sl.fullness), walk(So, d1, -len * 0.35, n1, -sl.fullness * 0.3), So)
      .Q(walk(lerp(So, Si, 0.5), d2, bottomBulge), Si)
      .C(lerp(Si, A, 0.35), add(lerp(Si, A, 0.8), [-3, 4]), A);
  } else {
    const inner = distance(Ei, A);
    outline
      .C(walk(S, d1, sl.upperLength * 0.3, n1, -sl.fullness), walk(Eo, dm, -sl.upperLength * 0.3), Eo)
      .C(walk(Eo, dm, lower * 0.3), walk(So, d2, -lower * 0.35), So)
      .Q(walk(lerp(So, Si, 0.5), d2, bottomBulge), Si)
      .C(walk(Si, d2, -distance(Si, Ei) * 0.35), walk(Ei, dm, distance(Si, Ei) * 0.3), Ei)
      .C(walk(Ei, dm, -inner * 0.35), add(lerp(A, Ei, 0.3), [-2, 0]), A);
    // Elbow creases on the inside of the arm.
    details.push(
      {
        style: "fold",
        path: path(walk(Ei, dm, -14, nm, -1)).Q(
          walk(Ei, dm, -16, nm, -sl.elbow * 0.25),
          walk(Ei, dm, -8, nm, -sl.elbow * 0.42),
        ),
      },
      {
        style: "fold",
        path: path(walk(Ei, dm, 10, nm, -1)).Q(
          walk(Ei, dm, 8, nm, -sl.elbow * 0.2),
          walk(Ei, dm, 14, nm, -sl.elbow * 0.32),
        ),
      },
    );
  }
  const hidden: Point = [Math.max(S[0], A[0]) + 30, (S[1] + A[1]) / 2];
  outline.L(hidden).Z();

  if (sl.cuff <= 0) {
    for (const off of [8, 13]) {
      details.push({
        style: "stitch",
        path: path(walk(O, d2, -off, n2, 2)).Q(
          walk(lerp(O, I, 0.5), d2, -off + bottomBulge * 0.5),
          walk(I, d2, -off, n2, -2),
        ),
      });
    }
    return { panel: outline, details };
  }
  const cuff = path(cuffO)
    .L(O)
    .Q(walk(lerp(O, I, 0.5), d2, 2), I)
    .L(cuffI)
    .Q(walk(lerp(cuffO, cuffI, 0.5), d2, 1.5), cuffO)
    .Z();
  // Gathers where the sleeve is eased into the cuff.
  for (const [t, len] of [
    [0.2, 22],
    [0.5, 34],
    [0.78, 20],
  ] as const) {
    const base = walk(lerp(cuffO, cuffI, t), d2, -3);
    details.push({
      style: "fold",
      path: path(base).Q(walk(base, d2, -len * 0.5, n2, 3), walk(base, d2, -len, n2, -1)),
    });
  }
  return { panel: outline, cuff, details };
}

interface NeckGeometry {
  /** Neck seam point at the HPS. */
  readonly No: Point;
  /** Opening edge at the HPS (rib top). */
  readonly Ni: Point;
}

function neck(s: TopSpec): NeckGeometry {
  return {
    No: [CX - s.neckHalf, s.hpsY],
    Ni: [CX - s.neckHalf + s.neckRib, s.hpsY - (s.neckRib > 0 ? 2 : 0)],
  };
}

/** Front neck seam from the centre to the HPS. */
function frontSeamOut(s: TopSpec, p: Path): void {
  const { No } = neck(s);
  const y = s.hpsY + s.frontNeckDrop;
  p.C([CX - s.neckHalf * 0.55, y], [No[0], No[1] + s.frontNeckDrop * 0.55], No);
}

/** Back neck opening edge from the centre to the HPS opening point. */
function backOpenOut(s: TopSpec, p: Path): void {
  const { Ni } = neck(s);
  const y = s.hpsY + s.backNeckDrop;
  p.C([CX - (s.neckHalf - s.neckRib) * 0.5, y], [Ni[0] + 3, Ni[1] + s.backNeckDrop * 0.5], Ni);
}

/** Shoulder, armhole, side seam and hem of the left body half, continuing from the HPS. */
function bodySides(s: TopSpec, p: Path): void {
  const { No } = neck(s);
  const S = s.shoulder;
  const A = s.armpit;
  const h = A[1] - S[1];
  const bottom = s.hemY - s.waistband + (s.waistband > 0 ? 3 : 0);
  const B: Point = [CX - s.hemHalf, bottom];
  p.C(add(lerp(No, S, 0.35), [0, -2]), add(lerp(No, S, 0.7), [0, -1]), S);
  if (s.dropped) p.C([S[0] + 3, S[1] + h * 0.4], [A[0] + 3, A[1] - h * 0.3], A);
  else p.C([S[0] + 5, S[1] + h * 0.45], [A[0] + 14, A[1] - 5], A);
  const sideLen = B[1] - A[1];
  p.C([A[0] + s.waistShaping, A[1] + sideLen * 0.4], [B[0] + s.waistShaping * 0.6, B[1] - sideLen * 0.3], B);
  const curve = s.waistband > 0 ? 0 : 4;
  p.C([B[0] + s.hemHalf * 0.3, B[1] + curve], [CX - s.hemHalf * 0.4, B[1] + curve], [CX, B[1] + curve]);
}

function bodyFront(s: TopSpec): string {
  if (s.hood) {
    const p = path([CX, s.hpsY + s.frontNeckDrop]);
    frontSeamOut(s, p);
    bodySides(s, p);
    return p.joinMirror();
  }
  const p = path([CX, s.hpsY + s.backNeckDrop]);
  backOpenOut(s, p);
  p.L(neck(s).No);
  bodySides(s, p);
  return p.joinMirror();
}

function bodyBack(s: TopSpec): string {
  const p = path([CX, s.hpsY + s.backNeckDrop]);
  backOpenOut(s, p);
  if (s.neckRib > 0) p.L(neck(s).No);
  bodySides(s, p);
  return p.joinMirror();
}

/** Crew neck seen from the front: the inside of the back and the front rib. */
function crewFront(s: TopSpec): FlatPart[] {
  const { No, Ni } = neck(s);
  const fd = s.frontNeckDrop;
  const rib = s.neckRib;
  const openY = s.hpsY + fd - rib;
  const inside = path([CX, s.hpsY + s.backNeckDrop]);
  backOpenOut(s, inside);
  inside.C([Ni[0], Ni[1] + (fd - rib) * 0.55], [CX - (s.neckHalf - rib) * 0.55, openY], [CX, openY]);
  const backRibSeam = path([Ni[0] + 4, s.hpsY + rib * 0.55]).C(
    [Ni[0] + 10, s.hpsY + s.backNeckDrop + rib * 0.9],
    [CX - (s.neckHalf - rib) * 0.45, s.hpsY + s.backNeckDrop + rib],
    [CX, s.hpsY + s.backNeckDrop + rib],
  );
  const seamCurve: Cubic = [No, [No[0], No[1] + fd * 0.55], [CX - s.neckHalf * 0.55, s.hpsY + fd], [CX, s.hpsY + fd]];
  const openCurve: Cubic = [
    Ni,
    [Ni[0], Ni[1] + (fd - rib) * 0.55],
    [CX - (s.neckHalf - rib) * 0.55, openY],
    [CX, openY],
  ];
  const band = path([CX, openY])
    .C([CX - (s.neckHalf - rib) * 0.55, openY], [Ni[0], Ni[1] + (fd - rib) * 0.55], Ni)
    .L(No)
    .C([No[0], No[1] + fd * 0.55], [CX - s.neckHalf * 0.55, s.hpsY + fd], [CX, s.hpsY + fd]);
  const stitch = path([No[0] + 1, No[1] + 7]).C(
    [No[0] + 2, No[1] + 6 + fd * 0.55],
    [CX - s.neckHalf * 0.55, s.hpsY + fd + 6],
    [CX, s.hpsY + fd + 6],
  );
  return [
    part("inner", inside.joinMirror(), "neck-opening"),
    part("fold", backRibSeam.joinMirror(false)),
    part("band", band.joinMirror(), "neck-rib"),
    part("wale", wales(seamCurve, openCurve)),
    part("stitch", stitch.joinMirror(false)),
  ];
}

/**
 * Knit lines across a curved rib band, both halves: `outer` and `inner` run from the shoulder
 * to the centre line along the band's two edges.
 */
function wales(outer: Cubic, inner: Cubic): string {
  const n = Math.max(6, Math.round(cubicLength(outer) / 5.5));
  const p = new Path();
  for (let k = 1; k < n; k++) {
    const a = cubicPoint(outer, k / n);
    const b = cubicPoint(inner, k / n);
    p.M(lerp(a, b, 0.1)).L(lerp(a, b, 0.9));
  }
  const a = cubicPoint(outer, 1);
  const b = cubicPoint(inner, 1);
  return (
    p.withMirror() +
    path(lerp(a, b, 0.1))
      .L(lerp(a, b, 0.9))
      .toString()
  );
}

/** Crew neck seen from the back: the back rib, neck tape stitching and label area. */
function crewBack(s: TopSpec): FlatPart[] {
  const { No } = neck(s);
  const rib = s.neckRib;
  const seamY = s.hpsY + s.backNeckDrop + rib;
  const band = path([CX, s.hpsY + s.backNeckDrop]);
  backOpenOut(s, band);
  band.L(No).C([No[0] + 2, No[1] + (s.backNeckDrop + rib) * 0.5], [CX - s.neckHalf * 0.5, seamY], [CX, seamY]);
  const tape = path([No[0] + 3, No[1] + 7]).C(
    [No[0] + 5, No[1] + 7 + (s.backNeckDrop + rib) * 0.5],
    [CX - s.neckHalf * 0.5, seamY + 7],
    [CX, seamY + 7],
  );
  const { Ni } = neck(s);
  const bd = s.backNeckDrop;
  const seamCurve: Cubic = [No, [No[0] + 2, No[1] + (bd + rib) * 0.5], [CX - s.neckHalf * 0.5, seamY], [CX, seamY]];
  const openCurve: Cubic = [
    Ni,
    [Ni[0] + 3, Ni[1] + bd * 0.5],
    [CX - (s.neckHalf - rib) * 0.5, s.hpsY + bd],
    [CX, s.hpsY + bd],
  ];
  return [
    part("band", band.joinMirror(), "neck-rib"),
    part("wale", wales(seamCurve, openCurve)),
    part("stitch", tape.joinMirror(false)),
    label(seamY + 18),
  ];
}

/** Dotted back neck label area, 52 × 30, starting at `y`. */
function label(y: number): FlatPart {
  return part(
    "guide",
    path([CX - 26, y])
      .L([CX + 26, y], [CX + 26, y + 30], [CX - 26, y + 30])
      .Z()
      .toString(),
    "neck-label",
  );
}

/** Where the hood's side meets the shoulder line, `out` units outside the neck point. */
function hoodBase(s: TopSpec, out: number): Point {
  const { No } = neck(s);
  const v = sub(s.shoulder, No);
  return walk(No, v, out / Math.hypot(v[0], v[1]));
}

/** How far the back of the hood hangs below the back neck seam at the centre. */
const HOOD_BACK_SAG = 12;

/** The hood's widest point, left side. */
function hoodWidest(s: TopSpec, h: HoodSpec): Point {
  return [CX - h.halfWidth, s.hpsY - (s.hpsY - h.top) * 0.42];
}

function hoodOuter(s: TopSpec, h: HoodSpec, front: boolean): string {
  const { No } = neck(s);
  const B = hoodBase(s, front ? 22 : 34);
  const W = hoodWidest(s, h);
  const T: Point = [CX, h.top];
  let p: Path;
  if (front) {
    p = path([CX, s.hpsY + s.frontNeckDrop]);
    frontSeamOut(s, p);
    p.L(No, B);
  } else {
    const y = s.hpsY + s.backNeckDrop + HOOD_BACK_SAG;
    p = path([CX, y]).C([CX - s.neckHalf * 0.6, y], [B[0] + 24, B[1] + 8], B);
  }
  p.C([B[0] - 12, B[1] - 18], [W[0], W[1] + (B[1] - W[1]) * 0.45], W).C(
    [W[0], W[1] - (W[1] - T[1]) * 0.6],
    [CX - h.halfWidth * 0.6, T[1]],
    T,
  );
  return p.joinMirror();
}

function faceOpening(half: number, top: number, bottom: number): Path {
  const mid = top + (bottom - top) * 0.52;
  return path([CX, bottom])
    .C([CX - half * 0.4, bottom - 12], [CX - half, mid + (bottom - mid) * 0.5], [CX - half, mid])
    .C([CX - half, mid - (mid - top) * 0.55], [CX - half * 0.55, top], [CX, top]);
}

function hoodFront(s: TopSpec, h: HoodSpec): FlatPart[] {
  const neckY = s.hpsY + s.frontNeckDrop;
  const W = hoodWidest(s, h);
  const B = hoodBase(s, 22);
  const vY = neckY - h.band * 1.3;
  const mid = h.openTop + (vY - h.openTop) * 0.52;
  const crease = path([W[0] + 14, W[1] + 22]).Q([W[0] + 22, B[1] - 40], [B[0] + 14, B[1] - 10]);
  const insideSeam = path([CX, h.openTop + 4]).Q([CX - 3, mid - 24], [CX - 1, mid + 8]);
  return [
    part("panel", hoodOuter(s, h, true), "hood"),
    part("fold", crease.withMirror()),
    part("band", faceOpening(h.openHalf + h.band, h.openTop - h.band * 0.85, neckY - 1).joinMirror(), "hood-edge"),
    part("inner", faceOpening(h.openHalf, h.openTop, vY).joinMirror(), "hood-inside"),
    part("fold", insideSeam.toString()),
    part(
      "stitch",
      faceOpening(h.openHalf + h.band * 0.55, h.openTop - h.band * 0.45, vY + h.band * 0.6).joinMirror(false),
    ),
  ];
}

function hoodBack(s: TopSpec, h: HoodSpec): FlatPart[] {
  const W = hoodWidest(s, h);
  const bottom = s.hpsY + s.backNeckDrop + HOOD_BACK_SAG;
  const seam = path([CX, h.top]).C([CX + 2, h.top + 80], [CX - 2, bottom - 80], [CX, bottom]);
  const stitches = path([CX - 5, h.top + 3]).C([CX - 3, h.top + 80], [CX - 7, bottom - 80], [CX - 5, bottom - 2]);
  const crease = path([W[0] + 14, W[1] + 26]).Q([W[0] + 40, s.hpsY - 24], [CX - 30, s.hpsY - 14]);
  return [
    part("panel", hoodOuter(s, h, false), "hood"),
    part("seam", seam.toString()),
    part("stitch", stitches.withMirror()),
    part("fold", crease.withMirror()),
  ];
}

function drawcords(s: TopSpec, h: HoodSpec): FlatPart[] {
  const neckY = s.hpsY + s.frontNeckDrop;
  const left: Point = [CX - h.eyeletDx, neckY - h.eyeletRise];
  const right = mirrorPoint(left);
  const cord = (e: Point, len: number, sway: number): { cord: string; tip: string } => {
    const end: Point = [e[0] + sway * 0.4, e[1] + len];
    return {
      cord: path(e)
        .C([e[0] - sway, e[1] + len * 0.35], [e[0] + sway, e[1] + len * 0.65], end)
        .toString(),
      tip: path(end)
        .L(add(end, [sway * 0.1, 16]))
        .toString(),
    };
  };
  const a = cord(left, h.cordLength, 5);
  const b = cord(right, h.cordLength - 16, -4);
  return [
    part("eyelet", circle(left, 4.6) + circle(right, 4.6), "eyelet"),
    part("cord", a.cord + b.cord, "drawcord"),
    part("tip", a.tip + b.tip, "aglet"),
  ];
}

function kangaroo(s: TopSpec, k: PocketSpec): FlatPart[] {
  const bottom = s.hemY - s.waistband;
  const topL: Point = [CX - k.topHalf, k.top];
  const sideL: Point = [CX - k.bottomHalf, k.openingBottom];
  const depth = k.openingBottom - k.top;
  const widen = k.bottomHalf - k.topHalf;
  const opening = (dx: number): Path =>
    path(add(topL, [-dx * 0.2, 0])).C(
      [topL[0] - widen * 0.18 - dx, k.top + depth * 0.5],
      [sideL[0] + 8 + dx * 0.2, sideL[1] - depth * 0.3],
      add(sideL, [dx, 0]),
    );
  const outline = path([CX, k.top]).L(topL);
  outline
    .C([topL[0] - widen * 0.18, k.top + depth * 0.5], [sideL[0] + 8, sideL[1] - depth * 0.3], sideL)
    .L([CX - k.bottomHalf - 1, bottom + 2], [CX, bottom + 2]);
  const shade = path(topL)
    .C([topL[0] - widen * 0.18, k.top + depth * 0.5], [sideL[0] + 8, sideL[1] - depth * 0.3], sideL)
    .C([sideL[0] + 16, sideL[1] - depth * 0.32], [topL[0] - widen * 0.05 + 10, k.top + depth * 0.45], add(topL, [4, 3]))
    .Z();
  const topStitch = path([topL[0] + 4, k.top + 7]).L([CX, k.top + 7]);
  const sideStitch = opening(7);
  const tacks = path(add(topL, [3, 2])).L(add(topL, [3, 12]));
  return [
    part("shadow", shade.withMirror()),
    part("band", outline.joinMirror(), "kangaroo-pocket"),
    part("stitch", topStitch.joinMirror(false) + sideStitch.withMirror()),
    part("seam", tacks.withMirror()),
  ];
}

/** Drag folds from the underarm into the chest. */
function underarmFolds(s: TopSpec): FlatPart {
  const A = s.armpit;
  return part(
    "fold",
    path(add(A, [7, 12]))
      .Q(add(A, [20, 16]), add(A, [36, 30]))
      .withMirror(),
  );
}

function waistband(s: TopSpec): FlatPart[] {
  const top = s.hemY - s.waistband;
  const band = path([CX, top])
    .L([CX - s.hemHalf, top], [CX - s.hemHalf + s.waistbandTaper, s.hemY])
    .L([CX, s.hemY]);
  return [part("rib", band.joinMirror(), "waistband")];
}

function hemStitch(s: TopSpec): FlatPart {
  let d = "";
  for (const off of [9, 14]) {
    const y = s.hemY - off;
    d += path([CX - s.hemHalf + 2, y])
      .C([CX - s.hemHalf * 0.7, y + 4], [CX - s.hemHalf * 0.4, y + 4], [CX, y + 4])
      .joinMirror(false);
  }
  return part("stitch", d);
}

/** Both sleeves, each followed by its details and cuff (if any). */
function sleeves(s: TopSpec): FlatPart[] {
  const left = leftSleeve(s);
  const out: FlatPart[] = [];
  for (const mirror of [false, true]) {
    const m = (p: Path): string => (mirror ? p.mirrored() : p).toString();
    out.push(part("panel", m(left.panel), "sleeve"));
    for (const d of left.details) out.push(part(d.style, m(d.path)));
    if (left.cuff !== undefined) {
      out.push(part("rib", m(left.cuff), "cuff", mirror ? -s.sleeve.lowerAngle : s.sleeve.lowerAngle));
    }
  }
  return out;
}

/** Armhole topstitching on the sleeve side (sweatshirts and hoodies). */
function armholeStitch(s: TopSpec): FlatPart {
  const S = s.shoulder;
  const A = s.armpit;
  const h = A[1] - S[1];
  const p = path(sub(S, [5, -4]));
  if (s.dropped) p.C([S[0] - 3, S[1] + h * 0.4], [A[0] - 3, A[1] - h * 0.3], sub(A, [4, 6]));
  else p.C([S[0], S[1] + h * 0.45], [A[0] + 9, A[1] - 9], sub(A, [1, 8]));
  return part("stitch", p.withMirror());
}

/**
 * Draws a top from its spec.
 * @returns front and back part lists on the 600 × 700 canvas
 */
export function drawTop(s: TopSpec): FlatDrawing {
  const ribbed = s.waistband > 0;
  const common: FlatPart[] = [...sleeves(s)];
  const bottom = ribbed ? waistband(s) : [hemStitch(s)];
  const armhole = ribbed ? [armholeStitch(s)] : [];
  const front: FlatPart[] = [
    ...common,
    part("panel", bodyFront(s), "body"),
    underarmFolds(s),
    ...armhole,
    ...bottom,
    ...(s.pocket ? kangaroo(s, s.pocket) : []),
    ...(s.hood ? [...hoodFront(s, s.hood), ...drawcords(s, s.hood)] : crewFront(s)),
  ];
  const back: FlatPart[] = [
    ...common,
    part("panel", bodyBack(s), "body"),
    underarmFolds(s),
    ...armhole,
    ...bottom,
    ...(s.hood ? [...hoodBack(s, s.hood), label(s.hpsY + s.backNeckDrop + HOOD_BACK_SAG + 18)] : crewBack(s)),
  ];
  return { front, back };
}
