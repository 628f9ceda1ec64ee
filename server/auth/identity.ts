/**
 * The identity port (core/ports/identity.ts) implemented with Better Auth: the account flows
 * (./flows.ts), the customer area's security actions (./account-security.ts) and staff-made
 * accounts, bound to one Better Auth instance. Built once at start (server/app.ts) and handed to
 * the pages as `identity` in their load context.
 */
import { inviteLandingPath } from "../../core/accounts/landing-paths.ts";
import type { AccountPort, IdentityPort } from "../../core/ports/identity.ts";
import {
  changePassword,
  confirmPassword,
  confirmTwoFactor,
  disableTwoFactor,
  endAllSessions,
  startTwoFactor,
} from "./account-security.ts";
import type { Auth } from "./better-auth.ts";
import {
  registerAccount,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  sessionUser,
  signInWithPassword,
  signOut,
  verifyTwoFactor,
} from "./flows.ts";

/**
 * Accounts through Better Auth: a verified user without a password, then the password-reset
 * e-mail, worded as a welcome because its link lands on `inviteLandingPath` (core/accounts/landing-paths.ts) (the
 * customer's "choose your password" link, in their language).
 */
export function betterAuthAccounts(auth: Auth, origin: string): AccountPort {
  return {
    async createUser({ email, name }) {
      const { user } = await auth.api.createUser({
        body: { email, name, role: "customer", data: { emailVerified: true } },
      });
      return { id: user.id };
    },
    async sendSetPasswordLink({ email, locale }) {
      await auth.api.requestPasswordReset({
        body: { email, redirectTo: inviteLandingPath(locale) },
        headers: new Headers({ "accept-language": locale, origin }),
      });
    },
  };
}

/** The identity port on `auth`. */
export function betterAuthIdentity(auth: Auth): IdentityPort {
  return {
    signInWithPassword: (request, input) => signInWithPassword(auth, request, input),
    verifyTwoFactor: (request, input) => verifyTwoFactor(auth, request, input),
    registerAccount: (request, input) => registerAccount(auth, request, input),
    requestPasswordReset: (request, email, log) => requestPasswordReset(auth, request, email, log),
    resetPassword: (request, input) => resetPassword(auth, request, input),
    resendVerification: (request, email) => resendVerification(auth, request, email),
    signOut: (request) => signOut(auth, request),
    sessionUser: (request) => sessionUser(auth, request),
    changePassword: (request, input, log) => changePassword(auth, request, input, log),
    confirmPassword: (request, password, log) => confirmPassword(auth, request, password, log),
    startTwoFactor: (request, password, log) => startTwoFactor(auth, request, password, log),
    confirmTwoFactor: (request, input, log) => confirmTwoFactor(auth, request, input, log),
    disableTwoFactor: (request, password, log) => disableTwoFactor(auth, request, password, log),
    endAllSessions: (request) => endAllSessions(auth, request),
    staffAccounts: (origin) => betterAuthAccounts(auth, origin),
  };
}
