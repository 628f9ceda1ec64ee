import { describe, expect, it } from "vitest";
import enAuth from "../../locales/en/auth.json" with { type: "json" };
import esAuth from "../../locales/es/auth.json" with { type: "json" };
import ptAuth from "../../locales/pt/auth.json" with { type: "json" };
import { createI18n } from "../../lib/i18n.ts";
import { authErrorText } from "./auth-form.tsx";

const tFor = (locale: "en" | "pt" | "es", auth: Record<string, unknown>) => createI18n(locale, { auth }).t;

describe("authErrorText", () => {
  it("says how many minutes to wait after too many attempts, in each language", () => {
    expect(authErrorText(tFor("en", enAuth), { code: "TOO_MANY_ATTEMPTS", retryAfter: 45 })).toBe(
      "Too many attempts. Please try again in 1 minute.",
    );
    expect(authErrorText(tFor("en", enAuth), { code: "TOO_MANY_ATTEMPTS", retryAfter: 600 })).toBe(
      "Too many attempts. Please try again in 10 minutes.",
    );
    expect(authErrorText(tFor("pt", ptAuth), { code: "TOO_MANY_ATTEMPTS", retryAfter: 120 })).toBe(
      "Demasiadas tentativas. Tente novamente dentro de 2 minutos.",
    );
    expect(authErrorText(tFor("es", esAuth), { code: "TOO_MANY_ATTEMPTS", retryAfter: 30 })).toBe(
      "Demasiados intentos. Vuelve a intentarlo dentro de 1 minuto.",
    );
  });

  it("translates Better Auth's codes and fills in the password limits", () => {
    expect(authErrorText(tFor("en", enAuth), { code: "INVALID_CREDENTIALS" })).toBe(
      "The e-mail address or password is not correct.",
    );
    expect(authErrorText(tFor("pt", ptAuth), { code: "PASSWORD_TOO_SHORT" })).toBe(
      "A palavra-passe precisa de pelo menos 10 caracteres.",
    );
    expect(authErrorText(tFor("es", esAuth), { code: "INVALID_CODE" })).toMatch(/^Ese código no es correcto/);
  });

  it("falls back to 'Something went wrong' for an unknown code (spec §8)", () => {
    expect(authErrorText(tFor("en", enAuth), { code: "SOMETHING_NEW" })).toBe(
      "Something went wrong. Please try again.",
    );
    expect(authErrorText(tFor("en", enAuth), undefined)).toBe("");
  });
});
