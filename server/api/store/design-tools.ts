import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  copySharedDesign,
  getDesignShare,
  getSharedDesign,
  revokeDesignShare,
  shareDesign,
} from "../../../core/customization/design-share.ts";
import { removeArtworkBackground } from "../../../core/media/remove-background.ts";
import type { AppEnv } from "../../env.ts";
import { ownerOf } from "../cart-cookie.ts";
import { ErrorSchema } from "../schemas.ts";
import { DesignSchema } from "../design-schemas.ts";
import { UploadSchema } from "./customize.ts";

/**
 * Artwork tools and design share links (issue 20, ADR 0019): "Remove background" on one of my
 * artworks, and a read-only share link for one of my designs (turn on, read, turn off), which anyone
 * holding it may read and copy into their own designs. Owners are the signed-in customer or the
 * guest cart cookie, as for designs and uploads.
 */

const errorContent = { "application/json": { schema: ErrorSchema } };
const json = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const ShareLink = z
  .object({
    path: z.string().openapi({ description: "The link on this site: /shared/{id}?key=…" }),
    url: z.string().openapi({ description: "The same link on the shop's public origin" }),
    sharedAt: z.string().openapi({ description: "When sharing was turned on (ISO 8601)" }),
  })
  .openapi("DesignShareLink");
/** A shared design is a {@link DesignSchema} (the document without the owner's notes; `mine` when the caller owns it). */
const Design = DesignSchema;
const Id = z.object({ id: z.string().max(64) });
const Key = z.object({ key: z.string().max(200).optional() });

/** The routes; file storage, the link secret and the public origin are the request ctx's `services`. */
export function designToolRoutes() {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(
    createRoute({
      method: "post",
      path: "/upload/{id}/remove-background",
      tags: ["Designs"],
      summary: "Remove the plain background of one of my artworks",
      description:
        "Makes the background colour found along the artwork's edges transparent where it touches the edges (the same colour inside the logo is kept) and stores the result as a new PNG artwork derived from the original (`sourceUploadId`); the original is kept. Asking again answers the same new artwork.",
      request: { params: Id },
      responses: {
        ...json(UploadSchema, "The new artwork"),
        400: {
          description: "No plain background (BACKGROUND_NOT_UNIFORM) or unreadable (IMAGE_UNREADABLE)",
          content: errorContent,
        },
        404: { description: "Not one of my artworks (UPLOAD_NOT_FOUND)", content: errorContent },
      },
    }),
    async (c) => {
      const upload = await removeArtworkBackground(c.get("ctx"), {
        owner: await ownerOf(c, false),
        uploadId: c.req.valid("param").id,
      });
      return c.json(upload, 200);
    },
  );

  const notMine = { 404: { description: "Not one of my designs (DESIGN_NOT_FOUND)", content: errorContent } };
  app.openapi(
    createRoute({
      method: "get",
      path: "/customize/{id}/share",
      tags: ["Designs"],
      summary: "The share link of one of my designs (null when not shared)",
      request: { params: Id },
      responses: {
        ...json(z.object({ link: ShareLink.nullable() }), "The live link, or null"),
        ...notMine,
      },
    }),
    async (c) => {
      const link = await getDesignShare(c.get("ctx"), {
        owner: await ownerOf(c, false),
        designId: c.req.valid("param").id,
      });
      return c.json({ link }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/customize/{id}/share",
      tags: ["Designs"],
      summary: "Share one of my designs by a read-only link (not in the gallery)",
      description: "Turns sharing on and answers the link; while it is on, asking again answers the same link.",
      request: { params: Id },
      responses: {
        ...json(ShareLink, "The link"),
        ...notMine,
      },
    }),
    async (c) => {
      const link = await shareDesign(c.get("ctx"), {
        owner: await ownerOf(c, false),
        designId: c.req.valid("param").id,
      });
      return c.json(link, 200);
    },
  );
  app.openapi(
    createRoute({
      method: "delete",
      path: "/customize/{id}/share",
      tags: ["Designs"],
      summary: "Stop sharing one of my designs (every link made so far stops working)",
      request: { params: Id },
      responses: { 204: { description: "Sharing is off" }, ...notMine },
    }),
    async (c) => {
      await revokeDesignShare(c.get("ctx"), { owner: await ownerOf(c, false), designId: c.req.valid("param").id });
      return c.body(null, 204);
    },
  );

  const invalidLink = {
    404: { description: "Wrong key, revoked link or unknown design (SHARE_LINK_INVALID)", content: errorContent },
  };
  app.openapi(
    createRoute({
      method: "get",
      path: "/shared/{id}",
      tags: ["Designs"],
      summary: "A design shared with me by its link (read-only)",
      request: { params: Id, query: Key },
      responses: { ...json(Design, "The design"), ...invalidLink },
    }),
    async (c) => {
      const view = await getSharedDesign(c.get("ctx"), {
        viewer: await ownerOf(c, false),
        designId: c.req.valid("param").id,
        key: c.req.valid("query").key ?? "",
      });
      c.header("Cache-Control", "private, no-store");
      c.header("X-Robots-Tag", "noindex");
      return c.json(view, 200);
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/shared/{id}/copy",
      tags: ["Designs"],
      summary: "Copy a design shared with me into my designs",
      description:
        "A new draft of mine (a guest's by the cart cookie, made here if need be) with its own copies of the artwork; the shared design is not changed.",
      request: {
        params: Id,
        body: {
          required: true,
          content: { "application/json": { schema: z.object({ key: z.string().min(1).max(200) }) } },
        },
      },
      responses: {
        ...json(Design, "My new draft"),
        400: { description: "Invalid input", content: errorContent },
        ...invalidLink,
      },
    }),
    async (c) => {
      const copy = await copySharedDesign(c.get("ctx"), {
        viewer: await ownerOf(c, true),
        designId: c.req.valid("param").id,
        key: c.req.valid("json").key,
      });
      return c.json(copy, 200);
    },
  );
  return app;
}
