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
}: ShareDialogOptions & { disabled?: boolean; className?: string }) {
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
          data-testid="share-design"
        >
          <Share2 aria-hidden className="size-4" />
          {t("share.button")}
        </button>
      )}
    </LazyDialog>
  );
}
