/**
 * How the invoice prints a buyer's tax number (issue 19, ADR 0024): one rule shared by the checkout verbs
 * (core/invoicing/tax-id.ts) and the checkout's order summary in the browser, so it imports nothing.
 */

/**
 * A checked tax number with its VAT prefix (the checkout draft's form, core/invoicing/tax-id.ts) as the invoice
 * prints it and the order stores it: a Portuguese NIF as its 9 digits without `PT`, any other unchanged
 * (InvoiceXpress's `fiscal_id` and the QR code's field B for a Portuguese buyer).
 * @example invoiceTaxIdAsPrinted("PT501964843") === "501964843"
 */
export function invoiceTaxIdAsPrinted(full: string): string {
  return /^PT\d{9}$/.test(full) ? full.slice(2) : full;
}
