import { describe, expect, it } from "vitest";
import { paginationSchema, parseSearchTerms, productSearchSchema } from "./schemas.ts";
import { foldForSearch } from "./search-text.ts";

describe("parseSearchTerms", () => {
  it("folds accents and case and splits on punctuation", () => {
    expect(parseSearchTerms("Hoodie  NAVY, algodão", foldForSearch)).toEqual(["hoodie", "navy", "algodao"]);
    expect(parseSearchTerms("Calções", foldForSearch)).toEqual(["calcoes"]);
  });

  it("drops one-character terms and empty queries", () => {
    expect(parseSearchTerms("a t-shirt x", foldForSearch)).toEqual(["shirt"]);
    expect(parseSearchTerms("", foldForSearch)).toEqual([]);
    expect(parseSearchTerms("   ,;  ", foldForSearch)).toEqual([]);
  });

  it("keeps at most eight terms of at most 40 characters", () => {
    const many = "one two three four five six seven eight nine ten";
    expect(parseSearchTerms(many, foldForSearch)).toEqual([
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
      "seven",
      "eight",
    ]);
    const [long] = parseSearchTerms("x".repeat(60), foldForSearch);
    expect(long).toBe("x".repeat(40));
  });

  it("uses the fold function it is given", () => {
    expect(parseSearchTerms("AB CD", (s) => s)).toEqual(["AB", "CD"]);
  });
});

describe("paginationSchema", () => {
  it("defaults to offset 0, limit 24 and coerces query strings", () => {
    expect(paginationSchema.parse({})).toEqual({ offset: 0, limit: 24 });
    expect(paginationSchema.parse({ offset: "48", limit: "12" })).toEqual({ offset: 48, limit: 12 });
  });

  it.each([
    [{ limit: "-1" }, "limit"],
    [{ limit: "0" }, "limit"],
    [{ limit: "101" }, "limit"],
    [{ limit: "abc" }, "limit"],
    [{ limit: "2.5" }, "limit"],
    [{ offset: "-5" }, "offset"],
    [{ offset: "nope" }, "offset"],
  ])("rejects %o naming %s", (input, field) => {
    const result = paginationSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe("productSearchSchema", () => {
  it("fills defaults: empty q, first page, no sort", () => {
    expect(productSearchSchema.parse({})).toEqual({ q: "", offset: 0, limit: 24 });
  });

  it("trims q and coerces numbers", () => {
    const parsed = productSearchSchema.parse({ q: "  hoodie ", priceMin: "1000", priceMax: "5000", offset: "10" });
    expect(parsed).toMatchObject({ q: "hoodie", priceMin: 1000, priceMax: 5000, offset: 10, limit: 24 });
  });

  it('splits lists given as "a,b" and trims their items', () => {
    const parsed = productSearchSchema.parse({ garmentType: "hoodie, t-shirt", color: "navy,black,", size: "M,XL" });
    expect(parsed.garmentType).toEqual(["hoodie", "t-shirt"]);
    expect(parsed.color).toEqual(["navy", "black"]);
    expect(parsed.size).toEqual(["M", "XL"]);
  });

  it.each([
    [{ garmentType: "hoodie,cape" }, "garmentType"],
    [{ color: "navy;drop table" }, "color"],
    [{ color: "<script>" }, "color"],
    [{ size: Array.from({ length: 21 }, (_, i) => `s${i}`).join(",") }, "size"],
    [{ category: "Hoodies" }, "category"],
    [{ category: "hoodies/../x" }, "category"],
    [{ sort: "cheapest" }, "sort"],
    [{ q: "x".repeat(101) }, "q"],
    [{ priceMin: "-1" }, "priceMin"],
    [{ priceMax: "cheap" }, "priceMax"],
  ])("rejects bad input %o naming %s", (input, field) => {
    const result = productSearchSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it("rejects priceMin above priceMax on priceMin, and accepts equal bounds", () => {
    const result = productSearchSchema.safeParse({ priceMin: "5000", priceMax: "1000" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["priceMin"]);
    expect(productSearchSchema.safeParse({ priceMin: "3000", priceMax: "3000" }).success).toBe(true);
    expect(productSearchSchema.safeParse({ priceMin: "3000" }).success).toBe(true);
  });

  it("accepts every sort", () => {
    for (const sort of ["relevance", "best-selling", "newest", "price-asc", "price-desc"]) {
      expect(productSearchSchema.parse({ sort }).sort).toBe(sort);
    }
  });
});
