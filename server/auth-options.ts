import type { BetterAuthOptions } from "better-auth";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, defaultAc, userAc } from "better-auth/plugins/admin/access";

/** Roles of spec §6 as Better Auth roles: customer (default), wholesale (approved B2B), admin. */
export const AUTH_ROLES = {
  customer: defaultAc.newRole({ ...userAc.statements }),
  wholesale: defaultAc.newRole({ ...userAc.statements }),
  admin: adminAc,
};

/**
 * The parts of the Better Auth configuration that decide the database schema: plugins and their
 * options. Shared by the running auth (server/auth.ts) and the schema generator's config
 * (db/auth-cli.ts), so the generated tables always match what runs.
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
