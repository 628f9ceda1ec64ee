import { createContext } from "react-router";
import type { Ctx } from "../../core/shared/ctx.ts";

/**
 * What the server hands every page request (server/app.ts `PageRequestValues`, which a type test
 * keeps equal to this): the request's ctx (with the shop's services, `ctx.services`), the CSP nonce
 * and the request id.
 */
export interface PageValues {
  ctx: Ctx;
  nonce: string;
  requestId: string;
}

/**
 * The key under which loaders find the request's {@link PageValues}. The page build exports it from
 * its entry (app/entry.server.tsx), and the server sets the request's values under the build's own
 * key (server/web/pages.ts): one key, whichever copy of this module a process loaded.
 */
export const pageContext = createContext<PageValues>();
