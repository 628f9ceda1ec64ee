/**
 * The SIBS hosted card form (integrations.md §1 "Hosted form"): the page loads SIBS's
 * `widget.js?id=<transactionID>` and renders `<form class="paymentSPG" spg-context="…" spg-config='…'>`;
 * the widget puts SIBS's card form (an iframe from SIBS's origin) inside and, when done, sends the
 * browser to `redirectUrl`. The shop never sees card data.
 */

/** What the form needs: the checkout's context, the amount charged (EUR cents), the language and where to return. */
export interface SibsFormInput {
  formContext: string;
  amountCents: number;
  language: string;
  /** Absolute URL of `/payment/return?…` for this order and attempt. */
  redirectUrl: string;
}

/** `spg-config` of the form: card only, the amount in euros as SIBS writes it (a decimal number). */
export function spgConfig(input: SibsFormInput): string {
  return JSON.stringify({
    paymentMethodList: ["CARD"],
    amount: { value: Math.round(input.amountCents) / 100, currency: "EUR" },
    language: input.language,
    redirectUrl: input.redirectUrl,
  });
}

/** Text for an HTML attribute value (either quote style). */
export function escapeAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/**
 * The form's HTML, to be put in the page as is (React must not manage what the widget puts inside
 * it). With `script`, the widget's `<script>` follows it: a server-rendered page runs it as the
 * document is read; a page rendered in the browser adds the script itself (markup set through
 * innerHTML never runs).
 */
export function sibsFormHtml(input: SibsFormInput, script?: { src: string; nonce: string }): string {
  const form = `<form class="paymentSPG" spg-context="${escapeAttribute(input.formContext)}" spg-config='${escapeAttribute(spgConfig(input))}'></form>`;
  if (!script) return form;
  return `${form}<script src="${escapeAttribute(script.src)}" nonce="${escapeAttribute(script.nonce)}"></script>`;
}
