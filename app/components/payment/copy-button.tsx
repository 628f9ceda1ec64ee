import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../lib/toast.ts";

/**
 * Copies `value` to the clipboard (Multibanco entity, reference, amount). Shown only once the page
 * runs JavaScript (without it the button could not work); `label` names what is copied.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation("payment");
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(typeof navigator !== "undefined" && !!navigator.clipboard), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!ready) return null;
  return (
    <button
      type="button"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(value);
          setCopied(true);
          void notify(t("copy.done", { what: label }), "success");
        } catch {
          void notify(t("copy.failed"), "error");
        }
      }}
      className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border border-stone-300 bg-white px-3 text-xs font-medium text-stone-800 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {copied ? <Check aria-hidden className="size-3.5 text-brand-700" /> : <Copy aria-hidden className="size-3.5" />}
      <span>{copied ? t("copy.copied") : t("copy.copy")}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
