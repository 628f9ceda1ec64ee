import { describe, expect, it } from "vitest";
import { categoryTree } from "./catalog-form.tsx";

describe("categoryTree", () => {
  it("puts sub-categories under their parents, by name within a level", () => {
    const cats = [
      { id: "t", parentId: null, name: "T-shirts" },
      { id: "h", parentId: null, name: "Hoodies" },
      { id: "ov", parentId: "h", name: "Oversized" },
      { id: "zip", parentId: "h", name: "Zip" },
      { id: "lt", parentId: "t", name: "Long sleeve" },
      { id: "orphan", parentId: "gone", name: "Accessories" },
    ];
    expect(categoryTree(cats, (c) => c.name).map(({ category, depth }) => `${depth}:${category.id}`)).toEqual([
      "0:orphan",
      "0:h",
      "1:ov",
      "1:zip",
      "0:t",
      "1:lt",
    ]);
  });
});
