import { useTranslation } from "react-i18next";

const STAGE_TONES: Record<string, string> = {
  contact: "bg-sky-50 text-sky-900 ring-sky-200",
  review: "bg-amber-50 text-amber-900 ring-amber-200",
  approved: "bg-brand-50 text-brand-800 ring-brand-100",
  declined: "bg-stone-100 text-stone-700 ring-stone-200",
};

/** A wholesale application's stage as a badge (spec §4 number in the title). */
export function StageBadge({ stage }: { stage: string }) {
  const { t } = useTranslation("wholesale");
  const n = { contact: 0, review: 1, approved: 2 }[stage];
  return (
    <span
      title={n === undefined ? undefined : `${n}`}
      data-stage={stage}
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ${STAGE_TONES[stage] ?? ""}`}
    >
      {t(`stage.${stage}`)}
    </span>
  );
}

const VAT_TONES: Record<string, string> = {
  valid: "text-brand-800",
  invalid: "text-red-700",
  unavailable: "text-amber-800",
};

/** A VAT number with its check status (valid / not registered / not checked yet). */
export function VatBadge({ number, status }: { number: string; status: string | null }) {
  const { t } = useTranslation("wholesale");
  const label = status === "valid" ? t("vat.valid") : status === "invalid" ? t("vat.invalid") : t("vat.pending");
  return (
    <span className="whitespace-nowrap">
      <code className="text-xs text-stone-800">{number}</code>{" "}
      <span className={`text-xs font-medium ${VAT_TONES[status ?? "unavailable"] ?? ""}`} data-vat-status={status}>
        {label}
      </span>
    </span>
  );
}
