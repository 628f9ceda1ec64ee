import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "../../lib/toast.ts";
import { buttonClass } from "../ui/button.tsx";

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
      className={buttonClass({ variant: "secondary", size: "sm", extra: "shrink-0 gap-1.5" })}
    >
      {copied ? <Check aria-hidden className="size-3.5 text-brand-700" /> : <Copy aria-hidden className="size-3.5" />}
      <span>{copied ? t("copy.copied") : t("copy.copy")}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
