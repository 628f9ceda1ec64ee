import { describe, expect, it } from "vitest";
import { registerSchema, signInSchema } from "../../core/accounts/schemas.ts";
import { identityRefusal } from "../../core/ports/identity.ts";
import { AUTH_FORM, refusedForm } from "./auth-pages.server.ts";
import { formAction } from "./form-action.server.ts";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const signIn = { email: "ana@example.com", password: "correct horse" };

describe("account forms through formAction (AUTH_FORM)", () => {
  it("answers the form's own checks with the auth texts, and never sends the password back", async () => {
    const result = await formAction(
      { locale: "en" },
      form({ email: "not-an-address", password: "short" }),
      registerSchema,
      () => undefined,
      AUTH_FORM,
    );
    if (result.ok) throw new Error("expected a refusal");
    expect(result.reply.error).toMatchObject({
      firstName: ["Please enter your first name."],
      lastName: ["Please enter your last name."],
      email: ["Please enter a valid e-mail address."],
      password: ["The password needs at least 10 characters."],
      acceptTerms: ["Please accept the terms of use to create an account."],
    });
    expect(result.reply.initialValue).toEqual({ email: "not-an-address" });
  });

  it("puts a refused call on its field or above the form, in the page's language", async () => {
    const wrongCode = await formAction(
      { locale: "en" },
      form(signIn),
      signInSchema,
      () => {
        throw identityRefusal({ status: 401, code: "INVALID_CODE", message: "Invalid code", field: "code" });
      },
      AUTH_FORM,
    );
    if (wrongCode.ok) throw new Error("expected a refusal");
    expect(wrongCode.reply.error?.code).toEqual([
      "That code is not correct. Codes change every 30 seconds: try the current one.",
    ]);

    const credentials = await formAction(
      { locale: "pt" },
      form(signIn),
      signInSchema,
      () => {
        throw identityRefusal({
          status: 401,
          code: "INVALID_CREDENTIALS",
          message: "The e-mail or password is not correct",
        });
      },
      AUTH_FORM,
    );
    if (credentials.ok) throw new Error("expected a refusal");
    expect(credentials.status).toBe(401);
    expect(credentials.reply.error?.[""]).toEqual(["O endereço de e-mail ou a palavra-passe não estão corretos."]);
  });

  it("words a rate limit with its wait in whole minutes, and an unknown code as 'Something went wrong'", async () => {
    const limited = await formAction(
      { locale: "en" },
      form(signIn),
      signInSchema,
      () => {
        throw identityRefusal({ status: 429, code: "TOO_MANY_ATTEMPTS", message: "Too many", retryAfter: 90 });
      },
      AUTH_FORM,
    );
    if (limited.ok) throw new Error("expected a refusal");
    expect(limited.reply.error?.[""]).toEqual(["Too many attempts. Please try again in 2 minutes."]);

    const odd = await formAction(
      { locale: "en" },
      form(signIn),
      signInSchema,
      () => {
        throw identityRefusal({ status: 403, code: "SOMETHING_NEW", message: "SOMETHING_NEW" });
      },
      AUTH_FORM,
    );
    if (odd.ok) throw new Error("expected a refusal");
    expect(odd.reply.error?.[""]).toEqual(["Something went wrong. Please try again."]);
  });

  it("answers a refusal with its code, its status (5xx as 500) and the cookies the provider set", async () => {
    const result = await formAction(
      { locale: "en" },
      form(signIn),
      signInSchema,
      () => {
        throw identityRefusal({
          status: 401,
          code: "INVALID_TWO_FACTOR_COOKIE",
          message: "x",
          setCookies: ["fabrico.two_factor=; Max-Age=0"],
        });
      },
      AUTH_FORM,
    );
    if (result.ok) throw new Error("expected a refusal");
    const answer = refusedForm(result);
    expect(answer.init?.status).toBe(401);
    expect(answer.data.code).toBe("INVALID_TWO_FACTOR_COOKIE");
    expect(new Headers(answer.init?.headers).get("set-cookie")).toContain("fabrico.two_factor=");

    const down = await formAction(
      { locale: "en" },
      form(signIn),
      signInSchema,
      () => {
        throw identityRefusal({ status: 503, code: "X", message: "x" });
      },
      AUTH_FORM,
    );
    if (down.ok) throw new Error("expected a refusal");
    expect(refusedForm(down).init?.status).toBe(500);
  });
});
