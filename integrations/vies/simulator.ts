/**
 * A local stand-in for the VIES REST API (integrations.md §4), started in-process for dev and tests
 * when `VIES_MODE=simulator` (DESIGN rule 7). Same paths and shapes as the real service:
 * - `POST /check-vat-number` `{countryCode, vatNumber, requesterMemberStateCode?, requesterNumber?}` →
 *   `{countryCode, vatNumber, requestDate, valid, requestIdentifier, name, address}`; errors as HTTP 200
 *   `{actionSucceed:false, errorWrappers:[{error, message}]}`, like VIES.
 * - `GET /ms/{CC}/vat/{num}` → `{isValid, userError, requestDate, name, address, requestIdentifier, …}`.
 * - `GET /check-status` → `{vow:{available}, countries:[{countryCode, availability}]}`.
 * - `POST /check-vat-test-service`: VIES's test numbers — "100" valid, "200" invalid, 201/202/300/301/
 *   302/400/401/500/501/600/601 return the error codes below.
 *
 * Answers for real-looking numbers: **valid** (with a made-up company name and address) unless a
 * test or the demo said otherwise through the control endpoints:
 * - `POST /__sim/answers` `{countryCode, vatNumber, answer}` where `answer` is `valid`, `invalid`
 *   or an error code (e.g. `MS_UNAVAILABLE`, `TIMEOUT`); `DELETE /__sim/answers` forgets them all.
 * - `POST /__sim/countries/{CC}` `{available: false}` makes a member state answer `MS_UNAVAILABLE`.
 * - `GET /__sim/requests` lists the checks received (newest last).
 * The request identifier is `WAPI` + 12 characters, unique per check, like VIES's.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { VIES_COUNTRY_CODES } from "./client.ts";

/** VIES test-service numbers and the code each returns (SOAP `checkVatTestService` WSDL). */
export const VIES_TEST_SERVICE_ANSWERS: Readonly<Record<string, string>> = Object.freeze({
  "100": "VALID",
  "200": "INVALID",
  "201": "INVALID_INPUT",
  "202": "INVALID_REQUESTER_INFO",
  "300": "SERVICE_UNAVAILABLE",
  "301": "MS_UNAVAILABLE",
  "302": "TIMEOUT",
  "400": "VAT_BLOCKED",
  "401": "IP_BLOCKED",
  "500": "GLOBAL_MAX_CONCURRENT_REQ",
  "501": "GLOBAL_MAX_CONCURRENT_REQ_TIME",
  "600": "MS_MAX_CONCURRENT_REQ",
  "601": "MS_MAX_CONCURRENT_REQ_TIME",
});

/** One check the simulator received. */
export interface ViesSimulatorRequest {
  countryCode: string;
  vatNumber: string;
  requester: string | null;
  answer: string;
  requestIdentifier: string | null;
}

/** A running simulator. */
export interface ViesSimulator {
  /** Base URL `http://127.0.0.1:<port>` (the client's `baseUrl`). */
  url: string;
  /** Checks received. */
  readonly requests: ViesSimulatorRequest[];
  /** Sets the answer for one number (`valid`, `invalid` or an error code); `null` forgets it. */
  setAnswer(countryCode: string, vatNumber: string, answer: string | null): void;
  /** Makes a member state unavailable (MS_UNAVAILABLE) or available again. */
  setCountryAvailable(countryCode: string, available: boolean): void;
  close(): Promise<void>;
}

const ALPHANUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

function requestIdentifier(): string {
  const bytes = randomBytes(12);
  return `WAPI${Array.from(bytes, (b) => ALPHANUM[b % ALPHANUM.length]).join("")}`;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => {
      data += chunk;
      if (data.length > 64_000) req.destroy();
    });
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** Starts the simulator on 127.0.0.1 (port 0 = any free port). */
export async function startViesSimulator(options: { port?: number; now?: () => Date } = {}): Promise<ViesSimulator> {
  const now = options.now ?? (() => new Date());
  const answers = new Map<string, string>();
  const down = new Set<string>();
  const requests: ViesSimulatorRequest[] = [];
  const key = (cc: string, num: string) => `${cc.toUpperCase()}:${num.toUpperCase()}`;

  /** Decides the answer for a number: the control table, the country's availability, else valid. */
  const decide = (countryCode: string, vatNumber: string): string => {
    if (!(VIES_COUNTRY_CODES as readonly string[]).includes(countryCode)) return "INVALID_INPUT";
    if (!/^[0-9A-Z+*.]{2,12}$/.test(vatNumber)) return "INVALID_INPUT";
    if (down.has(countryCode)) return "MS_UNAVAILABLE";
    return (answers.get(key(countryCode, vatNumber)) ?? "valid").toUpperCase();
  };

  const check = (input: Record<string, unknown>, forcedAnswer?: string) => {
    const countryCode = String(input.countryCode ?? "").toUpperCase();
    const vatNumber = String(input.vatNumber ?? "")
      .toUpperCase()
      .replace(/\s/g, "");
    const requester =
      input.requesterMemberStateCode && input.requesterNumber
        ? `${String(input.requesterMemberStateCode)}${String(input.requesterNumber)}`
        : null;
    const answer = forcedAnswer ?? decide(countryCode, vatNumber);
    const definite = answer === "VALID" || answer === "INVALID";
    const id = definite && requester ? requestIdentifier() : null;
    requests.push({ countryCode, vatNumber, requester, answer, requestIdentifier: id });
    if (!definite) {
      return { actionSucceed: false, errorWrappers: [{ error: answer, message: answer }] };
    }
    const valid = answer === "VALID";
    return {
      countryCode,
      vatNumber,
      requestDate: now().toISOString(),
      valid,
      requestIdentifier: id ?? "",
      name: valid ? `Simulated Brand ${vatNumber.slice(-4)} S.L.` : "---",
      address: valid ? `Calle Mayor ${Number.parseInt(vatNumber.slice(-2), 36) % 90 || 1}\n28013 Madrid` : "---",
      traderName: "---",
      traderAddress: "---",
    };
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      const path = url.pathname;
      if (req.method === "POST" && path === "/check-vat-number") {
        const body = JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>;
        return send(res, 200, check(body));
      }
      if (req.method === "POST" && path === "/check-vat-test-service") {
        const body = JSON.parse((await readBody(req)) || "{}") as Record<string, unknown>;
        const answer = VIES_TEST_SERVICE_ANSWERS[String(body.vatNumber ?? "")] ?? "INVALID_INPUT";
        return send(res, 200, check(body, answer));
      }
      const ms = /^\/ms\/([A-Za-z]{2})\/vat\/([^/]+)$/.exec(path);
      if (req.method === "GET" && ms) {
        const r = check({ countryCode: ms[1], vatNumber: decodeURIComponent(ms[2]!) }) as Record<string, unknown>;
        if (r.actionSucceed === false) {
          const code = (r.errorWrappers as { error: string }[])[0]!.error;
          return send(res, 200, { isValid: false, userError: code, requestDate: now().toISOString() });
        }
        return send(res, 200, {
          isValid: r.valid,
          userError: r.valid ? "VALID" : "INVALID",
          requestDate: r.requestDate,
          name: r.name,
          address: r.address,
          requestIdentifier: r.requestIdentifier,
          originalVatNumber: r.vatNumber,
          vatNumber: r.vatNumber,
        });
      }
      if (req.method === "GET" && path === "/check-status") {
        return send(res, 200, {
          vow: { available: true },
          countries: VIES_COUNTRY_CODES.map((c) => ({
            countryCode: c,
            availability: down.has(c) ? "Unavailable" : "Available",
          })),
        });
      }
      if (path === "/__sim/answers" && req.method === "POST") {
        const body = JSON.parse((await readBody(req)) || "{}") as Record<string, string>;
        if (!body.countryCode || !body.vatNumber || !body.answer) return send(res, 400, { error: "missing fields" });
        answers.set(key(body.countryCode, body.vatNumber), body.answer);
        return send(res, 200, { ok: true });
      }
      if (path === "/__sim/answers" && req.method === "DELETE") {
        answers.clear();
        return send(res, 200, { ok: true });
      }
      const country = /^\/__sim\/countries\/([A-Za-z]{2})$/.exec(path);
      if (country && req.method === "POST") {
        const body = JSON.parse((await readBody(req)) || "{}") as { available?: boolean };
        if (body.available === false) down.add(country[1]!.toUpperCase());
        else down.delete(country[1]!.toUpperCase());
        return send(res, 200, { ok: true });
      }
      if (path === "/__sim/requests" && req.method === "GET") return send(res, 200, requests);
      return send(res, 404, { actionSucceed: false, errorWrappers: [{ error: "NOT_FOUND", message: path }] });
    } catch (error) {
      return send(res, 500, {
        actionSucceed: false,
        errorWrappers: [{ error: "SERVICE_UNAVAILABLE", message: (error as Error).message }],
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setAnswer(countryCode, vatNumber, answer) {
      if (answer === null) answers.delete(key(countryCode, vatNumber));
      else answers.set(key(countryCode, vatNumber), answer);
    },
    setCountryAvailable(countryCode, available) {
      if (available) down.delete(countryCode.toUpperCase());
      else down.add(countryCode.toUpperCase());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
