import { Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LazyDialog } from "../ui/lazy-dialog.tsx";
import type { ShareDialogOptions } from "./share-dialog-content.tsx";
import { buttonClass } from "./ui.tsx";

/**
 * "Share" on the editor and the review page (issue 20): opens the share dialog (loaded on demand),
 * where the owner makes a read-only link to the design, copies it, or turns it off.
 */
export function ShareDesignButton({
  designId,
  ensureSaved,
  disabled,
  className,
  ariaLabel,
  compact,
}: ShareDialogOptions & {
  disabled?: boolean;
  className?: string;
  /** A fuller name for lists of designs ("Share Club crest"). */
  ariaLabel?: string;
  /** On a phone, the icon alone (the name stays for screen readers). */
  compact?: boolean;
}) {
  const { t } = useTranslation("design-tools");
  return (
    <LazyDialog<HTMLButtonElement, ShareDialogOptions>
      load={() => import("./share-dialog-content.tsx").then((m) => m.ShareDialog)}
      props={{ designId, ensureSaved }}
    >
      {(trigger) => (
        <button
          type="button"
          {...trigger}
          disabled={disabled}
          className={className ?? buttonClass.quiet}
          aria-label={ariaLabel}
          data-testid="share-design"
        >
          <Share2 aria-hidden className="size-4" />
          <span className={compact ? "max-sm:sr-only" : undefined}>{t("share.button")}</span>
        </button>
      )}
    </LazyDialog>
  );
}
