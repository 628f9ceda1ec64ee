import { describe, expect, it } from "vitest";
import { findControlCharacter, hasControlCharacter, hasUrlControlCharacter } from "./control-characters.ts";

describe("control characters (issue 14)", () => {
  it("allows tab and line breaks in body text, refuses every other C0, DEL and C1 control", () => {
    expect(hasControlCharacter("Rua Augusta 1\r\n2.º esq.\tA")).toBe(false);
    expect(hasControlCharacter("Ação — 100 % café ✓")).toBe(false);
    for (let code = 0; code <= 0x9f; code++) {
      const allowed = code === 9 || code === 10 || code === 13 || (code >= 0x20 && code < 0x7f);
      expect(hasControlCharacter(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(!allowed);
    }
  });

  it("refuses tab and line breaks too in URL parts", () => {
    expect(hasUrlControlCharacter("hoodie")).toBe(false);
    expect(hasUrlControlCharacter("hood\tie")).toBe(true);
    expect(hasUrlControlCharacter("hood\nie")).toBe(true);
  });

  it("names the first offending string or key of a JSON document by its dotted path", () => {
    expect(findControlCharacter({ a: "ok", b: ["ok", { c: "x\u0000" }] })).toBe("b.1.c");
    expect(findControlCharacter({ "k\u0001": "v" })).toBe("k\u0001");
    expect(findControlCharacter("top\u0000")).toBe("");
    expect(findControlCharacter({ n: 1, t: true, z: null, s: "multi\nline" })).toBeNull();
  });

  it("walks deep input without exhausting the stack", () => {
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findControlCharacter(deep)).toBe(Array(100_000).fill("0").join("."));
  });
});
