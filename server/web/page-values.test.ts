import { describe, expectTypeOf, it } from "vitest";
import type { PageValues } from "../../app/lib/context.server.ts";
import type { PageRequestValues } from "../app.ts";

describe("the pages' load context", () => {
  it("is what the server hands them (server/app.ts PageRequestValues = app/lib/context.server.ts PageValues)", () => {
    expectTypeOf<PageRequestValues>().toEqualTypeOf<PageValues>();
  });
});
