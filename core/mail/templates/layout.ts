/**
 * The shared e-mail layout (ADR 0005): every template describes its message as plain-text blocks
 * and this file turns them into the HTML and the plain-text body, with the "Fabrico" header, the
 * shop's address and a line saying why the reader got the message. Templates never write HTML:
 * every text and URL is escaped here, and links must be http(s).
 */
import { formatDisplayPrice } from "../../shared/currency.ts";
import { Invalid } from "../../shared/errors.ts";
import { type Locale, SHOP_TIME_ZONE, intlLocaleTag } from "../../shared/locale.ts";
import { dateTimeFormat, numberFormat } from "../../shared/intl-format.ts";

/** The shop's postal address and contact e-mail, shown in every e-mail's footer (core/shared/shop.ts). */
export { SHOP_ADDRESS, SHOP_CONTACT_EMAIL } from "../../shared/shop.ts";
import { SHOP_ADDRESS, SHOP_CONTACT_EMAIL } from "../../shared/shop.ts";

/** One block of an e-mail body; all text is plain (escaped by the layout). */
export type MailBlock =
  /** A paragraph. */
  | { type: "paragraph"; text: string }
  /** A call to action: a button in HTML (plus the address spelled out), `label:` + URL in text. */
  | { type: "button"; label: string; url: string }
  /** A smaller, quieter paragraph (expiry times, "if this wasn't you"). */
  | { type: "note"; text: string }
  /**
   * A list of `label: value` rows (order lines, payment details): a two-column table in HTML, one
   * `label (detail): value` line per row in text. `caption` is a bold title above the rows.
   */
  | { type: "rows"; caption?: string; rows: MailRow[] };

/** One row of a `rows` block; `detail` is a quieter second line under the label, `strong` a total. */
export interface MailRow {
  label: string;
  value: string;
  detail?: string;
  strong?: boolean;
}

/** What a template hands to the layout. */
export interface MailContent {
  locale: Locale;
  subject: string;
  /** Preview text mail clients show after the subject (hidden in the body). */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
  /** Why the reader got this e-mail, shown in the footer. */
  reason: string;
  /**
   * A link in the footer after the reason, e.g. the newsletter's unsubscribe link (every marketing
   * e-mail must carry one: Lei 41/2004 art. 13-A, integrations.md §8). `text` leads, `label` is linked.
   */
  footerLink?: { text: string; label: string; url: string };
}

/** A rendered e-mail: subject and both bodies. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const LAYOUT_TEXT: Record<Locale, { buttonFallback: string; questions: string }> = {
  en: {
    buttonFallback: "If the button does not work, copy this address into your browser:",
    questions: "Questions? Write to us at",
  },
  pt: {
    buttonFallback: "Se o botão não funcionar, copie este endereço para o seu navegador:",
    questions: "Dúvidas? Escreva-nos para",
  },
  es: {
    buttonFallback: "Si el botón no funciona, copia esta dirección en tu navegador:",
    questions: "¿Tienes dudas? Escríbenos a",
  },
};

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes `& < > " '` so `value` is inert in HTML text and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/**
 * Checks that `url` is an absolute http(s) URL (no `javascript:` or relative links in e-mails).
 * @returns the URL as given
 * @throws Invalid (field `data.url`) otherwise
 */
export function checkLink(url: string, field = "data.url"): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Invalid("An e-mail link must be an absolute URL", field);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new Invalid("An e-mail link must use http or https", field);
  }
  return url;
}

/** The greeting line: "Hello Ana," / "Olá Ana," / "Hola, Ana:"; without a name, "Hello," etc. */
export function greeting(locale: Locale, name?: string | null): string {
  const n = name?.trim();
  if (locale === "pt") return n ? `Olá ${n},` : "Olá,";
  if (locale === "es") return n ? `Hola, ${n}:` : "Hola:";
  return n ? `Hello ${n},` : "Hello,";
}

const ZONE_LABEL: Record<Locale, string> = { en: "Lisbon time", pt: "hora de Lisboa", es: "hora de Lisboa" };

/** A date and time in the shop's time zone, e.g. "23 November 2026 at 10:30 (Lisbon time)". */
export function formatDateTime(locale: Locale, value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const formatted = dateTimeFormat(intlLocaleTag(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: SHOP_TIME_ZONE,
  }).format(date);
  return `${formatted} (${ZONE_LABEL[locale]})`;
}

/** A duration in words: whole hours as hours ("1 hour", "2 horas"), anything else as minutes. */
export function formatDuration(locale: Locale, minutes: number): string {
  const hours = minutes / 60;
  const [value, unit] = Number.isInteger(hours) && hours >= 1 ? [hours, "hour"] : [Math.round(minutes), "minute"];
  return numberFormat(intlLocaleTag(locale), { style: "unit", unit, unitDisplay: "long" }).format(value);
}

/**
 * An amount of euros in the reader's language by the shop's one money rule (spec §9, issue 15:
 * core/shared/currency.ts), e.g. "€12.50" (en), "€12,50" (pt, es), "€20" for whole amounts;
 * `decimals: "always"` inside a totals table with cents.
 */
export function formatMoney(locale: Locale, cents: number, decimals: "auto" | "always" = "auto"): string {
  return formatDisplayPrice(cents, "eur", 1, { locale, decimals });
}

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function blockHtml(block: MailBlock, locale: Locale): string {
  if (block.type === "paragraph") {
    return `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1c1917">${escapeHtml(block.text)}</p>`;
  }
  if (block.type === "note") {
    return `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#57534e">${escapeHtml(block.text)}</p>`;
  }
  if (block.type === "rows") return rowsHtml(block.rows, block.caption);
  const href = escapeHtml(checkLink(block.url));
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr>',
    `<td style="border-radius:6px;background:#1c1917"><a href="${href}" target="_blank" rel="noopener"`,
    ` style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">`,
    `${escapeHtml(block.label)}</a></td></tr></table>`,
    `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#57534e">${escapeHtml(LAYOUT_TEXT[locale].buttonFallback)}<br>`,
    `<a href="${href}" style="color:#1c1917;word-break:break-all">${escapeHtml(block.url)}</a></p>`,
  ].join("");
}

function rowsHtml(rows: MailRow[], caption?: string): string {
  const cell = "padding:8px 0;font-size:15px;line-height:1.4;color:#1c1917;vertical-align:top";
  const body = rows.map((row) => {
    const border = row.strong ? "border-top:2px solid #1c1917" : "border-top:1px solid #e7e5e4";
    const weight = row.strong ? ";font-weight:700" : "";
    const detail = row.detail ? `<br><span style="font-size:13px;color:#57534e">${escapeHtml(row.detail)}</span>` : "";
    return [
      `<tr><td style="${cell};${border}${weight}">${escapeHtml(row.label)}${detail}</td>`,
      `<td align="right" style="${cell};${border}${weight};padding-left:16px;white-space:nowrap">${escapeHtml(row.value)}</td></tr>`,
    ].join("");
  });
  const title = caption
    ? `<p style="margin:0 0 4px;font-size:15px;font-weight:700;color:#1c1917">${escapeHtml(caption)}</p>`
    : "";
  return [
    title,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-collapse:collapse">',
    ...body,
    "</table>",
  ].join("");
}

function blockText(block: MailBlock): string {
  if (block.type === "button") return `${block.label}:\n${checkLink(block.url)}`;
  if (block.type === "rows") {
    const lines = block.rows.map((r) => `${r.label}${r.detail ? ` (${r.detail})` : ""}: ${r.value}`);
    return (block.caption ? [block.caption, ...lines] : lines).join("\n");
  }
  return block.text;
}

function footerLinkHtml(link: MailContent["footerLink"]): string {
  if (!link) return "";
  const href = escapeHtml(checkLink(link.url));
  return `<p style="margin:0 0 8px">${escapeHtml(link.text)} <a href="${href}" style="color:#57534e">${escapeHtml(link.label)}</a></p>\n`;
}

/**
 * Renders `content` into the shared layout.
 * @throws Invalid when a button's URL is not an absolute http(s) URL
 */
export function renderLayout(content: MailContent): RenderedEmail {
  const { locale } = content;
  const layout = LAYOUT_TEXT[locale];
  const footerAddress = `Fabrico · ${SHOP_ADDRESS}`;
  const html = `<!DOCTYPE html>
<html lang="${intlLocaleTag(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f5f5f4;${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f5f4">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">
<tr><td style="padding:0 0 16px;${FONT};font-size:24px;font-weight:700;letter-spacing:-0.02em;color:#1c1917">Fabrico</td></tr>
<tr><td style="background:#ffffff;border-radius:8px;padding:32px 28px;${FONT}">
<h1 style="margin:0 0 20px;font-size:22px;line-height:1.3;color:#1c1917">${escapeHtml(content.heading)}</h1>
${content.blocks.map((b) => blockHtml(b, locale)).join("\n")}
</td></tr>
<tr><td style="padding:20px 4px 0;${FONT};font-size:12px;line-height:1.5;color:#78716c">
<p style="margin:0 0 8px">${escapeHtml(content.reason)}</p>
${footerLinkHtml(content.footerLink)}<p style="margin:0 0 8px">${escapeHtml(layout.questions)} <a href="mailto:${SHOP_CONTACT_EMAIL}" style="color:#57534e">${SHOP_CONTACT_EMAIL}</a></p>
<p style="margin:0">${escapeHtml(footerAddress)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    "Fabrico",
    "",
    content.heading,
    "",
    content.blocks.map(blockText).join("\n\n"),
    "",
    "-- ",
    content.reason,
    ...(content.footerLink
      ? [`${content.footerLink.text} ${content.footerLink.label}: ${checkLink(content.footerLink.url)}`]
      : []),
    `${layout.questions} ${SHOP_CONTACT_EMAIL}`,
    footerAddress,
    "",
  ].join("\n");
  return { subject: content.subject, html, text };
}

/** What a template knows besides its data: the language and the clock. */
export interface RenderContext {
  locale: Locale;
  now: Date;
}

/** An e-mail template: turns its data into a rendered e-mail in one language. */
export interface EmailTemplate<Data> {
  /**
   * @throws Invalid when the data holds a link that is not an absolute http(s) URL
   */
  render(data: Data, ctx: RenderContext): RenderedEmail;
}
