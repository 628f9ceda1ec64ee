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
 * external links get `rel="noopener noreferrer"`. Headings get ids for in-page anchors.
 */
export function renderMarkdown(markdown: string): string {
  const kept = rendered.get(markdown);
  if (kept !== undefined) return kept;
  const html = sanitize(marked.parse(markdown, { async: false }) as string);
  rendered.set(markdown, html);
  return html;
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
