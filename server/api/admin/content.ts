import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  CONFIGURATOR_PAGE_KEYS,
  SHIPPING_METHOD_LIST,
  analyticsSaveSchema,
  createShippingMethod,
  deleteShippingMethod,
  exportShippingMethods,
  getConfiguratorPage,
  getShippingMethodForStaff,
  getSocialLinks,
  listConfiguratorPages,
  listRevisions,
  listShippingMethodsForStaff,
  previewConfiguratorPage,
  saveConfiguratorPage,
  saveSocialLinks,
  shippingMethodInputSchema,
  socialLinksSaveSchema,
  textPageSaveSchema,
  updateShippingMethod,
} from "../../../core/cms/admin-content.ts";
import { CARRIERS } from "../../../core/shipping/shipping.sql.ts";
import { csvResponse, toCsv } from "../../../core/shared/csv.ts";
import { parseListQuery } from "../../../core/shared/list-query.ts";
import type { AppEnv } from "../../env.ts";
import { ErrorSchema } from "../schemas.ts";
import { validationHook } from "../validation-hook.ts";
import { listPageSchema, listQueryParams } from "./list-params.ts";
import {
  AdminShippingMethodSchema as ShippingMethod,
  ConfiguratorPageListSchema,
  ConfiguratorPageSchema as PageView,
  ConfiguratorPreviewSchema,
  RevisionListSchema,
} from "./response-schemas.ts";

/**
 * Content calls for staff (spec §7 Admin CMS and Admin rows, issue 6, ADR 0014): the CMS
 * configurator pages (`/api/admin/cms/configurator/{page}` get and save, with preview and
 * versions), social links (`/api/admin/sociallinks`), shipping methods
 * (`/api/admin/shippingmethod`, `/{id}`, `/{id}/delete`). Needs `read|update|delete:content:any`.
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input (`field` names it)", content: errorContent },
  401: { description: "Sign-in needed", content: errorContent },
  403: { description: "Staff permission missing", content: errorContent },
  404: { description: "No such page or shipping method", content: errorContent },
  409: {
    description: "CMS_VERSION_CONFLICT, SHIPPING_METHOD_CODE_EXISTS, SHIPPING_METHOD_LAST",
    content: errorContent,
  },
} as const;
const security = [{ cookieAuth: [] }];
const Page = z.object({
  page: z
    .string()
    .max(40)
    .openapi({ description: `One of ${CONFIGURATOR_PAGE_KEYS.join(", ")}`, example: "faq" }),
});
const Id = z.object({ id: z.string().min(1).max(64) });
const ok = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const SaveBody = z.union([textPageSaveSchema, analyticsSaveSchema]).openapi("CmsConfiguratorSave", {
  description:
    "Text pages: { version, translations: { en, pt, es } }; analytics: { version, data: { googleMeasurementId (G-…), metaPixelId (digits) } }. `version` is the one loaded: 409 when someone saved meanwhile.",
});

export function adminContentRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  for (const path of ["/admin/cms/*", "/admin/sociallinks", "/admin/shippingmethod", "/admin/shippingmethod/*"]) {
    app.use(path, async (c, next) => {
      await next();
      c.header("Cache-Control", "private, no-store");
    });
  }
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/cms/configurator",
      tags: ["Admin content"],
      summary: "The CMS configurator pages with version, last change and languages filled",
      security,
      responses: { ...ok(ConfiguratorPageListSchema, "The pages of spec §7"), ...errors },
    }),
    async (c) => c.json(await listConfiguratorPages(c.get("ctx")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/cms/configurator/{page}",
      tags: ["Admin content"],
      summary: "A CMS configurator page in en/pt/es (or the analytics settings)",
      security,
      request: { params: Page },
      responses: { ...ok(PageView, "The page"), ...errors },
    }),
    async (c) => c.json(await getConfiguratorPage(c.get("ctx"), c.req.valid("param").page), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/cms/configurator/{page}",
      tags: ["Admin content"],
      summary: "Save a CMS configurator page: all three languages at once, as a new version",
      security,
      request: { params: Page, body: { content: { "application/json": { schema: SaveBody } } } },
      responses: { ...ok(PageView, "Saved; the new version"), ...errors },
    }),
    async (c) =>
      c.json(
        await saveConfiguratorPage(c.get("ctx"), { ...c.req.valid("json"), page: c.req.valid("param").page }),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/cms/configurator/{page}/preview",
      tags: ["Admin content"],
      summary: "Render unsaved texts as the shop would show them (nothing is saved)",
      security,
      request: {
        params: Page,
        body: { content: { "application/json": { schema: textPageSaveSchema.pick({ translations: true }) } } },
      },
      responses: { ...ok(ConfiguratorPreviewSchema, "Per language: title, description, html"), ...errors },
    }),
    async (c) =>
      c.json(previewConfiguratorPage(c.get("ctx"), { ...c.req.valid("json"), page: c.req.valid("param").page }), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/cms/configurator/{page}/versions",
      tags: ["Admin content"],
      summary: "Saved versions of a page, newest first (50 at most)",
      security,
      request: { params: Page },
      responses: { ...ok(RevisionListSchema, "Versions"), ...errors },
    }),
    async (c) => c.json(await listRevisions(c.get("ctx"), c.req.valid("param").page), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/sociallinks",
      tags: ["Admin content"],
      summary: "The footer's social links",
      security,
      responses: { ...ok(socialLinksSaveSchema, "Links"), ...errors },
    }),
    async (c) => c.json(await getSocialLinks(c.get("ctx")), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/sociallinks",
      tags: ["Admin content"],
      summary: "Replace the social links (https, one per network, 10 at most)",
      security,
      request: { body: { content: { "application/json": { schema: socialLinksSaveSchema } } } },
      responses: { ...ok(socialLinksSaveSchema, "Saved"), ...errors },
    }),
    async (c) => c.json(await saveSocialLinks(c.get("ctx"), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/shippingmethod",
      tags: ["Admin content"],
      summary: "Shipping methods, inactive ones too: search code/name, filter carrier and on/off, sort, page, CSV",
      security,
      request: {
        query: listQueryParams(SHIPPING_METHOD_LIST.sorts, { carrier: CARRIERS.join(", "), active: "yes or no" }),
      },
      responses: {
        200: {
          description: "A page of shipping methods (display order by default), or the CSV file",
          content: {
            "application/json": { schema: listPageSchema(ShippingMethod, "AdminShippingMethodPage") },
            "text/csv": { schema: z.string() },
          },
        },
        ...errors,
      },
    }),
    async (c) => {
      const ctx = c.get("ctx");
      const params = c.req.valid("query");
      const query = parseListQuery(SHIPPING_METHOD_LIST, params);
      if (params.format === "csv") {
        const eur = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));
        const csv = toCsv(
          [
            { header: "code", value: (m) => m.code },
            { header: "carrier", value: (m) => m.carrier },
            { header: "name_en", value: (m) => m.name.en ?? "" },
            { header: "price_eur", value: (m) => eur(m.priceCents) },
            { header: "free_over_eur", value: (m) => eur(m.freeOverCents) },
            { header: "min_days", value: (m) => m.minDays },
            { header: "max_days", value: (m) => m.maxDays },
            { header: "countries", value: (m) => m.countries.join(" ") },
            { header: "access_point", value: (m) => (m.toAccessPoint ? "yes" : "no") },
            { header: "active", value: (m) => (m.active ? "yes" : "no") },
            { header: "sort_order", value: (m) => m.sortOrder },
          ],
          await exportShippingMethods(ctx, query),
        );
        return csvResponse("shipping-methods", csv, ctx.now()) as never;
      }
      return c.json(await listShippingMethodsForStaff(ctx, query), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/shippingmethod/{id}",
      tags: ["Admin content"],
      summary: "One shipping method",
      security,
      request: { params: Id },
      responses: { ...ok(ShippingMethod, "The shipping method"), ...errors },
    }),
    async (c) => c.json(await getShippingMethodForStaff(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/shippingmethod",
      tags: ["Admin content"],
      summary: "Create a shipping method",
      security,
      request: { body: { content: { "application/json": { schema: shippingMethodInputSchema } } } },
      responses: { ...ok(ShippingMethod, "Created"), ...errors },
    }),
    async (c) => c.json(await createShippingMethod(c.get("ctx"), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/admin/shippingmethod/{id}",
      tags: ["Admin content"],
      summary: "Edit a shipping method (orders keep theirs as placed)",
      security,
      request: { params: Id, body: { content: { "application/json": { schema: shippingMethodInputSchema } } } },
      responses: { ...ok(ShippingMethod, "Saved"), ...errors },
    }),
    async (c) =>
      c.json(await updateShippingMethod(c.get("ctx"), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
  );
  app.openapi(
    createRoute({
      method: "delete",
      path: "/admin/shippingmethod/{id}",
      tags: ["Admin content"],
      summary: "Delete a shipping method",
      security,
      request: { params: Id },
      responses: { 204: { description: "Deleted" }, ...errors },
    }),
    async (c) => {
      await deleteShippingMethod(c.get("ctx"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/shippingmethod/{id}/delete",
      tags: ["Admin content"],
      summary: "Delete a shipping method (spec §7 path)",
      security,
      request: { params: Id },
      responses: { 204: { description: "Deleted" }, ...errors },
    }),
    async (c) => {
      await deleteShippingMethod(c.get("ctx"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
  return app;
}
