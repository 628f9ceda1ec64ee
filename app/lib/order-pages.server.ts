import { parseWithZod } from "@conform-to/zod/v4";
import { summaryFigures } from "../components/checkout/summary-figures.ts";
import { type RouterContextProvider, data } from "react-router";
import { getProfile } from "../../core/customers/get-profile.ts";
import type { OrderView } from "../../core/orders/get-order.ts";
import { orderMessageFormSchema } from "../../core/orders/schemas.ts";
import type { OpeningHours } from "../../core/orders/snapshots.ts";
import type { Locale } from "../../core/shared/locale.ts";
import {
  attachmentHref,
  describeOrderEvent,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatRate,
  intlTag,
  orderHref,
  timelineSteps,
} from "../components/orders/order-format.ts";
import { countryNames } from "./countries.ts";
import { displayPhone } from "./customer-pages.server.ts";
import { pageContext } from "./context.server.ts";
import { dateTimeFormat } from "../../core/shared/intl-format.ts";

/**
 * Plumbing of the payment and order pages (issue 4): the guest's
 * signed token from the query, the page's public origin, the account frame for a signed-in customer,
 * and the headers every one of these pages sends (never cached, never indexed).
 */

/** Headers of the payment and order pages: private, not stored, not indexed. */
export const ORDER_PAGE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/** The signed order token of a guest link (`?token=`), or null. */
export function tokenOf(request: Request): string | null {
  const token = new URL(request.url).searchParams.get("token");
  return token && token.length <= 100 ? token : null;
}

/** The shop's public origin for absolute links (the card form's return address), without a trailing slash. */
export function pageOrigin(request: Request): string {
  return (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}

/** The greeting of the account frame for a signed-in customer, or null for a guest. */
export async function accountFrameOf(
  context: Readonly<RouterContextProvider>,
): Promise<{ firstName: string | null; email: string } | null> {
  const { ctx } = context.get(pageContext);
  if (!ctx.actor) return null;
  try {
    const profile = await getProfile(ctx);
    return { firstName: profile.firstName || null, email: profile.email };
  } catch (error) {
    ctx.log.warn({ err: error }, "profile for the account frame could not be read");
    return null;
  }
}

/** A 404 for an order (or payment) the caller may not see: the same answer as for one that does not exist. */
export function orderNotFound(): never {
  throw data(null, { status: 404, headers: ORDER_PAGE_HEADERS });
}

/** Weekday names of `locale`, Monday first (ISO day 1 … 7). */
function weekdayNames(locale: Locale): string[] {
  const format = dateTimeFormat(intlTag(locale), { weekday: "long", timeZone: "UTC" });
  // 2024-01-01 was a Monday
  return [1, 2, 3, 4, 5, 6, 7].map((d) => format.format(new Date(Date.UTC(2024, 0, d))));
}

/** An access point's opening hours by day, Monday first; days without hours are closed (`hours: []`). */
export function openingHoursByDay(
  hours: readonly OpeningHours[],
  locale: Locale,
): { day: number; name: string; hours: string[] }[] {
  const names = weekdayNames(locale);
  return names.map((name, i) => ({
    day: i + 1,
    name,
    hours: hours
      .filter((h) => h.day === i + 1)
      .sort((a, b) => a.open.localeCompare(b.open))
      .map((h) => `${h.open}–${h.close}`),
  }));
}

/**
 * An order as its page shows it (`/user/order/:id`): dates in Lisbon time and the language's words,
 * the history in words ({@link describeOrderEvent}), the timeline, country names, the access point's
 * hours, an open Multibanco reference, and links that carry the guest's token only to this order's
 * pages and attachments.
 */
export function orderDetailView(order: OrderView, input: { locale: Locale; token: string | null; now: Date }) {
  const { locale, token, now } = input;
  const countries = countryNames(locale, [
    order.shippingAddress.country,
    order.tax.country,
    ...(order.accessPoint ? [order.accessPoint.address.country] : []),
  ]);
  const payable = order.status === "awaiting_payment" && new Date(order.payBy) > now && order.amountDueCents > 0;
  const open = order.payments.find(
    (p) =>
      p.method === "multibanco" && p.status === "pending" && p.multibanco && new Date(p.multibanco.expiresAt) > now,
  );
  const shipped = order.shipments.length > 0 || ["shipped", "delivered"].includes(order.status);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    /** Paid at some point (its invoice is due, issue 19). */
    paid: order.paidAt !== null,
    /** Who the invoice is made out to (checkout tax number and company), or null. */
    invoiceTo: order.invoiceTo,
    placedAtText: formatDateTime(order.placedAt, locale),
    payByText: payable ? formatDateTime(order.payBy, locale) : null,
    payHref: payable ? orderHref("payment", order.id, token) : null,
    /** When an open Multibanco reference lapses (formatted), or null. */
    openReference: payable && open?.multibanco ? formatDateTime(open.multibanco.expiresAt, locale) : null,
    trackHref: shipped ? orderHref("track", order.id, token) : null,
    /** The returns portal for a paid order (issue 8): return, exchange, claim or withdraw. */
    returnsHref: ["paid", "in_production", "shipped", "delivered"].includes(order.status)
      ? `/refund/${order.id}${token ? `?token=${encodeURIComponent(token)}` : ""}`
      : null,
    timeline: timelineSteps(order.status, order.history).map((s) => ({
      status: s.status,
      reached: s.reached,
      current: s.current,
      atText: s.at ? formatDate(s.at, locale) : null,
    })),
    history: order.history.map((e, i) => ({
      id: `${i}`,
      atText: formatDateTime(e.at, locale),
      ...describeOrderEvent(e),
    })),
    lines: order.lines.map((l) => ({
      id: l.id,
      name: l.name,
      productSlug: l.productSlug,
      garmentName: l.garmentName,
      role: l.role,
      colorName: l.colorName,
      sizeCode: l.sizeCode,
      sku: l.sku,
      imageUrl: l.imageUrl,
      quantity: l.quantity,
      vatRate: formatRate(l.vatRateBp, locale),
      vatCents: l.vatCents,
      totalCents: l.totalCents,
    })),
    /** The totals as the checkout showed them (issue 15): VAT-inclusive for consumers, net for a business. */
    shown: orderFigures(order),
    totals: {
      merchandiseCents: order.merchandiseCents,
      discountCents: order.discountCents,
      couponCode: order.couponCode,
      shippingCents: order.shippingCents,
      vatCents: order.vatCents,
      totalCents: order.totalCents,
      giftCardAppliedCents: order.giftCardAppliedCents,
      amountDueCents: order.amountDueCents,
    },
    tax: {
      kind: order.tax.kind,
      countryName: countries[order.tax.country] ?? order.tax.country,
      rate: formatRate(order.tax.rateBp, locale),
      breakdown: order.tax.breakdown
        .filter((b) => b.vatCents > 0 || b.netCents > 0)
        .map((b) => ({ rate: formatRate(b.rateBp, locale), netCents: b.netCents, vatCents: b.vatCents })),
    },
    address: {
      ...order.shippingAddress,
      countryName: countries[order.shippingAddress.country] ?? order.shippingAddress.country,
      phoneText: displayPhone(order.shippingAddress.phone),
    },
    accessPoint: order.accessPoint
      ? {
          carrier: order.accessPoint.carrier.toUpperCase(),
          name: order.accessPoint.name,
          street: order.accessPoint.address.street,
          city: [order.accessPoint.address.postcode, order.accessPoint.address.city].filter(Boolean).join(" "),
          countryName: countries[order.accessPoint.address.country] ?? order.accessPoint.address.country,
          hours: order.accessPoint.openingHours.length ? openingHoursByDay(order.accessPoint.openingHours, locale) : [],
        }
      : null,
    shippingMethod: {
      name: order.shippingMethod.name,
      carrier: order.shippingMethod.carrier,
      minDays: order.shippingMethod.minDays,
      maxDays: order.shippingMethod.maxDays,
      toAccessPoint: order.shippingMethod.toAccessPoint,
    },
    payments: order.payments.map((p) => {
      const mbOpen =
        p.method === "multibanco" && p.status === "pending" && p.multibanco && new Date(p.multibanco.expiresAt) > now;
      return {
        id: p.id,
        method: p.method,
        status: p.status,
        amountCents: p.amountCents,
        atText: formatDateTime(p.createdAt, locale),
        multibanco:
          mbOpen && p.multibanco
            ? {
                entity: p.multibanco.entity,
                reference: p.multibanco.reference,
                amountCents: p.multibanco.amountCents,
                expiresAtText: formatDateTime(p.multibanco.expiresAt, locale),
              }
            : null,
      };
    }),
    messages: order.messages.map((m) => ({
      id: m.id,
      author: m.author,
      body: m.body,
      atText: formatDateTime(m.at, locale),
      attachments: m.attachments.map((a) => ({
        id: a.id,
        name: a.name,
        sizeText: formatFileSize(a.size, locale),
        href: attachmentHref(order.id, a.id, token),
        isImage: a.contentType.startsWith("image/"),
      })),
    })),
  };
}

/**
 * An order's totals shown the way its checkout showed them (summary-figures.ts, issue 15): for a
 * consumer the items, discount and shipping VAT-inclusive with "of which VAT" per rate; net for an
 * intra-Community-exempt business or a wholesale account. The stored amounts are only regrouped, on the basis
 * the order was priced on (`tax.pricesIncludeVat`); the additions are exact.
 */
export function orderFigures(order: OrderView) {
  const figures = summaryFigures({
    lines: order.lines.map((l) => {
      const netCents = l.totalCents - l.vatCents + l.discountCents;
      return {
        id: l.id,
        quantity: l.quantity,
        // a design line's list is its exact price (unit × quantity is a rounded average)
        listCents: l.designId && l.discountCents === 0 ? l.totalCents : l.unitPriceCents * l.quantity,
        // a design's one-off set-up, shown apart from its units (issue 20)
        oneOffCents: l.oneOffCents,
        netCents,
        discountCents: l.discountCents,
        vatRateBp: l.vatRateBp,
        vatCents: l.vatCents,
        totalCents: l.totalCents,
      };
    }),
    totals: {
      shippingCents: order.shippingCents,
      shippingVatCents: order.shippingVatCents,
      totalCents: order.totalCents,
      vatBreakdown: order.tax.breakdown,
      pricesIncludeVat: order.tax.pricesIncludeVat,
    },
    treatment: order.tax,
    business: order.tax.buyer === "business",
  });
  return {
    basis: figures.basis,
    /** Per line: quantity × unit = line amount, on the same basis as the totals. */
    lines: figures.lines,
    itemsCents: figures.itemsCents,
    discountCents: figures.discountCents,
    shippingCents: figures.shippingCents,
    vat: figures.vat,
  };
}

/**
 * The order message form of the order pages (storefront and back office) read with its schema
 * (core/orders/schemas.ts `orderMessageFormSchema`, Conform's parse: the text, the chosen `File`s).
 * A text the schema refuses (over the length limit) is passed on as typed: the verb
 * (`postOrderMessage`) refuses it with its code (MESSAGE_TOO_LONG), as it does an empty message.
 */
export function orderMessageForm(form: FormData): { body: string; attachments: File[] } {
  const submission = parseWithZod(form, { schema: orderMessageFormSchema });
  if (submission.status === "success") return submission.value;
  const { body, attachments } = submission.payload;
  return {
    body: typeof body === "string" ? body : "",
    attachments: [attachments].flat().filter((file): file is File => file instanceof File),
  };
}
