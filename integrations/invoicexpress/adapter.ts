import {
  FINAL_CONSUMER_TAX_NUMBER,
  type InvoiceDocumentInput,
  type InvoiceDocumentType,
  type InvoiceLine,
  type InvoicingPort,
  InvoicingRefused,
  type IssuedDocument,
  type IssuedDocumentStatus,
} from "../../core/ports/invoicing.ts";
import { hashCharacters } from "../../core/shared/at-qr-payload.ts";
import { centsToDecimal } from "../../core/shared/money.ts";
import {
  fromInvoiceXpressDate,
  type InvoiceXpressClient,
  type InvoiceXpressDocument,
  type InvoiceXpressDocumentInput,
  type InvoiceXpressDocumentKind,
  toInvoiceXpressDate,
} from "./client.ts";
import { invoiceXpressCountryName } from "./countries.ts";

/** Which InvoiceXpress tax (by name) stands for a rate in a fiscal region (invoicing.md §2.9). */
export interface InvoiceXpressTaxName {
  /** `PT`, `PT-AC`, `PT-MA` or an EU country code (OSS). */
  region: string;
  ratePercent: number;
  name: string;
}

/** The names a new InvoiceXpress account has for mainland Portugal's rates (invoicing.md §2.3 example `IVA23`). */
export const DEFAULT_INVOICEXPRESS_TAX_NAMES: readonly InvoiceXpressTaxName[] = [
  { region: "PT", ratePercent: 23, name: "IVA23" },
  { region: "PT", ratePercent: 13, name: "IVA13" },
  { region: "PT", ratePercent: 6, name: "IVA6" },
];

/** How the adapter uses the account (the shop's configuration; see the README table). */
export interface InvoiceXpressInvoicingOptions {
  /**
   * The per-type `sequence_id` of the series to issue in (`current_invoice_receipt_sequence_id`, …; not the
   * series id, invoicing.md §2.3), by document type; a type left out uses the account's default series.
   */
  sequenceIds?: Partial<Record<InvoiceDocumentType, string>>;
  /** Taxed rates → tax names; default {@link DEFAULT_INVOICEXPRESS_TAX_NAMES}. A rate with no name is refused. */
  taxNames?: readonly InvoiceXpressTaxName[];
  /** The tax (0 %, code ISE) of exempt lines; default `IVA0`. */
  exemptTaxName?: string;
}

/** The collection of each port document type (invoicing.md §2.2). */
const KIND: Record<InvoiceDocumentType, InvoiceXpressDocumentKind> = {
  FR: "invoice_receipts",
  NC: "credit_notes",
};

/**
 * Reads a tax-name list as the environment writes it: `REGION:RATE=NAME` pairs separated by commas, e.g.
 * `PT-MA:22=IVA22M,ES:21=IVA21ES` (config `INVOICEXPRESS_TAX_NAMES`); the mainland defaults stay unless the
 * list names the same region and rate.
 * @throws RangeError for a pair not of that form
 */
export function parseInvoiceXpressTaxNames(text: string): InvoiceXpressTaxName[] {
  const parsed = text
    .split(",")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const m = /^([A-Z]{2}(?:-[A-Z]{2})?):(\d+(?:\.\d+)?)=(\S+)$/.exec(pair);
      if (!m) throw new RangeError(`tax name "${pair}" is not REGION:RATE=NAME`);
      return { region: m[1] as string, ratePercent: Number(m[2]), name: m[3] as string };
    });
  const kept = DEFAULT_INVOICEXPRESS_TAX_NAMES.filter(
    (d) => !parsed.some((p) => p.region === d.region && p.ratePercent === d.ratePercent),
  );
  return [...kept, ...parsed];
}

/**
 * The InvoiceXpress client → core's invoicing port (core/ports/invoicing.ts; ../shared/docs/invoicing.md §2, §5).
 *
 * Issuing a document (FR or NC) is, in order:
 * 1. checked here: every line's tax resolves to a name the account has (`GET /taxes.json`, read once), all exempt
 *    lines share one exemption code (one per document at InvoiceXpress), the country has an InvoiceXpress name —
 *    because the service would not refuse the first two, it would apply its default tax or `M99` (§2.3 traps);
 * 2. looked up by `reference` (the shop's idempotency key), so a repeat after a lost answer finds the document;
 * 3. created as a draft with `proprietary_uid` = the reference (a 409 on it is answered by the lookup); a draft an
 *    earlier attempt left with other content is deleted first;
 * 4. the draft is compared with what was asked (each line's tax, the exemption code, the total to the cent when
 *    `expectedTotalCents` is given); a difference deletes the draft and is refused (a retry after the cause is
 *    fixed issues one document);
 * 5. finalized (`change-state finalized`), then read back with its number and ATCUD.
 * Errors are the port's: InvoicingUnavailable (retry), InvoicingRefused (with the service's message), not found.
 */
export function invoiceXpressInvoicing(
  client: InvoiceXpressClient,
  options: InvoiceXpressInvoicingOptions = {},
): InvoicingPort {
  const taxNames = options.taxNames ?? DEFAULT_INVOICEXPRESS_TAX_NAMES;
  const exemptTaxName = options.exemptTaxName ?? "IVA0";
  let accountTaxes: Promise<Set<string>> | null = null;

  /** The account's tax names, read once (again after a failure). */
  function knownTaxes(): Promise<Set<string>> {
    accountTaxes ??= client.listTaxes().then(
      (taxes) => new Set(taxes.map((t) => t.name)),
      (error) => {
        accountTaxes = null;
        throw error;
      },
    );
    return accountTaxes;
  }

  function taxName(line: InvoiceLine): string {
    if (line.vat.kind === "exempt") return exemptTaxName;
    const { ratePercent, region } = line.vat;
    const found = taxNames.find((t) => t.region === region && t.ratePercent === ratePercent);
    if (!found) throw new InvoicingRefused(`no InvoiceXpress tax is configured for ${ratePercent} % in ${region}`);
    return found.name;
  }

  function toBody(type: InvoiceDocumentType, input: InvoiceDocumentInput, extra: Partial<InvoiceXpressDocumentInput>) {
    if (input.lines.length === 0) throw new InvoicingRefused("a document needs at least one line");
    const country = invoiceXpressCountryName(input.customer.address.country);
    if (!country) throw new InvoicingRefused(`InvoiceXpress has no country ${input.customer.address.country}`);
    const codes = new Set(input.lines.flatMap((l) => (l.vat.kind === "exempt" ? [l.vat.exemptionCode] : [])));
    if (codes.size > 1) {
      throw new InvoicingRefused(`one exemption reason per document, got ${[...codes].join(", ")}`);
    }
    let date: string;
    try {
      date = toInvoiceXpressDate(input.date);
    } catch (error) {
      throw new InvoicingRefused((error as Error).message);
    }
    const items = input.lines.map((line) => {
      if (!Number.isSafeInteger(line.unitPriceCents) || line.unitPriceCents < 0) {
        throw new InvoicingRefused(`unit price of ${line.code} must be integer cents ≥ 0`);
      }
      if (!(line.quantity > 0)) throw new InvoicingRefused(`quantity of ${line.code} must be > 0`);
      const discount = line.discountPercent ?? 0;
      if (!(discount >= 0 && discount <= 100)) throw new InvoicingRefused(`discount of ${line.code} must be 0–100 %`);
      return {
        name: line.code,
        description: line.description,
        unit_price: centsToDecimal(line.unitPriceCents),
        quantity: String(line.quantity),
        unit: line.unit ?? "unit",
        ...(discount ? { discount } : {}),
        tax: { name: taxName(line) },
      };
    });
    const { customer } = input;
    const taxNumber = customer.taxNumber?.trim();
    const body: InvoiceXpressDocumentInput = {
      date,
      due_date: date,
      reference: input.reference,
      ...(input.observations ? { observations: input.observations } : {}),
      ...(codes.size === 1 ? { tax_exemption: [...codes][0] } : {}),
      ...(options.sequenceIds?.[type] ? { sequence_id: options.sequenceIds[type] } : {}),
      client: {
        name: customer.name,
        code: customer.code,
        ...(customer.email ? { email: customer.email } : {}),
        address: customer.address.street,
        city: customer.address.city,
        postal_code: customer.address.postcode,
        country,
        ...(taxNumber && taxNumber !== FINAL_CONSUMER_TAX_NUMBER ? { fiscal_id: taxNumber } : {}),
        language: customer.language,
      },
      items,
      ...extra,
    };
    return body;
  }

  /** Why a draft differs from what was asked, or null (the traps of invoicing.md §2.3, and the total). */
  function draftMismatch(draft: InvoiceXpressDocument, body: InvoiceXpressDocumentInput, input: InvoiceDocumentInput) {
    if (draft.items.length !== body.items.length)
      return `the draft has ${draft.items.length} lines, not ${body.items.length}`;
    for (const [index, item] of body.items.entries()) {
      const applied = draft.items[index]?.tax?.name;
      if (applied !== item.tax?.name)
        return `line ${index + 1} got tax ${applied ?? "none"} instead of ${item.tax?.name}`;
    }
    if ((draft.taxExemption ?? undefined) !== body.tax_exemption) {
      return `the draft's exemption reason is ${draft.taxExemption ?? "none"}, not ${body.tax_exemption ?? "none"}`;
    }
    if (input.expectedTotalCents !== undefined && draft.totalCents !== input.expectedTotalCents) {
      return `the draft's total is ${centsToDecimal(draft.totalCents)}, not ${centsToDecimal(input.expectedTotalCents)}`;
    }
    return null;
  }

  /** The live (not deleted or cancelled) document under a reference, final ones first. */
  async function existing(kind: InvoiceXpressDocumentKind, reference: string) {
    const found = (await client.findByReference(kind, reference)).filter(
      (d) => d.status !== "deleted" && d.status !== "canceled",
    );
    return found.find((d) => d.status !== "draft") ?? found[0] ?? null;
  }

  /**
   * Creates the draft with `proprietary_uid` = the reference. A 409 on it (a uid already used, invoicing.md §2.15 [?])
   * is answered by the lookup; when no live document holds the reference (the uid's draft was deleted), the
   * draft is created without the uid: the lookup has just shown there is nothing to duplicate.
   */
  async function create(kind: InvoiceXpressDocumentKind, body: InvoiceXpressDocumentInput, reference: string) {
    try {
      return await client.createDocument(kind, body, reference);
    } catch (error) {
      if (!(error instanceof InvoicingRefused && error.httpStatus === 409)) throw error;
      return (await existing(kind, reference)) ?? (await client.createDocument(kind, body));
    }
  }

  async function issue(
    type: InvoiceDocumentType,
    input: InvoiceDocumentInput,
    extra: Partial<InvoiceXpressDocumentInput> = {},
  ): Promise<IssuedDocument> {
    const kind = KIND[type];
    const body = toBody(type, input, extra);
    const known = await knownTaxes();
    for (const item of body.items) {
      const name = item.tax?.name ?? "";
      if (!known.has(name)) throw new InvoicingRefused(`the InvoiceXpress account has no tax named ${name}`);
    }
    let doc = await existing(kind, input.reference);
    if (doc?.status === "draft" && draftMismatch(doc, body, input)) {
      // a draft an earlier attempt left with other content (e.g. before staff corrected the tax names): no fiscal value
      await client.changeState(kind, doc.id, "deleted");
      doc = null;
    }
    doc ??= await create(kind, body, input.reference);
    if (doc.status === "draft") {
      const mismatch = draftMismatch(doc, body, input);
      if (mismatch) {
        await client.changeState(kind, doc.id, "deleted");
        throw new InvoicingRefused(`${mismatch}; the draft was deleted`);
      }
      await client.changeState(kind, doc.id, "finalized");
    }
    return toIssued(type, await client.getDocument(kind, doc.id));
  }

  return {
    issueInvoiceReceipt(input) {
      return issue("FR", input);
    },
    issueCreditNote(input) {
      const observations = [input.reason, input.observations].filter(Boolean).join(" — ");
      return issue("NC", { ...input, observations }, { owner_invoice_id: input.originalDocumentId });
    },
    async getDocument(type, documentId) {
      return toIssued(type, await client.getDocument(KIND[type], documentId));
    },
    async fetchPdf(_type, documentId) {
      const pdf = await client.requestPdf(documentId);
      if (pdf.status === "pending") return { status: "pending" };
      return { status: "ready", bytes: await client.downloadPdf(pdf.url) };
    },
  };
}

const STATUS: Record<InvoiceXpressDocument["status"], IssuedDocumentStatus> = {
  draft: "draft",
  final: "issued",
  settled: "issued",
  second_copy: "issued",
  canceled: "cancelled",
  deleted: "cancelled",
};

/** An InvoiceXpress document as the port's {@link IssuedDocument}. */
function toIssued(type: InvoiceDocumentType, doc: InvoiceXpressDocument): IssuedDocument {
  const atcud = doc.atcud && /^[^/]+-\d+$/.test(doc.atcud) ? doc.atcud : null;
  return {
    documentId: doc.id,
    type,
    number: doc.status === "draft" || !doc.invertedSequenceNumber ? null : `${type} ${doc.invertedSequenceNumber}`,
    atcud,
    status: STATUS[doc.status],
    date: fromInvoiceXpressDate(doc.date),
    netTotalCents: doc.beforeTaxesCents,
    vatTotalCents: doc.taxesCents,
    totalCents: doc.totalCents,
    hashCharacters: doc.saftHash && doc.saftHash.length >= 31 ? hashCharacters(doc.saftHash) : null,
    permalink: doc.permalink,
  };
}
