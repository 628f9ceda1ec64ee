import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { ROLES, type Role } from "../core/shared/ctx.ts";
import { createId } from "../core/shared/ids.ts";
import { auth_user, twoFactor } from "../core/customers/auth.sql.ts";
import type { Database } from "../db/client.ts";
import type { Auth } from "./auth/better-auth.ts";
import type { Config } from "./config.ts";

/**
 * Test-only staff accounts for browser journeys (ADR 0012). The e2e server is a separate process
 * on an in-memory database, so a journey cannot promote a user itself; with
 * `E2E_STAFF_ACCOUNTS="admin:admin@e2e.test,catalog_editor:catalog@e2e.test"`,
 * `E2E_STAFF_PASSWORD` and `E2E_STAFF_TOTP_SECRET` (20+ letters and digits, used as Better Auth
 * stores a TOTP secret: the authenticator's key is its UTF-8 bytes, `OTPAuth.Secret.fromUTF8`) set, each listed account is created at
 * start (verified, with that role) with two-step verification already on using that TOTP secret,
 * so a journey signs in like staff do (password, then a code it computes). Honoured in
 * development and test, and in production only with ALLOW_SIMULATORS=true (the demo / e2e start),
 * like MAIL_LOG_FILE; a real production start ignores it with a warning. Accounts that exist are
 * left alone. Real installations create their first administrator with `npm run admin:create`.
 */
export async function createTestStaff(
  deps: { auth: Auth; db: Database; config: Pick<Config, "NODE_ENV">; log: Pick<Logger, "warn" | "info"> },
  env: Record<string, string | undefined>,
): Promise<void> {
  const list = env.E2E_STAFF_ACCOUNTS?.trim();
  if (!list) return;
  if (deps.config.NODE_ENV === "production" && env.ALLOW_SIMULATORS !== "true") {
    deps.log.warn("E2E_STAFF_ACCOUNTS is ignored in production (it is for tests and demos only)");
    return;
  }
  const password = env.E2E_STAFF_PASSWORD ?? "";
  const totpSecret = env.E2E_STAFF_TOTP_SECRET ?? "";
  if (password.length < 12 || !/^[A-Za-z0-9]{20,}$/.test(totpSecret)) {
    throw new Error(
      "E2E_STAFF_ACCOUNTS needs E2E_STAFF_PASSWORD (12+ characters) and E2E_STAFF_TOTP_SECRET (20+ letters/digits)",
    );
  }
  const context = await deps.auth.$context;
  for (const entry of list.split(",")) {
    const [role, email] = entry.split(":").map((s) => s.trim());
    if (!role || !email || !(ROLES as readonly string[]).includes(role)) {
      throw new Error(`E2E_STAFF_ACCOUNTS: "${entry}" is not role:email`);
    }
    const [existing] = await deps.db.select({ id: auth_user.id }).from(auth_user).where(eq(auth_user.email, email));
    if (existing) continue;
    const { user } = await deps.auth.api.createUser({
      body: { email, password, name: `E2E ${role}`, role: role as Role, data: { emailVerified: true } },
    });
    await deps.db.insert(twoFactor).values({
      id: createId("twoFactor"),
      userId: user.id,
      secret: await symmetricEncrypt({ key: context.secretConfig, data: totpSecret }),
      backupCodes: await symmetricEncrypt({ key: context.secretConfig, data: JSON.stringify([]) }),
      verified: true,
    });
    await deps.db.update(auth_user).set({ twoFactorEnabled: true }).where(eq(auth_user.id, user.id));
    deps.log.info({ email, role }, "test staff account created (E2E_STAFF_ACCOUNTS)");
  }
}
