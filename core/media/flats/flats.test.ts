import { describe, expect, it } from "vitest";
import { GARMENT_TYPES, type GarmentType } from "../../catalog/garment-types.ts";
import { contrastRatio, flatPalette, parseHex } from "./color.ts";
import { FLAT_VIEWS, flatParts, lineColorFor, renderFlat } from "./index.ts";

const COLORS = ["#f5f5f0", "#1a1a1a", "#1f2a44", "#c8102e", "#d8c3a0", "#2e5e3a", "#ffffff", "#000000"];
const ENTITIES = ["amp;", "lt;", "gt;", "quot;", "apos;"];

interface XmlElement {
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
}

/**
 * A small XML well-formedness check (enough for generated SVG): balanced and properly nested
 * tags, quoted attributes without duplicates, valid entity references. Throws on the first error.
 */
function parseXml(xml: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const stack: string[] = [];
  let i = 0;
  const isSpace = (c: string | undefined): boolean => c === " " || c === "\n" || c === "\t" || c === "\r";
  const isNameChar = (c: string | undefined): boolean =>
    c !== undefined && !isSpace(c) && c !== "=" && c !== ">" && c !== "/" && c !== "<" && c !== '"';
  const checkText = (text: string): void => {
    for (let k = text.indexOf("&"); k !== -1; k = text.indexOf("&", k + 1)) {
      if (!ENTITIES.some((e) => text.startsWith(e, k + 1))) throw new Error(`Bad entity at ${k}`);
    }
  };
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    if (lt === -1) {
      checkText(xml.slice(i));
      break;
    }
    checkText(xml.slice(i, lt));
    if (xml.startsWith("</", lt)) {
      const gt = xml.indexOf(">", lt);
      const name = xml.slice(lt + 2, gt).trim();
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? "nothing"}>`);
      i = gt + 1;
      continue;
    }
    if (xml.startsWith("<?", lt) || xml.startsWith("<!", lt)) {
      i = xml.indexOf(">", lt) + 1;
      continue;
    }
    let j = lt + 1;
    while (isNameChar(xml[j])) j++;
    const name = xml.slice(lt + 1, j);
    if (name.length === 0) throw new Error(`Empty tag name at ${lt}`);
    const attributes = new Map<string, string>();
    let selfClosing = false;
    for (;;) {
      while (isSpace(xml[j])) j++;
      if (xml.startsWith("/>", j)) {
        selfClosing = true;
        j += 2;
        break;
      }
      if (xml[j] === ">") {
        j++;
        break;
      }
      const start = j;
      while (isNameChar(xml[j])) j++;
      const attr = xml.slice(start, j);
      if (attr.length === 0 || xml[j] !== "=" || xml[j + 1] !== '"') {
        throw new Error(`Malformed attribute in <${name}> at ${start}`);
      }
      const end = xml.indexOf('"', j + 2);
      if (end === -1) throw new Error(`Unterminated attribute ${attr}`);
      const value = xml.slice(j + 2, end);
      if (value.includes("<")) throw new Error(`< in attribute ${attr}`);
      checkText(value);
      if (attributes.has(attr)) throw new Error(`Duplicate attribute ${attr} in <${name}>`);
      attributes.set(attr, value);
      j = end + 1;
    }
    elements.push({ name, attributes });
    if (!selfClosing) stack.push(name);
    i = j;
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.join("> <")}>`);
  return elements;
}

function render(garmentType: GarmentType, view: "front" | "back", colorHex = "#c8102e"): string {
  return renderFlat({ garmentType, view, colorHex });
}

function partsOf(svg: string): Set<string> {
  const names = new Set<string>();
  for (const el of parseXml(svg)) {
    const p = el.attributes.get("data-part");
    if (p !== undefined) names.add(p);
  }
  return names;
}

describe("renderFlat", () => {
  for (const type of GARMENT_TYPES) {
    for (const view of FLAT_VIEWS) {
      it(`${type} ${view}: well-formed standalone SVG, tinted, under 12 kB`, () => {
        for (const color of COLORS) {
          const svg = renderFlat({ garmentType: type, view, colorHex: color, title: `A ${type} <${view}> & co` });
          const elements = parseXml(svg);
          const root = elements[0];
          expect(root?.name).toBe("svg");
          expect(root?.attributes.get("xmlns")).toBe("http://www.w3.org/2000/svg");
          expect(root?.attributes.get("viewBox")).toBe("0 0 600 700");
          expect(root?.attributes.get("width")).toBe("600");
          expect(root?.attributes.get("height")).toBe("700");
          expect(root?.attributes.get("role")).toBe("img");
          expect(root?.attributes.get("data-garment-type")).toBe(type);
          expect(root?.attributes.get("data-view")).toBe(view);
          expect(svg).toContain(`<title id="`);
          expect(svg).toContain(`>A ${type} &lt;${view}&gt; &amp; co</title>`);
          expect(svg).toContain(`fill="${color}"`);
          expect(svg).toContain(`stroke="${lineColorFor(color)}"`);
          expect(new TextEncoder().encode(svg).length).toBeLessThan(12 * 1024);

          const ids = elements.flatMap((e) => e.attributes.get("id") ?? []);
          expect(new Set(ids).size).toBe(ids.length);
          for (const el of elements) {
            const href = el.attributes.get("href");
            if (href !== undefined) expect(ids).toContain(href.slice(1));
            for (const v of el.attributes.values()) {
              if (v.startsWith("url(#")) expect(ids).toContain(v.slice(5, -1));
            }
          }
        }
      });
    }

    it(`${type}: front and back differ`, () => {
      expect(render(type, "front")).not.toBe(render(type, "back"));
      expect(flatParts(type, "front")).not.toEqual(flatParts(type, "back"));
    });

    it(`${type}: default title names the garment and view`, () => {
      const svg = renderFlat({ garmentType: type, view: "back", colorHex: "#1f2a44" });
      expect(svg).toMatch(/<title id="[a-z0-9]+">[A-Z][a-z -]+, back view<\/title>/);
    });
  }

  it("draws eight different garments", () => {
    const fronts = new Set(GARMENT_TYPES.map((t) => render(t, "front", "#f5f5f0")));
    expect(fronts.size).toBe(8);
    const shapes = new Set(GARMENT_TYPES.map((t) => JSON.stringify(flatParts(t, "front"))));
    expect(shapes.size).toBe(8);
  });

  it("is deterministic and gives each colour its own id prefix", () => {
    expect(render("hoodie", "front")).toBe(render("hoodie", "front"));
    const a = parseXml(render("hoodie", "front", "#c8102e"))[0]?.attributes.get("aria-labelledby");
    const b = parseXml(render("hoodie", "front", "#1f2a44"))[0]?.attributes.get("aria-labelledby");
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });

  it("accepts upper-case hex and paints it lower-cased", () => {
    const svg = renderFlat({ garmentType: "t-shirt", view: "front", colorHex: "#C8102E" });
    expect(svg).toContain(`fill="#c8102e"`);
  });

  it.each(["#fff", "red", "#12345g", "", "#1234567", " #123456", "123456", "#12 456"])(
    "rejects colour %j with a RangeError",
    (colorHex) => {
      expect(() => renderFlat({ garmentType: "hoodie", view: "front", colorHex })).toThrow(RangeError);
    },
  );

  it("rejects an unknown garment type or view with a RangeError", () => {
    const input = { garmentType: "cape", view: "front", colorHex: "#ffffff" } as unknown as Parameters<
      typeof renderFlat
    >[0];
    expect(() => renderFlat(input)).toThrow(RangeError);
    const side = { garmentType: "hoodie", view: "side", colorHex: "#ffffff" } as unknown as Parameters<
      typeof renderFlat
    >[0];
    expect(() => renderFlat(side)).toThrow(RangeError);
  });
});

describe("key parts", () => {
  it("hoodies have a hood, kangaroo pocket, drawcord, cuffs and waistband in front", () => {
    for (const type of ["hoodie", "oversized-hoodie"] as const) {
      const front = partsOf(render(type, "front"));
      for (const name of [
        "hood",
        "hood-inside",
        "kangaroo-pocket",
        "drawcord",
        "eyelet",
        "cuff",
        "waistband",
        "sleeve",
      ]) {
        expect(front, `${type} front ${name}`).toContain(name);
      }
      const back = partsOf(render(type, "back"));
      expect(back).toContain("hood");
      expect(back).toContain("neck-label");
      expect(back).not.toContain("kangaroo-pocket");
      expect(back).not.toContain("drawcord");
    }
  });

  it("sweatshirts have a neck rib, rib cuffs and a rib waistband", () => {
    for (const type of ["sweatshirt", "oversized-sweatshirt"] as const) {
      const front = partsOf(render(type, "front"));
      for (const name of ["neck-rib", "neck-opening", "cuff", "waistband", "body", "sleeve"]) {
        expect(front).toContain(name);
      }
      expect(front).not.toContain("hood");
      expect(partsOf(render(type, "back"))).toContain("neck-label");
    }
  });

  it("t-shirts have a neck rib and hemmed sleeves (no cuffs)", () => {
    for (const type of ["t-shirt", "oversized-t-shirt"] as const) {
      const front = partsOf(render(type, "front"));
      expect(front).toContain("neck-rib");
      expect(front).not.toContain("cuff");
      expect(front).not.toContain("waistband");
    }
  });

  it("pants and shorts have a waistband with drawcord and pockets; pants end in cuffs", () => {
    const pants = partsOf(render("pants", "front"));
    const shorts = partsOf(render("shorts", "front"));
    for (const name of ["waistband", "drawcord", "pocket"]) {
      expect(pants).toContain(name);
      expect(shorts).toContain(name);
    }
    expect(pants).toContain("cuff");
    expect(shorts).toContain("leg-opening");
    expect(shorts).not.toContain("cuff");
    expect(partsOf(render("pants", "back"))).toContain("back-pocket");
    expect(partsOf(render("pants", "back"))).not.toContain("drawcord");
  });

  it("oversized cuts are wider than the regular ones", () => {
    const width = (type: GarmentType): number => {
      const body = flatParts(type, "front").find((p) => p.part === "body");
      const xs = (body?.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number).filter((_, k) => k % 2 === 0);
      return Math.max(...xs) - Math.min(...xs);
    };
    expect(width("oversized-t-shirt")).toBeGreaterThan(width("t-shirt") * 1.1);
    expect(width("oversized-sweatshirt")).toBeGreaterThan(width("sweatshirt") * 1.1);
    expect(width("oversized-hoodie")).toBeGreaterThan(width("hoodie") * 1.1);
  });
});

describe("colour", () => {
  it("outlines light garments in a dark line and dark garments in a light line", () => {
    const lum = (hex: string): number => {
      const { r, g, b } = parseHex(hex);
      return r + g + b;
    };
    for (const light of ["#f5f5f0", "#ffffff", "#d8c3a0", "#c8102e"]) {
      expect(lum(lineColorFor(light))).toBeLessThan(lum(light));
    }
    for (const dark of ["#1a1a1a", "#000000", "#1f2a44"]) {
      expect(lum(lineColorFor(dark))).toBeGreaterThan(lum(dark));
    }
  });

  it("keeps the line visibly apart from the fill for any colour", () => {
    for (let v = 0; v < 4096; v += 37) {
      const hex = `#${[v >> 8, (v >> 4) & 15, v & 15].map((n) => (n * 17).toString(16).padStart(2, "0")).join("")}`;
      const line = lineColorFor(hex);
      expect(line).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(parseHex(hex), parseHex(line))).toBeGreaterThan(2.2);
    }
  });

  it("derives a darker inside tone and flags dark garments", () => {
    expect(flatPalette("#1a1a1a").dark).toBe(true);
    expect(flatPalette("#f5f5f0").dark).toBe(false);
    expect(flatPalette("#F5F5F0").inner).not.toBe("#f5f5f0");
  });

  it("lineColorFor rejects malformed colours", () => {
    expect(() => lineColorFor("#abc")).toThrow(RangeError);
  });
});

describe("detail view (issue 15)", () => {
  it("is a 6:7 close-up of the front, same size on the page", () => {
    const front = renderFlat({ garmentType: "hoodie", view: "front", colorHex: "#1f2a44" });
    const detail = renderFlat({ garmentType: "hoodie", view: "detail", colorHex: "#1f2a44" });
    expect(front).toContain('viewBox="0 0 600 700"');
    expect(detail).toContain('viewBox="150 0 300 350"');
    expect(detail).toContain('width="600" height="700"');
    expect(detail).toContain('data-view="detail"');
    expect(detail).toContain('data-part="hood"');
  });
});
