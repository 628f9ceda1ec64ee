/**
 * The e-mail templates (ADR 0005), by name. Each renders a subject, an HTML and a plain-text body in
 * en, pt (pt-PT) or es, inside the shared layout (layout.ts). Add a template: write its module,
 * add its data type to {@link EmailTemplateDataMap} and the module to {@link EMAIL_TEMPLATES}.
 */
import type { Locale } from "../../shared/locale.ts";
import { type AccountDeletedData, accountDeletedTemplate } from "./account-deleted.ts";
import { type InvoiceIssuedData, invoiceIssuedTemplate } from "./invoice-issued.ts";
import type { EmailTemplate, RenderedEmail } from "./layout.ts";
import { type OrderUpdateData, orderUpdateTemplate } from "./order-update.ts";
import { type PasswordChangedData, passwordChangedTemplate } from "./password-changed.ts";
import { type QuoteUpdateData, quoteUpdateTemplate } from "./quote-update.ts";
import { type ResetPasswordData, resetPasswordTemplate } from "./reset-password.ts";
import { type SignInLockedData, signInLockedTemplate } from "./sign-in-locked.ts";
import { type ReturnUpdateData, returnUpdateTemplate } from "./return-update.ts";
import { type TwoFactorEnabledData, twoFactorEnabledTemplate } from "./two-factor-enabled.ts";
import { type VerifyEmailData, verifyEmailTemplate } from "./verify-email.ts";
import { type WholesaleApplicationData, wholesaleApplicationTemplate } from "./wholesale-application.ts";
import { type NewsletterConfirmData, newsletterConfirmTemplate } from "./newsletter-confirm.ts";
import { type NewsletterWelcomeData, newsletterWelcomeTemplate } from "./newsletter-welcome.ts";
import { type TicketUpdateData, ticketUpdateTemplate } from "./ticket-update.ts";

export type {
  AccountDeletedData,
  InvoiceIssuedData,
  OrderUpdateData,
  PasswordChangedData,
  QuoteUpdateData,
  ResetPasswordData,
  SignInLockedData,
  ReturnUpdateData,
  TwoFactorEnabledData,
  VerifyEmailData,
  WholesaleApplicationData,
  NewsletterConfirmData,
  NewsletterWelcomeData,
  TicketUpdateData,
};
export type { RenderedEmail };

/** Each template's name and the data it takes. */
export interface EmailTemplateDataMap {
  "verify-email": VerifyEmailData;
  "reset-password": ResetPasswordData;
  "password-changed": PasswordChangedData;
  "sign-in-locked": SignInLockedData;
  "two-factor-enabled": TwoFactorEnabledData;
  "account-deleted": AccountDeletedData;
  "order-update": OrderUpdateData;
  "wholesale-application": WholesaleApplicationData;
  "quote-update": QuoteUpdateData;
  "return-update": ReturnUpdateData;
  "ticket-update": TicketUpdateData;
  "newsletter-confirm": NewsletterConfirmData;
  "newsletter-welcome": NewsletterWelcomeData;
  "invoice-issued": InvoiceIssuedData;
}

export type EmailTemplateName = keyof EmailTemplateDataMap;

/** Every template, by name. */
export const EMAIL_TEMPLATES: { [K in EmailTemplateName]: EmailTemplate<EmailTemplateDataMap[K]> } = {
  "verify-email": verifyEmailTemplate,
  "reset-password": resetPasswordTemplate,
  "password-changed": passwordChangedTemplate,
  "sign-in-locked": signInLockedTemplate,
  "two-factor-enabled": twoFactorEnabledTemplate,
  "account-deleted": accountDeletedTemplate,
  "order-update": orderUpdateTemplate,
  "wholesale-application": wholesaleApplicationTemplate,
  "quote-update": quoteUpdateTemplate,
  "return-update": returnUpdateTemplate,
  "ticket-update": ticketUpdateTemplate,
  "newsletter-confirm": newsletterConfirmTemplate,
  "newsletter-welcome": newsletterWelcomeTemplate,
  "invoice-issued": invoiceIssuedTemplate,
};

export const EMAIL_TEMPLATE_NAMES = Object.keys(EMAIL_TEMPLATES) as EmailTemplateName[];

/**
 * Renders `template` with `data` in `locale`.
 * @param now the clock for dates the data leaves out (default: now)
 * @throws Invalid when a link in `data` is not an absolute http(s) URL
 */
export function renderEmail<T extends EmailTemplateName>(
  template: T,
  locale: Locale,
  data: EmailTemplateDataMap[T],
  now: Date = new Date(),
): RenderedEmail {
  const t = EMAIL_TEMPLATES[template] as EmailTemplate<EmailTemplateDataMap[T]>;
  return t.render(data, { locale, now });
}
