import { describe, it, expect } from "vitest";
import { formatMinorUnits } from "../../../core/shared/currency.ts";
import { LOCALES } from "../../../core/shared/locale.ts";
import { seedCmsPages } from "./index.ts";

/** Internal routes that content pages may link to. */
const KNOWN_ROUTES = new Set([
  "/faqs",
  "/shipping-policy",
  "/terms-of-use",
  "/privacy",
  "/contact",
  "/disputeresolution",
  "/size-guide",
  "/complaints-book",
  "/wholesale",
  "/customize",
]);

/** Targets of Markdown links `[text](target)` in a body. */
function linkTargets(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((m) => m[1] ?? "");
}

const cases = seedCmsPages.flatMap((page) => LOCALES.map((locale) => ({ page, locale })));

describe("seeded CMS pages", () => {
  it("lists the eleven pages", () => {
    expect(seedCmsPages).toHaveLength(11);
    expect(seedCmsPages.map((p) => p.key).sort()).toEqual(
      [
        "about",
        "community",
        "complaints",
        "contact",
        "disputeResolution",
        "faq",
        "privacy",
        "promo",
        "shipping",
        "size",
        "terms",
      ].sort(),
    );
  });

  it("has unique keys and unique paths", () => {
    const keys = seedCmsPages.map((p) => p.key);
    const paths = seedCmsPages.map((p) => p.path);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z-]+$/);
  });

  it.each(cases)("$page.key [$locale] has non-empty title, description and body", ({ page, locale }) => {
    expect(page.title[locale].trim()).not.toBe("");
    expect(page.description[locale].trim()).not.toBe("");
    expect(page.body[locale].trim().length).toBeGreaterThan(200);
  });

  it.each(cases)("$page.key [$locale] description is 50–170 characters", ({ page, locale }) => {
    const length = [...page.description[locale]].length;
    expect(length).toBeGreaterThanOrEqual(50);
    expect(length).toBeLessThanOrEqual(170);
  });

  it.each(cases)("$page.key [$locale] has no filler text", ({ page, locale }) => {
    const all = `${page.title[locale]}\n${page.description[locale]}\n${page.body[locale]}`;
    expect(all).not.toMatch(/lorem|ipsum/i);
    // case-sensitive: Spanish and Portuguese "todo" is an ordinary word
    expect(all).not.toMatch(/\b(TODO|TBD|FIXME|XXX)\b/);
  });

  it.each(cases)("$page.key [$locale] never links to the EU ODR platform", ({ page, locale }) => {
    const all = `${page.description[locale]}\n${page.body[locale]}`;
    expect(all).not.toMatch(/ec\.europa\.eu\/consumers\/odr/i);
  });

  it.each(cases)("$page.key [$locale] Markdown has no H1 and no raw HTML", ({ page, locale }) => {
    const body = page.body[locale];
    expect(body).not.toMatch(/^#\s/m);
    expect(body).not.toMatch(/<\/?[a-z][^>]*>/i);
  });

  it.each(cases)("$page.key [$locale] internal links point to known routes", ({ page, locale }) => {
    for (const target of linkTargets(page.body[locale])) {
      if (/^(https:\/\/|mailto:|tel:)/.test(target)) continue;
      const path = target.split(/[?#]/)[0] ?? "";
      expect(KNOWN_ROUTES.has(path), `${page.key}/${locale}: unknown link target ${target}`).toBe(true);
    }
  });

  it("has the same headings structure in every language", () => {
    for (const page of seedCmsPages) {
      const counts = LOCALES.map((l) => (page.body[l].match(/^#{2,6}\s/gm) ?? []).length);
      expect(new Set(counts).size, `${page.key}: ${counts.join("/")}`).toBe(1);
    }
  });

  it("has the same number of links in every language", () => {
    for (const page of seedCmsPages) {
      const counts = LOCALES.map((l) => linkTargets(page.body[l]).length);
      expect(new Set(counts).size, `${page.key}: ${counts.join("/")}`).toBe(1);
    }
  });

  it("FAQ has at least 14 questions", () => {
    const faq = seedCmsPages.find((p) => p.key === "faq");
    for (const locale of LOCALES) {
      expect((faq?.body[locale].match(/^###\s.+\?\s*$/gm) ?? []).length).toBeGreaterThanOrEqual(14);
    }
  });

  it("dispute resolution page names the ADR entities and the Portal do Consumidor", () => {
    const page = seedCmsPages.find((p) => p.key === "disputeResolution");
    for (const locale of LOCALES) {
      const body = page?.body[locale] ?? "";
      for (const site of [
        "www.cniacc.pt",
        "www.centroarbitragemlisboa.pt",
        "www.cicap.pt",
        "www.ciab.pt",
        "www.triave.pt",
        "www.consumidor.gov.pt",
      ]) {
        expect(body).toContain(`(https://${site})`);
      }
      expect(body).toContain("2024/3228");
    }
  });

  it("complaints page links the electronic complaints book", () => {
    const page = seedCmsPages.find((p) => p.key === "complaints");
    for (const locale of LOCALES) expect(page?.body[locale]).toContain("(https://www.livroreclamacoes.pt)");
  });

  it.each(cases)(
    "$page.key [$locale] writes money as the shop prints it (€ in front, the language's decimal mark)",
    ({ page, locale }) => {
      const text = [page.title[locale], page.description[locale], page.body[locale]].join("\n");
      // no hand-written "75 €" / "4,90 €" / "50–200 €"
      expect(text).not.toMatch(/\d €/);
      for (const [, amount] of text.matchAll(/€([\d.,\u00a0]+\d)/g)) {
        const digits = amount ?? "";
        const cents =
          locale === "en"
            ? Number(digits.replace(/,/g, "")) * 100
            : Number(digits.replace(/[.\u00a0]/g, "").replace(",", ".")) * 100;
        expect(`€${digits}`).toBe(formatMinorUnits(Math.round(cents), "eur", { locale }));
      }
    },
  );

  it("the free-shipping threshold reads €75 in every language and the Spanish shipping table €4,90", () => {
    const promo = seedCmsPages.find((p) => p.key === "promo");
    const shipping = seedCmsPages.find((p) => p.key === "shipping");
    for (const locale of LOCALES) expect(promo?.body[locale]).toContain("€75");
    expect(shipping?.body.es).toContain("| €4,90 |");
    expect(shipping?.body.en).toContain("| €4.90 |");
  });
});
