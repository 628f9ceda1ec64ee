import { EU_VAT_PREFIXES, compactVatNumber, parseVatNumber } from "../wholesale/vat-number.ts";
import { invoiceTaxIdAsPrinted } from "./printed-tax-id.ts";

/**
 * The tax number a customer may give at checkout "for the invoice" (issue 19): a Portuguese NIF or a
 * foreign VAT id, checked offline for its country's format with the same library and rules as the
 * wholesale application's VAT numbers (`jsvat-next` through core/wholesale/vat-number.ts). ADR 0024
 * "Tax number at checkout".
 *
 * - A number typed with a VAT prefix (`ES B12345678`, `PT 123456789`, `GB 123 4567 89`, `EL…`/`GR…`,
 *   `XI…`) is checked for that prefix's country, whatever the address.
 * - A number typed without one is read in the country of the invoice address (`country`, ISO 3166-1
 *   alpha-2): a PT address → a PT NIF, an ES address → `ES` + the number, a GB one → a UK VAT number.
 * - For an address outside the EU and the UK (no format the library knows) the number is kept as typed,
 *   compacted, when it is 4–20 letters and digits: the format cannot be checked offline.
 *
 * The stored form is what the certified service prints: a PT NIF as its 9 digits without prefix (the
 * form InvoiceXpress and the QR code's field B take for a Portuguese buyer), any other as prefix + number.
 */

/** Why a typed tax number is refused (field error `checkout:errors.INVOICE_TAX_ID_FORMAT`). */
export const INVOICE_TAX_ID_FORMAT = "INVOICE_TAX_ID_FORMAT";

/**
 * The result of {@link parseInvoiceTaxId}: the number as the order stores it (`taxId`) and with its prefix
 * (`full`, what the checkout draft keeps: it reads the same whatever address comes later), or why it is refused.
 */
export type InvoiceTaxIdResult =
  | { ok: true; taxId: string; full: string }
  | { ok: false; code: typeof INVOICE_TAX_ID_FORMAT };

const KNOWN_PREFIXES = new Set([...EU_VAT_PREFIXES, "GR", "GB"]);

/** The VAT prefix of an address country: Greece's is `EL`; the UK's `GB`; others their ISO code. */
function prefixOfCountry(country: string): string {
  return country === "GR" ? "EL" : country;
}

/**
 * Reads a tax number typed at checkout for an invoice addressed in `country` (see the module's rules).
 * @returns null when nothing was typed (a final-consumer invoice); else the stored form
 *   (`123456789` for a PT NIF, `ESB12345678`, `GB123456789` …) and the prefixed one, or `INVOICE_TAX_ID_FORMAT`
 * @example parseInvoiceTaxId("501 964 843", "PT") // { ok: true, taxId: "501964843", full: "PT501964843" }
 */
export function parseInvoiceTaxId(raw: string | null | undefined, country: string): InvoiceTaxIdResult | null {
  const compact = compactVatNumber(raw ?? "");
  if (compact === "") return null;
  const refused = { ok: false, code: INVOICE_TAX_ID_FORMAT } as const;
  if (compact.length > 20 || !/^[A-Z0-9]+$/.test(compact)) return refused;
  const at = (country ?? "").trim().toUpperCase();
  const typedPrefix = /^[A-Z]{2}/.test(compact) && KNOWN_PREFIXES.has(compact.slice(0, 2)) ? compact.slice(0, 2) : null;
  const prefix = typedPrefix ?? prefixOfCountry(at);
  const number = typedPrefix ? compact.slice(2) : compact;
  if (prefix === "GB") {
    const parsed = parseVatNumber("uk", number);
    return parsed?.formatValid ? { ok: true, taxId: parsed.full, full: parsed.full } : refused;
  }
  if (KNOWN_PREFIXES.has(prefix)) {
    const parsed = parseVatNumber("eu", `${prefix}${number}`);
    if (!parsed?.formatValid) return refused;
    return { ok: true, taxId: invoiceTaxIdAsPrinted(parsed.full), full: parsed.full };
  }
  // outside the EU and the UK: no format to check offline
  return compact.length >= 4 ? { ok: true, taxId: compact, full: compact } : refused;
}
