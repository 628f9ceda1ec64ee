import { defineConfig } from "drizzle-kit";

/** Migrations are SQL files generated from the `*.sql.ts` table files and applied at start (db/migrate.ts). */
export default defineConfig({
  dialect: "postgresql",
  schema: ["./core/**/*.sql.ts"],
  out: "./db/migrations",
  strict: true,
});
