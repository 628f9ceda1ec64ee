/**
 * The real client of HMRC's "Check a UK VAT number" API v2.0 (integrations.md §4;
 * hmrc/vat-registered-companies-api `public/api/conf/2.0/application.yaml`).
 *
 * - Base `https://api.service.hmrc.gov.uk`, sandbox `https://test-api.service.hmrc.gov.uk` (or the
 *   simulator's `url`).
 * - Auth: application-restricted OAuth 2.0 client credentials, `POST /oauth/token` (form: client_id,
 *   client_secret, grant_type=client_credentials, scope=read:vat). The token is cached until a minute
 *   before `expires_in` (seconds) runs out; one 401 drops it and retries the call once.
 * - `GET /organisations/vat/check-vat-number/lookup/{targetVrn}` or, with the shop's own UK VRN as
 *   requester, `…/{targetVrn}/{requesterVrn}`, which adds a `consultationNumber` — the proof of the
 *   check. Headers `Accept: application/vnd.hmrc.2.0+json`, `Authorization: Bearer …`.
 * - `200 {target{name, vatNumber, address{line1…, postcode, countryCode}}, processingDate, consultationNumber?}`;
 *   `404 NOT_FOUND` → not registered (a definite "no"); `400 INVALID_REQUEST` (the VRN must be 9 or
 *   12 digits) → {@link HmrcRequestError}; 429 MESSAGE_THROTTLED_OUT (3 requests/s), 5xx, network,
 *   timeouts → {@link HmrcUnavailableError} (retry later); 401/403 after a fresh token → HmrcRequestError.
 */
import { z } from "zod";
import { Unavailable } from "../../core/shared/errors.ts";

/** Production base URL (integrations.md §4). */
export const HMRC_BASE_URL = "https://api.service.hmrc.gov.uk";
/** Sandbox base URL (integrations.md §4). */
export const HMRC_SANDBOX_URL = "https://test-api.service.hmrc.gov.uk";
/** Per-request time limit, ms, when none is given. */
export const DEFAULT_HMRC_TIMEOUT_MS = 8_000;
/** The media type that selects v2.0 of the API. */
export const HMRC_ACCEPT = "application/vnd.hmrc.2.0+json";

/** A definite answer from HMRC. */
export interface HmrcCheckResult {
  vatNumber: string;
  valid: boolean;
  /** ISO date-time of HMRC's check. */
  processingDate: string;
  /** HMRC's consultation number (only with a requester VRN): the proof of the check. */
  consultationNumber: string | null;
  name: string | null;
  /** Address lines and postcode joined by newlines. */
  address: string | null;
}

/** HMRC could not answer now (throttled, down, timeout): retry later. HTTP 503. */
export class HmrcUnavailableError extends Unavailable {
  readonly hmrcCode: string;
  constructor(hmrcCode: string, message: string) {
    super(`HMRC could not check the number now (${hmrcCode}): ${message}`, "VAT_CHECK_UNAVAILABLE");
    this.hmrcCode = hmrcCode;
  }
}

/** HMRC refused the request (bad VRN format, credentials or requester not registered). */
export class HmrcRequestError extends Error {
  readonly hmrcCode: string;
  readonly status: number;
  constructor(status: number, hmrcCode: string, message: string) {
    super(`HMRC refused the request (${status} ${hmrcCode}): ${message}`);
    this.name = "HmrcRequestError";
    this.status = status;
    this.hmrcCode = hmrcCode;
  }
}

export interface HmrcClientOptions {
  baseUrl?: string;
  clientId: string;
  clientSecret: string;
  /** The shop's own UK VRN (9 digits), to get a consultation number; null for plain lookups. */
  requesterVrn?: string | null;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

const lookupSchema = z.object({
  target: z.object({
    name: z.string().nullish(),
    vatNumber: z.string(),
    address: z
      .object({
        line1: z.string().nullish(),
        line2: z.string().nullish(),
        line3: z.string().nullish(),
        line4: z.string().nullish(),
        line5: z.string().nullish(),
        postcode: z.string().nullish(),
        countryCode: z.string().nullish(),
      })
      .nullish(),
  }),
  processingDate: z.string(),
  consultationNumber: z.string().nullish(),
});

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });

/** Client of HMRC's "Check a UK VAT number" v2.0 (see the module comment). */
export class HmrcClient {
  readonly baseUrl: string;
  private readonly options: HmrcClientOptions;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => Date;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(options: HmrcClientOptions) {
    this.options = options;
    this.baseUrl = (options.baseUrl ?? HMRC_BASE_URL).replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_HMRC_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Looks a UK VAT registration number up.
   * @param targetVrn 9 or 12 digits, no `GB` prefix
   * @returns valid with the registered name and address, or `valid: false` when HMRC does not know it (404)
   * @throws HmrcUnavailableError (retry later) | HmrcRequestError (refused)
   */
  async lookup(targetVrn: string): Promise<HmrcCheckResult> {
    const requester = this.options.requesterVrn;
    const path = `/organisations/vat/check-vat-number/lookup/${encodeURIComponent(targetVrn)}${
      requester ? `/${encodeURIComponent(requester)}` : ""
    }`;
    let res = await this.call(path);
    if (res.status === 401) {
      this.token = null;
      res = await this.call(path);
    }
    const text = await res.text().catch(() => "");
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    const code = (json as { code?: string } | null)?.code ?? `HTTP_${res.status}`;
    if (res.status === 404) {
      return {
        vatNumber: targetVrn,
        valid: false,
        processingDate: this.now().toISOString(),
        consultationNumber: null,
        name: null,
        address: null,
      };
    }
    if (res.status === 429 || res.status >= 500) throw new HmrcUnavailableError(code, text.slice(0, 200));
    if (!res.ok) throw new HmrcRequestError(res.status, code, (json as { message?: string } | null)?.message ?? text);
    const parsed = lookupSchema.safeParse(json);
    if (!parsed.success) throw new HmrcUnavailableError("INVALID_BODY", "the answer does not have the expected shape");
    const t = parsed.data.target;
    const a = t.address;
    const address = a
      ? [a.line1, a.line2, a.line3, a.line4, a.line5, a.postcode].filter((x): x is string => !!x).join("\n")
      : null;
    return {
      vatNumber: t.vatNumber,
      valid: true,
      processingDate: parsed.data.processingDate,
      consultationNumber: parsed.data.consultationNumber ?? null,
      name: t.name ?? null,
      address: address || null,
    };
  }

  private async call(path: string): Promise<Response> {
    const token = await this.accessToken();
    return this.fetchWithLimit(`${this.baseUrl}${path}`, {
      headers: { accept: HMRC_ACCEPT, authorization: `Bearer ${token}` },
    });
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - 60_000 > this.now().getTime()) return this.token.value;
    const res = await this.fetchWithLimit(`${this.baseUrl}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
        grant_type: "client_credentials",
        scope: "read:vat",
      }).toString(),
    });
    const text = await res.text().catch(() => "");
    if (res.status === 429 || res.status >= 500)
      throw new HmrcUnavailableError(`HTTP_${res.status}`, text.slice(0, 200));
    if (!res.ok) throw new HmrcRequestError(res.status, "INVALID_CLIENT", text.slice(0, 200));
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    const parsed = tokenSchema.safeParse(json);
    if (!parsed.success) throw new HmrcUnavailableError("INVALID_BODY", "token answer has an unexpected shape");
    this.token = { value: parsed.data.access_token, expiresAt: this.now().getTime() + parsed.data.expires_in * 1000 };
    return this.token.value;
  }

  private async fetchWithLimit(url: string, init: RequestInit): Promise<Response> {
    try {
      return await this.fetchImpl(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const timeout = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new HmrcUnavailableError(timeout ? "TIMEOUT" : "NETWORK", (error as Error).message);
    }
  }
}
