import { describe, expect, it } from "vitest";
import { faqGroups, slugify } from "./faq.server.ts";

describe("faqGroups", () => {
  it("groups ### questions under ## headings with unique ids and rendered answers", () => {
    const groups = faqGroups(
      "Intro text.\n\n## Envío y entregas\n\n### ¿Dónde enviáis?\n\nA toda la **UE**.\n\n### ¿Dónde enviáis?\n\nOtra vez.\n\n## Pagos\n\nLead.\n\n### Cartão?\n\nSim.",
    );
    expect(groups?.map((g) => [g.id, g.title, g.items.map((i) => i.id)])).toEqual([
      ["faq", "", []],
      ["envio-y-entregas", "Envío y entregas", ["donde-enviais", "donde-enviais-2"]],
      ["pagos", "Pagos", ["cartao"]],
    ]);
    expect(groups?.[1]?.items[0]?.html).toContain("<strong>UE</strong>");
    expect(groups?.[2]?.introHtml).toContain("Lead.");
  });

  it("gives null for text without questions", () => {
    expect(faqGroups("## Only a heading\n\nText.")).toBeNull();
  });

  it("slugs drop accents and punctuation", () => {
    expect(slugify("  Devoluções & trocas? ")).toBe("devolucoes-trocas");
  });
});
