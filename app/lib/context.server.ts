import { createContext } from "react-router";
import type { Ctx } from "../../core/shared/ctx.ts";
import type { PageEncoding } from "./compression.server.ts";

/**
 * What the server hands every page request (server/app.ts `PageRequestValues`, which a type test
 * keeps equal to this): the request's ctx (with the shop's services, `ctx.services`), the CSP nonce,
 * the request id, and the coding the renderer compresses the page's HTML with.
 */
export interface PageValues {
  ctx: Ctx;
  nonce: string;
  requestId: string;
  /**
   * `zstd`, `br` or `gzip`: the renderer compresses the HTML itself (app/lib/compression.server.ts, ADR 0036,
   * ADR 0038); null: it sends plain HTML (the client accepts none of them, or the page cache needs the page's
   * text; the server's `compress` then gzips it where accepted).
   */
  encoding: PageEncoding | null;
}

/**
 * The key under which loaders find the request's {@link PageValues}. The page build exports it from
 * its entry (app/entry.server.tsx), and the server sets the request's values under the build's own
 * key (server/web/pages.ts): one key, whichever copy of this module a process loaded.
 */
export const pageContext = createContext<PageValues>();
