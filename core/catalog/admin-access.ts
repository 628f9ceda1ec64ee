import type { Ctx } from "../shared/ctx.ts";
import { Conflict } from "../shared/errors.ts";
import { type Action, requirePermission } from "../shared/permissions.ts";

/**
 * Access rule of every catalogue back-office call (issue 6, ADR 0012/0013): products, categories,
 * attributes and 3D options are the `product` resource, managed with `any` scope (`admin` and
 * `catalog_editor`). Checked before anything is read: anonymous → 401, anyone else → 403.
 * @throws Unauthorized | Forbidden
 */
export function requireCatalog(ctx: Pick<Ctx, "actor">, action: Action) {
  return requirePermission(ctx, `${action}:product:any`);
}

/** True when `error` is PostgreSQL's unique violation (23505), optionally on `constraint`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e?.code === "23505" ? e : e?.cause?.code === "23505" ? e.cause : null;
  if (!pg) return false;
  return (
    !constraint || pg.constraint === constraint || String((pg as { detail?: string }).detail ?? "").includes(constraint)
  );
}

/** True when `error` is PostgreSQL's foreign-key violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23503" || e?.cause?.code === "23503";
}

/**
 * Runs a write and turns a unique violation into a Conflict with `code` and `message` (a race between
 * two saves that both passed the pre-check).
 */
export async function conflictOnUnique<T>(fn: () => Promise<T>, code: string, message: string): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(message, code);
    throw error;
  }
}

/** A Conflict carrying structured facts for the UI's translated text (`details`, e.g. `{ count }`). */
export function conflictWith(message: string, code: string, details: Record<string, unknown>): Conflict {
  return Object.assign(new Conflict(message, code), { details });
}
