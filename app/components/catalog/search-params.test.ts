import { describe, expect, it } from "vitest";
import { eurosToCents, searchHref, tidySearchParams, withParams, withoutListValue } from "./search-params.ts";

const tidy = (qs: string) => tidySearchParams(new URLSearchParams(qs)).toString().replace(/%2C/g, ",");

describe("tidySearchParams", () => {
  it("drops empty fields and offset=0, joins repeated list values, converts euros to cents", () => {
    expect(tidy("q=&category=&garmentType=hoodie&garmentType=t-shirt&priceMinEur=20&priceMaxEur=49,9&offset=0")).toBe(
      "garmentType=hoodie,t-shirt&priceMin=2000&priceMax=4990",
    );
  });

  it("is idempotent, so the loader's redirect cannot loop", () => {
    for (const qs of [
      "color=navy,navy&color=black&size=M",
      "priceMinEur=abc",
      "limit=-1&sort=nope",
      "lng=pt&q=hoodie",
    ]) {
      const once = tidy(qs);
      expect(tidy(once)).toBe(once);
    }
  });

  it("keeps invalid values as given so the page can report them", () => {
    expect(tidy("priceMinEur=abc&limit=-1")).toBe("priceMin=abc&limit=-1");
  });
});

describe("helpers", () => {
  it("converts euro amounts with a comma or a dot", () => {
    expect(eurosToCents("12,5")).toBe("1250");
    expect(eurosToCents("12.50")).toBe("1250");
    expect(eurosToCents("1e3")).toBe("1e3");
  });

  it("builds links that reset the page and remove one filter value", () => {
    const params = new URLSearchParams("garmentType=hoodie,t-shirt&offset=24&lng=es");
    expect(searchHref(withoutListValue(params, "garmentType", "hoodie"))).toBe(
      "/product/search?garmentType=t-shirt&lng=es",
    );
    expect(searchHref(withParams(params, { sort: "newest" }))).toBe(
      "/product/search?garmentType=hoodie,t-shirt&lng=es&sort=newest",
    );
  });
});
