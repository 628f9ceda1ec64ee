import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Stars } from "./stars.tsx";

describe("Stars", () => {
  it("is one labelled image whose filled count is the rating rounded to whole stars, within 0–5", () => {
    const html = renderToStaticMarkup(<Stars rating={4.3} label="4.3 out of 5 stars" />);
    expect(html).toMatch(/^<span [^>]*role="img"[^>]*><\/span>$/);
    expect(html).toContain('aria-label="4.3 out of 5 stars"');
    expect(html).toContain("--stars-filled:4");
    expect(html).not.toContain("<svg");
    expect(renderToStaticMarkup(<Stars rating={4.5} />)).toContain('data-stars="5"');
    expect(renderToStaticMarkup(<Stars rating={7} />)).toContain('data-stars="5"');
    expect(renderToStaticMarkup(<Stars rating={-1} />)).toContain('data-stars="0"');
  });

  it("takes its size from the stars utility's --star-size", () => {
    expect(renderToStaticMarkup(<Stars rating={3} size="sm" />)).toContain("[--star-size:0.875rem]");
    expect(renderToStaticMarkup(<Stars rating={3} size="lg" />)).toContain("[--star-size:1.25rem]");
  });
});
