import type { GatewayStatus, PaymentGatewayPort } from "../../core/ports/payment-gateway.ts";
import type { SibsClient } from "./client.ts";
import { decryptNotification } from "./webhook.ts";

/**
 * The SIBS client → core's payment gateway port (core/ports/payment-gateway.ts; SIBS Gateway API v2,
 * ../shared/docs/integrations.md). `webhookSecret` decrypts SIBS's notifications (AES-GCM).
 */
export function sibsGateway(client: SibsClient, webhookSecret: string): PaymentGatewayPort {
  return {
    async createCheckout(input) {
      const checkout = await client.createCheckout({
        merchantTransactionId: input.merchantTransactionId,
        amountCents: input.amountCents,
        description: input.description,
        methods: input.methods,
        customer: input.customer,
        multibanco: input.multibancoExpiresAt ? { expiresAt: input.multibancoExpiresAt } : undefined,
      });
      return {
        transactionId: checkout.transactionId,
        transactionSignature: checkout.transactionSignature,
        formContext: checkout.formContext,
      };
    },
    async mbwayPurchase(checkout, phone) {
      const result = await client.mbwayPurchase(checkout.transactionId, checkout.transactionSignature, phone);
      return { status: result.paymentStatus as GatewayStatus };
    },
    async generateReference(checkout) {
      const ref = await client.generateReference(checkout.transactionId, checkout.transactionSignature);
      return { entity: ref.entity, reference: ref.reference, amountCents: ref.amountCents, expiresAt: ref.expiresAt };
    },
    async getStatus(transactionId) {
      const status = await client.getStatus(transactionId);
      const code = status.returnStatus.statusCode;
      return {
        transactionId: status.transactionId,
        status: status.paymentStatus as GatewayStatus,
        amountCents: status.amountCents,
        code: code && code !== "000" ? code : null,
      };
    },
    async refund(input) {
      await client.refund(input.transactionId, {
        amountCents: input.amountCents,
        merchantTransactionId: input.merchantTransactionId,
        originalDatetime: input.originalDatetime ?? new Date(),
      });
    },
    decryptNotification(input) {
      const n = decryptNotification({ ...input, secret: webhookSecret });
      return {
        notificationId: n.notificationID,
        transactionId: n.transactionID,
        status: n.paymentStatus as GatewayStatus,
        merchantTransactionId:
          (n.merchant as { merchantTransactionId?: string } | undefined)?.merchantTransactionId ?? null,
        payload: n,
      };
    },
    widgetScriptUrl(transactionId) {
      return client.widgetScriptUrl(transactionId);
    },
  };
}
