import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toCsv } from "./csv.ts";
import { Invalid } from "./errors.ts";
import {
  containsPattern,
  dayOf,
  dayStart,
  nextDay,
  pageInMemory,
  parseListQuery,
  runListQuery,
  sortInMemory,
} from "./list-query.ts";

const SPEC = {
  sorts: ["createdAt", "email"],
  defaultSort: "createdAt",
  defaultDir: "desc",
  filters: { role: z.enum(["customer", "admin"]), active: z.enum(["yes", "no"]) },
} as const;

describe("parseListQuery", () => {
  it("defaults, coerces and drops blank filters", () => {
    expect(parseListQuery(SPEC, new URLSearchParams("role=&q=%20"))).toEqual({
      page: 1,
      pageSize: 20,
      sort: "createdAt",
      dir: "desc",
      q: undefined,
      filters: {},
    });
    expect(
      parseListQuery(SPEC, { page: "3", pageSize: "50", sort: "email", dir: "asc", q: " ana ", role: "admin" }),
    ).toEqual({ page: 3, pageSize: 50, sort: "email", dir: "asc", q: "ana", filters: { role: "admin" } });
  });

  it("refuses what the list does not allow, naming the param", () => {
    const fieldOf = (params: Record<string, string>) => {
      try {
        parseListQuery(SPEC, params);
      } catch (e) {
        expect(e).toBeInstanceOf(Invalid);
        return (e as Invalid).field;
      }
      return "accepted";
    };
    expect(fieldOf({ sort: "password" })).toBe("sort");
    expect(fieldOf({ dir: "sideways" })).toBe("dir");
    expect(fieldOf({ pageSize: "1000" })).toBe("pageSize");
    expect(fieldOf({ page: "0" })).toBe("page");
    expect(fieldOf({ page: "abc" })).toBe("page");
    expect(fieldOf({ role: "root" })).toBe("role");
    expect(fieldOf({ q: "x".repeat(201) })).toBe("q");
  });
});

describe("runListQuery", () => {
  it("counts, clamps the page and passes order, limit and offset", async () => {
    const seen: { limit: number; offset: number }[] = [];
    const page = await runListQuery(parseListQuery(SPEC, { page: "9", pageSize: "20" }), {
      sortColumns: { createdAt: {} as never, email: {} as never },
      tiebreaker: {} as never,
      count: async () => 45,
      rows: async ({ limit, offset }) => {
        seen.push({ limit, offset });
        return ["x"];
      },
    });
    expect(page).toMatchObject({ page: 3, pageCount: 3, total: 45, items: ["x"] });
    expect(seen).toEqual([{ limit: 20, offset: 40 }]);
  });
});

describe("helpers", () => {
  it("escapes LIKE wildcards", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
  it("Lisbon days: start instants across summer and winter time", () => {
    expect(dayStart("2026-07-01").toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(dayStart("2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(dayOf(new Date("2026-07-03T23:30:00Z"))).toBe("2026-07-04");
  });
});

describe("toCsv", () => {
  it("UTF-8 BOM, CRLF, quoting, and formula cells neutralised", () => {
    const csv = toCsv(
      [
        { header: "Name", value: (r: { name: string; cents: number }) => r.name },
        { header: "Total (cents)", value: (r) => r.cents },
      ],
      [
        { name: 'Zé, "o" Lda', cents: -1250 },
        { name: '=HYPERLINK("http://x")', cents: 0 },
        { name: "@SUM(A1)", cents: 5 },
      ],
    );
    expect(csv.startsWith("\uFEFFName,Total (cents)\r\n")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[1]).toBe('"Zé, ""o"" Lda",-1250');
    expect(lines[2]).toBe('"\'=HYPERLINK(""http://x"")",0');
    expect(lines[3]).toBe("'@SUM(A1),5");
  });
});

describe("pageInMemory", () => {
  const rows = [
    { id: "a", email: "c@x", createdAt: 1 },
    { id: "b", email: "a@x", createdAt: 2 },
    { id: "c", email: "b@x", createdAt: 2 },
  ];
  const compare = {
    createdAt: (x: (typeof rows)[number], y: (typeof rows)[number]) => x.createdAt - y.createdAt,
    email: (x: (typeof rows)[number], y: (typeof rows)[number]) => x.email.localeCompare(y.email),
  };

  it("sorts both ways, keeps the given order for ties, and pages", () => {
    const query = parseListQuery({ ...SPEC, pageSizes: [2, 20] }, new URLSearchParams("sort=createdAt&dir=desc"));
    const first = pageInMemory(rows, query, compare);
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2, pageSize: 2 });
    expect(first.items.map((r) => r.id)).toEqual(["b", "c"]);
    const second = pageInMemory(rows, { ...query, page: 9 }, compare);
    expect(second.page).toBe(2);
    expect(second.items.map((r) => r.id)).toEqual(["a"]);
    expect(sortInMemory(rows, { ...query, sort: "email", dir: "asc" }, compare).map((r) => r.id)).toEqual([
      "b",
      "c",
      "a",
    ]);
  });

  it("gives one empty page for no rows", () => {
    const query = parseListQuery(SPEC, new URLSearchParams());
    expect(pageInMemory([], query, compare)).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });
});
