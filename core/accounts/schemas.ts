import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./password-rules.ts";

/**
 * Input schemas of the account flows (sign-in, registration, password recovery, two-step sign-in;
 * the identity port, core/ports/identity.ts), shared by the API's routes (server/api/store/auth.ts)
 * and the account pages' forms (Conform, ADR 0021 "Forms: Conform + one schema"). Plain Zod with no
 * database or Node imports, so the browser may load it. Messages are the pages' codes as i18n keys
 * (`auth:errors.<CODE>`, with `{ min }` / `{ max }` for the password's length), translated by the
 * pages and by the API's one mapper.
 */

/** The password's length limits as the messages' parameters (`{{min}}`, `{{max}}` of `auth:errors.PASSWORD_TOO_*`). */
export const PASSWORD_LIMITS = { min: MIN_PASSWORD_LENGTH, max: MAX_PASSWORD_LENGTH } as const;

/** Longest e-mail address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A plain check that a string looks like an e-mail address (something@domain.tld, no spaces, at most
 * {@link MAX_EMAIL_LENGTH} characters). Client-safe: the account forms check with it in the browser.
 */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= MAX_EMAIL_LENGTH;
}

/** An e-mail address as typed (trimmed): `EMAIL_REQUIRED` when empty, `INVALID_EMAIL` unless {@link looksLikeEmail}. */
export const emailField = z
  .string({ error: "auth:errors.EMAIL_REQUIRED" })
  .trim()
  .min(1, { error: "auth:errors.EMAIL_REQUIRED" })
  .refine(looksLikeEmail, { error: "auth:errors.INVALID_EMAIL" });

/** A new password (not trimmed: spaces may be part of it), MIN_PASSWORD_LENGTH to MAX_PASSWORD_LENGTH characters. */
export const newPasswordField = z
  .string({ error: "auth:errors.PASSWORD_TOO_SHORT" })
  .min(MIN_PASSWORD_LENGTH, { error: "auth:errors.PASSWORD_TOO_SHORT" })
  .max(MAX_PASSWORD_LENGTH, { error: "auth:errors.PASSWORD_TOO_LONG" });

/** A ticked box (a form's "on", made `true` by Conform) or a JSON boolean; absent is false. */
const checkbox = z.boolean().optional();

/** Input of a password sign-in (`signInWithPassword`): e-mail, password as typed, and whether to stay signed in. */
export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "auth:errors.PASSWORD_REQUIRED" })
    .min(1, { error: "auth:errors.PASSWORD_REQUIRED" })
    .max(MAX_PASSWORD_LENGTH, { error: "auth:errors.PASSWORD_TOO_LONG" }),
  rememberMe: checkbox,
});
export type SignInInput = z.infer<typeof signInSchema>;

/** A first or last name (trimmed, 1 to 60 characters). */
const personName = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(60, { error: required });

/**
 * Input of a registration (`registerAccount` + `recordRegistrationConsent`): names, e-mail, a new
 * password, the terms of use accepted (`TERMS_REQUIRED` otherwise) and the marketing opt-in.
 */
export const registerSchema = z.object({
  firstName: personName("auth:errors.FIRST_NAME_REQUIRED"),
  lastName: personName("auth:errors.LAST_NAME_REQUIRED"),
  email: emailField,
  password: newPasswordField,
  acceptTerms: z.literal(true, { error: "auth:errors.TERMS_REQUIRED" }),
  acceptsMarketing: checkbox,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** Input of a password-reset request or a new verification link (`requestPasswordReset`, `resendVerification`). */
export const emailOnlySchema = z.object({ email: emailField });

/** Input of `resetPassword`: the e-mailed link's token and the new password. */
export const resetPasswordSchema = z.object({
  token: z.string().trim().max(200).default(""),
  password: newPasswordField,
});

/** Input of `verifyTwoFactor`: an authenticator (`totp`) or backup code, and whether to trust this device. */
export const twoFactorSchema = z.object({
  method: z.enum(["totp", "backup"]).catch("totp"),
  code: z
    .string({ error: "auth:errors.CODE_REQUIRED" })
    .trim()
    .min(1, { error: "auth:errors.CODE_REQUIRED" })
    .max(40, { error: "auth:errors.INVALID_CODE" }),
  trustDevice: checkbox,
});
export type TwoFactorInput = z.infer<typeof twoFactorSchema>;

/** The signed-in customer's current password, as typed (`customer:errors.passwordRequired` when empty). */
const currentPassword = z
  .string({ error: "customer:errors.passwordRequired" })
  .min(1, { error: "customer:errors.passwordRequired" })
  .max(MAX_PASSWORD_LENGTH, { error: "customer:errors.passwordRequired" });

/**
 * Input of `changePassword` (the profile's password form, `POST /api/customer/password`): the current
 * password and the new one (its length and commonness are the identity provider's checks, answered
 * as `customer:security.errors.PASSWORD_*`).
 */
export const changePasswordSchema = z.object({
  currentPassword,
  newPassword: currentPassword,
});

/**
 * Input of a call that re-checks the password (`confirmPassword` before deleting the account,
 * `startTwoFactor`, `disableTwoFactor`): the current password as typed.
 */
export const passwordConfirmationSchema = z.object({ password: currentPassword });

/** Input of `confirmTwoFactor`: the first code of the authenticator app. */
export const confirmTwoFactorSchema = z.object({
  code: z
    .string({ error: "customer:security.errors.CODE_REQUIRED" })
    .trim()
    .min(1, { error: "customer:security.errors.CODE_REQUIRED" })
    .max(40, { error: "customer:security.errors.INVALID_CODE" }),
});
