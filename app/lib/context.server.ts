import { createContext } from "react-router";
import type { BuyingDeps } from "../../core/orders/buying-deps.ts";
import type { IdentityPort } from "../../core/ports/identity.ts";
import type { Ctx } from "../../core/shared/ctx.ts";

/**
 * What the server hands every page request (server/app.ts `PageRequestValues`, which a type test
 * keeps equal to this): the request's ctx, the CSP nonce, the request id, and the services pages call.
 */
export interface PageValues {
  ctx: Ctx;
  nonce: string;
  requestId: string;
  /** The identity provider (account pages); absent when the app runs without accounts (API-only tests). */
  identity?: IdentityPort;
  /** The buying services (cart, checkout, payment and order pages); absent in API-only tests. */
  buying?: BuyingDeps;
}

/**
 * The key under which loaders find the request's {@link PageValues}. The page build exports it from
 * its entry (app/entry.server.tsx), and the server sets the request's values under the build's own
 * key (server/web/pages.ts): one key, whichever copy of this module a process loaded.
 */
export const pageContext = createContext<PageValues>();
