import { type Locale, SHOP_TIME_ZONE, intlLocaleTag as intlTag } from "../../../core/shared/locale.ts";
import { PAYMENT_METHODS } from "../../../core/payments/method-names.ts";
import { dateTimeFormat, numberFormat } from "../../../core/shared/intl-format.ts";

export { SHOP_TIME_ZONE, intlTag };

/**
 * Pure helpers of the payment and order pages (issue 4): links that keep a guest's signed token
 * only between the same order's pages, the Multibanco reference as people read it, file sizes,
 * dates in Lisbon time, the countdown of an MB WAY request, and the order history in words.
 * No React, no server: used by loaders and components alike, tested beside.
 */

/** The pages of one order a token link may lead to. */
export type OrderPage = "order" | "track" | "payment" | "return";

/**
 * The link to one of an order's pages. A guest's signed `token` is carried along (it is what lets
 * them in) — and only here: no other link of these pages ever gets it.
 * @param extra more query parameters (e.g. `{ paid: "1" }`, `{ payment: "pay_…" }`)
 */
export function orderHref(
  page: OrderPage,
  orderId: string,
  token: string | null | undefined,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams();
  let path: string;
  if (page === "payment" || page === "return") {
    path = page === "payment" ? "/payment" : "/payment/return";
    params.set("order", orderId);
  } else {
    path =
      page === "track"
        ? `/user/order/${encodeURIComponent(orderId)}/track`
        : `/user/order/${encodeURIComponent(orderId)}`;
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  if (token) params.set("token", token);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** The download link of an order message's attachment (served by the API, same access rule as the order). */
export function attachmentHref(orderId: string, attachmentId: string, token: string | null | undefined): string {
  const path = `/api/order/${encodeURIComponent(orderId)}/attachment/${encodeURIComponent(attachmentId)}`;
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** A Multibanco reference in groups of three digits, as ATMs and banks print it (`123 456 789`). */
export function groupReference(reference: string): string {
  const digits = reference.replace(/\s+/g, "");
  return digits.replace(/(\d{3})(?=\d)/g, "$1 ");
}

/** A file size for people: `820 B`, `34 KB`, `2.4 MB` (decimal separator of the language). */
export function formatFileSize(bytes: number, locale: Locale): string {
  const number = (value: number, digits: number) =>
    numberFormat(intlTag(locale), { maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return `${number(bytes, 0)} B`;
  if (bytes < 1000 * 1000) return `${number(bytes / 1000, 0)} KB`;
  return `${number(bytes / 1000 / 1000, 1)} MB`;
}

/** A moment as a date and time in Lisbon for `locale` (`23 Nov 2026, 14:05`). */
export function formatDateTime(iso: string, locale: Locale): string {
  return dateTimeFormat(intlTag(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: SHOP_TIME_ZONE,
  }).format(new Date(iso));
}

/** A moment as a date in Lisbon for `locale` (`23 Nov 2026`). */
export function formatDate(iso: string, locale: Locale): string {
  return dateTimeFormat(intlTag(locale), { dateStyle: "medium", timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
}

/** A VAT rate in basis points as a percentage number for `locale` (`2300` → `23`, `650` → `6.5`). */
export function formatRate(rateBp: number, locale: Locale): string {
  return numberFormat(intlTag(locale), { maximumFractionDigits: 2 }).format(rateBp / 100);
}

/** Seconds as `m:ss` for a countdown (never below `0:00`). */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** The national part of a Portuguese mobile number (`+351912345678` → `912 345 678`), or "" for any other number. */
export function portugueseMobile(e164: string | null | undefined): string {
  const match = /^\+351(9\d{2})(\d{3})(\d{3})$/.exec((e164 ?? "").replace(/\s+/g, ""));
  return match ? `${match[1]} ${match[2]} ${match[3]}` : "";
}

/** The steps every delivered order goes through, in order. */
export const ORDER_STEPS = ["awaiting_payment", "paid", "in_production", "shipped", "delivered"] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

/** One step of the status timeline: reached or not, when, and whether it is where the order is now. */
export interface TimelineStep {
  status: OrderStep | "cancelled" | "refunded";
  reached: boolean;
  current: boolean;
  at: string | null;
}

/**
 * The order's timeline: the usual steps (placed → paid → in production → shipped → delivered) with
 * the time each was reached (from the history), and the step it is at. A cancelled or refunded order
 * ends with that step after the ones it reached. A step skipped (shipped without production) shows
 * as reached once a later step is.
 */
export function timelineSteps(
  status: string,
  history: readonly { at: string; toStatus: string | null }[],
): TimelineStep[] {
  const reachedAt = new Map<string, string>();
  for (const event of history) if (event.toStatus) reachedAt.set(event.toStatus, event.at);
  const final = status === "cancelled" || status === "refunded" ? status : null;
  // where the order got to on the usual path
  let lastIndex = ORDER_STEPS.indexOf(status as OrderStep);
  if (final) {
    lastIndex = 0;
    ORDER_STEPS.forEach((step, i) => {
      if (reachedAt.has(step)) lastIndex = i;
    });
  }
  const steps: TimelineStep[] = [];
  ORDER_STEPS.forEach((step, i) => {
    if (final && i > lastIndex) return;
    steps.push({
      status: step,
      reached: i <= lastIndex,
      current: !final && i === lastIndex,
      at: reachedAt.get(step) ?? null,
    });
  });
  if (final) steps.push({ status: final, reached: true, current: true, at: reachedAt.get(final) ?? null });
  return steps;
}

/** A history event in words: an `orders:` message key and its parameters. */
export interface EventText {
  key: string;
  params: Record<string, string>;
  /** A system reason, as a key under `orders:history.reasons`. */
  reason?: string;
  /** Free text a person wrote (a staff note), shown as it is under the event. */
  note?: string;
}

/** Notes the system writes on status changes, by the key that says them in the customer's language. */
const SYSTEM_NOTES: Record<string, string> = {
  "payment not received in time": "notPaidInTime",
  "Multibanco reference expired": "referenceExpired",
  "gift card": "giftCard",
  "paid after the payment window": "paidLate",
  "replaced by a new order from the same cart": "replaced",
  "duplicate payment refunded": "duplicateRefunded",
};

const METHODS = new Set<string>(PAYMENT_METHODS);

/**
 * An order history event as text for the timeline (core writes notes in English for staff; the
 * customer sees them in their language). Unknown notes are a person's words and are kept as they are.
 */
export function describeOrderEvent(event: {
  type: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
}): EventText {
  const note = event.note?.trim() || null;
  if (event.type === "status" && event.toStatus) {
    const key = !event.fromStatus && event.toStatus === "awaiting_payment" ? "placed" : event.toStatus;
    if (!note) return { key: `history.status.${key}`, params: {} };
    const system = SYSTEM_NOTES[note];
    if (system) return { key: `history.status.${key}`, params: {}, reason: system };
    const delivered = /^(UPS|MRW) delivered$/.exec(note);
    if (delivered) return { key: "history.deliveredBy", params: { carrier: delivered[1] ?? "" } };
    return { key: `history.status.${key}`, params: {}, note };
  }
  if (event.type === "payment" && note) {
    if (note === "MB WAY request sent") return { key: "history.payment.mbwaySent", params: {} };
    if (note === "Multibanco reference issued") return { key: "history.payment.referenceIssued", params: {} };
    if (note.endsWith("refund due")) return { key: "history.payment.refundDue", params: {} };
    const outcome =
      /^(card|mbway|multibanco) payment (received|declined|expired|cancelled|error)(?: \(([\w-]+)\))?$/.exec(note);
    if (outcome && METHODS.has(outcome[1] ?? "")) {
      return { key: `history.payment.${outcome[2]}`, params: { method: outcome[1] ?? "" } };
    }
    return { key: "history.payment.other", params: {} };
  }
  if (event.type === "shipment" && note) {
    const shipped = /^(UPS|MRW) (\S+)$/.exec(note);
    if (shipped) return { key: "history.shipment", params: { carrier: shipped[1] ?? "", tracking: shipped[2] ?? "" } };
    return { key: "history.shipmentOther", params: {} };
  }
  if (event.type === "note" && note === "the shop replied") return { key: "history.shopReplied", params: {} };
  return { key: "history.note", params: {}, ...(note ? { note } : {}) };
}
