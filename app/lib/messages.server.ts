import type { Locale } from "../../core/shared/locale.ts";
import en from "../locales/en/common.json" with { type: "json" };
import es from "../locales/es/common.json" with { type: "json" };
import pt from "../locales/pt/common.json" with { type: "json" };

const MESSAGES: Record<Locale, Record<string, unknown>> = { en, pt, es };

/** UI messages of one language (server only: the client receives them from the root loader). */
export function messagesFor(locale: Locale): Record<string, unknown> {
  return MESSAGES[locale];
}
