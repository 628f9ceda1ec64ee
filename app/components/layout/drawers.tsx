import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { LazyDialogProps } from "../ui/lazy-dialog.tsx";
import { CurrencySwitcher, LanguageSwitcher } from "./preferences.tsx";
import { NAV_LINKS, SearchForm } from "./site-header.tsx";

/**
 * A side drawer (Radix Dialog): overlay, a panel on the `side` of the screen, a title with a close
 * button, then `children`. Focus returns to the trigger on close.
 */
function Drawer({
  open,
  onOpenChange,
  returnFocusTo,
  side,
  title,
  children,
}: LazyDialogProps & { side: "left" | "right"; title: string; children: React.ReactNode }) {
  const { t } = useTranslation("common");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className={`fixed inset-y-0 z-50 flex w-full flex-col overflow-y-auto bg-white p-6 shadow-xl focus:outline-none ${
            side === "left" ? "left-0 max-w-xs gap-6" : "right-0 max-w-sm"
          }`}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Close className="inline-flex size-9 items-center justify-center rounded-full hover:bg-stone-100">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("layout.close")}</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The mobile menu drawer: search, navigation, language and currency. Loaded on first use. */
export function MenuDrawer(props: LazyDialogProps) {
  const { t } = useTranslation("common");
  return (
    <Drawer {...props} side="left" title={t("layout.menu")}>
      <Dialog.Description className="sr-only">{t("layout.menuDescription")}</Dialog.Description>
      <SearchForm id="mobile-search" onSubmit={() => props.onOpenChange(false)} />
      <nav aria-label={t("layout.mainNav")}>
        <ul className="flex flex-col">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <Link
                to={l.to}
                onClick={() => props.onOpenChange(false)}
                className="block border-b border-stone-100 py-3 text-base font-medium"
              >
                {t(l.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex gap-3">
        <LanguageSwitcher id="mobile-language" />
        <CurrencySwitcher id="mobile-currency" />
      </div>
    </Drawer>
  );
}
