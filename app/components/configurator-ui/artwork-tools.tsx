import { Eraser, LoaderCircle, Palette, Undo2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { minimumScreenColours } from "../../../core/customization/detected-colours.ts";
import { removeBackgroundRequest } from "./api.ts";
import type { UploadInfo } from "./editor-state.ts";
import { buttonClass, smallInputClass } from "./ui.tsx";

/**
 * What the server measured in an uploaded artwork, under the upload in the print panel (issue 20):
 * the colours it counted ("4 colours detected", with swatches) and, for a logo on a plain
 * background, "Remove background" (a new transparent PNG; the original is kept and "Use the
 * original" undoes it). Errors are shown translated; the design is never changed by a failure.
 */
export function ArtworkTools({
  upload,
  uploads,
  onUse,
}: {
  upload: UploadInfo | undefined;
  uploads: Readonly<Record<string, UploadInfo>>;
  /** Puts this artwork on the decoration instead (the new one without background, or the original). */
  onUse: (upload: UploadInfo) => void;
}) {
  const { t } = useTranslation("design-tools");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const facts = upload?.artwork;
  if (!upload || !facts) return null;

  async function removeBackground(id: string) {
    setBusy(true);
    setError(null);
    const result = await removeBackgroundRequest(id);
    setBusy(false);
    if (result.ok) onUse(result.upload);
    else
      setError(t("background.failed", { reason: t(`errors.${result.code}`, { defaultValue: t("errors.fallback") }) }));
  }

  const original = upload.sourceUploadId
    ? (uploads[upload.sourceUploadId] ?? {
        id: upload.sourceUploadId,
        url: `/media/upload/${upload.sourceUploadId}`,
        name: "",
        contentType: "",
        widthPx: upload.widthPx,
        heightPx: upload.heightPx,
      })
    : null;

  return (
    <div className="mt-3 space-y-3" data-testid="artwork-tools">
      <ColourFacts upload={upload} />
      {original ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-200 bg-brand-50 px-3 py-2.5">
          <div className="min-w-0 text-sm">
            <p className="font-medium text-brand-900" data-testid="background-removed">
              {t("background.removedTitle")}
            </p>
            <p className="text-xs text-brand-900/80">{t("background.removedHint")}</p>
          </div>
          <button
            type="button"
            className={buttonClass.quiet}
            onClick={() => onUse(original)}
            data-testid="use-original-artwork"
          >
            <Undo2 aria-hidden className="size-4" />
            {t("background.useOriginal")}
          </button>
        </div>
      ) : facts.background ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 px-3 py-2.5">
          <p className="flex items-center gap-2 text-sm text-stone-700">
            <span
              aria-hidden
              title={facts.background.hex}
              className="size-5 shrink-0 rounded-full border border-stone-300 shadow-inner"
              style={{ backgroundColor: facts.background.hex }}
            />
            {t("background.found")}
          </p>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void removeBackground(upload.id)}
            disabled={busy}
            aria-busy={busy}
            data-testid="remove-background"
          >
            {busy ? (
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
            ) : (
              <Eraser aria-hidden className="size-4" />
            )}
            {busy ? t("background.removing") : t("background.remove")}
          </button>
        </div>
      ) : null}
      {error ? (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="remove-background-error"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "N colours detected" with the counted colours as swatches. */
function ColourFacts({ upload }: { upload: UploadInfo }) {
  const { t } = useTranslation("design-tools");
  const facts = upload.artwork;
  if (!facts) return null;
  if (facts.colours === 0) return <p className="text-xs text-stone-600">{t("colours.empty")}</p>;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5" data-testid="colour-facts">
      <p className="flex items-center gap-1.5 text-sm font-medium text-stone-900" data-testid="colours-detected">
        <Palette aria-hidden className="size-4 text-stone-500" />
        {facts.capped ? t("colours.many", { count: facts.colours }) : t("colours.detected", { count: facts.colours })}
      </p>
      <ul className="flex flex-wrap gap-1" aria-label={t("colours.detected", { count: facts.colours })}>
        {facts.palette.map((hex) => (
          <li key={hex}>
            <span
              role="img"
              aria-label={t("colours.swatch", { hex })}
              title={hex}
              className="block size-5 rounded-full border border-stone-300"
              style={{ backgroundColor: hex }}
            />
          </li>
        ))}
      </ul>
      <p className="w-full text-xs text-stone-600">{t("colours.detectedHint")}</p>
    </div>
  );
}

/**
 * The ink colour count of a screen-printed artwork: at least what the server detected (capped at
 * the technique's maximum; the server refuses less with COLOUR_COUNT_BELOW_DETECTED), raised by the
 * customer if they like; a count below it (a design from before, a new artwork) is raised at once,
 * and a count left at the old minimum follows a new artwork's (e.g. after "Remove background").
 * An artwork with more colours than screen print takes gets the way to digital print.
 */
export function ScreenColourCount({
  upload,
  value,
  max,
  label,
  onChange,
  onUseDigital,
}: {
  upload: UploadInfo | undefined;
  value: number | null;
  max: number;
  label: string;
  onChange: (n: number) => void;
  /** Switches the decoration to digital print; absent when the placement does not offer it. */
  onUseDigital?: () => void;
}) {
  const { t } = useTranslation("design-tools");
  const id = useId();
  const minimum = minimumScreenColours(upload?.artwork, max) ?? 1;
  const tooMany = !!upload?.artwork && (upload.artwork.capped || upload.artwork.colours > max);

  // A count under the minimum is raised; a count that was the old minimum follows a new artwork's
  // (its background removed, the original chosen again); a count the customer raised stays.
  const previous = useRef(minimum);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per new minimum or value
  useEffect(() => {
    const was = previous.current;
    previous.current = minimum;
    if (value === null || value < minimum || (was !== minimum && value === was)) onChange(minimum);
  }, [minimum, value]);

  return (
    <div className="space-y-2">
      <span className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={minimum}
          max={max}
          step={1}
          value={value ?? minimum}
          required
          aria-describedby={upload?.artwork ? `${id}-hint` : undefined}
          onChange={(e) => {
            const n = Number.parseInt(e.target.value, 10);
            onChange(Number.isFinite(n) ? Math.min(Math.max(n, minimum), max) : minimum);
          }}
          className={smallInputClass}
          data-testid="colour-count"
        />
        <span className="text-sm text-stone-600">/ {max}</span>
      </span>
      {upload?.artwork && upload.artwork.colours > 0 ? (
        <p id={`${id}-hint`} className="text-xs leading-5 text-stone-600" data-testid="ink-minimum">
          {t("colours.inkMinimum", { count: minimum })}
        </p>
      ) : null}
      {tooMany ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
          data-testid="too-many-colours"
        >
          <p className="min-w-0 flex-1 basis-56">{t("colours.tooMany", { maximum: max })}</p>
          {onUseDigital ? (
            <button type="button" className={buttonClass.secondary} onClick={onUseDigital} data-testid="use-digital">
              {t("colours.useDigital")}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
