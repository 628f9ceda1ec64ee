/**
 * Parametric technical flat for bottoms (jogger pants and sweat shorts): elastic waistband with
 * drawcord, slanted side pockets, legs ending in rib cuffs or hemmed leg openings, and a back
 * patch pocket. Measurements describe the left leg in canvas units; the right is mirrored.
 */

import { CANVAS, Path, type Point, add, circle, lerp, mirrorPoint, path } from "./geometry.ts";
import { type FlatDrawing, type FlatPart, part } from "./parts.ts";

const CX = CANVAS.centerX;

/** Back patch pocket, placed on the wearer's right (viewer's right in the back view). */
export interface BackPocketSpec {
  /** Centre x of the pocket. */
  readonly centerX: number;
  readonly top: number;
  readonly halfWidth: number;
  readonly height: number;
}

/** Measurements of a bottom, left half, canvas units. */
export interface BottomSpec {
  /** y of the waistband's top edge. */
  readonly waistY: number;
  readonly waistHalf: number;
  /** Waistband height. */
  readonly waistband: number;
  readonly hipY: number;
  readonly hipHalf: number;
  /** y of the crotch point on the centre line. */
  readonly crotchY: number;
  /** Outer and inner corners of the left leg where the fabric ends (top of cuff, or hem). */
  readonly legOuter: Point;
  readonly legInner: Point;
  /** Rib cuff height; 0 means a hemmed leg opening. */
  readonly cuff: number;
  /** How far the leg balloons over the cuff on each side. */
  readonly blouse: number;
  /** Horizontal inset of the pocket opening at the waistband, from the side. */
  readonly pocketInset: number;
  /** Hanging drawcord length below the eyelets. */
  readonly cordLength: number;
  /** Stitched faux fly on the front. */
  readonly fly: boolean;
  readonly backPocket: BackPocketSpec;
}

function outline(s: BottomSpec): string {
  const wbBottom = s.waistY + s.waistband;
  const top = s.hipY - wbBottom;
  const { legOuter: O, legInner: I } = s;
  const outer = O[1] - s.hipY;
  const inner = I[1] - s.crotchY;
  return path([CX, s.waistY])
    .L([CX - s.waistHalf, s.waistY], [CX - s.waistHalf - 1, wbBottom])
    .C([CX - s.waistHalf - 6, wbBottom + top * 0.45], [CX - s.hipHalf, s.hipY - top * 0.45], [CX - s.hipHalf, s.hipY])
    .C([CX - s.hipHalf + 1, s.hipY + outer * 0.35], [O[0] - 4, O[1] - outer * 0.35], O)
    .Q(add(lerp(O, I, 0.5), [0, 3]), I)
    .C([I[0] + 4, I[1] - inner * 0.4], [CX - 8, s.crotchY + inner * 0.12], [CX, s.crotchY])
    .joinMirror();
}

function waistband(s: BottomSpec, front: boolean): FlatPart[] {
  const wbBottom = s.waistY + s.waistband;
  const band = path([CX, s.waistY])
    .L([CX - s.waistHalf, s.waistY], [CX - s.waistHalf - 1, wbBottom])
    .L([CX, wbBottom]);
  const stitch = path([CX - s.waistHalf + 1, wbBottom - 6]).L([CX, wbBottom - 6]);
  const parts: FlatPart[] = [part("rib", band.joinMirror(), "waistband"), part("stitch", stitch.joinMirror(false))];
  if (!front) return parts;
  const eyelet: Point = [CX - 15, s.waistY + s.waistband * 0.5];
  const right = mirrorPoint(eyelet);
  const end = (e: Point, dx: number, len: number): Point => [e[0] + dx, e[1] + len];
  const a = end(eyelet, -14, s.cordLength);
  const b = end(right, 12, s.cordLength - 14);
  const cords =
    path(eyelet)
      .C(add(eyelet, [-8, 10]), add(a, [6, -s.cordLength * 0.55]), a)
      .toString() +
    path(right)
      .C(add(right, [8, 10]), add(b, [-5, -s.cordLength * 0.5]), b)
      .toString();
  const tips =
    path(a)
      .L(add(a, [-2, 15]))
      .toString() +
    path(b)
      .L(add(b, [2, 15]))
      .toString();
  parts.push(
    part("eyelet", circle(eyelet, 4.4) + circle(right, 4.4), "eyelet"),
    part("cord", cords, "drawcord"),
    part("tip", tips, "aglet"),
  );
  return parts;
}

function legEnds(s: BottomSpec): FlatPart[] {
  const { legOuter: O, legInner: I } = s;
  if (s.cuff > 0) {
    const cuff = path([O[0] + s.blouse, O[1] - 2])
      .L([O[0] + s.blouse + 1, O[1] + s.cuff])
      .Q(add(lerp(O, I, 0.5), [0, s.cuff + 2]), [I[0] - s.blouse - 1, I[1] + s.cuff])
      .L([I[0] - s.blouse, I[1] - 2])
      .Z();
    const gathers = new Path();
    for (const [t, len, lean] of [
      [0.22, 24, -3],
      [0.5, 34, 1],
      [0.76, 22, 3],
    ] as const) {
      const base = add(lerp(O, I, t), [0, -2]);
      gathers.M(base).Q(add(base, [lean * 1.5, -len * 0.5]), add(base, [lean, -len]));
    }
    return [
      part("rib", cuff.toString(), "cuff"),
      part("fold", gathers.toString()),
      part("rib", cuff.mirrored().toString(), "cuff"),
      part("fold", gathers.mirrored().toString()),
    ];
  }
  const hemStitch = (off: number): Path =>
    path([O[0] + 2, O[1] - off]).Q(add(lerp(O, I, 0.5), [0, 3 - off]), [I[0] - 2, I[1] - off]);
  const opening = path(O)
    .Q(add(lerp(O, I, 0.5), [0, 3]), I)
    .Q(add(lerp(O, I, 0.5), [0, -5]), O)
    .Z();
  return [
    part("inner", opening.withMirror(), "leg-opening"),
    part("stitch", hemStitch(10).withMirror() + hemStitch(15).withMirror()),
  ];
}

function frontDetails(s: BottomSpec): FlatPart[] {
  const wbBottom = s.waistY + s.waistband;
  const P1: Point = [CX - s.waistHalf + s.pocketInset, wbBottom];
  const P2: Point = [CX - s.hipHalf, s.hipY];
  const depth = P2[1] - P1[1];
  const opening = (dx: number): Path =>
    path([P1[0] + dx, P1[1]]).C(
      [P1[0] + dx + 2, P1[1] + depth * 0.5],
      [P2[0] + 34 + dx, P2[1] - 14],
      [P2[0] + 1, P2[1] + dx * 1.4],
    );
  const shade = path(P1)
    .C([P1[0] + 2, P1[1] + depth * 0.5], [P2[0] + 34, P2[1] - 14], P2)
    .C([P2[0] + 26, P2[1] - 24], [P1[0] - 12, P1[1] + depth * 0.55], [P1[0] - 6, P1[1]])
    .Z();
  const parts: FlatPart[] = [
    part("shadow", shade.withMirror()),
    part("seam", opening(0).withMirror(), "pocket"),
    part("stitch", opening(7).withMirror()),
  ];
  const seamBottom = s.crotchY - 2;
  parts.push(part("seam", path([CX, wbBottom]).L([CX, seamBottom]).toString()));
  if (s.fly) {
    const fly = path([CX - 20, wbBottom + 2])
      .L([CX - 20, s.crotchY - 62])
      .Q([CX - 20, s.crotchY - 36], [CX - 2, s.crotchY - 28]);
    parts.push(part("stitch", fly.toString(), "fly"));
  } else {
    parts.push(
      part(
        "stitch",
        path([CX - 4, wbBottom + 2])
          .L([CX - 4, seamBottom - 4])
          .toString(),
      ),
    );
  }
  parts.push(crotchFolds(s));
  return parts;
}

function crotchFolds(s: BottomSpec): FlatPart {
  const c: Point = [CX, s.crotchY];
  const leg = path(add(c, [-5, 10])).Q(add(c, [-16, 22]), add(c, [-34, 28]));
  const knee = lerp([CX - s.hipHalf, s.hipY], s.legOuter, 0.45);
  const kneeIn = lerp(c, s.legInner, 0.55);
  const creases = path(add(kneeIn, [-3, -6]))
    .Q(add(kneeIn, [-18, -10]), add(kneeIn, [-34, -2]))
    .M(add(knee, [3, 8]))
    .Q(add(knee, [14, 10]), add(knee, [24, 20]));
  return part("fold", leg.withMirror() + creases.withMirror());
}

function backDetails(s: BottomSpec): FlatPart[] {
  const wbBottom = s.waistY + s.waistband;
  const seam = path([CX, wbBottom]).C([CX, s.crotchY - 90], [CX - 1, s.crotchY - 40], [CX, s.crotchY - 2]);
  const stitch = path([CX + 5, wbBottom + 2]).C(
    [CX + 5, s.crotchY - 90],
    [CX + 4, s.crotchY - 40],
    [CX + 4, s.crotchY - 6],
  );
  const bp = s.backPocket;
  const x0 = bp.centerX - bp.halfWidth;
  const x1 = bp.centerX + bp.halfWidth;
  const y1 = bp.top + bp.height;
  const pocket = (inset: number): Path =>
    path([x0 + inset, bp.top + inset * 0.4])
      .L([x0 + inset, y1 - 12])
      .Q([x0 + inset, y1 - inset], [x0 + 14, y1 - inset])
      .L([x1 - 14, y1 - inset])
      .Q([x1 - inset, y1 - inset], [x1 - inset, y1 - 12])
      .L([x1 - inset, bp.top + inset * 0.4]);
  const hem = path([x0 + 2, bp.top + 9]).L([x1 - 2, bp.top + 9]);
  return [
    part("seam", seam.toString()),
    part("stitch", stitch.toString()),
    part("band", `${pocket(0).toString()}Z`, "back-pocket"),
    part("stitch", pocket(5).toString() + hem.toString()),
    crotchFolds(s),
  ];
}

/**
 * Draws a bottom from its spec.
 * @returns front and back part lists on the 600 × 700 canvas
 */
export function drawBottom(s: BottomSpec): FlatDrawing {
  const body = outline(s);
  return {
    front: [part("panel", body, "body"), ...legEnds(s), ...frontDetails(s), ...waistband(s, true)],
    back: [part("panel", body, "body"), ...legEnds(s), ...backDetails(s), ...waistband(s, false)],
  };
}
