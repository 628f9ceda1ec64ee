import { describe, expect, it } from "vitest";
import { CUSTOMER_ERRORS, isIsoDate, looksLikeCardNumber, paymentMethodSchema, profileSchema } from "./schemas.ts";
import { splitName } from "./views.ts";

const schema = profileSchema({ today: "2026-06-15", phoneCountry: "PT" });
const base = { firstName: "Ana", lastName: "Silva" };

function issue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first = result.error?.issues[0];
  return first ? { field: first.path.join("."), message: first.message } : null;
}

describe("profileSchema", () => {
  it("accepts the minimum and fills defaults", () => {
    expect(schema.parse(base)).toEqual({
      firstName: "Ana",
      lastName: "Silva",
      dateOfBirth: null,
      gender: "undisclosed",
      phone: null,
      acceptsMarketing: false,
    });
  });

  it("trims names and requires them", () => {
    expect(schema.parse({ ...base, firstName: "  Ana  " }).firstName).toBe("Ana");
    expect(issue(schema.safeParse({ lastName: "Silva" }))).toEqual({
      field: "firstName",
      message: CUSTOMER_ERRORS.required,
    });
    expect(issue(schema.safeParse({ ...base, lastName: "   " }))).toEqual({
      field: "lastName",
      message: CUSTOMER_ERRORS.required,
    });
    expect(issue(schema.safeParse({ ...base, firstName: "a".repeat(61) }))?.message).toBe(CUSTOMER_ERRORS.tooLong);
    expect(issue(schema.safeParse({ ...base, firstName: "A\nB" }))?.message).toBe(CUSTOMER_ERRORS.invalid);
  });

  it("checks the date of birth: a real day, not in the future, not before 1900", () => {
    expect(schema.parse({ ...base, dateOfBirth: "1990-02-28" }).dateOfBirth).toBe("1990-02-28");
    expect(schema.parse({ ...base, dateOfBirth: "" }).dateOfBirth).toBeNull();
    expect(issue(schema.safeParse({ ...base, dateOfBirth: "1990-02-30" }))?.message).toBe(CUSTOMER_ERRORS.dateInvalid);
    expect(issue(schema.safeParse({ ...base, dateOfBirth: "15/06/1990" }))?.message).toBe(CUSTOMER_ERRORS.dateInvalid);
    expect(issue(schema.safeParse({ ...base, dateOfBirth: "2026-06-16" }))?.message).toBe(CUSTOMER_ERRORS.dateFuture);
    expect(schema.parse({ ...base, dateOfBirth: "2026-06-15" }).dateOfBirth).toBe("2026-06-15");
    expect(issue(schema.safeParse({ ...base, dateOfBirth: "1899-12-31" }))?.message).toBe(CUSTOMER_ERRORS.dateTooEarly);
  });

  it("stores the phone in E.164: national numbers of the customer's country, others with +", () => {
    expect(schema.parse({ ...base, phone: "912 345 678" }).phone).toBe("+351912345678");
    expect(schema.parse({ ...base, phone: "+44 7400 123456" }).phone).toBe("+447400123456");
    expect(schema.parse({ ...base, phone: "  " }).phone).toBeNull();
    expect(issue(schema.safeParse({ ...base, phone: "12345" }))).toEqual({
      field: "phone",
      message: CUSTOMER_ERRORS.phoneInvalid,
    });
    const spanish = profileSchema({ today: "2026-06-15", phoneCountry: "ES" });
    expect(spanish.parse({ ...base, phone: "612 34 56 78" }).phone).toBe("+34612345678");
  });

  it("accepts only the four genders", () => {
    for (const gender of ["female", "male", "other", "undisclosed"]) {
      expect(schema.parse({ ...base, gender }).gender).toBe(gender);
    }
    expect(issue(schema.safeParse({ ...base, gender: "x" }))?.message).toBe(CUSTOMER_ERRORS.genderInvalid);
  });
});

describe("card data", () => {
  it("looksLikeCardNumber finds 12+ digits in a row, with or without separators", () => {
    for (const pan of [
      "4111111111111111",
      "4111 1111 1111 1111",
      "4111-1111-1111-1111",
      "card 5500.0000.0000.0004 here",
      "378282246310005",
      "tok_4111111111111111",
    ]) {
      expect(looksLikeCardNumber(pan), pan).toBe(true);
    }
    for (const ok of ["tok_9fA1bC2dE3", "Visa ending 4242", "12345678901", "2027-12", "sibs:ab12-cd34-ef56"]) {
      expect(looksLikeCardNumber(ok), ok).toBe(false);
    }
  });

  it("paymentMethodSchema takes a token reference and display data only", () => {
    const card = { tokenRef: "sibs_tok_9fA1bC2dE3", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 };
    expect(paymentMethodSchema.parse(card)).toEqual({ ...card, gateway: "sibs", label: null });
    expect(issue(paymentMethodSchema.safeParse({ ...card, last4: "42424" }))?.field).toBe("last4");
    expect(issue(paymentMethodSchema.safeParse({ ...card, expMonth: 13 }))?.field).toBe("expMonth");
    expect(issue(paymentMethodSchema.safeParse({ ...card, brand: "bank" }))?.field).toBe("brand");
    expect(issue(paymentMethodSchema.safeParse({ ...card, tokenRef: "4111111111111111" }))).toEqual({
      field: "tokenRef",
      message: CUSTOMER_ERRORS.cardDataRejected,
    });
    expect(issue(paymentMethodSchema.safeParse({ ...card, label: "my 4111 1111 1111 1111" }))?.message).toBe(
      CUSTOMER_ERRORS.cardDataRejected,
    );
    const { tokenRef: _t, ...noToken } = card;
    expect(issue(paymentMethodSchema.safeParse(noToken))).toEqual({
      field: "tokenRef",
      message: CUSTOMER_ERRORS.required,
    });
  });
});

describe("helpers", () => {
  it("isIsoDate", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2023-02-29")).toBe(false);
    expect(isIsoDate("2024-2-9")).toBe(false);
  });

  it("splitName splits at the first space", () => {
    expect(splitName("Ana Maria  Silva")).toEqual({ firstName: "Ana", lastName: "Maria Silva" });
    expect(splitName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });
});
