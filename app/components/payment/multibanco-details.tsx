import { useTranslation } from "react-i18next";
import { formatEur } from "../orders/eur.tsx";
import { groupReference } from "../orders/order-format.ts";
import { CopyButton } from "./copy-button.tsx";

/** A Multibanco reference as shown to pay it (the loader formats `expiresAt` in Lisbon time). */
export interface MultibancoShown {
  entity: string;
  reference: string;
  amountCents: number;
  expiresAtText: string;
}

/**
 * Entity, reference (grouped 3-3-3), amount and the last moment to pay, each with a copy button:
 * what to type at an ATM or in home banking ("Pagamentos de serviços").
 */
export function MultibancoDetails({ details, compact = false }: { details: MultibancoShown; compact?: boolean }) {
  const { t, i18n } = useTranslation("payment");
  const amount = formatEur(details.amountCents, i18n.language);
  const rows = [
    { key: "entity", label: t("multibanco.entity"), shown: details.entity, copy: details.entity },
    {
      key: "reference",
      label: t("multibanco.reference"),
      shown: groupReference(details.reference),
      copy: details.reference,
    },
    { key: "amount", label: t("multibanco.amount"), shown: amount, copy: (details.amountCents / 100).toFixed(2) },
  ];
  return (
    <dl
      data-testid="multibanco-details"
      className={`divide-y divide-stone-200 rounded-xl border border-stone-200 bg-stone-50 ${compact ? "text-sm" : ""}`}
    >
      {rows.map((row) => (
        <div key={row.key} className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{row.label}</dt>
            <dd
              data-testid={`multibanco-${row.key}`}
              className={`font-mono font-semibold tabular-nums text-stone-900 ${compact ? "text-base" : "text-xl"}`}
            >
              {row.shown}
            </dd>
          </div>
          <CopyButton value={row.copy} label={row.label} />
        </div>
      ))}
      <div className="px-4 py-3">
        <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{t("multibanco.payBy")}</dt>
        <dd className="text-sm font-medium text-stone-900">{details.expiresAtText}</dd>
      </div>
    </dl>
  );
}
