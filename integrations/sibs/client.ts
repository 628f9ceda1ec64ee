/**
 * The real client of the SIBS Gateway (SPG) REST API v2 (integrations.md §1; spec §7 payments):
 * checkout, MB WAY purchase, Multibanco reference, status, cancellation and refund. Point it at the
 * local stand-in with `baseUrl: sim.apiUrl` (./simulator.ts, DESIGN rule 7).
 *
 * Sources (integrations.md §1 marks each [C] confirmed / [L] seen in public client code / [?]):
 * - Paths and bodies: qly.docs.pay.sibs.com "A.2 API Requests" (?p=27131) [C]; MB WAY and
 *   Multibanco per-transaction calls as in qub-it/fenixedu-treasury-base `SibsPayAPIService.java` [L].
 * - Auth: server calls send `Authorization: Bearer <token>` + `X-IBM-Client-Id`; per-transaction
 *   calls send `Authorization: Digest <transactionSignature>` (+ the Client-Id, as fenixedu does) [C].
 * - Cancellation and refund: docs.pay.sibs.com/transaction-types/{cancellation,refund} show
 *   `transaction.originalTransaction{id, datetime}` with a `description`; fenixedu sends
 *   `originalTransaction` at the top level [L]. This client follows the SIBS pages. The refund
 *   shape is [?] in integrations.md.
 * - HTTP errors [C]: 400 schema/headers, 401 token, 403 Client-Id, 405, 429 rate limit, 500 retry,
 *   503 maintenance. `returnStatus.statusCode "000"` means the request was processed; it is not
 *   the payment outcome, which is `paymentStatus` [C].
 *
 * Money: every `…Cents` field is integer EUR cents (DESIGN rule 3); SIBS amounts are decimal euros,
 * converted exactly by ./amount.ts. Responses are checked with Zod and extra fields are tolerated.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { DomainError, Invalid, Unavailable } from "../../core/shared/errors.ts";
import { centsToEuros, eurosToCents } from "./amount.ts";

/** Test (QLY) API base [C], qly.docs.pay.sibs.com ?p=27131. Production bases conflict between sources: configure it. */
export const SIBS_TEST_API_URL = "https://api.qly.sibspayments.com/sibs/spg/v2";
/** Test widget script [C], integrations.md §1 "Base URLs". */
export const SIBS_TEST_WIDGET_URL = "https://spg.qly.site1.sibs.pt/assets/js/widget.js";
/** Live widget script [L], integrations.md §1 "Base URLs". */
export const SIBS_LIVE_WIDGET_URL = "https://api.sibspayments.com/assets/js/widget.js";
/** Per-request time limit in ms when none is given. */
export const DEFAULT_SIBS_TIMEOUT_MS = 10_000;

/** Payment methods the shop offers at a checkout (names real clients send [L], integrations.md §1). */
export const SIBS_METHODS = ["CARD", "MBWAY", "REFERENCE"] as const;
/** One of {@link SIBS_METHODS}. */
export type SibsMethod = (typeof SIBS_METHODS)[number];

/** `paymentStatus` values: the first six are [C], `Expired` is [L] (integrations.md §1 "Status values"). */
export const SIBS_PAYMENT_STATUSES = [
  "Success",
  "Pending",
  "InProcessing",
  "Declined",
  "Error",
  "Timeout",
  "Expired",
] as const;
/** One of {@link SIBS_PAYMENT_STATUSES}; only `Success` means paid, `Pending`/`InProcessing` are not final. */
export type SibsPaymentStatus = (typeof SIBS_PAYMENT_STATUSES)[number];

/** SIBS's technical result of one call; `"000"` = processed [C]. */
export interface SibsReturnStatus {
  statusCode: string;
  statusMsg?: string;
  statusDescription?: string;
}

// ---------------------------------------------------------------- errors

/** What went wrong when the gateway could not answer. */
export type SibsUnavailableReason = "http" | "network" | "timeout" | "invalid-body";

/**
 * The gateway could not answer now: HTTP 429 or 5xx, a network failure, no answer within
 * `timeoutMs`, or a 2xx body that is not the documented shape. An `Unavailable` (HTTP 503 to the
 * shop's callers, code `PAYMENT_GATEWAY_UNAVAILABLE`); retryable (integrations.md §1 "HTTP errors":
 * 429 rate limit, 500 retry, 503 maintenance).
 */
export class SibsUnavailableError extends Unavailable {
  readonly retryable = true;
  /** The client method that failed, e.g. `getStatus`. */
  readonly operation: string;
  readonly reason: SibsUnavailableReason;
  /** SIBS's HTTP status when it answered. */
  readonly httpStatus?: number;
  constructor(operation: string, reason: SibsUnavailableReason, message: string, httpStatus?: number) {
    super(`SIBS ${operation} unavailable (${reason}): ${message}`, "PAYMENT_GATEWAY_UNAVAILABLE");
    this.operation = operation;
    this.reason = reason;
    this.httpStatus = httpStatus;
  }
}

/**
 * SIBS refused the request and repeating it will not help: HTTP 400 (schema or headers), 401
 * (bad or expired token), 403 (bad Client-Id), 404, 405 (integrations.md §1 "HTTP errors"), or a
 * 2xx whose `returnStatus.statusCode` is not `"000"` where the method says so. HTTP 502 to the
 * shop's callers, code `PAYMENT_GATEWAY_REJECTED`; not retryable.
 */
export class SibsRequestError extends DomainError {
  readonly retryable = false;
  readonly operation: string;
  /** SIBS's HTTP status (200 for a non-"000" returnStatus). */
  readonly httpStatus: number;
  /** SIBS's `returnStatus` when the body had one. */
  readonly returnStatus?: SibsReturnStatus;
  /** The start of SIBS's body (at most 2000 characters), for the logs. */
  readonly responseBody: string;
  constructor(operation: string, httpStatus: number, returnStatus: SibsReturnStatus | undefined, responseBody: string) {
    const detail = returnStatus
      ? `${returnStatus.statusCode} ${returnStatus.statusMsg ?? ""} ${returnStatus.statusDescription ?? ""}`.trim()
      : responseBody.slice(0, 200);
    super(502, "PAYMENT_GATEWAY_REJECTED", `SIBS ${operation} refused (HTTP ${httpStatus}): ${detail}`);
    this.operation = operation;
    this.httpStatus = httpStatus;
    this.returnStatus = returnStatus;
    this.responseBody = responseBody.slice(0, 2000);
  }
}

// ---------------------------------------------------------------- response schemas

const returnStatusSchema = z
  .object({
    statusCode: z.string(),
    statusMsg: z.string().optional(),
    statusDescription: z.string().optional(),
  })
  .loose();

/** An euro amount as SIBS writes it: a number, or a decimal string in some webhook examples. */
export const sibsAmountValueSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  try {
    return eurosToCents(value);
  } catch (error) {
    ctx.addIssue({ code: "custom", message: (error as Error).message });
    return z.NEVER;
  }
});

/** `amount{value, currency}` → cents; only EUR is accepted (the shop charges in EUR, DESIGN rule 3). */
export const sibsAmountSchema = z
  .object({ value: sibsAmountValueSchema, currency: z.string().optional() })
  .loose()
  .refine((a) => a.currency === undefined || a.currency.toUpperCase() === "EUR", { message: "currency is not EUR" });

/** `paymentStatus`, read case- and space-insensitively ("SUCCESS", "IN PROCESSING"); "Partial" (docs: "pending to receive information") reads as Pending. */
export const sibsPaymentStatusSchema = z.string().transform((value, ctx) => {
  const key = value.replace(/[\s_]/g, "").toLowerCase();
  if (key === "partial") return "Pending" as SibsPaymentStatus;
  const found = SIBS_PAYMENT_STATUSES.find((s) => s.toLowerCase() === key);
  if (!found) {
    ctx.addIssue({ code: "custom", message: `unknown paymentStatus ${value}` });
    return z.NEVER;
  }
  return found;
});

/** Merchant block; `merchantTransactionId` (fenixedu [L]) or `transactionId` (SIBS webhook and status examples [C]). */
export const sibsMerchantSchema = z
  .object({
    terminalId: z.union([z.number(), z.string()]).optional(),
    merchantTransactionId: z.string().optional(),
    transactionId: z.string().optional(),
  })
  .loose();

/** `paymentReference` of a generate / status answer (fenixedu `SibsPayPaymentInquiryReference` [L]). */
export const sibsPaymentReferenceSchema = z
  .object({
    entity: z.union([z.string(), z.number()]).transform(String),
    reference: z.union([z.string(), z.number()]).transform(String),
    amount: sibsAmountSchema.optional(),
    status: z.string().optional(),
    expireDate: z.string().optional(),
  })
  .loose();

const checkoutResponseSchema = z
  .object({
    returnStatus: returnStatusSchema,
    transactionID: z.string().min(1).optional(),
    transactionSignature: z.string().min(1).optional(),
    formContext: z.string().min(1).optional(),
  })
  .loose();

const mbwayResponseSchema = z
  .object({
    returnStatus: returnStatusSchema,
    paymentStatus: sibsPaymentStatusSchema,
    transactionID: z.string().optional(),
  })
  .loose();

const generateResponseSchema = z
  .object({
    returnStatus: returnStatusSchema,
    paymentStatus: sibsPaymentStatusSchema.optional(),
    paymentReference: sibsPaymentReferenceSchema.optional(),
  })
  .loose();

const statusResponseSchema = z
  .object({
    returnStatus: returnStatusSchema,
    paymentStatus: sibsPaymentStatusSchema,
    paymentMethod: z.string().optional(),
    paymentType: z.string().optional(),
    transactionID: z.string(),
    transactionDateTime: z.string().optional(),
    amount: sibsAmountSchema,
    merchant: sibsMerchantSchema.optional(),
    paymentReference: sibsPaymentReferenceSchema.optional(),
  })
  .loose();

const backOfficeResponseSchema = z
  .object({
    returnStatus: returnStatusSchema,
    paymentStatus: sibsPaymentStatusSchema.optional(),
    transactionID: z.string().optional(),
    amount: sibsAmountSchema.optional(),
  })
  .loose();

const anyReturnStatusSchema = z.object({ returnStatus: returnStatusSchema }).loose();

// ---------------------------------------------------------------- inputs and outputs

/** A postal address as SIBS takes it (`customerInfo.billingAddress` / `shippingAddress`); `country` is ISO 3166-1 alpha-2. */
export interface SibsAddress {
  street1: string;
  street2?: string;
  city: string;
  postcode: string;
  country: string;
}

/** What {@link SibsClient.createCheckout} needs. */
export interface SibsCheckoutInput {
  /** The shop's unique id of this attempt (`merchant.merchantTransactionId`; the shop uses the `pay_…` id). */
  merchantTransactionId: string;
  /** Amount to charge, integer EUR cents (> 0). */
  amountCents: number;
  /** `transaction.description` (SIBS docs: at most 70 characters; longer text is cut). */
  description: string;
  /** Methods offered (at least one). CARD needs `customer` (integrations.md §1). */
  methods: SibsMethod[];
  customer: {
    name: string;
    email: string;
    language: "en" | "pt" | "es";
    billingAddress?: SibsAddress;
    shippingAddress?: SibsAddress;
  };
  /** Multibanco window → `transaction.paymentReference` (min = max = the amount). */
  multibanco?: { expiresAt: Date; startsAt?: Date; entity?: string };
  /** `merchant.shopURL`. */
  shopUrl?: string;
}

/** A created checkout. */
export interface SibsCheckout {
  /** SIBS's `transactionID`. */
  transactionId: string;
  /** For the per-transaction calls (`Authorization: Digest …`); keep it server-side. */
  transactionSignature: string;
  /** For the hosted form's `spg-context` attribute. */
  formContext: string;
  raw: unknown;
}

/** Answer of {@link SibsClient.mbwayPurchase}: usually `Pending` (the customer approves in the app). */
export interface SibsMbwayResult {
  paymentStatus: SibsPaymentStatus;
  returnStatus: SibsReturnStatus;
  raw: unknown;
}

/** A Multibanco reference to show the customer. */
export interface SibsReference {
  /** 5-digit entity. */
  entity: string;
  /** 9-digit reference. */
  reference: string;
  /** Amount to pay, integer EUR cents. */
  amountCents: number;
  expiresAt: Date;
  /** SIBS's `paymentReference.status` (e.g. `UNPAID`) [L]. */
  status?: string;
  /** The transaction's `paymentStatus` when SIBS gave one. */
  paymentStatus?: SibsPaymentStatus;
  raw: unknown;
}

/** The truth about one transaction (`GET /payments/{id}/status`, the source of truth [C]). */
export interface SibsStatus {
  paymentStatus: SibsPaymentStatus;
  /** e.g. CARD, MBWAY, REFERENCE; absent before the customer picked one. */
  paymentMethod?: string;
  /** e.g. PURS. */
  paymentType?: string;
  /** Integer EUR cents. */
  amountCents: number;
  transactionId: string;
  merchantTransactionId?: string;
  transactionDateTime?: Date;
  returnStatus: SibsReturnStatus;
  paymentReference?: { entity: string; reference: string; amountCents?: number; expiresAt?: Date; status?: string };
  raw: unknown;
}

/** What a cancellation or refund needs. */
export interface SibsBackOfficeInput {
  /** Amount to cancel or refund, integer EUR cents (> 0; partial allowed). */
  amountCents: number;
  /** A new unique merchant id for this operation. */
  merchantTransactionId: string;
  /** When the original transaction happened (`originalTransaction.datetime`). */
  originalDatetime: Date | string;
  /** `transaction.description`; default "Cancellation" / "Refund". */
  description?: string;
}

/** SIBS's answer to a cancellation or refund: the operation's own transaction. */
export interface SibsBackOfficeResult {
  /** The operation's own `transactionID` (not the original's). */
  transactionId?: string;
  paymentStatus?: SibsPaymentStatus;
  returnStatus: SibsReturnStatus;
  /** Integer EUR cents, when SIBS echoed it. */
  amountCents?: number;
  raw: unknown;
}

/** Connection settings: issued at SIBS onboarding (token, Client-Id, terminal), or a simulator's `apiUrl`/`token`/`clientId`. */
export interface SibsClientOptions {
  /** API base without trailing slash, e.g. {@link SIBS_TEST_API_URL} or a simulator's `apiUrl`. */
  baseUrl: string;
  /** Backoffice AuthToken, sent as `Authorization: Bearer <token>` (a leading "Bearer " is accepted). */
  token: string;
  /** `X-IBM-Client-Id`. */
  clientId: string;
  /** `merchant.terminalId` (a number issued at onboarding). */
  terminalId: number;
  /** Time limit of each request in ms; default 10 000. */
  timeoutMs?: number;
  /** fetch implementation; default the global one. */
  fetch?: typeof fetch;
  /** Widget script URL without `?id`; default {@link SIBS_TEST_WIDGET_URL}. */
  widgetBaseUrl?: string;
  /** Clock for `transactionTimestamp`; default the wall clock. */
  now?: () => Date;
}

// ---------------------------------------------------------------- helpers

/**
 * An E.164 phone number → the MB WAY alias SIBS takes, `<country code>#<national number>`
 * ("+351912345678" → "351#912345678"; integrations.md §1 "MB WAY" [L]). Spaces and dashes are
 * ignored; a value already in `351#…` form is checked and returned.
 * @throws Invalid (field `phone`, code `MBWAY_PHONE_INVALID`) when it is not a valid number
 */
export function toSibsPhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, "");
  const hashed = /^(\d{1,3})#(\d{4,14})$/.exec(compact);
  const e164 = hashed ? `+${hashed[1]}${hashed[2]}` : compact;
  const parsed = e164.startsWith("+") ? parsePhoneNumberFromString(e164) : undefined;
  if (!parsed?.isValid())
    throw new Invalid(`Not a valid MB WAY phone number: ${phone}`, "phone", "MBWAY_PHONE_INVALID");
  return `${parsed.countryCallingCode}#${parsed.nationalNumber}`;
}

function isoTimestamp(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new TypeError(`Not a date: ${String(value)}`);
  return date.toISOString();
}

function eurAmount(cents: number, field: string): { value: number; currency: "EUR" } {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new Invalid(`${field} must be a positive integer (cents)`, field);
  return { value: centsToEuros(cents), currency: "EUR" };
}

function optionalDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function cleanAddress(a: SibsAddress | undefined) {
  if (!a) return undefined;
  // Lengths as the fenixedu client cuts them (street 50, city 35, postcode 16) [L].
  return {
    street1: a.street1.slice(0, 50),
    ...(a.street2 ? { street2: a.street2.slice(0, 50) } : {}),
    city: a.city.slice(0, 35),
    postcode: a.postcode.slice(0, 16),
    country: a.country.toUpperCase(),
  };
}

type Auth = { kind: "bearer" } | { kind: "digest"; signature: string };

/**
 * The SIBS Gateway client. Each method makes one HTTP call with its own timeout and no retries (the
 * caller's job queue retries {@link SibsUnavailableError}).
 */
export class SibsClient {
  readonly baseUrl: string;
  readonly terminalId: number;
  readonly timeoutMs: number;
  readonly widgetBaseUrl: string;
  readonly #token: string;
  readonly #clientId: string;
  readonly #fetch: typeof fetch;
  readonly #now: () => Date;

  /**
   * @throws TypeError when baseUrl / widgetBaseUrl is not an http(s) URL, token or clientId is empty,
   *   terminalId is not a positive integer, or timeoutMs is not > 0
   */
  constructor(options: SibsClientOptions) {
    const base = new URL(options.baseUrl); // TypeError when malformed
    if (!/^https?:$/.test(base.protocol)) throw new TypeError(`baseUrl must be http(s): ${options.baseUrl}`);
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.widgetBaseUrl = options.widgetBaseUrl ?? SIBS_TEST_WIDGET_URL;
    new URL(this.widgetBaseUrl);
    this.#token = options.token.replace(/^Bearer\s+/i, "");
    this.#clientId = options.clientId;
    if (!this.#token || !this.#clientId) throw new TypeError("token and clientId are required");
    if (!Number.isSafeInteger(options.terminalId) || options.terminalId <= 0) {
      throw new TypeError(`terminalId must be a positive integer, got ${options.terminalId}`);
    }
    this.terminalId = options.terminalId;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SIBS_TIMEOUT_MS;
    if (!(this.timeoutMs > 0)) throw new TypeError(`timeoutMs must be > 0, got ${this.timeoutMs}`);
    this.#fetch = options.fetch ?? fetch;
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * The hosted form's script URL for one checkout: `<widgetBaseUrl>?id=<transactionId>` [C]. The page
   * then renders `<form class="paymentSPG" spg-context="<formContext>" spg-config='{…}'>`.
   */
  widgetScriptUrl(transactionId: string): string {
    return `${this.widgetBaseUrl}?id=${encodeURIComponent(transactionId)}`;
  }

  /**
   * Creates a checkout: `POST /payments` with Bearer + Client-Id (integrations.md §1 "Create
   * checkout" [C]). Body: `merchant{terminalId, channel:"web", merchantTransactionId,
   * transactionDescription, shopURL?}`, `customer.customerInfo{customerName, customerEmail,
   * customerLanguage, billingAddress?, shippingAddress?}`, `transaction{transactionTimestamp,
   * description, moto:false, paymentType:"PURS", paymentMethod[], amount{value (euros), currency:"EUR"},
   * paymentReference?{initialDatetime, finalDatetime, minAmount, maxAmount, entity?}}`.
   * @returns transactionId, transactionSignature, formContext and the raw answer
   * @throws Invalid for a bad amount (not positive integer cents) or no methods
   * @throws SibsRequestError for HTTP 4xx, or a `returnStatus.statusCode` other than "000"
   * @throws SibsUnavailableError for 429/5xx, network, timeout, or a body without the three ids
   */
  async createCheckout(input: SibsCheckoutInput): Promise<SibsCheckout> {
    const amount = eurAmount(input.amountCents, "amountCents");
    if (input.methods.length === 0) throw new Invalid("At least one payment method is required", "methods");
    const now = this.#now();
    const body = {
      merchant: {
        terminalId: this.terminalId,
        channel: "web",
        merchantTransactionId: input.merchantTransactionId,
        transactionDescription: input.description.slice(0, 70),
        ...(input.shopUrl ? { shopURL: input.shopUrl } : {}),
      },
      customer: {
        customerInfo: {
          customerName: input.customer.name.slice(0, 45), // fenixedu: names are limited to 45 characters [L]
          customerEmail: input.customer.email,
          customerLanguage: input.customer.language,
          ...(input.customer.billingAddress ? { billingAddress: cleanAddress(input.customer.billingAddress) } : {}),
          ...(input.customer.shippingAddress ? { shippingAddress: cleanAddress(input.customer.shippingAddress) } : {}),
        },
      },
      transaction: {
        transactionTimestamp: now.toISOString(),
        description: input.description.slice(0, 70),
        moto: false,
        paymentType: "PURS",
        paymentMethod: [...input.methods],
        amount,
        ...(input.multibanco
          ? {
              paymentReference: {
                initialDatetime: isoTimestamp(input.multibanco.startsAt ?? now),
                finalDatetime: isoTimestamp(input.multibanco.expiresAt),
                maxAmount: amount,
                minAmount: amount,
                ...(input.multibanco.entity ? { entity: input.multibanco.entity } : {}),
              },
            }
          : {}),
      },
    };
    const { data, raw } = await this.#call(
      "createCheckout",
      "POST",
      "/payments",
      { kind: "bearer" },
      body,
      checkoutResponseSchema,
    );
    if (data.returnStatus.statusCode !== "000") {
      throw new SibsRequestError("createCheckout", 200, data.returnStatus, JSON.stringify(raw));
    }
    if (!data.transactionID || !data.transactionSignature || !data.formContext) {
      throw new SibsUnavailableError(
        "createCheckout",
        "invalid-body",
        "transactionID, transactionSignature or formContext missing",
        200,
      );
    }
    return {
      transactionId: data.transactionID,
      transactionSignature: data.transactionSignature,
      formContext: data.formContext,
      raw,
    };
  }

  /**
   * Sends an MB WAY payment request to the customer's phone: `POST /payments/{id}/mbway-id/purchase`
   * with `Authorization: Digest <signature>` and body `{"customerPhone":"351#912345678"}` [L].
   * The outcome arrives later (webhook, or {@link getStatus}); a non-"000" returnStatus here (e.g.
   * E0501 invalid data, E0504/E0506 unknown alias, sandbox codes [C]) is returned, not thrown.
   * @param phone E.164 (`+351912345678`) or SIBS form (`351#912345678`), see {@link toSibsPhone}
   * @throws Invalid when the phone number is not valid
   * @throws SibsRequestError for HTTP 4xx (e.g. 401 wrong signature)
   * @throws SibsUnavailableError for 429/5xx, network, timeout, invalid body
   */
  async mbwayPurchase(transactionId: string, transactionSignature: string, phone: string): Promise<SibsMbwayResult> {
    const customerPhone = toSibsPhone(phone);
    const { data, raw } = await this.#call(
      "mbwayPurchase",
      "POST",
      `/payments/${encodeURIComponent(transactionId)}/mbway-id/purchase`,
      { kind: "digest", signature: transactionSignature },
      { customerPhone },
      mbwayResponseSchema,
    );
    return { paymentStatus: data.paymentStatus, returnStatus: data.returnStatus, raw };
  }

  /**
   * Issues the Multibanco reference: `POST /payments/{id}/service-reference/generate`, Digest auth,
   * body `{}`; answer `paymentReference{entity, reference, amount, status, expireDate}` [L].
   * @returns entity, reference, amount in cents, expiry (a Date), SIBS's reference status
   * @throws SibsRequestError for HTTP 4xx or a non-"000" returnStatus
   * @throws SibsUnavailableError for 429/5xx, network, timeout, or no usable paymentReference
   */
  async generateReference(transactionId: string, transactionSignature: string): Promise<SibsReference> {
    const { data, raw } = await this.#call(
      "generateReference",
      "POST",
      `/payments/${encodeURIComponent(transactionId)}/service-reference/generate`,
      { kind: "digest", signature: transactionSignature },
      {},
      generateResponseSchema,
    );
    if (data.returnStatus.statusCode !== "000") {
      throw new SibsRequestError("generateReference", 200, data.returnStatus, JSON.stringify(raw));
    }
    const ref = data.paymentReference;
    const expiresAt = optionalDate(ref?.expireDate);
    if (!ref || ref.amount === undefined || !expiresAt) {
      throw new SibsUnavailableError("generateReference", "invalid-body", "paymentReference incomplete", 200);
    }
    return {
      entity: ref.entity,
      reference: ref.reference,
      amountCents: ref.amount.value,
      expiresAt,
      status: ref.status,
      paymentStatus: data.paymentStatus,
      raw,
    };
  }

  /**
   * The transaction's current state: `GET /payments/{id}/status`, Bearer + Client-Id; idempotent, the
   * source of truth and the fallback when no webhook arrives [C]. A non-"000" returnStatus (e.g.
   * E0612 for an expired reference) comes back in `returnStatus`, not thrown.
   * @throws SibsRequestError for HTTP 4xx (404 unknown transaction, 401, 403)
   * @throws SibsUnavailableError for 429/5xx, network, timeout, invalid body (incl. an unknown paymentStatus)
   */
  async getStatus(transactionId: string): Promise<SibsStatus> {
    const { data, raw } = await this.#call(
      "getStatus",
      "GET",
      `/payments/${encodeURIComponent(transactionId)}/status`,
      { kind: "bearer" },
      undefined,
      statusResponseSchema,
    );
    const ref = data.paymentReference;
    return {
      paymentStatus: data.paymentStatus,
      paymentMethod: data.paymentMethod,
      paymentType: data.paymentType,
      amountCents: data.amount.value,
      transactionId: data.transactionID,
      merchantTransactionId: data.merchant?.merchantTransactionId ?? data.merchant?.transactionId,
      transactionDateTime: optionalDate(data.transactionDateTime),
      returnStatus: data.returnStatus,
      ...(ref
        ? {
            paymentReference: {
              entity: ref.entity,
              reference: ref.reference,
              amountCents: ref.amount?.value,
              expiresAt: optionalDate(ref.expireDate),
              status: ref.status,
            },
          }
        : {}),
      raw,
    };
  }

  /**
   * Cancels (voids) a transaction, fully or partly: `POST /payments/{id}/cancellation`, Bearer +
   * Client-Id. Body `merchant{terminalId, channel, merchantTransactionId}`, `transaction{
   * transactionTimestamp, description, amount, originalTransaction{id, datetime}}`
   * (docs.pay.sibs.com/transaction-types/cancellation [C]; fenixedu puts originalTransaction at the
   * top level [L]).
   * @throws Invalid for a bad amount
   * @throws SibsRequestError for HTTP 4xx or a non-"000" returnStatus
   * @throws SibsUnavailableError for 429/5xx, network, timeout, invalid body
   */
  cancel(transactionId: string, input: SibsBackOfficeInput): Promise<SibsBackOfficeResult> {
    return this.#backOffice("cancel", "cancellation", transactionId, input, "Cancellation");
  }

  /**
   * Refunds a successful purchase, fully or partly: `POST /payments/{id}/refund`, Bearer + Client-Id,
   * body as {@link cancel}. [?] in integrations.md ("analogous, shape not confirmed");
   * docs.pay.sibs.com/transaction-types/refund shows this shape.
   * @throws Invalid for a bad amount
   * @throws SibsRequestError for HTTP 4xx or a non-"000" returnStatus (e.g. more than what is left)
   * @throws SibsUnavailableError for 429/5xx, network, timeout, invalid body
   */
  refund(transactionId: string, input: SibsBackOfficeInput): Promise<SibsBackOfficeResult> {
    return this.#backOffice("refund", "refund", transactionId, input, "Refund");
  }

  async #backOffice(
    operation: string,
    path: string,
    transactionId: string,
    input: SibsBackOfficeInput,
    defaultDescription: string,
  ): Promise<SibsBackOfficeResult> {
    const body = {
      merchant: { terminalId: this.terminalId, channel: "web", merchantTransactionId: input.merchantTransactionId },
      transaction: {
        transactionTimestamp: this.#now().toISOString(),
        description: (input.description ?? defaultDescription).slice(0, 70),
        amount: eurAmount(input.amountCents, "amountCents"),
        originalTransaction: { id: transactionId, datetime: isoTimestamp(input.originalDatetime) },
      },
    };
    const { data, raw } = await this.#call(
      operation,
      "POST",
      `/payments/${encodeURIComponent(transactionId)}/${path}`,
      { kind: "bearer" },
      body,
      backOfficeResponseSchema,
    );
    if (data.returnStatus.statusCode !== "000") {
      throw new SibsRequestError(operation, 200, data.returnStatus, JSON.stringify(raw));
    }
    return {
      transactionId: data.transactionID,
      paymentStatus: data.paymentStatus,
      returnStatus: data.returnStatus,
      amountCents: data.amount?.value,
      raw,
    };
  }

  /** One HTTP call: headers, timeout, error mapping, JSON + schema check. */
  async #call<S extends z.ZodType>(
    operation: string,
    method: "GET" | "POST",
    path: string,
    auth: Auth,
    body: unknown,
    schema: S,
  ): Promise<{ data: z.output<S>; raw: unknown }> {
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: auth.kind === "bearer" ? `Bearer ${this.#token}` : `Digest ${auth.signature}`,
      "x-ibm-client-id": this.#clientId,
    };
    if (body !== undefined) headers["content-type"] = "application/json";
    let response: Response;
    let text: string;
    try {
      response = await this.#fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = error instanceof Error ? error.name : "";
      if (name === "TimeoutError" || name === "AbortError") {
        throw new SibsUnavailableError(operation, "timeout", `no answer within ${this.timeoutMs} ms`);
      }
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      throw new SibsUnavailableError(
        operation,
        "network",
        `${error instanceof Error ? error.message : String(error)}${cause}`,
      );
    }
    let raw: unknown;
    try {
      raw = text ? JSON.parse(text) : undefined;
    } catch {
      raw = undefined;
    }
    if (response.status === 429 || response.status >= 500) {
      throw new SibsUnavailableError(operation, "http", `HTTP ${response.status}`, response.status);
    }
    if (!response.ok) {
      const returnStatus = anyReturnStatusSchema.safeParse(raw);
      throw new SibsRequestError(
        operation,
        response.status,
        returnStatus.success ? returnStatus.data.returnStatus : undefined,
        text,
      );
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      // a refusal in the body (non-"000" returnStatus) without the success fields is SIBS saying no
      const refusal = anyReturnStatusSchema.safeParse(raw);
      if (refusal.success && refusal.data.returnStatus.statusCode !== "000") {
        throw new SibsRequestError(operation, response.status, refusal.data.returnStatus, text);
      }
      const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join(", ");
      throw new SibsUnavailableError(operation, "invalid-body", issues, response.status);
    }
    return { data: parsed.data, raw };
  }
}
