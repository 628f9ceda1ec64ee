import { LRUCache } from "lru-cache";
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false });

/**
 * The last 500 rendered sources and their HTML: product descriptions and CMS pages are rendered on every uncached
 * page view (issue 17, ADR 0030), and the function is pure, so a source seen again is not parsed and sanitized again.
 */
const rendered = new LRUCache<string, string>({ max: 500 });

/**
 * Markdown → sanitized HTML for CMS pages and product descriptions. Raw HTML in the source is
 * dropped except a safe subset; links keep only http(s), mailto, tel and site-relative targets;
 * external links get `rel="noopener noreferrer"`; a Markdown `#` heading becomes `<h2>` (the page has its own
 * `<h1>`). Each table comes inside a box that can scroll sideways ({@link scrollableTables}).
 */
export function renderMarkdown(markdown: string): string {
  const kept = rendered.get(markdown);
  if (kept !== undefined) return kept;
  const html = scrollableTables(sanitize(marked.parse(markdown, { async: false }) as string));
  rendered.set(markdown, html);
  return html;
}

/**
 * Wraps each `<table>` of sanitized HTML in `<div class="table-scroll" tabindex="0">`, the box that scrolls
 * sideways (app/app.css) when a table's columns are wider than a phone: the page itself never scrolls sideways
 * and the table keeps its table semantics (a table made `display: block` loses them in some screen readers). The
 * box takes keyboard focus so the arrow keys scroll it in every browser, also when the table holds no link
 * (WCAG 2.1.1; axe's scrollable-region-focusable). Runs after sanitizing, where a table tag carries no attribute.
 */
function scrollableTables(html: string): string {
  return html
    .replaceAll("<table>", '<div class="table-scroll" tabindex="0"><table>')
    .replaceAll("</table>", "</table></div>");
}

function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "a",
      "blockquote",
      "code",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "hr",
      "br",
    ],
    allowedAttributes: { a: ["href", "rel", "target"], th: ["align"], td: ["align"], h2: ["id"], h3: ["id"] },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowProtocolRelative: false,
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const href = attribs.href ?? "";
        const external = /^https?:\/\//.test(href);
        const out: Record<string, string> = external
          ? { href, rel: "noopener noreferrer", target: "_blank" }
          : { href };
        return { tagName, attribs: out };
      },
    },
  });
}
