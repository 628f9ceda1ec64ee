import { describe, expect, it } from "vitest";
import { foldForSearch, productSearchText } from "./search-text.ts";

describe("foldForSearch", () => {
  it("lowercases and removes accents (ç, ã, õ, é, ñ)", () => {
    expect(foldForSearch("Calções")).toBe("calcoes");
    expect(foldForSearch("ALGODÃO Orgânico")).toBe("algodao organico");
    expect(foldForSearch("Piñata Café")).toBe("pinata cafe");
    expect(foldForSearch("Sudadera Básica")).toBe("sudadera basica");
  });

  it("turns punctuation and runs of whitespace into single spaces, trimmed", () => {
    expect(foldForSearch("  Hoodie,   navy!! (heavy-weight)  ")).toBe("hoodie navy heavy weight");
    expect(foldForSearch("t-shirt/oversized\tfit\nnew")).toBe("t shirt oversized fit new");
  });

  it("keeps digits and the percent sign (compositions like 100% cotton)", () => {
    expect(foldForSearch("100% Cotton, 320 g/m²")).toBe("100% cotton 320 g m2");
  });

  it("returns an empty string for text with nothing searchable", () => {
    expect(foldForSearch("")).toBe("");
    expect(foldForSearch(" — !? ")).toBe("");
  });

  it("is idempotent", () => {
    const once = foldForSearch("Sweatshirt com capuz — Azul-marinho");
    expect(foldForSearch(once)).toBe(once);
  });
});

describe("productSearchText", () => {
  const source = {
    name: { en: "Heavy Hoodie", pt: "Sweat Pesada", es: "Sudadera Gruesa" },
    summary: { en: "Brushed fleece.", pt: "Felpa cardada.", es: "Felpa perchada." },
    garmentType: "hoodie" as const,
    tags: ["heavyweight", "unisex"],
    colorNames: [{ en: "Navy", pt: "Azul-marinho", es: "Azul marino" }],
    materialName: { en: "Cotton fleece", pt: "Felpa de algodão", es: "Felpa de algodón" },
  };

  it("builds one folded document per language with that language's texts", () => {
    const docs = productSearchText(source);
    expect(docs.pt).toContain("sweat pesada");
    expect(docs.pt).toContain("felpa de algodao");
    expect(docs.pt).toContain("azul marinho");
    expect(docs.es).toContain("sudadera gruesa");
    expect(docs.es).toContain("azul marino");
    expect(docs.en).toContain("heavy hoodie");
    expect(docs.en).not.toContain("sudadera");
  });

  it("includes the garment type name in the language and in English, and the tags", () => {
    const docs = productSearchText(source);
    expect(docs.pt).toContain("sweatshirt com capuz");
    expect(docs.es).toContain("sudadera con capucha");
    for (const doc of Object.values(docs)) {
      expect(doc).toContain("hoodie");
      expect(doc).toContain("heavyweight");
      expect(doc).toBe(foldForSearch(doc));
    }
  });
});
