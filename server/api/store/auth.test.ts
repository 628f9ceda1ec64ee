import { eq, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { customerProfileTable } from "../../../core/customers/customers.sql.ts";
import { type AuthTestApp, Jar, openAuthTestApp } from "../../../tests/setup/auth-app.ts";
import type { TestDatabase } from "../../../tests/setup/db.ts";
import { type App, createApp } from "../../app.ts";
import type { Auth, AuthEmail } from "../../auth/better-auth.ts";
import { registerAccount, requestPasswordReset, resetPassword } from "../../auth/flows.ts";
import { loadConfig } from "../../config.ts";
import { testServices } from "../../../tests/setup/services.ts";

let tdb: TestDatabase;
let app: App;
let auth: Auth;
let harness: AuthTestApp;
const log = pino({ level: "silent" });
const PASSWORD = "correct horse battery staple";

beforeAll(async () => {
  harness = await openAuthTestApp();
  ({ tdb, app, auth } = harness);
});

afterAll(async () => {
  await harness?.close();
});

// rate-limit counters live in the database, one bucket per IP and path: start each test afresh
beforeEach(async () => {
  await harness.resetRateLimits();
});

const post = (path: string, body: unknown, jar?: Jar, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...(jar ? { cookie: jar.header() } : {}), ...headers },
    body: JSON.stringify(body),
  });
const get = (path: string, jar?: Jar) => app.request(path, { headers: jar ? { cookie: jar.header() } : {} });

let seq = 0;
const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;

const mailTo = (to: string, template: AuthEmail["template"]) =>
  harness.outbox.filter((m) => m.to === to && m.template === template);

/** Path and query of an e-mailed link (the link names PUBLIC_URL's origin, the test app has none). */
const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Registers and verifies an account through the calls; returns the signed-in jar. */
async function verifiedAccount(tag: string): Promise<{ email: string; jar: Jar }> {
  const email = newEmail(tag);
  const res = await post("/api/auth/register", {
    firstName: "Ana",
    lastName: "Silva",
    email,
    password: PASSWORD,
    acceptTerms: true,
  });
  expect(res.status).toBe(201);
  const [mail] = mailTo(email, "verify-email");
  expect(mail?.data.url).toBeTruthy();
  const verified = await get(pathOf(mail!.data.url!));
  expect(verified.status).toBe(302);
  return { email, jar: new Jar().take(verified) };
}

describe("POST /api/auth/register", () => {
  it("creates the account, keeps the marketing opt-in, and e-mails a link that verifies and signs in", async () => {
    const email = newEmail("reg");
    const res = await post("/api/auth/register", {
      firstName: "Maria",
      lastName: "Costa",
      email,
      password: PASSWORD,
      acceptTerms: true,
      acceptsMarketing: true,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ verificationSent: true, email });
    expect(res.headers.getSetCookie().some((c) => c.startsWith("fabrico.session_token="))).toBe(false);

    const [mail] = mailTo(email, "verify-email");
    expect(mail).toMatchObject({ locale: "en", data: { name: "Maria Costa" } });
    const link = new URL(mail!.data.url!);
    expect(link.pathname).toBe("/api/auth/verify-email");
    expect(link.searchParams.get("callbackURL")).toBe("/auth/verify");

    const me0 = await get("/api/auth/me");
    expect(me0.status).toBe(401);
    expect(await me0.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });

    const verified = await get(pathOf(link.href));
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/auth/verify");
    const jar = new Jar().take(verified);
    expect(jar.has("fabrico.session_token")).toBe(true);

    const me = await get("/api/auth/me", jar);
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({
      email,
      name: "Maria Costa",
      emailVerified: true,
      roles: ["customer"],
      twoFactorEnabled: false,
    });
    expect(String(body.user.id)).toMatch(/^usr_/);

    const [profile] = await tdb.handle.db
      .select()
      .from(customerProfileTable)
      .where(eq(customerProfileTable.userId, String(body.user.id)));
    expect(profile).toMatchObject({ firstName: "Maria", lastName: "Costa", acceptsMarketing: true });
    expect(profile?.marketingConsentAt).toBeInstanceOf(Date);
  });

  it("returns to the page registration started from once the link is opened", async () => {
    const email = newEmail("back");
    const request = new Request("http://localhost/auth/register", { method: "POST" });
    const result = await registerAccount(auth, request, {
      name: "Rita Dias",
      email,
      password: PASSWORD,
      callbackUrl: "/customize/prd_1?discard=true",
    });
    expect(result.ok).toBe(true);
    const link = new URL(mailTo(email, "verify-email")[0]!.data.url!);
    expect(link.searchParams.get("callbackURL")).toBe("/auth/verify?callbackUrl=%2Fcustomize%2Fprd_1%3Fdiscard%3Dtrue");
    const verified = await get(pathOf(link.href));
    expect(verified.headers.get("location")).toBe("/auth/verify?callbackUrl=%2Fcustomize%2Fprd_1%3Fdiscard%3Dtrue");
  });

  it("sends the verification e-mail in the visitor's language", async () => {
    const email = newEmail("pt");
    const res = await post(
      "/api/auth/register",
      { firstName: "João", lastName: "Sousa", email, password: PASSWORD, acceptTerms: true },
      undefined,
      { cookie: "lng=pt" },
    );
    expect(res.status).toBe(201);
    expect(mailTo(email, "verify-email")[0]?.locale).toBe("pt");
  });

  for (const field of ["firstName", "lastName", "email", "password", "acceptTerms"] as const) {
    it(`answers 400 naming ${field} when it is missing`, async () => {
      const body: Record<string, unknown> = {
        firstName: "Ana",
        lastName: "Silva",
        email: newEmail("missing"),
        password: PASSWORD,
        acceptTerms: true,
      };
      delete body[field];
      const res = await post("/api/auth/register", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "INVALID_INPUT", field } });
    });
  }

  it("refuses a short password and a common one, naming the password", async () => {
    const short = await post("/api/auth/register", {
      firstName: "Ana",
      lastName: "Silva",
      email: newEmail("short"),
      password: "abc12",
      acceptTerms: true,
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { field: "password" } });
    const email = newEmail("common");
    const common = await post("/api/auth/register", {
      firstName: "Ana",
      lastName: "Silva",
      email,
      password: "Password123!",
      acceptTerms: true,
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ error: { code: "PASSWORD_TOO_COMMON", field: "password" } });
    expect(mailTo(email, "verify-email")).toHaveLength(0);
  });

  it("answers the same for an address that already has an account, and sends it no new link", async () => {
    const { email } = await verifiedAccount("dup");
    const before = harness.outbox.length;
    const res = await post("/api/auth/register", {
      firstName: "Someone",
      lastName: "Else",
      email,
      password: "another long passphrase",
      acceptTerms: true,
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ verificationSent: true, email });
    expect(harness.outbox.length).toBe(before);
  });
});

describe("POST /api/auth/login and GET /api/auth/me", () => {
  it("signs in with the right password: user with roles and an HttpOnly, SameSite=Lax session cookie", async () => {
    const { email } = await verifiedAccount("login");
    const res = await post("/api/auth/login", { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string; roles: string[] }; twoFactorRedirect: boolean };
    expect(body).toMatchObject({ user: { email, roles: ["customer"] }, twoFactorRedirect: false });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("fabrico.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await get("/api/auth/me", new Jar().take(res));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email } });
  });

  it("rotates the session at every sign-in", async () => {
    const { email, jar } = await verifiedAccount("rotate");
    const res = await post("/api/auth/login", { email, password: PASSWORD }, jar);
    const before = jar.header();
    jar.take(res);
    expect(jar.header()).not.toBe(before);
  });

  it("answers 401 INVALID_CREDENTIALS for a wrong password and for an unknown address alike", async () => {
    const { email } = await verifiedAccount("wrong");
    const wrong = await post("/api/auth/login", { email, password: "not the password at all" });
    expect(wrong.status).toBe(401);
    const a = await wrong.json();
    expect(a).toMatchObject({ error: { code: "INVALID_CREDENTIALS" } });
    const unknown = await post("/api/auth/login", { email: newEmail("nobody"), password: "not the password at all" });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(a);
  });

  it("answers 403 EMAIL_NOT_VERIFIED before verification and e-mails a fresh link", async () => {
    const email = newEmail("unverified");
    await post("/api/auth/register", {
      firstName: "Rui",
      lastName: "Lopes",
      email,
      password: PASSWORD,
      acceptTerms: true,
    });
    const res = await post("/api/auth/login", { email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: "EMAIL_NOT_VERIFIED" } });
    expect(mailTo(email, "verify-email")).toHaveLength(2);
    expect(new URL(mailTo(email, "verify-email")[1]!.data.url!).searchParams.get("callbackURL")).toBe("/auth/verify");
  });

  it("answers 400 naming the field for bad input", async () => {
    const res = await post("/api/auth/login", { email: "not-an-address", password: "x" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "INVALID_INPUT", field: "email" } });
    const noPassword = await post("/api/auth/login", { email: "a@example.com" });
    expect(await noPassword.json()).toMatchObject({ error: { field: "password" } });
  });

  it("answers 429 TOO_MANY_ATTEMPTS with the wait after 5 sign-ins a minute", async () => {
    const { email } = await verifiedAccount("limit");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post("/api/auth/login", { email, password: "wrong password here" })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const limited = await post("/api/auth/login", { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { error: { code: string; retryAfter: number } };
    expect(body.error.code).toBe("TOO_MANY_ATTEMPTS");
    expect(body.error.retryAfter).toBeGreaterThan(0);
    expect(body.error.retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers.get("retry-after")).toBe(String(body.error.retryAfter));
    // Better Auth's own endpoint shares the counter
    const direct = await post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(direct.status).toBe(429);
  });

  it("counts attempts per connection address, which a client cannot set by header", async () => {
    const { email } = await verifiedAccount("perip");
    const from = (ip: string, headers: Record<string, string> = {}) =>
      app.request(
        "/api/auth/login",
        {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ email, password: "wrong password here" }),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      );
    for (let i = 0; i < 5; i++) expect((await from("203.0.113.5")).status).toBe(401);
    expect((await from("203.0.113.5")).status).toBe(429);
    expect((await from("203.0.113.5", { "x-fabrico-client-ip": "198.51.100.7" })).status).toBe(429);
    expect((await from("198.51.100.7")).status).toBe(401);
  });

  it("answers 401 on /me after sign-out", async () => {
    const { jar } = await verifiedAccount("signout");
    expect((await get("/api/auth/me", jar)).status).toBe(200);
    const out = await post("/api/auth/sign-out", {}, jar);
    expect(out.status).toBe(200);
    jar.take(out);
    expect((await get("/api/auth/me", jar)).status).toBe(401);
  });
});

describe("two-factor sign-in", () => {
  it("enables TOTP, then signs in with a code and with a backup code (each backup code works once)", async () => {
    const { email, jar } = await verifiedAccount("totp");
    const headers = new Headers({ cookie: jar.header() });
    const enabled = (await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers })) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(enabled.totpURI).toMatch(/^otpauth:\/\/totp\/Fabrico:/);
    expect(enabled.backupCodes).toHaveLength(10);
    const totp = OTPAuth.URI.parse(enabled.totpURI!) as OTPAuth.TOTP;

    // not on until the first code confirms it
    expect((await post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200);
    const confirm = await post("/api/auth/two-factor/verify-totp", { code: totp.generate() }, jar);
    expect(confirm.status).toBe(200);
    jar.take(confirm);
    expect(await (await get("/api/auth/me", jar)).json()).toMatchObject({ user: { twoFactorEnabled: true } });

    // password alone: a second factor is asked for, no session yet
    const step1 = await post("/api/auth/login", { email, password: PASSWORD });
    expect(step1.status).toBe(200);
    expect(await step1.json()).toEqual({ user: null, twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    const pending = new Jar().take(step1);
    expect(pending.has("fabrico.session_token")).toBe(false);
    expect(pending.has("fabrico.two_factor")).toBe(true);
    expect((await get("/api/auth/me", pending)).status).toBe(401);

    const badCode = await post("/api/auth/two-factor/verify-totp", { code: "000000" }, pending);
    expect(badCode.status).toBe(401);
    expect(await badCode.json()).toMatchObject({ code: "INVALID_CODE" });

    const step2 = await post("/api/auth/two-factor/verify-totp", { code: totp.generate() }, pending);
    expect(step2.status).toBe(200);
    pending.take(step2);
    expect(await (await get("/api/auth/me", pending)).json()).toMatchObject({ user: { email } });

    const backup = enabled.backupCodes[0]!;
    const again = new Jar().take(await post("/api/auth/login", { email, password: PASSWORD }));
    const viaBackup = await post("/api/auth/two-factor/verify-backup-code", { code: backup }, again);
    expect(viaBackup.status).toBe(200);
    again.take(viaBackup);
    expect((await get("/api/auth/me", again)).status).toBe(200);

    const third = new Jar().take(await post("/api/auth/login", { email, password: PASSWORD }));
    const reused = await post("/api/auth/two-factor/verify-backup-code", { code: backup }, third);
    expect(reused.status).toBe(401);
  });
});

describe("password reset (no account enumeration)", () => {
  it("answers the same for a known and an unknown address, and only the known one gets a link", async () => {
    const { email } = await verifiedAccount("forgot");
    const unknown = newEmail("ghost");
    const a = await post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset" });
    const b = await post("/api/auth/request-password-reset", { email: unknown, redirectTo: "/auth/reset" });
    expect(a.status).toBe(b.status);
    expect(await a.json()).toEqual(await b.json());
    expect(mailTo(email, "reset-password")).toHaveLength(1);
    expect(mailTo(unknown, "reset-password")).toHaveLength(0);

    // the page's flow (3 requests per 10 minutes and IP: start from a fresh counter)
    await tdb.handle.db.execute(sql`delete from auth_rate_limit`);
    const request = new Request("http://localhost/auth/forgot", { method: "POST" });
    expect(await requestPasswordReset(auth, request, email)).toEqual({ ok: true });
    expect(await requestPasswordReset(auth, request, newEmail("ghost2"))).toEqual({ ok: true });
    expect(await requestPasswordReset(auth, request, newEmail("ghost3"))).toEqual({ ok: true });
    await expect(requestPasswordReset(auth, request, email)).rejects.toMatchObject({
      status: 429,
      code: "TOO_MANY_ATTEMPTS",
    });
  });

  it("resets through the e-mailed link: the link lands on /auth/reset?token=, the new password works, old sessions end", async () => {
    const { email, jar } = await verifiedAccount("reset");
    const request = new Request("http://localhost/auth/forgot", { method: "POST" });
    await requestPasswordReset(auth, request, email);
    const link = mailTo(email, "reset-password").at(-1)!.data.url!;
    const landing = await get(pathOf(link));
    expect(landing.status).toBe(302);
    const to = new URL(landing.headers.get("location")!, "http://localhost");
    expect(to.pathname).toBe("/auth/reset");
    const token = to.searchParams.get("token")!;
    expect(token).toBeTruthy();

    await expect(resetPassword(auth, request, { token, newPassword: "password1234" })).rejects.toMatchObject({
      code: "PASSWORD_TOO_COMMON",
    });
    expect(await resetPassword(auth, request, { token, newPassword: "a brand new passphrase" })).toEqual({ ok: true });
    await expect(resetPassword(auth, request, { token, newPassword: "a brand new passphrase" })).rejects.toMatchObject({
      code: "INVALID_TOKEN",
    });
    expect((await get("/api/auth/me", jar)).status).toBe(401);
    expect((await post("/api/auth/login", { email, password: PASSWORD })).status).toBe(401);
    expect((await post("/api/auth/login", { email, password: "a brand new passphrase" })).status).toBe(200);
    expect(mailTo(email, "password-changed")).toHaveLength(1);
  });

  it("sends an expired or unknown reset link to /auth/reset?error=INVALID_TOKEN", async () => {
    const res = await get("/api/auth/reset-password/not-a-token?callbackURL=%2Fauth%2Freset");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/\/auth\/reset\?error=INVALID_TOKEN$/);
  });
});

describe("unknown sign-in provider (spec §5)", () => {
  it("sends signin/{provider} to the sign-in page, keeping a same-site callbackUrl", async () => {
    const res = await get("/api/auth/signin/github?callbackUrl=%2Fuser%2Forder");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth/auth?callbackUrl=%2Fuser%2Forder");
    const posted = await app.request("/api/auth/signin/nope", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "callbackUrl=https%3A%2F%2Fevil.com&csrfToken=x&json=true",
    });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/auth/auth?callbackUrl=%2Fuser");
  });

  it("sends an OAuth callback for a provider that is not configured to the sign-in page", async () => {
    const res = await get("/api/auth/callback/google?code=abc&state=xyz");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/auth\/auth/);
  });
});

describe("session client calls", () => {
  it("lists the e-mail provider", async () => {
    const res = await get("/api/auth/providers");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ credentials: { id: "credentials", type: "credentials" } });
  });

  it("takes a client log report with a known code only", async () => {
    expect((await post("/api/auth/_log", { level: "error", code: "CLIENT_FETCH_ERROR" })).status).toBe(204);
    const bad = await post("/api/auth/_log", { level: "error", code: "<script>" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { field: "code" } });
  });

  it("puts the thin calls in the OpenAPI document", async () => {
    const doc = (await (await get("/api/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths["/auth/login"] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths["/auth/register"] ?? {})).toEqual(["post"]);
    expect(Object.keys(doc.paths["/auth/me"] ?? {})).toEqual(["get"]);
  });
});

describe("without Better Auth (API-only app)", () => {
  it("answers 503 on the thin calls", async () => {
    const bare = createApp({
      services: testServices(),
      config: loadConfig({ NODE_ENV: "test" }),
      database: tdb.handle,
      log,
    });
    const res = await bare.request("/api/auth/me");
    expect(res.status).toBe(503);
  });
});

describe("common passwords on Better Auth's own endpoints", () => {
  it("sign-up straight through /api/auth/sign-up/email refuses a common password with PASSWORD_TOO_COMMON", async () => {
    const email = newEmail("common");
    const res = await post(
      "/api/auth/sign-up/email",
      { email, password: "password123456", name: "Rui Costa" },
      undefined,
      {
        origin: "http://localhost:3000",
      },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code?: string }).code).toBe("PASSWORD_TOO_COMMON");
    expect(mailTo(email, "verify-email")).toHaveLength(0);
    const ok = await post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Rui Costa" }, undefined, {
      origin: "http://localhost:3000",
    });
    expect(ok.status).toBe(200);
  });
});
