import { describe, expect, it } from "vitest";
import { AUDIT_CHANGES_MAX, auditChanges } from "./audit-diff.ts";

describe("auditChanges", () => {
  it("lists each language's changed field of a translated page, even past 200 characters of JSON", () => {
    const long = "We cut, dye and finish every garment in Barcelos. ".repeat(10);
    const before = {
      slug: "about",
      translations: JSON.stringify({
        en: { title: "About", body: long },
        pt: { title: "Sobre nós", body: long },
        es: { title: "Sobre", body: long },
      }),
    };
    const after = {
      slug: "about",
      translations: JSON.stringify({
        en: { title: "About", body: long },
        pt: { title: "Sobre nós", body: `${long} Novo parágrafo.` },
        es: { title: "Quiénes somos", body: long },
      }),
    };
    const changes = auditChanges(before, after);
    expect(changes.map((c) => c.field)).toEqual(["translations.pt.body", "translations.es.title"]);
    const pt = changes[0];
    expect(pt?.after).toContain("Novo parágrafo.");
    expect(pt?.after.startsWith("…")).toBe(true);
    expect(pt?.after.length).toBeLessThanOrEqual(202);
    expect(changes[1]).toEqual({ field: "translations.es.title", before: "Sobre", after: "Quiénes somos" });
  });

  it("walks nested objects, compares arrays whole, lists a create's fields", () => {
    expect(auditChanges({ a: { b: 1, c: [1, 2] } }, { a: { b: 2, c: [1, 2] } })).toEqual([
      { field: "a.b", before: "1", after: "2" },
    ]);
    expect(auditChanges({ tags: [1] }, { tags: [1, 2] })).toEqual([{ field: "tags", before: "[1]", after: "[1,2]" }]);
    expect(auditChanges(null, { name: "Tee", price: 1200 })).toEqual([
      { field: "name", before: "—", after: "Tee" },
      { field: "price", before: "—", after: "1200" },
    ]);
    expect(auditChanges({ status: "paid" }, undefined)).toEqual([{ field: "status", before: "paid", after: "—" }]);
  });

  it("compares non-objects whole and bounds the list", () => {
    expect(auditChanges("a", "a")).toEqual([]);
    expect(auditChanges(1, 2)).toEqual([{ field: "", before: "1", after: "2" }]);
    const many = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}`, i]));
    expect(auditChanges({}, many)).toHaveLength(AUDIT_CHANGES_MAX);
    expect(auditChanges({ x: "not {json" }, { x: "{still not" })).toEqual([
      { field: "x", before: "not {json", after: "{still not" },
    ]);
  });
});
