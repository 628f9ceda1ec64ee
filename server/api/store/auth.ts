import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { checkCallbackUrl, signInUrl } from "../../../core/shared/callback-url.ts";
import { registerSchema, signInSchema } from "../../../core/accounts/schemas.ts";
import enAuth from "../../../app/locales/en/auth.json" with { type: "json" };
import esAuth from "../../../app/locales/es/auth.json" with { type: "json" };
import ptAuth from "../../../app/locales/pt/auth.json" with { type: "json" };
import { RateLimited, Unavailable } from "../../../core/shared/errors.ts";
import type { Locale } from "../../../core/shared/locale.ts";
import type { Auth } from "../../auth/better-auth.ts";
import { recordRegistrationConsent } from "../../../core/accounts/record-registration-consent.ts";
import { refusalCookies } from "../../../core/ports/identity.ts";
import { registerAccount, sessionUser, signInWithPassword } from "../../auth/flows.ts";
import type { AppEnv } from "../../env.ts";
import { mapError } from "../../middleware/error-mapper.ts";
import { ErrorSchema, errorResponses, namedSchema } from "../schemas.ts";
import { validationHook } from "../validation-hook.ts";

const errorContent = { "application/json": { schema: ErrorSchema } };

export const AuthUserSchema = z
  .object({
    id: z.string().openapi({ example: "usr_01JD3M8Q2R7X5K9Z4W1B6C8D2E" }),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    roles: z
      .array(z.string())
      .openapi({ example: ["customer"], description: "customer, wholesale and/or admin (spec §6)" }),
  })
  .openapi("AuthUser");

/** The sign-in page's schema (core/accounts/schemas.ts); `rememberMe: false` ends the session with the browser (default true). */
const LoginBody = namedSchema(signInSchema, "LoginRequest");

/** The registration page's schema: `acceptTerms` the terms of use (/terms-of-use) accepted, `acceptsMarketing` the opt-in. */
const RegisterBody = namedSchema(registerSchema, "RegisterRequest");

const tooMany = {
  description: "Too many attempts; `retryAfter` (seconds) says when to try again",
  content: {
    "application/json": {
      schema: z.object({
        error: z.object({ code: z.literal("TOO_MANY_ATTEMPTS"), message: z.string(), retryAfter: z.number().int() }),
      }),
    },
  },
};

const loginRoute = createRoute({
  method: "post",
  path: "/auth/login",
  tags: ["Auth"],
  summary: "Sign in with e-mail and password",
  description:
    "Same as the sign-in page: sets the session cookie (`fabrico.session_token`, HttpOnly, SameSite=Lax). " +
    "A user with two-factor authentication on gets `twoFactorRedirect: true` and a two-factor cookie instead; " +
    "finish with `POST /api/auth/two-factor/verify-totp` or `/api/auth/two-factor/verify-backup-code` (`{ code }`).",
  request: { body: { required: true, content: { "application/json": { schema: LoginBody } } } },
  responses: {
    200: {
      description: "Signed in, or a second factor is needed",
      content: {
        "application/json": {
          schema: z.object({
            user: AuthUserSchema.nullable(),
            twoFactorRedirect: z.boolean(),
            twoFactorMethods: z.array(z.string()).optional(),
          }),
        },
      },
    },
    400: errorResponses[400],
    401: { description: "INVALID_CREDENTIALS: wrong e-mail or password", content: errorContent },
    403: { description: "EMAIL_NOT_VERIFIED (a new link was sent), or ACCOUNT_BANNED", content: errorContent },
    429: tooMany,
  },
});

const registerRoute = createRoute({
  method: "post",
  path: "/auth/register",
  tags: ["Auth"],
  summary: "Create an account",
  description:
    "Sends a verification link; the account signs in when it is opened. The answer is the same whether or not " +
    "the address already has an account (no account enumeration).",
  request: { body: { required: true, content: { "application/json": { schema: RegisterBody } } } },
  responses: {
    201: {
      description: "Verification e-mail sent",
      content: {
        "application/json": {
          schema: z.object({ verificationSent: z.literal(true), email: z.string() }),
        },
      },
    },
    400: {
      description: "Invalid input: `field` names it (PASSWORD_TOO_SHORT, PASSWORD_TOO_COMMON …)",
      content: errorContent,
    },
    429: tooMany,
  },
});

const meRoute = createRoute({
  method: "get",
  path: "/auth/me",
  tags: ["Auth"],
  summary: "The signed-in user",
  responses: {
    200: {
      description: "The user with roles",
      content: { "application/json": { schema: z.object({ user: AuthUserSchema }) } },
    },
    401: { description: "UNAUTHORIZED: nobody is signed in", content: errorContent },
  },
});

const CLIENT_LOG_CODES = [
  "CLIENT_FETCH_ERROR",
  "CLIENT_SESSION_ERROR",
  "INVALID_CALLBACK_URL_ERROR",
  "BROADCAST_CHANNEL_ERROR",
] as const;

const logRoute = createRoute({
  method: "post",
  path: "/auth/_log",
  tags: ["Auth"],
  summary: "Session client error report (spec §7 log endpoint)",
  request: {
    body: {
      required: true,
      content: {
        "application/json": {
          schema: z.object({
            level: z.enum(["error", "warn", "debug"]),
            code: z.enum(CLIENT_LOG_CODES),
            message: z.string().max(300).optional(),
          }),
        },
      },
    },
  },
  responses: { 204: { description: "Logged" }, 400: errorResponses[400] },
});

const providersRoute = createRoute({
  method: "get",
  path: "/auth/providers",
  tags: ["Auth"],
  summary: "Sign-in providers (spec §7 session client)",
  responses: {
    200: {
      description: "Only e-mail and password for now",
      content: {
        "application/json": {
          schema: z.record(
            z.string(),
            z.object({
              id: z.string(),
              name: z.string(),
              type: z.string(),
              signinUrl: z.string(),
              callbackUrl: z.string(),
            }),
          ),
        },
      },
    },
  },
});

const AUTH_ERRORS: Record<Locale, Record<string, string>> = {
  en: enAuth.errors,
  pt: ptAuth.errors,
  es: esAuth.errors,
};

/**
 * "Too many attempts. Please try again in 2 minutes." in `locale` (the sign-in form's text, issue 14);
 * `fallback` when the catalogue has no such text.
 */
function waitMessage(locale: Locale, seconds: number, fallback: string): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const texts = AUTH_ERRORS[locale] ?? AUTH_ERRORS.en;
  const text = texts[minutes === 1 ? "TOO_MANY_ATTEMPTS_one" : "TOO_MANY_ATTEMPTS_other"];
  return text ? text.replace("{{count}}", String(minutes)) : fallback;
}

/**
 * These calls' errors: the one mapper (a refused flow is a domain error carrying its cookies), never
 * cached; a refusal for too many attempts says how long to wait in the request's language.
 */
function authError(error: unknown, c: Context<AppEnv>): Response {
  c.header("Cache-Control", "no-store");
  if (error instanceof RateLimited && error.code === "TOO_MANY_ATTEMPTS") {
    const wait = waitMessage(c.get("locale") ?? "en", error.retryAfterSeconds, error.message);
    const localized = Object.assign(new RateLimited(error.retryAfterSeconds, wait, error.code), {
      setCookies: refusalCookies(error),
    });
    return mapError(localized, c);
  }
  return mapError(error, c);
}

/** Social providers Better Auth is configured with (none yet); any other name is unknown. */
function configuredProviders(auth: Auth): Set<string> {
  const social = (auth.options as { socialProviders?: Record<string, unknown> }).socialProviders ?? {};
  return new Set(Object.keys(social));
}

/**
 * The spec's thin auth calls (§7: `/api/auth/login`, `/api/auth/register`, `/api/auth/me`), the
 * session client's providers and log calls, and the unknown-provider rule (§5). Mounted on the
 * `/api` app before Better Auth's `/api/auth/*` handler, which answers everything else below it.
 * @param getAuth the Better Auth instance; absent in API-only tests (the calls then answer 503)
 */
export function authRoutes(getAuth: () => Auth | undefined) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.onError(authError);
  const requireAuth = (): Auth => {
    const auth = getAuth();
    if (!auth) throw new Unavailable("Accounts are not available", "AUTH_UNAVAILABLE");
    return auth;
  };

  app.openapi(loginRoute, async (c) => {
    const body = c.req.valid("json");
    const result = await signInWithPassword(requireAuth(), c.req.raw, body);
    for (const cookie of result.setCookies) c.header("Set-Cookie", cookie, { append: true });
    c.header("Cache-Control", "no-store");
    if (result.twoFactorRedirect) {
      return c.json({ user: null, twoFactorRedirect: true, twoFactorMethods: result.methods }, 200);
    }
    return c.json({ user: result.user, twoFactorRedirect: false }, 200);
  });

  app.openapi(registerRoute, async (c) => {
    const body = c.req.valid("json");
    const result = await registerAccount(requireAuth(), c.req.raw, {
      name: `${body.firstName} ${body.lastName}`,
      email: body.email,
      password: body.password,
    });
    await recordRegistrationConsent(c.get("ctx"), {
      userId: result.user.id,
      firstName: body.firstName,
      lastName: body.lastName,
      acceptsMarketing: body.acceptsMarketing === true,
    });
    c.header("Cache-Control", "no-store");
    return c.json({ verificationSent: true as const, email: body.email.trim().toLowerCase() }, 201);
  });

  app.openapi(meRoute, async (c) => {
    c.header("Cache-Control", "no-store");
    const user = await sessionUser(requireAuth(), c.req.raw);
    if (!user) return c.json({ error: { code: "UNAUTHORIZED", message: "Nobody is signed in" } }, 401);
    return c.json({ user }, 200);
  });

  app.openapi(providersRoute, (c) => {
    const origin = new URL(c.req.url).origin;
    return c.json(
      {
        credentials: {
          id: "credentials",
          name: "E-mail",
          type: "credentials",
          signinUrl: `${origin}/auth/auth`,
          callbackUrl: `${origin}/api/auth/login`,
        },
      },
      200,
    );
  });

  app.openapi(logRoute, (c) => {
    const { level, code, message } = c.req.valid("json");
    c.get("log")[level === "debug" ? "debug" : "warn"](
      { code, clientLevel: level, clientMessage: message },
      "session client",
    );
    return c.body(null, 204);
  });

  /**
   * Spec §5: a sign-in call naming an unknown provider goes to the sign-in page (keeping a safe
   * `callbackUrl`). `signin/{provider}` is the session client's shape; `callback/{provider}` is
   * Better Auth's OAuth return, passed on only for configured providers.
   */
  const toSignInPage = async (c: Context<AppEnv>) => {
    let raw = c.req.query("callbackUrl") ?? c.req.query("callbackURL");
    if (!raw && c.req.method === "POST") {
      const type = c.req.header("content-type") ?? "";
      if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data")) {
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
        raw = typeof form.callbackUrl === "string" ? form.callbackUrl : undefined;
      } else if (type.includes("application/json")) {
        const json = (await c.req.json().catch(() => null)) as { callbackUrl?: unknown } | null;
        raw = typeof json?.callbackUrl === "string" ? json.callbackUrl : undefined;
      }
    }
    const { url } = checkCallbackUrl(raw);
    c.header("Cache-Control", "no-store");
    return c.redirect(signInUrl(url), 302);
  };
  app.on(["GET", "POST"], ["/auth/signin", "/auth/signin/:provider"], toSignInPage);
  app.on(["GET", "POST"], "/auth/callback/:provider", async (c, next) => {
    const auth = getAuth();
    if (auth && configuredProviders(auth).has(c.req.param("provider"))) return next();
    return toSignInPage(c);
  });
  return app;
}
