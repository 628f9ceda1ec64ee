import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.ts";

describe("renderMarkdown", () => {
  it("drops raw HTML outside the safe subset and marks external links", () => {
    const html = renderMarkdown("# Title\n\n<script>alert(1)</script>\n\n[shop](https://example.com) [faq](/faqs)");
    expect(html).not.toContain("<script");
    expect(html).toContain("<h2");
    expect(html).toContain('href="https://example.com" rel="noopener noreferrer" target="_blank"');
    expect(html).toContain('href="/faqs"');
  });

  it("gives the same HTML for a source rendered again (kept), and another for another source", () => {
    const source = "Soft **organic** cotton, 180 g/m².";
    const first = renderMarkdown(source);
    expect(renderMarkdown(source)).toBe(first);
    expect(renderMarkdown(`${source} Made in Portugal.`)).not.toBe(first);
  });

  it("puts each table in a box of its own that can scroll sideways on a phone", () => {
    const html = renderMarkdown(
      "| Destination | Cost from |\n|---|---|\n| Mainland Portugal | €4.90 |\n\nAfter.\n\n| A |\n|---|\n| 1 |",
    );
    expect(html.match(/<div class="table-scroll" tabindex="0"><table>/g)).toHaveLength(2);
    expect(html.match(/<\/table><\/div>/g)).toHaveLength(2);
    expect(html).toContain("<p>After.</p>");
  });
});
