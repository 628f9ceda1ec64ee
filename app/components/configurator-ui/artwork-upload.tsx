import { ImageUp, LoaderCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadImage } from "./api.ts";
import type { UploadInfo } from "./editor-state.ts";
import { useErrorText } from "./messages.ts";

/** Largest artwork the shop takes (core/media/store-upload.ts MAX_ARTWORK_BYTES). */
const MAX_BYTES = 25 * 1024 * 1024;

/**
 * Artwork upload: drag and drop onto the area, or choose a file (keyboard: the file input is the
 * focusable control). Shows progress; a refusal (not an image, unsafe SVG, too large …) is shown
 * translated and nothing else changes, so the design is kept.
 */
export function ArtworkUpload({
  current,
  onUploaded,
}: {
  current: UploadInfo | undefined;
  onUploaded: (upload: UploadInfo) => void;
}) {
  const { t } = useTranslation("customize");
  const errorText = useErrorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  async function send(file: File) {
    setError(null);
    if (file.size > MAX_BYTES) {
      setError(errorText("UPLOAD_TOO_LARGE", { maxBytes: MAX_BYTES }));
      return;
    }
    setProgress(0);
    const result = await uploadImage(file, file.name, (f) => setProgress(f));
    setProgress(null);
    if (input.current) input.current.value = "";
    if (result.ok) onUploaded(result.upload);
    else setError(errorText(result.code, result.details));
  }

  const busy = progress !== null;
  return (
    <div>
      {current ? (
        <div className="mb-3 flex items-center gap-3 rounded-xl border border-stone-200 bg-stone-50 p-2.5">
          <img
            src={current.url}
            alt=""
            className="size-14 shrink-0 rounded-lg border border-stone-200 bg-[conic-gradient(#e7e5e4_25%,#fff_0_50%,#e7e5e4_0_75%,#fff_0)] bg-[length:12px_12px] object-contain"
          />
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium text-stone-900" data-testid="artwork-name">
              {current.name}
            </p>
            {current.widthPx && current.heightPx ? (
              <p className="text-xs text-stone-600">
                {t("print.pixels", { width: current.widthPx, height: current.heightPx })}
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg"
        className="peer sr-only"
        disabled={busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void send(file);
        }}
        aria-describedby={`${id}-hint`}
        data-testid="artwork-input"
      />
      <label
        htmlFor={id}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          const file = e.dataTransfer.files?.[0];
          if (file && !busy) void send(file);
        }}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed px-4 py-5 text-center peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 ${
          dragging ? "border-brand-600 bg-brand-50" : "border-stone-300 bg-white hover:border-stone-500"
        }`}
        data-testid="artwork-dropzone"
      >
        {busy ? (
          <LoaderCircle aria-hidden className="size-6 animate-spin text-stone-500" />
        ) : (
          <ImageUp aria-hidden className="size-6 text-stone-500" />
        )}
        <span className="text-sm font-medium text-stone-900">
          {current ? t("print.replaceArtwork") : t("print.chooseArtwork")}
        </span>
        <span id={`${id}-hint`} className="text-xs text-stone-600">
          {t("print.artworkHint")}
        </span>
      </label>
      {busy ? (
        <div className="mt-3">
          <div
            role="progressbar"
            aria-label={t("print.uploading")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((progress ?? 0) * 100)}
            className="h-2 overflow-hidden rounded-full bg-stone-200"
            data-testid="upload-progress"
          >
            <div
              className="h-full bg-brand-600 transition-[width]"
              style={{ width: `${Math.round((progress ?? 0) * 100)}%` }}
            />
          </div>
          <p className="mt-1 text-xs text-stone-600">
            {t("print.uploadingPercent", { percent: Math.round((progress ?? 0) * 100) })}
          </p>
        </div>
      ) : null}
      {error ? (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="upload-error"
        >
          <p className="font-medium">{error}</p>
          <p className="mt-0.5 text-xs">{t("print.designKept")}</p>
        </div>
      ) : null}
    </div>
  );
}
