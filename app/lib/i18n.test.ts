import { describe, expect, it } from "vitest";
import { i18nFor, rootMessages, rootText } from "./i18n.ts";
import { messagesFor, messagesJsonFor } from "./messages.server.ts";

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

describe("the root data's messages as one JSON string (ADR 0035)", () => {
  it("is serialised once per page shape and language, and parses back to the same messages once per string", () => {
    const entries = ["common", "catalog:product"];
    const json = messagesJsonFor("pt", entries);
    expect(messagesJsonFor("pt", [...entries])).toBe(json);
    expect(JSON.parse(json)).toEqual(messagesFor("pt", entries));
    expect(rootMessages(json)).toBe(rootMessages(json));
    expect(rootMessages("")).toEqual({});
    expect(rootMessages(undefined)).toEqual({});
  });

  it("rootText reads a text from them with its placeholders filled, else the shared instance's, else the key", () => {
    const root = { locale: "es", messagesJson: JSON.stringify({ [NS]: { page: { title: "Personaliza {{name}}" } } }) };
    expect(rootText(root, NS, "page.title", { name: "Camiseta" })).toBe("Personaliza Camiseta");
    expect(rootText(root, NS, "page.lead")).toBe("page.lead");
    // a section this root data lacks, which a later page's root data merged into the shared instance
    i18nFor("es", { [NS]: { page: { lead: "Elige color y talla" } } });
    expect(rootText(root, NS, "page.lead")).toBe("Elige color y talla");
    expect(rootText(undefined, NS, "page.title")).toBe("page.title");
  });
});
