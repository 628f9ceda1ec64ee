/**
 * Serialises a list of flat parts into a standalone SVG document, painting every style from the
 * palette. Ids inside the document carry a prefix so several drawings can be inlined in one page.
 */

import type { FlatPalette } from "./color.ts";
import { CANVAS, fmt } from "./geometry.ts";
import type { FlatPart, PartStyle } from "./parts.ts";

/** What the document needs besides its parts. */
export interface SvgDocumentOptions {
  /** Text of the `<title>` element (escaped here). */
  readonly title: string;
  /** Prefix of every id in the document; letters, digits and `-` only. */
  readonly idPrefix: string;
  /** Extra `data-*` attributes for the root element, e.g. `{ view: "front" }` → `data-view`. */
  readonly data?: Readonly<Record<string, string>>;
  /**
   * The part of the canvas shown (a close-up), in canvas units; the whole canvas by default. Keep
   * it 6:7 like the canvas, since the document's `width` and `height` stay 600 × 700.
   */
  readonly viewBox?: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** Escapes text for use in XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

/**
 * A short, stable id prefix for a drawing (FNV-1a hash of `key`, base 36, starting with a letter).
 */
export function idPrefixFor(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `f${h.toString(36)}`;
}

/** Attributes of the `<g>` wrapping consecutive parts of a simple style. */
function groupAttributes(style: PartStyle, palette: FlatPalette): string {
  switch (style) {
    case "inner":
      return `fill="${palette.inner}"`;
    case "shadow":
      return `fill="#000" fill-opacity=".14" stroke="none"`;
    case "seam":
      return `fill="none" stroke-width="1.5"`;
    case "stitch":
      return `fill="none" stroke-width="1.1" stroke-dasharray="4 3" stroke-linecap="butt"`;
    case "fold":
      return `fill="none" stroke-width="1.4" stroke-opacity=".42"`;
    case "wale":
      return `fill="none" stroke-width="1" stroke-opacity=".5"`;
    case "tip":
      return `fill="none" stroke-width="7.5" stroke-linecap="butt"`;
    case "eyelet":
      return `fill="${palette.inner}" stroke-width="2.4"`;
    case "guide":
      return `fill="none" stroke-width="1.2" stroke-dasharray="1 3.5" stroke-opacity=".75"`;
    default:
      return "";
  }
}

function dataAttribute(p: FlatPart): string {
  return p.part === undefined ? "" : ` data-part="${escapeXml(p.part)}"`;
}

/**
 * Builds the SVG document for one drawing.
 * @param parts painted in order, first at the back
 * @param palette tones derived from the variant colour
 * @returns a complete `<svg>` document string, 600 × 700 user units, `role="img"`
 */
export function renderSvgDocument(
  parts: readonly FlatPart[],
  palette: FlatPalette,
  options: SvgDocumentOptions,
): string {
  const id = options.idPrefix;
  const dark = palette.dark;
  const ribAngles: number[] = [];
  for (const p of parts) {
    if (p.style === "rib" && !ribAngles.includes(p.ribAngle ?? 0)) ribAngles.push(p.ribAngle ?? 0);
  }

  const defs = [
    `<linearGradient id="${id}s">`,
    `<stop offset="0" stop-opacity="${dark ? ".3" : ".17"}"/>`,
    `<stop offset=".2" stop-opacity="0"/>`,
    `<stop offset=".45" stop-color="#fff" stop-opacity="${dark ? ".07" : ".1"}"/>`,
    `<stop offset=".75" stop-opacity="0"/>`,
    `<stop offset="1" stop-opacity="${dark ? ".3" : ".17"}"/>`,
    "</linearGradient>",
    ...ribAngles.map(
      (a, i) =>
        `<pattern id="${id}r${i}" width="5" height="10" patternUnits="userSpaceOnUse"${a === 0 ? "" : ` patternTransform="rotate(${fmt(a)})"`}><path d="M2.5-1V11" stroke="${palette.line}" stroke-opacity=".5" stroke-width="1.1"/></pattern>`,
    ),
  ].join("");

  const body: string[] = [];
  let counter = 0;
  let i = 0;
  while (i < parts.length) {
    const p = parts[i];
    if (!p) break;
    if (p.style === "panel" || p.style === "rib") {
      const pid = `${id}p${counter++}`;
      const overlay = p.style === "panel" ? `url(#${id}s)` : `url(#${id}r${ribAngles.indexOf(p.ribAngle ?? 0)})`;
      body.push(
        `<path id="${pid}" d="${p.d}"${dataAttribute(p)}/><use href="#${pid}" fill="${overlay}" stroke="none"/>`,
      );
      i++;
      continue;
    }
    if (p.style === "band") {
      body.push(`<path d="${p.d}"${dataAttribute(p)}/>`);
      i++;
      continue;
    }
    let j = i;
    const run: FlatPart[] = [];
    while (j < parts.length) {
      const q = parts[j];
      if (!q || q.style !== p.style) break;
      run.push(q);
      j++;
    }
    const paths = run.map((q) => `<path d="${q.d}"${dataAttribute(q)}/>`).join("");
    if (p.style === "cord") {
      body.push(`<g fill="none" stroke-width="6.5">${paths}</g>`);
      body.push(
        `<g fill="none" stroke="${palette.cord}" stroke-width="3.4">${run.map((q) => `<path d="${q.d}"/>`).join("")}</g>`,
      );
    } else {
      body.push(`<g ${groupAttributes(p.style, palette)}>${paths}</g>`);
    }
    i = j;
  }

  const data = Object.entries(options.data ?? {})
    .map(([k, v]) => ` data-${k}="${escapeXml(v)}"`)
    .join("");
  const { width, height } = CANVAS;
  const box = options.viewBox ?? { x: 0, y: 0, width, height };
  const viewBox = [box.x, box.y, box.width, box.height].map(fmt).join(" ");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-labelledby="${id}t"${data}>`,
    `<title id="${id}t">${escapeXml(options.title)}</title>`,
    `<defs>${defs}</defs>`,
    `<g fill="${palette.fill}" stroke="${palette.line}" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round">`,
    body.join(""),
    "</g></svg>",
  ].join("");
}
