import type { ReactNode } from "react";

/**
 * The hint and the error under a form field, with the ids its `aria-describedby` names
 * (`<id>-hint`, `<id>-error`). Renders nothing for what is absent.
 */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-xs leading-5 text-stone-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The `aria-describedby` of a field with these messages (undefined when it has none). */
export function describedByFor(id: string, messages: { hint?: unknown; error?: unknown }): string | undefined {
  return (
    [messages.error ? `${id}-error` : "", messages.hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined
  );
}
