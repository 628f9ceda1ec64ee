import type { Hook } from "@hono/zod-openapi";
import { zodErrorBody } from "../middleware/error-mapper.ts";

/** zod-openapi hook: invalid params/query/body → 400 `{ error: { code: "INVALID_INPUT", field } }`. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by every route
export const validationHook: Hook<any, any, any, any> = (result, c) => {
  if (!result.success) return c.json(zodErrorBody(result.error), 400);
};
