import { useTranslation } from "react-i18next";

const TONES: Record<string, string> = {
  awaiting_payment: "bg-amber-50 text-amber-900 ring-amber-200",
  paid: "bg-brand-50 text-brand-800 ring-brand-100",
  in_production: "bg-sky-50 text-sky-900 ring-sky-200",
  shipped: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  delivered: "bg-brand-50 text-brand-800 ring-brand-100",
  cancelled: "bg-stone-100 text-stone-700 ring-stone-200",
  refunded: "bg-stone-100 text-stone-700 ring-stone-200",
};

/** An order's status as a coloured badge (the colour repeats the words, never replaces them). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("orders");
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[status] ?? TONES.cancelled}`}
    >
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
