import { createContext } from "react-router";
import type { PageRequestValues } from "../../server/app.ts";

/**
 * The key under which loaders find the request's ctx, nonce and request id. The page build exports
 * it from its entry (app/entry.server.tsx), and the server sets the request's values under the
 * build's own key (server/web/pages.ts): one key, whichever copy of this module a process loaded.
 */
export const pageContext = createContext<PageRequestValues>();
