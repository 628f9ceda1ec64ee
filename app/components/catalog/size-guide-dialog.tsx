import * as Dialog from "@radix-ui/react-dialog";
import { Ruler, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HowToMeasure, type SizeUnit, SizeChartTable, StandardFigure, UnitToggle } from "./size-chart.tsx";

/**
 * "Size guide" on the product page: a link to /size-guide that, with JS, opens the chart in an
 * accessible dialog (Radix: focus trapped, Escape closes, focus returns to the link).
 * @param fit the product's fit, for a note on oversized cuts
 * @param highlight the letter size picked, marked in the chart
 */
export function SizeGuideDialog({
  fit,
  highlight,
}: {
  fit: "regular" | "relaxed" | "oversized";
  highlight?: string | null;
}) {
  const { t } = useTranslation("catalog");
  const [open, setOpen] = useState(false);
  const [unit, setUnit] = useState<SizeUnit>("cm");
  const triggerRef = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        ref={triggerRef}
        href="/size-guide"
        aria-haspopup="dialog"
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          setOpen(true);
        }}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-stone-700 underline underline-offset-2 hover:text-stone-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        data-testid="size-guide-trigger"
      >
        <Ruler aria-hidden className="size-4" />
        {t("sizeGuide.title")}
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[min(44rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
          data-testid="size-guide-dialog"
        >
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold">{t("sizeGuide.title")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("sizeGuide.close")}</span>
            </Dialog.Close>
          </div>
          <div className="flex flex-col gap-5 overflow-y-auto px-4 py-5 sm:px-5">
            <Dialog.Description className="text-sm text-stone-700">{t("sizeGuide.dialogIntro")}</Dialog.Description>
            {fit === "oversized" ? (
              <p className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-800">{t("sizeGuide.oversizedNote")}</p>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <StandardFigure unit={unit} />
              <UnitToggle unit={unit} onChange={setUnit} controls="dialog-size-chart" />
            </div>
            <SizeChartTable unit={unit} highlight={highlight} id="dialog-size-chart" />
            <HowToMeasure />
            <p className="text-sm">
              <Link
                to="/size-guide"
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t("sizeGuide.fullGuide")}
              </Link>
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
