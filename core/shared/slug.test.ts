import { describe, expect, it } from "vitest";
import { createId } from "./ids.ts";
import { isSlug, parseProductRef, slugify } from "./slug.ts";

describe("slugify", () => {
  it.each([
    ["Essential Tee", "essential-tee"],
    ["Calções de Algodão", "calcoes-de-algodao"],
    ["Sudadera Básica Ñandú", "sudadera-basica-nandu"],
    ["  Heavy -- Hoodie!!  ", "heavy-hoodie"],
    ["T-Shirt / 100% Cotton", "t-shirt-100-cotton"],
    ["---", ""],
    ["", ""],
  ])("%j → %j", (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it("caps slugs at 96 characters", () => {
    expect(slugify("a".repeat(200))).toHaveLength(96);
  });

  it("makes what isSlug accepts", () => {
    for (const text of ["Oversized Hoodie — Navy", "Calças de fato de treino", "X"]) {
      expect(isSlug(slugify(text))).toBe(true);
    }
  });
});

describe("isSlug", () => {
  it.each(["essential-tee", "a", "t-shirt-2", "3xl"])("accepts %j", (value) => {
    expect(isSlug(value)).toBe(true);
  });

  it.each([
    "",
    "Essential-Tee",
    "-tee",
    "tee-",
    "essential--tee",
    "essential tee",
    "calções",
    "tee/../admin",
    "a".repeat(97),
  ])("rejects %j", (value) => {
    expect(isSlug(value)).toBe(false);
  });
});

describe("parseProductRef", () => {
  it("reads a product id as an id", () => {
    const id = createId("product");
    expect(parseProductRef(id)).toEqual({ by: "id", value: id });
  });

  it("reads anything else slug-shaped as a slug, lowercased and trimmed", () => {
    expect(parseProductRef("essential-tee")).toEqual({ by: "slug", value: "essential-tee" });
    expect(parseProductRef("Essential-Tee")).toEqual({ by: "slug", value: "essential-tee" });
    expect(parseProductRef("%20essential-tee%20")).toEqual({ by: "slug", value: "essential-tee" });
  });

  it("treats an id of another kind or a malformed id as a slug only when slug-shaped", () => {
    const variant = createId("variant");
    expect(parseProductRef(variant)).toBeNull();
    expect(parseProductRef("prd_123")).toBeNull();
  });

  it.each(["", "  ", "essential tee", "../etc/passwd", "<script>", "tee;drop", "%", "%E0%A4%A", "a%2Fb"])(
    "returns null for %j instead of throwing",
    (value) => {
      expect(parseProductRef(value)).toBeNull();
    },
  );
});
