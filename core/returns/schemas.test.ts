import { describe, expect, it } from "vitest";
import { createReturnSchema, withdrawalSchema } from "./schemas.ts";

const request = {
  reason: "does_not_fit",
  outcome: "refund",
  lines: [{ orderLineId: "line_1", quantity: "2" }],
  idempotencyKey: "form-key-123",
};

describe("createReturnSchema", () => {
  it("takes the chosen lines with whole units, the comment and photos defaulting to empty", () => {
    expect(createReturnSchema.parse(request)).toEqual({
      ...request,
      lines: [{ orderLineId: "line_1", quantity: 2 }],
      comment: "",
      photoIds: [],
    });
  });

  it("refuses with returns:errors keys: no reason, no line, a unit count that is not a whole number", () => {
    const messages = (input: unknown) => {
      const result = createReturnSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ ...request, reason: undefined })).toEqual(["returns:errors.RETURN_REASON_REQUIRED"]);
    expect(messages({ ...request, lines: [] })).toEqual(["returns:errors.RETURN_LINE_INVALID"]);
    expect(messages({ ...request, lines: [{ orderLineId: "line_1", quantity: "1.5" }] })).toEqual([
      "returns:errors.RETURN_QUANTITY",
    ]);
  });
});

describe("withdrawalSchema", () => {
  it("needs the customer's name, which the plain request does not", () => {
    expect(createReturnSchema.safeParse(request).success).toBe(true);
    for (const withdrawalName of [undefined, "  "]) {
      const result = withdrawalSchema.safeParse({ ...request, withdrawalName });
      expect(result.success ? null : result.error.issues[0]?.message).toBe("returns:errors.NAME_REQUIRED");
    }
    expect(withdrawalSchema.parse({ ...request, withdrawalName: " Ana Silva " }).withdrawalName).toBe("Ana Silva");
  });
});
