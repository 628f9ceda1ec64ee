/**
 * One HTTP exchange with a carrier, shared by the UPS (JSON) and MRW (SOAP) clients: the request
 * gets its own time limit (`AbortSignal.timeout`), and a timeout or a network failure becomes a
 * {@link CarrierUnavailableError} (reason `timeout` / `network`). HTTP statuses are left to the
 * caller, which knows the carrier's error shapes.
 */
import { type CarrierName, CarrierUnavailableError } from "./carrier-types.ts";

/** The `fetch` a client uses; tests and the server may pass their own. */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** A carrier's answer, read in full. */
export interface CarrierHttpResponse {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * Sends one request and reads the whole body within `timeoutMs` (the limit covers the body too).
 * @throws CarrierUnavailableError reason `timeout` when no full answer came within `timeoutMs`,
 *   reason `network` when the connection failed
 */
export async function carrierRequest(
  carrier: CarrierName,
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<CarrierHttpResponse> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    if (name === "TimeoutError" || name === "AbortError" || signal.aborted) {
      throw new CarrierUnavailableError(carrier, "timeout", `no answer from ${describe(url)} within ${timeoutMs} ms`, {
        cause: error,
      });
    }
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    throw new CarrierUnavailableError(
      carrier,
      "network",
      `${describe(url)}: ${error instanceof Error ? error.message : String(error)}${cause}`,
      { cause: error },
    );
  }
}

/** Method-less short form of a URL for messages: origin and path, never the query (it may hold ids). */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url;
  }
}

/**
 * True for statuses that mean "try again later": 429 (rate limit, UPS yaml responses '429') and
 * every 5xx.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}
