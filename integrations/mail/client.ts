/**
 * The shop's mail transport: nodemailer over SMTP (DESIGN "E-mail"), configured by one URL,
 * `SMTP_URL` (`smtp://user:pass@host:587` with STARTTLS when the server offers it, or
 * `smtps://…:465` for TLS from the start; nodemailer's URL options such as `?pool=true` pass through).
 *
 * A failed send becomes a {@link MailSendError} that says whether trying again can help
 * (RFC 5321 reply classes): a 4xx reply, a dropped connection, a timeout or a DNS failure is
 * temporary, and the send-email job retries it; a 5xx reply (the server refused this message for
 * good) or a message the client cannot send at all is permanent, and the job stops.
 */
import nodemailer, { type NodemailerError, type SMTPTransportOptions, type Transporter } from "nodemailer";
import {
  type MailReceipt,
  MailPermanentError,
  MailSendError,
  MailTemporaryError,
  type MailTransport,
  type OutgoingMail,
} from "../../core/ports/mail-transport.ts";

export { MailPermanentError, MailSendError, MailTemporaryError };
export type { MailReceipt, MailTransport, OutgoingMail };

/** Sender used when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "Fabrico <hello@fabrico.example>";

/** nodemailer codes that, with no SMTP reply, mean the message itself or the setup is wrong. */
const PERMANENT_CODES = new Set(["EENVELOPE", "EMESSAGE", "ECONFIG", "ENOAUTH", "EMAXRECIPIENTS", "EREQUIRETLS"]);

/**
 * Turns whatever nodemailer threw into a {@link MailSendError}.
 *
 * With an SMTP reply: 5xx is permanent except 503 ("bad sequence of commands", a session-state
 * problem, as nodemailer and RFC 5321 treat it); 4xx and anything else is temporary. Without one:
 * envelope, message and configuration errors are permanent; connection, socket, TLS, DNS, timeout
 * and unknown errors are temporary.
 */
export function classifyMailError(error: unknown): MailSendError {
  if (error instanceof MailSendError) return error;
  const e = (error ?? {}) as NodemailerError;
  const message = error instanceof Error ? error.message : String(error);
  const details = { responseCode: typeof e.responseCode === "number" ? e.responseCode : undefined, smtpCode: e.code };
  if (details.responseCode !== undefined) {
    const permanent = details.responseCode >= 500 && details.responseCode < 600 && details.responseCode !== 503;
    return permanent ? new MailPermanentError(message, details) : new MailTemporaryError(message, details);
  }
  if (e.code && PERMANENT_CODES.has(e.code)) return new MailPermanentError(message, details);
  return new MailTemporaryError(message, details);
}

export interface SmtpMailClientOptions {
  /** `smtp://` or `smtps://` URL (SMTP_URL). */
  url: string;
  /** The `From` header (MAIL_FROM); default {@link DEFAULT_MAIL_FROM}. */
  from?: string;
  /** Time limit for connecting and for the server's greeting, in ms (default 10 s). */
  connectTimeoutMs?: number;
  /** Time limit for any one server reply once connected, in ms (default 60 s). */
  socketTimeoutMs?: number;
}

/** The SMTP client (nodemailer). One instance per process; without `?pool=true` each send opens a connection. */
export class SmtpMailClient implements MailTransport {
  readonly from: string;
  readonly #transporter: Transporter;

  /**
   * @throws TypeError when `url` is not an `smtp://` or `smtps://` URL
   */
  constructor(options: SmtpMailClientOptions) {
    if (!/^smtps?:\/\//i.test(options.url)) throw new TypeError("SMTP_URL must start with smtp:// or smtps://");
    new URL(options.url); // throws TypeError on a malformed URL
    this.from = options.from || DEFAULT_MAIL_FROM;
    const connectTimeout = options.connectTimeoutMs ?? 10_000;
    const transportOptions: SMTPTransportOptions = {
      url: options.url,
      connectionTimeout: connectTimeout,
      greetingTimeout: connectTimeout,
      socketTimeout: options.socketTimeoutMs ?? 60_000,
    };
    this.#transporter = nodemailer.createTransport(transportOptions);
  }

  /**
   * Sends `mail` from {@link from}.
   * @returns the Message-ID and the server's reply
   * @throws MailTemporaryError (retry later) or MailPermanentError (give up); see {@link classifyMailError}
   */
  async send(mail: OutgoingMail): Promise<MailReceipt> {
    try {
      const info = await this.#transporter.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
      });
      if (info.rejected && info.rejected.length > 0) {
        throw new MailPermanentError(`Recipient refused: ${info.rejected.join(", ")}`, { smtpCode: "EENVELOPE" });
      }
      return { messageId: info.messageId, response: info.response ?? "" };
    } catch (error) {
      throw classifyMailError(error);
    }
  }

  close(): void {
    this.#transporter.close();
  }
}

/**
 * The transport for a configuration: the SMTP client when `SMTP_URL` is set, otherwise null (the
 * send-email job then keeps each message in the dev outbox and logs it).
 */
export function createMailTransport(config: { SMTP_URL?: string; MAIL_FROM?: string }): MailTransport | null {
  return config.SMTP_URL ? new SmtpMailClient({ url: config.SMTP_URL, from: config.MAIL_FROM }) : null;
}
