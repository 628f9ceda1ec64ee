import type { Context } from "hono";
import { Invalid } from "../../core/shared/errors.ts";
import type { AppEnv } from "../env.ts";
import { translateMessage } from "./field-messages.ts";

/** The 400 for a body that is absent, of another type, or malformed (field `body`, in the request's language). */
function unreadable(c: Context<AppEnv>): Invalid {
  const text = translateMessage("common:errors.BODY_UNREADABLE", c.get("locale") ?? "en");
  return new Invalid(`body: ${text}`, "body", "BODY_UNREADABLE");
}

/**
 * The form of a call that reads its own multipart/form-data or urlencoded body (routes with files).
 * @throws Invalid BODY_UNREADABLE (400, field `body`) when there is no body, no or another
 *   Content-Type, or a malformed one — instead of the runtime's TypeError (a 500, issue 14)
 */
export async function readForm(c: Context<AppEnv>): Promise<FormData> {
  try {
    return await c.req.formData();
  } catch {
    throw unreadable(c);
  }
}

/**
 * The JSON object of a call that reads its own JSON body.
 * @throws Invalid BODY_UNREADABLE (400, field `body`) when the body is absent, malformed, or not an object
 */
export async function readJsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  let value: unknown;
  try {
    value = await c.req.json();
  } catch {
    throw unreadable(c);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw unreadable(c);
  return value as Record<string, unknown>;
}
