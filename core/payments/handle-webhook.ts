import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import { type ApplyOutcome, applyPaymentStatus } from "./apply-payment-status.ts";
import type { GatewayNotification } from "../ports/payment-gateway.ts";
import { paymentEventTable } from "./payments.sql.ts";

/** What the webhook endpoint answers: an acknowledgement for SIBS, or a rejection. */
export type WebhookResult =
  | { ok: true; notificationId: string; outcome: ApplyOutcome }
  | { ok: false; reason: "decryption_failed" };

/**
 * Handles a SIBS webhook (integrations.md §1: AES-256-GCM body, headers X-Initialization-Vector and
 * X-Authentication-Tag; at-least-once, in any order). A body that does not decrypt is logged, stored
 * as a `rejected` event without its content, and changes nothing. An authentic one is checked against
 * the gateway's status call (SIBS: re-check before acting) and applied once (apply-payment-status.ts
 * deduplicates on `notificationID` and locks the order); when the status call fails, the notification's
 * own status is used (the GCM tag already proves it came from SIBS). The gateway (decryption and
 * status call) is `ctx.services.payments`.
 */
export async function handleWebhook(
  ctx: Ctx,
  input: { body: string; iv: string; tag: string },
): Promise<WebhookResult> {
  let notification: GatewayNotification;
  try {
    notification = ctx.services.payments.decryptNotification(input);
  } catch (error) {
    ctx.log.warn({ err: error, bytes: input.body.length }, "SIBS webhook rejected: it does not decrypt");
    const now = ctx.now();
    await ctx.db.insert(paymentEventTable).values({
      id: createId("paymentEvent", now.getTime()),
      source: "webhook",
      outcome: "rejected",
      createdAt: now,
      updatedAt: now,
    });
    return { ok: false, reason: "decryption_failed" };
  }
  let status = notification.status;
  let code: string | null = null;
  try {
    const truth = await ctx.services.payments.getStatus(notification.transactionId);
    status = truth.status;
    code = truth.code ?? null;
  } catch (error) {
    ctx.log.warn(
      { err: error, transactionId: notification.transactionId },
      "status re-check failed; using the webhook's status",
    );
  }
  const result = await applyPaymentStatus(ctx, {
    transactionId: notification.transactionId,
    status,
    code,
    source: "webhook",
    notificationId: notification.notificationId,
    payload: notification.payload,
  });
  return { ok: true, notificationId: notification.notificationId, outcome: result.outcome };
}
