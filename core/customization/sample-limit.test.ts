import { describe, expect, it } from "vitest";
import { Conflict } from "../shared/errors.ts";
import { MAX_SAMPLES_PER_DESIGN, SampleLimitReached, assertSampleAllowed, samplesLeft } from "./sample-limit.ts";

describe("sample limit (spec §5: at most two samples per design)", () => {
  it("is two", () => {
    expect(MAX_SAMPLES_PER_DESIGN).toBe(2);
  });

  it("counts the samples left", () => {
    expect([0, 1, 2, 3].map(samplesLeft)).toEqual([2, 1, 0, 0]);
  });

  it("allows the first and the second sample, or both at once", () => {
    expect(() => assertSampleAllowed(0)).not.toThrow();
    expect(() => assertSampleAllowed(1)).not.toThrow();
    expect(() => assertSampleAllowed(0, 2)).not.toThrow();
  });

  it("refuses the third with a 409 SAMPLE_LIMIT_REACHED and its numbers", () => {
    let caught: unknown;
    try {
      assertSampleAllowed(2);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SampleLimitReached);
    expect(caught).toBeInstanceOf(Conflict);
    const e = caught as SampleLimitReached;
    expect(e.status).toBe(409);
    expect(e.code).toBe("SAMPLE_LIMIT_REACHED");
    expect(e.details).toEqual({ maximum: 2, ordered: 2, requested: 1 });
    expect(() => assertSampleAllowed(1, 2)).toThrow(SampleLimitReached);
    expect(() => assertSampleAllowed(0, 3)).toThrow(SampleLimitReached);
  });

  it("refuses nonsense counts as programming errors", () => {
    expect(() => samplesLeft(-1)).toThrow(RangeError);
    expect(() => samplesLeft(1.5)).toThrow(RangeError);
    expect(() => assertSampleAllowed(0, 0)).toThrow(RangeError);
  });
});
