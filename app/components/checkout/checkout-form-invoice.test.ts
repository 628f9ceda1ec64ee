import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartRef } from "../../../core/cart/cart-ref.ts";
import { findCart } from "../../../core/cart/find-cart.ts";
import { saveCheckoutDraft } from "../../../core/cart/save-checkout-draft.ts";
import type { Ctx } from "../../../core/shared/ctx.ts";
import { LISBON_ADDRESS } from "../../../tests/fixtures/addresses.ts";
import { type TestDatabase, openTestDatabase } from "../../../tests/setup/db.ts";
import { readCheckoutForm, saveFromForm } from "./checkout-form.server.ts";

/**
 * The checkout form's invoice fields (issue 19): a tax number is checked for the address's country when the
 * form is saved (a refusal is a field error, the typed value is answered back and the draft keeps what it had),
 * kept on the draft with its prefix, and a blank one clears the number and the company.
 */
let tdb: TestDatabase;
let ctx: Ctx;
let ref: CartRef;

beforeAll(async () => {
  tdb = await openTestDatabase();
  ctx = tdb.ctx();
  const made = await saveCheckoutDraft(ctx, { cart: { userId: null, guestToken: null }, address: LISBON_ADDRESS });
  ref = { userId: null, guestToken: made.newGuestToken ?? null };
});
afterAll(() => tdb.close());

async function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const read = readCheckoutForm({ locale: "en" }, form);
  if (!read) throw new Error("form not read");
  const draft = (await findCart(ctx, ref))?.checkout ?? {};
  return saveFromForm({ ctx, ref, draft, signedIn: false, savedAddresses: [] }, read);
}

describe("the checkout form's tax number for the invoice", () => {
  it("keeps a valid NIF of the address's country with its prefix, and the company", async () => {
    const saved = await submit({ intent: "autosave", invoiceTaxId: "501 964 843", invoiceCompanyName: " Acme Lda " });
    expect(saved.errors).toEqual({});
    expect(saved.draft).toMatchObject({ invoiceTaxId: "PT501964843", invoiceCompanyName: "Acme Lda" });
  });

  it("refuses a number wrong for the country on its field, answers it back and keeps the saved one", async () => {
    const saved = await submit({ intent: "save", invoiceTaxId: "501964844", invoiceCompanyName: "Other" });
    expect(saved.errors.invoiceTaxId).toEqual({ message: "checkout:errors.INVOICE_TAX_ID_FORMAT" });
    expect(saved.values.invoiceTaxId).toBe("501964844");
    expect(saved.draft).toMatchObject({ invoiceTaxId: "PT501964843", invoiceCompanyName: "Acme Lda" });
  });

  it("reads a prefixed foreign VAT id whatever the address", async () => {
    const saved = await submit({ intent: "save", invoiceTaxId: "es a58818501" });
    expect(saved.errors).toEqual({});
    expect(saved.draft.invoiceTaxId).toBe("ESA58818501");
    expect(saved.draft.invoiceCompanyName).toBeUndefined();
  });

  it("clears the number and the company when the field is left blank", async () => {
    await submit({ intent: "save", invoiceTaxId: "501964843", invoiceCompanyName: "Acme Lda" });
    const saved = await submit({ intent: "save", invoiceTaxId: "", invoiceCompanyName: "Acme Lda" });
    expect(saved.draft.invoiceTaxId).toBeUndefined();
    expect(saved.draft.invoiceCompanyName).toBeUndefined();
  });
});
