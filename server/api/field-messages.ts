import type { ZodError } from "zod";
import enAddress from "../../app/locales/en/address.json" with { type: "json" };
import esAddress from "../../app/locales/es/address.json" with { type: "json" };
import ptAddress from "../../app/locales/pt/address.json" with { type: "json" };
import enCommon from "../../app/locales/en/common.json" with { type: "json" };
import esCommon from "../../app/locales/es/common.json" with { type: "json" };
import ptCommon from "../../app/locales/pt/common.json" with { type: "json" };
import enCustomer from "../../app/locales/en/customer.json" with { type: "json" };
import esCustomer from "../../app/locales/es/customer.json" with { type: "json" };
import ptCustomer from "../../app/locales/pt/customer.json" with { type: "json" };
import enFeedback from "../../app/locales/en/feedback.json" with { type: "json" };
import esFeedback from "../../app/locales/es/feedback.json" with { type: "json" };
import ptFeedback from "../../app/locales/pt/feedback.json" with { type: "json" };
import enNewsletter from "../../app/locales/en/newsletter.json" with { type: "json" };
import esNewsletter from "../../app/locales/es/newsletter.json" with { type: "json" };
import ptNewsletter from "../../app/locales/pt/newsletter.json" with { type: "json" };
import enSupport from "../../app/locales/en/support.json" with { type: "json" };
import esSupport from "../../app/locales/es/support.json" with { type: "json" };
import ptSupport from "../../app/locales/pt/support.json" with { type: "json" };
import { type AddressField, addressErrorParams } from "../../core/customers/address-schema.ts";
import { Invalid } from "../../core/shared/errors.ts";
import type { Locale } from "../../core/shared/locale.ts";

/**
 * Field error texts for the API. The shared Zod schemas of the customer area carry i18n keys as
 * messages (`address:errors.postcodeInvalid`, `customer:errors.required`), which the pages
 * translate; API callers get the same text in the request's language (`?lng=`, cookie,
 * Accept-Language), with its parameters filled in.
 */
const NAMESPACES: Record<string, Record<Locale, unknown>> = {
  address: { en: enAddress, pt: ptAddress, es: esAddress },
  common: { en: enCommon, pt: ptCommon, es: esCommon },
  customer: { en: enCustomer, pt: ptCustomer, es: esCustomer },
  support: { en: enSupport, pt: ptSupport, es: esSupport },
  feedback: { en: enFeedback, pt: ptFeedback, es: esFeedback },
  newsletter: { en: enNewsletter, pt: ptNewsletter, es: esNewsletter },
};

/** The text of `ns:dotted.key` in `locale`, with `{{name}}` filled from `params`; other messages unchanged. */
export function translateMessage(message: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const match = message.match(/^(\w+):([\w.]+)$/);
  const ns = match ? NAMESPACES[match[1]!] : undefined;
  if (!match || !ns) return message;
  let node: unknown = ns[locale] ?? ns.en;
  for (const part of match[2]!.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") return message;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/**
 * The first issue of a Zod error as the API's 400 (`Invalid` naming the field), its message in
 * `locale`. Postcode and phone examples follow the country sent in `input`.
 */
export function invalidFromZod(error: ZodError, locale: Locale, input?: unknown): Invalid {
  const issue = error.issues[0];
  if (!issue) return new Invalid("Invalid input");
  const field = issue.path.join(".") || undefined;
  const country = (input as { country?: unknown } | undefined)?.country;
  const params: Record<string, unknown> = {
    ...(field && issue.message.startsWith("address:")
      ? addressErrorParams(field as AddressField, typeof country === "string" ? country : undefined)
      : {}),
    ...("maximum" in issue ? { max: issue.maximum } : {}),
    ...("params" in issue && issue.params ? issue.params : {}),
  };
  const text = translateMessage(issue.message, locale, params);
  return new Invalid(field ? `${field}: ${text}` : text, field);
}
