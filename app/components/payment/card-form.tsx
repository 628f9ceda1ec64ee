import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../lib/root-data.ts";
import { sibsFormHtml } from "./sibs-form.ts";

/**
 * SIBS's hosted card form (integrations.md §1): the `form.paymentSPG` and the widget script, which
 * puts the card form (an iframe from SIBS) inside it and sends the browser to `redirectUrl` when the
 * payment is done (3-D Secure included). The markup is set as HTML, so React never touches what the
 * widget adds. A server-rendered page runs the script as it is read; when the page was rendered in
 * the browser (markup set as HTML never runs its scripts) the script is added here, with the nonce.
 */
export function SibsCardForm({
  scriptUrl,
  formContext,
  amountCents,
  language,
  redirectUrl,
}: {
  scriptUrl: string;
  formContext: string;
  amountCents: number;
  language: string;
  redirectUrl: string;
}) {
  const { nonce } = useRootData();
  const { t } = useTranslation("payment");
  const ref = useRef<HTMLDivElement>(null);
  const html = sibsFormHtml({ formContext, amountCents, language, redirectUrl }, { src: scriptUrl, nonce });
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    let added: HTMLScriptElement | null = null;
    const start = () => {
      const form = box.querySelector("form.paymentSPG");
      if (!form || form.hasAttribute("data-spg-mounted")) return;
      added = document.createElement("script");
      added.src = scriptUrl;
      added.nonce = nonce;
      box.appendChild(added);
    };
    let timer = 0;
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
    else timer = window.setTimeout(start, 0);
    return () => {
      document.removeEventListener("DOMContentLoaded", start);
      window.clearTimeout(timer);
      added?.remove();
    };
  }, [scriptUrl, nonce]);
  return (
    <>
      {/* without JavaScript SIBS's widget cannot draw the form: say so instead of an empty box (issue 15) */}
      <noscript>
        <style>{"[data-testid=sibs-card-form]{display:none}"}</style>
        <p className="p-4 text-sm leading-6 text-stone-700" data-testid="card-noscript">
          {t("card.noScript")}
        </p>
      </noscript>
      <div
        ref={ref}
        data-testid="sibs-card-form"
        className="min-h-[420px]"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: SIBS's form markup, every attribute escaped (sibs-form.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </>
  );
}
