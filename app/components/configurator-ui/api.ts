import type { DesignView, SaveDesignInput } from "../../../core/customization/designs.ts";
import type { UploadInfo } from "./editor-state.ts";

/**
 * The editor's calls to the shop's API (browser): save a design, upload artwork with progress, and
 * the review's cart and sample calls. Every failure is `{ ok: false, status, code }` with the API's
 * error code (or `NETWORK` when the request did not get through), for a translated message.
 */
export type ApiFailure = { ok: false; status: number; code: string; details?: Record<string, unknown> };

async function failureOf(res: Response): Promise<ApiFailure> {
  let code = `HTTP_${res.status}`;
  let details: Record<string, unknown> | undefined;
  try {
    const body = (await res.json()) as { error?: { code?: string; details?: Record<string, unknown> } };
    if (body.error?.code) code = body.error.code;
    details = body.error?.details;
  } catch {
    // not JSON: keep the status code
  }
  return { ok: false, status: res.status, code, details };
}

/** POSTs JSON (or sends `method` with it); the answer's JSON on success (null for an empty answer). */
export async function postJson<T>(
  url: string,
  body: unknown,
  method: "POST" | "GET" | "DELETE" = "POST",
): Promise<{ ok: true; data: T } | ApiFailure> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: { "content-type": "application/json", accept: "application/json" },
      credentials: "same-origin",
      body: method === "GET" ? undefined : JSON.stringify(body ?? {}),
    });
  } catch {
    return { ok: false, status: 0, code: "NETWORK" };
  }
  if (!res.ok) return failureOf(res);
  const text = await res.text();
  return { ok: true, data: (text ? JSON.parse(text) : null) as T };
}

/** `POST /api/customize`: the saved design with its price or refusals, or why not (409 DESIGN_VERSION_CONFLICT …). */
export function saveDesignRequest(input: SaveDesignInput) {
  return postJson<DesignView>("/api/customize", input);
}

/**
 * `POST /api/upload/image` (multipart `file`) with upload progress (0–1).
 * @returns the stored upload, or the refusal (UPLOAD_TYPE, SVG_UNSAFE, UPLOAD_TOO_LARGE, IMAGE_UNREADABLE …)
 */
export function uploadImage(
  file: Blob,
  fileName: string,
  onProgress?: (fraction: number) => void,
): Promise<{ ok: true; upload: UploadInfo } | ApiFailure> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/upload/image");
    xhr.setRequestHeader("accept", "application/json");
    xhr.responseType = "text";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, code: "NETWORK" });
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // e.g. a proxy's HTML page
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === "object" && "id" in body) {
        const u = body as UploadInfo;
        resolve({
          ok: true,
          upload: {
            id: u.id,
            url: u.url,
            name: u.name,
            contentType: u.contentType,
            widthPx: u.widthPx,
            heightPx: u.heightPx,
            artwork: u.artwork ?? null,
            sourceUploadId: u.sourceUploadId ?? null,
          },
        });
        return;
      }
      const error = (body as { error?: { code?: string; details?: Record<string, unknown> } } | null)?.error;
      resolve({
        ok: false,
        status: xhr.status,
        // a 413 comes from the body limit (PAYLOAD_TOO_LARGE, details.maxBytes) or a proxy: "file too large"
        code: xhr.status === 413 ? "UPLOAD_TOO_LARGE" : (error?.code ?? `HTTP_${xhr.status}`),
        details: error?.details,
      });
    };
    const form = new FormData();
    form.append("file", file, fileName);
    xhr.send(form);
  });
}

/**
 * `POST /api/upload/{id}/remove-background`: the artwork with its plain background made transparent
 * (a new upload derived from `uploadId`), or why not (BACKGROUND_NOT_UNIFORM, UPLOAD_NOT_FOUND …).
 */
export async function removeBackgroundRequest(uploadId: string) {
  const result = await postJson<UploadInfo>(`/api/upload/${encodeURIComponent(uploadId)}/remove-background`, {});
  if (!result.ok) return result;
  const u = result.data;
  const upload: UploadInfo = {
    id: u.id,
    url: u.url,
    name: u.name,
    contentType: u.contentType,
    widthPx: u.widthPx,
    heightPx: u.heightPx,
    artwork: u.artwork ?? null,
    sourceUploadId: u.sourceUploadId ?? null,
  };
  return { ok: true as const, upload };
}

/** A design's share link as the API answers it. */
export interface ShareLinkInfo {
  path: string;
  url: string;
  sharedAt: string;
}

/** The share link of one of my designs: read it (`GET`), turn sharing on (`POST`) or off (`DELETE`, answers null). */
export function shareLinkRequest(designId: string, method: "GET" | "POST" | "DELETE") {
  return postJson<ShareLinkInfo | { link: ShareLinkInfo | null } | null>(
    `/api/customize/${encodeURIComponent(designId)}/share`,
    null,
    method,
  );
}
