/**
 * A local stand-in for the SIBS Gateway (SPG), started in-process for dev and tests (DESIGN rule 7,
 * `SIBS_MODE=simulator`): an HTTP server on 127.0.0.1 that speaks the same API as ./client.ts,
 * serves a widget script and hosted card form, and sends encrypted webhooks. State is in memory
 * (it stands in for an outside service, so the shop's "no in-memory state" rule does not apply).
 *
 * Facts it follows are integrations.md §1 (sources there): paths under `apiUrl`
 * (`…/sibs/spg/v2`, `/api/v2` also answers) —
 * - `POST /payments` (Bearer + X-IBM-Client-Id) → `returnStatus`, `transactionID`,
 *   `transactionSignature`, `formContext`, `amount`, `merchant`, `paymentMethodList`;
 * - `POST /payments/{id}/mbway-id/purchase` and `…/service-reference/generate`
 *   (`Authorization: Digest <transactionSignature>`);
 * - `GET /payments/{id}/status` (and `GET /payments/status?merchantTransactionId=` [L]);
 * - `POST /payments/{id}/cancellation` and `…/refund` (Bearer; `originalTransaction` read from
 *   `transaction` or the top level).
 * Credentials: a wrong or missing X-IBM-Client-Id → 403, a wrong Bearer token or Digest → 401
 * (integrations.md §1 "HTTP errors" [C]). Status codes the docs do not give are the simulator's own
 * and start with `SIM` (e.g. `SIM400` for a malformed body, `SIM_CARD_DECLINED`).
 *
 * Behaviour (sandbox codes [C]: MB WAY E0500/E0501/E0113/E0504/E0506, Multibanco E0612/E0613):
 * - Card, through the hosted form only: the SIBS test cards (4176660000000100/597 challenge,
 *   4761340000000035/536 no 3DS, 5185520050000010/001 challenge, 5204740000001002/100 frictionless,
 *   5206361000001351/536 no 3DS). They are documented to expire 12/25; today is after that, so any
 *   expiry ≥ 12/25 is accepted. Challenge cards ask for the 3DS code 123456 (a wrong one declines).
 *   Any other Luhn-valid number, a wrong CVV or an expiry before 12/25 → Declined.
 * - MB WAY: purchase → Pending; then `control.approveMbway` / `declineMbway`, `mbwayAutoApproveMs`,
 *   or the phone rules {@link MBWAY_PHONE_RULES} (by the national number's last four digits).
 * - Multibanco: generate → entity (5 digits), reference (9 digits), amount, `expireDate` = the
 *   checkout's `paymentReference.finalDatetime` (default now + 3 days); paid by control; past its
 *   expiry (checked lazily, or `control.expireReference`) → `Expired` (or `Declined` with option
 *   `expiredReferenceStatus`) with returnStatus E0612.
 * - Cancellation of a Pending transaction makes it Declined; of a Success it is recorded (the
 *   purchase stays Success). Refund needs Success and at most the amount not yet refunded/cancelled.
 *   Each creates its own transaction (paymentType `CNCL` / `RFND`, the simulator's names [?]) with
 *   its own status.
 * - Webhooks: each status change (and each reference generation, as SIBS's examples show) becomes a
 *   notification with a unique `notificationID`, AES-256-GCM-encrypted (./webhook.ts) and POSTed
 *   as text/plain to `webhookUrl`, retried with backoff until HTTP 200 whose JSON acks the same
 *   `notificationID`. Deliveries run one at a time in order; retries wait their turn.
 *
 * Control (in-process as `sim.control`, over HTTP under `/__sim/`, and as buttons on `GET /__sim/`):
 * see {@link SibsSimulatorControl} and the route list in {@link startSibsSimulator}.
 */
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { centsToEuros, eurosToCents } from "./amount.ts";
import type { SibsPaymentStatus, SibsReturnStatus } from "./client.ts";
import * as pages from "./simulator-pages.ts";
import { encryptNotification, generateWebhookSecret, SIBS_IV_HEADER, SIBS_TAG_HEADER } from "./webhook.ts";

/** Bearer token the simulator accepts when none is given. */
export const SIBS_SIMULATOR_TOKEN = "sibs-simulator-token";
/** X-IBM-Client-Id the simulator accepts when none is given. */
export const SIBS_SIMULATOR_CLIENT_ID = "sibs-simulator-client-id";
/** A terminal id for dev and tests (the simulator accepts any positive one). */
export const SIBS_SIMULATOR_TERMINAL_ID = 50000;
/** Multibanco entity used when the checkout names none (a made-up 5-digit number). */
export const SIBS_SIMULATOR_ENTITY = "12345";
/** The API's base path, as on the test host (integrations.md §1 [C]). */
export const SIBS_SIMULATOR_BASE_PATH = "/sibs/spg/v2";
/** The 3-D Secure code the challenge accepts (SIBS test-card docs [C]). */
export const SIBS_TEST_3DS_CODE = "123456";

/** A SIBS test card (integrations.md §1 "Test cards" [C]; documented expiry 12/25). */
export interface SibsTestCard {
  number: string;
  cvv: string;
  brand: "VISA" | "MASTERCARD";
  threeDS: "challenge" | "frictionless" | "none";
}

/** The five documented test cards. */
export const SIBS_TEST_CARDS: readonly SibsTestCard[] = Object.freeze([
  { number: "4176660000000100", cvv: "597", brand: "VISA", threeDS: "challenge" },
  { number: "4761340000000035", cvv: "536", brand: "VISA", threeDS: "none" },
  { number: "5185520050000010", cvv: "001", brand: "MASTERCARD", threeDS: "challenge" },
  { number: "5204740000001002", cvv: "100", brand: "MASTERCARD", threeDS: "frictionless" },
  { number: "5206361000001351", cvv: "536", brand: "MASTERCARD", threeDS: "none" },
]);

/** Earliest accepted expiry of the test cards, as year × 12 + month: their documented 12/25. */
const TEST_CARD_MIN_EXPIRY = 2025 * 12 + 12;

/**
 * Deterministic MB WAY outcomes for people trying the demo, by the last four digits of the
 * national number (no MB WAY test numbers are published [?]; the codes are SIBS's sandbox codes [C]).
 * `later` outcomes happen `mbwayRuleDelayMs` after the purchase (which answers Pending); `now`
 * outcomes answer the purchase itself with Declined. Any other number stays Pending until approved
 * or declined by control (or `mbwayAutoApproveMs`).
 */
export const MBWAY_PHONE_RULES: ReadonlyArray<{
  suffix: string;
  outcome: "approve" | "decline" | "timeout";
  code?: string;
  when: "later" | "now";
}> = Object.freeze([
  { suffix: "0000", outcome: "approve", when: "later" },
  { suffix: "0500", outcome: "decline", code: "E0500", when: "later" },
  { suffix: "0113", outcome: "decline", code: "E0113", when: "later" },
  { suffix: "0408", outcome: "timeout", when: "later" },
  { suffix: "0501", outcome: "decline", code: "E0501", when: "now" },
  { suffix: "0504", outcome: "decline", code: "E0504", when: "now" },
  { suffix: "0506", outcome: "decline", code: "E0506", when: "now" },
]);

/** Sandbox return codes with their meaning (integrations.md §1 [C]). */
export const SIBS_SANDBOX_CODES: Readonly<Record<string, string>> = Object.freeze({
  E0500: "MB WAY payment rejected by the holder",
  E0501: "MB WAY invalid data",
  E0113: "MB WAY insufficient funds",
  E0504: "MB WAY alias bad",
  E0506: "MB WAY alias unknown",
  E0612: "Payment reference is cancelled",
  E0613: "Payment reference already paid",
});

/** A fault for the next server calls: an HTTP status, or no answer at all. */
export type SibsSimulatorFault = "429" | "500" | "503" | "hang";

/** Minimal logger (pino's fits). */
export interface SibsSimulatorLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** Settings of {@link startSibsSimulator}; all optional. Times in ms. */
export interface SibsSimulatorOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Bearer token to accept; default {@link SIBS_SIMULATOR_TOKEN}. */
  token?: string;
  /** X-IBM-Client-Id to accept; default {@link SIBS_SIMULATOR_CLIENT_ID}. */
  clientId?: string;
  /** Where webhooks go; none = no webhooks (notifications are still recorded for redelivery). */
  webhookUrl?: string;
  /** Base64 32-byte key for webhooks; default a fresh random one (see `sim.webhookSecret`). */
  webhookSecret?: string;
  /** Approve every MB WAY purchase after this many ms (unless a phone rule applies); default never. */
  mbwayAutoApproveMs?: number;
  /** Delay of the `later` phone rules, ms; default 1500. */
  mbwayRuleDelayMs?: number;
  /** Clock for timestamps and reference expiry; default the wall clock. */
  now?: () => Date;
  log?: SibsSimulatorLogger;
  /** Waits between webhook attempts, ms (the last repeats); default [250, 500, 1000, 2000, 4000]. */
  webhookRetryDelaysMs?: number[];
  /** Attempts per notification before giving up; default 10. */
  webhookMaxAttempts?: number;
  /** Time limit of one webhook POST, ms; default 5000. */
  webhookTimeoutMs?: number;
  /** paymentStatus of an expired reference: "Expired" (default, [L]) or "Declined" (the sandbox's "Failed" [C]). */
  expiredReferenceStatus?: "Expired" | "Declined";
  /** How long the hosted form shows its result before the widget redirects, ms; default 1500. */
  formRedirectDelayMs?: number;
}

/** One transaction as the simulator holds it (a copy; dates are Date objects). */
export interface SimTransaction {
  transactionId: string;
  transactionSignature: string;
  formContext: string;
  kind: "payment" | "cancellation" | "refund";
  /** For cancellations and refunds: the transaction they act on. */
  originalTransactionId?: string;
  merchantTransactionId: string;
  terminalId: number;
  /** Integer EUR cents. */
  amountCents: number;
  description: string;
  /** Methods offered at checkout. */
  methods: string[];
  /** The method used, once the customer picked one. */
  paymentMethod?: string;
  paymentType: string;
  paymentStatus: SibsPaymentStatus;
  returnStatus: SibsReturnStatus;
  createdAt: Date;
  updatedAt: Date;
  language?: string;
  reference?: {
    entity: string;
    reference: string;
    amountCents: number;
    expiresAt: Date;
    status: "UNPAID" | "PAID" | "EXPIRED" | "CANCELLED";
  };
  mbwayPhone?: string;
  card?: { brand: string; last4: string; challenge: boolean };
  /** Integer EUR cents refunded / cancelled so far (payments only). */
  refundedCents: number;
  cancelledCents: number;
  /** Ids of this payment's cancellation and refund transactions. */
  operations: string[];
  /** Every notification made for this transaction (plaintext JSON, in order). */
  notifications: Record<string, unknown>[];
}

/** One webhook notification's delivery. */
export interface WebhookDeliveryRecord {
  deliveryId: number;
  notificationID: string;
  transactionId: string;
  paymentStatus: string;
  /** True when queued by `redeliverWebhook`. */
  redelivery: boolean;
  attempts: number;
  state: "pending" | "acked" | "failed";
  lastError?: string;
}

/** A control call that does not fit the transaction's state (HTTP 404 or 409 on `/__sim/`). */
export class SibsSimulatorError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "SibsSimulatorError";
    this.status = status;
    this.code = code;
  }
}

/**
 * Drives the simulator as the customer, the bank or the network would. Each method returns the
 * transaction after the change.
 */
export interface SibsSimulatorControl {
  /** The customer approves the MB WAY request → Success. @throws SibsSimulatorError 404 / 409 (not an MB WAY Pending transaction) */
  approveMbway(transactionId: string): SimTransaction;
  /** The MB WAY request fails with `code` (default E0500, rejected by holder) → Declined. @throws SibsSimulatorError 404 / 409 */
  declineMbway(transactionId: string, code?: string): SimTransaction;
  /** The customer pays the Multibanco reference → Success. @throws SibsSimulatorError 404 / 409 (none, paid, expired: E0612) */
  payReference(transactionId: string): SimTransaction;
  /** The reference's deadline passes → Expired (or Declined), E0612. @throws SibsSimulatorError 404 / 409 */
  expireReference(transactionId: string): SimTransaction;
  /**
   * Sends the transaction's notifications again, same `notificationID`s, each `times` times
   * (default 1), in shuffled order when `shuffle`, to test duplicate and out-of-order delivery.
   * @returns how many deliveries were queued (0 when there is no webhookUrl)
   * @throws SibsSimulatorError 404
   */
  redeliverWebhook(transactionId: string, options?: { times?: number; shuffle?: boolean }): number;
  /**
   * The next `n` server API calls fail with `fault` (default "500"); 0 heals. With `match`, only
   * calls whose path or body contains that text count (e.g. an order number, which the checkout's
   * description carries), so a fault meant for one test's order never hits another's; each match
   * keeps its own count (several at once), and the unmatched fault goes first.
   */
  failNext(n: number, fault?: SibsSimulatorFault, match?: string): void;
  /** All transactions, newest first. */
  transactions(): SimTransaction[];
  /** One transaction, or undefined. */
  transaction(transactionId: string): SimTransaction | undefined;
  /** Every webhook delivery so far, oldest first. */
  deliveries(): WebhookDeliveryRecord[];
  /** Resolves once no webhook delivery is pending (acked or given up). */
  webhooksIdle(): Promise<void>;
}

/** A running simulator. */
export interface SibsSimulator {
  /** `http://127.0.0.1:<port>`, no trailing slash: the origin the shop's CSP must allow (script-src, frame-src). */
  url: string;
  /** API base for `SibsClient.baseUrl`: `<url>/sibs/spg/v2`. */
  apiUrl: string;
  /** Widget script URL without `?id` (for `SibsClient.widgetBaseUrl`). */
  widgetUrl: string;
  /** The accepted Bearer token and Client-Id. */
  token: string;
  clientId: string;
  /** Base64 32-byte key the webhooks are encrypted with. */
  webhookSecret: string;
  /** Changes (or with undefined, stops) the webhook target. */
  setWebhookUrl(url: string | undefined): void;
  control: SibsSimulatorControl;
  /** Stops timers and deliveries, stops listening and drops open (e.g. hanging) connections. */
  close(): Promise<void>;
}

// ---------------------------------------------------------------- internals

interface Tx extends SimTransaction {
  referenceWindow?: { final?: Date; entity?: string };
  timer?: ReturnType<typeof setTimeout>;
}

interface DeliveryJob {
  record: WebhookDeliveryRecord;
  notification: Record<string, unknown>;
}

const OK: SibsReturnStatus = { statusCode: "000", statusMsg: "Success", statusDescription: "Success" };
const FINAL = new Set<SibsPaymentStatus>(["Success", "Declined", "Error", "Timeout", "Expired"]);
const ALPHANUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomId(length = 20): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const b of bytes) id += ALPHANUM[b % ALPHANUM.length];
  return id;
}

function declined(code: string, description: string): SibsReturnStatus {
  return { statusCode: code, statusMsg: "Declined", statusDescription: description };
}

/** Luhn (ISO/IEC 7812-1) check digit test. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY", "MM / YY", "MMYY" or "MM/YYYY" → year × 12 + month, or null. */
function parseExpiry(value: string): number | null {
  const m = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return year * 12 + month;
}

const dateText = z.string().refine((s) => !Number.isNaN(new Date(s).getTime()), { message: "not a date-time" });
const amountIn = z.object({ value: z.union([z.number(), z.string()]), currency: z.literal("EUR") }).loose();
const terminalIdIn = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);

const checkoutRequest = z
  .object({
    merchant: z
      .object({
        terminalId: terminalIdIn,
        channel: z.string().min(1),
        merchantTransactionId: z.string().min(1).max(255),
        transactionDescription: z.string().optional(),
        shopURL: z.string().optional(),
      })
      .loose(),
    customer: z
      .object({
        customerInfo: z
          .object({
            customerName: z.string().optional(),
            customerEmail: z.string().optional(),
            customerLanguage: z.string().optional(),
          })
          .loose(),
      })
      .loose()
      .optional(),
    transaction: z
      .object({
        transactionTimestamp: dateText,
        description: z.string().optional(),
        moto: z.boolean().optional(),
        paymentType: z.enum(["PURS", "AUTH"]),
        paymentMethod: z.array(z.enum(["CARD", "MBWAY", "REFERENCE"])).min(1),
        amount: amountIn,
        paymentReference: z
          .object({
            initialDatetime: dateText.optional(),
            finalDatetime: dateText.optional(),
            maxAmount: amountIn.optional(),
            minAmount: amountIn.optional(),
            entity: z
              .string()
              .regex(/^\d{5}$/)
              .optional(),
          })
          .loose()
          .optional(),
      })
      .loose(),
  })
  .loose()
  .refine((b) => !b.transaction.paymentMethod.includes("CARD") || b.customer?.customerInfo !== undefined, {
    message: "customer.customerInfo is required for CARD",
    path: ["customer"],
  });

const originalIn = z.object({ id: z.string().min(1), datetime: dateText }).loose();
const backOfficeRequest = z
  .object({
    merchant: z.object({ terminalId: terminalIdIn, merchantTransactionId: z.string().min(1) }).loose(),
    transaction: z
      .object({
        transactionTimestamp: dateText,
        description: z.string().optional(),
        amount: amountIn,
        originalTransaction: originalIn.optional(),
      })
      .loose(),
    originalTransaction: originalIn.optional(),
  })
  .loose();

const mbwayRequest = z.object({ customerPhone: z.string() }).loose();

function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`).join("; ");
}

function sendBody(
  res: ServerResponse,
  status: number,
  body: string,
  type: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    "content-type": type,
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(body),
    "x-content-type-options": "nosniff",
    ...headers,
  });
  res.end(body);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  sendBody(res, status, JSON.stringify(body), "application/json; charset=utf-8");
}

/** CSP of the hosted-form pages: only the simulator's own script and style; any page may frame them. */
const FORM_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors *";
const DEV_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function sendHtml(res: ServerResponse, status: number, html: string, csp = FORM_CSP) {
  sendBody(res, status, html, "text/html; charset=utf-8", {
    "content-security-policy": csp,
    "referrer-policy": "no-referrer",
  });
}

function readBody(req: IncomingMessage, limit = 1_000_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new SibsSimulatorError(413, "SIM413", "body too large"));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Form fields or JSON fields or query parameters, whichever the request carries. */
async function readParams(req: IncomingMessage, url: URL): Promise<Record<string, string>> {
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  if (req.method !== "POST") return params;
  const text = await readBody(req);
  const type = req.headers["content-type"] ?? "";
  if (type.includes("application/x-www-form-urlencoded")) {
    Object.assign(params, Object.fromEntries(new URLSearchParams(text)));
  } else if (text.trim()) {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      for (const [k, v] of Object.entries(json ?? {})) params[k] = String(v);
    } catch {
      throw new SibsSimulatorError(400, "SIM400", "body is not JSON");
    }
  }
  return params;
}

/**
 * Starts the simulator on 127.0.0.1.
 *
 * Routes: API under `/sibs/spg/v2` (and `/api/v2`); `GET /assets/js/widget.js?id=…`;
 * `GET /form/{id}` and `POST /form/{id}/{card|3ds|mbway|reference|continue}` (the hosted form);
 * control: `GET /__sim/` (dev page), `GET /__sim/transactions[/{id}]`, `GET /__sim/deliveries`,
 * `POST /__sim/transactions/{id}/mbway/approve`, `…/mbway/decline` (`code`),
 * `…/reference/pay`, `…/reference/expire`, `…/webhooks/redeliver` (`times`, `shuffle`),
 * `POST /__sim/fail-next` (`n`, `fault`, optional `match`), `POST /__sim/webhook-url` (`url`). Control parameters
 * come as query, JSON or form fields; JSON answers, or a 303 back to `/__sim/` for HTML forms.
 * @throws when the port cannot be bound, or webhookSecret is not a Base64 32-byte key
 */
export async function startSibsSimulator(options: SibsSimulatorOptions = {}): Promise<SibsSimulator> {
  const token = options.token ?? SIBS_SIMULATOR_TOKEN;
  const clientId = options.clientId ?? SIBS_SIMULATOR_CLIENT_ID;
  const webhookSecret = options.webhookSecret ?? generateWebhookSecret();
  encryptNotification("{}", webhookSecret); // fails early on a bad key
  const now = options.now ?? (() => new Date());
  const log = options.log;
  const retryDelays = options.webhookRetryDelaysMs?.length
    ? options.webhookRetryDelaysMs
    : [250, 500, 1000, 2000, 4000];
  const maxAttempts = options.webhookMaxAttempts ?? 10;
  const webhookTimeoutMs = options.webhookTimeoutMs ?? 5000;
  const ruleDelayMs = options.mbwayRuleDelayMs ?? 1500;
  const expiredStatus = options.expiredReferenceStatus ?? "Expired";
  const redirectDelayMs = options.formRedirectDelayMs ?? 1500;
  let webhookUrl = options.webhookUrl;

  const txs = new Map<string, Tx>();
  const usedReferences = new Set<string>();
  const fault = { remaining: 0, kind: "500" as SibsSimulatorFault };
  /** Faults with a `match`, by that text: several tests may each hold one at the same time. */
  const scopedFaults = new Map<string, { remaining: number; kind: SibsSimulatorFault }>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const closing = new AbortController();
  let closed = false;

  // ------------------------------------------------------------ webhooks
  const deliveries: WebhookDeliveryRecord[] = [];
  let deliveryChain: Promise<void> = Promise.resolve();
  let pendingDeliveries = 0;
  let idleWaiters: Array<() => void> = [];

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) fn();
    }, ms);
    timers.add(timer);
    return timer;
  };

  const finishDelivery = () => {
    pendingDeliveries -= 1;
    if (pendingDeliveries === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  };

  const attemptDelivery = async (job: DeliveryJob): Promise<void> => {
    const target = webhookUrl;
    if (closed || !target) {
      job.record.state = "failed";
      job.record.lastError = closed ? "simulator closed" : "no webhook URL";
      finishDelivery();
      return;
    }
    job.record.attempts += 1;
    const { notificationID } = job.record;
    try {
      const encrypted = encryptNotification(job.notification, webhookSecret);
      const response = await fetch(target, {
        method: "POST",
        headers: {
          "content-type": "text/plain",
          [SIBS_IV_HEADER]: encrypted.iv,
          [SIBS_TAG_HEADER]: encrypted.tag,
        },
        body: encrypted.body,
        signal: AbortSignal.any([AbortSignal.timeout(webhookTimeoutMs), closing.signal]),
      });
      const text = await response.text();
      let ackId: unknown;
      try {
        ackId = (JSON.parse(text) as { notificationID?: unknown })?.notificationID;
      } catch {
        ackId = undefined;
      }
      if (response.status === 200 && ackId === notificationID) {
        job.record.state = "acked";
        job.record.lastError = undefined;
        log?.info({ notificationID, attempts: job.record.attempts }, "sibs-sim webhook acknowledged");
        finishDelivery();
        return;
      }
      job.record.lastError = `HTTP ${response.status}${response.status === 200 ? " without the matching ack" : ""}`;
    } catch (error) {
      job.record.lastError = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
    if (closed || job.record.attempts >= maxAttempts) {
      job.record.state = "failed";
      log?.warn(
        { notificationID, attempts: job.record.attempts, error: job.record.lastError },
        "sibs-sim webhook given up",
      );
      finishDelivery();
      return;
    }
    const delay = retryDelays[Math.min(job.record.attempts - 1, retryDelays.length - 1)] ?? 1000;
    later(delay, () => enqueueAttempt(job));
  };

  const enqueueAttempt = (job: DeliveryJob) => {
    deliveryChain = deliveryChain.then(() => attemptDelivery(job));
  };

  const deliver = (tx: Tx, notification: Record<string, unknown>, redelivery: boolean) => {
    const record: WebhookDeliveryRecord = {
      deliveryId: deliveries.length + 1,
      notificationID: String(notification.notificationID),
      transactionId: tx.transactionId,
      paymentStatus: String(notification.paymentStatus),
      redelivery,
      attempts: 0,
      state: "pending",
    };
    deliveries.push(record);
    pendingDeliveries += 1;
    enqueueAttempt({ record, notification });
  };

  // ------------------------------------------------------------ transactions

  const referenceBody = (tx: Tx) =>
    tx.reference
      ? {
          reference: tx.reference.reference,
          entity: tx.reference.entity,
          amount: { value: centsToEuros(tx.reference.amountCents), currency: "EUR" },
          status: tx.reference.status,
          expireDate: tx.reference.expiresAt.toISOString(),
        }
      : undefined;

  /** The status inquiry body (qly ?p=29724 [C]; merchant as fenixedu reads it [L]). */
  const statusBody = (tx: Tx): Record<string, unknown> => ({
    returnStatus: tx.returnStatus,
    paymentStatus: tx.paymentStatus,
    ...(tx.paymentMethod ? { paymentMethod: tx.paymentMethod } : {}),
    transactionID: tx.transactionId,
    transactionDateTime: tx.updatedAt.toISOString(),
    amount: { value: centsToEuros(tx.amountCents), currency: "EUR" },
    merchant: { terminalId: tx.terminalId, merchantTransactionId: tx.merchantTransactionId },
    paymentType: tx.paymentType,
    ...(tx.reference ? { paymentReference: referenceBody(tx) } : {}),
    ...(tx.mbwayPhone ? { token: { tokenType: "MobilePhone", value: tx.mbwayPhone } } : {}),
    ...(tx.originalTransactionId ? { originalTransaction: { id: tx.originalTransactionId } } : {}),
  });

  /** Records a notification (webhook examples [C]: merchant.transactionId = the merchant's id) and sends it. */
  const notify = (tx: Tx) => {
    const notification: Record<string, unknown> = {
      ...statusBody(tx),
      merchant: {
        terminalId: tx.terminalId,
        transactionId: tx.merchantTransactionId,
        merchantName: "Fabrico (simulator)",
      },
      notificationID: randomUUID(),
    };
    tx.notifications.push(notification);
    if (webhookUrl) deliver(tx, notification, false);
  };

  const setStatus = (tx: Tx, status: SibsPaymentStatus, returnStatus: SibsReturnStatus) => {
    tx.paymentStatus = status;
    tx.returnStatus = returnStatus;
    tx.updatedAt = now();
    if (FINAL.has(status) && tx.timer) {
      clearTimeout(tx.timer);
      timers.delete(tx.timer);
      tx.timer = undefined;
    }
    log?.info({ transactionId: tx.transactionId, status, code: returnStatus.statusCode }, "sibs-sim status");
    notify(tx);
  };

  const view = (tx: Tx): SimTransaction => {
    const { referenceWindow: _w, timer: _t, ...rest } = tx;
    return structuredClone({ ...rest, notifications: tx.notifications });
  };

  const find = (id: string): Tx => {
    const tx = txs.get(id);
    if (!tx) throw new SibsSimulatorError(404, "SIM404", `Unknown transaction ${id}`);
    return tx;
  };

  const expireIfDue = (tx: Tx) => {
    if (tx.reference?.status === "UNPAID" && tx.paymentStatus === "Pending" && now() > tx.reference.expiresAt) {
      tx.reference.status = "EXPIRED";
      setStatus(tx, expiredStatus, declined("E0612", SIBS_SANDBOX_CODES.E0612!));
    }
  };

  const requirePending = (tx: Tx, what: string) => {
    if (tx.kind !== "payment") throw new SibsSimulatorError(409, "SIM409", `${tx.transactionId} is a ${tx.kind}`);
    if (tx.paymentStatus !== "Pending" && tx.paymentStatus !== "InProcessing") {
      throw new SibsSimulatorError(409, "SIM409", `${what}: transaction is ${tx.paymentStatus}`);
    }
  };

  const createCheckout = (body: unknown): { status: number; body: unknown } => {
    const parsed = checkoutRequest.safeParse(body);
    if (!parsed.success) {
      return {
        status: 400,
        body: {
          returnStatus: { statusCode: "SIM400", statusMsg: "Bad Request", statusDescription: issuesText(parsed.error) },
        },
      };
    }
    const { merchant, transaction, customer } = parsed.data;
    let amountCents: number;
    try {
      amountCents = eurosToCents(transaction.amount.value);
    } catch {
      amountCents = 0;
    }
    if (amountCents <= 0) {
      return {
        status: 400,
        body: {
          returnStatus: {
            statusCode: "SIM400",
            statusMsg: "Bad Request",
            statusDescription: "transaction.amount.value must be > 0 with at most 2 decimals",
          },
        },
      };
    }
    const duplicate = [...txs.values()].some((t) => t.merchantTransactionId === merchant.merchantTransactionId);
    if (duplicate) {
      return {
        status: 200,
        body: {
          returnStatus: {
            statusCode: "SIM_DUPLICATE",
            statusMsg: "Error",
            statusDescription: "merchantTransactionId already used",
          },
        },
      };
    }
    const created = now();
    const ref = transaction.paymentReference;
    const id = randomId();
    const tx: Tx = {
      transactionId: id,
      transactionSignature: `${Buffer.from(JSON.stringify({ txId: id, tc: merchant.terminalId })).toString("base64url")}.${randomBytes(32).toString("base64")}`,
      formContext: randomBytes(96).toString("base64"),
      kind: "payment",
      merchantTransactionId: merchant.merchantTransactionId,
      terminalId: merchant.terminalId,
      amountCents,
      description: transaction.description ?? merchant.transactionDescription ?? "",
      methods: [...new Set(transaction.paymentMethod)],
      ...(transaction.paymentMethod.length === 1 ? { paymentMethod: transaction.paymentMethod[0] } : {}),
      paymentType: transaction.paymentType,
      paymentStatus: "Pending",
      returnStatus: OK,
      createdAt: created,
      updatedAt: created,
      language: customer?.customerInfo.customerLanguage,
      refundedCents: 0,
      cancelledCents: 0,
      operations: [],
      notifications: [],
      referenceWindow: ref
        ? { final: ref.finalDatetime ? new Date(ref.finalDatetime) : undefined, entity: ref.entity }
        : undefined,
    };
    txs.set(id, tx);
    log?.info({ transactionId: id, merchantTransactionId: tx.merchantTransactionId, amountCents }, "sibs-sim checkout");
    return {
      status: 200,
      body: {
        returnStatus: OK,
        transactionID: id,
        transactionSignature: tx.transactionSignature,
        formContext: tx.formContext,
        amount: { value: centsToEuros(amountCents), currency: "EUR" },
        merchant: {
          terminalId: tx.terminalId,
          merchantTransactionId: tx.merchantTransactionId,
          transactionId: tx.merchantTransactionId,
        },
        paymentMethodList: tx.methods,
        tokenList: [],
        expiry: new Date(created.getTime() + 30 * 60_000).toISOString(),
      },
    };
  };

  /** MB WAY purchase (API and form): → Pending, or Declined at once by a phone rule. */
  const startMbway = (tx: Tx, alias: string) => {
    requirePending(tx, "MB WAY purchase");
    if (!tx.methods.includes("MBWAY")) throw new SibsSimulatorError(400, "SIM400", "MBWAY was not offered at checkout");
    if (tx.mbwayPhone || tx.reference || tx.card)
      throw new SibsSimulatorError(409, "SIM409", "a payment is already in progress");
    tx.paymentMethod = "MBWAY";
    tx.updatedAt = now();
    const valid = /^\d{1,3}#\d{6,14}$/.test(alias);
    tx.mbwayPhone = alias;
    if (!valid) {
      setStatus(tx, "Declined", declined("E0501", SIBS_SANDBOX_CODES.E0501!));
      return;
    }
    const rule = MBWAY_PHONE_RULES.find((r) => alias.endsWith(r.suffix));
    if (rule?.when === "now") {
      setStatus(tx, "Declined", declined(rule.code!, SIBS_SANDBOX_CODES[rule.code!] ?? "Declined"));
      return;
    }
    const decide = (fn: () => void, ms: number) => {
      tx.timer = later(ms, () => {
        tx.timer = undefined;
        if (tx.paymentStatus === "Pending") fn();
      });
    };
    if (rule?.outcome === "approve") decide(() => setStatus(tx, "Success", OK), ruleDelayMs);
    else if (rule?.outcome === "decline") {
      const code = rule.code!;
      decide(() => setStatus(tx, "Declined", declined(code, SIBS_SANDBOX_CODES[code] ?? "Declined")), ruleDelayMs);
    } else if (rule?.outcome === "timeout") {
      decide(
        () =>
          setStatus(tx, "Timeout", {
            statusCode: "SIM_TIMEOUT",
            statusMsg: "Timeout",
            statusDescription: "The customer did not answer in time",
          }),
        ruleDelayMs,
      );
    } else if (options.mbwayAutoApproveMs !== undefined) {
      decide(() => setStatus(tx, "Success", OK), options.mbwayAutoApproveMs);
    }
  };

  /** Multibanco reference generation (API and form); idempotent while unpaid. */
  const generateReference = (tx: Tx) => {
    if (tx.reference) {
      expireIfDue(tx);
      return;
    }
    requirePending(tx, "Reference generation");
    if (!tx.methods.includes("REFERENCE"))
      throw new SibsSimulatorError(400, "SIM400", "REFERENCE was not offered at checkout");
    if (tx.mbwayPhone || tx.card) throw new SibsSimulatorError(409, "SIM409", "a payment is already in progress");
    let reference: string;
    do reference = String(randomInt(100_000_000, 1_000_000_000));
    while (usedReferences.has(reference));
    usedReferences.add(reference);
    const expiresAt = tx.referenceWindow?.final ?? new Date(now().getTime() + 3 * 24 * 3_600_000);
    tx.paymentMethod = "REFERENCE";
    tx.reference = {
      entity: tx.referenceWindow?.entity ?? SIBS_SIMULATOR_ENTITY,
      reference,
      amountCents: tx.amountCents,
      expiresAt,
      status: "UNPAID",
    };
    tx.updatedAt = now();
    notify(tx); // SIBS sends a "MULTIBANCO Reference Generation" notification (webhook examples [C])
    expireIfDue(tx);
  };

  const backOffice = (
    kind: "cancellation" | "refund",
    originalId: string,
    body: unknown,
  ): { status: number; body: unknown } => {
    const parsed = backOfficeRequest.safeParse(body);
    const bad = (description: string) => ({
      status: 400,
      body: { returnStatus: { statusCode: "SIM400", statusMsg: "Bad Request", statusDescription: description } },
    });
    if (!parsed.success) return bad(issuesText(parsed.error));
    const original = parsed.data.transaction.originalTransaction ?? parsed.data.originalTransaction;
    if (!original) return bad("originalTransaction is required");
    if (original.id !== originalId) return bad("originalTransaction.id differs from the path");
    const tx = txs.get(originalId);
    if (tx?.kind !== "payment") {
      return {
        status: 404,
        body: {
          returnStatus: { statusCode: "SIM404", statusMsg: "Not Found", statusDescription: "Unknown transaction" },
        },
      };
    }
    expireIfDue(tx);
    let cents: number;
    try {
      cents = eurosToCents(parsed.data.transaction.amount.value);
    } catch {
      return bad("transaction.amount.value must have at most 2 decimals");
    }
    const refuse = (code: string, description: string) => ({
      status: 200,
      body: {
        returnStatus: { statusCode: code, statusMsg: "Error", statusDescription: description },
        transactionID: undefined,
      },
    });
    const left = tx.amountCents - tx.refundedCents - tx.cancelledCents;
    if (cents <= 0 || cents > tx.amountCents)
      return refuse("SIM_AMOUNT", "amount must be > 0 and at most the original amount");
    if (kind === "refund" && tx.paymentStatus !== "Success")
      return refuse("SIM_NOT_REFUNDABLE", `transaction is ${tx.paymentStatus}`);
    if (kind === "cancellation" && tx.paymentStatus !== "Success" && FINAL.has(tx.paymentStatus)) {
      return refuse("SIM_NOT_CANCELLABLE", `transaction is ${tx.paymentStatus}`);
    }
    if (tx.paymentStatus === "Success" && cents > left) return refuse("SIM_AMOUNT", `only ${left} cents are left`);
    if (parsed.data.merchant.merchantTransactionId === tx.merchantTransactionId) {
      return refuse("SIM_DUPLICATE", "merchantTransactionId already used");
    }
    const at = now();
    const opId = randomId();
    const op: Tx = {
      transactionId: opId,
      transactionSignature: "",
      formContext: "",
      kind,
      originalTransactionId: tx.transactionId,
      merchantTransactionId: parsed.data.merchant.merchantTransactionId,
      terminalId: parsed.data.merchant.terminalId,
      amountCents: cents,
      description: parsed.data.transaction.description ?? kind,
      methods: tx.methods,
      paymentMethod: tx.paymentMethod,
      paymentType: kind === "refund" ? "RFND" : "CNCL",
      paymentStatus: "Success",
      returnStatus: OK,
      createdAt: at,
      updatedAt: at,
      refundedCents: 0,
      cancelledCents: 0,
      operations: [],
      notifications: [],
    };
    txs.set(opId, op);
    tx.operations.push(opId);
    if (kind === "refund") tx.refundedCents += cents;
    else if (tx.paymentStatus === "Success") tx.cancelledCents += cents;
    else {
      tx.cancelledCents = tx.amountCents;
      if (tx.reference?.status === "UNPAID") tx.reference.status = "CANCELLED";
      setStatus(tx, "Declined", {
        statusCode: "SIM_CANCELLED",
        statusMsg: "Cancelled",
        statusDescription: "Cancelled by the merchant",
      });
    }
    notify(op);
    return {
      status: 200,
      body: {
        returnStatus: OK,
        paymentStatus: "Success",
        transactionID: opId,
        transactionTimestamp: at.toISOString(),
        amount: { value: centsToEuros(cents), currency: "EUR" },
        merchant: { terminalId: op.terminalId, merchantTransactionId: op.merchantTransactionId },
        originalTransaction: { id: tx.transactionId },
      },
    };
  };

  // ------------------------------------------------------------ control

  const control: SibsSimulatorControl = {
    approveMbway(id) {
      const tx = find(id);
      if (tx.paymentMethod !== "MBWAY" || !tx.mbwayPhone)
        throw new SibsSimulatorError(409, "SIM409", "no MB WAY purchase on this transaction");
      requirePending(tx, "MB WAY approval");
      setStatus(tx, "Success", OK);
      return view(tx);
    },
    declineMbway(id, code = "E0500") {
      const tx = find(id);
      if (tx.paymentMethod !== "MBWAY" || !tx.mbwayPhone)
        throw new SibsSimulatorError(409, "SIM409", "no MB WAY purchase on this transaction");
      requirePending(tx, "MB WAY decline");
      setStatus(tx, "Declined", declined(code, SIBS_SANDBOX_CODES[code] ?? "Declined"));
      return view(tx);
    },
    payReference(id) {
      const tx = find(id);
      if (!tx.reference) throw new SibsSimulatorError(409, "SIM409", "no reference on this transaction");
      expireIfDue(tx);
      if (tx.reference.status === "PAID") throw new SibsSimulatorError(409, "E0613", SIBS_SANDBOX_CODES.E0613!);
      if (tx.reference.status !== "UNPAID") throw new SibsSimulatorError(409, "E0612", SIBS_SANDBOX_CODES.E0612!);
      tx.reference.status = "PAID";
      setStatus(tx, "Success", OK);
      return view(tx);
    },
    expireReference(id) {
      const tx = find(id);
      if (!tx.reference) throw new SibsSimulatorError(409, "SIM409", "no reference on this transaction");
      if (tx.reference.status !== "UNPAID" || tx.paymentStatus !== "Pending") {
        throw new SibsSimulatorError(409, "SIM409", `reference is ${tx.reference.status}`);
      }
      tx.reference.status = "EXPIRED";
      setStatus(tx, expiredStatus, declined("E0612", SIBS_SANDBOX_CODES.E0612!));
      return view(tx);
    },
    redeliverWebhook(id, opts = {}) {
      const tx = find(id);
      if (!webhookUrl) return 0;
      const times = Math.max(1, Math.floor(opts.times ?? 1));
      const jobs: Record<string, unknown>[] = [];
      for (let i = 0; i < times; i++) jobs.push(...tx.notifications);
      if (opts.shuffle) {
        for (let i = jobs.length - 1; i > 0; i--) {
          const j = randomInt(0, i + 1);
          [jobs[i], jobs[j]] = [jobs[j]!, jobs[i]!];
        }
      }
      for (const n of jobs) deliver(tx, n, true);
      return jobs.length;
    },
    failNext(n, kind = "500", match) {
      const remaining = Math.max(0, Math.floor(n));
      if (match) {
        if (remaining > 0) scopedFaults.set(match, { remaining, kind });
        else scopedFaults.delete(match);
        return;
      }
      fault.remaining = remaining;
      fault.kind = kind;
    },
    transactions() {
      const all = [...txs.values()];
      for (const tx of all) expireIfDue(tx);
      return all.reverse().map(view);
    },
    transaction(id) {
      const tx = txs.get(id);
      if (!tx) return undefined;
      expireIfDue(tx);
      return view(tx);
    },
    deliveries() {
      return deliveries.map((d) => ({ ...d }));
    },
    webhooksIdle() {
      if (pendingDeliveries === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };

  // ------------------------------------------------------------ HTTP: API

  const handleApi = async (req: IncomingMessage, res: ServerResponse, path: string, url: URL) => {
    let bodyText: string | undefined;
    const requestText = async () => {
      bodyText ??= await readBody(req);
      return bodyText;
    };
    let faulted: { remaining: number; kind: SibsSimulatorFault } | undefined = fault.remaining > 0 ? fault : undefined;
    if (!faulted && scopedFaults.size > 0) {
      const text = `${path} ${await requestText()}`;
      for (const [match, scoped] of scopedFaults) {
        if (!text.includes(match)) continue;
        faulted = scoped;
        if (scoped.remaining <= 1) scopedFaults.delete(match);
        break;
      }
    }
    if (faulted) {
      faulted.remaining -= 1;
      if (faulted.kind === "hang") return; // never answer; close() drops the socket
      const status = Number(faulted.kind);
      sendJson(res, status, {
        httpCode: String(status),
        httpMessage: status === 429 ? "Too Many Requests" : "Simulated fault",
        moreInformation: "sibs simulator failNext",
      });
      return;
    }
    const clientHeader = req.headers["x-ibm-client-id"];
    if (clientHeader !== clientId) {
      sendJson(res, 403, {
        httpCode: "403",
        httpMessage: "Forbidden",
        moreInformation: "Invalid or missing X-IBM-Client-Id",
      });
      return;
    }
    const auth = req.headers.authorization ?? "";
    const bearerOk = auth === `Bearer ${token}`;
    const unauthorized = (what: string) =>
      sendJson(res, 401, {
        httpCode: "401",
        httpMessage: "Unauthorized",
        moreInformation: `Invalid or missing ${what}`,
      });
    const readJson = async (): Promise<unknown> => {
      const text = await requestText();
      try {
        return text.trim() ? JSON.parse(text) : {};
      } catch {
        throw new SibsSimulatorError(400, "SIM400", "body is not JSON");
      }
    };

    if (path === "/payments" && req.method === "POST") {
      if (!bearerOk) return unauthorized("Bearer token");
      const result = createCheckout(await readJson());
      sendJson(res, result.status, result.body);
      return;
    }
    if (path === "/payments/status" && req.method === "GET") {
      if (!bearerOk) return unauthorized("Bearer token");
      const mtid = url.searchParams.get("merchantTransactionId") ?? "";
      const tx = [...txs.values()].reverse().find((t) => t.merchantTransactionId === mtid);
      if (!tx) {
        sendJson(res, 404, {
          returnStatus: {
            statusCode: "SIM404",
            statusMsg: "Not Found",
            statusDescription: "Unknown merchantTransactionId",
          },
        });
        return;
      }
      expireIfDue(tx);
      sendJson(res, 200, statusBody(tx));
      return;
    }
    const m = /^\/payments\/([^/]+)\/(status|mbway-id\/purchase|service-reference\/generate|cancellation|refund)$/.exec(
      path,
    );
    if (!m) {
      sendJson(res, 404, { httpCode: "404", httpMessage: "Not Found", moreInformation: `No resource ${path}` });
      return;
    }
    const id = decodeURIComponent(m[1]!);
    const action = m[2]!;
    const expected = action === "status" ? "GET" : "POST";
    if (req.method !== expected) {
      sendJson(res, 405, { httpCode: "405", httpMessage: "Method Not Allowed" });
      return;
    }
    if (action === "status" || action === "cancellation" || action === "refund") {
      if (!bearerOk) return unauthorized("Bearer token");
      if (action === "status") {
        const tx = txs.get(id);
        if (!tx) {
          sendJson(res, 404, {
            returnStatus: { statusCode: "SIM404", statusMsg: "Not Found", statusDescription: "Unknown transaction" },
          });
          return;
        }
        expireIfDue(tx);
        sendJson(res, 200, statusBody(tx));
        return;
      }
      const result = backOffice(action, id, await readJson());
      sendJson(res, result.status, result.body);
      return;
    }
    // per-transaction calls: Digest <transactionSignature>
    const tx = txs.get(id);
    if (tx?.kind !== "payment") {
      sendJson(res, 404, {
        returnStatus: { statusCode: "SIM404", statusMsg: "Not Found", statusDescription: "Unknown transaction" },
      });
      return;
    }
    if (auth !== `Digest ${tx.transactionSignature}`) return unauthorized("Digest transaction signature");
    const body = await readJson();
    if (action === "mbway-id/purchase") {
      const parsed = mbwayRequest.safeParse(body);
      if (!parsed.success) {
        sendJson(res, 400, {
          returnStatus: { statusCode: "SIM400", statusMsg: "Bad Request", statusDescription: issuesText(parsed.error) },
        });
        return;
      }
      startMbway(tx, parsed.data.customerPhone.trim());
      sendJson(res, 200, {
        returnStatus: tx.returnStatus,
        paymentStatus: tx.paymentStatus,
        paymentMethod: "MBWAY",
        transactionID: tx.transactionId,
        amount: { value: centsToEuros(tx.amountCents), currency: "EUR" },
        token: { tokenType: "MobilePhone", value: tx.mbwayPhone },
      });
      return;
    }
    generateReference(tx);
    sendJson(res, 200, { ...statusBody(tx), returnStatus: OK });
  };

  // ------------------------------------------------------------ HTTP: hosted form

  const formContextFor = (tx: Tx, url: URL): pages.FormPageContext => {
    const lang = pages.formLanguage(url.searchParams.get("lang") ?? tx.language);
    const keep = new URLSearchParams();
    for (const key of ["ctx", "lang", "methods", "origin"]) {
      const value = url.searchParams.get(key);
      if (value !== null) keep.set(key, value);
    }
    const origin = url.searchParams.get("origin") ?? "";
    return {
      transactionId: tx.transactionId,
      lang,
      query: keep.toString(),
      parentOrigin: /^https?:\/\/[^/]+$/.test(origin) ? origin : "*",
      amountCents: tx.amountCents,
      description: tx.description,
    };
  };

  const availableMethods = (tx: Tx, url: URL): string[] => {
    const asked = (url.searchParams.get("methods") ?? "").split(",").filter(Boolean);
    const list = asked.length ? tx.methods.filter((m) => asked.includes(m)) : tx.methods;
    return list.length ? list : tx.methods;
  };

  const testCardHints = SIBS_TEST_CARDS.map((c) => ({ number: c.number, cvv: c.cvv, threeDS: c.threeDS }));

  /** The page the transaction's state calls for. */
  const formPage = (tx: Tx, url: URL): string => {
    const ctx = formContextFor(tx, url);
    expireIfDue(tx);
    if (FINAL.has(tx.paymentStatus)) return pages.resultPage(ctx, tx.paymentStatus, redirectDelayMs);
    if (tx.card?.challenge) return pages.challengePage(ctx, tx.formContext, tx.card.brand);
    if (tx.mbwayPhone) return pages.mbwayWaitingPage(ctx, tx.mbwayPhone.replace("#", " "));
    if (tx.reference) return pages.referencePage(ctx, tx.formContext, tx.reference);
    const methods = availableMethods(tx, url);
    const asked = url.searchParams.get("method") ?? "";
    const method = methods.includes(asked) ? asked : (methods[0] ?? "CARD");
    return pages.methodPage(ctx, { methods, method, formContext: tx.formContext, testCards: testCardHints });
  };

  const handleForm = async (
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    id: string,
    step: string | undefined,
  ) => {
    const lang = pages.formLanguage(url.searchParams.get("lang"));
    const tx = txs.get(id);
    const params = req.method === "POST" ? await readParams(req, new URL("http://x/")) : {};
    const ctxValue = req.method === "POST" ? params.ctx : url.searchParams.get("ctx");
    if (tx?.kind !== "payment" || !ctxValue || ctxValue !== tx.formContext) {
      sendHtml(res, tx ? 403 : 404, pages.invalidFormPage(lang));
      return;
    }
    const back = () => {
      res.writeHead(303, {
        location: `/form/${encodeURIComponent(id)}?${formContextFor(tx, url).query}`,
        "cache-control": "no-store",
      });
      res.end();
    };
    if (req.method === "GET" && step === undefined) {
      sendHtml(res, 200, formPage(tx, url));
      return;
    }
    if (req.method !== "POST") {
      sendHtml(res, 405, pages.invalidFormPage(lang));
      return;
    }
    const ctx = formContextFor(tx, url);
    const pending = tx.paymentStatus === "Pending";
    if (step === "continue") {
      sendHtml(res, 200, pages.resultPage(ctx, tx.paymentStatus, redirectDelayMs));
      return;
    }
    if (!pending) return back();
    if (step === "card" && tx.methods.includes("CARD") && !tx.card && !tx.mbwayPhone && !tx.reference) {
      const pan = (params.pan ?? "").replace(/[\s-]/g, "");
      const exp = (params.exp ?? "").trim();
      const cvv = (params.cvv ?? "").trim();
      const holder = (params.holder ?? "").trim();
      const errors: pages.CardFormErrors = {};
      if (!luhnValid(pan)) errors.pan = "panInvalid";
      const expiry = parseExpiry(exp);
      if (expiry === null) errors.exp = "expiryInvalid";
      if (!/^\d{3,4}$/.test(cvv)) errors.cvv = "cvvInvalid";
      if (!holder) errors.holder = "holderRequired";
      if (Object.keys(errors).length > 0) {
        const methods = availableMethods(tx, url);
        const html = pages.methodPage(ctx, {
          methods,
          method: "CARD",
          formContext: tx.formContext,
          values: { pan: params.pan, exp, holder },
          errors,
          testCards: testCardHints,
        });
        sendHtml(res, 422, html);
        return;
      }
      const card = SIBS_TEST_CARDS.find((c) => c.number === pan);
      tx.paymentMethod = "CARD";
      tx.card = {
        brand: card?.brand ?? (pan.startsWith("4") ? "VISA" : "CARD"),
        last4: pan.slice(-4),
        challenge: false,
      };
      if (!card)
        setStatus(tx, "Declined", declined("SIM_CARD_DECLINED", "Not a SIBS test card: declined by the simulator"));
      else if (cvv !== card.cvv) setStatus(tx, "Declined", declined("SIM_CVV_WRONG", "Wrong security code"));
      else if ((expiry ?? 0) < TEST_CARD_MIN_EXPIRY)
        setStatus(tx, "Declined", declined("SIM_CARD_EXPIRED", "Card expired"));
      else if (card.threeDS === "challenge") tx.card.challenge = true;
      else setStatus(tx, "Success", OK);
      return back();
    }
    if (step === "3ds" && tx.card?.challenge) {
      tx.card.challenge = false;
      if (params.action !== "cancel" && params.password === SIBS_TEST_3DS_CODE) setStatus(tx, "Success", OK);
      else setStatus(tx, "Declined", declined("SIM_3DS_FAILED", "3-D Secure authentication failed"));
      return back();
    }
    if (step === "mbway" && !tx.mbwayPhone) {
      const digits = (params.phone ?? "").replace(/[\s-]/g, "").replace(/^(\+|00)?351/, "");
      if (!/^9\d{8}$/.test(digits)) {
        const html = pages.methodPage(ctx, {
          methods: availableMethods(tx, url),
          method: "MBWAY",
          formContext: tx.formContext,
          values: { phone: params.phone },
          errors: { phone: "mbwayInvalid" },
          testCards: testCardHints,
        });
        sendHtml(res, 422, html);
        return;
      }
      startMbway(tx, `351#${digits}`);
      return back();
    }
    if (step === "reference") {
      generateReference(tx);
      return back();
    }
    back();
  };

  // ------------------------------------------------------------ HTTP: control

  const handleControl = async (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => {
    const fromHtmlForm = (req.headers["content-type"] ?? "").includes("application/x-www-form-urlencoded");
    const done = (body: unknown) => {
      if (fromHtmlForm) {
        res.writeHead(303, { location: "/__sim/", "cache-control": "no-store" });
        res.end();
      } else sendJson(res, 200, body);
    };
    try {
      if (req.method === "GET" && (path === "/__sim" || path === "/__sim/")) {
        const all = control.transactions();
        const html = pages.devPage({
          rows: all.map((t) => ({
            transactionId: t.transactionId,
            merchantTransactionId: t.merchantTransactionId,
            kind: t.kind,
            amountCents: t.amountCents,
            methods: t.methods,
            paymentMethod: t.paymentMethod,
            paymentStatus: t.paymentStatus,
            statusCode: t.returnStatus.statusCode,
            reference: t.reference,
            mbwayPhone: t.mbwayPhone,
            createdAt: t.createdAt,
            notifications: t.notifications.length,
          })),
          webhookUrl,
          failNext: { remaining: fault.remaining, fault: fault.kind },
          deliveries: {
            pending: deliveries.filter((d) => d.state === "pending").length,
            acked: deliveries.filter((d) => d.state === "acked").length,
            failed: deliveries.filter((d) => d.state === "failed").length,
          },
          apiUrl,
          widgetUrl,
          error: url.searchParams.get("error") ?? undefined,
        });
        sendHtml(res, 200, html, DEV_CSP);
        return;
      }
      if (req.method === "GET" && path === "/__sim/transactions") return sendJson(res, 200, control.transactions());
      if (req.method === "GET" && path === "/__sim/deliveries") return sendJson(res, 200, control.deliveries());
      const one = /^\/__sim\/transactions\/([^/]+)$/.exec(path);
      if (req.method === "GET" && one) {
        const tx = control.transaction(decodeURIComponent(one[1]!));
        if (!tx) throw new SibsSimulatorError(404, "SIM404", "Unknown transaction");
        return sendJson(res, 200, tx);
      }
      if (req.method !== "POST") throw new SibsSimulatorError(404, "SIM404", `No control ${req.method} ${path}`);
      const params = await readParams(req, url);
      if (path === "/__sim/fail-next") {
        const kind = (params.fault ?? "500") as SibsSimulatorFault;
        if (!["429", "500", "503", "hang"].includes(kind))
          throw new SibsSimulatorError(400, "SIM400", "fault must be 429, 500, 503 or hang");
        control.failNext(Number(params.n ?? 1), kind, params.match);
        if (params.match) return done({ remaining: Number(params.n ?? 1), fault: kind, match: params.match });
        return done({ remaining: fault.remaining, fault: fault.kind });
      }
      if (path === "/__sim/webhook-url") {
        setWebhookUrl(params.url || undefined);
        return done({ webhookUrl });
      }
      const action =
        /^\/__sim\/transactions\/([^/]+)\/(mbway\/approve|mbway\/decline|reference\/pay|reference\/expire|webhooks\/redeliver)$/.exec(
          path,
        );
      if (!action) throw new SibsSimulatorError(404, "SIM404", `No control POST ${path}`);
      const id = decodeURIComponent(action[1]!);
      switch (action[2]) {
        case "mbway/approve":
          return done(control.approveMbway(id));
        case "mbway/decline":
          return done(control.declineMbway(id, params.code || "E0500"));
        case "reference/pay":
          return done(control.payReference(id));
        case "reference/expire":
          return done(control.expireReference(id));
        default: {
          const queued = control.redeliverWebhook(id, {
            times: Number(params.times ?? 1),
            shuffle: params.shuffle === "true" || params.shuffle === "1",
          });
          return done({ queued });
        }
      }
    } catch (error) {
      const e = error instanceof SibsSimulatorError ? error : new SibsSimulatorError(500, "SIM500", String(error));
      if (fromHtmlForm) {
        res.writeHead(303, { location: `/__sim/?error=${encodeURIComponent(`${e.code}: ${e.message}`)}` });
        res.end();
      } else sendJson(res, e.status, { error: { code: e.code, message: e.message } });
    }
  };

  // ------------------------------------------------------------ server

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://simulator");
    const path = url.pathname;
    const run = async () => {
      const api = /^(?:\/sibs\/spg\/v2|\/api\/v2)(\/payments(?:\/.*)?)$/.exec(path);
      if (api) return handleApi(req, res, api[1]!, url);
      if (req.method === "GET" && path === "/assets/js/widget.js") {
        return sendBody(res, 200, pages.widgetScript(), "text/javascript; charset=utf-8", {
          "cross-origin-resource-policy": "cross-origin",
        });
      }
      if (req.method === "GET" && path === "/assets/js/form.js") {
        return sendBody(res, 200, pages.formScript(), "text/javascript; charset=utf-8");
      }
      if (req.method === "GET" && path === "/assets/css/form.css") {
        return sendBody(res, 200, pages.formStyles(), "text/css; charset=utf-8");
      }
      const form = /^\/form\/([^/]+)(?:\/(card|3ds|mbway|reference|continue))?$/.exec(path);
      if (form) return handleForm(req, res, url, decodeURIComponent(form[1]!), form[2]);
      if (path === "/__sim" || path.startsWith("/__sim/")) return handleControl(req, res, url, path);
      sendBody(res, 404, "Not Found", "text/plain; charset=utf-8");
    };
    run().catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof SibsSimulatorError) {
        sendJson(res, error.status, {
          returnStatus: { statusCode: error.code, statusMsg: "Error", statusDescription: error.message },
        });
      } else {
        log?.warn({ error: String(error) }, "sibs-sim internal error");
        sendJson(res, 500, { httpCode: "500", httpMessage: "Internal Server Error" });
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const apiUrl = `${baseUrl}${SIBS_SIMULATOR_BASE_PATH}`;
  const widgetUrl = `${baseUrl}/assets/js/widget.js`;

  function setWebhookUrl(next: string | undefined) {
    if (next !== undefined) new URL(next); // TypeError when malformed
    webhookUrl = next;
  }

  return {
    url: baseUrl,
    apiUrl,
    widgetUrl,
    token,
    clientId,
    webhookSecret,
    setWebhookUrl,
    control,
    close: async () => {
      closed = true;
      closing.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
      await deliveryChain.catch(() => {});
      // retries that were waiting will never run: count them as given up
      for (const d of deliveries) if (d.state === "pending") d.state = "failed";
      pendingDeliveries = 0;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    },
  };
}
