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

/** Input is malformed or breaks a rule; `field` names the offending input. HTTP 400. */
export class Invalid extends DomainError {
  constructor(message: string, field?: string, code = "INVALID_INPUT") {
    super(400, code, message, field);
  }
}

/** No signed-in user: the caller must sign in first. HTTP 401. */
export class Unauthorized extends DomainError {
  constructor(message = "Sign in to continue", code = "UNAUTHORIZED") {
    super(401, code, message);
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

/** The classes above by name, with the HTTP status that stands for each (what {@link isDomainError} compares). */
const KIND_STATUS = {
  Invalid: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
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
