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

/** The spec's default failure text (§8), shown for anything unexpected. */
export const DEFAULT_FAILURE_TEXT = "Something went wrong";
