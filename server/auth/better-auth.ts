import { randomBytes } from "node:crypto";
import { CLIENT_IP_HEADER } from "../../core/shared/secure-request.ts";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { siteSettingTable } from "../../core/cms/cms.sql.ts";
import { type IdKind, createId } from "../../core/shared/ids.ts";
import type { Locale } from "../../core/shared/locale.ts";
import { isCommonPassword } from "../../core/accounts/password-rules.ts";
import type { Database } from "../../db/client.ts";
import * as schema from "../../db/schema.ts";
import { authModels, authPlugins } from "./options.ts";
import type { Config } from "../config.ts";
import type { SecondaryStorage } from "../redis-storage.ts";
import { resolveLocale } from "../middleware/locale.ts";
import { inviteLocaleOf } from "../../core/accounts/landing-paths.ts";
import { accountOf, databaseFailureStore, loginThrottle, secondaryFailureStore } from "../login-throttle.ts";

/** An account e-mail the auth flows send (templates in three languages, see the mail module). */
export interface AuthEmail {
  to: string;
  template: "verify-email" | "reset-password" | "password-changed" | "sign-in-locked";
  locale: Locale;
  /**
   * The template's data (core/mail/templates): the user's name, the link, for `reset-password` its
   * purpose and validity, for `sign-in-locked` the wait in minutes (`url`: the forgot-password page).
   */
  data: { name: string; url?: string; purpose?: "reset" | "invite"; expiresInMinutes?: number; waitMinutes?: number };
}

/** What the auth needs from the process. `sendEmail` queues a message (sent by a job after commit). */
export interface AuthDeps {
  config: Config;
  db: Database;
  log: Logger;
  secret: string;
  sendEmail(email: AuthEmail): Promise<void>;
  /** Redis (server/redis-storage.ts) when `REDIS_URL` is set: sessions and rate limits shared by every instance. */
  secondaryStorage?: SecondaryStorage;
}

/** Id kind (core/shared/ids.ts) of each Better Auth model. */
const AUTH_ID_KINDS: Record<string, IdKind> = {
  user: "user",
  session: "session",
  account: "account",
  verification: "verification",
  twoFactor: "twoFactor",
  rateLimit: "rateLimit",
};

/** Better Auth's password sign-in path, limited per account as well as per address (issue 14). */
const SIGN_IN_PATH = "/sign-in/email";

/** Better Auth paths that set a password; their new password must not be a common one. */
const PASSWORD_PATHS = new Set(["/sign-up/email", "/reset-password", "/change-password"]);

/** Minimum password length (NIST SP 800-63B asks for at least 8; we ask 10 for accounts that order). */
export const MIN_PASSWORD_LENGTH = 10;

/** How long a password reset (or first-password) link works, in seconds. */
const RESET_TOKEN_SECONDS = 60 * 60;

/**
 * The shop's Better Auth instance (DESIGN "Auth"), mounted at `/api/auth/*`: e-mail + password with
 * verification and reset by e-mail, TOTP two-factor with backup codes, roles customer / wholesale /
 * admin (spec §6), database sessions (7 days, refreshed daily, rotated at sign-in), rate limits stored
 * in the database, same-site cookies (`Secure` behind TLS), origin checks on every state change.
 */
export function createAuth(deps: AuthDeps) {
  const { config, db, log } = deps;
  const baseURL = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const localeOf = (request?: Request): Locale => (request ? resolveLocale(request) : "en");
  // Per-account guessing limit (issue 14), kept where Better Auth keeps its per-address limits.
  const throttle = loginThrottle(
    deps.secondaryStorage ? secondaryFailureStore(deps.secondaryStorage) : databaseFailureStore(db),
  );
  const rateLimited = config.NODE_ENV !== "development" || process.env.AUTH_RATE_LIMIT === "true";
  return betterAuth({
    appName: "Fabrico",
    baseURL,
    basePath: "/api/auth",
    secret: deps.secret,
    trustedOrigins: (request) => [baseURL, request ? new URL(request.url).origin : undefined],
    database: drizzleAdapter(db, { provider: "pg", schema }),
    ...(deps.secondaryStorage ? { secondaryStorage: deps.secondaryStorage } : {}),
    ...authModels,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      sendResetPassword: async ({ user, url }, request) => {
        // a staff-made account's first password (server/api/admin/customer.ts) lands on the invite path
        const invite = inviteLocaleOf(new URL(url).searchParams.get("callbackURL"));
        await deps.sendEmail({
          to: user.email,
          template: "reset-password",
          locale: invite ?? localeOf(request),
          data: invite
            ? { name: user.name, url, purpose: "invite", expiresInMinutes: RESET_TOKEN_SECONDS / 60 }
            : { name: user.name, url },
        });
      },
      onPasswordReset: async ({ user }, request) => {
        // the owner proved control of the mailbox: sign-in no longer waits
        await throttle.clear(user.email);
        await deps.sendEmail({
          to: user.email,
          template: "password-changed",
          locale: localeOf(request),
          data: { name: user.name },
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        await deps.sendEmail({
          to: user.email,
          template: "verify-email",
          locale: localeOf(request),
          data: { name: user.name, url },
        });
      },
    },
    session: {
      ...authModels.session,
      // with Redis, sessions are cached there and still written to the database (the record of truth)
      storeSessionInDatabase: true,
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      freshAge: 10 * 60,
    },
    rateLimit: {
      enabled: rateLimited,
      storage: deps.secondaryStorage ? "secondary-storage" : "database",
      modelName: "auth_rate_limit",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60 * 10, max: 5 },
        "/request-password-reset": { window: 60 * 10, max: 3 },
        "/two-factor/verify-totp": { window: 60, max: 5 },
        "/two-factor/verify-backup-code": { window: 60, max: 5 },
        // account deletion asks for the password again (server/auth/account-security.ts)
        "/verify-password": { window: 60, max: 5 },
        // The session client reads this on every page load and window focus (app/lib/session-client.ts).
        "/get-session": { window: 60, max: 600 },
      },
    },
    advanced: {
      // Prefixed, time-sortable ids like every other table (DESIGN rule 4): usr_…, ses_…, acc_…
      database: { generateId: ({ model }) => createId(AUTH_ID_KINDS[model] ?? "verification") },
      // Secure cookies only when TLS terminates in front (TRUST_PROXY_TLS); X-Forwarded-Host/Proto are
      // believed only from a trusted proxy (issue 14), never from any client.
      useSecureCookies: config.TRUST_PROXY_TLS,
      trustedProxyHeaders: config.TRUST_PROXY || config.TRUST_PROXY_TLS,
      cookiePrefix: "fabrico",
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
      // Behind a TLS proxy its X-Forwarded-For; otherwise the socket address server/app.ts puts in
      // CLIENT_IP_HEADER (without one, every visitor would share one rate-limit bucket).
      ipAddress: {
        ipAddressHeaders: config.TRUST_PROXY || config.TRUST_PROXY_TLS ? ["x-forwarded-for"] : [CLIENT_IP_HEADER],
      },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
    hooks: {
      // Common passwords are refused on every path that sets one, not only on our own forms.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === SIGN_IN_PATH && rateLimited) {
          // During the account's wait the password is not even checked (server/login-throttle.ts).
          const email = (ctx.body as { email?: unknown } | undefined)?.email;
          const wait = typeof email === "string" ? await throttle.retryAfter(email) : 0;
          if (wait > 0) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { code: "TOO_MANY_REQUESTS", message: "Too many wrong passwords for this account; try again later" },
              { "X-Retry-After": String(wait) },
            );
          }
          return;
        }
        if (!PASSWORD_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown; email?: unknown; name?: unknown };
        const password = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
        const context = [body.email, body.name].filter((v): v is string => typeof v === "string");
        if (typeof password === "string" && isCommonPassword(password, context)) {
          throw new APIError("BAD_REQUEST", { code: "PASSWORD_TOO_COMMON", message: "This password is too common" });
        }
      }),
      // Counts wrong passwords per account; the first wait of a run e-mails the owner a reset link.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== SIGN_IN_PATH || !rateLimited) return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        if (typeof email !== "string") return;
        const returned = ctx.context.returned as { statusCode?: number } | undefined;
        try {
          if (returned && typeof returned.statusCode === "number" && returned.statusCode >= 400) {
            if (returned.statusCode !== 401) return;
            const run = await throttle.failed(email);
            if (!run.firstLock) return;
            const account = await accountOf(db, email);
            log.warn({ waitSeconds: run.waitSeconds }, "sign-in paused for an account after wrong passwords");
            if (account) {
              await deps.sendEmail({
                to: email.trim().toLowerCase(),
                template: "sign-in-locked",
                locale: account.locale,
                data: { name: account.name, url: `${baseURL}/auth/forgot`, waitMinutes: run.waitSeconds / 60 },
              });
            }
          } else if (returned) {
            await throttle.clear(email);
          }
        } catch (error) {
          log.error({ err: error }, "per-account sign-in limit failed");
        }
      }),
    },
    plugins: authPlugins,
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The secret that signs session cookies: `AUTH_SECRET`, else (demo and development only) one made
 * on first start and kept in the database, so sessions survive restarts without any setup.
 * @throws Error in strict production when AUTH_SECRET is missing
 */
export async function resolveAuthSecret(config: Config, db: Database, allowGenerated: boolean): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (!allowGenerated) throw new Error("AUTH_SECRET is required in production (32+ random characters)");
  const key = "authSecret";
  await db
    .insert(siteSettingTable)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(siteSettingTable).where(eq(siteSettingTable.key, key));
  return String(row?.value);
}
