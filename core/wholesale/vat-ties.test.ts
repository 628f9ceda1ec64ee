import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffTestApp, type TestUser, openStaffTestApp } from "../../tests/setup/staff-app.ts";
import { parseListQuery } from "../shared/list-query.ts";
import { WHOLESALE_LIST, listApplicationsPage } from "./list-applications.ts";
import { nameWords, registeredNameMatches } from "./vat-name.ts";
import { vatCheckTable } from "./wholesale.sql.ts";

let t: StaffTestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await openStaffTestApp();
  admin = await t.user("admin");
}, 120_000);
afterAll(() => t?.close());

const APPLY = { brandName: "Lima Studio", zip: "28013" };

describe("registeredNameMatches (VIES name vs the names given)", () => {
  it.each([
    ["LIMA STUDIO, S.L.", ["Lima Studio"], true],
    ["Limastudio SL", ["Lima Studio"], true],
    ["Lima Studio Sociedad Limitada", ["lima studio"], true],
    ["Confecções Ribeiro, Lda.", ["Confeccoes Ribeiro"], true],
    ["ANA SILVA", ["Lima Studio", "Ana Silva"], true],
    ["Simulated Brand 8501 S.L.", ["Lima Studio", "Ana Silva"], false],
    ["Studio Norte SL", ["Lima Studio"], false],
    ["---", ["Lima Studio"], null],
    [null, ["Lima Studio"], null],
  ] as const)("%s vs %j → %s", (registered, given, expected) => {
    expect(registeredNameMatches(registered, [...given])).toBe(expected);
  });

  it("drops accents, punctuation and legal forms", () => {
    expect(nameWords("Café & Co., S.A.R.L.")).toEqual(["cafe"]);
  });
});

describe("a VAT number is tied to its applicant (issue 14)", () => {
  it("gives each application its own VIES check and proof, and flags a number another account holds — to staff with who, to the applicant without", async () => {
    const first = await t.user();
    const second = await t.user();
    const a = await t.call("POST", "/api/wholesale", first.jar, { ...APPLY, euVatNumber: "ESA58818501" });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.euVat).toMatchObject({ status: "valid", heldByAnotherAccount: false });
    const b = await t.call("POST", "/api/wholesale", second.jar, { ...APPLY, euVatNumber: "ES A58818501" });
    expect(b.status).toBe(200);
    expect(b.body.euVat).toMatchObject({ status: "valid", heldByAnotherAccount: true, proof: null });

    // two checks, two proofs (not the first applicant's answer reused)
    const staffA = await t.call("GET", `/api/admin/wholesale/${a.body.id}`, admin.jar);
    const staffB = await t.call("GET", `/api/admin/wholesale/${b.body.id}`, admin.jar);
    expect(staffA.body.euVat.proof).toMatch(/^WAPI/);
    expect(staffB.body.euVat.proof).toMatch(/^WAPI/);
    expect(staffB.body.euVat.proof).not.toBe(staffA.body.euVat.proof);
    const checks = await t.tdb.handle.db.select().from(vatCheckTable).where(eq(vatCheckTable.vatNumber, "ESA58818501"));
    expect(new Set(checks.map((c) => c.id)).size).toBeGreaterThanOrEqual(2);

    // staff see the other holder, both ways; the applicant sees only the flag
    expect(staffB.body.vatHolders).toEqual([
      {
        vatNumber: "ESA58818501",
        applicationId: a.body.id,
        brandName: "Lima Studio",
        applicantEmail: first.email,
        stage: "contact",
      },
    ]);
    expect(staffA.body.vatHolders.map((h: { applicantEmail: string }) => h.applicantEmail)).toEqual([second.email]);
    // the staff lists flag both rows (API list and the page's list kit)
    const list = await t.call("GET", "/api/admin/wholesale?q=ESA58818501", admin.jar);
    const flagged = (list.body.items as { id: string; vatHeldByAnotherAccount: boolean }[]).filter((i) =>
      [a.body.id, b.body.id].includes(i.id),
    );
    expect(flagged.map((i) => i.vatHeldByAnotherAccount)).toEqual([true, true]);
    const staffCtx = { ...t.tdb.ctx(), actor: { userId: admin.id, roles: ["admin" as const] } };
    const page = await listApplicationsPage(
      staffCtx,
      parseListQuery(WHOLESALE_LIST, new URLSearchParams("q=ESA58818501")),
    );
    expect(
      page.items
        .filter((i) => i.vatHeldByAnotherAccount)
        .map((i) => i.id)
        .sort(),
    ).toEqual([a.body.id, b.body.id].sort());
    const mine = await t.call("GET", "/api/wholesale", first.jar);
    expect(mine.body.euVat.heldByAnotherAccount).toBe(true);
    expect(mine.body.vatHolders).toBeUndefined();
    expect(JSON.stringify(mine.body)).not.toContain(second.email);

    // the VIES-registered name is not the brand's nor the holder's: flagged beside the two names
    expect(staffB.body.euVat.name).toMatch(/^Simulated Brand/);
    expect(staffB.body.euVat.nameMatches).toBe(false);
    expect(staffB.body.brandName).toBe("Lima Studio");
    expect(mine.body.euVat.nameMatches).toBeNull();
  });

  it("tells the applicant an unregistered number means VAT, and lets them correct it (its own fresh check)", async () => {
    const vies = t.shop.simulators.vies!;
    vies.setAnswer("FR", "40303830458", "invalid");
    const u = await t.user();
    const res = await t.call("POST", "/api/wholesale", u.jar, { ...APPLY, euVatNumber: "FR40303830458" });
    expect(res.body.euVat).toMatchObject({ status: "invalid" });

    const bad = await t.call("PUT", "/api/wholesale/vat", u.jar, { euVatNumber: "FR403" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "VAT_NUMBER_FORMAT", field: "euVatNumber" });
    const fixed = await t.call("PUT", "/api/wholesale/vat", u.jar, { euVatNumber: "DE136695976" });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body).toMatchObject({
      id: res.body.id,
      stage: "contact",
      euVat: { vatNumber: "DE136695976", status: "valid" },
    });
    expect(fixed.body.history.at(-1)).toMatchObject({ note: "VAT number corrected" });
    // no open application: nothing to correct
    const stranger = await t.user();
    expect((await t.call("PUT", "/api/wholesale/vat", stranger.jar, { euVatNumber: "DE136695976" })).status).toBe(404);
  });
});
