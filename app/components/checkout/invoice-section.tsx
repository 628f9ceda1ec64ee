import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../cart/use-hydrated.ts";
import type { FieldErrors } from "../../lib/customer-form.ts";
import type { CheckoutData } from "./checkout-data.ts";
import { useErrorText } from "./checkout-ui.tsx";
import { TextField } from "../ui/form-fields.tsx";

/**
 * The invoice's optional tax details at checkout (issue 19): a tax number (PT NIF or VAT id, checked for the
 * address's country by core/invoicing/tax-id.ts when saved) and, once one is typed, the company name the
 * invoice is made out to. Left blank, the invoice is for a final consumer. Without JavaScript both fields
 * show (the company is ignored without a number). `typedTaxId` is a refused number to show again.
 */
export function InvoiceFields({
  data,
  errors,
  typedTaxId,
}: {
  data: CheckoutData;
  errors: FieldErrors | undefined;
  typedTaxId: string | undefined;
}) {
  const { t } = useTranslation("checkout");
  const hydrated = useHydrated();
  const errorText = useErrorText(errors);
  const initial = typedTaxId ?? data.draft.invoiceTaxId;
  const [hasTaxId, setHasTaxId] = useState(initial.trim() !== "");
  return (
    <fieldset className="mt-6" data-testid="invoice-fields">
      <legend className="text-base font-semibold text-stone-900">{t("invoice.title")}</legend>
      <p className="mt-1 mb-3 text-sm text-stone-600">{t("invoice.hint")}</p>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          name="invoiceTaxId"
          label={t("invoice.taxId")}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          defaultValue={initial}
          onChange={(e) => setHasTaxId(e.currentTarget.value.trim() !== "")}
          error={errorText("invoiceTaxId")}
          hint={t("invoice.taxIdHint")}
          data-testid="invoice-tax-id"
        />
        {hasTaxId || !hydrated ? (
          <TextField
            name="invoiceCompanyName"
            label={t("invoice.companyName")}
            autoComplete="organization"
            maxLength={120}
            defaultValue={data.draft.invoiceCompanyName}
            error={errorText("invoiceCompanyName")}
            data-testid="invoice-company"
          />
        ) : null}
      </div>
    </fieldset>
  );
}

/** "Invoice to: <company>, <tax number>" for the review and confirmation, or nothing without a tax number. */
export function invoiceToText(
  t: (key: string, options?: Record<string, unknown>) => string,
  taxId: string | null | undefined,
  companyName: string | null | undefined,
): string | null {
  if (!taxId) return null;
  const who = [companyName?.trim(), taxId].filter(Boolean).join(", ");
  return t("invoice.invoiceTo", { who });
}
