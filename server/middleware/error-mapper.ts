import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import { refusalCookies } from "../../core/ports/identity.ts";
import { DEFAULT_FAILURE_TEXT, DomainError, Invalid, RateLimited, schemaInvalid } from "../../core/shared/errors.ts";
import { invalidText } from "../api/field-messages.ts";
import type { AppEnv } from "../env.ts";

/** The error body of every API call (DESIGN rule 5). `field` names the offending input on 400s. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string; details?: unknown; retryAfter?: number };
}

/** Turns a Zod failure into the API's 400 body naming the first offending field. */
export function zodErrorBody(error: ZodError): ApiErrorBody {
  const issue = error.issues[0];
  const field = issue?.path.join(".") || undefined;
  return {
    error: {
      code: "INVALID_INPUT",
      message: issue ? `${field ? `${field}: ` : ""}${issue.message}` : "Invalid input",
      ...(field ? { field } : {}),
    },
  };
}

/**
 * The one error mapper (DESIGN rule 5): DomainError → its status and code; an `Invalid` raised by a
 * schema check (core's `parseInput`, or a stray ZodError, turned into one here) → 400 whose message is
 * `field: ` and the schema's text in the request's language (`ns:key` messages translated, see
 * server/api/field-messages.ts); a `RateLimited` → 429 with `retryAfter` (seconds) and `Retry-After`;
 * a refused account call also sets the cookies the identity provider sent (core/ports/identity.ts);
 * anything else → 500 with the spec's 'Something went wrong' (§8), logged with the request id.
 */
export function mapError(error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof ZodError) return mapError(schemaInvalid(error), c);
  if (error instanceof DomainError) {
    for (const cookie of refusalCookies(error)) c.header("Set-Cookie", cookie, { append: true });
    const retryAfter = error instanceof RateLimited ? error.retryAfterSeconds : undefined;
    if (retryAfter) c.header("Retry-After", String(retryAfter));
    const message = error instanceof Invalid ? invalidText(error, c.get("locale") ?? "en") : error.message;
    const body: ApiErrorBody = {
      error: {
        code: error.code,
        message,
        ...(error.field ? { field: error.field } : {}),
        // structured facts of some errors (e.g. COUPON_MIN_SPEND's minimum in cents) for the UI's text
        ...((error as { details?: unknown }).details ? { details: (error as { details?: unknown }).details } : {}),
        ...(retryAfter ? { retryAfter } : {}),
      },
    };
    return c.json(body, error.status as 400);
  }
  if (error instanceof HTTPException) {
    return c.json(
      { error: { code: `HTTP_${error.status}`, message: error.message || DEFAULT_FAILURE_TEXT } },
      error.status,
    );
  }
  c.get("log")?.error({ err: error }, "unhandled error");
  return c.json({ error: { code: "INTERNAL", message: DEFAULT_FAILURE_TEXT } }, 500);
}
