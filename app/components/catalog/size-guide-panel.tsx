import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LazyDialogProps } from "../ui/lazy-dialog.tsx";
import type { GarmentType } from "../../../core/catalog/garment-types.ts";
import {
  GarmentMeasurementsTable,
  HowToMeasure,
  type SizeUnit,
  SizeChartTable,
  StandardFigure,
  UnitToggle,
} from "./size-chart.tsx";

/**
 * What the size guide dialog shows: the product's fit (a note for oversized cuts), the picked size,
 * and the garment (type, name, sizes) whose own measurements go beside the body chart (issue 15).
 */
export interface SizeGuideOptions {
  fit: "regular" | "relaxed" | "oversized";
  highlight?: string | null;
  garment?: { type: GarmentType; name: string; sizes: readonly string[] };
}

/**
 * The size guide dialog (lazily loaded by SizeGuideDialog): the garment's measurements beside the
 * body chart (one cm/in toggle for both), the standard figure and how to measure.
 */
export function SizeGuidePanel({
  open,
  onOpenChange,
  returnFocusTo,
  fit,
  highlight,
  garment,
}: LazyDialogProps & SizeGuideOptions) {
  const { t } = useTranslation("catalog");
  const [unit, setUnit] = useState<SizeUnit>("cm");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 ${garment ? "sm:w-[min(64rem,calc(100vw-2rem))]" : "sm:w-[min(44rem,calc(100vw-2rem))]"} sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl`}
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
            {garment ? (
              <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
                <GarmentMeasurementsTable
                  garmentType={garment.type}
                  garmentName={garment.name}
                  sizes={garment.sizes}
                  unit={unit}
                  highlight={highlight}
                />
                <div>
                  <h3 className="text-base font-semibold text-stone-900">{t("custom:measurements.bodyTitle")}</h3>
                  <div className="mt-3">
                    <SizeChartTable unit={unit} highlight={highlight} id="dialog-size-chart" />
                  </div>
                </div>
              </div>
            ) : (
              <SizeChartTable unit={unit} highlight={highlight} id="dialog-size-chart" />
            )}
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
