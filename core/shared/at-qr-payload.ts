import { centsToDecimal } from "./money.ts";

/**
 * The text of the QR code every Portuguese invoicing document carries (Portaria 195/2020 art. 4.º; AT's
 * "Especificações técnicas do código QR" v1.1; ../shared/docs/invoicing.md §1.5). A legal rule, not one
 * service's: any certified service prints it, a simulator of one must too, and the shop may show it on its
 * own pages (the service does not return the text, §2.8), so it lives in core/shared where every layer
 * reaches it.
 *
 * Format: `KEY:value` pairs joined by `*`, in the order A…S; optional fields are left out when empty;
 * amounts with a dot and two decimals; dates `YYYYMMDD`. Field lengths as c032/go-ptinvoice `field.go`
 * gives them [L].
 */

/** The VAT of one fiscal space (fields I, J or K), amounts in integer EUR cents; absent amounts are left out. */
export interface AtQrFiscalSpace {
  /** `PT`, `PT-AC` (Azores) or `PT-MA` (Madeira). */
  region: string;
  /** Base of the exempt lines (I2). */
  exemptBaseCents?: number;
  /** Base and VAT at the reduced rate (I3, I4). */
  reducedBaseCents?: number;
  reducedVatCents?: number;
  /** Base and VAT at the intermediate rate (I5, I6). */
  intermediateBaseCents?: number;
  intermediateVatCents?: number;
  /** Base and VAT at the normal rate (I7, I8). */
  normalBaseCents?: number;
  normalVatCents?: number;
}

/** What the QR code says about a document. Amounts in integer EUR cents. */
export interface AtQrDocument {
  /** A: the issuer's NIF (9 digits). */
  issuerTaxNumber: string;
  /** B: the buyer's tax number; null for a final consumer (written `999999990`). */
  buyerTaxNumber: string | null;
  /** C: the buyer's country, ISO code (`PT`, `ES`), or `Desconhecido` when unknown. */
  buyerCountry: string;
  /** D: the SAF-T document type (FT, FS, FR, NC, ND, …). */
  documentType: string;
  /** E: the document status: `N` normal, `A` cancelled (S, F, R per SAF-T). */
  documentStatus: string;
  /** F: the document date, `YYYY-MM-DD`. */
  documentDate: string;
  /** G: the unique document id, type + space + series/number, e.g. `FR FAB/6`. */
  documentId: string;
  /** H: the ATCUD, `CODE-N` (or `0` for documents from before 2023). */
  atcud: string;
  /** I, J, K: up to three fiscal spaces; none at all writes `I1:0` (a document without VAT lines). */
  fiscalSpaces: AtQrFiscalSpace[];
  /** L: not subject / not taxed. */
  notSubjectCents?: number;
  /** M: stamp duty. */
  stampDutyCents?: number;
  /** N: total taxes. */
  totalTaxCents: number;
  /** O: document total including taxes. */
  grossTotalCents: number;
  /** P: withholding tax. */
  withholdingCents?: number;
  /** Q: 4 characters of the signature hash (positions 1, 11, 21 and 31). */
  hashCharacters: string;
  /** R: the software certificate number given by AT (up to 4 digits). */
  certificateNumber: string;
  /** S: other information, e.g. `NU;0.80` or `TB;<IBAN>;<amount>`. */
  otherInfo?: string;
}

/** The placeholder NIF of a final consumer (invoicing.md §1.3). */
const FINAL_CONSUMER = "999999990";

/** Maximum length of each field's value (invoicing.md §1.5 table). */
const MAX_LENGTH: Record<string, number> = {
  A: 9,
  B: 30,
  C: 12,
  D: 2,
  E: 1,
  F: 8,
  G: 60,
  H: 70,
  Q: 4,
  R: 4,
  S: 65,
};

/**
 * Builds the QR code text of a document (Portaria 195/2020; invoicing.md §1.5).
 * @example atQrPayload({...}) // "A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*…*R:9999"
 * @throws RangeError when a field is longer than the specification allows, a date is not `YYYY-MM-DD`, there
 *   are more than three fiscal spaces, or an amount is not an integer number of cents
 */
export function atQrPayload(doc: AtQrDocument): string {
  const fields: [string, string][] = [];
  const put = (key: string, value: string | undefined) => {
    if (value === undefined || value === "") return;
    const max = MAX_LENGTH[key] ?? (key.length === 2 ? (key[1] === "1" ? 5 : 16) : 16);
    if (value.length > max) throw new RangeError(`QR field ${key} is longer than ${max} characters: ${value}`);
    fields.push([key, value]);
  };
  const money = (cents: number | undefined) => (cents === undefined ? undefined : amount(cents));
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(doc.documentDate);
  if (!date) throw new RangeError(`documentDate must be YYYY-MM-DD, got ${doc.documentDate}`);
  if (doc.fiscalSpaces.length > 3) throw new RangeError("at most three fiscal spaces (I, J, K)");

  put("A", doc.issuerTaxNumber);
  put("B", doc.buyerTaxNumber ?? FINAL_CONSUMER);
  put("C", doc.buyerCountry);
  put("D", doc.documentType);
  put("E", doc.documentStatus);
  put("F", `${date[1]}${date[2]}${date[3]}`);
  put("G", doc.documentId);
  put("H", doc.atcud);
  if (doc.fiscalSpaces.length === 0) put("I1", "0");
  doc.fiscalSpaces.forEach((space, index) => {
    const key = "IJK"[index];
    put(`${key}1`, space.region);
    put(`${key}2`, money(space.exemptBaseCents));
    put(`${key}3`, money(space.reducedBaseCents));
    put(`${key}4`, money(space.reducedVatCents));
    put(`${key}5`, money(space.intermediateBaseCents));
    put(`${key}6`, money(space.intermediateVatCents));
    put(`${key}7`, money(space.normalBaseCents));
    put(`${key}8`, money(space.normalVatCents));
  });
  put("L", money(doc.notSubjectCents));
  put("M", money(doc.stampDutyCents));
  put("N", amount(doc.totalTaxCents));
  put("O", amount(doc.grossTotalCents));
  put("P", money(doc.withholdingCents));
  put("Q", doc.hashCharacters);
  put("R", doc.certificateNumber);
  put("S", doc.otherInfo);
  return fields.map(([key, value]) => `${key}:${value}`).join("*");
}

/** Cents → the QR's amount text (dot, two decimals). @throws RangeError for a non-integer */
function amount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount must be integer cents, got ${cents}`);
  return centsToDecimal(cents);
}

/**
 * The 4 hash characters a document prints and the QR's field Q carries: characters 1, 11, 21 and 31 of
 * the base64 signature (invoicing.md §1.3 [L]; Portaria 363/2010 art. 6.º).
 * @throws RangeError when the hash is shorter than 31 characters
 */
export function hashCharacters(saftHash: string): string {
  if (saftHash.length < 31) throw new RangeError("a signature hash has at least 31 characters");
  return `${saftHash[0]}${saftHash[10]}${saftHash[20]}${saftHash[30]}`;
}
