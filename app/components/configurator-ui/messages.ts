import { useTranslation } from "react-i18next";
import type { PreflightWarning } from "../../../core/customization/preflight.ts";
import type { DesignRefusal } from "../../../core/customization/refusals.ts";
import { type EditorOptions, cm } from "./editor-state.ts";

/**
 * Translated texts of the configurator's typed answers: price refusals (`refusals.<code>`),
 * preflight warnings (`preflight.<code>`) and upload or save failures (`errors.<code>`), with the
 * placement, technique and label names of the 3D product filled in.
 */

/** The option names a message may need (the editor's options, or any list of code → name). */
type Names = Record<
  keyof Pick<EditorOptions, "placements" | "techniques" | "labels" | "labelSlots">,
  readonly { code: string; name: string }[]
>;

/** The parameters of a message: the details, with codes replaced by the product's names. */
export function messageParams(names: Names | undefined, details: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...details };
  const placement = details.placement;
  if (typeof placement === "string")
    out.placement = names?.placements.find((p) => p.code === placement)?.name ?? placement;
  const conflict = details.conflictsWith;
  if (typeof conflict === "string") {
    out.conflictsWith = names?.placements.find((p) => p.code === conflict)?.name ?? conflict;
  }
  const technique = details.technique;
  if (typeof technique === "string")
    out.technique = names?.techniques.find((t) => t.code === technique)?.name ?? technique;
  const label = details.label;
  if (typeof label === "string") out.label = names?.labels.find((l) => l.code === label)?.name ?? label;
  const slot = details.slot;
  if (typeof slot === "string") out.slot = names?.labelSlots.find((s) => s.code === slot)?.name ?? slot;
  if (Array.isArray(details.sizes)) out.sizes = details.sizes.join(", ");
  if (Array.isArray(details.allowed)) {
    out.allowed = details.allowed
      .map((code) => names?.techniques.find((t) => t.code === code)?.name ?? String(code))
      .join(", ");
  }
  for (const key of ["widthMm", "heightMm", "maxWidthMm", "maxHeightMm"]) {
    const v = details[key];
    if (typeof v === "number") out[key.replace("Mm", "Cm")] = Math.round(v) / 10;
  }
  return out;
}

/** `(refusal) => text` in the page's language. */
export function useRefusalText(
  names: Names | undefined,
): (refusal: Pick<DesignRefusal, "code" | "details" | "message">) => string {
  const { t } = useTranslation("customize");
  return (r) =>
    t(`refusals.${r.code}`, { ...messageParams(names, r.details ?? {}), defaultValue: t("refusals.fallback") });
}

/** `(warning) => text` in the page's language. */
export function usePreflightText(names: Names | undefined): (warning: PreflightWarning) => string {
  const { t } = useTranslation("customize");
  return (w) =>
    t(`preflight.${w.code}`, {
      ...messageParams(names, { ...w.params, placement: w.placement }),
      defaultValue: t("preflight.fallback"),
    });
}

/** `(code, details) => text` for upload and save failures; "Something went wrong" for unknown codes. */
export function useErrorText(): (code: string, details?: Record<string, unknown>) => string {
  const { t } = useTranslation("customize");
  return (code, details = {}) => {
    const maxBytes = details.maxBytes;
    const params = typeof maxBytes === "number" ? { maxMb: Math.round(maxBytes / 1024 / 1024) } : { maxMb: 25 };
    return t(`errors.${code}`, { ...params, defaultValue: t("errors.fallback") });
  };
}

/** `(mm) => "12,5"`: centimetres in the page's language. */
export function useCm(): (mm: number) => string {
  const { i18n } = useTranslation();
  return (mm) => cm(mm, i18n.language);
}
