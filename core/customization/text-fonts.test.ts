import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { designPlacementSchema } from "./design-document.ts";
import { TEXT_FONTS, TEXT_FONT_CODES, normaliseTextFont, textFontSchema, textFontStack } from "./text-fonts.ts";

const require = createRequire(import.meta.url);
const fontkit = require("fontkit") as {
  create(buffer: Buffer): { hasGlyphForCodePoint(cp: number): boolean; familyName: string };
};

describe("text fonts", () => {
  it("ships every face's files under the OFL from its npm package", () => {
    for (const f of TEXT_FONTS) {
      const pkg = JSON.parse(readFileSync(require.resolve(`${f.package}/package.json`), "utf8")) as { license: string };
      expect(pkg.license, f.code).toBe("OFL-1.1");
      for (const file of [f.files.latin, f.files.latinExt]) {
        if (!file) continue;
        const bytes = readFileSync(require.resolve(`${f.package}/${file}`));
        expect(bytes.subarray(0, 4).toString("latin1"), `${f.code} ${file} is WOFF`).toBe("wOFF");
      }
    }
  });

  it("covers Portuguese, Spanish and the euro in the Latin file, Polish and Czech in the extended one", () => {
    for (const f of TEXT_FONTS) {
      const latin = fontkit.create(readFileSync(require.resolve(`${f.package}/${f.files.latin}`)));
      for (const ch of "AaÇçÃãÕõÁÉÍÓÚáéíóúÑñ¿¡€«»“”–0123456789&") {
        expect(latin.hasGlyphForCodePoint(ch.codePointAt(0) as number), `${f.code} ${ch}`).toBe(true);
      }
      if (f.files.latinExt) {
        const ext = fontkit.create(readFileSync(require.resolve(`${f.package}/${f.files.latinExt}`)));
        for (const ch of "łŁśżčřě")
          expect(ext.hasGlyphForCodePoint(ch.codePointAt(0) as number), `${f.code} ${ch}`).toBe(true);
      }
    }
  });

  it("reads the system fonts of older designs as their nearest face and refuses unknown names", () => {
    expect(normaliseTextFont("Impact")).toBe("Anton");
    expect(normaliseTextFont("Arial")).toBe("Montserrat");
    expect(normaliseTextFont("Georgia")).toBe("Playfair Display");
    expect(normaliseTextFont("Courier New")).toBe("Courier Prime");
    expect(normaliseTextFont("Verdana")).toBe("Montserrat");
    expect(normaliseTextFont("Trebuchet MS")).toBe("Montserrat");
    expect(normaliseTextFont("pacifico")).toBe("Pacifico");
    expect(normaliseTextFont("Comic Sans MS")).toBeUndefined();
    expect(textFontSchema.parse("Impact")).toBe("Anton");
    for (const code of TEXT_FONT_CODES) expect(textFontSchema.parse(code)).toBe(code);
    expect(textFontSchema.safeParse("Comic Sans MS").success).toBe(false);
    expect(textFontStack("Anton")).toBe("\"Anton\", Impact, 'Arial Narrow', sans-serif");
    expect(textFontStack("nonsense")).toBe(textFontStack("Montserrat"));
  });

  it("validates a design text's font as one of the faces (legacy names mapped)", () => {
    const placement = {
      placement: "front",
      technique: "digital-print",
      text: { content: "BARCELOS", font: "Impact", colorHex: "#111111" },
      widthMm: 200,
      heightMm: 60,
      centerXMm: 150,
      centerYMm: 100,
    };
    expect(designPlacementSchema.parse(placement).text?.font).toBe("Anton");
    const bad = designPlacementSchema.safeParse({ ...placement, text: { ...placement.text, font: "Wingdings" } });
    expect(bad.success).toBe(false);
  });
});
