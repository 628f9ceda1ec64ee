/**
 * Limits of the files people attach (order messages, support tickets, reviews): plain constants with
 * no imports, so the browser checks the same numbers before sending (the server checks the bytes
 * again by content, core/media/storage.ts).
 */

/** Largest attachment, in bytes (10 MB). */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** Most attachments on one message. */
export const MAX_ATTACHMENTS = 5;
/** Types accepted as attachments, by sniffed content (never by the name or the browser's claim). */
export const ATTACHMENT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"] as const;
