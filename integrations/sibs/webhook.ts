/**
 * SIBS Gateway webhook notifications: decryption, validation, acknowledgement, and the matching
 * encryption the simulator and tests use (integrations.md §1 "Webhooks" [C];
 * www.docs.pay.sibs.com/notifications/webhooks/handling-notifications/, qly ?p=28817).
 *
 * Wire format: an HTTP POST, `Content-Type: text/plain`, body = Base64 of the AES-256-GCM
 * ciphertext (no padding, no AAD) of the JSON notification; header `X-Initialization-Vector` =
 * Base64 IV (12 bytes), header `X-Authentication-Tag` = Base64 tag (16 bytes); the key is the
 * Base64 32-byte secret from the SIBS Backoffice. A successful decrypt with the tag is the
 * authenticity check; there is no separate signature. Delivery is at-least-once in no guaranteed
 * order, so receivers deduplicate on `notificationID` and re-check status before acting.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { z } from "zod";
import { DomainError } from "../../core/shared/errors.ts";
import {
  type SibsPaymentStatus,
  type SibsReturnStatus,
  sibsAmountValueSchema,
  sibsMerchantSchema,
  sibsPaymentReferenceSchema,
  sibsPaymentStatusSchema,
} from "./client.ts";

/** Header carrying the Base64 IV [C]. */
export const SIBS_IV_HEADER = "X-Initialization-Vector";
/** Header carrying the Base64 GCM tag [C]. */
export const SIBS_TAG_HEADER = "X-Authentication-Tag";

/** Which step of {@link decryptNotification} failed. */
export type WebhookFailure = "key" | "iv" | "tag" | "body" | "decrypt" | "json" | "shape";

/**
 * A webhook body that cannot be trusted or read: wrong key length, malformed IV/tag/body, a failed
 * GCM tag check (tampered, or another key), not JSON, or not the notification shape. HTTP 400, code
 * `SIBS_WEBHOOK_INVALID`; the receiver answers non-200 so SIBS retries and its daily e-mail lists it.
 */
export class WebhookDecryptionError extends DomainError {
  readonly reason: WebhookFailure;
  constructor(reason: WebhookFailure, message: string) {
    super(400, "SIBS_WEBHOOK_INVALID", `SIBS webhook rejected (${reason}): ${message}`);
    this.reason = reason;
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

function decodeBase64(value: string, reason: WebhookFailure, what: string): Buffer {
  const compact = value.replace(/\s+/g, "");
  if (!compact || compact.length % 4 !== 0 || !BASE64.test(compact)) {
    throw new WebhookDecryptionError(reason, `${what} is not Base64`);
  }
  return Buffer.from(compact, "base64");
}

function keyFrom(secret: string): Buffer {
  const key = decodeBase64(secret, "key", "secret");
  if (key.length !== 32) throw new WebhookDecryptionError("key", `secret must decode to 32 bytes, got ${key.length}`);
  return key;
}

/**
 * The decrypted notification as SIBS documents it (generic model, qly "E.1.1 Generic Webhook
 * Structure"; integrations.md §1): `amount.value` becomes integer EUR cents; `merchant` gets a
 * `merchantTransactionId` copied from SIBS's `merchant.transactionId` when only that is present.
 * Unknown fields pass through.
 */
export const sibsNotificationSchema = z
  .object({
    notificationID: z.string().min(1),
    transactionID: z.string().min(1),
    paymentStatus: sibsPaymentStatusSchema,
    paymentMethod: z.string(),
    amount: z.object({ value: sibsAmountValueSchema, currency: z.string() }).loose(),
    merchant: sibsMerchantSchema.transform((m) => ({
      ...m,
      merchantTransactionId: m.merchantTransactionId ?? m.transactionId,
    })),
    returnStatus: z
      .object({ statusCode: z.string(), statusMsg: z.string().optional(), statusDescription: z.string().optional() })
      .loose(),
    paymentType: z.string().optional(),
    paymentReference: sibsPaymentReferenceSchema.optional(),
    transactionDateTime: z.string().optional(),
  })
  .loose();

/** A validated notification; `amount.value` is in integer EUR cents. */
export type SibsNotification = z.output<typeof sibsNotificationSchema> & {
  paymentStatus: SibsPaymentStatus;
  returnStatus: SibsReturnStatus;
};

/** An encrypted notification: the body text and the two headers' values. */
export interface EncryptedNotification {
  /** The request body (Base64 ciphertext). */
  body: string;
  /** Header X-Initialization-Vector (Base64, 12 bytes). */
  iv: string;
  /** Header X-Authentication-Tag (Base64, 16 bytes). */
  tag: string;
}

/** What a receiver got: body and headers as read (a header may be missing), plus the Backoffice secret. */
export interface ReceivedNotification {
  body: string;
  iv: string | null | undefined;
  tag: string | null | undefined;
  /** Base64 32-byte key from the SIBS Backoffice. */
  secret: string;
}

/**
 * Decrypts and validates one webhook body (AES-256-GCM, no AAD, integrations.md §1 [C]).
 * @param input body (Base64 text), iv and tag (the headers' values, possibly missing), secret (Base64 32-byte key)
 * @returns the parsed notification (amount in integer EUR cents)
 * @throws WebhookDecryptionError for a bad key length, malformed IV/tag/body, failed tag check,
 *   non-JSON plaintext, or a JSON that is not a notification
 */
export function decryptNotification(input: ReceivedNotification): SibsNotification {
  const key = keyFrom(input.secret);
  const iv = decodeBase64(input.iv ?? "", "iv", SIBS_IV_HEADER);
  if (iv.length !== 12) throw new WebhookDecryptionError("iv", `IV must be 12 bytes, got ${iv.length}`);
  const tag = decodeBase64(input.tag ?? "", "tag", SIBS_TAG_HEADER);
  if (tag.length !== 16) throw new WebhookDecryptionError("tag", `tag must be 16 bytes, got ${tag.length}`);
  const ciphertext = decodeBase64(input.body ?? "", "body", "body");
  let plaintext: string;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: 16 });
    decipher.setAuthTag(tag);
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new WebhookDecryptionError("decrypt", "authentication failed (tampered body, wrong IV, tag or key)");
  }
  let json: unknown;
  try {
    json = JSON.parse(plaintext);
  } catch {
    throw new WebhookDecryptionError("json", "plaintext is not JSON");
  }
  const parsed = sibsNotificationSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join(", ");
    throw new WebhookDecryptionError("shape", issues);
  }
  return parsed.data as SibsNotification;
}

/**
 * Encrypts a notification the way SIBS does (random 12-byte IV, AES-256-GCM, 16-byte tag), for the
 * simulator and tests.
 * @param json the notification object, or its JSON text as is
 * @param secret Base64 32-byte key
 * @returns Base64 body, IV and tag (send body as text/plain, IV and tag in the two headers)
 * @throws WebhookDecryptionError (reason `key`) when the secret is not a Base64 32-byte key
 */
export function encryptNotification(json: unknown, secret: string): EncryptedNotification {
  const key = keyFrom(secret);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: 16 });
  const text = typeof json === "string" ? json : JSON.stringify(json);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return { body: body.toString("base64"), iv: iv.toString("base64"), tag: cipher.getAuthTag().toString("base64") };
}

/**
 * The acknowledgement body SIBS requires with HTTP 200, echoing the notification's id [C]:
 * `{"statusCode":"200","statusMsg":"Success","notificationID":"…"}`. Without it SIBS resends.
 */
export function webhookAck(notificationID: string): {
  statusCode: "200";
  statusMsg: "Success";
  notificationID: string;
} {
  return { statusCode: "200", statusMsg: "Success", notificationID };
}

/** A fresh Base64 32-byte webhook secret (for the simulator and tests; production uses the Backoffice's). */
export function generateWebhookSecret(): string {
  return randomBytes(32).toString("base64");
}
