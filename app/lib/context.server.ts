import { createContext } from "react-router";
import type { PageRequestValues } from "../../server/app.ts";

/**
 * The key under which loaders find the request's ctx, nonce and request id. Kept on globalThis
 * so the server process and the React Router build (two copies of this module) share one key.
 */
const globalKey = globalThis as unknown as {
  __fabricoPageContext?: ReturnType<typeof createContext<PageRequestValues>>;
};
globalKey.__fabricoPageContext ??= createContext<PageRequestValues>();
export const pageContext = globalKey.__fabricoPageContext;
