import type { Logger } from "pino";
import type { Ctx } from "../core/shared/ctx.ts";
import type { Locale } from "../core/shared/locale.ts";

/** Per-request variables every Hono handler can read (`c.get("ctx")`). */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    locale: Locale;
    ctx: Ctx;
    secureHeadersNonce?: string;
  };
}
