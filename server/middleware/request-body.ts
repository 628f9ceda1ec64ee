import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_ARTWORK_BYTES, MAX_FILE_BYTES } from "../../core/media/store-upload.ts";
import { MAX_ATTACHMENTS, MAX_ATTACHMENT_BYTES } from "../../core/media/storage.ts";
import { MAX_RETURN_PHOTO_BYTES } from "../../core/returns/portal.ts";
import { MAX_REVIEW_PHOTOS } from "../../core/reviews/reviews.ts";
import { MAX_TICKET_FILES } from "../../core/support/ticket-common.ts";
import {
  findControlCharacter,
  hasControlCharacter,
  hasUrlControlCharacter,
} from "../../core/shared/control-characters.ts";
import { translateMessage } from "../api/field-messages.ts";
import type { AppEnv } from "../env.ts";

const KB = 1024;
const MB = 1024 * KB;
/** Room for multipart boundaries, part headers and the text fields beside the files. */
const FORM_OVERHEAD = 1 * MB;

/**
 * A class of requests and its body limit (issue 14). `maxBytes` is what is read at most (files plus
 * multipart overhead); `shownBytes` is the documented maximum told to the caller; `field` is named in
 * the 413.
 */
export interface BodyLimitClass {
  name: string;
  maxBytes: number;
  shownBytes: number;
  field: string;
}

const limit = (name: string, shownBytes: number, field: string, overhead = 0): BodyLimitClass => ({
  name,
  maxBytes: shownBytes + overhead,
  shownBytes,
  field,
});

/**
 * Body limits by route class. JSON calls get 64 kB; the few that carry whole documents (designs,
 * quotes, products, 3D options, CMS pages) 1 MB; uploads their documented maximum (core constants)
 * plus {@link FORM_OVERHEAD}; page form posts (React Router actions) 1 MB, or the largest page
 * attachment form (an order message: {@link MAX_ATTACHMENTS} × {@link MAX_ATTACHMENT_BYTES}) when
 * multipart. The same figures are in the nginx config of docs/operations.md.
 */
export const BODY_LIMITS = {
  json: limit("json", 64 * KB, "body"),
  document: limit("document", 1 * MB, "body"),
  webhook: limit("webhook", 256 * KB, "body"),
  artwork: limit("artwork", MAX_ARTWORK_BYTES, "file", FORM_OVERHEAD),
  file: limit("file", MAX_FILE_BYTES, "file", FORM_OVERHEAD),
  returnPhoto: limit("returnPhoto", MAX_RETURN_PHOTO_BYTES, "file", FORM_OVERHEAD),
  ticketFiles: limit("ticketFiles", MAX_TICKET_FILES * MAX_ATTACHMENT_BYTES, "attachments", FORM_OVERHEAD),
  reviewPhotos: limit("reviewPhotos", MAX_REVIEW_PHOTOS * MAX_ATTACHMENT_BYTES, "photos", FORM_OVERHEAD),
  orderMessage: limit("orderMessage", MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES, "attachments", FORM_OVERHEAD),
  pageForm: limit("pageForm", 1 * MB, "body"),
  pageUpload: limit("pageUpload", MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES, "attachments", FORM_OVERHEAD),
} as const satisfies Record<string, BodyLimitClass>;

/** API paths (after `/api`) and their class; the first match wins, anything else under /api is `json`. */
const API_CLASSES: [RegExp, BodyLimitClass][] = [
  [/^\/upload\/image$/, BODY_LIMITS.artwork],
  [/^\/upload\/file$/, BODY_LIMITS.file],
  [/^\/return\/photo$/, BODY_LIMITS.returnPhoto],
  [/^\/contact$/, BODY_LIMITS.ticketFiles],
  [/^\/contact\/ticket\/[^/]+\/message$/, BODY_LIMITS.ticketFiles],
  [/^\/admin\/ticket\/[^/]+\/reply$/, BODY_LIMITS.ticketFiles],
  [/^\/feedback\/[^/]+$/, BODY_LIMITS.reviewPhotos],
  [/^\/order\/[^/]+\/message$/, BODY_LIMITS.orderMessage],
  [/^\/sibs\/webhook$/, BODY_LIMITS.webhook],
  [/^\/customize(\/|$)/, BODY_LIMITS.document],
  [/^\/quote$/, BODY_LIMITS.document],
  [/^\/(admin\/)?product(\/|$)/, BODY_LIMITS.document],
  [/^\/threeProduct\//, BODY_LIMITS.document],
  [/^\/admin\/cms\//, BODY_LIMITS.document],
];

/** The limit class of a request: by path under `/api`, else a page form (multipart or not). */
export function bodyLimitClassOf(path: string, contentType: string): BodyLimitClass {
  if (path === "/api" || path.startsWith("/api/")) {
    const rest = path.slice(4);
    for (const [pattern, cls] of API_CLASSES) if (pattern.test(rest)) return cls;
    return BODY_LIMITS.json;
  }
  return /^multipart\/form-data/i.test(contentType) ? BODY_LIMITS.pageUpload : BODY_LIMITS.pageForm;
}

/** `64 kB`, `25 MB`: a byte count as people read it. */
export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.floor(bytes / MB)} MB` : `${Math.floor(bytes / KB)} kB`;
}

/**
 * A refusal in the request's language: `{ error: { code, message, field, details? } }` for API
 * calls, a small HTML page for page requests (a browser's form post).
 */
function refuse(
  c: Context<AppEnv>,
  status: 400 | 413,
  code: string,
  field: string,
  params: Record<string, unknown> = {},
  details?: Record<string, unknown>,
): Response {
  const locale = c.get("locale") ?? "en";
  const text = translateMessage(`common:errors.${code}`, locale, params);
  if (c.req.path.startsWith("/api/") || c.req.path === "/api") {
    return c.json(
      { error: { code, message: field ? `${field}: ${text}` : text, field, ...(details ? { details } : {}) } },
      status,
    );
  }
  const html = (value: string) => value.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  const back = html(translateMessage("common:errors.backHome", locale));
  return c.html(
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${html(text)}</title></head><body><p>${html(text)}</p><p><a href="/">${back}</a></p></body></html>`,
    status,
  );
}

/** The first control character in the URL's decoded path segments (any) or query (names: any; values: not tab or line breaks), as a field name. */
function urlControlCharacterField(url: URL): string | null {
  for (const segment of url.pathname.split("/")) {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // a malformed escape is the route's to refuse
    }
    if (hasUrlControlCharacter(decoded)) return "path";
  }
  // query values follow the body-text rule: a pasted search may carry a tab or a line break
  for (const [name, value] of url.searchParams) {
    if (hasUrlControlCharacter(name)) return "query";
    if (hasControlCharacter(value)) return name;
  }
  return null;
}

/**
 * The first text field of a multipart body holding a control character (file parts are skipped:
 * their bytes are the file's). Scans the raw bytes part by part, so files are never copied.
 */
export function multipartControlCharacterField(bytes: Uint8Array, contentType: string): string | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return null;
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`--${mark}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const start = at + delimiter.length;
    const next = body.indexOf(delimiter, start);
    if (next < 0) break;
    const headerEnd = body.indexOf("\r\n\r\n", start);
    if (headerEnd > 0 && headerEnd < next) {
      const headers = body.toString("latin1", start, headerEnd);
      if (!/filename\*?=/i.test(headers)) {
        const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? "body";
        // the part's text runs to the CRLF before the next delimiter
        const value = body.toString("utf8", headerEnd + 4, Math.max(headerEnd + 4, next - 2));
        if (hasControlCharacter(value) || hasControlCharacter(name)) return name;
      }
    }
    at = next;
  }
  return null;
}

/** The field of the first control character in a body of this type, or null (unknown types are not read). */
function bodyControlCharacterField(bytes: Uint8Array, contentType: string): string | null {
  if (/^multipart\/form-data/i.test(contentType)) return multipartControlCharacterField(bytes, contentType);
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
    for (const [name, value] of new URLSearchParams(text)) {
      if (hasControlCharacter(name) || hasControlCharacter(value)) return name;
    }
    return null;
  }
  if (/^application\/(?:[\w.+-]+\+)?json/i.test(contentType)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return null; // malformed JSON is the route's 400
    }
    const path = findControlCharacter(parsed);
    return path === null ? null : path || "body";
  }
  return null;
}

const READ_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded|application\/(?:[\w.+-]+\+)?json)/i;

/**
 * The one guard on request input (issue 14), mounted once in server/app.ts before every route:
 * 1. bodies are limited by route class ({@link bodyLimitClassOf}) with `hono/body-limit`: a
 *    Content-Length over the limit is refused before reading, a chunked body is read as a stream and
 *    cut at the limit — 413 `PAYLOAD_TOO_LARGE` (`details.maxBytes`, the documented maximum);
 * 2. control characters ({@link hasControlCharacter}) are refused once for every string a request
 *    carries — URL path segments and query, JSON strings and keys, form fields (urlencoded and the
 *    text parts of multipart) — with 400 `INVALID_CHARACTERS` naming the field, for API calls and
 *    page form posts alike, so no schema, hand-read form or database sees a NUL. Bodies of other
 *    types (the SIBS webhook's ciphertext) are not read here.
 * The body read for the check is handed on as the request's body, so routes read it as before.
 */
export function requestInputGuard(): MiddlewareHandler<AppEnv> {
  const limiters = new Map<BodyLimitClass, MiddlewareHandler<AppEnv>>();
  for (const cls of Object.values(BODY_LIMITS)) {
    limiters.set(
      cls,
      bodyLimit({
        maxSize: cls.maxBytes,
        onError: (c) =>
          refuse(
            c as Context<AppEnv>,
            413,
            "PAYLOAD_TOO_LARGE",
            cls.field,
            { max: formatBytes(cls.shownBytes) },
            { maxBytes: cls.shownBytes },
          ),
      }),
    );
  }
  return async (c, next) => {
    const urlField = urlControlCharacterField(new URL(c.req.url));
    if (urlField) return refuse(c, 400, "INVALID_CHARACTERS", urlField);
    if (!c.req.raw.body || c.req.method === "GET" || c.req.method === "HEAD") return next();
    const contentType = c.req.header("content-type") ?? "";
    const cls = bodyLimitClassOf(c.req.path, contentType);
    const limiter = limiters.get(cls) as MiddlewareHandler<AppEnv>;
    let refusal: Response | undefined;
    const limited = await limiter(c, async () => {
      if (!READ_TYPES.test(contentType) || !c.req.raw.body) return next();
      const bytes = new Uint8Array(await c.req.raw.arrayBuffer());
      c.req.raw = new Request(c.req.raw, { body: bytes });
      const field = bodyControlCharacterField(bytes, contentType);
      if (field !== null) refusal = refuse(c, 400, "INVALID_CHARACTERS", field);
      else await next();
    });
    return refusal ?? limited;
  };
}
