import enAdminCatalog from "../../app/locales/en/admin-catalog.json" with { type: "json" };
import esAdminCatalog from "../../app/locales/es/admin-catalog.json" with { type: "json" };
import ptAdminCatalog from "../../app/locales/pt/admin-catalog.json" with { type: "json" };
import enAdmin from "../../app/locales/en/admin.json" with { type: "json" };
import esAdmin from "../../app/locales/es/admin.json" with { type: "json" };
import ptAdmin from "../../app/locales/pt/admin.json" with { type: "json" };
import enAddress from "../../app/locales/en/address.json" with { type: "json" };
import esAddress from "../../app/locales/es/address.json" with { type: "json" };
import ptAddress from "../../app/locales/pt/address.json" with { type: "json" };
import enAuth from "../../app/locales/en/auth.json" with { type: "json" };
import esAuth from "../../app/locales/es/auth.json" with { type: "json" };
import ptAuth from "../../app/locales/pt/auth.json" with { type: "json" };
import enCart from "../../app/locales/en/cart.json" with { type: "json" };
import esCart from "../../app/locales/es/cart.json" with { type: "json" };
import ptCart from "../../app/locales/pt/cart.json" with { type: "json" };
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
import enOrders from "../../app/locales/en/orders.json" with { type: "json" };
import esOrders from "../../app/locales/es/orders.json" with { type: "json" };
import ptOrders from "../../app/locales/pt/orders.json" with { type: "json" };
import enReturns from "../../app/locales/en/returns.json" with { type: "json" };
import esReturns from "../../app/locales/es/returns.json" with { type: "json" };
import ptReturns from "../../app/locales/pt/returns.json" with { type: "json" };
import enSupport from "../../app/locales/en/support.json" with { type: "json" };
import esSupport from "../../app/locales/es/support.json" with { type: "json" };
import ptSupport from "../../app/locales/pt/support.json" with { type: "json" };
import enWholesale from "../../app/locales/en/wholesale.json" with { type: "json" };
import esWholesale from "../../app/locales/es/wholesale.json" with { type: "json" };
import ptWholesale from "../../app/locales/pt/wholesale.json" with { type: "json" };
import { type AddressField, addressErrorParams } from "../../core/customers/address-schema.ts";
import type { Invalid } from "../../core/shared/errors.ts";
import type { Locale } from "../../core/shared/locale.ts";

/**
 * Field error texts for the API. The shared Zod schemas of the customer area carry i18n keys as
 * messages (`address:errors.postcodeInvalid`, `customer:errors.required`), which the pages
 * translate; API callers get the same text in the request's language (`?lng=`, cookie,
 * Accept-Language), with its parameters filled in; the cart's and the returns portal's schemas
 * use `cart:errors.*` and `returns:errors.*` (core/cart/schemas.ts, core/returns/schemas.ts), the account
 * flows' `auth:errors.*` (core/accounts/schemas.ts), the order templates' `orders:templates.errors.*`
 * (core/orders/schemas.ts). The back-office catalogue's schemas use
 * `admin-catalog:errors.*` the same way, and the other back-office forms' schemas `admin:*` keys.
 */
const NAMESPACES: Record<string, Record<Locale, unknown>> = {
  address: { en: enAddress, pt: ptAddress, es: esAddress },
  auth: { en: enAuth, pt: ptAuth, es: esAuth },
  cart: { en: enCart, pt: ptCart, es: esCart },
  common: { en: enCommon, pt: ptCommon, es: esCommon },
  customer: { en: enCustomer, pt: ptCustomer, es: esCustomer },
  orders: { en: enOrders, pt: ptOrders, es: esOrders },
  returns: { en: enReturns, pt: ptReturns, es: esReturns },
  support: { en: enSupport, pt: ptSupport, es: esSupport },
  feedback: { en: enFeedback, pt: ptFeedback, es: esFeedback },
  newsletter: { en: enNewsletter, pt: ptNewsletter, es: esNewsletter },
  "admin-catalog": { en: enAdminCatalog, pt: ptAdminCatalog, es: esAdminCatalog },
  admin: { en: enAdmin, pt: ptAdmin, es: esAdmin },
  wholesale: { en: enWholesale, pt: ptWholesale, es: esWholesale },
};

/** The text of `ns:dotted.key` in `locale`, with `{{name}}` filled from `params`; other messages unchanged. */
export function translateMessage(message: string, locale: Locale, params: Record<string, unknown> = {}): string {
  const match = message.match(/^([\w-]+):([\w.]+)$/);
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
 * The API's text of an {@link Invalid} raised by a schema check (`issues` not empty): the first
 * issue's message in `locale` with its parameters (an address field's `max`, then the issue's own
 * `max`/`min`/`example` …), after `field: ` when the issue names a field, as Zod's answers always read.
 * An `Invalid` a rule threw itself keeps its message.
 */
export function invalidText(error: Invalid, locale: Locale): string {
  const issue = error.issues[0];
  if (!issue) return error.message;
  const params: Record<string, unknown> = {
    ...(issue.field && issue.message.startsWith("address:") ? addressErrorParams(issue.field as AddressField) : {}),
    ...issue.params,
  };
  const text = translateMessage(issue.message, locale, params);
  return issue.field ? `${issue.field}: ${text}` : text;
}
