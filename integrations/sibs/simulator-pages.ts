/**
 * The browser side of the SIBS simulator (./simulator.ts): the widget script the shop page loads,
 * the hosted payment form shown in its iframe (card, 3-D Secure challenge, MB WAY, Multibanco), the
 * result page, and the `/__sim/` dev page. Pure functions from state to text; no I/O.
 *
 * Hosted form contract (integrations.md §1 "Hosted form" [C]): the shop loads
 * `<widget>?id={transactionID}` and renders `<form class="paymentSPG" spg-context="{formContext}"
 * spg-config='{"paymentMethodList":[…],"amount":{…},"language":"pt","redirectUrl":"…"}'>`; after
 * payment the form shows a status page and then sends the browser to `redirectUrl`. Which query
 * parameters SIBS appends on that redirect is not documented [?], so the simulator appends none.
 *
 * CSP: the shop page needs no inline script or style. The widget only creates an iframe (sized via
 * CSSOM, which `style-src` does not govern) and listens for `postMessage` from the simulator's
 * origin, so the shop allows that origin in `script-src` and `frame-src`, nothing else. The form
 * pages carry their own strict CSP (scripts and styles from the simulator origin only).
 */
import { intlLocaleTag } from "../../core/shared/locale.ts";

/** Languages of the hosted form (the shop's three, DESIGN "i18n"). */
export type FormLanguage = "en" | "pt" | "es";

/** Picks a supported language from `spg-config.language` (`pt`, `pt-PT`, `es`…); default English. */
export function formLanguage(value: string | null | undefined): FormLanguage {
  const base = (value ?? "").slice(0, 2).toLowerCase();
  return base === "pt" || base === "es" ? base : "en";
}

const TEXT = {
  en: {
    title: "Secure payment",
    note: "SIBS simulator: no real money moves.",
    tabCard: "Card",
    tabMbway: "MB WAY",
    tabReference: "Multibanco",
    methods: "Payment method",
    cardNumber: "Card number",
    expiry: "Expiry date (MM/YY)",
    expiryPlaceholder: "MM/YY",
    cvv: "Security code (CVV)",
    holder: "Cardholder name",
    pay: "Pay {amount}",
    panInvalid: "Enter a valid card number.",
    expiryInvalid: "Enter the expiry date as MM/YY.",
    cvvInvalid: "The security code has 3 or 4 digits.",
    holderRequired: "Enter the cardholder's name.",
    errorSummary: "Please correct the marked fields.",
    challengeTitle: "3-D Secure authentication",
    challengeText: "Enter the code your bank sent you. In this simulator the code is 123456.",
    password: "Code",
    confirm: "Confirm",
    cancel: "Cancel",
    resultSuccess: "Payment accepted.",
    resultDeclined: "Payment declined.",
    resultPending: "Payment pending.",
    resultOther: "Payment not completed.",
    returning: "Returning to the shop…",
    mbwayPhone: "MB WAY mobile number",
    mbwayHint: "Portuguese mobile, e.g. 912 345 678.",
    mbwayInvalid: "Enter a Portuguese mobile number (9 digits, starting with 9).",
    mbwaySend: "Send MB WAY request",
    mbwayWaiting: "Approve the payment in the MB WAY app. This page updates by itself.",
    referenceGenerate: "Get a Multibanco reference",
    entity: "Entity",
    reference: "Reference",
    amount: "Amount",
    expires: "Pay by",
    continue: "Continue",
    invalid: "This payment form is not valid.",
    testCards: "Test cards",
    frame: "SIBS payment form",
  },
  pt: {
    title: "Pagamento seguro",
    note: "Simulador SIBS: nenhum pagamento é real.",
    tabCard: "Cartão",
    tabMbway: "MB WAY",
    tabReference: "Multibanco",
    methods: "Método de pagamento",
    cardNumber: "Número do cartão",
    expiry: "Validade (MM/AA)",
    expiryPlaceholder: "MM/AA",
    cvv: "Código de segurança (CVV)",
    holder: "Nome do titular",
    pay: "Pagar {amount}",
    panInvalid: "Indique um número de cartão válido.",
    expiryInvalid: "Indique a validade no formato MM/AA.",
    cvvInvalid: "O código de segurança tem 3 ou 4 dígitos.",
    holderRequired: "Indique o nome do titular.",
    errorSummary: "Corrija os campos assinalados.",
    challengeTitle: "Autenticação 3-D Secure",
    challengeText: "Introduza o código enviado pelo seu banco. Neste simulador o código é 123456.",
    password: "Código",
    confirm: "Confirmar",
    cancel: "Cancelar",
    resultSuccess: "Pagamento aceite.",
    resultDeclined: "Pagamento recusado.",
    resultPending: "Pagamento pendente.",
    resultOther: "Pagamento não concluído.",
    returning: "A regressar à loja…",
    mbwayPhone: "Número de telemóvel MB WAY",
    mbwayHint: "Telemóvel português, p. ex. 912 345 678.",
    mbwayInvalid: "Indique um telemóvel português (9 dígitos, a começar por 9).",
    mbwaySend: "Enviar pedido MB WAY",
    mbwayWaiting: "Aceite o pagamento na app MB WAY. Esta página atualiza-se sozinha.",
    referenceGenerate: "Obter referência Multibanco",
    entity: "Entidade",
    reference: "Referência",
    amount: "Montante",
    expires: "Pagar até",
    continue: "Continuar",
    invalid: "Este formulário de pagamento não é válido.",
    testCards: "Cartões de teste",
    frame: "Formulário de pagamento SIBS",
  },
  es: {
    title: "Pago seguro",
    note: "Simulador de SIBS: ningún pago es real.",
    tabCard: "Tarjeta",
    tabMbway: "MB WAY",
    tabReference: "Multibanco",
    methods: "Método de pago",
    cardNumber: "Número de tarjeta",
    expiry: "Caducidad (MM/AA)",
    expiryPlaceholder: "MM/AA",
    cvv: "Código de seguridad (CVV)",
    holder: "Nombre del titular",
    pay: "Pagar {amount}",
    panInvalid: "Introduzca un número de tarjeta válido.",
    expiryInvalid: "Introduzca la caducidad con el formato MM/AA.",
    cvvInvalid: "El código de seguridad tiene 3 o 4 dígitos.",
    holderRequired: "Introduzca el nombre del titular.",
    errorSummary: "Corrija los campos marcados.",
    challengeTitle: "Autenticación 3-D Secure",
    challengeText: "Introduzca el código que le ha enviado su banco. En este simulador el código es 123456.",
    password: "Código",
    confirm: "Confirmar",
    cancel: "Cancelar",
    resultSuccess: "Pago aceptado.",
    resultDeclined: "Pago rechazado.",
    resultPending: "Pago pendiente.",
    resultOther: "Pago no completado.",
    returning: "Volviendo a la tienda…",
    mbwayPhone: "Número de móvil MB WAY",
    mbwayHint: "Móvil portugués, p. ej. 912 345 678.",
    mbwayInvalid: "Introduzca un móvil portugués (9 dígitos, empezando por 9).",
    mbwaySend: "Enviar solicitud MB WAY",
    mbwayWaiting: "Acepte el pago en la app MB WAY. Esta página se actualiza sola.",
    referenceGenerate: "Obtener referencia Multibanco",
    entity: "Entidad",
    reference: "Referencia",
    amount: "Importe",
    expires: "Pagar antes del",
    continue: "Continuar",
    invalid: "Este formulario de pago no es válido.",
    testCards: "Tarjetas de prueba",
    frame: "Formulario de pago de SIBS",
  },
} as const satisfies Record<FormLanguage, Record<string, string>>;

/** The hosted form's texts in one language. */
export type FormText = (typeof TEXT)[FormLanguage];

/** The texts of `lang`. */
export function formText(lang: FormLanguage): FormText {
  return TEXT[lang];
}

/** Integer EUR cents as display text in the form's language (display only). */
export function formatEuros(cents: number, lang: FormLanguage = "en"): string {
  return new Intl.NumberFormat(intlLocaleTag(lang), { style: "currency", currency: "EUR" }).format(cents / 100);
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function esc(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * The widget script (`GET /assets/js/widget.js?id=…`). It mounts every `form.paymentSPG` once:
 * reads `spg-context` and `spg-config`, replaces the form's content with an iframe to
 * `<simulator>/form/{id}?ctx=…&lang=…&methods=…&origin=<shop origin>`, sizes it on `spg:resize`
 * messages, and on `spg:done` from that iframe dispatches a bubbling `spg:done` DOM event on the
 * form and sends the top page to `redirectUrl` (http/https only). Cross-origin iframes cannot
 * reliably navigate the top window, hence the message.
 */
export function widgetScript(): string {
  const titles = JSON.stringify({ en: TEXT.en.frame, pt: TEXT.pt.frame, es: TEXT.es.frame });
  return `/* SIBS Gateway simulator widget. Not the real SIBS script. */
(function () {
  "use strict";
  var script = document.currentScript;
  if (!script || !script.src) return;
  var src = new URL(script.src);
  var simOrigin = src.origin;
  var transactionId = src.searchParams.get("id") || "";
  var titles = ${titles};
  function safeUrl(value) {
    try {
      var url = new URL(String(value), window.location.href);
      return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
    } catch (e) {
      return null;
    }
  }
  function mount(form) {
    if (form.getAttribute("data-spg-mounted")) return;
    form.setAttribute("data-spg-mounted", "true");
    var config = {};
    try {
      config = JSON.parse(form.getAttribute("spg-config") || "{}") || {};
    } catch (e) {
      config = {};
    }
    var lang = String(config.language || "en").slice(0, 2).toLowerCase();
    var query = new URLSearchParams();
    query.set("ctx", form.getAttribute("spg-context") || "");
    query.set("lang", lang);
    if (Array.isArray(config.paymentMethodList)) query.set("methods", config.paymentMethodList.join(","));
    query.set("origin", window.location.origin);
    var frame = document.createElement("iframe");
    frame.src = simOrigin + "/form/" + encodeURIComponent(transactionId) + "?" + query.toString();
    frame.title = titles[lang] || titles.en;
    frame.style.width = "100%";
    frame.style.minHeight = "420px";
    frame.style.border = "0";
    form.replaceChildren(frame);
    var redirectUrl = config.redirectUrl ? safeUrl(config.redirectUrl) : null;
    window.addEventListener("message", function (event) {
      if (event.origin !== simOrigin || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.transactionId !== transactionId) return;
      if (data.type === "spg:resize" && typeof data.height === "number") {
        frame.style.height = Math.ceil(data.height) + "px";
      } else if (data.type === "spg:done") {
        form.dispatchEvent(new CustomEvent("spg:done", { bubbles: true, detail: { transactionId: transactionId, paymentStatus: data.paymentStatus } }));
        if (redirectUrl) window.location.assign(redirectUrl);
      }
    });
  }
  function mountAll() {
    var forms = document.querySelectorAll("form.paymentSPG");
    for (var i = 0; i < forms.length; i++) mount(forms[i]);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
})();
`;
}

/**
 * The form pages' script (`GET /assets/js/form.js`): reports the page height to the widget, focuses
 * the first invalid field, and on a result page tells the parent `spg:done` after the page's
 * `data-redirect-delay-ms`, so the customer sees the status text first.
 */
export function formScript(): string {
  return `/* SIBS Gateway simulator form helper. */
(function () {
  "use strict";
  var data = document.body.dataset;
  var target = data.parentOrigin || "*";
  function send(message) {
    if (window.parent !== window) window.parent.postMessage(message, target);
  }
  function size() {
    send({ type: "spg:resize", transactionId: data.transactionId, height: document.documentElement.scrollHeight });
  }
  window.addEventListener("load", size);
  if (window.ResizeObserver) new ResizeObserver(size).observe(document.body);
  var invalid = document.querySelector("[aria-invalid=true]");
  if (invalid) invalid.focus();
  if (data.done === "true") {
    setTimeout(function () {
      send({ type: "spg:done", transactionId: data.transactionId, paymentStatus: data.paymentStatus });
    }, Number(data.redirectDelayMs || 0));
  }
})();
`;
}

/** The form pages' stylesheet (`GET /assets/css/form.css`). */
export function formStyles(): string {
  return `:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a}
body{margin:0;padding:1rem;background:#fff}
main{max-width:28rem;margin:0 auto}
main.dev{max-width:none}
h1{font-size:1.25rem;margin:0 0 .25rem}
.amount{font-size:1.5rem;font-weight:700;margin:.25rem 0 1rem}
.note{font-size:.8rem;color:#5a5a5a;margin:0 0 1rem}
nav ul{display:flex;gap:.5rem;list-style:none;padding:0;margin:0 0 1rem}
nav a{display:inline-block;padding:.4rem .8rem;border:1px solid #888;border-radius:.4rem;color:#1a1a1a;text-decoration:none}
nav a[aria-current=page]{background:#0b3d91;border-color:#0b3d91;color:#fff}
.field{margin:0 0 .9rem}
label{display:block;font-weight:600;margin:0 0 .25rem}
input,select{box-sizing:border-box;width:100%;font:inherit;padding:.55rem .6rem;border:1px solid #767676;border-radius:.35rem}
input[aria-invalid=true]{border-color:#b00020}
.row{display:flex;gap:.75rem}.row .field{flex:1}
.hint{font-size:.85rem;color:#5a5a5a;margin:.2rem 0 0}
.error{color:#b00020;font-size:.9rem;margin:.25rem 0 0}
.summary{border:1px solid #b00020;padding:.5rem .75rem;border-radius:.35rem;color:#b00020}
button{font:inherit;font-weight:600;padding:.65rem 1rem;border-radius:.35rem;border:1px solid #0b3d91;background:#0b3d91;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b3d91}
button+button{margin-left:.5rem}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.status{font-size:1.15rem;font-weight:700}
.status.success{color:#0a6b2d}.status.declined{color:#b00020}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem}dt{font-weight:600}dd{margin:0;font-variant-numeric:tabular-nums}
details{margin-top:1.25rem;font-size:.85rem}
table{border-collapse:collapse;width:100%;font-size:.85rem}th,td{border:1px solid #ccc;padding:.3rem .45rem;text-align:left;vertical-align:top}
td form{display:inline}td button{padding:.25rem .5rem;font-size:.8rem;margin:.1rem}
`;
}

/** The context a form page needs: ids, language, the query to carry along, and the amount. */
export interface FormPageContext {
  transactionId: string;
  lang: FormLanguage;
  /** The query string (without `?`) to keep on links and form actions: ctx, lang, methods, origin. */
  query: string;
  /** The shop page's origin, for `postMessage` (from the widget). */
  parentOrigin: string;
  amountCents: number;
  description: string;
}

function page(ctx: FormPageContext, body: string, extra: { done?: string; refresh?: boolean; delayMs?: number } = {}) {
  const t = TEXT[ctx.lang];
  const data = [
    `data-transaction-id="${esc(ctx.transactionId)}"`,
    `data-parent-origin="${esc(ctx.parentOrigin)}"`,
    extra.done
      ? `data-done="true" data-payment-status="${esc(extra.done)}" data-redirect-delay-ms="${extra.delayMs ?? 0}"`
      : "",
  ].join(" ");
  return `<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${extra.refresh ? '<meta http-equiv="refresh" content="2">' : ""}
<title>${esc(t.title)}</title>
<link rel="stylesheet" href="/assets/css/form.css">
<script src="/assets/js/form.js" defer></script>
</head>
<body ${data}>
<main>
<h1>${esc(t.title)}</h1>
<p class="note">${esc(t.note)}</p>
<p class="amount">${esc(formatEuros(ctx.amountCents, ctx.lang))}</p>
${body}
</main>
</body>
</html>
`;
}

/** Card form field values echoed back after a validation error (never the CVV). */
export interface CardFormValues {
  pan?: string;
  exp?: string;
  holder?: string;
}

/** Per-field error keys of the card form. */
export type CardFormErrors = Partial<Record<"pan" | "exp" | "cvv" | "holder", keyof FormText>>;

/** Test cards shown in the form's help (integrations.md §1 "Test cards" [C]). */
export interface TestCardHint {
  number: string;
  cvv: string;
  threeDS: string;
}

function field(
  t: FormText,
  name: string,
  label: string,
  attrs: string,
  value: string | undefined,
  error: keyof FormText | undefined,
  hint?: string,
) {
  const described = [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  return `<div class="field">
<label for="${name}">${esc(label)}</label>
<input id="${name}" name="${name}" ${attrs} value="${esc(value ?? "")}"${described ? ` aria-describedby="${described}"` : ""}${error ? ' aria-invalid="true"' : ""}>
${hint ? `<p class="hint" id="${name}-hint">${esc(hint)}</p>` : ""}
${error ? `<p class="error" id="${name}-error">${esc(t[error])}</p>` : ""}
</div>`;
}

/**
 * The method choice plus the chosen method's form. Card: number, expiry, CVV, holder, each labelled,
 * with autocomplete hints and errors tied by `aria-describedby`; MB WAY: phone; Multibanco: a button.
 */
export function methodPage(
  ctx: FormPageContext,
  input: {
    methods: string[];
    method: string;
    formContext: string;
    values?: CardFormValues & { phone?: string };
    errors?: CardFormErrors & { phone?: keyof FormText };
    testCards: TestCardHint[];
  },
): string {
  const t = TEXT[ctx.lang];
  const labels: Record<string, string> = { CARD: t.tabCard, MBWAY: t.tabMbway, REFERENCE: t.tabReference };
  const base = new URLSearchParams(ctx.query);
  const tabs =
    input.methods.length > 1
      ? `<nav aria-label="${esc(t.methods)}"><ul>${input.methods
          .map((m) => {
            base.set("method", m);
            const current = m === input.method ? ' aria-current="page"' : "";
            return `<li><a href="/form/${encodeURIComponent(ctx.transactionId)}?${esc(base.toString())}"${current}>${esc(labels[m] ?? m)}</a></li>`;
          })
          .join("")}</ul></nav>`
      : "";
  const action = (step: string) => `/form/${encodeURIComponent(ctx.transactionId)}/${step}?${esc(ctx.query)}`;
  const hidden = `<input type="hidden" name="ctx" value="${esc(input.formContext)}">`;
  const errors = input.errors ?? {};
  const values = input.values ?? {};
  const summary = Object.keys(errors).length > 0 ? `<p class="summary" role="alert">${esc(t.errorSummary)}</p>` : "";
  let form = "";
  if (input.method === "CARD") {
    form = `<form method="post" action="${action("card")}" novalidate>
${summary}${hidden}
${field(t, "pan", t.cardNumber, 'type="text" inputmode="numeric" autocomplete="cc-number" required maxlength="23"', values.pan, errors.pan)}
<div class="row">
${field(t, "exp", t.expiry, `type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="${t.expiryPlaceholder}" required maxlength="7"`, values.exp, errors.exp)}
${field(t, "cvv", t.cvv, 'type="password" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"', "", errors.cvv)}
</div>
${field(t, "holder", t.holder, 'type="text" autocomplete="cc-name" required maxlength="45"', values.holder, errors.holder)}
<button type="submit">${esc(t.pay.replace("{amount}", formatEuros(ctx.amountCents, ctx.lang)))}</button>
</form>
<details><summary>${esc(t.testCards)}</summary><table><thead><tr><th>#</th><th>CVV</th><th>3DS</th></tr></thead><tbody>${input.testCards
      .map((c) => `<tr><td>${esc(c.number)}</td><td>${esc(c.cvv)}</td><td>${esc(c.threeDS)}</td></tr>`)
      .join("")}</tbody></table></details>`;
  } else if (input.method === "MBWAY") {
    form = `<form method="post" action="${action("mbway")}" novalidate>
${summary}${hidden}
${field(t, "phone", t.mbwayPhone, 'type="tel" inputmode="tel" autocomplete="tel-national" required maxlength="16"', values.phone, errors.phone, t.mbwayHint)}
<button type="submit">${esc(t.mbwaySend)}</button>
</form>`;
  } else if (input.method === "REFERENCE") {
    form = `<form method="post" action="${action("reference")}">${hidden}<button type="submit">${esc(t.referenceGenerate)}</button></form>`;
  }
  return page(ctx, `${tabs}${form}`);
}

/** The 3-D Secure challenge page (code 123456 passes, per the SIBS test-card docs). */
export function challengePage(ctx: FormPageContext, formContext: string, brand: string): string {
  const t = TEXT[ctx.lang];
  return page(
    ctx,
    `<h2>${esc(t.challengeTitle)} · ${esc(brand)}</h2>
<p id="challenge-text">${esc(t.challengeText)}</p>
<form method="post" action="/form/${encodeURIComponent(ctx.transactionId)}/3ds?${esc(ctx.query)}">
<input type="hidden" name="ctx" value="${esc(formContext)}">
<div class="field"><label for="otp">${esc(t.password)}</label>
<input id="otp" name="password" type="password" inputmode="numeric" autocomplete="one-time-code" required aria-describedby="challenge-text"></div>
<button type="submit" name="action" value="confirm">${esc(t.confirm)}</button><button type="submit" name="action" value="cancel" class="secondary">${esc(t.cancel)}</button>
</form>`,
  );
}

/** The MB WAY waiting page; it reloads itself every 2 s (meta refresh, allowed by CSP) until final. */
export function mbwayWaitingPage(ctx: FormPageContext, phone: string): string {
  const t = TEXT[ctx.lang];
  return page(ctx, `<p class="status" role="status">${esc(t.mbwayWaiting)}</p><p>${esc(phone)}</p>`, { refresh: true });
}

/** The Multibanco details page with a Continue button (the payment itself happens later). */
export function referencePage(
  ctx: FormPageContext,
  formContext: string,
  ref: { entity: string; reference: string; amountCents: number; expiresAt: Date },
): string {
  const t = TEXT[ctx.lang];
  const grouped = ref.reference.replace(/(\d{3})(?=\d)/g, "$1 ");
  return page(
    ctx,
    `<dl>
<dt>${esc(t.entity)}</dt><dd>${esc(ref.entity)}</dd>
<dt>${esc(t.reference)}</dt><dd>${esc(grouped)}</dd>
<dt>${esc(t.amount)}</dt><dd>${esc(formatEuros(ref.amountCents, ctx.lang))}</dd>
<dt>${esc(t.expires)}</dt><dd>${esc(ref.expiresAt.toISOString().slice(0, 16).replace("T", " "))} UTC</dd>
</dl>
<form method="post" action="/form/${encodeURIComponent(ctx.transactionId)}/continue?${esc(ctx.query)}">
<input type="hidden" name="ctx" value="${esc(formContext)}"><button type="submit">${esc(t.continue)}</button></form>`,
  );
}

/** The status page shown before the widget redirects the shop page (`data-done`). */
export function resultPage(ctx: FormPageContext, paymentStatus: string, delayMs: number): string {
  const t = TEXT[ctx.lang];
  const [text, cls] =
    paymentStatus === "Success"
      ? [t.resultSuccess, "success"]
      : paymentStatus === "Pending"
        ? [t.resultPending, "pending"]
        : paymentStatus === "Declined"
          ? [t.resultDeclined, "declined"]
          : [t.resultOther, "declined"];
  return page(ctx, `<p class="status ${cls}" role="status">${esc(text)}</p><p>${esc(t.returning)}</p>`, {
    done: paymentStatus,
    delayMs,
  });
}

/** A page saying the form cannot be used (unknown transaction or wrong `spg-context`). */
export function invalidFormPage(lang: FormLanguage): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(t.title)}</title><link rel="stylesheet" href="/assets/css/form.css"></head><body><main><h1>${esc(t.title)}</h1><p role="alert">${esc(t.invalid)}</p></main></body></html>
`;
}

/** One row of the dev page. */
export interface DevRow {
  transactionId: string;
  merchantTransactionId: string;
  kind: string;
  amountCents: number;
  methods: string[];
  paymentMethod?: string;
  paymentStatus: string;
  statusCode: string;
  reference?: { entity: string; reference: string; expiresAt: Date; status: string };
  mbwayPhone?: string;
  createdAt: Date;
  notifications: number;
}

/**
 * The `/__sim/` dev page: transactions (newest first) with buttons that POST to the control
 * endpoints (approve / decline MB WAY, pay / expire a reference, redeliver webhooks), failure
 * injection, and the webhook target. Plain forms, no script.
 */
export function devPage(input: {
  rows: DevRow[];
  webhookUrl?: string;
  failNext: { remaining: number; fault: string };
  deliveries: { pending: number; acked: number; failed: number };
  apiUrl: string;
  widgetUrl: string;
  /** A control error to show (after a failed button press). */
  error?: string;
}): string {
  const button = (id: string, path: string, label: string, extra = "") =>
    `<form method="post" action="/__sim/transactions/${encodeURIComponent(id)}/${path}">${extra}<button type="submit">${esc(label)}</button></form>`;
  const rows = input.rows
    .map((r) => {
      const actions: string[] = [];
      if (r.paymentMethod === "MBWAY" && r.paymentStatus === "Pending") {
        actions.push(button(r.transactionId, "mbway/approve", "Approve MB WAY"));
        actions.push(button(r.transactionId, "mbway/decline", "Decline (E0500)"));
      }
      if (r.reference?.status === "UNPAID" && r.paymentStatus === "Pending") {
        actions.push(button(r.transactionId, "reference/pay", "Pay reference"));
        actions.push(button(r.transactionId, "reference/expire", "Expire reference"));
      }
      if (r.notifications > 0) {
        actions.push(
          button(
            r.transactionId,
            "webhooks/redeliver",
            "Redeliver webhooks ×3 shuffled",
            '<input type="hidden" name="times" value="3"><input type="hidden" name="shuffle" value="true">',
          ),
        );
      }
      const ref = r.reference
        ? `${esc(r.reference.entity)} / ${esc(r.reference.reference)}<br>${esc(r.reference.status)} until ${esc(r.reference.expiresAt.toISOString())}`
        : "";
      return `<tr><td><code>${esc(r.transactionId)}</code><br><small>${esc(r.kind)} · ${esc(r.createdAt.toISOString())}</small></td><td>${esc(r.merchantTransactionId)}</td><td>${esc(formatEuros(r.amountCents))}</td><td>${esc(r.methods.join(", "))}</td><td>${esc(r.paymentMethod ?? "")}</td><td><strong>${esc(r.paymentStatus)}</strong><br><small>${esc(r.statusCode)}</small></td><td>${ref}${esc(r.mbwayPhone ?? "")}</td><td>${actions.join("")}</td></tr>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SIBS simulator</title><link rel="stylesheet" href="/assets/css/form.css"></head>
<body><main class="dev">
<h1>SIBS Gateway simulator</h1>
<p class="note">API <code>${esc(input.apiUrl)}</code> · widget <code>${esc(input.widgetUrl)}</code> · webhooks to <code>${esc(input.webhookUrl ?? "(none)")}</code> (${input.deliveries.pending} pending, ${input.deliveries.acked} acknowledged, ${input.deliveries.failed} given up) · <a href="/__sim/">Refresh</a></p>
${input.error ? `<p class="summary" role="alert">${esc(input.error)}</p>` : ""}
<h2>Transactions</h2>
<table><thead><tr><th>Transaction</th><th>Merchant id</th><th>Amount</th><th>Offered</th><th>Method</th><th>Status</th><th>Reference / phone</th><th>Actions</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="8">No transactions yet.</td></tr>'}
</tbody></table>
<h2>Failure injection</h2>
<p>${input.failNext.remaining > 0 ? `Next ${input.failNext.remaining} API call(s) fail with ${esc(input.failNext.fault)}.` : "API calls answer normally."}</p>
<form method="post" action="/__sim/fail-next"><label for="n">Calls</label><input id="n" name="n" type="number" min="0" value="1"><label for="fault">Fault</label><select id="fault" name="fault"><option>503</option><option>500</option><option>429</option><option value="hang">hang (no answer)</option></select><button type="submit">Fail next calls</button></form>
<h2>MB WAY phone rules</h2>
<p>National number ending in 0000 → approved, 0500 → declined E0500, 0113 → declined E0113 (after a short delay); 0501 → E0501, 0504 → E0504, 0506 → E0506 (at once); 0408 → Timeout; any other stays Pending until approved here.</p>
</main></body></html>
`;
}
