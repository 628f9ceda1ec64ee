import { fileTypeFromBuffer } from "file-type";
import type { Ctx } from "../shared/ctx.ts";
import { Invalid } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from "./limits.ts";
import { MAX_IMAGE_PIXELS, imageHeader } from "./untrusted-image.ts";

export { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS };

/** A stored upload: id, the client's file name (cleaned), sniffed type and size in bytes. */
export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/** The file name as shown: no folders, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>]/g, "").trim();
  return (cleaned || "file").slice(-120);
}

/**
 * Checks and stores an attachment: at most {@link MAX_ATTACHMENT_BYTES}, and its bytes must be one of
 * {@link ATTACHMENT_TYPES} (sniffed with file-type; a renamed .exe is refused); an image's header must
 * be readable and declare at most {@link MAX_IMAGE_PIXELS} (read without decoding). The bytes go to
 * `ctx.services.storage`.
 * @throws Invalid (field `attachments`): ATTACHMENT_TOO_LARGE, ATTACHMENT_TYPE, ATTACHMENT_EMPTY,
 *   ATTACHMENT_TOO_LARGE_PX
 */
export async function storeAttachment(ctx: Ctx, file: { name: string; bytes: Uint8Array }): Promise<StoredFile> {
  if (file.bytes.byteLength === 0) throw new Invalid("The file is empty", "attachments", "ATTACHMENT_EMPTY");
  if (file.bytes.byteLength > MAX_ATTACHMENT_BYTES) {
    throw new Invalid("Files can be at most 10 MB", "attachments", "ATTACHMENT_TOO_LARGE");
  }
  const type = await fileTypeFromBuffer(file.bytes);
  if (!type || !(ATTACHMENT_TYPES as readonly string[]).includes(type.mime)) {
    throw new Invalid("Attach images (JPEG, PNG, WebP, GIF) or PDF files", "attachments", "ATTACHMENT_TYPE");
  }
  // Attachments are kept as sent (never decoded here); a pixel flood would still stall whoever opens it.
  const header = type.mime.startsWith("image/") ? await imageHeader(file.bytes) : null;
  if (header?.state === "unreadable") {
    throw new Invalid("Attach images (JPEG, PNG, WebP, GIF) or PDF files", "attachments", "ATTACHMENT_TYPE");
  }
  if (header?.state === "too-large") {
    throw new Invalid(
      `Images can be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
      "attachments",
      "ATTACHMENT_TOO_LARGE_PX",
    );
  }
  const id = createId("upload", ctx.now().getTime());
  await ctx.services.storage.put(id, file.bytes);
  return { id, name: cleanFileName(file.name), contentType: type.mime, size: file.bytes.byteLength };
}
