import { buttonClass } from "../ui/button.tsx";
import { FileText, ImageIcon, Paperclip, Send, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { useRootData } from "../../lib/root-data.ts";
import { FieldMessages, describedByFor } from "../ui/field-messages.tsx";
import { formatFileSize } from "./order-format.ts";
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "../../../core/media/limits.ts";
import { MAX_MESSAGE_LENGTH } from "../../../core/orders/schemas.ts";

/** Limits of a message (core/orders/schemas.ts, core/media/limits.ts; the server checks again). */
export const MESSAGE_LIMITS = {
  maxLength: MAX_MESSAGE_LENGTH,
  maxFiles: MAX_ATTACHMENTS,
  maxBytes: MAX_ATTACHMENT_BYTES,
  types: ATTACHMENT_TYPES,
} as const;

/** A message as the loader sends it. */
export interface MessageView {
  id: string;
  author: "customer" | "staff";
  body: string;
  atText: string;
  attachments: { id: string; name: string; sizeText: string; href: string; isImage: boolean }[];
}

/** The error codes a message can come back with (translated under `orders:messages.errors`). */
export const MESSAGE_ERRORS = [
  "MESSAGE_EMPTY",
  "MESSAGE_TOO_LONG",
  "TOO_MANY_ATTACHMENTS",
  "ATTACHMENT_TYPE",
  "ATTACHMENT_TOO_LARGE",
  "ATTACHMENT_EMPTY",
] as const;
export type MessageError = (typeof MESSAGE_ERRORS)[number];

/** What is wrong with the files chosen, before sending (the server checks again, by content). */
export function checkFiles(files: readonly { size: number; type: string }[]): MessageError | null {
  if (files.length > MESSAGE_LIMITS.maxFiles) return "TOO_MANY_ATTACHMENTS";
  for (const file of files) {
    if (file.size === 0) return "ATTACHMENT_EMPTY";
    if (file.size > MESSAGE_LIMITS.maxBytes) return "ATTACHMENT_TOO_LARGE";
    if (file.type && !(MESSAGE_LIMITS.types as readonly string[]).includes(file.type)) return "ATTACHMENT_TYPE";
  }
  return null;
}

/**
 * The order's conversation with the shop and the form to write (spec §2 "order communication"):
 * text and up to 5 images or PDFs. A plain multipart form (works without JavaScript); with it, the
 * chosen files are listed with their sizes and obvious mistakes are caught before sending.
 */
export function MessageThread({
  messages,
  error,
  draft,
}: {
  messages: MessageView[];
  error: MessageError | null;
  draft: string;
}) {
  const { t } = useTranslation("orders");
  const { locale } = useRootData();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "message";
  const bodyId = useId();
  const filesId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<{ name: string; size: number; type: string }[]>([]);
  const [length, setLength] = useState(draft.length);
  const [clientError, setClientError] = useState<MessageError | null>(null);
  const shownError = clientError ?? error;
  const bodyError =
    shownError === "MESSAGE_EMPTY" || shownError === "MESSAGE_TOO_LONG"
      ? t(`messages.errors.${shownError}`)
      : undefined;
  const filesError =
    shownError && !bodyError ? t(`messages.errors.${shownError}`, { max: MESSAGE_LIMITS.maxFiles }) : undefined;

  return (
    <div>
      {messages.length === 0 ? (
        <p className="text-sm text-stone-600">{t("messages.empty")}</p>
      ) : (
        <ol className="space-y-4" data-testid="message-list">
          {messages.map((m) => (
            <li
              key={m.id}
              data-testid="order-message"
              className={`w-fit max-w-[92%] rounded-2xl px-4 py-3 ${
                m.author === "staff"
                  ? "mr-auto rounded-tl-sm bg-stone-100 text-stone-900"
                  : "ml-auto rounded-tr-sm bg-brand-50 text-stone-900"
              }`}
            >
              <p className="text-xs font-medium text-stone-600">
                {m.author === "staff" ? t("messages.fromShop") : t("messages.fromYou")}
                <span aria-hidden> · </span>
                <span className="font-normal">{m.atText}</span>
              </p>
              {m.body ? <p className="mt-1 whitespace-pre-line break-words text-sm leading-6">{m.body}</p> : null}
              {m.attachments.length > 0 ? (
                <ul className="mt-2 space-y-1" aria-label={t("messages.attachments")}>
                  {m.attachments.map((a) => (
                    <li key={a.id}>
                      <a
                        href={a.href}
                        className="inline-flex max-w-full items-center gap-1.5 rounded-md text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                      >
                        {a.isImage ? (
                          <ImageIcon aria-hidden className="size-4 shrink-0" />
                        ) : (
                          <FileText aria-hidden className="size-4 shrink-0" />
                        )}
                        <span className="truncate">{a.name}</span>
                        <span className="shrink-0 font-normal text-stone-500">({a.sizeText})</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}

      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 border-t border-stone-200 pt-5"
        onSubmit={(event) => {
          const form = event.currentTarget;
          const body = (form.elements.namedItem("body") as HTMLTextAreaElement | null)?.value.trim() ?? "";
          const problem = checkFiles(files) ?? (!body && files.length === 0 ? "MESSAGE_EMPTY" : null);
          setClientError(problem);
          if (problem) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="message" />
        <label htmlFor={bodyId} className="mb-1.5 block text-sm font-medium text-stone-800">
          {t("messages.label")}
        </label>
        <textarea
          id={bodyId}
          name="body"
          rows={4}
          maxLength={MESSAGE_LIMITS.maxLength}
          defaultValue={draft}
          onChange={(e) => {
            setLength(e.target.value.length);
            if (clientError === "MESSAGE_EMPTY") setClientError(null);
          }}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={describedByFor(bodyId, { hint: true, error: bodyError })}
          className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 focus:border-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-[invalid=true]:border-red-500 sm:text-sm"
          placeholder={t("messages.placeholder")}
        />
        <FieldMessages
          id={bodyId}
          hint={t("messages.lengthHint", { used: length, max: MESSAGE_LIMITS.maxLength })}
          error={bodyError}
        />

        <div className="mt-4">
          <label
            htmlFor={filesId}
            className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 hover:bg-stone-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
          >
            <Paperclip aria-hidden className="size-4" />
            {t("messages.attach")}
            <input
              ref={fileInput}
              id={filesId}
              type="file"
              name="attachments"
              multiple
              accept={MESSAGE_LIMITS.types.join(",")}
              aria-describedby={describedByFor(filesId, { hint: true, error: filesError })}
              aria-invalid={filesError ? true : undefined}
              onChange={(e) => {
                const chosen = [...(e.target.files ?? [])].map((f) => ({ name: f.name, size: f.size, type: f.type }));
                setFiles(chosen);
                setClientError(checkFiles(chosen));
              }}
              className="sr-only"
            />
          </label>
          <FieldMessages
            id={filesId}
            hint={t("messages.attachHint", { max: MESSAGE_LIMITS.maxFiles })}
            error={filesError}
          />
          {files.length > 0 ? (
            <div className="mt-3">
              <ul className="space-y-1 text-sm" aria-label={t("messages.chosenFiles")} data-testid="chosen-files">
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`} className="flex items-center gap-2 text-stone-700">
                    <Paperclip aria-hidden className="size-3.5 shrink-0 text-stone-400" />
                    <span className="min-w-0 truncate">{f.name}</span>
                    <span className="shrink-0 text-stone-500">{formatFileSize(f.size, locale)}</span>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                onClick={() => {
                  if (fileInput.current) fileInput.current.value = "";
                  setFiles([]);
                  setClientError(null);
                }}
                className="mt-2 inline-flex h-9 items-center gap-1 rounded-full px-3 text-xs font-medium text-stone-700 hover:bg-stone-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <X aria-hidden className="size-3.5" />
                {t("messages.clearFiles")}
              </button>
            </div>
          ) : null}
        </div>

        <button
          type="submit"
          disabled={sending}
          aria-busy={sending || undefined}
          className={buttonClass({ extra: "mt-5" })}
        >
          <Send aria-hidden className="size-4" />
          {sending ? t("messages.sending") : t("messages.send")}
        </button>
      </Form>
    </div>
  );
}
