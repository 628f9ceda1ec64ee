/**
 * What the outbox needs from a mail transport (ADR 0005). The real one is the SMTP client in
 * integrations/mail/client.ts; tests may pass a stand-in. It is a core port (core/ports/, ADR 0019), so that core does not
 * depend on nodemailer (like RatesSource for the rates client).
 */
import { DomainError } from "../shared/errors.ts";

/** What a transport sends: one recipient, a subject, an HTML and a plain-text body. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, e.g. `Auto-Submitted`; `From`, `To` and `Subject` come from the fields above. */
  headers?: Record<string, string>;
}

/** What the server answered when it took the message. */
export interface MailReceipt {
  /** The message's `Message-ID` header. */
  messageId: string;
  /** The server's final reply, e.g. `250 2.0.0 Ok: queued as …`. */
  response: string;
}

/** Anything that sends a mail: the SMTP client, or a stand-in in tests. */
export interface MailTransport {
  /**
   * Sends one message.
   * @throws MailSendError (temporary or permanent) when it was not accepted; any other error is
   *   treated as temporary
   */
  send(mail: OutgoingMail): Promise<MailReceipt>;
  /** Closes pooled connections, if any. */
  close(): void;
}

/** SMTP details of a failed send. */
export interface MailErrorDetails {
  /** The SMTP reply code, when the server answered (e.g. 451, 550). */
  responseCode?: number;
  /** The transport's own error code (nodemailer: `EENVELOPE`, `ECONNECTION`, `ETIMEDOUT` …). */
  smtpCode?: string;
}

/**
 * A message was not accepted. `temporary` says whether the same message may succeed later: the
 * send-email job retries temporary failures and gives up on permanent ones. HTTP 503 (temporary)
 * or 502 (permanent) should it ever reach the error mapper.
 */
export class MailSendError extends DomainError {
  /** True when trying again later may succeed (4xx reply, network failure). */
  readonly temporary: boolean;
  readonly responseCode?: number;
  readonly smtpCode?: string;
  constructor(temporary: boolean, message: string, details: MailErrorDetails = {}) {
    super(temporary ? 503 : 502, temporary ? "MAIL_TEMPORARY_FAILURE" : "MAIL_REJECTED", message);
    this.temporary = temporary;
    this.responseCode = details.responseCode;
    this.smtpCode = details.smtpCode;
  }
}

/** A failure that may go away: a 4xx reply, a lost connection, a timeout, DNS. Retried. */
export class MailTemporaryError extends MailSendError {
  constructor(message: string, details: MailErrorDetails = {}) {
    super(true, message, details);
  }
}

/** A failure that will not go away by itself: a 5xx reply, a malformed address. Not retried. */
export class MailPermanentError extends MailSendError {
  constructor(message: string, details: MailErrorDetails = {}) {
    super(false, message, details);
  }
}
