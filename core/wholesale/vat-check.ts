import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Ctx } from "../shared/ctx.ts";
import { Invalid } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { type ParsedVatNumber, type VatScheme, parseVatNumber } from "./vat-number.ts";
import { type VatCheckStatus, vatCheckTable } from "./wholesale.sql.ts";

/** How long a definite answer is reused before asking the service again (minutes). */
export const VAT_ANSWER_REUSE_MINUTES = 24 * 60;

/**
 * The result of a VAT-number check (the `/api/vat/{eu,uk}/check` answer):
 * - `status`: `valid`, `invalid` (a wrong format, or the service said no), or `unavailable`
 *   (could not be checked now; the application is accepted and a job checks again);
 * - `reason`: `format` (refused offline, no service asked) or `registry` (the service's answer);
 * - `checkId`, `proof` (VIES request identifier / HMRC consultation number), `name`, `address`,
 *   `checkedAt` (ISO) from the service; `errorCode` when it could not answer.
 */
export interface VatCheckResult {
  scheme: VatScheme;
  vatNumber: string;
  country: string;
  formatValid: boolean;
  status: VatCheckStatus;
  reason: "format" | "registry";
  checkId: string | null;
  proof: string | null;
  name: string | null;
  address: string | null;
  checkedAt: string | null;
  errorCode: string | null;
}

/**
 * Parses a typed number for `scheme`, refusing an empty one.
 * @throws Invalid `VAT_NUMBER_REQUIRED` (field `vatNumber`) when nothing was typed
 */
export function requireVatNumber(scheme: VatScheme, raw: string): ParsedVatNumber {
  const parsed = parseVatNumber(scheme, raw);
  if (!parsed) throw new Invalid("Enter a VAT number", "vatNumber", "VAT_NUMBER_REQUIRED");
  return parsed;
}

/** The offline format check alone (`POST /api/vat/{eu,uk}`), for checking as the customer types. */
export function checkVatFormat(
  scheme: VatScheme,
  raw: string,
): Pick<VatCheckResult, "scheme" | "vatNumber" | "country" | "formatValid"> {
  const p = requireVatNumber(scheme, raw);
  return { scheme, vatNumber: p.full, country: p.country, formatValid: p.formatValid };
}

function fromRow(parsed: ParsedVatNumber, row: typeof vatCheckTable.$inferSelect): VatCheckResult {
  return {
    scheme: parsed.scheme,
    vatNumber: parsed.full,
    country: parsed.country,
    formatValid: true,
    status: row.status,
    reason: "registry",
    checkId: row.id,
    proof: row.proof,
    name: row.name,
    address: row.address,
    checkedAt: row.checkedAt.toISOString(),
    errorCode: row.errorCode,
  };
}

/**
 * Checks a VAT number (issue 7): the format offline first; a well-formed number then goes to the
 * official service (VIES or HMRC, `ctx.services.vat`), whose answer is stored as proof (`vat_check`). A definite answer
 * younger than {@link VAT_ANSWER_REUSE_MINUTES} is reused (unless `fresh`), so typing the same number
 * again does not hit VIES; "unavailable" answers are never reused.
 * @param input `{ scheme: "eu" | "uk", vatNumber, fresh? }`
 * @throws Invalid `VAT_NUMBER_REQUIRED` when the number is empty
 */
export async function checkVatNumber(
  ctx: Ctx,
  input: { scheme: VatScheme; vatNumber: string; fresh?: boolean },
): Promise<VatCheckResult> {
  const parsed = requireVatNumber(input.scheme, input.vatNumber);
  if (!parsed.formatValid) {
    return {
      scheme: parsed.scheme,
      vatNumber: parsed.full,
      country: parsed.country,
      formatValid: false,
      status: "invalid",
      reason: "format",
      checkId: null,
      proof: null,
      name: null,
      address: null,
      checkedAt: null,
      errorCode: null,
    };
  }
  if (!input.fresh) {
    const since = new Date(ctx.now().getTime() - VAT_ANSWER_REUSE_MINUTES * 60_000);
    const [recent] = await ctx.db
      .select()
      .from(vatCheckTable)
      .where(
        and(
          eq(vatCheckTable.vatNumber, parsed.full),
          inArray(vatCheckTable.status, ["valid", "invalid"]),
          gt(vatCheckTable.checkedAt, since),
        ),
      )
      .orderBy(desc(vatCheckTable.checkedAt))
      .limit(1);
    if (recent) return fromRow(parsed, recent);
  }
  const vat = ctx.services.vat;
  const answer =
    parsed.scheme === "eu" ? await vat.checkEu(parsed.prefix, parsed.number) : await vat.checkUk(parsed.number);
  const [row] = await ctx.db
    .insert(vatCheckTable)
    .values({
      id: createId("vatCheck", ctx.now().getTime()),
      scheme: parsed.scheme,
      vatNumber: parsed.full,
      status: answer.status,
      errorCode: answer.errorCode,
      proof: answer.proof,
      name: answer.name,
      address: answer.address,
      checkedAt: answer.checkedAt,
    })
    .returning();
  if (!row) throw new Error("vat_check insert lost");
  if (answer.status === "unavailable") {
    ctx.log.warn({ vatNumber: parsed.full, errorCode: answer.errorCode }, "VAT check unavailable; will retry");
  }
  return fromRow(parsed, row);
}

/** A stored check by id (staff detail pages), or null. */
export async function getVatCheck(ctx: Ctx, id: string | null): Promise<typeof vatCheckTable.$inferSelect | null> {
  if (!id) return null;
  const [row] = await ctx.db.select().from(vatCheckTable).where(eq(vatCheckTable.id, id));
  return row ?? null;
}
