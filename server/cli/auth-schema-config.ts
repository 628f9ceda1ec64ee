/**
 * Config for Better Auth's schema generator only (not used at run time):
 * `npx auth@1.7.7 generate --config server/cli/auth-schema-config.ts --output core/customers/auth.sql.ts -y`
 * then `npx drizzle-kit generate`. It builds the same plugins as server/auth/better-auth.ts on a mock database.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { authModels, authPlugins } from "../auth/options.ts";

export const auth = betterAuth({
  database: drizzleAdapter({} as never, { provider: "pg" }),
  emailAndPassword: { enabled: true },
  rateLimit: { enabled: true, storage: "database", modelName: "auth_rate_limit" },
  ...authModels,
  plugins: authPlugins,
});
