import { useTranslation } from "react-i18next";

/**
 * The note about personalised items, shown before purchase (spec §1 returns portal; Directive
 * 2011/83/EU art. 6(1)(k): the consumer is told when there is no right of withdrawal).
 */
export function CustomItemsReturnNote({ className = "" }: { className?: string }) {
  const { t } = useTranslation("returns");
  return (
    <p data-testid="custom-return-note" className={`text-xs leading-5 text-stone-600 ${className}`}>
      {t("customNote")}
    </p>
  );
}
