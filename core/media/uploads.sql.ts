import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.ts";
import type { ArtworkFacts } from "./artwork-colours.ts";

/** What an upload is for: `artwork` (an image placed on a design) or `file` (a document for the shop). */
export const UPLOAD_KINDS = ["artwork", "file"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/**
 * An uploaded file (spec §7 `/api/upload/image`, `/api/upload/file`): who owns it (a user, or a
 * guest by the SHA-256 of their cart token), what it is by sniffed content, its size in bytes and,
 * for artwork, its pixel size (SVG: its view box, treated as 96 px per inch). The bytes live in the
 * file storage under the id; raster artwork is stored re-encoded without metadata, SVG sanitised.
 * `artwork` holds what the server measured in an artwork when it was stored (its colour count for
 * screen print, its palette, a near-uniform border colour that can be removed; ADR 0019);
 * `sourceUploadId` names the upload a derived artwork was made from (a removed background).
 */
export const uploadTable = pgTable(
  "upload",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<UploadKind>().notNull(),
    userId: text("user_id"),
    guestTokenHash: text("guest_token_hash"),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    widthPx: integer("width_px"),
    heightPx: integer("height_px"),
    sha256: text("sha256").notNull(),
    artwork: jsonb("artwork").$type<ArtworkFacts>(),
    sourceUploadId: text("source_upload_id"),
    ...timestamps,
  },
  (t) => [
    index("upload_user_idx").on(t.userId),
    index("upload_guest_idx").on(t.guestTokenHash),
    index("upload_source_idx").on(t.sourceUploadId),
  ],
);
