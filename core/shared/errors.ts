import type { z } from "zod";

/**
 * Typed domain errors (DESIGN rule 5). `core/` throws these; one mapper
 * (server/middleware/error-mapper.ts) turns them into an HTTP status and
 * `{ error: { code, message, field? } }`. `code` is stable and is also the
 * i18n key the UI translates (`errors.<code>`).
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly field?: string;
  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** The thing asked for does not exist (or is not visible to the actor). HTTP 404. */
export class NotFound extends DomainError {
  constructor(message = "Not found", code = "NOT_FOUND") {
    super(404, code, message);
  }
}

/**
 * One failed field of a schema check ({@link parseInput}): `field` is the issue's path joined with
 * "." ("" for the input as a whole), `message` the schema's text, often an i18n key such as
 * `address:errors.postcodeInvalid`, and `params` the values its placeholders take (`max`, `min`,
 * and the schema's own, e.g. a postcode `example`).
 */
export interface FieldIssue {
  field: string;
  message: string;
  params: Record<string, unknown>;
}

/**
 * Input is malformed or breaks a rule; `field` names the offending input. HTTP 400.
 * `issues` lists every failed field when a schema check raised it ({@link parseInput}; first issue first,
 * the same as `field` and `message`); it is empty for a rule the code checks itself.
 */
export class Invalid extends DomainError {
  readonly issues: readonly FieldIssue[];
  constructor(message: string, field?: string, code = "INVALID_INPUT", issues: readonly FieldIssue[] = []) {
    super(400, code, message, field);
    this.issues = issues;
  }
}

/** No signed-in user, or a credential that does not match (`field` names it): the caller must sign in first. HTTP 401. */
export class Unauthorized extends DomainError {
  constructor(message = "Sign in to continue", code = "UNAUTHORIZED", field?: string) {
    super(401, code, message, field);
  }
}

/** The actor may not do this. HTTP 403. */
export class Forbidden extends DomainError {
  constructor(message = "Forbidden", code = "FORBIDDEN") {
    super(403, code, message);
  }
}

/** The request clashes with the current state (stock, duplicates, a stale version). HTTP 409. */
export class Conflict extends DomainError {
  constructor(message: string, code = "CONFLICT") {
    super(409, code, message);
  }
}

/** An outside service could not answer now; the caller may retry. HTTP 503. */
export class Unavailable extends DomainError {
  constructor(message: string, code = "UNAVAILABLE") {
    super(503, code, message);
  }
}

/** Too many attempts in a short time; the caller may try again after `retryAfterSeconds`. HTTP 429. */
export class RateLimited extends DomainError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message = "Too many messages; please try again later", code = "RATE_LIMITED") {
    super(429, code, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The classes above by name, with the HTTP status that stands for each (what {@link isDomainError} compares). */
const KIND_STATUS = {
  Invalid: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  RateLimited: 429,
  Unavailable: 503,
} as const;

/** A domain error class by name, for {@link isDomainError}. */
export type DomainErrorKind = keyof typeof KIND_STATUS;

/**
 * Whether `error` is a domain error (of one kind, or with one code), judged by its shape rather than
 * by `instanceof`. Until the "one seam" issue leaves one copy of `core/` per process, the page build
 * bundles its own copy of this file, so an error thrown by a client the server built (SIBS, UPS, MRW,
 * VIES, storage …, all made from the server's copy) is not `instanceof` the page's classes. Every
 * check of an error that may come from an outside service must use this helper (issue 14).
 * - shape: an `Error` with a string `code` and a numeric `status` (what {@link DomainError} sets);
 * - `kind` (a class name): same HTTP status as that class, so `SibsUnavailableError` is an
 *   `"Unavailable"` (503) whatever its code; `{ code }`: exactly that code.
 * @example isDomainError(err, "Unavailable") // the gateway could not answer: "try again"
 */
export function isDomainError(error: unknown, kind?: DomainErrorKind | { code: string }): error is DomainError {
  if (!(error instanceof Error)) return false;
  const shaped = error as Partial<DomainError>;
  if (typeof shaped.code !== "string" || typeof shaped.status !== "number") return false;
  if (kind === undefined) return true;
  if (typeof kind === "string") return shaped.status === KIND_STATUS[kind];
  return shaped.code === kind.code;
}

/**
 * Whether an outside service failed (a domain error with HTTP 502 or 503: could not answer, or
 * refused in a way that retrying later may fix), by shape as {@link isDomainError}. Page actions show
 * their "service unavailable, try again" message for these and keep everything the customer entered.
 */
export function isServiceFailure(error: unknown): boolean {
  return isDomainError(error) && (error.status === 502 || error.status === 503);
}

/** The spec's default failure text (§8), shown for anything unexpected. */
export const DEFAULT_FAILURE_TEXT = "Something went wrong";

/**
 * A failed Zod check as an {@link Invalid}: `field` is the first issue's path joined with "."
 * (absent for the input as a whole), `message` that issue's message unchanged (an i18n key stays a
 * key: the API's mapper and the pages translate it), `issues` every issue (see {@link FieldIssue}).
 * The code is `INVALID_INPUT`, unless the first issue names its own with `params.code` (an API's
 * documented code such as MESSAGE_EMPTY).
 */
export function schemaInvalid(error: z.ZodError): Invalid {
  const issues: FieldIssue[] = error.issues.map((issue) => ({
    field: issue.path.map(String).join("."),
    message: issue.message,
    params: {
      ...("maximum" in issue ? { max: issue.maximum } : {}),
      ...("minimum" in issue ? { min: issue.minimum } : {}),
      ...("params" in issue && issue.params ? issue.params : {}),
    },
  }));
  const first = issues[0];
  if (!first) return new Invalid("Invalid input");
  // a schema may name the error code a client branches on (`params: { code: "MESSAGE_EMPTY" }`)
  const code = typeof first.params.code === "string" ? first.params.code : "INVALID_INPUT";
  return new Invalid(first.message, first.field || undefined, code, issues);
}

/**
 * Checks `input` against `schema` (DESIGN rule 5: core throws typed errors, never a raw ZodError).
 * @returns the parsed value (the schema's output type)
 * @throws Invalid (code `INVALID_INPUT`) built by {@link schemaInvalid} when the input fails the schema
 * @example const { body } = parseInput(ticketReplySchema, input);
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw schemaInvalid(result.error);
}

/**
 * The first failed field when `error` is an {@link Invalid} raised by a schema check, else undefined.
 * Page actions use it to put the schema's message next to its field.
 */
export function schemaIssue(error: unknown): FieldIssue | undefined {
  return isDomainError(error, "Invalid") ? (error as Partial<Invalid>).issues?.[0] : undefined;
}
