import { ArrowDown, ArrowUp, ImagePlus, Loader2, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AdminProduct, ProductEditorOptions } from "../../../../core/catalog/admin-products.ts";
import { LOCALES, type Locale, htmlLangTag } from "../../../../core/shared/locale.ts";
import { buttonQuiet, inputClass, pick, sectionClass, useErrorText } from "../catalog-form.tsx";
import type { ErrorOf } from "./field-errors.ts";

/** One photo row of the editor: an upload with its alt texts and optional colour. */
interface ImageRow {
  key: string;
  uploadId: string;
  url: string;
  alt: { en: string; pt: string; es: string };
  colorId: string | null;
}

/**
 * The product editor's "Photos" section (`#sec-images`, test id `images`): uploads PNG or JPEG files
 * one by one to `POST /api/upload/image` (an SVG answer is refused as `errors.UPLOAD_TYPE`), lists
 * the photos in order with up/down/remove buttons, alt texts in the three languages (prefilled from
 * the file name) and an optional colour. Submits, per photo in order (Conform's names),
 * `images[i].uploadId`, `images[i].alt.<lng>` and `images[i].colorId` (empty for any colour). Shows
 * an upload failure, or the first message on an `images…` field.
 */
export function ImagesSection({
  product,
  options,
  errorOf,
  lang,
}: {
  product: AdminProduct | null;
  options: ProductEditorOptions;
  errorOf: ErrorOf;
  lang: Locale;
}) {
  const { t } = useTranslation("admin-catalog");
  const text = useErrorText();
  const [images, setImages] = useState<ImageRow[]>(
    () =>
      product?.images.map((i) => ({
        key: i.id,
        uploadId: i.uploadId,
        url: i.url,
        alt: { en: i.alt.en, pt: i.alt.pt, es: i.alt.es },
        colorId: i.colorId,
      })) ?? [],
  );
  const imagesError = errorOf("images", true);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const move = (from: number, to: number) =>
    setImages((list) => {
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      const [item] = next.splice(from, 1);
      if (item) next.splice(to, 0, item);
      return next;
    });
  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    setUploadError(null);
    try {
      for (const file of Array.from(files)) {
        const body = new FormData();
        body.set("file", file, file.name);
        const res = await fetch("/api/upload/image", { method: "POST", body });
        const json = (await res.json().catch(() => null)) as
          | { id: string; url: string; contentType: string; error?: undefined }
          | { error: { code: string; message: string } }
          | null;
        if (!res.ok || !json || "error" in json) {
          const err = json && "error" in json && json.error ? json.error : { code: "generic", message: "" };
          setUploadError(text({ code: err.code, message: err.message }));
          break;
        }
        if (json.contentType === "image/svg+xml") {
          setUploadError(t("errors.UPLOAD_TYPE"));
          break;
        }
        const stem = file.name.replace(/\.[a-z0-9]+$/i, "").replace(/[-_]+/g, " ");
        setImages((list) => [
          ...list,
          { key: json.id, uploadId: json.id, url: json.url, alt: { en: stem, pt: stem, es: stem }, colorId: null },
        ]);
      }
    } catch {
      setUploadError(t("errors.generic"));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }
  return (
    <section className={`${sectionClass} space-y-4`} aria-labelledby="sec-images" data-testid="images">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="sec-images" className="text-lg font-semibold text-stone-900">
            {t("products.sections.images")}
          </h2>
          <p className="mt-1 text-sm text-stone-600">{t("hints.images")}</p>
        </div>
        <label className={`${buttonQuiet} cursor-pointer focus-within:ring-2 focus-within:ring-brand-600`}>
          {uploading ? (
            <Loader2 aria-hidden className="size-4 animate-spin" />
          ) : (
            <ImagePlus aria-hidden className="size-4" />
          )}
          {uploading ? t("products.uploading") : t("products.addPhotos")}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            className="sr-only"
            onChange={(e) => void upload(e.currentTarget.files)}
            data-testid="image-upload"
          />
        </label>
      </div>
      <p aria-live="polite" className="text-sm text-red-700">
        {uploadError ?? (imagesError ? text(imagesError) : "")}
      </p>
      {images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
          {t("products.noImages")}
        </p>
      ) : (
        <ol className="space-y-3">
          {images.map((img, i) => (
            <li
              key={img.key}
              className="grid gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
              data-testid="image-row"
            >
              <input type="hidden" name={`images[${i}].uploadId`} value={img.uploadId} />
              <img
                src={img.url}
                alt={img.alt[lang] || img.alt.en}
                className="h-28 w-24 rounded-lg bg-stone-100 object-cover"
                width={96}
                height={112}
              />
              <div className="grid min-w-0 gap-2 md:grid-cols-2">
                {LOCALES.map((l) => (
                  <label key={l} className="block min-w-0 text-xs font-medium text-stone-600">
                    {t("fields.altIn", { lang: l.toUpperCase() })}
                    <input
                      name={`images[${i}].alt.${l}`}
                      value={img.alt[l]}
                      required
                      maxLength={160}
                      lang={htmlLangTag(l)}
                      onChange={(e) => {
                        const value = e.currentTarget.value;
                        setImages((list) =>
                          list.map((x, j) => (j === i ? { ...x, alt: { ...x.alt, [l]: value } } : x)),
                        );
                      }}
                      className={`${inputClass} mt-1 h-9`}
                    />
                  </label>
                ))}
                <label className="block text-xs font-medium text-stone-600">
                  {t("fields.imageColour")}
                  <select
                    name={`images[${i}].colorId`}
                    value={img.colorId ?? ""}
                    onChange={(e) => {
                      const value = e.currentTarget.value || null;
                      setImages((list) => list.map((x, j) => (j === i ? { ...x, colorId: value } : x)));
                    }}
                    className={`${inputClass} mt-1 h-9 appearance-auto`}
                  >
                    <option value="">{t("form.anyColour")}</option>
                    {options.colors.map((c) => (
                      <option key={c.id} value={c.id}>
                        {pick(c.name, lang)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <div className="flex gap-1 sm:flex-col">
                <button
                  type="button"
                  onClick={() => move(i, i - 1)}
                  disabled={i === 0}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-stone-300 disabled:opacity-40"
                  aria-label={t("products.moveUp", { n: i + 1 })}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => move(i, i + 1)}
                  disabled={i === images.length - 1}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-stone-300 disabled:opacity-40"
                  aria-label={t("products.moveDown", { n: i + 1 })}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  onClick={() => setImages((list) => list.filter((_, j) => j !== i))}
                  className="inline-flex size-9 items-center justify-center rounded-full border border-red-200 text-red-700"
                  aria-label={t("products.removePhoto", { n: i + 1 })}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
