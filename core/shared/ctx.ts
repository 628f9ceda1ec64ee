import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import type { Services } from "../ports/services.ts";
import { DEFAULT_LOCALE, type Locale } from "./locale.ts";

/**
 * Shopper roles of spec §6 (customer, wholesale = approved B2B) and the staff roles of the back
 * office (issue 6, ADR 0012): `admin` may do everything; the narrower staff roles get the grants of
 * `core/shared/permissions.ts`. A Better Auth user may hold several (comma-separated `role`).
 */
export const ROLES = [
  "customer",
  "wholesale",
  "admin",
  "catalog_editor",
  "order_handler",
  "support_agent",
  "content_editor",
] as const;
export type Role = (typeof ROLES)[number];

/** Roles that open the admin area; every one of them needs two-factor authentication. */
export const STAFF_ROLES = ["admin", "catalog_editor", "order_handler", "support_agent", "content_editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** True for a staff role (see {@link STAFF_ROLES}). */
export function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Who is acting: a signed-in user with roles, or null for an anonymous visitor. */
export interface Actor {
  userId: string;
  roles: Role[];
  /**
   * True for a staff member (any of {@link STAFF_ROLES}) who has not turned on two-factor
   * authentication yet: staff must (issue 3), so until then the actor has none of its staff roles
   * and admin pages say why.
   */
  staffNeedsTwoFactor?: boolean;
}

/**
 * What every `core/` function receives first (DESIGN rule 2): the database (or the open
 * transaction), the actor, the request's locale, a clock, a logger and the outside services
 * (`services`, built once per process by server/composition.ts; issue 16). A verb is `(ctx, input)`:
 * it never takes a service or a secret as an argument.
 */
export interface Ctx {
  db: Database;
  actor: Actor | null;
  locale: Locale;
  now: () => Date;
  log: Logger;
  services: Services;
}

/** Builds a ctx; fields not given get an anonymous actor, English and the wall clock. */
export function createCtx(init: Pick<Ctx, "db" | "log" | "services"> & Partial<Ctx>): Ctx {
  return { actor: null, locale: DEFAULT_LOCALE, now: () => new Date(), ...init };
}

/**
 * Runs `fn` in one database transaction with a ctx whose `db` is the transaction
 * (DESIGN rule 2: writes that belong together commit together or not at all).
 */
export async function withTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => fn({ ...ctx, db: tx as unknown as Database }));
}
