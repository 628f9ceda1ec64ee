import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { newsletterSignupSchema } from "../../../core/marketing/schemas.ts";
import { SIGNUP_CONSTRAINTS } from "./newsletter-fields.tsx";

describe("the footer's newsletter form without Zod (issue 17)", () => {
  it("has the HTML constraints the sign-up schema gives the page's Conform form", () => {
    const constraint = getZodConstraint(newsletterSignupSchema);
    expect(SIGNUP_CONSTRAINTS.emailRequired).toBe(constraint.email?.required);
    expect(SIGNUP_CONSTRAINTS.consentRequired).toBe(constraint.consent?.required);
    // Conform reads no length from `z.email().max()`: the schema's own limit
    expect(SIGNUP_CONSTRAINTS.emailMaxLength).toBe(newsletterSignupSchema.shape.email.maxLength);
  });
});
