import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { LazyDialogProps } from "../ui/lazy-dialog.tsx";

/** What the drawer shows: the filter form, given the function that closes the drawer (search-filters.tsx). */
export interface FiltersDrawerProps {
  renderForm(close: () => void): React.ReactNode;
}

/**
 * The search page's filters as a drawer on small screens (search-filters.tsx `MobileFilters` opens it): Radix Dialog
 * from the right with the filter form, applied on "Show results". A module of its own, loaded when the "Filters"
 * button is hovered, focused or touched, so Radix is not in the search page's first load (issue 17).
 */
export function FiltersDrawer({ open, onOpenChange, returnFocusTo, renderForm }: LazyDialogProps & FiltersDrawerProps) {
  const { t } = useTranslation("catalog");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            // the trigger is a plain link (no Dialog.Trigger): focus it by hand on close (Esc, ×, apply)
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold">{t("filters.title")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("filters.close")}</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("filters.description")}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-5 pt-5">{renderForm(() => onOpenChange(false))}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
