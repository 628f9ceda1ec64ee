import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  addApplicationNote,
  applicationSchema,
  vatCorrectionSchema,
  applicationNoteSchema,
  correctApplicationVat,
  getApplication,
  getMyApplication,
  listApplications,
  moveApplication,
  moveApplicationSchema,
  recheckApplicationVat,
  submitApplication,
  type ApplicationListItem,
  type ApplicationVat,
  type ApplicationView,
} from "../../../core/wholesale/applications.ts";
import { checkVatFormat, checkVatNumber } from "../../../core/wholesale/vat-check.ts";
import type { AppEnv } from "../../env.ts";
import { ErrorSchema, namedSchema, orNull, view } from "../schemas.ts";
import { LOCALES } from "../../../core/shared/locale.ts";

/**
 * Wholesale (issue 7; spec §7 "VAT check: /api/vat/eu, /api/vat/uk (also /check)", "Wholesale:
 * /api/wholesale (save)"; ADR 0015):
 * - `POST /api/vat/{eu,uk}`: the offline format check, for checking as the customer types;
 * - `POST /api/vat/{eu,uk}/check`: format, then VIES / HMRC — valid, invalid or unavailable, with the proof;
 * - `POST /api/wholesale`: apply (signed in); `GET /api/wholesale`: my application and its stage;
 * - `PUT /api/wholesale/vat`: correct my open application's VAT number(s) (fresh official check);
 * - `/api/admin/wholesale…`: the staff review (list, detail, stage moves, notes, VAT re-check).
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: {
    description: "Invalid input (REQUIRED_FIELDS names every missing field in details.fields)",
    content: errorContent,
  },
  401: { description: "Sign in first", content: errorContent },
  403: { description: "Staff only", content: errorContent },
  404: { description: "Not found", content: errorContent },
  409: {
    description:
      "An open application exists (WHOLESALE_APPLICATION_OPEN), already approved, or an illegal stage move (WHOLESALE_STAGE_CONFLICT)",
    content: errorContent,
  },
} as const;
const ok = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const security = [{ cookieAuth: [] }];
const Scheme = z.object({ scheme: z.enum(["eu", "uk"]).openapi({ description: "eu (VIES) or uk (HMRC)" }) });
const VatBody = z.object({ vatNumber: z.string().max(40).openapi({ example: "ESA58818501" }) });
const VatFormat = z
  .object({ scheme: z.enum(["eu", "uk"]), vatNumber: z.string(), country: z.string(), formatValid: z.boolean() })
  .openapi("VatFormat");
const VatCheck = z
  .object({
    scheme: z.enum(["eu", "uk"]),
    vatNumber: z.string(),
    country: z.string(),
    formatValid: z.boolean(),
    status: z.enum(["valid", "invalid", "unavailable"]),
    reason: z.enum(["format", "registry"]),
    checkId: z.string().nullable(),
    proof: z.string().nullable().openapi({ description: "VIES request identifier or HMRC consultation number" }),
    name: z.string().nullable(),
    address: z.string().nullable(),
    checkedAt: z.string().nullable(),
    errorCode: z.string().nullable(),
  })
  .openapi("VatCheck");
/**
 * The application's fields as typed: core's schema's fields (`applicationSchema.in`: types and
 * lengths); its rules across fields (REQUIRED_FIELDS naming every missing one, ZIP_INVALID,
 * WEBSITE_INVALID …) run in the verb, which parses the whole schema.
 */
const ApplicationBody = namedSchema(applicationSchema.in, "WholesaleApplicationInput", {
  description: "Spec §3: brand name and zip required",
});
const WholesaleStageSchema = z.enum(["contact", "review", "approved", "declined"]);
const VatCheckStatusSchema = z.enum(["valid", "invalid", "unavailable"]);
const ApplicationVatSchema = view<ApplicationVat>()(
  z
    .object({
      vatNumber: z.string(),
      status: VatCheckStatusSchema,
      proof: z.string().nullable().openapi({ description: "VIES request id / HMRC consultation number (staff only)" }),
      name: z.string().nullable(),
      address: z.string().nullable(),
      checkedAt: z.string().nullable(),
      errorCode: z.string().nullable(),
      heldByAnotherAccount: z.boolean(),
      nameMatches: z.boolean().nullable().openapi({ description: "Staff only; null for the applicant" }),
    })
    .openapi("ApplicationVat"),
);
/** An application as its applicant (or staff) sees it ({@link ApplicationView}). */
const Application = view<ApplicationView>()(
  z
    .object({
      id: z.string(),
      stage: WholesaleStageSchema,
      stageNumber: z
        .number()
        .int()
        .nullable()
        .openapi({ description: "contact 0, review 1, approved 2; null when declined" }),
      brandName: z.string(),
      website: z.string().nullable(),
      instagram: z.string().nullable(),
      zip: z.string(),
      euVat: orNull(ApplicationVatSchema),
      ukVat: orNull(ApplicationVatSchema),
      newsletter: z.boolean(),
      locale: z.enum(LOCALES),
      declineReason: z.string().nullable(),
      priceListId: z.string().nullable(),
      createdAt: z.string(),
      decidedAt: z.string().nullable(),
      history: z.array(
        z.object({
          at: z.string(),
          from: WholesaleStageSchema.nullable(),
          to: WholesaleStageSchema,
          note: z.string().nullable(),
        }),
      ),
    })
    .openapi("WholesaleApplication", {
      description: "Stage (contact 0, review 1, approved 2, declined), fields, VAT checks, history",
    }),
);
const ApplicationList = view<{ items: ApplicationListItem[]; total: number; offset: number; limit: number }>()(
  z
    .object({
      items: z.array(
        z.object({
          id: z.string(),
          stage: WholesaleStageSchema,
          brandName: z.string(),
          applicantEmail: z.string(),
          zip: z.string(),
          euVatNumber: z.string().nullable(),
          euVatStatus: VatCheckStatusSchema.nullable(),
          ukVatNumber: z.string().nullable(),
          ukVatStatus: VatCheckStatusSchema.nullable(),
          createdAt: z.string(),
          vatHeldByAnotherAccount: z.boolean(),
        }),
      ),
      total: z.number().int(),
      offset: z.number().int(),
      limit: z.number().int(),
    })
    .openapi("WholesaleApplicationList"),
);
const Id = z.object({ id: z.string().max(64) });
const ListQuery = z.object({
  stage: z.enum(["contact", "review", "approved", "declined", "open"]).optional(),
  vat: z.enum(["valid", "invalid", "unavailable", "none"]).optional(),
  q: z.string().max(200).optional(),
  sort: z.enum(["newest", "oldest"]).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** The routes; the VAT services and the public URL for e-mail links are the request ctx's `services`. */
export function wholesaleRoutes() {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(
    createRoute({
      method: "post",
      path: "/vat/{scheme}",
      tags: ["VAT"],
      summary: "Check a VAT number's format (offline, per country)",
      request: { params: Scheme, body: { content: { "application/json": { schema: VatBody } } } },
      responses: { ...ok(VatFormat, "The parsed number and whether its format and check digits are right"), ...errors },
    }),
    (c) => c.json(checkVatFormat(c.req.valid("param").scheme, c.req.valid("json").vatNumber), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/vat/{scheme}/check",
      tags: ["VAT"],
      summary: "Check a VAT number with VIES (eu) or HMRC (uk)",
      description:
        "Format first (a wrong format is `invalid` with reason `format`, no service asked), then the official service. `unavailable` means the service could not answer now (VIES MS_UNAVAILABLE, TIMEOUT …): not a no.",
      request: { params: Scheme, body: { content: { "application/json": { schema: VatBody } } } },
      responses: { ...ok(VatCheck, "valid, invalid or unavailable, with the proof"), ...errors },
    }),
    async (c) => {
      const result = await checkVatNumber(c.get("ctx"), {
        scheme: c.req.valid("param").scheme,
        vatNumber: c.req.valid("json").vatNumber,
      });
      // the proof and the registered address are for staff and the application record, not for anyone asking
      return c.json({ ...result, proof: null, address: null }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/wholesale",
      tags: ["Wholesale"],
      summary: "Apply for a wholesale (B2B) account",
      security,
      request: { body: { content: { "application/json": { schema: ApplicationBody } } } },
      responses: { ...ok(Application, "The application, at stage contact (0)"), ...errors },
    }),
    async (c) => c.json(await submitApplication(c.get("ctx"), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/wholesale",
      tags: ["Wholesale"],
      summary: "My latest application and its stage",
      security,
      responses: { ...ok(Application.nullable(), "The application, or null"), ...errors },
    }),
    async (c) => c.json(await getMyApplication(c.get("ctx")), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/wholesale/vat",
      tags: ["Wholesale"],
      summary: "Correct the VAT number(s) of my open application",
      description:
        "Each number given is checked again with VIES / HMRC (its own check and proof); an empty string removes it, an absent field keeps it. A number VIES does not know means the account pays VAT.",
      security,
      request: {
        body: {
          content: {
            "application/json": {
              schema: namedSchema(vatCorrectionSchema, "WholesaleVatCorrection"),
            },
          },
        },
      },
      responses: { ...ok(Application, "The application with its new checks"), ...errors },
    }),
    async (c) => c.json(await correctApplicationVat(c.get("ctx"), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/wholesale",
      tags: ["Admin"],
      summary: "Wholesale applications (staff)",
      security,
      request: { query: ListQuery },
      responses: { ...ok(ApplicationList, "{ items, total, offset, limit }"), ...errors },
    }),
    async (c) => c.json(await listApplications(c.get("ctx"), c.req.valid("query")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/wholesale/{id}",
      tags: ["Admin"],
      summary: "One application with the VAT proofs, notes and history (staff)",
      security,
      request: { params: Id },
      responses: { ...ok(Application, "The application"), ...errors },
    }),
    async (c) => c.json(await getApplication(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/wholesale/{id}/stage",
      tags: ["Admin"],
      summary:
        "Move an application: review, approved (gives the wholesale role and a price list), declined (with a reason)",
      security,
      request: {
        params: Id,
        body: {
          content: {
            "application/json": {
              schema: moveApplicationSchema,
            },
          },
        },
      },
      responses: { ...ok(Application, "The moved application"), ...errors },
    }),
    async (c) =>
      c.json(await moveApplication(c.get("ctx"), { ...c.req.valid("json"), id: c.req.valid("param").id }), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/wholesale/{id}/note",
      tags: ["Admin"],
      summary: "Add a staff note",
      security,
      request: {
        params: Id,
        body: { content: { "application/json": { schema: applicationNoteSchema } } },
      },
      responses: { ...ok(Application, "The application with the note"), ...errors },
    }),
    async (c) =>
      c.json(
        await addApplicationNote(c.get("ctx"), { id: c.req.valid("param").id, note: c.req.valid("json").note }),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/wholesale/{id}/vat-check",
      tags: ["Admin"],
      summary: "Check the application's VAT numbers again now",
      security,
      request: { params: Id },
      responses: { ...ok(Application, "The application with fresh answers"), ...errors },
    }),
    async (c) => c.json(await recheckApplicationVat(c.get("ctx"), { id: c.req.valid("param").id }), 200),
  );
  return app;
}
