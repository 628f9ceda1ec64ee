import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n.ts";

// A namespace no page uses, so this file's merges never meet another test's (the instance per language is shared).
const NS = "memoTest";

describe("the remembered t of the shared instance (ADR 0034)", () => {
  it("answers repeated plain, interpolated and plural lookups as i18next does, without crossing values", () => {
    const i18n = i18nFor("es", {
      [NS]: {
        title: "Camisetas",
        greeting: "Hola, {{name}}",
        item_one: "{{count}} artículo",
        item_other: "{{count}} artículos",
        nested: "Ver $t(memoTest:title)",
      },
    });
    const t = i18n.getFixedT("es", NS);
    for (let round = 0; round < 3; round++) {
      expect(t("title")).toBe("Camisetas");
      expect(t("greeting", { name: "Ana" })).toBe("Hola, Ana");
      expect(t("greeting", { name: "Rui" })).toBe("Hola, Rui");
      expect(t("item", { count: 1 })).toBe("1 artículo");
      expect(t("item", { count: 4 })).toBe("4 artículos");
      expect(t("nested")).toBe("Ver Camisetas");
      expect(t(`${NS}:title`)).toBe("Camisetas");
    }
    // options that are not flat go to i18next each time
    expect(t("greeting", { name: "Eva", interpolation: { escapeValue: true } })).toBe("Hola, Eva");
  });

  it("does not remember a key the store lacks: a section merged later is found", () => {
    const t = i18nFor("es", { [NS]: { title: "Camisetas" } }).getFixedT("es", NS);
    expect(t("later")).toBe("later");
    expect(t("later")).toBe("later");
    const after = i18nFor("es", { [NS]: { later: "Después" } }).getFixedT("es", NS);
    expect(after("later")).toBe("Después");
    expect(t("later")).toBe("Después");
  });

  it("keeps each language's texts apart", () => {
    const pt = i18nFor("pt", { [NS]: { title: "T-shirts" } }).getFixedT("pt", NS);
    const es = i18nFor("es", { [NS]: { title: "Camisetas" } }).getFixedT("es", NS);
    expect(pt("title")).toBe("T-shirts");
    expect(es("title")).toBe("Camisetas");
    expect(pt("title")).toBe("T-shirts");
  });
});
