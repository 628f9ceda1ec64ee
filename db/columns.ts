import { customType, timestamp } from "drizzle-orm/pg-core";
import type { Localized } from "../core/shared/locale.ts";
import { jsonb } from "drizzle-orm/pg-core";

/** `created_at` / `updated_at`, timezone-aware, set by the database. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A JSONB column holding one value per shop language (`{ en, pt, es }`). */
export function localized(name: string) {
  return jsonb(name).$type<Localized>();
}

/** PostgreSQL `tsvector` (full-text search documents); read-only from the app. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});
