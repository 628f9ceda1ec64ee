import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  deleteDesigns,
  getDesign,
  listDesigns,
  listGallery,
  saveDesign,
  saveDesignSchema,
} from "../../../core/customization/designs.ts";
import { getTechPack } from "../../../core/customization/tech-pack.ts";
import { storeUpload } from "../../../core/media/store-upload.ts";
import { Invalid } from "../../../core/shared/errors.ts";
import type { AppEnv } from "../../env.ts";
import { ownerOf } from "../cart-cookie.ts";
import { DesignSchema, DesignSummarySchema } from "../design-schemas.ts";
import { ErrorSchema } from "../schemas.ts";

/**
 * Designs, uploads and the gallery (spec §7 `/api/customize`, `/api/customize/{id}`,
 * `/api/customize/multidelete`, `/api/gallery`, `/api/upload/image`, `/api/upload/file`; issue 5).
 * A guest is known by the cart cookie (made here on the first upload or save), a customer by the
 * session; designs and uploads follow the guest into the account at sign-in.
 */

const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: {
    description: "Invalid input; `code` says why (e.g. UPLOAD_TYPE, SVG_UNSAFE, UPLOAD_TOO_LARGE)",
    content: errorContent,
  },
  404: { description: "Not found (or not yours)", content: errorContent },
  409: { description: "The design changed in another window (DESIGN_VERSION_CONFLICT)", content: errorContent },
} as const;
const json = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const ArtworkFacts = z
  .object({
    colours: z.number().int().openapi({ description: "Ink colours counted (screen print), 0 for an empty artwork" }),
    capped: z.boolean().openapi({ description: "More colours than were counted (a photo)" }),
    palette: z.array(z.string()).openapi({ description: "The counted colours, #rrggbb, most used first" }),
    background: z
      .object({ hex: z.string(), borderShare: z.number() })
      .nullable()
      .openapi({ description: "A plain border colour that 'Remove background' can make transparent" }),
    transparent: z.boolean(),
  })
  .openapi("ArtworkFacts");
/** An upload as the API answers it (also the answer of `POST /api/upload/{id}/remove-background`). */
export const UploadSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["artwork", "file"]),
    name: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    widthPx: z.number().int().nullable(),
    heightPx: z.number().int().nullable(),
    url: z.string(),
    artwork: ArtworkFacts.nullable().openapi({ description: "What the server measured in an artwork (issue 20)" }),
    sourceUploadId: z.string().nullable().openapi({ description: "The artwork this one was derived from" }),
  })
  .openapi("Upload");
const Upload = UploadSchema;
const Design = DesignSchema;
const Summaries = z.array(DesignSummarySchema).openapi("DesignSummaries");

/** The routes; uploads and tech packs use the request ctx's file storage (`services.storage`). */
export function customizeRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  const upload = (kind: "artwork" | "file") => async (c: Context<AppEnv>) => {
    let file: FormDataEntryValue | null = null;
    try {
      file = (await c.req.formData()).get("file");
    } catch {
      // not multipart: answered below as "choose a file"
    }
    if (!file || typeof file === "string") throw new Invalid("Choose a file", "file", "UPLOAD_EMPTY");
    const owner = await ownerOf(c, true);
    const stored = await storeUpload(c.get("ctx"), {
      kind,
      name: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      owner,
    });
    return c.json(stored, 200);
  };
  const uploadBody = {
    content: {
      "multipart/form-data": { schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }) },
    },
  };
  app.openapi(
    createRoute({
      method: "post",
      path: "/upload/image",
      tags: ["Designs"],
      summary: "Upload artwork (PNG, JPEG or SVG, ≤ 25 MB)",
      description:
        "Checked by content: raster images are re-encoded without metadata; SVGs with scripts, handlers or external links are refused, others sanitised.",
      request: { body: uploadBody },
      responses: {
        ...json(Upload, "The stored artwork"),
        ...errors,
        413: { description: "Too large", content: errorContent },
      },
    }),
    upload("artwork") as never,
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/upload/file",
      tags: ["Designs"],
      summary: "Upload a file for the shop (PNG, JPEG, WebP or PDF, ≤ 10 MB)",
      request: { body: uploadBody },
      responses: { ...json(Upload, "The stored file"), ...errors },
    }),
    upload("file") as never,
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/customize",
      tags: ["Designs"],
      summary: "My designs and drafts",
      responses: json(Summaries, "Newest first"),
    }),
    async (c) => c.json(await listDesigns(c.get("ctx"), await ownerOf(c, false)), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/customize",
      tags: ["Designs"],
      summary: "Save a design (new, or the next version with id + version)",
      request: { body: { content: { "application/json": { schema: saveDesignSchema } } } },
      responses: { ...json(Design, "The saved design with its price or refusals"), ...errors },
    }),
    async (c) => c.json(await saveDesign(c.get("ctx"), { ...c.req.valid("json"), owner: await ownerOf(c, true) }), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/customize/multidelete",
      tags: ["Designs"],
      summary: "Delete several of my designs",
      request: {
        body: {
          required: true,
          content: { "application/json": { schema: z.object({ ids: z.array(z.string().max(64)).min(1).max(200) }) } },
        },
      },
      responses: json(z.object({ deleted: z.number().int() }), "How many were deleted"),
    }),
    async (c) =>
      c.json(
        {
          deleted: await deleteDesigns(c.get("ctx"), { owner: await ownerOf(c, false), ids: c.req.valid("json").ids }),
        },
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/customize/{id}",
      tags: ["Designs"],
      summary: "One design (mine, or a published one read-only)",
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: { ...json(Design, "The design"), ...errors },
    }),
    async (c) =>
      c.json(await getDesign(c.get("ctx"), { owner: await ownerOf(c, false), id: c.req.valid("param").id }), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/customize/{id}/techpack",
      tags: ["Designs"],
      summary: "The production tech pack of one of my designs (PDF; staff: any design)",
      description:
        "A4 PDF in the caller's language: garment, dye, sizes, labels, each placement with technique, position and size in mm, artwork, rendered views, preflight, price and notes. Not public for published designs.",
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: {
        200: {
          description: "The PDF, as an attachment named `<design name> tech pack.pdf`",
          content: { "application/pdf": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
        },
        ...errors,
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const pack = await getTechPack(c.get("ctx"), { owner: await ownerOf(c, false), id });
      return c.body(pack.bytes as Uint8Array<ArrayBuffer>, 200, {
        "content-type": "application/pdf",
        "content-disposition": pack.contentDisposition,
        "cache-control": "private, no-store",
      });
    },
  );
  app.openapi(
    createRoute({
      method: "delete",
      path: "/customize/{id}",
      tags: ["Designs"],
      summary: "Delete one of my designs",
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: { 204: { description: "Deleted" }, ...errors },
    }),
    async (c) => {
      const deleted = await deleteDesigns(c.get("ctx"), {
        owner: await ownerOf(c, false),
        ids: [c.req.valid("param").id],
      });
      if (deleted === 0) return c.json({ error: { code: "DESIGN_NOT_FOUND", message: "Design not found" } }, 404);
      return c.body(null, 204);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/gallery",
      tags: ["Designs"],
      summary: "Published designs",
      request: {
        query: z.object({
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(48).default(24),
        }),
      },
      responses: json(z.object({ designs: Summaries, total: z.number().int() }), "Newest first"),
    }),
    async (c) => c.json(await listGallery(c.get("ctx"), c.req.valid("query")), 200),
  );
  return app;
}
