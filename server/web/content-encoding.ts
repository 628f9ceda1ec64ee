import type { Context } from "hono";
import { accepts } from "hono/accepts";

/**
 * The content codings a rendered page is compressed with (ADR 0036, ADR 0038): zstd where the client accepts it
 * (Chromium, Firefox), else Brotli (every current browser), else gzip. The renderer compresses the page itself
 * (app/lib/compression.server.ts, which names the same three); other responses keep Hono's `compress` (gzip).
 */
export type PageEncoding = "zstd" | "br" | "gzip";

/**
 * The server's order of preference on a tie: zstd costs a third of Brotli's CPU for about the same bytes, Brotli
 * is smaller than gzip and, at the renderer's settings, cheaper (ADR 0038).
 */
const PREFERRED: readonly PageEncoding[] = ["zstd", "br", "gzip"];
const IDENTITY = "identity";

/**
 * Of the server's codings, the one with the highest quality value in `accepts` (an explicit `q`, else the `*`
 * entry's, else 0), ties going to {@link PREFERRED}'s order rather than the header's (Chromium sends
 * `gzip, deflate, br, zstd`, all at q=1); `identity` when none is acceptable (RFC 9110 §12.5.3).
 */
function bestEncoding(accepted: readonly { type: string; q: number }[]): string {
  const wildcard = accepted.find((a) => a.type === "*")?.q ?? 0;
  let best: { encoding: string; q: number } = { encoding: IDENTITY, q: 0 };
  for (const encoding of PREFERRED) {
    const q = accepted.find((a) => a.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > best.q) best = { encoding, q };
  }
  return best.encoding;
}

/**
 * The coding the renderer should compress this request's page with, from its `Accept-Encoding` (parsed by
 * Hono's `accepts`), or null: no header, only codings the server does not make, or a HEAD request (no body).
 */
export function pageEncodingOf(c: Context): PageEncoding | null {
  if (c.req.method === "HEAD") return null;
  const chosen = accepts(c, {
    header: "Accept-Encoding",
    supports: [...PREFERRED],
    default: IDENTITY,
    match: bestEncoding,
  });
  return PREFERRED.find((encoding) => encoding === chosen) ?? null;
}
