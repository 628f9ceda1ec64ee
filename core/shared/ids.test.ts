import { describe, expect, it } from "vitest";
import { ID_PREFIXES, type IdKind, createId, isId, randomCode } from "./ids.ts";

const CROCKFORD = /^[0-9A-HJKMNP-TV-Z]+$/;

describe("createId", () => {
  it.each(Object.entries(ID_PREFIXES))("%s ids start with %s_ and have 26 Crockford characters", (kind, prefix) => {
    const id = createId(kind as IdKind);
    expect(id.startsWith(`${prefix}_`)).toBe(true);
    const body = id.slice(prefix.length + 1);
    expect(body).toHaveLength(26);
    expect(body).toMatch(CROCKFORD);
  });

  it("uses distinct three-letter prefixes", () => {
    const prefixes = Object.values(ID_PREFIXES);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    for (const p of prefixes) expect(p).toMatch(/^[a-z]{3}$/);
  });

  it("encodes the clock in the first ten characters", () => {
    expect(createId("product", 0).slice(4, 14)).toBe("0000000000");
    expect(createId("product", 31).slice(4, 14)).toBe("000000000Z");
    expect(createId("product", 32).slice(4, 14)).toBe("0000000010");
    // Same millisecond → same time part, whatever the kind; the random part differs.
    const now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const a = createId("product", now);
    const b = createId("variant", now);
    expect(a.slice(4, 14)).toBe(b.slice(4, 14));
    expect(a.slice(14)).not.toBe(b.slice(14));
  });

  it("sorts by creation time, also across a change in the number of digits", () => {
    const times = [0, 1, 31, 32, 1_000, 1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000, 2 ** 45];
    const ids = times.map((t) => createId("variant", t));
    expect([...ids].sort()).toEqual(ids);
  });

  it("is unique within the same millisecond", () => {
    const now = Date.now();
    const ids = new Set(Array.from({ length: 1000 }, () => createId("product", now)));
    expect(ids.size).toBe(1000);
  });
});

describe("isId", () => {
  it("accepts a fresh id of its kind only", () => {
    const id = createId("product");
    expect(isId("product", id)).toBe(true);
    expect(isId("variant", id)).toBe(false);
  });

  it.each([
    "prd_",
    "prd_01JD3M8Q2R7X5K9Z4W1B6C8D2",
    "prd_01JD3M8Q2R7X5K9Z4W1B6C8D2EX",
    "prd_01jd3m8q2r7x5k9z4w1b6c8d2e",
    "prd_01JD3M8Q2R7X5K9Z4W1B6C8D2I",
    "prd_01JD3M8Q2R7X5K9Z4W1B6C8D2U",
    "PRD_01JD3M8Q2R7X5K9Z4W1B6C8D2E",
    "prd-01JD3M8Q2R7X5K9Z4W1B6C8D2E",
    " prd_01JD3M8Q2R7X5K9Z4W1B6C8D2E",
    "essential-tee",
  ])("rejects %j", (value) => {
    expect(isId("product", value)).toBe(false);
  });

  it("accepts a well-formed literal id", () => {
    expect(isId("product", "prd_01JD3M8Q2R7X5K9Z4W1B6C8D2E")).toBe(true);
  });
});

describe("randomCode", () => {
  it("gives the asked number of Crockford characters, differently each time", () => {
    for (const length of [4, 5, 8]) expect(randomCode(length)).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${length}}$`));
    expect(new Set(Array.from({ length: 50 }, () => randomCode(8))).size).toBe(50);
  });
});
