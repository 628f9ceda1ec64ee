import {
  LATIN_EXT_RANGE,
  LATIN_RANGE,
  TEXT_FONTS,
  type TextFontCode,
  textFont,
  textFontCss,
} from "../../core/customization/text-fonts.ts";
import montserratLatin from "@fontsource/montserrat/files/montserrat-latin-700-normal.woff?url";
import montserratLatinExt from "@fontsource/montserrat/files/montserrat-latin-ext-700-normal.woff?url";
import antonLatin from "@fontsource/anton/files/anton-latin-400-normal.woff?url";
import antonLatinExt from "@fontsource/anton/files/anton-latin-ext-400-normal.woff?url";
import playfairDisplayLatin from "@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff?url";
import playfairDisplayLatinExt from "@fontsource/playfair-display/files/playfair-display-latin-ext-700-normal.woff?url";
import pacificoLatin from "@fontsource/pacifico/files/pacifico-latin-400-normal.woff?url";
import pacificoLatinExt from "@fontsource/pacifico/files/pacifico-latin-ext-400-normal.woff?url";
import zillaSlabLatin from "@fontsource/zilla-slab/files/zilla-slab-latin-700-normal.woff?url";
import zillaSlabLatinExt from "@fontsource/zilla-slab/files/zilla-slab-latin-ext-700-normal.woff?url";
import nunitoLatin from "@fontsource/nunito/files/nunito-latin-800-normal.woff?url";
import nunitoLatinExt from "@fontsource/nunito/files/nunito-latin-ext-800-normal.woff?url";
import courierPrimeLatin from "@fontsource/courier-prime/files/courier-prime-latin-700-normal.woff?url";
import courierPrimeLatinExt from "@fontsource/courier-prime/files/courier-prime-latin-ext-700-normal.woff?url";

/**
 * The design text faces in the browser (issue 20): the WOFF files of `core/customization/text-fonts.ts`,
 * bundled by Vite as the app's own hashed assets (no font service), registered as `FontFace`s with
 * their unicode ranges, and loaded **before** any canvas draws text with them (canvas text does not
 * wait for a font: drawn early, it would be the fallback for good). The same files are embedded in
 * the tech pack PDF.
 */

/** Asset URL of each face's files (Latin, Latin Extended). */
export const TEXT_FONT_URLS: Readonly<Record<TextFontCode, { latin: string; latinExt: string | null }>> = {
  Montserrat: { latin: montserratLatin, latinExt: montserratLatinExt },
  Anton: { latin: antonLatin, latinExt: antonLatinExt },
  "Playfair Display": { latin: playfairDisplayLatin, latinExt: playfairDisplayLatinExt },
  Pacifico: { latin: pacificoLatin, latinExt: pacificoLatinExt },
  "Zilla Slab": { latin: zillaSlabLatin, latinExt: zillaSlabLatinExt },
  Nunito: { latin: nunitoLatin, latinExt: nunitoLatinExt },
  "Courier Prime": { latin: courierPrimeLatin, latinExt: courierPrimeLatinExt },
};

const registered = new Set<string>();

/** Adds a face's `FontFace`s to `document.fonts` once (they load lazily, by unicode range). */
function register(code: TextFontCode): void {
  if (registered.has(code) || typeof document === "undefined" || typeof FontFace === "undefined") return;
  registered.add(code);
  const f = textFont(code);
  const urls = TEXT_FONT_URLS[code];
  if (!urls) return;
  const add = (url: string, unicodeRange: string) => {
    const ff = new FontFace(f.code, `url(${JSON.stringify(url)}) format("woff")`, {
      weight: String(f.weight),
      style: "normal",
      display: "swap",
      unicodeRange,
    });
    document.fonts.add(ff);
  };
  add(urls.latin, LATIN_RANGE);
  if (urls.latinExt) add(urls.latinExt, LATIN_EXT_RANGE);
}

/**
 * Makes sure the faces are ready to draw `sample` (the subsets it needs are fetched): resolves
 * when they are, or after `timeoutMs` (then the canvas draws with what there is). Browser only; a
 * no-op elsewhere. Unknown codes load the default face.
 */
export async function loadTextFonts(
  items: readonly { font: string; sample?: string }[],
  timeoutMs = 4000,
): Promise<void> {
  if (typeof document === "undefined" || !document.fonts) return;
  const jobs = items.map(({ font, sample }) => {
    const f = textFont(font);
    register(f.code);
    return document.fonts.load(textFontCss(f.code, 40), sample || "Aa").catch(() => []);
  });
  await Promise.race([Promise.all(jobs), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** Loads the faces of the decals' texts (see {@link loadTextFonts}). */
export function loadDecalFonts(decals: readonly { text?: { value: string; font?: string } }[]): Promise<void> {
  const items = decals.flatMap((d) => (d.text?.font ? [{ font: d.text.font, sample: d.text.value }] : []));
  return items.length > 0 ? loadTextFonts(items) : Promise.resolve();
}

/** Registers every face (for the font picker, whose options show each face); nothing is fetched yet. */
export function registerTextFonts(): void {
  for (const f of TEXT_FONTS) register(f.code);
}
