import type { BetterAuthOptions } from "better-auth";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, defaultAc, userAc } from "better-auth/plugins/admin/access";
import type { Role } from "../../core/shared/ctx.ts";

/**
 * Roles of spec §6 and ADR 0012 as Better Auth roles: customer (default), wholesale (approved
 * B2B), admin, and the narrower staff roles. Only `admin` may use Better Auth's own admin
 * endpoints (list/ban users, set roles, impersonate); the staff roles' grants in the shop are
 * `core/shared/permissions.ts` (ROLE_PERMISSIONS), so for Better Auth they are plain users.
 */
export const AUTH_ROLES = {
  customer: defaultAc.newRole({ ...userAc.statements }),
  wholesale: defaultAc.newRole({ ...userAc.statements }),
  admin: adminAc,
  catalog_editor: defaultAc.newRole({ ...userAc.statements }),
  order_handler: defaultAc.newRole({ ...userAc.statements }),
  support_agent: defaultAc.newRole({ ...userAc.statements }),
  content_editor: defaultAc.newRole({ ...userAc.statements }),
} satisfies Record<Role, unknown>;

/**
 * The parts of the Better Auth configuration that decide the database schema: plugins and their
 * options. Shared by the running auth (server/auth/better-auth.ts) and the schema generator's config
 * (server/cli/auth-schema-config.ts), so the generated tables always match what runs.
 */
export const authPlugins = [
  twoFactor({ issuer: "Fabrico", skipVerificationOnEnable: false, backupCodeOptions: { amount: 10, length: 10 } }),
  admin({ defaultRole: "customer", adminRoles: ["admin"], roles: AUTH_ROLES }),
] satisfies BetterAuthOptions["plugins"];

/** Model names: Better Auth's tables get our plural-free snake_case names. */
export const authModels = {
  user: { modelName: "auth_user" },
  session: { modelName: "auth_session" },
  account: { modelName: "auth_account" },
  verification: { modelName: "auth_verification" },
} as const;
