import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import {
  type AdminOrderRow as AdminOrderRowView,
  adminOrderQuerySchema,
  exportOrdersCsv,
  getOrderForStaff,
  getShipmentLabel,
  listOrdersForStaff,
} from "../../../core/orders/admin-orders.ts";
import { REFUND_REASONS } from "../../../core/payments/refunds.sql.ts";
import { refundPayment } from "../../../core/payments/refund-payment.ts";
import type { AppEnv } from "../../env.ts";
import { OrderStatusSchema } from "../order-schemas.ts";
import { ErrorSchema, view } from "../schemas.ts";
import { validationHook } from "../validation-hook.ts";
import { AdminOrderSchema, RefundSchema } from "./response-schemas.ts";

/**
 * Staff order calls (issue 6 `/admin/order`, ADR 0014): the list with filters, search and CSV, one
 * order with refunds, allowed moves, labels and tech pack links, a shipment's label, and refunds in
 * full or in part. Status changes, shipments (`shipped`) and messages use the order calls of spec §7
 * (`PUT /api/order/{id}`, `POST /api/order/{id}/message`, `POST /api/order/{id}/refund`).
 */
const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input", content: errorContent },
  401: { description: "Sign-in needed", content: errorContent },
  403: { description: "Staff permission missing", content: errorContent },
  404: { description: "No such order", content: errorContent },
  409: {
    description:
      "ORDER_STATUS_CONFLICT, SHIPMENT_IN_PROGRESS, NOTHING_TO_REFUND, REFUND_EXCEEDS_PAID, REFUND_KEY_REUSED",
    content: errorContent,
  },
  503: { description: "The payment gateway or carrier is unavailable; try again", content: errorContent },
} as const;
const security = [{ cookieAuth: [] }];
const Id = z.object({ id: z.string().min(1).max(64) });

const AdminOrderRow = view<AdminOrderRowView>()(
  z
    .object({
      id: z.string(),
      number: z.string(),
      status: OrderStatusSchema,
      placedAt: z.string(),
      email: z.string(),
      customerName: z.string(),
      customerId: z.string().nullable(),
      totalCents: z.number().int(),
      itemCount: z.number().int(),
      refundedCents: z.number().int(),
      carrier: z.string(),
      awaitingReply: z.boolean(),
    })
    .openapi("AdminOrderRow"),
);

/** Body of `POST /api/admin/order/{id}/refund`: amount in EUR cents (omitted: all that is left), reason, note, one key per submit. */
export const RefundBody = z
  .object({
    amountCents: z.number().int().positive().max(100_000_000).optional(),
    reason: z.enum(REFUND_REASONS).default("customer_request"),
    note: z.string().trim().max(500).optional(),
    idempotencyKey: z.string().trim().min(8).max(120),
  })
  .openapi("RefundRequest");

/** Routes of the staff order calls; refunds reach the gateway through `ctx.services.payments`. */
export function adminOrderRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/admin/order/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.use("/admin/order", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/order",
      tags: ["Admin orders"],
      summary: "Orders for staff: filter, search, sort, page",
      description: "Needs `read:order:any`. `q` searches the order number (with or without #) and the e-mail.",
      security,
      request: { query: adminOrderQuerySchema },
      responses: {
        200: {
          description: "A page of orders and how many match",
          content: {
            "application/json": {
              schema: z.object({
                rows: z.array(AdminOrderRow),
                total: z.number().int(),
                offset: z.number().int(),
                limit: z.number().int(),
              }),
            },
          },
        },
        ...errors,
      },
    }),
    async (c) => c.json(await listOrdersForStaff(c.get("ctx"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/order/export.csv",
      tags: ["Admin orders"],
      summary: "The filtered order list as CSV (at most 10 000 rows)",
      security,
      request: { query: adminOrderQuerySchema },
      responses: {
        200: { description: "text/csv, UTF-8", content: { "text/csv": { schema: z.string() } } },
        ...errors,
      },
    }),
    async (c) => {
      const csv = await exportOrdersCsv(c.get("ctx"), c.req.valid("query"));
      const day = c.get("ctx").now().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="orders-${day}.csv"`,
      });
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/order/{id}",
      tags: ["Admin orders"],
      summary: "One order for staff",
      description:
        "The order as its buyer sees it, plus refunds (`read:refund:any`), what can still be refunded, the statuses staff may set, label and tech pack links.",
      security,
      request: { params: Id },
      responses: {
        200: {
          description: "The order",
          content: { "application/json": { schema: AdminOrderSchema } },
        },
        ...errors,
      },
    }),
    async (c) => c.json(await getOrderForStaff(c.get("ctx"), c.req.valid("param").id), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/admin/order/{id}/shipment/{shipmentId}/label",
      tags: ["Admin orders"],
      summary: "A shipment's carrier label (PDF)",
      security,
      request: { params: Id.extend({ shipmentId: z.string().min(1).max(64) }) },
      responses: {
        200: { description: "The label", content: { "application/pdf": { schema: z.string() } } },
        ...errors,
      },
    }),
    async (c) => {
      const { id, shipmentId } = c.req.valid("param");
      const label = await getShipmentLabel(c.get("ctx"), { orderId: id, shipmentId });
      return c.body(label.bytes as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": label.contentType,
        "Content-Disposition": `inline; filename="${label.fileName}"`,
        "X-Content-Type-Options": "nosniff",
      });
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/admin/order/{id}/refund",
      tags: ["Admin orders"],
      summary: "Refund an order in full or in part through SIBS (staff)",
      description:
        "Needs `create:refund:any`. At most what was paid minus earlier refunds; the same `idempotencyKey` answers with the first refund and never refunds twice.",
      security,
      request: { params: Id, body: { content: { "application/json": { schema: RefundBody } } } },
      responses: {
        200: {
          description: "The refund (succeeded, or an earlier one with this key)",
          content: { "application/json": { schema: RefundSchema } },
        },
        ...errors,
      },
    }),
    async (c) =>
      c.json(await refundPayment(c.get("ctx"), { orderId: c.req.valid("param").id, ...c.req.valid("json") }), 200),
  );
  return app;
}
