/**
 * A real SMTP peer for tests (DESIGN "E-mail": tests talk SMTP to a local server, never to the
 * internet). It runs the `smtp-server` package on 127.0.0.1 (a random port), accepts any sender and
 * recipient without TLS or authentication, parses every message it receives with `mailparser`, and
 * can be told to refuse the next messages with a 4xx (temporary) or 5xx (permanent) reply.
 *
 * Test-only: `smtp-server` and `mailparser` are devDependencies, so server code must never import
 * this file. Without `SMTP_URL` the app itself keeps e-mail in the dev outbox (core/mail).
 */
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerError } from "smtp-server";

/** One message the peer accepted. */
export interface ReceivedMail {
  /** SMTP envelope: MAIL FROM and RCPT TO addresses. */
  envelope: { from: string; to: string[] };
  /** The message as it came over the wire (RFC 5322). */
  raw: string;
  /** The message parsed by mailparser (subject, to, html, text, headers …). */
  parsed: ParsedMail;
}

/** An SMTP reply the peer sends instead of accepting. */
export interface SmtpRejection {
  /** Reply code, e.g. 451 (temporary) or 550 (permanent). */
  code: number;
  message: string;
  /** Where to refuse: at `RCPT TO` or after the message data (default `data`). */
  stage?: "rcpt" | "data";
}

export interface SmtpPeer {
  /** `smtp://127.0.0.1:<port>`: use it as SMTP_URL. */
  url: string;
  /** Every accepted message, oldest first. */
  received: ReceivedMail[];
  /** How many messages were offered (accepted or refused). */
  readonly offered: number;
  /** Refuses the next `times` messages (default 1) with `rejection`; later ones are accepted again. */
  rejectNext(rejection: SmtpRejection, times?: number): void;
  /** Waits until a message matching `match` (default: any) has arrived; fails after `ms`. */
  waitForMail(match?: (mail: ReceivedMail) => boolean, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * Starts the peer on 127.0.0.1 on a free port, or on `port` (to bring a peer back where a closed one
 * was: an SMTP server down, then up again).
 * @throws when the port cannot be bound
 */
export async function startSmtpPeer(options: { port?: number } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let offered = 0;
  let pending: { rejection: SmtpRejection; left: number } | null = null;

  /** The rejection for the message now offered at `stage`, counting it down once per message. */
  const takeRejection = (stage: "rcpt" | "data"): SMTPServerError | null => {
    if (!pending || (pending.rejection.stage ?? "data") !== stage) return null;
    const { rejection } = pending;
    pending.left -= 1;
    if (pending.left <= 0) pending = null;
    const error: SMTPServerError = new Error(rejection.message);
    error.responseCode = rejection.code;
    return error;
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(_address, _session, callback) {
      // one recipient per message in the shop's mail, so the RCPT stage counts messages too
      const rejection = takeRejection("rcpt");
      if (rejection) offered += 1;
      callback(rejection);
    },
    onData(stream, session, callback) {
      offered += 1;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const rejection = takeRejection("data");
        if (rejection) {
          callback(rejection);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
            received.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, raw, parsed });
            callback(null, "Queued");
          },
          (error: Error) => callback(error),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get offered() {
      return offered;
    },
    rejectNext(rejection, times = 1) {
      pending = { rejection, left: times };
    },
    async waitForMail(match = () => true, ms = 10_000) {
      const until = Date.now() + ms;
      for (;;) {
        const mail = received.find(match);
        if (mail) return mail;
        if (Date.now() > until) throw new Error(`no matching e-mail arrived within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
