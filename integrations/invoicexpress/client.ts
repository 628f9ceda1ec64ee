/**
 * The real client of InvoiceXpress's API v2 (../shared/docs/invoicing.md §2; issue 19): documents are created as
 * drafts, finalized with `change-state` (which gives them their number and ATCUD), read back, and their PDF is
 * rendered asynchronously (202 until ready) at a temporary URL whose bytes the shop stores. Point it at the
 * local stand-in with `baseUrl: sim.url` (./simulator.ts, DESIGN rule 7).
 *
 * Facts followed (invoicing.md marks each [C] confirmed, [L] seen in public clients, [?] unconfirmed):
 * - Base `https://{account}.app.invoicexpress.com`, `api_key` as a query parameter on every call, JSON bodies
 *   with `Content-Type: application/json; charset=utf-8` (§2.1 [C]). The key never appears in an error message.
 * - `POST /{type}.json` with root `invoice` (the docs' key for every type [C]) and `proprietary_uid` at the top
 *   level (§2.15 [L]); answers 201 (or 200) with the singular type key (§2.3 [L]).
 * - `PUT /{type}/{id}/change-state.json` `{"invoice":{"state","message"}}` (§2.5 [C]); `GET /{type}/{id}.json` (§2.4).
 * - `GET /{type}.json?reference=…` to find a document again after a lost answer (§2.4; the filter is [?], so the
 *   answer is filtered here too).
 * - `GET /api/pdf/{id}.json`: 202 while generating, 200 `{"output":{"pdfUrl"}}` (`pdf_url` accepted), 406 for a
 *   document in an invalid state (§2.7); the URL is temporary and fetched without the key.
 * - `GET /taxes.json` (§2.9), `GET /sequences.json` (§2.10), `GET /api/qr_codes/{id}.json` (§2.8).
 * - Errors (§2.13): 401/404/406/409/422 bodies `{"errors":[{"error":"…"}]}` or `{"errors":{"error":"…"}}` or
 *   `{"errors":{"field":["…"]}}` or `{"error":"…"}`; 429 (rate limit: 100 requests a minute per account [L]) is
 *   retried after `Retry-After` (when it is short), 5xx, network failures and timeouts become
 *   {@link InvoicingUnavailable} and are never retried here: an unanswered POST may have created the document,
 *   so the caller looks it up before creating again (§2.14–2.15).
 *
 * Money: amounts are decimal euros at InvoiceXpress (numbers at document level, strings on items [L]) and integer
 * EUR cents here (DESIGN rule 3), converted by core/shared/money.ts without floating-point arithmetic.
 */
import { z } from "zod";
import {
  InvoicingDocumentNotFound,
  InvoicingRefused,
  InvoicingUnavailable,
  type InvoicingUnavailableReason,
} from "../../core/ports/invoicing.ts";
import { decimalToCents } from "../../core/shared/money.ts";

/** Per-request time limit in ms when none is given. */
export const DEFAULT_INVOICEXPRESS_TIMEOUT_MS = 15_000;

/** The document collections of the API and their singular JSON keys (invoicing.md §2.2). */
export const INVOICEXPRESS_DOCUMENT_KEYS = {
  invoices: "invoice",
  invoice_receipts: "invoice_receipt",
  simplified_invoices: "simplified_invoice",
  credit_notes: "credit_note",
  debit_notes: "debit_note",
} as const;
/** A document collection, e.g. `invoice_receipts` (the path segment). */
export type InvoiceXpressDocumentKind = keyof typeof INVOICEXPRESS_DOCUMENT_KEYS;

/** Document states as read back (invoicing.md §2.5; `second_copy` on old accounts). */
export type InvoiceXpressStatus = "draft" | "final" | "settled" | "canceled" | "deleted" | "second_copy";
/** The `state` events of `change-state` (invoicing.md §2.5 table). */
export type InvoiceXpressStateEvent = "finalized" | "deleted" | "canceled" | "settled" | "unsettled";

/** A client as a document names it (invoicing.md §2.3: `name` and `code` required). */
export interface InvoiceXpressClientInput {
  name: string;
  code: string;
  email?: string;
  address?: string;
  city?: string;
  /** `DDDD-DDD` for Portugal (§2.3). */
  postal_code?: string;
  /** An English country name from InvoiceXpress's list (./countries.ts), not an ISO code. */
  country?: string;
  /** The buyer's tax number; omitted for a consumer without one. */
  fiscal_id?: string;
  /** `pt`, `en` or `es`. */
  language?: string;
}

/** One item (invoicing.md §2.3): `unit_price` net of VAT in euros, `discount` in percent, tax by name. */
export interface InvoiceXpressItemInput {
  name: string;
  description?: string;
  /** Euros with a dot, e.g. `"16.26"`. */
  unit_price: string;
  quantity: string;
  unit?: string;
  /** Percent, 0–100. */
  discount?: number;
  tax?: { name: string };
}

/** The body of a new document (invoicing.md §2.3). Dates are `dd/mm/yyyy`. */
export interface InvoiceXpressDocumentInput {
  date: string;
  due_date: string;
  reference?: string;
  observations?: string;
  /** Document-level exemption code (M05, M16, …) for its 0 % lines. */
  tax_exemption?: string;
  /** The per-type sequence id inside a series (`current_<type>_sequence_id`), not the series id. */
  sequence_id?: string;
  /** For credit and debit notes: the id of the document they correct. */
  owner_invoice_id?: string;
  client: InvoiceXpressClientInput;
  items: InvoiceXpressItemInput[];
}

/** One item of a document as read back; amounts in integer EUR cents. */
export interface InvoiceXpressItem {
  name: string;
  description: string | null;
  unitPriceCents: number;
  quantity: number;
  discountPercent: number;
  /** The tax the service applied (an unknown name was replaced by the account's default, §2.3). */
  tax: { name: string; ratePercent: number } | null;
}

/** A document as read back (invoicing.md §2.3 example response); amounts in integer EUR cents. */
export interface InvoiceXpressDocument {
  id: string;
  status: InvoiceXpressStatus;
  /** `rascunho` for a draft; `6/G` once final. */
  sequenceNumber: string | null;
  /** `G/6`: the series and number as printed after the type prefix. */
  invertedSequenceNumber: string | null;
  /** `CODE-N`; `N/D` or `N/A` for an unregistered or irrelevant series (§2.10). */
  atcud: string | null;
  /** `dd/mm/yyyy`. */
  date: string;
  reference: string | null;
  taxExemption: string | null;
  saftHash: string | null;
  permalink: string | null;
  ownerInvoiceId: string | null;
  sumCents: number;
  discountCents: number;
  beforeTaxesCents: number;
  taxesCents: number;
  totalCents: number;
  items: InvoiceXpressItem[];
  raw: unknown;
}

/** A tax of the account (`GET /taxes.json`, invoicing.md §2.9). */
export interface InvoiceXpressTax {
  id: string;
  name: string;
  ratePercent: number;
  /** `PT`, `PT-AC`, `PT-MA`, `Desconhecido` or a country code. */
  region: string | null;
  /** `NOR`, `INT`, `RED`, `OUT`, `ISE`. */
  code: string | null;
  defaultTax: boolean;
}

/** A series (`GET /sequences.json`, invoicing.md §2.10): per document type its sequence id and AT validation code. */
export interface InvoiceXpressSequence {
  id: string;
  serie: string;
  defaultSequence: boolean;
  /** By singular type key (`invoice_receipt`, `credit_note`, …). */
  types: Record<string, { sequenceId: string | null; number: number | null; validationCode: string | null }>;
}

/** The PDF of a document: still generating, or ready at a temporary URL (invoicing.md §2.7). */
export type InvoiceXpressPdf = { status: "pending" } | { status: "ready"; url: string };

/** Connection settings (invoicing.md §2.1): from www.app.invoicexpress.com/users/api, or a simulator's. */
export interface InvoiceXpressClientOptions {
  /** The account name (the subdomain). */
  account: string;
  /** The account's API key, sent as the `api_key` query parameter. */
  apiKey: string;
  /** API base without trailing slash; default `https://{account}.app.invoicexpress.com`, or a simulator's `url`. */
  baseUrl?: string;
  /** Time limit of each request in ms (body included); default {@link DEFAULT_INVOICEXPRESS_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** How many times one call waits out a 429 before giving up; default 2. */
  rateLimitRetries?: number;
  /** The longest `Retry-After` waited in place, ms; a longer one is thrown for the caller's queue; default 5000. */
  maxRetryWaitMs?: number;
  /** fetch implementation; default the global one. */
  fetch?: typeof fetch;
  /** How to wait; default setTimeout (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

// ---------------------------------------------------------------- response schemas

const amount = z.union([z.number(), z.string()]).transform((value, ctx) => {
  try {
    return decimalToCents(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : String(v)));
const decimalNumber = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const n = typeof v === "number" ? v : Number(v);
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: "custom", message: `not a number: ${v}` });
    return z.NEVER;
  }
  return n;
});

const itemSchema = z
  .object({
    name: z.string(),
    description: optionalText,
    unit_price: amount,
    quantity: decimalNumber,
    discount: decimalNumber.nullish(),
    tax: z.object({ name: z.string(), value: decimalNumber }).loose().nullish(),
  })
  .loose();

const documentSchema = z
  .object({
    id: z.union([z.number(), z.string()]).transform(String),
    status: z.enum(["draft", "final", "settled", "canceled", "deleted", "second_copy"]),
    sequence_number: optionalText,
    inverted_sequence_number: optionalText,
    atcud: optionalText,
    date: z.string(),
    reference: optionalText,
    tax_exemption: optionalText,
    saft_hash: optionalText,
    permalink: optionalText,
    owner_invoice_id: optionalText,
    sum: amount,
    discount: amount.nullish(),
    before_taxes: amount,
    taxes: amount,
    total: amount,
    items: z.array(itemSchema).default([]),
  })
  .loose();

const taxSchema = z
  .object({
    id: z.union([z.number(), z.string()]).transform(String),
    name: z.string(),
    value: decimalNumber,
    region: optionalText,
    code: optionalText,
    default_tax: z.union([z.boolean(), z.number(), z.string()]).nullish(),
  })
  .loose();

const sequenceSchema = z.record(z.string(), z.unknown());

const pdfSchema = z
  .object({ output: z.object({ pdfUrl: z.string().optional(), pdf_url: z.string().optional() }).loose() })
  .loose();

const qrSchema = z.object({ qr_code: z.object({ url: z.string() }).loose() }).loose();

// ---------------------------------------------------------------- helpers

/** `YYYY-MM-DD` → InvoiceXpress's `dd/mm/yyyy` (invoicing.md §2.1). @throws RangeError for another form */
export function toInvoiceXpressDate(isoDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new RangeError(`date must be YYYY-MM-DD, got ${isoDate}`);
  return `${m[3]}/${m[2]}/${m[1]}`;
}

/** InvoiceXpress's `dd/mm/yyyy` → `YYYY-MM-DD`. @throws RangeError for another form */
export function fromInvoiceXpressDate(date: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date);
  if (!m) throw new RangeError(`date must be dd/mm/yyyy, got ${date}`);
  return `${m[3]}-${m[2]}-${m[1]}`;
}

/**
 * The messages of an InvoiceXpress error body, whichever of its shapes it has (invoicing.md §2.13):
 * `{"errors":[{"error":"…"}]}`, `{"errors":{"error":"…"}}`, `{"errors":{"field":["…"]}}`, `{"error":"…"}`;
 * otherwise the start of the text.
 */
export function invoiceXpressErrorMessages(body: unknown, text: string): string[] {
  const messages: string[] = [];
  const visit = (value: unknown, field?: string) => {
    if (typeof value === "string") messages.push(field && field !== "error" ? `${field} ${value}` : value);
    else if (Array.isArray(value)) for (const v of value) visit(v, field);
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) visit(v, k === "error" || k === "message" ? undefined : k);
  };
  if (body && typeof body === "object") {
    const b = body as { errors?: unknown; error?: unknown };
    visit(b.errors ?? b.error);
  }
  if (messages.length === 0 && text.trim()) messages.push(text.trim().slice(0, 300));
  return messages;
}

/** Seconds of a `Retry-After` header (delta-seconds or an HTTP date), or undefined. */
function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function toDocument(data: z.output<typeof documentSchema>, raw: unknown): InvoiceXpressDocument {
  return {
    id: data.id,
    status: data.status,
    sequenceNumber: data.sequence_number,
    invertedSequenceNumber: data.inverted_sequence_number,
    atcud: data.atcud,
    date: data.date,
    reference: data.reference,
    taxExemption: data.tax_exemption,
    saftHash: data.saft_hash,
    permalink: data.permalink,
    ownerInvoiceId: data.owner_invoice_id,
    sumCents: data.sum,
    discountCents: data.discount ?? 0,
    beforeTaxesCents: data.before_taxes,
    taxesCents: data.taxes,
    totalCents: data.total,
    items: data.items.map((item) => ({
      name: item.name,
      description: item.description,
      unitPriceCents: item.unit_price,
      quantity: item.quantity,
      discountPercent: item.discount ?? 0,
      tax: item.tax ? { name: item.tax.name, ratePercent: item.tax.value } : null,
    })),
    raw,
  };
}

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

// ---------------------------------------------------------------- the client

/**
 * InvoiceXpress's API. Every method may throw {@link InvoicingUnavailable} (network, timeout, 429 beyond the
 * retries, 5xx, a body not of the documented shape), {@link InvoicingRefused} (401, 406, 409, 422 and other 4xx,
 * with the service's messages) or {@link InvoicingDocumentNotFound} (404 for a document id).
 */
export class InvoiceXpressClient {
  readonly baseUrl: string;
  readonly account: string;
  readonly timeoutMs: number;
  readonly #apiKey: string;
  readonly #fetch: typeof fetch;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #rateLimitRetries: number;
  readonly #maxRetryWaitMs: number;

  constructor(options: InvoiceXpressClientOptions) {
    if (!options.account) throw new TypeError("InvoiceXpress account is required");
    if (!options.apiKey) throw new TypeError("InvoiceXpress api key is required");
    this.account = options.account;
    this.baseUrl = (options.baseUrl ?? `https://${options.account}.app.invoicexpress.com`).replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_INVOICEXPRESS_TIMEOUT_MS;
    this.#apiKey = options.apiKey;
    this.#fetch = options.fetch ?? fetch;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.#rateLimitRetries = options.rateLimitRetries ?? 2;
    this.#maxRetryWaitMs = options.maxRetryWaitMs ?? 5000;
  }

  /**
   * Creates a draft document: `POST /{kind}.json` with `{"invoice":{…},"proprietary_uid":…}` (invoicing.md §2.3).
   * Clients and items are upserted by the service as a side effect (a known item name is overwritten).
   * @param proprietaryUid the caller's idempotency key (top level, §2.15); a repeat may answer 409 [?]
   * @throws InvoicingRefused for 422 (e.g. "Country Germani was not found"), 409, 401
   * @throws InvoicingUnavailable for 5xx, network, timeout: the draft may exist; look it up before creating again
   */
  async createDocument(
    kind: InvoiceXpressDocumentKind,
    input: InvoiceXpressDocumentInput,
    proprietaryUid?: string,
  ): Promise<InvoiceXpressDocument> {
    const body = { invoice: input, ...(proprietaryUid ? { proprietary_uid: proprietaryUid } : {}) };
    const answer = await this.#call("createDocument", "POST", `/${kind}.json`, { body });
    return this.#document("createDocument", kind, answer);
  }

  /**
   * Moves a document to another state: `PUT /{kind}/{id}/change-state.json` `{"invoice":{"state","message"}}`
   * (invoicing.md §2.5). `finalized` gives a draft its number and ATCUD (an FR becomes `settled`, others
   * `final`); `canceled` needs a message. The answer is the document.
   * @throws InvoicingRefused for 422: "Invalid state", "Cancel message can't be blank", a date earlier than the
   *   last of its series, a series not registered with AT
   * @throws InvoicingDocumentNotFound for an unknown id
   */
  async changeState(
    kind: InvoiceXpressDocumentKind,
    id: string,
    state: InvoiceXpressStateEvent,
    message?: string,
  ): Promise<InvoiceXpressDocument> {
    const body = { invoice: { state, ...(message ? { message } : {}) } };
    const answer = await this.#call("changeState", "PUT", `/${kind}/${encodeURIComponent(id)}/change-state.json`, {
      body,
      documentId: id,
    });
    return this.#document("changeState", kind, answer);
  }

  /**
   * One document: `GET /{kind}/{id}.json` (invoicing.md §2.4).
   * @throws InvoicingDocumentNotFound for an unknown id
   */
  async getDocument(kind: InvoiceXpressDocumentKind, id: string): Promise<InvoiceXpressDocument> {
    const answer = await this.#call("getDocument", "GET", `/${kind}/${encodeURIComponent(id)}.json`, {
      documentId: id,
    });
    return this.#document("getDocument", kind, answer);
  }

  /**
   * The documents of a kind whose `reference` is exactly `reference`, newest first: `GET /{kind}.json?reference=…`
   * (invoicing.md §2.4; the filter is [?], so the answer is filtered here as well). Used to find a document
   * again after an answer was lost (§2.15).
   */
  async findByReference(kind: InvoiceXpressDocumentKind, reference: string): Promise<InvoiceXpressDocument[]> {
    const answer = await this.#call("findByReference", "GET", `/${kind}.json`, {
      query: { reference, per_page: "50" },
    });
    const body = answer.body as Record<string, unknown> | undefined;
    const list = body?.[kind] ?? body?.invoices;
    const parsed = z.array(documentSchema).safeParse(list);
    if (!parsed.success) throw this.#invalidBody("findByReference", answer.status, parsed.error);
    return parsed.data
      .map((doc, index) => toDocument(doc, (list as unknown[])[index]))
      .filter((doc) => doc.reference === reference);
  }

  /**
   * Asks for a document's PDF: `GET /api/pdf/{id}.json` (invoicing.md §2.7). 202 → `pending` (ask again later);
   * 200 → the temporary URL (about 24 h) of the PDF: download it with {@link downloadPdf} and keep the bytes.
   * @param secondCopy the "2.ª via" copy
   * @throws InvoicingRefused for 406 (a document in an invalid state, e.g. deleted)
   * @throws InvoicingDocumentNotFound for an unknown id
   */
  async requestPdf(id: string, secondCopy = false): Promise<InvoiceXpressPdf> {
    const answer = await this.#call("requestPdf", "GET", `/api/pdf/${encodeURIComponent(id)}.json`, {
      query: secondCopy ? { second_copy: "true" } : {},
      documentId: id,
    });
    if (answer.status === 202) return { status: "pending" };
    const parsed = pdfSchema.safeParse(answer.body);
    const url = parsed.success ? (parsed.data.output.pdfUrl ?? parsed.data.output.pdf_url) : undefined;
    if (!url) throw new InvoicingUnavailable("no output.pdfUrl in the answer", "invalid-body", { httpStatus: 200 });
    return { status: "ready", url };
  }

  /**
   * Downloads the bytes at a PDF URL the service gave (no `api_key`: the URL is its own credential).
   * @throws InvoicingUnavailable when it does not answer 200 with a PDF (an expired URL: ask for a new one)
   */
  async downloadPdf(url: string): Promise<Uint8Array> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    let bytes: Uint8Array;
    try {
      response = await this.#fetch(url, { signal });
      bytes = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      throw this.#networkError("downloadPdf", error, signal);
    }
    if (response.status !== 200) {
      throw new InvoicingUnavailable(`PDF download answered HTTP ${response.status}`, "http", {
        httpStatus: response.status,
      });
    }
    if (Buffer.from(bytes.subarray(0, 5)).toString("latin1") !== "%PDF-") {
      throw new InvoicingUnavailable("PDF download is not a PDF", "invalid-body", { httpStatus: 200 });
    }
    return bytes;
  }

  /** The URL of a document's QR code image: `GET /api/qr_codes/{id}.json` (invoicing.md §2.8). */
  async qrCodeUrl(id: string): Promise<string> {
    const answer = await this.#call("qrCodeUrl", "GET", `/api/qr_codes/${encodeURIComponent(id)}.json`, {
      documentId: id,
    });
    const parsed = qrSchema.safeParse(answer.body);
    if (!parsed.success) throw this.#invalidBody("qrCodeUrl", answer.status, parsed.error);
    return parsed.data.qr_code.url;
  }

  /** The account's taxes: `GET /taxes.json` (invoicing.md §2.9). Check tax names against it: an unknown name falls back to the default tax. */
  async listTaxes(): Promise<InvoiceXpressTax[]> {
    const answer = await this.#call("listTaxes", "GET", "/taxes.json", {});
    const parsed = z
      .object({ taxes: z.array(taxSchema) })
      .loose()
      .safeParse(answer.body);
    if (!parsed.success) throw this.#invalidBody("listTaxes", answer.status, parsed.error);
    return parsed.data.taxes.map((t) => ({
      id: t.id,
      name: t.name,
      ratePercent: t.value,
      region: t.region,
      code: t.code,
      defaultTax: t.default_tax === true || t.default_tax === 1 || t.default_tax === "1",
    }));
  }

  /** The account's series with their per-type sequence ids and AT validation codes: `GET /sequences.json` (§2.10). */
  async listSequences(): Promise<InvoiceXpressSequence[]> {
    const answer = await this.#call("listSequences", "GET", "/sequences.json", {});
    const parsed = z
      .object({ sequences: z.array(sequenceSchema) })
      .loose()
      .safeParse(answer.body);
    if (!parsed.success) throw this.#invalidBody("listSequences", answer.status, parsed.error);
    return parsed.data.sequences.map((s) => {
      const types: InvoiceXpressSequence["types"] = {};
      for (const [key, value] of Object.entries(s)) {
        const m = /^current_(.+)_(sequence_id|number|validation_code)$/.exec(key);
        if (!m?.[1] || !m[2]) continue;
        types[m[1]] ??= { sequenceId: null, number: null, validationCode: null };
        const entry = types[m[1]];
        if (!entry || value === null || value === undefined) continue;
        if (m[2] === "sequence_id") entry.sequenceId = String(value);
        else if (m[2] === "number") entry.number = Number(value);
        else entry.validationCode = String(value);
      }
      return {
        id: String(s.id),
        serie: String(s.serie ?? ""),
        defaultSequence: s.default_sequence === 1 || s.default_sequence === true || s.default_sequence === "1",
        types,
      };
    });
  }

  #document(operation: string, kind: InvoiceXpressDocumentKind, answer: Answer): InvoiceXpressDocument {
    const body = answer.body as Record<string, unknown> | undefined;
    const raw = body?.[INVOICEXPRESS_DOCUMENT_KEYS[kind]] ?? body?.invoice;
    const parsed = documentSchema.safeParse(raw);
    if (!parsed.success) throw this.#invalidBody(operation, answer.status, parsed.error);
    return toDocument(parsed.data, raw);
  }

  #invalidBody(operation: string, status: number, error: z.ZodError): InvoicingUnavailable {
    const issues = error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join(", ");
    return new InvoicingUnavailable(`${operation}: ${issues}`, "invalid-body", { httpStatus: status });
  }

  #networkError(operation: string, error: unknown, signal: AbortSignal): InvoicingUnavailable {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError" || signal.aborted) {
      return new InvoicingUnavailable(`${operation}: no answer within ${this.timeoutMs} ms`, "timeout");
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    const message = error instanceof Error ? error.message : String(error);
    return new InvoicingUnavailable(`${operation}: ${message}${cause}`, "network");
  }

  /** One API call: key, headers, timeout, 429 waits, error mapping. Answers 2xx only. */
  async #call(
    operation: string,
    method: "GET" | "POST" | "PUT",
    path: string,
    options: { query?: Record<string, string>; body?: unknown; documentId?: string },
  ): Promise<Answer> {
    const url = new URL(`${this.baseUrl}${path}`);
    url.searchParams.set("api_key", this.#apiKey);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = { accept: "application/json" };
    if (options.body !== undefined) headers["content-type"] = "application/json; charset=utf-8";
    for (let attempt = 0; ; attempt++) {
      const signal = AbortSignal.timeout(this.timeoutMs);
      let response: Response;
      let text: string;
      try {
        response = await this.#fetch(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal,
        });
        text = await response.text();
      } catch (error) {
        throw this.#networkError(operation, error, signal);
      }
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      const status = response.status;
      if (status === 429) {
        const wait = retryAfterSeconds(response.headers.get("retry-after"), Date.now());
        const waitMs = (wait ?? 1) * 1000;
        if (attempt < this.#rateLimitRetries && waitMs <= this.#maxRetryWaitMs) {
          await this.#sleep(waitMs);
          continue;
        }
        throw new InvoicingUnavailable(`${operation}: rate limited (HTTP 429)`, "rate-limited", {
          httpStatus: 429,
          retryAfterSeconds: wait,
        });
      }
      if (status >= 500) {
        const reason: InvoicingUnavailableReason = "http";
        throw new InvoicingUnavailable(`${operation}: HTTP ${status}`, reason, { httpStatus: status });
      }
      if (status === 404 && options.documentId !== undefined) throw new InvoicingDocumentNotFound(options.documentId);
      if (status >= 300) {
        const messages = invoiceXpressErrorMessages(body, text);
        throw new InvoicingRefused(messages.join("; ") || `${operation}: HTTP ${status}`, status);
      }
      return { status, body, text };
    }
  }
}
