/**
 * Where the account e-mails' links land (the identity provider builds the links, the pages serve
 * them): e-mail verification, password reset, and a staff-made account's welcome.
 */
import { type Locale, isLocale } from "../shared/locale.ts";

/** Where e-mail verification links land (app/routes/auth/verify.tsx). */
export const VERIFY_LANDING_PATH = "/auth/verify";
/** Where password-reset links land, with `?token=` or `?error=INVALID_TOKEN` (app/routes/auth/reset.tsx). */
export const RESET_LANDING_PATH = "/auth/reset";

/**
 * Where the link of a staff-made account's first-password e-mail lands: the reset page as a
 * welcome, in the customer's language (`lng`, which also picks the e-mail's language, since the
 * account is made by a server call without the customer's request).
 */
export function inviteLandingPath(locale: Locale): string {
  return `/auth/reset?welcome=1&lng=${locale}`;
}

/** The invite's language when a reset link's `callbackURL` is an {@link inviteLandingPath}, else null. */
export function inviteLocaleOf(callbackURL: string | null): Locale | null {
  if (!callbackURL) return null;
  const url = new URL(callbackURL, "http://x");
  const lng = url.searchParams.get("lng");
  return url.pathname === RESET_LANDING_PATH && url.searchParams.get("welcome") === "1" && isLocale(lng ?? "")
    ? (lng as Locale)
    : null;
}
