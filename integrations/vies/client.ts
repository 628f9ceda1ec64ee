/**
 * The real client of the European Commission's VIES REST API (integrations.md §4; no auth).
 *
 * - Base `https://ec.europa.eu/taxation_customs/vies/rest-api` (or the simulator's `url`).
 * - `POST /check-vat-number` with `{countryCode, vatNumber, requesterMemberStateCode?, requesterNumber?}`
 *   answers `{countryCode, vatNumber, requestDate, valid, requestIdentifier, name, address, …}`. With the
 *   requester fields (the shop's own VAT number) VIES returns a `requestIdentifier`: the consultation
 *   number the shop keeps as proof that it checked the buyer's number (Art. 138 VAT Directive; the
 *   proof of the customer's status for an exempt intra-Community supply).
 * - Errors often come back as **HTTP 200** with `{actionSucceed:false, errorWrappers:[{error, message}]}`,
 *   or as `valid:false` with a `userError` code. Only a plain `valid:false` (or `userError: "INVALID"`)
 *   is a real "no". `MS_UNAVAILABLE`, `MS_MAX_CONCURRENT_REQ(_TIME)`, `GLOBAL_MAX_CONCURRENT_REQ(_TIME)`,
 *   `TIMEOUT`, `SERVICE_UNAVAILABLE` (and HTTP 5xx, 429, network failures, our own time limit) mean
 *   "unknown, retry later" → {@link ViesUnavailableError}. `INVALID_INPUT`, `INVALID_REQUESTER_INFO`,
 *   `VAT_BLOCKED`, `IP_BLOCKED` → {@link ViesRequestError} (retrying the same call will not help).
 * - Greece is `EL` in VIES, Northern Ireland `XI`.
 */
import { z } from "zod";
import { EU_COUNTRIES } from "../../core/shared/countries.ts";
import { Unavailable } from "../../core/shared/errors.ts";

/** Production base URL of the VIES REST API (integrations.md §4). */
export const VIES_BASE_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";
/** Per-request time limit, ms, when none is given. VIES answers in about a second when healthy. */
export const DEFAULT_VIES_TIMEOUT_MS = 8_000;

/** VIES codes meaning "the answer is unknown now, ask again later" (integrations.md §4). */
export const VIES_RETRYABLE_ERRORS = [
  "MS_UNAVAILABLE",
  "MS_MAX_CONCURRENT_REQ",
  "MS_MAX_CONCURRENT_REQ_TIME",
  "GLOBAL_MAX_CONCURRENT_REQ",
  "GLOBAL_MAX_CONCURRENT_REQ_TIME",
  "TIMEOUT",
  "SERVICE_UNAVAILABLE",
] as const;

/** VIES codes that refuse the request itself (integrations.md §4). */
export const VIES_REQUEST_ERRORS = ["INVALID_INPUT", "INVALID_REQUESTER_INFO", "VAT_BLOCKED", "IP_BLOCKED"] as const;

/**
 * VIES's two-letter prefixes: the 27 member states (core/shared/countries.ts) with Greece as `EL`,
 * plus `XI` (Northern Ireland), in alphabetical order.
 */
export const VIES_COUNTRY_CODES: readonly string[] = [...EU_COUNTRIES.map((c) => (c === "GR" ? "EL" : c)), "XI"].sort();

/** A definite answer from VIES. Dates are ISO strings as VIES sent them. */
export interface ViesCheckResult {
  countryCode: string;
  vatNumber: string;
  valid: boolean;
  requestDate: string;
  /** VIES's consultation number (only when the requester was given): the proof of the check. */
  requestIdentifier: string | null;
  /** Registered name and address, when the member state shares them ("---" is turned into null). */
  name: string | null;
  address: string | null;
}

/** VIES could not say now (a member state down, throttled, a timeout): retry later. HTTP 503. */
export class ViesUnavailableError extends Unavailable {
  /** The VIES error code, or `TIMEOUT` / `NETWORK` / `HTTP_<status>` / `INVALID_BODY` for our side. */
  readonly viesCode: string;
  constructor(viesCode: string, message: string) {
    super(`VIES could not check the number now (${viesCode}): ${message}`, "VAT_CHECK_UNAVAILABLE");
    this.viesCode = viesCode;
  }
}

/** VIES refused the request (bad input, blocked number or requester): asking again will not help. */
export class ViesRequestError extends Error {
  readonly viesCode: string;
  constructor(viesCode: string, message: string) {
    super(`VIES refused the request (${viesCode}): ${message}`);
    this.name = "ViesRequestError";
    this.viesCode = viesCode;
  }
}

/** The shop's own VAT number, sent as the requester so VIES returns a `requestIdentifier`. */
export interface ViesRequester {
  /** Member-state prefix, e.g. `PT`. */
  countryCode: string;
  /** Digits (and letters) after the prefix. */
  vatNumber: string;
}

export interface ViesClientOptions {
  /** API base, default {@link VIES_BASE_URL}. */
  baseUrl?: string;
  requester?: ViesRequester | null;
  /** Time limit of each request, ms; default {@link DEFAULT_VIES_TIMEOUT_MS}. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const nullableText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== "" && v.trim() !== "---" ? v.trim() : null));

/** The fields of the `POST /check-vat-number` answer the shop relies on (swagger `CheckVatResponse`). */
const checkResponseSchema = z.object({
  countryCode: z.string(),
  vatNumber: z.string(),
  requestDate: z.string().nullish(),
  valid: z.boolean(),
  requestIdentifier: nullableText,
  name: nullableText,
  address: nullableText,
  userError: z.string().nullish(),
});

const errorResponseSchema = z.object({
  actionSucceed: z.literal(false),
  errorWrappers: z.array(z.object({ error: z.string(), message: z.string().nullish() })).min(1),
});

/**
 * Turns a VIES error code into the right error: retryable codes (and unknown ones, to be safe) →
 * {@link ViesUnavailableError}; request errors → {@link ViesRequestError}.
 */
function viesError(code: string, message: string): Error {
  if ((VIES_REQUEST_ERRORS as readonly string[]).includes(code)) return new ViesRequestError(code, message);
  return new ViesUnavailableError(code, message);
}

/** Client of the VIES REST API (see the module comment for the rules). */
export class ViesClient {
  readonly baseUrl: string;
  private readonly requester: ViesRequester | null;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(options: ViesClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? VIES_BASE_URL).replace(/\/+$/, "");
    this.requester = options.requester ?? null;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_VIES_TIMEOUT_MS;
    this.fetchImpl = options.fetch ?? fetch;
  }

  /**
   * Checks one VAT number with `POST /check-vat-number`.
   * @param countryCode VIES prefix (`EL` for Greece, `XI` for Northern Ireland), upper case
   * @param vatNumber the number without the prefix
   * @returns the definite answer (valid or not) with the request identifier when a requester is configured
   * @throws ViesUnavailableError (retry later) | ViesRequestError (the request itself is refused)
   */
  async checkVatNumber(countryCode: string, vatNumber: string): Promise<ViesCheckResult> {
    const body: Record<string, string> = { countryCode, vatNumber };
    if (this.requester) {
      body.requesterMemberStateCode = this.requester.countryCode;
      body.requesterNumber = this.requester.vatNumber;
    }
    const json = await this.post("/check-vat-number", body);
    const error = errorResponseSchema.safeParse(json);
    if (error.success) {
      const first = error.data.errorWrappers[0]!;
      throw viesError(first.error, first.message ?? first.error);
    }
    const parsed = checkResponseSchema.safeParse(json);
    if (!parsed.success) throw new ViesUnavailableError("INVALID_BODY", "the answer does not have the expected shape");
    const r = parsed.data;
    if (r.userError && r.userError !== "INVALID" && r.userError !== "VALID") {
      throw viesError(r.userError, r.userError);
    }
    return {
      countryCode: r.countryCode,
      vatNumber: r.vatNumber,
      valid: r.valid,
      requestDate: r.requestDate ?? new Date().toISOString(),
      requestIdentifier: r.requestIdentifier,
      name: r.name,
      address: r.address,
    };
  }

  /**
   * `GET /check-status`: whether VIES and each member state's service are up.
   * @returns `{ available, countries: { [code]: "Available" | "Unavailable" | … } }`
   * @throws ViesUnavailableError when VIES does not answer
   */
  async checkStatus(): Promise<{ available: boolean; countries: Record<string, string> }> {
    const json = (await this.request("GET", "/check-status")) as {
      vow?: { available?: boolean };
      countries?: { countryCode: string; availability: string }[];
    };
    return {
      available: json?.vow?.available === true,
      countries: Object.fromEntries((json?.countries ?? []).map((c) => [c.countryCode, c.availability])),
    };
  }

  private post(path: string, body: unknown): Promise<unknown> {
    return this.request("POST", path, body);
  }

  private async request(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: { accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timeout = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new ViesUnavailableError(timeout ? "TIMEOUT" : "NETWORK", (error as Error).message);
    }
    const text = await res.text().catch(() => "");
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    // VIES also sends its error wrappers with 4xx/5xx statuses: read the code when there is one.
    const wrapped = errorResponseSchema.safeParse(json);
    if (!res.ok) {
      if (wrapped.success) {
        const first = wrapped.data.errorWrappers[0]!;
        throw viesError(first.error, first.message ?? first.error);
      }
      throw new ViesUnavailableError(`HTTP_${res.status}`, text.slice(0, 200));
    }
    if (json === null) throw new ViesUnavailableError("INVALID_BODY", "the answer is not JSON");
    return json;
  }
}
