import CalendarDays from "lucide-react/icons/calendar-days";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { DayPicker } from "react-day-picker";
import { enGB } from "react-day-picker/locale/en-GB";
import { es } from "react-day-picker/locale/es";
import { pt } from "react-day-picker/locale/pt";
import "react-day-picker/style.css";
import { useTranslation } from "react-i18next";
import {
  datePattern,
  formatIsoDate,
  isIsoDate,
  isoToLocalDate,
  localDateToIso,
  parseLocalDate,
} from "./date-format.ts";
import { inputClass } from "./input.tsx";

const CALENDAR_LOCALES = { en: enGB, pt, es } as const;
const CALENDAR_STYLE = {
  "--rdp-accent-color": "var(--color-stone-900)",
  "--rdp-accent-background-color": "var(--color-stone-100)",
  "--rdp-today-color": "var(--color-brand-700)",
  "--rdp-day-height": "40px",
  "--rdp-day-width": "40px",
  "--rdp-day_button-height": "38px",
  "--rdp-day_button-width": "38px",
} as React.CSSProperties;

/** What a {@link DateField} takes (the `aria-*`/`id` props are the ones `Field` hands its control). */
export interface DateFieldProps {
  /** The form field name; the value posted is ISO `yyyy-mm-dd` (or "" when empty). */
  name: string;
  /** The id of the visible text box (what a `<label htmlFor>` names). */
  id?: string;
  /** The first value, ISO `yyyy-mm-dd` ("" or absent: empty). Re-key the field to reset it. */
  defaultValue?: string | null;
  required?: boolean;
  disabled?: boolean;
  /** Earliest and latest allowed days, ISO (days outside are disabled in the calendar and refused when typed). */
  min?: string;
  max?: string;
  autoComplete?: string;
  className?: string;
  "aria-invalid"?: boolean | "true" | "false";
  "aria-describedby"?: string;
  "aria-required"?: boolean | "true" | "false";
  /** Told every time the ISO value changes ("" when cleared or not a date). */
  onValueChange?: (iso: string) => void;
}

/**
 * A date field in the reader's language (issue 15): a text box that shows and accepts the
 * language's own numeric date (dd/mm/yyyy in English as en-GB, dd/mm/aaaa in Portuguese and
 * Spanish; see `date-format.ts`) with a calendar button beside it (react-day-picker in the same
 * language, Monday first). A hidden input posts ISO `yyyy-mm-dd` under `name`, so actions and list
 * filters read what `<input type="date">` sent before.
 *
 * Keyboard: type the date, or Alt+↓ / the button opens the calendar (arrows move by day/week,
 * PageUp/PageDown by month, Enter picks, Esc closes and gives focus back). A typed text that is not a
 * date (or outside min/max) stops the form's submission: a translated error shows under the box and
 * focus goes to it.
 * Before hydration (and without JavaScript) it is a native date input, so the form still posts ISO;
 * what was entered in it then is kept when it becomes the translated field.
 */
export function DateField({
  name,
  id: givenId,
  defaultValue,
  required,
  disabled,
  min,
  max,
  autoComplete = "off",
  className,
  onValueChange,
  ...aria
}: DateFieldProps) {
  const { t, i18n } = useTranslation("common");
  const autoId = useId();
  const id = givenId ?? autoId;
  const locale = (i18n.resolvedLanguage ?? i18n.language ?? "en") as keyof typeof CALENDAR_LOCALES;
  const initial = defaultValue && isIsoDate(defaultValue) ? defaultValue : "";
  const [iso, setIso] = useState(initial);
  const [text, setText] = useState(() => formatIsoDate(initial, locale));
  const [problem, setProblem] = useState<"format" | "range" | null>(null);
  const [open, setOpen] = useState(false);
  /** The calendar opens under the field's left edge, or its right one when there is no room on the right. */
  const [alignRight, setAlignRight] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const textBox = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const problemRef = useRef(problem);
  problemRef.current = problem;
  const native = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);

  // Once React runs, the native date input becomes the translated field, keeping what was typed or
  // picked in it before hydration (and the focus).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    const before = native.current;
    const value = before?.value ?? "";
    if (value !== iso && isIsoDate(value)) {
      setIso(value);
      setText(formatIsoDate(value, locale));
    }
    const hadFocus = before !== null && document.activeElement === before;
    setEnhanced(true);
    if (hadFocus) requestAnimationFrame(() => textBox.current?.focus());
  }, []);

  const { order, separator } = datePattern(locale);
  const placeholder = order.map((part) => t(`date.${part}`)).join(separator);
  const errorId = `${id}-date-error`;
  const describedBy = [problem ? errorId : "", aria["aria-describedby"] ?? ""].filter(Boolean).join(" ") || undefined;

  /** Reads the typed text: sets the ISO value, or the problem. */
  function commit(value: string) {
    const parsed = parseLocalDate(value, locale);
    if (value.trim() === "") {
      setProblem(null);
      update("");
    } else if (!parsed) {
      setProblem("format");
      update("");
    } else if ((min && parsed < min) || (max && parsed > max)) {
      setProblem("range");
      update("");
    } else {
      setProblem(null);
      update(parsed);
      setText(formatIsoDate(parsed, locale));
    }
  }
  function toggle(next: boolean) {
    const box = wrapper.current?.getBoundingClientRect();
    if (next && box) setAlignRight(box.left + 320 > document.documentElement.clientWidth && box.right >= 320);
    setOpen(next);
  }
  function update(next: string) {
    setIso(next);
    onValueChange?.(next);
  }

  // A typed text that is not a date stops the form (React Router's <Form> honours defaultPrevented).
  useEffect(() => {
    const form = wrapper.current?.closest("form");
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      const box = textBox.current;
      if (!box) return;
      const value = box.value;
      const parsed = parseLocalDate(value, locale);
      const bad = (value.trim() !== "" && !parsed) || (parsed && ((min && parsed < min) || (max && parsed > max)));
      if (bad || problemRef.current) {
        event.preventDefault();
        commit(value);
        box.focus();
      }
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  });

  // Close the calendar when focus or a click goes elsewhere.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node)) setOpen(false);
    };
    const box = wrapper.current;
    document.addEventListener("pointerdown", onPointer);
    box?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      box?.removeEventListener("focusout", onFocusOut);
    };
  }, [open]);

  if (!enhanced) {
    return (
      <input
        ref={native}
        id={id}
        name={name}
        type="date"
        defaultValue={initial}
        required={required}
        disabled={disabled}
        min={min}
        max={max}
        autoComplete={autoComplete}
        className={className ? `${inputClass} ${className}` : inputClass}
        {...aria}
      />
    );
  }

  const selected = isoToLocalDate(iso) ?? undefined;
  const minDate = isoToLocalDate(min) ?? undefined;
  const maxDate = isoToLocalDate(max) ?? undefined;
  const today = new Date();
  const startMonth = minDate ?? new Date(today.getFullYear() - 100, 0, 1);
  const endMonth = maxDate ?? new Date(today.getFullYear() + 10, 11, 31);
  const disabledDays = [...(minDate ? [{ before: minDate }] : []), ...(maxDate ? [{ after: maxDate }] : [])];

  return (
    <div ref={wrapper} className={`relative ${className ?? ""}`} data-testid="date-field">
      <input type="hidden" name={name} value={iso} />
      <input
        ref={textBox}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        required={required}
        disabled={disabled}
        className={`${inputClass} pr-12`}
        {...aria}
        aria-invalid={problem ? true : aria["aria-invalid"]}
        aria-describedby={describedBy}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(null);
          const parsed = parseLocalDate(event.target.value, locale);
          update(parsed && !(min && parsed < min) && !(max && parsed > max) ? parsed : "");
        }}
        onBlur={(event) => {
          // a valid date is rewritten in the reader's format; a wrong one is reported on submit or
          // Enter (an error appearing on blur would move the button being clicked)
          const parsed = parseLocalDate(event.target.value, locale);
          if (parsed && !(min && parsed < min) && !(max && parsed > max)) setText(formatIsoDate(parsed, locale));
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" && event.altKey) {
            event.preventDefault();
            toggle(true);
          } else if (event.key === "Enter") {
            commit(event.currentTarget.value);
          }
        }}
      />
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-label={t("date.openCalendar")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-calendar` : undefined}
        onClick={() => toggle(!open)}
        className="absolute right-1 top-0 inline-flex h-11 w-11 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50"
      >
        <CalendarDays aria-hidden className="size-5" />
      </button>
      {problem ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {problem === "format"
            ? t("date.invalid", { format: placeholder })
            : t(min && max ? "date.between" : min ? "date.from" : "date.until", {
                min: formatIsoDate(min, locale),
                max: formatIsoDate(max, locale),
              })}
        </p>
      ) : null}
      {open ? (
        <div
          id={`${id}-calendar`}
          role="dialog"
          aria-label={t("date.calendar")}
          data-testid="date-calendar"
          className={`absolute ${alignRight ? "right-0" : "left-0"} z-30 mt-1 max-w-[calc(100vw-1.5rem)] rounded-xl border border-stone-200 bg-white p-2 shadow-lg`}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          <DayPicker
            // the library's stylesheet sets its variables on its root: the shop's colours and a 40 px day go there
            style={CALENDAR_STYLE}
            mode="single"
            autoFocus
            locale={CALENDAR_LOCALES[locale] ?? enGB}
            weekStartsOn={1}
            captionLayout="dropdown"
            startMonth={startMonth}
            endMonth={endMonth}
            defaultMonth={
              selected ?? (maxDate && maxDate < today ? maxDate : minDate && minDate > today ? minDate : today)
            }
            selected={selected}
            disabled={disabledDays}
            onSelect={(day) => {
              const next = day ? localDateToIso(day) : "";
              setProblem(null);
              update(next);
              setText(formatIsoDate(next, locale));
              setOpen(false);
              textBox.current?.focus();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
