/**
 * Creates the first administrator (issue 3): `npm run admin:create -- --email … --password … [--name …]`.
 * Uses the same configuration as the shop (DATABASE_URL or DATA_DIR), migrates the database if
 * needed, and creates a verified user with the `admin` role through Better Auth (its password
 * rules apply). The administrator must turn on two-factor authentication before using admin pages.
 * Exits 1 with a message when the e-mail is taken or the input is invalid.
 */
import { parseArgs } from "node:util";
import { createLogger } from "../logger.ts";
import { z } from "zod";
import { openDatabase } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import { MIN_PASSWORD_LENGTH, createAuth, resolveAuthSecret } from "../auth/better-auth.ts";
import { loadConfig } from "../config.ts";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
const input = z
  .object({
    email: z.email("--email must be an e-mail address"),
    password: z.string().min(MIN_PASSWORD_LENGTH, `--password needs at least ${MIN_PASSWORD_LENGTH} characters`),
    name: z.string().min(1).max(120).default("Administrator"),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((i) => i.message).join("\n"));
  console.error("usage: npm run admin:create -- --email admin@example.com --password '…' [--name 'Ana Admin']");
  process.exit(1);
}

const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? "warn" });
const log = createLogger({ level: config.LOG_LEVEL });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  const secret = await resolveAuthSecret(config, database.db, true);
  const auth = createAuth({ config, db: database.db, log, secret, sendEmail: async () => {} });
  const { user } = await auth.api.createUser({
    body: {
      email: input.data.email,
      password: input.data.password,
      name: input.data.name,
      role: "admin",
      data: { emailVerified: true },
    },
  });
  console.log(
    `Administrator ${user.email} created (id ${user.id}). Sign in at /admin/auth and turn on two-factor authentication.`,
  );
} catch (error) {
  console.error(`Could not create the administrator: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
