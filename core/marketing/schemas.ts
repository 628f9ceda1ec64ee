import { z } from "zod";

/**
 * Input schemas of the marketing verbs that the shop's forms share with the API (ADR 0021 "Forms:
 * Conform + one schema"). Plain Zod with no database or Node imports, so the browser may load it.
 */

/** Where a newsletter sign-up came from (stored with it). */
export const NEWSLETTER_SOURCES = ["footer", "newsletter-page", "wholesale", "profile"] as const;

/**
 * A newsletter sign-up (`requestNewsletterSignup`): the address, where the form was, and the explicit
 * consent tick (no pre-ticked boxes: CJEU C-673/17; a form's ticked box is `true`). Messages are
 * `newsletter:errors.*` keys.
 */
export const newsletterSignupSchema = z.object({
  email: z.email("newsletter:errors.emailInvalid").trim().max(254, "newsletter:errors.emailInvalid"),
  source: z.enum(NEWSLETTER_SOURCES).default("newsletter-page"),
  consent: z.literal(true, { error: "newsletter:errors.consentRequired" }),
});
