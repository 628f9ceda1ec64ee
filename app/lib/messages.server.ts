import type { Locale } from "../../core/shared/locale.ts";
import enCatalog from "../locales/en/catalog.json" with { type: "json" };
import enCommon from "../locales/en/common.json" with { type: "json" };
import esCatalog from "../locales/es/catalog.json" with { type: "json" };
import esCommon from "../locales/es/common.json" with { type: "json" };
import ptCatalog from "../locales/pt/catalog.json" with { type: "json" };
import ptCommon from "../locales/pt/common.json" with { type: "json" };

/** i18next namespaces: `common` (layout, errors, shared words), `catalog` (shop pages). */
export type Messages = Record<"common" | "catalog", Record<string, unknown>>;

const MESSAGES: Record<Locale, Messages> = {
  en: { common: enCommon, catalog: enCatalog },
  pt: { common: ptCommon, catalog: ptCatalog },
  es: { common: esCommon, catalog: esCatalog },
};

/**
 * UI messages of one language, by namespace (server only: the root loader sends the current
 * language's messages to the client, so no other language ships in the JS bundle).
 */
export function messagesFor(locale: Locale): Messages {
  return MESSAGES[locale];
}
