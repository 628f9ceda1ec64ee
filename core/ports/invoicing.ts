import { DomainError, NotFound, Unavailable } from "../shared/errors.ts";
import type { Locale } from "../shared/locale.ts";

/**
 * What the shop's domain needs from a certified invoicing service (issue 19): legal invoice-receipts at
 * payment and credit notes at refund, each with its number, ATCUD and PDF. `core/` depends on this port
 * only; integrations/invoicexpress/adapter.ts implements it over InvoiceXpress's API (in dev and tests its
 * simulator, DESIGN rule 7), and another certified service (Moloni) would be another adapter.
 *
 * Legal frame and vocabulary: ../shared/docs/invoicing.md §1 (document codes are SAF-T (PT) `InvoiceType`s,
 * §1.2; ATCUD §1.4; exemption codes §1.8). Money is integer EUR cents, net of VAT unless a name says
 * otherwise (DESIGN rule 3). Dates are the document's calendar date in the shop's time zone, `YYYY-MM-DD`.
 */

/** SAF-T (PT) document types the shop issues (invoicing.md §1.2): FR invoice-receipt at payment, NC credit note at refund. */
export type InvoiceDocumentType = "FR" | "NC";

/**
 * The AT placeholder tax number of a final consumer who gave none (invoicing.md §1.3: QR field B and
 * client software use it). Send `taxNumber: null` for such a customer; the adapter knows what its service wants.
 */
export const FINAL_CONSUMER_TAX_NUMBER = "999999990";

/**
 * AT `TaxExemptionCode`s the shop uses on 0 % lines (invoicing.md §1.8, AT's table as certified vendors copy it):
 * - `M05` "Isento artigo 14.º do CIVA": exports (deliveries outside the EU);
 * - `M16` "Isento artigo 14.º do RITI": intra-EU supplies of goods to a VIES-valid business (Directive 2006/112/EC art. 138);
 * - `M07` "Isento artigo 9.º do CIVA"; `M10` art. 53.º small-business regime; `M99` "Não sujeito; não tributado".
 * M08 was withdrawn on 1 Jan 2023 and is not accepted.
 */
export const VAT_EXEMPTION_CODES = ["M05", "M07", "M10", "M16", "M99"] as const;
/** One of {@link VAT_EXEMPTION_CODES}. */
export type VatExemptionCode = (typeof VAT_EXEMPTION_CODES)[number];

/**
 * A line's VAT: taxed at a rate in a fiscal region, or exempt with its AT code.
 * - `taxed.region`: `PT` (mainland), `PT-AC` (Azores), `PT-MA` (Madeira), or an EU country's ISO 3166-1
 *   alpha-2 code for a one-stop-shop (OSS) sale at that country's rate (invoicing.md §1.9, §2.9 `tax.region`);
 * - `taxed.ratePercent`: the rate in percent, e.g. 23, 13, 6 (mainland), 22 (Madeira normal), 21 (ES normal).
 */
export type InvoiceLineVat =
  | { kind: "taxed"; ratePercent: number; region: string }
  | { kind: "exempt"; exemptionCode: VatExemptionCode };

/** One line of a document. Shipping is a line too (`code` e.g. `SHIP`, `unit` `service`). */
export interface InvoiceLine {
  /**
   * A stable code for the item at the service (the variant's SKU, `SHIP`, a design's code). Services upsert
   * their item catalogue by it and a known code is overwritten with the values sent (invoicing.md §2.3), so
   * never put variable text here: that goes in `description`.
   */
  code: string;
  /** What was sold, in the customer's language (variant, colour, size; "Custom T-shirt, 50 units"). */
  description: string;
  /** Quantity, > 0 (whole units for garments; a decimal is allowed for the service's sake). */
  quantity: number;
  /** Price of one unit, integer EUR cents, **net of VAT**, before the line's discount (invoicing.md §2.3). */
  unitPriceCents: number;
  /**
   * Discount on the line in percent (0–100, at most 2 decimals), as every certified service takes it
   * (InvoiceXpress item `discount`, Moloni `discount`, invoicing.md §2.3, §3). Default 0.
   */
  discountPercent?: number;
  /** `unit` for goods, `service` for shipping and fees (InvoiceXpress units, invoicing.md §4). Default `unit`. */
  unit?: "unit" | "service";
  vat: InvoiceLineVat;
}

/** The buyer as the document names them (art. 36.º n.º 5 CIVA, invoicing.md §1.3). */
export interface InvoiceCustomer {
  /**
   * A stable code for the buyer at the service (the shop's customer id; for a guest, the order's id).
   * Services reuse a client by code.
   */
  code: string;
  /** Person's or company's name. */
  name: string;
  /**
   * Tax number (PT NIF or a foreign VAT number) printed on the document, or null for a final consumer who
   * gave none ({@link FINAL_CONSUMER_TAX_NUMBER} on the QR code).
   */
  taxNumber: string | null;
  email?: string | null;
  /** Postal address; `country` is ISO 3166-1 alpha-2, e.g. `PT`. */
  address: { street: string; city: string; postcode: string; country: string };
  /** The language the document is printed in. */
  language: Locale;
}

/** What both kinds of document carry. */
export interface InvoiceDocumentInput {
  /**
   * The shop's idempotency key of this document (e.g. `ord_…-FR`, `rfd_…-NC`). Sent to the service as the
   * document's reference and its duplicate guard (InvoiceXpress `reference` and `proprietary_uid`,
   * invoicing.md §2.15), so asking again after a lost answer finds the same document instead of issuing twice.
   */
  reference: string;
  /** Document date, `YYYY-MM-DD` (the payment's or refund's date; art. 36.º n.º 1 c) CIVA, invoicing.md §1.6). */
  date: string;
  customer: InvoiceCustomer;
  /** At least one line; shipping as its own line. */
  lines: InvoiceLine[];
  /** Free text printed on the document, e.g. "Encomenda #FAB1234". */
  observations?: string;
  /**
   * The total including VAT the shop computed, integer EUR cents. When given, the adapter checks the
   * service's draft against it and refuses (deleting the draft) on any difference, before the document is
   * final (invoicing.md §5 step 4).
   */
  expectedTotalCents?: number;
}

/** An invoice-receipt (FR): the document for an order paid at checkout (invoicing.md §1.2, §1.6). */
export type InvoiceReceiptInput = InvoiceDocumentInput;

/** A credit note (NC) for money given back: it references the document it corrects (invoicing.md §1.7). */
export interface CreditNoteInput extends InvoiceDocumentInput {
  /** The service's id of the original document (an {@link IssuedDocument.documentId}). */
  originalDocumentId: string;
  /** Why the credit is given ("Devolução", "Reembolso parcial"); printed on the note. */
  reason: string;
}

/** A document's state at the service: `draft` has no fiscal value; `issued` is final (or settled); `cancelled` was annulled. */
export type IssuedDocumentStatus = "draft" | "issued" | "cancelled";

/** A document the service holds. Totals in integer EUR cents. */
export interface IssuedDocument {
  /** The service's id of the document (keep it: PDFs and credit notes name it). */
  documentId: string;
  type: InvoiceDocumentType;
  /** The legal number as printed, type + series/number, e.g. `FR FAB/12` (invoicing.md §2.3); null for a draft. */
  number: string | null;
  /** `<validation code>-<number>`, e.g. `AAJFJ4VC-12` (invoicing.md §1.4); null for a draft. */
  atcud: string | null;
  status: IssuedDocumentStatus;
  /** Document date, `YYYY-MM-DD`. */
  date: string;
  /** Total before VAT, integer EUR cents. */
  netTotalCents: number;
  /** VAT, integer EUR cents. */
  vatTotalCents: number;
  /** Total including VAT, integer EUR cents. */
  totalCents: number;
  /** The 4 characters of the signature hash printed on the document (positions 1, 11, 21, 31; §1.3), when known. */
  hashCharacters: string | null;
  /** The service's own page of the document, when it has one. */
  permalink: string | null;
}

/** The PDF of a document: the service renders it asynchronously (invoicing.md §2.7). */
export type InvoicePdf = { status: "pending" } | { status: "ready"; bytes: Uint8Array };

/**
 * The invoicing port. Every call may throw:
 * - {@link InvoicingUnavailable}: the service could not answer now (network, timeout, HTTP 429 or 5xx);
 *   retry later (after `retryAfterSeconds` when given);
 * - {@link InvoicingRefused}: the service (or the adapter, before sending) refused the request; `serviceMessage`
 *   says why; retrying the same request will not help (invoicing.md §5: retry a 422 once at most, then show it);
 * - {@link InvoicingDocumentNotFound}: the service has no document with that id.
 */
export interface InvoicingPort {
  /**
   * Issues a final invoice-receipt (FR). Idempotent by `reference`: a document already issued under it is
   * returned, a draft left by an interrupted call is finalized, nothing is issued twice.
   */
  issueInvoiceReceipt(input: InvoiceReceiptInput): Promise<IssuedDocument>;
  /** Issues a final credit note (NC) referencing `originalDocumentId`, for exactly its lines. Idempotent by `reference`. */
  issueCreditNote(input: CreditNoteInput): Promise<IssuedDocument>;
  /** The document as the service holds it now. */
  getDocument(type: InvoiceDocumentType, documentId: string): Promise<IssuedDocument>;
  /**
   * The document's PDF (the service's own, which carries its ATCUD, QR code and, from 2027, its qualified
   * signature: store these bytes and send them, never re-render; invoicing.md §1.11). `pending` while the
   * service is still rendering it: ask again later.
   */
  fetchPdf(type: InvoiceDocumentType, documentId: string): Promise<InvoicePdf>;
}

/** Why the service could not answer. */
export type InvoicingUnavailableReason = "network" | "timeout" | "http" | "rate-limited" | "invalid-body";

/** The invoicing service could not answer now; retry later. HTTP 503, code `INVOICING_UNAVAILABLE`. */
export class InvoicingUnavailable extends Unavailable {
  readonly retryable = true;
  readonly reason: InvoicingUnavailableReason;
  /** The service's HTTP status when it answered (429, 5xx, or a 2xx with a body not of the documented shape). */
  readonly httpStatus?: number;
  /** Seconds to wait before retrying, when the service said (`Retry-After`). */
  readonly retryAfterSeconds?: number;
  constructor(
    message: string,
    reason: InvoicingUnavailableReason,
    options: { httpStatus?: number; retryAfterSeconds?: number } = {},
  ) {
    super(`Invoicing service unavailable (${reason}): ${message}`, "INVOICING_UNAVAILABLE");
    this.reason = reason;
    this.httpStatus = options.httpStatus;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * The invoicing service refused the request (HTTP 4xx, e.g. 422 "Date cannot be earlier than the last
 * invoice-receipt of this sequence"), or the adapter refused before sending because the service would have
 * done something wrong (an unknown tax name, a missing exemption code, a total that does not match).
 * HTTP 502 to the shop's callers, code `INVOICING_REFUSED`; not retryable as is.
 */
export class InvoicingRefused extends DomainError {
  readonly retryable = false;
  /** The service's message(s), joined with "; " (or the adapter's, when it refused before sending). */
  readonly serviceMessage: string;
  /** The service's HTTP status; undefined when the adapter refused before sending. */
  readonly httpStatus?: number;
  constructor(serviceMessage: string, httpStatus?: number) {
    super(
      502,
      "INVOICING_REFUSED",
      httpStatus === undefined
        ? `Invoicing refused: ${serviceMessage}`
        : `Invoicing service refused (HTTP ${httpStatus}): ${serviceMessage}`,
    );
    this.serviceMessage = serviceMessage;
    this.httpStatus = httpStatus;
  }
}

/** The invoicing service has no such document (HTTP 404). Code `INVOICING_DOCUMENT_NOT_FOUND`. */
export class InvoicingDocumentNotFound extends NotFound {
  readonly documentId: string;
  constructor(documentId: string) {
    super(`The invoicing service has no document ${documentId}`, "INVOICING_DOCUMENT_NOT_FOUND");
    this.documentId = documentId;
  }
}
