import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A step of the timeline as the loader sends it (the time already formatted in Lisbon time). */
export interface TimelineStepView {
  status: string;
  reached: boolean;
  current: boolean;
  atText: string | null;
}

/**
 * The order's way from placed to delivered (or to cancelled/refunded): an ordered list, across on
 * wide screens and down on phones; the current step has `aria-current="step"`.
 */
export function OrderTimeline({ steps }: { steps: TimelineStepView[] }) {
  const { t } = useTranslation("orders");
  return (
    <ol className="flex flex-col gap-0 sm:flex-row sm:gap-2" data-testid="order-timeline">
      {steps.map((step, i) => {
        const ended = step.status === "cancelled" || step.status === "refunded";
        const dot = step.reached
          ? ended
            ? "border-stone-500 bg-stone-500 text-white"
            : "border-brand-700 bg-brand-700 text-white"
          : "border-stone-300 bg-white text-stone-400";
        return (
          <li
            key={step.status}
            aria-current={step.current ? "step" : undefined}
            className="relative flex min-w-0 flex-1 gap-3 pb-5 last:pb-0 sm:flex-col sm:gap-2 sm:pb-0"
          >
            {i < steps.length - 1 ? (
              <span
                aria-hidden
                className={`absolute left-3 top-7 h-[calc(100%-1.75rem)] w-0.5 sm:left-8 sm:top-3 sm:h-0.5 sm:w-[calc(100%-1.5rem)] ${
                  steps[i + 1]?.reached ? "bg-brand-700" : "bg-stone-200"
                }`}
              />
            ) : null}
            <span
              className={`relative z-10 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${dot}`}
              aria-hidden
            >
              {step.reached ? <Check className="size-3.5" strokeWidth={3} /> : null}
            </span>
            <span className="min-w-0">
              <span
                className={`block text-sm ${step.current ? "font-semibold text-stone-900" : step.reached ? "font-medium text-stone-800" : "text-stone-500"}`}
              >
                {t(`timeline.step.${step.status}`)}
                <span className="sr-only">
                  {" "}
                  {step.current ? t("timeline.current") : step.reached ? t("timeline.done") : t("timeline.todo")}
                </span>
              </span>
              {step.atText ? <span className="block text-xs text-stone-500">{step.atText}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
