import { describe, expect, it } from "vitest";
import { addBusinessDays } from "./delivery-estimate.ts";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe("addBusinessDays", () => {
  it("counts working days only", () => {
    // Wednesday 2 December 2026 + 2 → Friday 4
    expect(addBusinessDays(day("2026-12-02"), 2)).toBe("2026-12-04");
    // Thursday + 2 → Monday (the weekend is skipped)
    expect(addBusinessDays(day("2026-12-03"), 2)).toBe("2026-12-07");
  });

  it("starts counting on Monday when ordered at the weekend", () => {
    // Saturday 28 November + 1 → Monday 30, + 2 → Tuesday 1 December
    expect(addBusinessDays(day("2026-11-28"), 1)).toBe("2026-11-30");
    expect(addBusinessDays(day("2026-11-28"), 2)).toBe("2026-12-01");
  });

  it("returns the day itself for zero days", () => {
    expect(addBusinessDays(day("2026-11-30"), 0)).toBe("2026-11-30");
  });
});
