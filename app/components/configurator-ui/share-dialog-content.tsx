import * as Dialog from "@radix-ui/react-dialog";
import { Check, Copy, Link2, Link2Off, LoaderCircle, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { intlLocaleTag } from "../../../core/shared/locale.ts";
import type { LazyDialogProps } from "../ui/lazy-dialog.tsx";
import { type ShareLinkInfo, shareLinkRequest } from "./api.ts";
import { buttonClass, inputClass } from "./ui.tsx";
import { dateTimeFormat } from "../../../core/shared/intl-format.ts";

/** What the share dialog needs: the design, or a way to save it first (a new design has no id yet). */
export interface ShareDialogOptions {
  designId: string | null;
  /** Saves the design now (with its pictures) and answers its id; null when the save failed. */
  ensureSaved?: () => Promise<string | null>;
}

type State =
  | { kind: "loading" }
  | { kind: "off"; revoked: boolean }
  | { kind: "on"; link: ShareLinkInfo }
  | { kind: "failed"; code: string };

/**
 * The share dialog (issue 20, ADR 0019): says what sharing does (a read-only link that opens as a
 * copy; not the gallery; notes stay private), makes the link, shows it to copy, and turns it off.
 */
export function ShareDialog({
  open,
  onOpenChange,
  returnFocusTo,
  designId,
  ensureSaved,
}: LazyDialogProps & ShareDialogOptions) {
  const { t, i18n } = useTranslation("design-tools");
  const inputId = useId();
  const [id, setId] = useState<string | null>(designId);
  const [state, setState] = useState<State>({ kind: "loading" });
  const [working, setWorking] = useState(false);
  const [copied, setCopied] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(() => {
    if (!open) return;
    let live = true;
    setState({ kind: "loading" });
    setCopied(false);
    void (async () => {
      const saved = ensureSaved ? await ensureSaved() : designId;
      if (!live) return;
      if (!saved) {
        setState({ kind: "failed", code: "DESIGN_NOT_FOUND" });
        return;
      }
      setId(saved);
      const result = await shareLinkRequest(saved, "GET");
      if (!live) return;
      if (!result.ok) setState({ kind: "failed", code: result.code });
      else {
        const link = (result.data as { link: ShareLinkInfo | null } | null)?.link ?? null;
        setState(link ? { kind: "on", link } : { kind: "off", revoked: false });
      }
    })();
    return () => {
      live = false;
    };
  }, [open]);

  async function turn(on: boolean) {
    if (!id) return;
    setWorking(true);
    const result = await shareLinkRequest(id, on ? "POST" : "DELETE");
    setWorking(false);
    if (!result.ok) setState({ kind: "failed", code: result.code });
    else if (on) setState({ kind: "on", link: result.data as ShareLinkInfo });
    else setState({ kind: "off", revoked: true });
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // no clipboard permission: select the text so the shopper can copy it by hand
      const input = document.getElementById(inputId) as HTMLInputElement | null;
      input?.select();
    }
  }

  const reason = (code: string) => t(`errors.${code}`, { defaultValue: t("errors.fallback") });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl focus:outline-none sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
          data-testid="share-dialog"
        >
          <div className="flex items-center justify-between gap-4 border-b border-stone-200 px-5 py-4">
            <Dialog.Title className="text-lg font-semibold text-stone-900">{t("share.title")}</Dialog.Title>
            <Dialog.Close className="inline-flex size-10 items-center justify-center rounded-full hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
              <X aria-hidden className="size-5" />
              <span className="sr-only">{t("share.close")}</span>
            </Dialog.Close>
          </div>
          <div className="space-y-4 overflow-y-auto px-5 py-5">
            <Dialog.Description className="text-sm leading-6 text-stone-700">{t("share.intro")}</Dialog.Description>
            {state.kind === "loading" ? (
              <p className="flex items-center gap-2 text-sm text-stone-600" role="status">
                <LoaderCircle aria-hidden className="size-4 animate-spin" />
                {t("share.loading")}
              </p>
            ) : state.kind === "failed" ? (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
                {t("share.failed", { reason: reason(state.code) })}
              </p>
            ) : state.kind === "off" ? (
              <div className="space-y-3">
                {state.revoked ? (
                  <p
                    role="status"
                    className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700"
                    data-testid="share-revoked"
                  >
                    {t("share.revoked")}
                  </p>
                ) : null}
                <button
                  type="button"
                  className={`${buttonClass.brand} w-full`}
                  onClick={() => void turn(true)}
                  disabled={working}
                  data-testid="create-share-link"
                >
                  {working ? (
                    <LoaderCircle aria-hidden className="size-4 animate-spin" />
                  ) : (
                    <Link2 aria-hidden className="size-4" />
                  )}
                  {working ? t("share.creating") : t("share.create")}
                </button>
              </div>
            ) : (
              <div className="space-y-3">
                <div>
                  <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-stone-800">
                    {t("share.linkLabel")}
                  </label>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <input
                      id={inputId}
                      type="text"
                      readOnly
                      value={state.link.url}
                      onFocus={(e) => e.currentTarget.select()}
                      className={`${inputClass} font-mono text-xs sm:text-xs`}
                      data-testid="share-link"
                      data-path={state.link.path}
                    />
                    <button
                      type="button"
                      className={`${buttonClass.primary} shrink-0`}
                      onClick={() => void copy(state.link.url)}
                      data-testid="copy-share-link"
                    >
                      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
                      {copied ? t("share.copied") : t("share.copy")}
                    </button>
                  </div>
                  <p className="mt-1.5 text-xs text-stone-600">
                    {t("share.since", {
                      date: dateTimeFormat(intlLocaleTag(i18n.language), { dateStyle: "medium" }).format(
                        new Date(state.link.sharedAt),
                      ),
                    })}
                  </p>
                  <p className="sr-only" role="status">
                    {copied ? t("share.copied") : ""}
                  </p>
                </div>
                <div className="border-t border-stone-200 pt-3">
                  <button
                    type="button"
                    className={`${buttonClass.secondary} w-full text-red-700`}
                    onClick={() => void turn(false)}
                    disabled={working}
                    data-testid="revoke-share-link"
                  >
                    <Link2Off aria-hidden className="size-4" />
                    {t("share.revoke")}
                  </button>
                  <p className="mt-1.5 text-xs text-stone-600">{t("share.revokeHint")}</p>
                </div>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
