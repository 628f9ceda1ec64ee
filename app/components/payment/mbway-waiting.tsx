import { Smartphone } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useRevalidator } from "react-router";
import { formatEur } from "../orders/eur.tsx";
import { formatCountdown } from "../orders/order-format.ts";
import { usePolling } from "./use-polling.ts";
import { buttonClass } from "../ui/button.tsx";

/**
 * Waiting for the MB WAY approval: what to do, a countdown to the request's end, and the page asks
 * the gateway every 3 seconds (the loader redirects to the order page once it is paid, or comes back
 * with the refusal). Without JavaScript, "Check now" reloads the page.
 * @param secondsLeft seconds until the request lapses, as the loader counted them
 */
export function MbwayWaiting({
  amountCents,
  secondsLeft,
  checkHref,
  otherMethodHref,
}: {
  amountCents: number;
  secondsLeft: number;
  checkHref: string;
  otherMethodHref: string;
}) {
  const { t, i18n } = useTranslation("payment");
  const [left, setLeft] = useState(secondsLeft);
  const revalidator = useRevalidator();
  useEffect(() => {
    const started = Date.now();
    setLeft(secondsLeft);
    const timer = window.setInterval(() => {
      setLeft(Math.max(0, secondsLeft - Math.floor((Date.now() - started) / 1000)));
    }, 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);
  // keep asking after the countdown too: the app's answer may be on its way
  usePolling(true, 3000);
  const lapsed = left <= 0;
  return (
    <section aria-labelledby="mbway-title" data-testid="mbway-waiting">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <Smartphone aria-hidden className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id="mbway-title" className="text-xl font-semibold text-stone-900">
            {lapsed ? t("mbway.lapsedTitle") : t("mbway.approveTitle")}
          </h2>
          <p className="mt-1 text-sm leading-6 text-stone-600">
            {lapsed ? t("mbway.lapsedBody") : t("mbway.approveBody", { amount: formatEur(amountCents, i18n.language) })}
          </p>
        </div>
      </div>
      {!lapsed ? (
        <div className="mt-6 rounded-xl border border-stone-200 bg-stone-50 px-4 py-5 text-center">
          <p className="text-xs font-medium uppercase tracking-wide text-stone-500" id="mbway-countdown-label">
            {t("mbway.timeLeft")}
          </p>
          <p
            role="timer"
            aria-labelledby="mbway-countdown-label"
            className="mt-1 font-mono text-4xl font-semibold tabular-nums text-stone-900"
            data-testid="mbway-countdown"
          >
            {formatCountdown(left)}
          </p>
          <p className="mt-2 text-xs text-stone-500" aria-live="polite">
            {revalidator.state === "loading" ? t("mbway.checking") : t("mbway.autoUpdate")}
          </p>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {lapsed ? (
          <Link to={otherMethodHref} className={buttonClass()}>
            {t("tryAgain")}
          </Link>
        ) : (
          <Link to={checkHref} className={buttonClass({ variant: "secondary" })}>
            {t("mbway.checkNow")}
          </Link>
        )}
        {!lapsed ? (
          <Link to={otherMethodHref} className={buttonClass({ variant: "ghost" })}>
            {t("otherMethod")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
