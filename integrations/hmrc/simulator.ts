/**
 * A local stand-in for HMRC's "Check a UK VAT number" API v2.0 (integrations.md §4), started
 * in-process for dev and tests when `HMRC_MODE=simulator` (DESIGN rule 7). Same paths, headers and
 * shapes as HMRC:
 * - `POST /oauth/token` (form client_id, client_secret, grant_type=client_credentials, scope=read:vat)
 *   → `{access_token, token_type:"bearer", expires_in:14400, scope}`; wrong credentials → 401.
 * - `GET /organisations/vat/check-vat-number/lookup/{targetVrn}[/{requesterVrn}]` with
 *   `Accept: application/vnd.hmrc.2.0+json` and a Bearer token → 200 `{target, processingDate,
 *   consultationNumber?}` (the consultation number only with a requester), 404 `{code:"NOT_FOUND"}`,
 *   400 `{code:"INVALID_REQUEST"}` when a VRN is not 9 or 12 digits, 401 without a valid token,
 *   406 without the v2.0 media type.
 *
 * Registered numbers: the sandbox's 553557881 and, so the demo works with any real-looking number,
 * every other well-formed VRN unless a test says otherwise with `POST /__sim/answers`
 * `{vatNumber, answer: "valid" | "not_found" | "throttled" | "error"}` (`DELETE` forgets them).
 * Consultation numbers look like HMRC's: `XXX-XXX-XXX` of letters.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { HMRC_ACCEPT } from "./client.ts";

export const HMRC_SIMULATOR_CLIENT_ID = "fabrico-hmrc-sim-client";
export const HMRC_SIMULATOR_CLIENT_SECRET = "fabrico-hmrc-sim-secret";
/** A VRN of HMRC's sandbox test data (`…/2.0/test-data/vrn.csv`). */
export const HMRC_SANDBOX_VRN = "553557881";

export type HmrcSimulatedAnswer = "valid" | "not_found" | "throttled" | "error";

export interface HmrcSimulator {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Lookups received: target and requester. */
  readonly requests: { target: string; requester: string | null; status: number }[];
  setAnswer(vatNumber: string, answer: HmrcSimulatedAnswer | null): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (c) => {
      data += c;
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

function consultationNumber(): string {
  const letters = Array.from(randomBytes(9), (b) => String.fromCharCode(65 + (b % 26))).join("");
  return `${letters.slice(0, 3)}-${letters.slice(3, 6)}-${letters.slice(6, 9)}`;
}

/** Starts the simulator on 127.0.0.1 (port 0 = any free port). */
export async function startHmrcSimulator(options: { port?: number; now?: () => Date } = {}): Promise<HmrcSimulator> {
  const now = options.now ?? (() => new Date());
  const tokens = new Map<string, number>();
  const answers = new Map<string, HmrcSimulatedAnswer>();
  const requests: HmrcSimulator["requests"] = [];
  const VRN = /^(\d{9}|\d{12})$/;

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (req.method === "POST" && url.pathname === "/oauth/token") {
        const form = new URLSearchParams(await readBody(req));
        if (
          form.get("client_id") !== HMRC_SIMULATOR_CLIENT_ID ||
          form.get("client_secret") !== HMRC_SIMULATOR_CLIENT_SECRET
        ) {
          return send(res, 401, { error: "invalid_client", error_description: "invalid client id or secret" });
        }
        if (form.get("grant_type") !== "client_credentials") return send(res, 400, { error: "unsupported_grant_type" });
        const token = randomBytes(16).toString("hex");
        tokens.set(token, now().getTime() + 14_400_000);
        return send(res, 200, { access_token: token, token_type: "bearer", expires_in: 14_400, scope: "read:vat" });
      }
      const lookup = /^\/organisations\/vat\/check-vat-number\/lookup\/([^/]+)(?:\/([^/]+))?$/.exec(url.pathname);
      if (req.method === "GET" && lookup) {
        const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1];
        const expires = bearer ? tokens.get(bearer) : undefined;
        if (!expires || expires < now().getTime()) {
          return send(res, 401, { code: "MISSING_CREDENTIALS", message: "Authentication information is not provided" });
        }
        if (req.headers.accept !== HMRC_ACCEPT) {
          return send(res, 406, { code: "ACCEPT_HEADER_INVALID", message: "The accept header is missing or invalid" });
        }
        const target = decodeURIComponent(lookup[1]!);
        const requester = lookup[2] ? decodeURIComponent(lookup[2]) : null;
        const reply = (status: number, body: unknown) => {
          requests.push({ target, requester, status });
          send(res, status, body);
        };
        if (!VRN.test(target) || (requester !== null && !VRN.test(requester))) {
          return reply(400, {
            code: "INVALID_REQUEST",
            message: "Invalid targetVrn - Vrn parameters should be 9 or 12 digits",
          });
        }
        const answer = answers.get(target) ?? "valid";
        if (answer === "not_found")
          return reply(404, { code: "NOT_FOUND", message: "targetVrn does not match a registered company" });
        if (answer === "throttled") return reply(429, { code: "MESSAGE_THROTTLED_OUT", message: "Too many requests" });
        if (answer === "error") return reply(500, { code: "INTERNAL_SERVER_ERROR", message: "Internal server error" });
        return reply(200, {
          target: {
            name:
              target === HMRC_SANDBOX_VRN ? "Credite Sberger Donal Inc." : `Simulated Trading ${target.slice(-4)} Ltd`,
            vatNumber: target,
            address: { line1: "131B Barton Hamlet", postcode: "SW97 5CK", countryCode: "GB" },
          },
          processingDate: now().toISOString(),
          ...(requester ? { consultationNumber: consultationNumber() } : {}),
        });
      }
      if (url.pathname === "/__sim/answers" && req.method === "POST") {
        const body = JSON.parse((await readBody(req)) || "{}") as { vatNumber?: string; answer?: HmrcSimulatedAnswer };
        if (!body.vatNumber || !body.answer) return send(res, 400, { error: "missing fields" });
        answers.set(body.vatNumber, body.answer);
        return send(res, 200, { ok: true });
      }
      if (url.pathname === "/__sim/answers" && req.method === "DELETE") {
        answers.clear();
        return send(res, 200, { ok: true });
      }
      return send(res, 404, {
        code: "MATCHING_RESOURCE_NOT_FOUND",
        message: "A resource with the name in the request can not be found in the API",
      });
    } catch (error) {
      return send(res, 500, { code: "INTERNAL_SERVER_ERROR", message: (error as Error).message });
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId: HMRC_SIMULATOR_CLIENT_ID,
    clientSecret: HMRC_SIMULATOR_CLIENT_SECRET,
    requests,
    setAnswer(vatNumber, answer) {
      if (answer === null) answers.delete(vatNumber);
      else answers.set(vatNumber, answer);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
