import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Paths pino's `redact` censors in every log line (issue 14, "error logs carry no personal data"):
 * the parameters of a failed SQL statement (Drizzle's `DrizzleQueryError.params`: addresses,
 * e-mails, names), the row values PostgreSQL quotes in `detail` ("Key (email)=(…) already exists"),
 * under the error keys the code uses (`err`, `error`) and one level down, and secrets in headers.
 */
export const LOG_REDACT_PATHS = [
  "err.params",
  "err.detail",
  "err.cause.params",
  "err.cause.detail",
  "error.params",
  "error.detail",
  "error.cause.params",
  "error.cause.detail",
  "*.err.params",
  "*.err.detail",
  // Better Auth's log calls hand their values over as `args` (server/auth/better-auth.ts)
  "args[*].params",
  "args[*].detail",
  "args[*].cause.params",
  "args[*].cause.detail",
  "headers.cookie",
  "headers.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
];

/** The censor put in place of a redacted value. */
export const REDACTED = "[redacted]";

/**
 * A failed statement's parameters also sit in the error's text: Drizzle writes
 * `Failed query: <sql>\nparams: <values>` into `message` (and so into `stack`). Cuts the
 * `params:` line(s) up to the stack frames.
 */
function scrubParams(text: unknown): unknown {
  if (typeof text !== "string" || !text.includes("\nparams: ")) return text;
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g, `\nparams: ${REDACTED}`);
}

/** pino's error serializer, then the parameters cut out of `message` and `stack`. */
function errSerializer(err: unknown): unknown {
  const out = pino.stdSerializers.err(err as Error) as unknown;
  if (out && typeof out === "object") {
    const record = out as { message?: unknown; stack?: unknown };
    record.message = scrubParams(record.message);
    record.stack = scrubParams(record.stack);
  }
  return out;
}

/**
 * The process's one logger factory (DESIGN "Logs": pino JSON lines): level from LOG_LEVEL, the
 * redaction paths above, and error serializers (`err`, `error`) that keep statement parameters out
 * of messages and stacks.
 * @param options.level a pino level (config.LOG_LEVEL)
 * @param options.base fields on every line (e.g. `{ service: "fabrico" }`)
 * @param destination where lines go (stdout by default; tests pass a stream)
 */
export function createLogger(
  options: { level: string; base?: Record<string, unknown> },
  destination?: DestinationStream,
): Logger {
  const settings = {
    level: options.level,
    ...(options.base ? { base: options.base } : {}),
    redact: { paths: LOG_REDACT_PATHS, censor: REDACTED },
    serializers: { err: errSerializer, error: errSerializer },
  };
  return destination ? pino(settings, destination) : pino(settings);
}
