import { AlertTriangle, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/** Shared bits of the configurator's panels. */

export const inputClass =
  "block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-500 sm:text-sm";

export const smallInputClass =
  "h-10 w-24 rounded-lg border border-stone-300 bg-white px-2 text-right text-base tabular-nums text-stone-900 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:text-sm";

export const buttonClass = {
  primary:
    "inline-flex h-11 items-center justify-center gap-2 rounded-full bg-stone-900 px-5 text-sm font-medium text-white hover:bg-stone-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  brand:
    "inline-flex h-11 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 text-sm font-medium text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "inline-flex h-11 items-center justify-center gap-2 rounded-full border border-stone-300 bg-white px-5 text-sm font-medium text-stone-900 hover:bg-stone-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60",
  quiet:
    "inline-flex h-10 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-medium text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50",
} as const;

/** A titled group inside a panel. */
export function Section({
  title,
  hint,
  children,
  id,
}: {
  title: string;
  hint?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  return (
    <section aria-labelledby={id} className="border-b border-stone-200 py-5 first:pt-0 last:border-b-0 last:pb-0">
      <h3 id={id} className="text-sm font-semibold text-stone-900">
        {title}
      </h3>
      {hint ? <p className="mt-1 text-xs leading-5 text-stone-600">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Refusals shown next to what causes them (`role="alert"` so a new one is announced). */
export function RefusalList({ messages, testId = "refusal" }: { messages: string[]; testId?: string }) {
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className="mt-3 space-y-2">
      {messages.map((m) => (
        <li
          key={m}
          data-testid={testId}
          className="flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm leading-5 text-red-800"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{m}</span>
        </li>
      ))}
    </ul>
  );
}

/** Preflight warnings (never block saving). */
export function WarningList({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className="mt-3 space-y-2">
      {messages.map((m) => (
        <li
          key={m}
          data-testid="preflight-warning"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm leading-5 text-amber-900"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{m}</span>
        </li>
      ))}
    </ul>
  );
}
