import { useRouteLoaderData } from "react-router";
import type { Viewer } from "../../core/customers/get-viewer.ts";
import type { CurrencyCode } from "../../core/shared/currency.ts";
import type { Locale } from "../../core/shared/locale.ts";

/** What the root loader gives every page (see app/root.tsx). */
export interface RootData {
  locale: Locale;
  /**
   * The page's messages (namespace → nested keys: the shell's and the route's, `app/i18n/route-namespaces.ts`) as
   * one JSON string, serialised once per process (ADR 0035); read them with `rootMessages` or `rootText`
   * (app/lib/i18n.ts).
   */
  messagesJson: string;
  currency: CurrencyCode;
  /** Euro-based rates of the newest cached day, or null: then prices show in EUR (spec §4). */
  rates: { date: string; rates: Record<CurrencyCode, number> } | null;
  socialLinks: { network: string; url: string }[];
  /** Units in the visitor's cart, for the header's cart link (core/cart/count-cart-items.ts). */
  cartCount: number;
  /**
   * The signed-in visitor as the server saw the request, or null: the header renders the session
   * from it until the browser's session client has answered (and without JavaScript).
   */
  viewer: Viewer | null;
  /** Public origin for canonical and hreflang URLs. */
  origin: string;
  nonce: string;
}

/** The root loader's data from any component. @throws Error when rendered outside the root route */
export function useRootData(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("root data missing");
  return data;
}
