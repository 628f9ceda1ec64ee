import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auth_rate_limit } from "../core/customers/auth.sql.ts";
import { type AuthTestApp, Jar, openAuthTestApp } from "../tests/setup/auth-app.ts";
import { LOGIN_THROTTLE, throttleKey, waitSeconds } from "./login-throttle.ts";

let t: AuthTestApp;
beforeAll(async () => {
  t = await openAuthTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetRateLimits();
});

const PASSWORD = "correct horse battery staple";
const WRONG = "not the password at all";
let seq = 0;
let ip = 0;
const newEmail = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;
/** A fresh connection address each call: Better Auth's per-address limit never applies. */
const nextIp = () => `198.51.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(
    path,
    { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: nextIp() } } },
  );
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  post("/api/auth/login", { email, password }, headers);
const pathOf = (url: string) => `${new URL(url).pathname}${new URL(url).search}`;

/** Registers (in `language`) and verifies an account. */
async function account(tag: string, language = "en"): Promise<string> {
  const email = newEmail(tag);
  const res = await post(
    "/api/auth/register",
    { firstName: "Ana", lastName: "Silva", email, password: PASSWORD, acceptTerms: true },
    { "accept-language": language },
  );
  expect(res.status).toBe(201);
  const mail = t.outbox.find((m) => m.to === email && m.template === "verify-email");
  expect((await t.app.request(pathOf(mail!.data.url!))).status).toBe(302);
  // the verification e-mail was written in the account's language: that is where the notice takes it from
  await t.tdb.handle.db.execute(
    sql`insert into email_message (id, to_address, locale, template, subject, html, text)
        values (${`eml_${seq}_${Date.now()}`}, ${email}, ${mail!.locale}, 'verify-email', 's', 'h', 't')`,
  );
  return email;
}

/** Moves the account's last wrong password `seconds` into the past (the wait then runs out without sleeping). */
async function age(email: string, seconds: number) {
  await t.tdb.handle.db
    .update(auth_rate_limit)
    .set({ lastRequest: sql`${auth_rate_limit.lastRequest} - ${seconds * 1000}` })
    .where(eq(auth_rate_limit.key, throttleKey(email)));
}

describe("waitSeconds: short, growing, capped", () => {
  it("is free for the first failures, then 30 s doubling up to 15 min", () => {
    const free = LOGIN_THROTTLE.freeFailures;
    expect(waitSeconds(free - 1)).toBe(0);
    expect([free, free + 1, free + 2, free + 3].map(waitSeconds)).toEqual([30, 60, 120, 240]);
    expect(waitSeconds(free + 5)).toBe(900);
    expect(waitSeconds(free + 500)).toBe(900);
  });
});

describe("the per-account guessing limit (issue 14)", () => {
  it("pauses sign-in after wrong passwords from many addresses, refuses even the right one, and e-mails the owner once in their language", async () => {
    const email = await account("guess", "pt-PT");
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) {
      expect((await login(email, `${WRONG} ${i}`, { "accept-language": "es" })).status).toBe(401);
    }
    const refused = await login(email, PASSWORD, { "accept-language": "pt-PT" });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { error: { code: string; message: string; retryAfter: number } };
    expect(body.error.code).toBe("TOO_MANY_ATTEMPTS");
    // when to try again, in the caller's language (the sign-in form shows the same text)
    expect(body.error.message).toBe("Demasiadas tentativas. Tente novamente dentro de 1 minuto.");
    expect(body.error.retryAfter).toBeGreaterThan(0);
    expect(body.error.retryAfter).toBeLessThanOrEqual(30);
    expect(refused.headers.get("retry-after")).toBe(String(body.error.retryAfter));
    // Better Auth's own endpoint is paused too, and a refused attempt is not counted
    expect((await post("/api/auth/sign-in/email", { email, password: PASSWORD })).status).toBe(429);
    const [run] = await t.tdb.handle.db
      .select()
      .from(auth_rate_limit)
      .where(eq(auth_rate_limit.key, throttleKey(email)));
    expect(run?.count).toBe(LOGIN_THROTTLE.freeFailures);

    const notices = t.outbox.filter((m) => m.to === email && m.template === "sign-in-locked");
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ locale: "pt", data: { name: "Ana Silva", waitMinutes: 0.5 } });
    expect(notices[0]!.data.url).toMatch(/\/auth\/forgot$/);

    // the wait runs out: one more wrong password doubles it (and sends no second notice) …
    await age(email, 31);
    expect((await login(email, WRONG)).status).toBe(401);
    const longer = (await (await login(email, PASSWORD)).json()) as { error: { retryAfter: number } };
    expect(longer.error.retryAfter).toBeGreaterThan(30);
    expect(longer.error.retryAfter).toBeLessThanOrEqual(60);
    expect(t.outbox.filter((m) => m.to === email && m.template === "sign-in-locked")).toHaveLength(1);
    // … and after it, the right password signs in and forgets the run
    await age(email, 61);
    expect((await login(email, PASSWORD)).status).toBe(200);
    expect(
      await t.tdb.handle.db
        .select()
        .from(auth_rate_limit)
        .where(eq(auth_rate_limit.key, throttleKey(email))),
    ).toEqual([]);
  });

  it("ends the wait at once when the owner resets the password", async () => {
    const email = await account("reset");
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expect((await login(email, WRONG)).status).toBe(401);
    expect((await login(email, PASSWORD)).status).toBe(429);
    expect((await post("/api/auth/request-password-reset", { email, redirectTo: "/auth/reset" })).status).toBe(200);
    const link = t.outbox.filter((m) => m.to === email && m.template === "reset-password").at(-1)!.data.url!;
    const token = new URL(link).pathname.split("/").at(-1)!;
    const newPassword = "a brand new passphrase 42";
    expect((await post("/api/auth/reset-password", { token, newPassword })).status).toBe(200);
    const signedIn = await login(email, newPassword);
    expect(signedIn.status).toBe(200);
    expect(new Jar().take(signedIn).has("fabrico.session_token")).toBe(true);
  });

  it("treats an unknown address the same (no enumeration) and e-mails nobody", async () => {
    const ghost = newEmail("ghost");
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++) expect((await login(ghost, WRONG)).status).toBe(401);
    expect((await login(ghost, WRONG)).status).toBe(429);
    expect(t.outbox.filter((m) => m.to === ghost)).toEqual([]);
  });
});

describe("Better Auth's cookies and X-Forwarded-Proto (issue 14)", () => {
  it("sets no Secure session cookie because a client says https, without TRUST_PROXY", async () => {
    const email = await account("proto");
    const res = await login(email, PASSWORD, { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("fabrico.session_token="))).toBe(true);
    for (const c of cookies) {
      expect(c).not.toMatch(/;\s*secure/i);
      expect(c).not.toMatch(/^__Secure-/);
    }
  });
});
