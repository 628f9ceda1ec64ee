import { Ruler } from "lucide-react";
import { useTranslation } from "react-i18next";
import { loadNamespaces } from "../../lib/i18n.ts";
import { LazyDialog } from "../ui/lazy-dialog.tsx";
import type { SizeGuideOptions } from "./size-guide-panel.tsx";

/**
 * "Size guide" on the product page: a link to /size-guide that, with JS, opens the chart in an
 * accessible dialog (Radix: focus trapped, Escape closes, focus returns to the link). The dialog's
 * code and its messages (`catalog` and `custom` whole) load when the link is hovered, focused or touched.
 * @param fit the product's fit, for a note on oversized cuts
 * @param highlight the letter size picked, marked in the chart
 * @param garment the product's garment type, name and sizes: its measurements beside the body chart
 */
export function SizeGuideDialog({ fit, highlight, garment }: SizeGuideOptions) {
  const { t } = useTranslation("catalog");
  return (
    <LazyDialog<HTMLAnchorElement, SizeGuideOptions>
      load={() =>
        // The page inlines only the link's text (ADR 0027 "Namespace sections"): the panel's messages come with its code.
        Promise.all([import("./size-guide-panel.tsx"), loadNamespaces(["catalog", "custom"])]).then(
          ([m]) => m.SizeGuidePanel,
        )
      }
      props={{ fit, highlight, garment }}
    >
      {(trigger) => (
        <a
          {...trigger}
          href="/size-guide"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-stone-700 underline underline-offset-2 hover:text-stone-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          data-testid="size-guide-trigger"
        >
          <Ruler aria-hidden className="size-4" />
          {t("sizeGuide.title")}
        </a>
      )}
    </LazyDialog>
  );
}
