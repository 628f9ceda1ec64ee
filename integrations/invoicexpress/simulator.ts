/**
 * A local stand-in for InvoiceXpress's API v2, started in-process for dev and tests (DESIGN rule 7,
 * `INVOICING_MODE=simulator`): an HTTP server on 127.0.0.1 that speaks the API ./client.ts speaks. State is in
 * memory (it stands in for an outside service, so the shop's "no in-memory state" rule does not apply).
 *
 * It follows ../shared/docs/invoicing.md §5 "The simulator must reproduce" (sources there):
 * - Auth: the `api_key` query parameter; a missing or wrong key → 401. One account (option `account`).
 * - Series (§2.10): each with per-type sequence ids, numbers and AT validation codes (8+ characters when
 *   registered, `N/D` when not); finalizing in an `N/D` series → 422.
 * - Numbering (§2.5): a number per (series, type) assigned **at finalize**, gapless; drafts show `rascunho`;
 *   deleted drafts use no number. `sequence_number` `N/SERIE`, `inverted_sequence_number` `SERIE/N`, `atcud`
 *   `CODE-N`.
 * - Chronology: finalizing with a date before the last finalized document of the same series and type → 422
 *   "Date cannot be earlier than the last invoice-receipt of this sequence[02 Aug 26]"; `due_date < date` → 422
 *   "Due date must be later than date".
 * - Totals: per line `unit_price × quantity × (1 − discount/100)` rounded to the cent; VAT per rate on the sum of
 *   its lines' bases (the rounding order is [?]); `sum`, `discount`, `before_taxes`, `taxes`, `total`.
 * - The traps (§2.3): a tax name the account does not have **silently becomes the account's default tax**; a
 *   document with 0 % lines and no `tax_exemption` **is stamped `M99`**, not refused.
 * - Upserts: clients by `code` (the fields sent overwrite), items by `name` (a known item is updated).
 * - States: the §2.5 transition table; "Invalid state", "Cancel message can't be blank"; an FR finalizes to
 *   `settled`, other types to `final`.
 * - Hash: `saft_hash` = base64 RSA-SHA1 (a key made at start) over `date;systemEntryDate;number;grossTotal;
 *   prevHash`, chained per series and type [?]; the QR's Q is characters 1, 11, 21, 31.
 * - QR (§1.5): the Portaria 195/2020 text (core/shared/at-qr-payload.ts), as a PNG at `/api/qr_codes/{id}.json`;
 *   a fiscal space per tax region (a tax whose region is a country code, for OSS, writes that code in I1: [?]).
 * - PDF (§2.7): `/api/pdf/{id}.json` answers 202 with an empty body for the first `pdfPendingCalls` calls per
 *   document (default 2), then 200 `{"output":{"pdfUrl"}}`; the URL serves a generated PDF (./simulator-pdf.ts)
 *   showing the number, ATCUD, hash characters and QR code, and expires after `pdfUrlTtlMs`. Drafts and deleted
 *   documents → 406 (for drafts the real answer is [?]).
 * - Errors (§2.13): `{"errors":[{"error":"…"}]}`; 404 for unknown ids; a repeated `proprietary_uid` → 409
 *   (option `duplicateUid`: `"409"`, `"replay"` the existing document, or `"ignore"`; the real behaviour is [?]).
 * - Faults: more than `rateLimitPerMinute` calls a minute (default 100) → 429 with `Retry-After`; injected 429,
 *   500, 502, 503, `hang` (no answer) and `lose-response` (a create or change-state is carried out, then the
 *   connection is dropped) for the next calls; injected 422 refusals with a given message.
 * - Reads: `GET /{type}/{id}.json`, `GET /{type}.json` (`reference`, `status[]`, `page`, `per_page`),
 *   `GET /taxes.json`, `GET /sequences.json`; `PUT /{type}/{id}/email-document.json` records to an outbox.
 * Messages the docs do not give are the simulator's own (e.g. "Sequence FAB is not registered with AT").
 *
 * Control: in-process as `sim.control`, and over HTTP under `/__sim/` (no key): `POST /__sim/faults`
 * `{"count","fault","match"}`, `POST /__sim/refusals` `{"count","message","match"}`, `GET /__sim/documents`.
 */
import { createSign, generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import QRCode from "qrcode";
import { atQrPayload, type AtQrFiscalSpace, hashCharacters } from "../../core/shared/at-qr-payload.ts";
import { decimalToCents } from "../../core/shared/money.ts";
import { INVOICEXPRESS_DOCUMENT_KEYS, type InvoiceXpressDocumentKind } from "./client.ts";
import { INVOICEXPRESS_COUNTRY_NAMES } from "./countries.ts";
import { renderSimulatedInvoicePdf } from "./simulator-pdf.ts";

/** The API key the simulator accepts when none is given. */
export const INVOICEXPRESS_SIMULATOR_API_KEY = "invoicexpress-simulator-key";
/** The account name the simulator plays when none is given. */
export const INVOICEXPRESS_SIMULATOR_ACCOUNT = "fabrico-sim";

/** A tax of the simulated account (invoicing.md §2.9). */
export interface SimTax {
  id: number;
  name: string;
  /** Percent. */
  value: number;
  region: string;
  /** NOR normal, INT intermediate, RED reduced, ISE exempt, OUT other. */
  code: "NOR" | "INT" | "RED" | "ISE" | "OUT";
  default_tax: boolean;
}

/** A series with, per document collection, its AT validation code (`N/D` when not registered). */
export interface SimSeries {
  serie: string;
  default?: boolean;
  /** By collection (`invoice_receipts`, `credit_notes`, …); a collection left out is `N/D`. */
  validationCodes: Partial<Record<InvoiceXpressDocumentKind, string>>;
}

/** The account's taxes by default: mainland Portugal's rates, the exempt tax, Madeira's and Azores' normal rates. */
export const DEFAULT_SIM_TAXES: readonly Omit<SimTax, "id">[] = [
  { name: "IVA23", value: 23, region: "PT", code: "NOR", default_tax: true },
  { name: "IVA13", value: 13, region: "PT", code: "INT", default_tax: false },
  { name: "IVA6", value: 6, region: "PT", code: "RED", default_tax: false },
  { name: "IVA0", value: 0, region: "PT", code: "ISE", default_tax: false },
];

/** The account's series by default: `FAB` registered for FR, FT and NC (the default), `OLD` not registered. */
export const DEFAULT_SIM_SERIES: readonly SimSeries[] = [
  {
    serie: "FAB",
    default: true,
    validationCodes: { invoice_receipts: "AAJFJ4VC", invoices: "AAJFJ5KD", credit_notes: "AAJFJ6NT" },
  },
  { serie: "OLD", validationCodes: {} },
];

/** A fault for the next API calls. */
export type InvoiceXpressSimFault = "429" | "500" | "502" | "503" | "hang" | "lose-response";

/** Settings of {@link startInvoiceXpressSimulator}; all optional. Times in ms. */
export interface InvoiceXpressSimulatorOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  account?: string;
  apiKey?: string;
  /** The issuer printed and put in the QR's field A. Default a made-up company with NIF 509999990. */
  issuer?: { name: string; taxNumber: string; address: string };
  /** The software certificate number (QR field R); default `9999`, as the AT examples. */
  certificateNumber?: string;
  taxes?: readonly Omit<SimTax, "id">[];
  series?: readonly SimSeries[];
  /** 202 answers before a PDF is ready, per document; default 2. */
  pdfPendingCalls?: number;
  /** How long a PDF URL works, ms; default 24 h (invoicing.md §2.7). */
  pdfUrlTtlMs?: number;
  /** What a repeated `proprietary_uid` gets; default `"409"`. */
  duplicateUid?: "409" | "replay" | "ignore";
  /** Calls a minute before 429; default 100 (invoicing.md §2.14 [L]). */
  rateLimitPerMinute?: number;
  /** `Retry-After` of an injected 429, seconds; default 1. */
  retryAfterSeconds?: number;
  /** Clock for dates, rate window and URL expiry; default the wall clock. */
  now?: () => Date;
}

/** A recorded API call (key redacted). */
export interface SimRequest {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

/** In-process control of a running simulator. */
export interface InvoiceXpressSimulatorControl {
  /** The next `count` API calls (whose `METHOD /path` contains `match`, e.g. `POST /credit_notes`) get `fault`. `count` 0 clears. */
  failNext(count: number, fault: InvoiceXpressSimFault, match?: string): void;
  /** The next `count` API calls (whose `METHOD /path` contains `match`) answer 422 with `message`. */
  refuseNext(count: number, message: string, match?: string): void;
  /** Every API call so far, oldest first. */
  requests: SimRequest[];
  /** The documents held, as the API would return them, oldest first. */
  documents(): Record<string, unknown>[];
  /** E-mails sent with `email-document`. */
  outbox: { documentId: number; to: string; subject: string }[];
  /** The QR payload of a finalized document (what its PDF and QR image carry). */
  qrPayload(documentId: number | string): string;
  /** Items as upserted by name. */
  items(): Record<string, unknown>[];
  /** Clients as upserted by code. */
  clients(): Record<string, unknown>[];
}

/** A running simulator. */
export interface InvoiceXpressSimulator {
  /** `http://127.0.0.1:<port>`: the client's `baseUrl`. */
  url: string;
  account: string;
  apiKey: string;
  control: InvoiceXpressSimulatorControl;
  /** Stops listening and drops open (e.g. hanging) connections. */
  close(): Promise<void>;
}

// ---------------------------------------------------------------- internals

interface SimItem {
  name: string;
  description: string;
  unitPriceCents: number;
  quantity: number;
  unit: string;
  discount: number;
  tax: SimTax;
  subtotalCents: number;
  discountCents: number;
  netCents: number;
}

interface SimDoc {
  id: number;
  kind: InvoiceXpressDocumentKind;
  status: "draft" | "final" | "settled" | "canceled" | "deleted";
  /** `YYYY-MM-DD`. */
  date: string;
  dueDate: string;
  reference: string | null;
  observations: string | null;
  taxExemption: string | null;
  series: number;
  number: number | null;
  atcud: string | null;
  saftHash: string | null;
  ownerInvoiceId: number | null;
  cancelMessage: string | null;
  client: Record<string, string> & { id: string; name: string; code: string };
  items: SimItem[];
  sumCents: number;
  discountCents: number;
  beforeTaxesCents: number;
  taxesCents: number;
  totalCents: number;
  pdfCalls: number;
  proprietaryUid: string | null;
}

/** A 422 the handlers throw. */
class Refusal extends Error {
  readonly status: number;
  constructor(message: string, status = 422) {
    super(message);
    this.status = status;
  }
}

/** What each collection is called in messages and on the document (§2.2). */
const DOC_INFO: Record<InvoiceXpressDocumentKind, { label: string; prefix: string; type: string; title: string }> = {
  invoices: { label: "invoice", prefix: "FT", type: "Invoice", title: "Fatura" },
  invoice_receipts: { label: "invoice-receipt", prefix: "FR", type: "InvoiceReceipt", title: "Fatura-Recibo" },
  simplified_invoices: {
    label: "simplified invoice",
    prefix: "FS",
    type: "SimplifiedInvoice",
    title: "Fatura Simplificada",
  },
  credit_notes: { label: "credit note", prefix: "NC", type: "CreditNote", title: "Nota de Crédito" },
  debit_notes: { label: "debit note", prefix: "ND", type: "DebitNote", title: "Nota de Débito" },
};
const KINDS = Object.keys(INVOICEXPRESS_DOCUMENT_KEYS) as InvoiceXpressDocumentKind[];
/** Units InvoiceXpress accepts on items [?] ("Unit kg is not included in the list of accepted units", §2.13). */
const UNITS = ["unit", "service", "hour", "day", "month", "other"];
/** Exemption reasons the simulator prints (invoicing.md §1.8). */
const EXEMPTION_TEXT: Record<string, string> = {
  M05: "Isento artigo 14.º do CIVA",
  M07: "Isento artigo 9.º do CIVA",
  M10: "IVA – regime de isenção (artigo 53.º do CIVA)",
  M16: "Isento artigo 14.º do RITI",
  M99: "Não sujeito; não tributado",
};
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const COUNTRY_CODES = new Map(Object.entries(INVOICEXPRESS_COUNTRY_NAMES).map(([code, name]) => [name, code]));

const euros = (cents: number) => cents / 100;

function parseDate(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  return Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) ? null : iso;
}
const ixDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

function asNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

/**
 * Starts the simulator on 127.0.0.1.
 * @returns its `url` (the client's `baseUrl`), account, key, control and `close`
 */
export async function startInvoiceXpressSimulator(
  options: InvoiceXpressSimulatorOptions = {},
): Promise<InvoiceXpressSimulator> {
  const account = options.account ?? INVOICEXPRESS_SIMULATOR_ACCOUNT;
  const apiKey = options.apiKey ?? INVOICEXPRESS_SIMULATOR_API_KEY;
  const issuer = options.issuer ?? {
    name: "Fabrico Simulado, Lda.",
    taxNumber: "509999990",
    address: "Rua das Flores 12, 4050-262 Porto",
  };
  const certificateNumber = options.certificateNumber ?? "9999";
  const now = options.now ?? (() => new Date());
  const pdfPendingCalls = options.pdfPendingCalls ?? 2;
  const pdfUrlTtlMs = options.pdfUrlTtlMs ?? 24 * 3600_000;
  const duplicateUid = options.duplicateUid ?? "409";
  const rateLimit = options.rateLimitPerMinute ?? 100;
  const injectedRetryAfter = options.retryAfterSeconds ?? 1;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 1024 });

  const taxes: SimTax[] = (options.taxes ?? DEFAULT_SIM_TAXES).map((t, i) => ({ ...t, id: i + 1 }));
  let nextSequenceId = 100;
  const series = (options.series ?? DEFAULT_SIM_SERIES).map((s, i) => ({
    id: i + 1,
    serie: s.serie,
    default: s.default ?? i === 0,
    types: Object.fromEntries(
      KINDS.map((kind) => [
        kind,
        {
          sequenceId: nextSequenceId++,
          code: s.validationCodes[kind] ?? "N/D",
          number: 0,
          lastDate: null as string | null,
          lastHash: "",
        },
      ]),
    ) as Record<
      InvoiceXpressDocumentKind,
      { sequenceId: number; code: string; number: number; lastDate: string | null; lastHash: string }
    >,
  }));
  const documents = new Map<number, SimDoc>();
  const clients = new Map<string, Record<string, string> & { id: string; name: string; code: string }>();
  const items = new Map<string, Record<string, unknown>>();
  const uids = new Map<string, number>();
  const files = new Map<string, { documentId: number; kind: "pdf" | "png"; secondCopy: boolean; expiresAt: number }>();
  let nextDocumentId = 1000;
  let nextClientId = 5000;
  const faults: { fault: InvoiceXpressSimFault; match?: string }[] = [];
  const refusals: { message: string; match?: string }[] = [];
  const window: number[] = [];
  const requests: SimRequest[] = [];
  const outbox: InvoiceXpressSimulatorControl["outbox"] = [];
  let baseUrl = "";

  const defaultTax = () => taxes.find((t) => t.default_tax) ?? (taxes[0] as SimTax);

  function seriesOf(doc: SimDoc) {
    const s = series.find((x) => x.id === doc.series);
    if (!s) throw new Error("unknown series");
    return { s, t: s.types[doc.kind] };
  }

  function view(doc: SimDoc): Record<string, unknown> {
    const { s } = seriesOf(doc);
    const numbered = doc.number !== null;
    return {
      id: doc.id,
      status: doc.status,
      archived: false,
      type: DOC_INFO[doc.kind].type,
      sequence_number: numbered ? `${doc.number}/${s.serie}` : "rascunho",
      inverted_sequence_number: numbered ? `${s.serie}/${doc.number}` : null,
      atcud: doc.atcud,
      sequence_id: s.types[doc.kind].sequenceId,
      date: ixDate(doc.date),
      due_date: ixDate(doc.dueDate),
      reference: doc.reference,
      observations: doc.observations,
      retention: null,
      tax_exemption: doc.taxExemption,
      saft_hash: doc.saftHash,
      owner_invoice_id: doc.ownerInvoiceId,
      permalink: `${baseUrl}/documents/${doc.id}`,
      sum: euros(doc.sumCents),
      discount: euros(doc.discountCents),
      before_taxes: euros(doc.beforeTaxesCents),
      taxes: euros(doc.taxesCents),
      total: euros(doc.totalCents),
      currency: "Euro",
      client: { ...doc.client, id: Number(doc.client.id) },
      items: doc.items.map((item) => ({
        name: item.name,
        description: item.description,
        unit_price: (item.unitPriceCents / 100).toFixed(2),
        unit: item.unit,
        quantity: item.quantity.toFixed(1),
        discount: item.discount,
        tax: { id: item.tax.id, name: item.tax.name, value: item.tax.value },
        subtotal: euros(item.netCents),
        tax_amount: euros(Math.round((item.netCents * item.tax.value) / 100)),
        total: euros(item.netCents + Math.round((item.netCents * item.tax.value) / 100)),
      })),
    };
  }

  // ------------------------------------------------------------ documents

  function createDocument(
    kind: InvoiceXpressDocumentKind,
    body: Record<string, unknown>,
  ): { status: number; doc: SimDoc } {
    const input = (body.invoice ?? body[INVOICEXPRESS_DOCUMENT_KEYS[kind]]) as Record<string, unknown> | undefined;
    if (!input || typeof input !== "object") throw new Refusal("Invoice is invalid");
    const uid = typeof body.proprietary_uid === "string" && body.proprietary_uid ? body.proprietary_uid : null;
    if (uid && uids.has(uid) && duplicateUid !== "ignore") {
      const existing = documents.get(uids.get(uid) as number) as SimDoc;
      if (duplicateUid === "replay") return { status: 200, doc: existing };
      throw new Refusal("Proprietary uid has already been taken", 409);
    }
    const date = parseDate(input.date);
    if (!date) throw new Refusal("Date is invalid");
    const dueDate = parseDate(input.due_date);
    if (!dueDate) throw new Refusal("Due date is invalid");
    if (dueDate < date) throw new Refusal("Due date must be later than date");

    const client = input.client as Record<string, unknown> | undefined;
    if (!client || typeof client.name !== "string" || !client.name || typeof client.code !== "string" || !client.code) {
      throw new Refusal("Client is invalid");
    }
    const country = typeof client.country === "string" && client.country ? client.country : "Portugal";
    if (!COUNTRY_CODES.has(country)) throw new Refusal(`Country ${country} was not found`);
    if (
      country === "Portugal" &&
      client.postal_code !== undefined &&
      !/^\d{4}-\d{3}$/.test(String(client.postal_code))
    ) {
      throw new Refusal("Client postal code is invalid");
    }
    if (client.email !== undefined && client.email !== "" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(client.email))) {
      throw new Refusal("Email must be an email address");
    }

    if (!Array.isArray(input.items)) throw new Refusal("Items element should be of type array");
    if (input.items.length === 0) throw new Refusal("Invoice items is invalid");
    const lines: SimItem[] = input.items.map((raw: unknown) => {
      const item = (raw ?? {}) as Record<string, unknown>;
      if (typeof item.name !== "string" || !item.name) throw new Refusal("Invoice items is invalid");
      const unitPrice = asNumber(item.unit_price);
      if (unitPrice === null || unitPrice < 0) throw new Refusal("Unit price must be a number");
      const quantity = asNumber(item.quantity);
      if (quantity === null || quantity <= 0) throw new Refusal("Quantity must be a number greater than 0");
      const discount = item.discount === undefined || item.discount === null ? 0 : asNumber(item.discount);
      if (discount === null || discount < 0 || discount > 100) throw new Refusal("Discount is not a number");
      const unit = typeof item.unit === "string" && item.unit ? item.unit : "unit";
      if (!UNITS.includes(unit)) throw new Refusal(`Unit ${unit} is not included in the list of accepted units`);
      const taxName = (item.tax as { name?: unknown } | undefined)?.name;
      // the trap (§2.3 [C]): an unknown tax name silently becomes the account's default tax
      const tax = taxes.find((t) => t.name === taxName) ?? defaultTax();
      const unitPriceCents = decimalToCents(String(unitPrice));
      const subtotalCents = Math.round(unitPriceCents * quantity);
      const discountCents = Math.round((subtotalCents * discount) / 100);
      return {
        name: item.name,
        description: typeof item.description === "string" ? item.description : item.name,
        unitPriceCents,
        quantity,
        unit,
        discount,
        tax,
        subtotalCents,
        discountCents,
        netCents: subtotalCents - discountCents,
      };
    });

    let taxExemption: string | null = null;
    if (input.tax_exemption !== undefined && input.tax_exemption !== null && input.tax_exemption !== "") {
      taxExemption = String(input.tax_exemption);
      if (!/^M\d{2}$/.test(taxExemption) || taxExemption === "M08") throw new Refusal("Tax exemption is invalid");
    }
    // the trap (§2.3 [L]): 0 % lines without an exemption reason are not refused; the document gets M99
    if (lines.some((l) => l.tax.value === 0) && !taxExemption) taxExemption = "M99";
    if (!lines.some((l) => l.tax.value === 0) && taxExemption) taxExemption = null;

    let seriesId = (series.find((s) => s.default) ?? series[0])?.id as number;
    if (input.sequence_id !== undefined && input.sequence_id !== null && input.sequence_id !== "") {
      const found = series.find((s) => String(s.types[kind].sequenceId) === String(input.sequence_id));
      if (!found) throw new Refusal("Sequence is invalid");
      seriesId = found.id;
    }
    let ownerInvoiceId: number | null = null;
    if (input.owner_invoice_id !== undefined && input.owner_invoice_id !== null && input.owner_invoice_id !== "") {
      const owner = documents.get(Number(input.owner_invoice_id));
      if (!owner || owner.status === "draft" || owner.status === "deleted" || owner.kind === "credit_notes") {
        throw new Refusal("Owner invoice is invalid");
      }
      ownerInvoiceId = owner.id;
    }

    // upserts (§2.3 [C]): the client by code, items by name (a known item takes the values sent)
    const code = client.code as string;
    const previous = clients.get(code);
    const stored = {
      ...(previous ?? {}),
      ...Object.fromEntries(Object.entries(client).map(([k, v]) => [k, String(v)])),
      id: previous?.id ?? String(nextClientId++),
      name: client.name as string,
      code,
      country,
    };
    clients.set(code, stored);
    for (const line of lines) {
      items.set(line.name, {
        name: line.name,
        description: line.description,
        unit_price: (line.unitPriceCents / 100).toFixed(2),
        unit: line.unit,
        tax: { name: line.tax.name },
      });
    }

    const byRate = new Map<number, number>();
    for (const line of lines) byRate.set(line.tax.id, (byRate.get(line.tax.id) ?? 0) + line.netCents);
    let taxesCents = 0;
    for (const [taxId, base] of byRate) {
      const tax = taxes.find((t) => t.id === taxId) as SimTax;
      taxesCents += Math.round((base * tax.value) / 100);
    }
    const sum = lines.reduce((a, l) => a + l.subtotalCents, 0);
    const discountCents = lines.reduce((a, l) => a + l.discountCents, 0);
    const doc: SimDoc = {
      id: nextDocumentId++,
      kind,
      status: "draft",
      date,
      dueDate,
      reference: typeof input.reference === "string" && input.reference ? input.reference : null,
      observations: typeof input.observations === "string" && input.observations ? input.observations : null,
      taxExemption,
      series: seriesId,
      number: null,
      atcud: null,
      saftHash: null,
      ownerInvoiceId,
      cancelMessage: null,
      client: stored,
      items: lines,
      sumCents: sum,
      discountCents,
      beforeTaxesCents: sum - discountCents,
      taxesCents,
      totalCents: sum - discountCents + taxesCents,
      pdfCalls: 0,
      proprietaryUid: uid,
    };
    documents.set(doc.id, doc);
    if (uid) uids.set(uid, doc.id);
    return { status: 201, doc };
  }

  function finalize(doc: SimDoc) {
    const { s, t } = seriesOf(doc);
    if (!/^[A-Z0-9]{8,}$/.test(t.code)) throw new Refusal(`Sequence ${s.serie} is not registered with AT`);
    if (t.lastDate && doc.date < t.lastDate) {
      const [y, m, d] = t.lastDate.split("-");
      throw new Refusal(
        `Date cannot be earlier than the last ${DOC_INFO[doc.kind].label} of this sequence[${d} ${MONTHS[Number(m) - 1]} ${y?.slice(2)}]`,
      );
    }
    t.number += 1;
    doc.number = t.number;
    doc.atcud = `${t.code}-${t.number}`;
    const systemEntry = now().toISOString().slice(0, 19);
    const message = `${doc.date};${systemEntry};${DOC_INFO[doc.kind].prefix} ${s.serie}/${t.number};${(doc.totalCents / 100).toFixed(2)};${t.lastHash}`;
    doc.saftHash = createSign("RSA-SHA1").update(message).sign(privateKey, "base64");
    t.lastHash = doc.saftHash;
    t.lastDate = doc.date;
    doc.status = doc.kind === "invoice_receipts" ? "settled" : "final";
  }

  function changeState(doc: SimDoc, input: Record<string, unknown>) {
    const state = input.state;
    const fr = doc.kind === "invoice_receipts";
    const note = doc.kind === "credit_notes" || doc.kind === "debit_notes";
    if (state === "finalized" && doc.status === "draft") return finalize(doc);
    if (state === "deleted" && doc.status === "draft") {
      doc.status = "deleted";
      return;
    }
    if (state === "canceled" && (doc.status === "final" || (doc.status === "settled" && fr))) {
      if (typeof input.message !== "string" || !input.message.trim())
        throw new Refusal("Cancel message can't be blank");
      doc.cancelMessage = input.message;
      doc.status = "canceled";
      return;
    }
    if (state === "settled" && doc.status === "final") {
      doc.status = "settled";
      return;
    }
    if (state === "unsettled" && doc.status === "settled" && note) {
      doc.status = "final";
      return;
    }
    throw new Refusal("Invalid state");
  }

  function qrPayload(doc: SimDoc): string {
    const { s } = seriesOf(doc);
    const spaces = new Map<string, AtQrFiscalSpace>();
    for (const item of doc.items) {
      const space = spaces.get(item.tax.region) ?? { region: item.tax.region };
      spaces.set(item.tax.region, space);
      const vat = Math.round((item.netCents * item.tax.value) / 100);
      const add = (base: keyof AtQrFiscalSpace, tax: keyof AtQrFiscalSpace | null) => {
        (space[base] as number | undefined) = ((space[base] as number | undefined) ?? 0) + item.netCents;
        if (tax) (space[tax] as number | undefined) = ((space[tax] as number | undefined) ?? 0) + vat;
      };
      if (item.tax.code === "ISE" || item.tax.value === 0) add("exemptBaseCents", null);
      else if (item.tax.code === "RED") add("reducedBaseCents", "reducedVatCents");
      else if (item.tax.code === "INT") add("intermediateBaseCents", "intermediateVatCents");
      else add("normalBaseCents", "normalVatCents");
    }
    // per-rate VAT is rounded per line here; the document's own total VAT (N) is per rate (see the header)
    return atQrPayload({
      issuerTaxNumber: issuer.taxNumber,
      buyerTaxNumber: doc.client.fiscal_id || null,
      buyerCountry: COUNTRY_CODES.get(doc.client.country ?? "") ?? "Desconhecido",
      documentType: DOC_INFO[doc.kind].prefix,
      documentStatus: doc.status === "canceled" ? "A" : "N",
      documentDate: doc.date,
      documentId: `${DOC_INFO[doc.kind].prefix} ${s.serie}/${doc.number}`,
      atcud: doc.atcud ?? "0",
      fiscalSpaces: [...spaces.values()].slice(0, 3),
      totalTaxCents: doc.taxesCents,
      grossTotalCents: doc.totalCents,
      hashCharacters: hashCharacters(doc.saftHash ?? ""),
      certificateNumber,
    });
  }

  async function renderPdf(doc: SimDoc, secondCopy: boolean): Promise<Uint8Array> {
    const { s } = seriesOf(doc);
    const owner = doc.ownerInvoiceId === null ? null : documents.get(doc.ownerInvoiceId);
    const byRate = new Map<number, { ratePercent: number; baseCents: number; vatCents: number }>();
    for (const item of doc.items) {
      const entry = byRate.get(item.tax.value) ?? { ratePercent: item.tax.value, baseCents: 0, vatCents: 0 };
      entry.baseCents += item.netCents;
      byRate.set(item.tax.value, entry);
    }
    for (const entry of byRate.values()) entry.vatCents = Math.round((entry.baseCents * entry.ratePercent) / 100);
    const c = doc.client;
    return renderSimulatedInvoicePdf({
      title: DOC_INFO[doc.kind].title,
      number: `${DOC_INFO[doc.kind].prefix} ${s.serie}/${doc.number}`,
      atcud: doc.atcud ?? "",
      date: ixDate(doc.date),
      issuer,
      client: {
        name: c.name,
        taxNumber: c.fiscal_id || null,
        address: [c.address, [c.postal_code, c.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
        country: c.country ?? "",
      },
      lines: doc.items.map((item) => ({
        description: item.description,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        discountPercent: item.discount,
        ratePercent: item.tax.value,
        totalCents: item.netCents,
      })),
      vatByRate: [...byRate.values()],
      exemption: doc.taxExemption ? `${doc.taxExemption} ${EXEMPTION_TEXT[doc.taxExemption] ?? ""}`.trim() : null,
      corrects: owner ? `${DOC_INFO[owner.kind].prefix} ${seriesOf(owner).s.serie}/${owner.number}` : null,
      observations: doc.observations,
      netCents: doc.beforeTaxesCents,
      vatCents: doc.taxesCents,
      totalCents: doc.totalCents,
      hashCharacters: hashCharacters(doc.saftHash ?? ""),
      certificateNumber,
      qrPayload: qrPayload(doc),
      secondCopy,
    });
  }

  function list(kind: InvoiceXpressDocumentKind, query: URLSearchParams) {
    const statuses = [...query.getAll("status[]"), ...query.getAll("status")];
    const reference = query.get("reference");
    const perPage = Math.min(Math.max(Number(query.get("per_page") ?? 10) || 10, 1), 100);
    const page = Math.max(Number(query.get("page") ?? 1) || 1, 1);
    const all = [...documents.values()]
      .filter((d) => d.kind === kind)
      .filter((d) => statuses.length === 0 || statuses.includes(d.status))
      .filter((d) => !reference || d.reference === reference)
      .reverse();
    return {
      [kind]: all.slice((page - 1) * perPage, page * perPage).map(view),
      pagination: {
        current_page: page,
        total_pages: Math.max(1, Math.ceil(all.length / perPage)),
        total_entries: all.length,
        per_page: perPage,
      },
    };
  }

  // ------------------------------------------------------------ HTTP

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      throw new Refusal("Body is not JSON", 400);
    }
  }

  function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
    const text = body === undefined ? "" : JSON.stringify(body);
    res.writeHead(status, {
      ...(body === undefined ? {} : { "content-type": "application/json; charset=utf-8" }),
      ...headers,
    });
    res.end(text);
  }
  const errorBody = (message: string) => ({ errors: [{ error: message }] });

  function takeMatching<T extends { match?: string }>(queue: T[], path: string): T | undefined {
    const index = queue.findIndex((f) => !f.match || path.includes(f.match));
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  }

  async function api(res: ServerResponse, url: URL, method: string, body: unknown) {
    const path = url.pathname;
    const docRoute = /^\/([a-z_]+)\/(\d+)(\/change-state|\/email-document)?\.json$/.exec(path);
    const listRoute = /^\/([a-z_]+)\.json$/.exec(path);
    const pdfRoute = /^\/api\/pdf\/(\d+)\.json$/.exec(path);
    const qrRoute = /^\/api\/qr_codes\/(\d+)\.json$/.exec(path);
    const isKind = (k: string | undefined): k is InvoiceXpressDocumentKind => !!k && (KINDS as string[]).includes(k);

    if (method === "GET" && path === "/taxes.json")
      return send(res, 200, { taxes: taxes.map((t) => ({ ...t, value: t.value.toFixed(1) })) });
    if (method === "GET" && path === "/sequences.json") {
      return send(res, 200, {
        sequences: series.map((s) => ({
          id: s.id,
          serie: s.serie,
          default_sequence: s.default ? 1 : 0,
          ...Object.fromEntries(
            KINDS.flatMap((kind) => {
              const key = INVOICEXPRESS_DOCUMENT_KEYS[kind];
              const t = s.types[kind];
              return [
                [`current_${key}_sequence_id`, t.sequenceId],
                [`current_${key}_number`, t.number],
                [`current_${key}_validation_code`, t.code],
              ];
            }),
          ),
        })),
      });
    }
    if (listRoute && isKind(listRoute[1])) {
      const kind = listRoute[1];
      if (method === "GET") return send(res, 200, list(kind, url.searchParams));
      if (method === "POST") {
        const { status, doc } = createDocument(kind, (body ?? {}) as Record<string, unknown>);
        return { status, payload: { [INVOICEXPRESS_DOCUMENT_KEYS[kind]]: view(doc) } };
      }
    }
    if (docRoute && isKind(docRoute[1])) {
      const kind = docRoute[1];
      const doc = documents.get(Number(docRoute[2]));
      if (!doc || doc.kind !== kind) return send(res, 404, errorBody("Not found"));
      const key = INVOICEXPRESS_DOCUMENT_KEYS[kind];
      if (method === "GET" && !docRoute[3]) return send(res, 200, { [key]: view(doc) });
      if (method === "PUT" && docRoute[3] === "/change-state") {
        const b = (body ?? {}) as Record<string, unknown>;
        changeState(doc, (b.invoice ?? b[key] ?? {}) as Record<string, unknown>);
        return { status: 200, payload: { [key]: view(doc) } };
      }
      if (method === "PUT" && docRoute[3] === "/email-document") {
        const message = ((body ?? {}) as { message?: Record<string, unknown> }).message ?? {};
        const to = String((message.client as { email?: unknown } | undefined)?.email ?? "");
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(to)) throw new Refusal("Email: is an invalid email");
        if (doc.status === "draft" || doc.status === "deleted") throw new Refusal("Invalid state");
        outbox.push({ documentId: doc.id, to, subject: String(message.subject ?? "") });
        return send(res, 200);
      }
    }
    if (method === "GET" && (pdfRoute || qrRoute)) {
      const doc = documents.get(Number((pdfRoute ?? qrRoute)?.[1]));
      if (!doc) return send(res, 404, errorBody("Not found"));
      if (doc.status === "draft" || doc.status === "deleted")
        return send(res, 406, errorBody("Document in an invalid state"));
      const token = randomBytes(16).toString("hex");
      const expiresAt = now().getTime() + pdfUrlTtlMs;
      if (qrRoute) {
        files.set(token, { documentId: doc.id, kind: "png", secondCopy: false, expiresAt });
        return send(res, 200, { qr_code: { url: `${baseUrl}/__sim/files/${token}.png` } });
      }
      doc.pdfCalls += 1;
      if (doc.pdfCalls <= pdfPendingCalls) return send(res, 202);
      files.set(token, {
        documentId: doc.id,
        kind: "pdf",
        secondCopy: url.searchParams.get("second_copy") === "true",
        expiresAt,
      });
      return send(res, 200, { output: { pdfUrl: `${baseUrl}/__sim/files/${token}.pdf` } });
    }
    return send(res, 404, errorBody("Not found"));
  }

  async function controlRoute(res: ServerResponse, url: URL, method: string, body: unknown) {
    const b = (body ?? {}) as Record<string, unknown>;
    const file = /^\/__sim\/files\/([0-9a-f]+)\.(pdf|png)$/.exec(url.pathname);
    if (file && method === "GET") {
      const entry = files.get(file[1] ?? "");
      const doc = entry ? documents.get(entry.documentId) : undefined;
      if (!entry || !doc || entry.expiresAt < now().getTime()) {
        res.writeHead(403, { "content-type": "text/plain" });
        return res.end("Request has expired");
      }
      const bytes =
        entry.kind === "pdf"
          ? await renderPdf(doc, entry.secondCopy)
          : await QRCode.toBuffer(qrPayload(doc), { errorCorrectionLevel: "M", margin: 1, width: 240 });
      res.writeHead(200, { "content-type": entry.kind === "pdf" ? "application/pdf" : "image/png" });
      return res.end(Buffer.from(bytes));
    }
    if (method === "POST" && url.pathname === "/__sim/faults") {
      control.failNext(
        Number(b.count ?? 1),
        String(b.fault ?? "503") as InvoiceXpressSimFault,
        b.match as string | undefined,
      );
      return send(res, 200, { ok: true });
    }
    if (method === "POST" && url.pathname === "/__sim/refusals") {
      control.refuseNext(
        Number(b.count ?? 1),
        String(b.message ?? "Invoice is invalid"),
        b.match as string | undefined,
      );
      return send(res, 200, { ok: true });
    }
    if (method === "GET" && url.pathname === "/__sim/documents")
      return send(res, 200, { documents: control.documents() });
    return send(res, 404, errorBody("Not found"));
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    void (async () => {
      let body: unknown;
      try {
        body = await readBody(req);
      } catch {
        return send(res, 400, errorBody("Body is not JSON"));
      }
      if (url.pathname.startsWith("/__sim/")) return controlRoute(res, url, method, body);
      const record: SimRequest = { method, path: url.pathname, status: 0, body };
      requests.push(record);
      const answer = (status: number, payload?: unknown, headers?: Record<string, string>) => {
        record.status = status;
        send(res, status, payload, headers);
      };
      if (url.searchParams.get("api_key") !== apiKey) return answer(401, errorBody("Access denied: invalid api_key"));
      const at = now().getTime();
      while (window.length > 0 && (window[0] as number) <= at - 60_000) window.shift();
      if (window.length >= rateLimit) {
        const wait = Math.max(1, Math.ceil(((window[0] as number) + 60_000 - at) / 1000));
        return answer(429, errorBody("Too Many Requests"), { "retry-after": String(wait) });
      }
      window.push(at);
      const fault = takeMatching(faults, `${method} ${url.pathname}`);
      if (fault?.fault === "hang") {
        record.status = -1;
        return; // no answer until close()
      }
      if (fault && fault.fault !== "lose-response") {
        const status = Number(fault.fault);
        return answer(
          status,
          status === 429 ? errorBody("Too Many Requests") : undefined,
          status === 429 ? { "retry-after": String(injectedRetryAfter) } : {},
        );
      }
      const refusal = takeMatching(refusals, `${method} ${url.pathname}`);
      if (refusal) return answer(422, errorBody(refusal.message));
      try {
        const result = await api(res, url, method, body);
        if (result && "payload" in result) {
          if (fault?.fault === "lose-response") {
            record.status = -2;
            res.socket?.destroy();
            return;
          }
          answer(result.status, result.payload);
        } else record.status = res.statusCode;
      } catch (error) {
        if (error instanceof Refusal) return answer(error.status, errorBody(error.message));
        answer(500, errorBody(error instanceof Error ? error.message : String(error)));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const control: InvoiceXpressSimulatorControl = {
    failNext(count, fault, match) {
      if (count <= 0) faults.length = 0;
      for (let i = 0; i < count; i++) faults.push({ fault, match });
    },
    refuseNext(count, message, match) {
      if (count <= 0) refusals.length = 0;
      for (let i = 0; i < count; i++) refusals.push({ message, match });
    },
    requests,
    documents: () => [...documents.values()].map(view),
    outbox,
    qrPayload(documentId) {
      const doc = documents.get(Number(documentId));
      if (!doc || doc.number === null) throw new Error(`no finalized document ${documentId}`);
      return qrPayload(doc);
    },
    items: () => [...items.values()],
    clients: () => [...clients.values()],
  };

  return {
    url: baseUrl,
    account,
    apiKey,
    control,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
