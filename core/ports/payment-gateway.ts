import type { Locale } from "../shared/locale.ts";

/**
 * What the shop's domain needs from the payment gateway (SIBS, integrations.md §1). `core/`
 * depends on this port only; server/services.ts adapts integrations/sibs/client.ts, which in dev
 * and tests talks to the SIBS simulator (DESIGN rule 7). Money in EUR cents.
 */

/** SIBS `paymentStatus` values (integrations.md §1; `Expired` seen in clients). */
export type GatewayStatus = "Success" | "Pending" | "InProcessing" | "Declined" | "Error" | "Timeout" | "Expired";

/** A checkout created at the gateway. */
export interface GatewayCheckout {
  transactionId: string;
  transactionSignature: string;
  formContext: string;
}

/** The gateway's answer to a status check (the source of truth, integrations.md §1). */
export interface GatewayPaymentStatus {
  transactionId: string;
  status: GatewayStatus;
  amountCents: number | null;
  /** The SIBS error code when declined (e.g. E0500 MB WAY rejected by the holder). */
  code?: string | null;
}

/** A decrypted, authentic webhook notification. */
export interface GatewayNotification {
  notificationId: string;
  transactionId: string;
  status: GatewayStatus;
  merchantTransactionId: string | null;
  payload: unknown;
}

/**
 * The payment gateway port. Calls may throw an `Unavailable` (retry later) or another
 * DomainError (the gateway refused the request).
 */
export interface PaymentGatewayPort {
  createCheckout(input: {
    merchantTransactionId: string;
    amountCents: number;
    description: string;
    methods: ("CARD" | "MBWAY" | "REFERENCE")[];
    customer: { name: string; email: string; language: Locale };
    multibancoExpiresAt?: Date;
  }): Promise<GatewayCheckout>;
  /** Sends an MB WAY purchase request to the customer's phone (E.164). */
  mbwayPurchase(checkout: GatewayCheckout, phoneE164: string): Promise<{ status: GatewayStatus }>;
  /** Generates a Multibanco reference; `expiresAt` as the gateway set it. */
  generateReference(
    checkout: GatewayCheckout,
  ): Promise<{ entity: string; reference: string; amountCents: number; expiresAt: Date }>;
  getStatus(transactionId: string): Promise<GatewayPaymentStatus>;
  /** Refunds (part of) a captured payment; `originalDatetime` is when it was paid. */
  refund(input: {
    transactionId: string;
    amountCents: number;
    merchantTransactionId: string;
    originalDatetime?: Date | null;
  }): Promise<void>;
  /**
   * Decrypts a webhook body with its IV and tag headers.
   * @throws Error when it does not decrypt (not from the gateway, or altered)
   */
  decryptNotification(input: { body: string; iv: string; tag: string }): GatewayNotification;
  /** The hosted card form's script URL for a transaction, and the origin to allow in the CSP. */
  widgetScriptUrl(transactionId: string): string;
}
