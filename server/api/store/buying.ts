import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  addDesignSchema,
  addDesignToCart,
  addSampleSchema,
  addSampleToCart,
} from "../../../core/cart/add-design-to-cart.ts";
import { addToCart, addToCartSchema } from "../../../core/cart/add-to-cart.ts";
import type { CartRef } from "../../../core/cart/cart-ref.ts";
import { getCart } from "../../../core/cart/get-cart.ts";
import { checkoutDraftSchema, saveCheckoutDraft } from "../../../core/cart/save-checkout-draft.ts";
import { updateCartLine, updateCartLineSchema } from "../../../core/cart/update-cart-line.ts";
import { placeOrder } from "../../../core/checkout/place-order.ts";
import { listShippingOptions } from "../../../core/checkout/shipping-options.ts";
import { refreshTracking, refundOrder, updateOrder, updateOrderSchema } from "../../../core/orders/fulfil-order.ts";
import { refundReturn } from "../../../core/returns/staff.ts";
import { getOrder, listOrders } from "../../../core/orders/get-order.ts";
import { orderAccessToken } from "../../../core/orders/order-access.ts";
import { getOrderAttachment, postOrderMessage } from "../../../core/orders/order-messages.ts";
import { fileBytes } from "../../../core/media/file-bytes.ts";
import {
  deleteOrderTemplate,
  listOrderTemplates,
  type OrderTemplateView,
  reorderTemplate,
  saveOrderTemplate,
  saveOrderTemplateSchema,
} from "../../../core/orders/order-templates.ts";
import { checkPayment } from "../../../core/payments/check-payment.ts";
import { handleWebhook } from "../../../core/payments/handle-webhook.ts";
import { startPayment, startPaymentSchema } from "../../../core/payments/start-payment.ts";
import { requireActor } from "../../../core/shared/permissions.ts";
import type { AppEnv } from "../../env.ts";
import { cartRef, remember } from "../cart-cookie.ts";
import { readForm } from "../read-body.ts";
import { CartSchema } from "../cart-schemas.ts";
import {
  AccessPointSchema,
  OrderSchema,
  OrderSummarySchema,
  PaymentSchema,
  ShipmentsSchema,
  ShippingOptionSchema,
  StartedPaymentSchema,
} from "../order-schemas.ts";
import { ErrorSchema, view } from "../schemas.ts";
import { ReturnRequestSchema } from "./returns.ts";

/**
 * The buying calls of spec §7 (issue 4): the cart (guest carts behind the `fabrico.cart` cookie),
 * the checkout draft, orders (create, read, staff edit, refund, messages with attachments,
 * templates), the SIBS payment calls and webhook, and the carrier calls (UPS rates, access points,
 * tracking). Thin: validate, call one `core/` function, map the result (DESIGN rule 1). Money is
 * integer EUR cents; every price is computed on the server, nothing price-like is read from a body.
 */

const errorContent = { "application/json": { schema: ErrorSchema } };
const errors = {
  400: { description: "Invalid input; `field` names it", content: errorContent },
  401: { description: "Sign-in needed", content: errorContent },
  404: { description: "Not found (or not yours)", content: errorContent },
  409: { description: "Conflicts with the current state (stock, codes, status)", content: errorContent },
  503: { description: "An outside service (gateway, carrier) could not answer; try again", content: errorContent },
} as const;
const json = (schema: z.ZodType, description: string) => ({
  200: { description, content: { "application/json": { schema } } },
});
const security = [{ cookieAuth: [] }];
const TokenQuery = z.object({
  token: z.string().max(100).optional().openapi({ description: "The order's signed link token (guests)" }),
});

/** Routes of the buying calls; the verbs reach the gateway, the carriers and the links through `ctx.services`. */
export function buyingRoutes() {
  const app = new OpenAPIHono<AppEnv>();
  const cartView = async (c: Context<AppEnv>, ref: CartRef) => c.json(await getCart(c.get("ctx"), { cart: ref }), 200);

  // ----------------------------------------------------------------- cart
  app.openapi(
    createRoute({
      method: "get",
      path: "/cart",
      tags: ["Cart"],
      summary: "The cart, priced on the server",
      responses: json(CartSchema, "The cart"),
    }),
    async (c) => cartView(c, await cartRef(c)),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/cart/line",
      tags: ["Cart"],
      summary: "Add a variant to the cart",
      description:
        "Adds units of a variant (the same variant again raises its quantity, up to the stock). Makes a guest cart and its cookie when needed.",
      request: {
        body: {
          content: {
            "application/json": {
              schema: addToCartSchema,
            },
          },
        },
      },
      responses: { ...json(CartSchema, "The cart after the change"), ...errors },
    }),
    async (c) => {
      const ref = await cartRef(c);
      const added = await addToCart(c.get("ctx"), { ...c.req.valid("json"), cart: ref });
      remember(c, added.newGuestToken);
      return cartView(c, { ...ref, guestToken: added.newGuestToken ?? ref.guestToken });
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/cart/custom",
      tags: ["Cart"],
      summary: "Add a saved design to the cart as a bulk order",
      description:
        "Quantities come from the design's size distribution; the price (decoration, labels, development costs) is computed on the server. A design with refusals (e.g. MOQ) is refused with DESIGN_NEEDS_CHANGES.",
      request: { body: { content: { "application/json": { schema: addDesignSchema } } } },
      responses: { ...json(CartSchema, "The cart after the change"), ...errors },
    }),
    async (c) => {
      const ref = await cartRef(c);
      const added = await addDesignToCart(c.get("ctx"), { ...c.req.valid("json"), cart: ref });
      remember(c, added.newGuestToken);
      return cartView(c, { ...ref, guestToken: added.newGuestToken ?? ref.guestToken });
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/cart/sample",
      tags: ["Cart"],
      summary: "Add samples of a saved design (at most two per design, spec §5)",
      request: { body: { content: { "application/json": { schema: addSampleSchema } } } },
      responses: { ...json(CartSchema, "The cart after the change"), ...errors },
    }),
    async (c) => {
      const ref = await cartRef(c);
      const added = await addSampleToCart(c.get("ctx"), { ...c.req.valid("json"), cart: ref });
      remember(c, added.newGuestToken);
      return cartView(c, { ...ref, guestToken: added.newGuestToken ?? ref.guestToken });
    },
  );
  app.openapi(
    createRoute({
      method: "patch",
      path: "/cart/line/{id}",
      tags: ["Cart"],
      summary: "Change a line's quantity (0 removes it)",
      request: {
        params: z.object({ id: z.string().max(64) }),
        body: {
          content: {
            "application/json": { schema: updateCartLineSchema.pick({ quantity: true }) },
          },
        },
      },
      responses: { ...json(CartSchema, "The cart after the change"), ...errors },
    }),
    async (c) => {
      const ref = await cartRef(c);
      await updateCartLine(c.get("ctx"), {
        cart: ref,
        lineId: c.req.valid("param").id,
        quantity: c.req.valid("json").quantity,
      });
      return cartView(c, ref);
    },
  );
  app.openapi(
    createRoute({
      method: "delete",
      path: "/cart/line/{id}",
      tags: ["Cart"],
      summary: "Remove a line",
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: { ...json(CartSchema, "The cart after the change"), ...errors },
    }),
    async (c) => {
      const ref = await cartRef(c);
      await updateCartLine(c.get("ctx"), { cart: ref, lineId: c.req.valid("param").id, quantity: 0 });
      return cartView(c, ref);
    },
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/cart/checkout",
      tags: ["Cart"],
      summary: "Save checkout details on the cart",
      description:
        "E-mail, delivery (address or access point), shipping method, coupon and gift card codes. Fields left out stay; null clears. Prices are never accepted: the answer carries the server's pricing, with live carrier rates.",
      request: { body: { content: { "application/json": { schema: checkoutDraftSchema } } } },
      responses: { ...json(CartSchema, "The cart with its new pricing"), ...errors },
    }),
    async (c) => {
      const ref = await cartRef(c);
      const saved = await saveCheckoutDraft(c.get("ctx"), { ...c.req.valid("json"), cart: ref });
      remember(c, saved.newGuestToken);
      const next = { ...ref, guestToken: saved.newGuestToken ?? ref.guestToken };
      return c.json(await getCart(c.get("ctx"), { cart: next, liveRates: true }), 200);
    },
  );

  // ----------------------------------------------------------------- templates (before /order/{id})
  const TemplateList = z
    .array(
      view<OrderTemplateView>()(
        z
          .object({
            id: z.string(),
            name: z.string(),
            createdAt: z.string().openapi({ format: "date-time" }),
            lines: z.array(
              z.object({
                variantId: z.string(),
                quantity: z.number().int(),
                name: z.string().nullable(),
                sku: z.string().nullable(),
                available: z.boolean().openapi({ description: "The variant is still sold and in stock" }),
              }),
            ),
          })
          .openapi("OrderTemplate"),
      ),
    )
    .openapi("OrderTemplates");
  app.openapi(
    createRoute({
      method: "get",
      path: "/order/template",
      tags: ["Orders"],
      summary: "The customer's order templates",
      security,
      responses: { ...json(TemplateList, "Templates"), ...errors },
    }),
    async (c) => c.json(await listOrderTemplates(c.get("ctx")), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/order/template",
      tags: ["Orders"],
      summary: "Save an order's lines as a named template",
      security,
      request: { body: { content: { "application/json": { schema: saveOrderTemplateSchema } } } },
      responses: { ...json(z.object({ id: z.string() }), "The template"), ...errors },
    }),
    async (c) => c.json(await saveOrderTemplate(c.get("ctx"), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/order/template/{id}/reorder",
      tags: ["Orders"],
      summary: "Put a template's lines in the cart (re-order in one step)",
      security,
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: {
        ...json(
          z.object({ added: z.number(), skipped: z.array(z.object({ variantId: z.string(), code: z.string() })) }),
          "What was added",
        ),
        ...errors,
      },
    }),
    async (c) => c.json(await reorderTemplate(c.get("ctx"), c.req.valid("param").id), 200),
  );
  app.openapi(
    createRoute({
      method: "delete",
      path: "/order/template/{id}",
      tags: ["Orders"],
      summary: "Delete a template",
      security,
      request: { params: z.object({ id: z.string().max(64) }) },
      responses: { 204: { description: "Deleted" }, ...errors },
    }),
    async (c) => {
      await deleteOrderTemplate(c.get("ctx"), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  // ----------------------------------------------------------------- orders
  const Placed = z
    .object({
      orderId: z.string(),
      number: z.string().openapi({ example: "#FAB1A2B3" }),
      amountDueCents: z.number().int(),
      status: z.enum(["awaiting_payment", "paid"]),
      replayed: z.boolean(),
      token: z.string().openapi({ description: "Signed link token for the order and payment pages" }),
    })
    .openapi("PlacedOrder");
  app.openapi(
    createRoute({
      method: "post",
      path: "/order",
      tags: ["Orders"],
      summary: "Place an order from the cart",
      description:
        "Prices the cart and its checkout draft again on the server, reserves the stock and creates the order awaiting payment. The same idempotencyKey returns the first order (double submit).",
      request: {
        body: {
          content: {
            "application/json": {
              schema: z.object({ idempotencyKey: z.string().min(16).max(64), acceptTerms: z.literal(true) }),
            },
          },
        },
      },
      responses: { ...json(Placed, "The order"), ...errors },
    }),
    async (c) => {
      const ctx = c.get("ctx");
      const placed = await placeOrder(ctx, { ...c.req.valid("json"), cart: await cartRef(c) });
      return c.json({ ...placed, token: orderAccessToken(ctx.services.links.linkSecret, placed.orderId) }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/order",
      tags: ["Orders"],
      summary: "The signed-in customer's orders",
      security,
      request: {
        query: z.object({
          offset: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(50).default(20),
        }),
      },
      responses: {
        ...json(z.object({ orders: z.array(OrderSummarySchema), total: z.number() }), "Orders, newest first"),
        ...errors,
      },
    }),
    async (c) => {
      const actor = requireActor(c.get("ctx"));
      return c.json(await listOrders(c.get("ctx"), { userId: actor.userId, ...c.req.valid("query") }), 200);
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/order/{id}",
      tags: ["Orders"],
      summary: "One order (owner, staff, or signed link)",
      request: { params: z.object({ id: z.string().max(64) }), query: TokenQuery },
      responses: {
        ...json(OrderSchema, "The order with lines, totals, history, payments, shipments and messages"),
        ...errors,
      },
    }),
    async (c) =>
      c.json(await getOrder(c.get("ctx"), { orderId: c.req.valid("param").id, access: c.req.valid("query") }), 200),
  );
  app.openapi(
    createRoute({
      method: "put",
      path: "/order/{id}",
      tags: ["Orders"],
      summary: "Move an order on (staff)",
      description:
        "in_production, shipped (creates the carrier shipment and label), delivered, or cancelled (unpaid orders). E-mails the buyer.",
      security,
      request: {
        params: z.object({ id: z.string().max(64) }),
        body: { content: { "application/json": { schema: updateOrderSchema } } },
      },
      responses: { 204: { description: "Done" }, ...errors, 403: { description: "Staff only", content: errorContent } },
    }),
    async (c) => {
      await updateOrder(c.get("ctx"), { ...c.req.valid("json"), orderId: c.req.valid("param").id });
      return c.body(null, 204);
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/order/{id}/refund",
      tags: ["Orders"],
      summary: "Refund a paid order in full, or one of its return requests (staff)",
      description:
        "Without `returnId`: the whole order (what is not refunded yet). With `returnId` (issue 8): that return request's amount, through the gateway, once — a repeat answers the same request; never more than was paid.",
      security,
      request: {
        params: z.object({ id: z.string().max(64) }),
        body: {
          content: {
            "application/json": {
              schema: z.object({ note: z.string().max(500).optional(), returnId: z.string().max(64).optional() }),
            },
          },
        },
      },
      responses: {
        200: {
          description: "The return request, refunded (with `returnId`)",
          content: { "application/json": { schema: ReturnRequestSchema } },
        },
        204: { description: "Refunded" },
        ...errors,
        403: { description: "Staff only", content: errorContent },
      },
    }),
    async (c) => {
      const { note, returnId } = c.req.valid("json");
      if (returnId) {
        const done = await refundReturn(c.get("ctx"), {
          returnId,
          note: note ?? null,
          orderId: c.req.valid("param").id,
        });
        return c.json(done.view, 200);
      }
      await refundOrder(c.get("ctx"), { orderId: c.req.valid("param").id, note });
      return c.body(null, 204);
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/order/{id}/message",
      tags: ["Orders"],
      summary: "Write to the shop about an order",
      description:
        "multipart/form-data: `body` (text, ≤ 5000 characters) and up to 5 `attachments` (JPEG, PNG, WebP, GIF or PDF, ≤ 10 MB each, checked by content).",
      request: {
        params: z.object({ id: z.string().max(64) }),
        query: TokenQuery,
        body: {
          content: {
            "multipart/form-data": {
              schema: z.object({
                body: z.string().max(5000),
                attachments: z.any().optional().openapi({ type: "string", format: "binary" }),
              }),
            },
          },
        },
      },
      responses: { ...json(z.object({ id: z.string() }), "The message"), ...errors },
    }),
    async (c) => {
      const form = await readForm(c);
      const body = form.get("body");
      const result = await postOrderMessage(c.get("ctx"), {
        orderId: c.req.valid("param").id,
        body: typeof body === "string" ? body : "",
        files: await fileBytes(form.getAll("attachments")),
        access: c.req.valid("query"),
      });
      return c.json(result, 200);
    },
  );
  app.get("/order/:id/attachment/:attachmentId", async (c) => {
    const { file, bytes } = await getOrderAttachment(c.get("ctx"), {
      orderId: c.req.param("id"),
      attachmentId: c.req.param("attachmentId"),
      access: { token: c.req.query("token") },
    });
    return new Response(Buffer.from(bytes), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": "default-src 'none'; sandbox",
      },
    });
  });

  // ----------------------------------------------------------------- SIBS
  const Payment = PaymentSchema;
  app.openapi(
    createRoute({
      method: "post",
      path: "/sibs",
      tags: ["Payments"],
      summary: "Start paying an order through SIBS",
      description:
        "card: returns the hosted form's script URL and context (the shop never sees card data); mbway: sends the request to the phone; multibanco: returns entity, reference, amount and expiry (also e-mailed). A second call while an attempt is usable returns it.",
      request: { body: { content: { "application/json": { schema: startPaymentSchema } } } },
      responses: { ...json(StartedPaymentSchema, "The payment attempt"), ...errors },
    }),
    async (c) => c.json(await startPayment(c.get("ctx"), c.req.valid("json")), 200),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/sibs/{id}/check",
      tags: ["Payments"],
      summary: "Check a payment with SIBS now and apply the answer",
      request: { params: z.object({ id: z.string().max(64) }), query: TokenQuery },
      responses: { ...json(Payment, "The payment"), ...errors },
    }),
    async (c) =>
      c.json(
        await checkPayment(c.get("ctx"), {
          paymentId: c.req.valid("param").id,
          refresh: true,
          access: c.req.valid("query"),
        }),
        200,
      ),
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/sibs/{id}",
      tags: ["Payments"],
      summary: "A payment of an order",
      description: "With initialRequest=true (the first load after the card form), SIBS is asked first.",
      request: {
        params: z.object({ id: z.string().max(64) }),
        query: TokenQuery.extend({
          orderId: z.string().max(64).optional(),
          initialRequest: z.enum(["true", "false"]).optional(),
        }),
      },
      responses: { ...json(Payment, "The payment"), ...errors },
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(
        await checkPayment(c.get("ctx"), {
          paymentId: c.req.valid("param").id,
          orderId: q.orderId,
          refresh: q.initialRequest === "true",
          access: { token: q.token },
        }),
        200,
      );
    },
  );
  app.post("/sibs/webhook", async (c) => {
    const result = await handleWebhook(c.get("ctx"), {
      body: (await c.req.text()).trim(),
      iv: c.req.header("x-initialization-vector") ?? "",
      tag: c.req.header("x-authentication-tag") ?? "",
    });
    if (!result.ok) return c.json({ statusCode: "400", statusMsg: "Decryption failed" }, 400);
    return c.json({ statusCode: "200", statusMsg: "Success", notificationID: result.notificationId }, 200);
  });

  // ----------------------------------------------------------------- carriers
  app.openapi(
    createRoute({
      method: "get",
      path: "/ups/accesspoints",
      tags: ["Carriers"],
      summary: "UPS Access Points near a postcode",
      request: { query: z.object({ country: z.string().length(2), postcode: z.string().min(2).max(12) }) },
      responses: {
        ...json(z.array(AccessPointSchema).openapi("AccessPoints"), "Nearest first, with distance and opening hours"),
        ...errors,
      },
    }),
    async (c) => {
      const q = c.req.valid("query");
      return c.json(
        await c.get("ctx").services.carriers.accessPoints({
          carrier: "ups",
          country: q.country.toUpperCase(),
          postcode: q.postcode,
          locale: c.get("locale"),
        }),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: "post",
      path: "/ups/rate",
      tags: ["Carriers"],
      summary: "Shipping options for the cart to a destination (live UPS rates)",
      request: {
        body: {
          required: true,
          content: {
            "application/json": {
              schema: z.object({
                country: z.string().length(2),
                postcode: z.string().max(12).optional(),
                city: z.string().max(80).optional(),
                delivery: z.enum(["address", "access_point"]).default("address"),
              }),
            },
          },
        },
      },
      responses: {
        ...json(z.array(ShippingOptionSchema).openapi("ShippingOptions"), "Options, cheapest first"),
        ...errors,
      },
    }),
    async (c) => {
      const ctx = c.get("ctx");
      const b = c.req.valid("json");
      const cart = await getCart(ctx, { cart: await cartRef(c) });
      const merchandise = cart.pricing.lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
      return c.json(
        await listShippingOptions(ctx, {
          country: b.country.toUpperCase(),
          postcode: b.postcode ?? null,
          city: b.city ?? null,
          delivery: b.delivery,
          merchandiseCents: merchandise,
          weightGrams: cart.pricing.weightGrams,
          liveRates: true,
        }),
        200,
      );
    },
  );
  app.openapi(
    createRoute({
      method: "get",
      path: "/ups/tracking/{orderId}",
      tags: ["Carriers"],
      summary: "Tracking of an order's shipments (refreshed from the carrier when stale)",
      request: { params: z.object({ orderId: z.string().max(64) }), query: TokenQuery },
      responses: { ...json(ShipmentsSchema, "Shipments with events"), ...errors },
    }),
    async (c) => {
      const access = c.req.valid("query");
      const orderId = c.req.valid("param").orderId;
      await refreshTracking(c.get("ctx"), { orderId, access });
      return c.json((await getOrder(c.get("ctx"), { orderId, access })).shipments, 200);
    },
  );
  return app;
}
