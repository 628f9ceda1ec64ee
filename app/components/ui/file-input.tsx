import { type InputHTMLAttributes, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "./button.tsx";

/**
 * A file picker in the reader's language: the native input stays in the form (visually hidden,
 * focusable, so it posts without JavaScript and keeps the label `Field` gives it); a translated
 * button-styled label opens it, and the chosen file names (or "No file chosen") show beside it.
 * `buttonText` overrides the button's text. Extra props go to the `<input type="file">`.
 */
export function FileInput({
  id: givenId,
  multiple,
  buttonText,
  className,
  onChange,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  buttonText?: string;
  ref?: React.Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation("common");
  const autoId = useId();
  const id = givenId ?? autoId;
  const [names, setNames] = useState<string[]>([]);
  const chosen =
    names.length === 0
      ? t("files.none")
      : names.length === 1
        ? names[0]
        : t("files.count", { count: names.length, names: names.join(", ") });
  return (
    <div className={`flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 ${className ?? ""}`}>
      <input
        id={id}
        type="file"
        multiple={multiple}
        className="peer sr-only"
        onChange={(event) => {
          setNames(Array.from(event.currentTarget.files ?? [], (file) => file.name));
          onChange?.(event);
        }}
        {...props}
      />
      <label
        htmlFor={id}
        className={buttonClass({
          variant: "secondary",
          size: "sm",
          extra:
            "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        })}
      >
        {buttonText ?? t(multiple ? "files.chooseMany" : "files.choose")}
      </label>
      <span className="min-w-0 truncate text-sm text-stone-600" data-testid="file-names" aria-live="polite">
        {chosen}
      </span>
    </div>
  );
}
