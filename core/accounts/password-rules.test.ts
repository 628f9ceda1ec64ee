import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH as SERVER_MIN } from "../../server/auth/better-auth.ts";
import { MIN_PASSWORD_LENGTH, isCommonPassword, passwordStrength } from "./password-rules.ts";

describe("password rules", () => {
  it("asks the same minimum length as the server", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(SERVER_MIN);
  });

  it.each([
    "password",
    "Password123!",
    "p@ssw0rd2024",
    "Qwerty12345",
    "qwertyuiop",
    "1234567890",
    "0987654321",
    "aaaaaaaaaaaa",
    "abcabcabcabc",
    "1q2w3e4r5t",
    "iloveyou2024",
    "Benfica1904",
    "abcdefghijkl",
  ])("finds %j common", (pw) => {
    expect(isCommonPassword(pw)).toBe(true);
    expect(passwordStrength(pw).score).toBe(0);
  });

  it("refuses the person's own name or e-mail as the password", () => {
    expect(isCommonPassword("mariacosta1", ["Maria Costa", "mariacosta@example.com"])).toBe(true);
    expect(isCommonPassword("Mariacosta2024!", ["Maria Costa", "mariacosta@example.com"])).toBe(true);
    expect(isCommonPassword("maria loves green tea", ["Maria Costa"])).toBe(false);
  });

  it.each(["correct horse battery staple", "Tangerine-Velvet-42", "gr8 linen shirts in Porto"])(
    "accepts %j and rates it at least good",
    (pw) => {
      expect(isCommonPassword(pw)).toBe(false);
      expect(passwordStrength(pw).score).toBeGreaterThanOrEqual(3);
    },
  );

  it("rates a short password weak whatever its characters", () => {
    const s = passwordStrength("Xy7$kq");
    expect(s.tooShort).toBe(true);
    expect(s.score).toBeLessThanOrEqual(1);
  });
});
