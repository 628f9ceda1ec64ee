import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MAX_DESIGN_NOTES } from "../../../core/customization/design-document.ts";

/** Notes for the production team (at most 2 000 characters), with a live count. */
export function NotesPanel({ notes, onChange }: { notes: string; onChange: (notes: string) => void }) {
  const { t } = useTranslation("customize");
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-stone-900">
        {t("notes.title")}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs leading-5 text-stone-600">
        {t("notes.hint")}
      </p>
      <textarea
        id={id}
        value={notes}
        maxLength={MAX_DESIGN_NOTES}
        rows={7}
        onChange={(e) => onChange(e.target.value.slice(0, MAX_DESIGN_NOTES))}
        aria-describedby={`${id}-hint ${id}-count`}
        className="mt-3 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:text-sm"
        data-testid="design-notes"
      />
      <p id={`${id}-count`} className="mt-1 text-right text-xs text-stone-500">
        {t("notes.count", { count: notes.length, max: MAX_DESIGN_NOTES })}
      </p>
    </div>
  );
}
