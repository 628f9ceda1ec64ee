import { renderMarkdown } from "../../core/cms/render-markdown.ts";

/** One question of the FAQ page with its answer as sanitized HTML. */
export interface FaqItem {
  id: string;
  question: string;
  html: string;
}

/** A group of questions (a `##` heading of the CMS Markdown), with any text before its first question. */
export interface FaqGroup {
  id: string;
  title: string;
  introHtml: string;
  items: FaqItem[];
}

/** An anchor id from a heading: lower case ASCII letters and digits joined by dashes ("Envío y entregas" → "envio-y-entregas"). */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Splits the FAQ page's Markdown into groups (`## …`) of questions (`### …`) whose answers are the
 * Markdown up to the next heading, each rendered by `renderMarkdown` (issue 15: FAQs grouped, as an
 * accordion with a contents list). Questions before any `##` go into a group with an empty title.
 * Ids are unique slugs of the headings. Returns null when the text has no `###` question, so the
 * page falls back to plain rendering.
 */
export function faqGroups(markdown: string): FaqGroup[] | null {
  const groups: { title: string; intro: string[]; items: { question: string; body: string[] }[] }[] = [];
  let current: (typeof groups)[number] | null = null;
  let item: { question: string; body: string[] } | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const group = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    const question = /^###\s+(.+?)\s*#*\s*$/.exec(line);
    if (group?.[1] && !line.startsWith("###")) {
      current = { title: group[1], intro: [], items: [] };
      groups.push(current);
      item = null;
    } else if (question?.[1]) {
      if (!current) {
        current = { title: "", intro: [], items: [] };
        groups.push(current);
      }
      item = { question: question[1], body: [] };
      current.items.push(item);
    } else if (item) {
      item.body.push(line);
    } else if (current) {
      current.intro.push(line);
    } else if (line.trim()) {
      current = { title: "", intro: [line], items: [] };
      groups.push(current);
    }
  }
  if (!groups.some((g) => g.items.length > 0)) return null;
  const used = new Set<string>();
  const unique = (base: string) => {
    let id = base || "faq";
    for (let n = 2; used.has(id); n++) id = `${base || "faq"}-${n}`;
    used.add(id);
    return id;
  };
  return groups.map((g) => ({
    id: unique(slugify(g.title) || "faq"),
    title: g.title,
    introHtml: g.intro.join("\n").trim() ? renderMarkdown(g.intro.join("\n")) : "",
    items: g.items.map((i) => ({
      id: unique(slugify(i.question)),
      question: i.question,
      html: renderMarkdown(i.body.join("\n")),
    })),
  }));
}
