import { z } from "zod";

/**
 * Configuration from the environment, validated once at start (README "Configuration" lists
 * every variable). Anything invalid stops the process with the variable named.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin used in canonical URLs, sitemaps and e-mails. */
  PUBLIC_URL: z.url().optional(),
  /** `postgres://…` to run on PostgreSQL; unset or empty means PGlite in DATA_DIR. */
  DATABASE_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
  ),
  /** PGlite data folder when DATABASE_URL is not set. */
  DATA_DIR: z.string().default("./data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seed the demo catalogue on first start (an empty database). */
  SEED_DEMO: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Set when TLS terminates in front of the app: enables HSTS and Secure cookies. */
  TRUST_PROXY_TLS: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /**
   * Set when a reverse proxy in front sets `X-Forwarded-For`: its first address is the client's, for
   * per-IP rate limits. Implied by TRUST_PROXY_TLS. Never set it without such a proxy (clients could
   * pick their own address).
   */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** `redis://…`: Better Auth's sessions cache and rate limits go to Redis, shared by every instance. */
  REDIS_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// URL")
      .optional(),
  ),
  /** Signs session cookies (32+ random characters). Required by `npm run serve`; the demo start makes one. */
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** `simulator` (default) or `live` for the currency-rates service. */
  RATES_MODE: z.enum(["simulator", "live"]).default("simulator"),
  RATES_PRIMARY_URL: z.string().optional(),
  RATES_FALLBACK_URL: z.string().optional(),
  /**
   * Outgoing mail server, `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`.
   * Unset or empty: e-mails stay in the dev outbox (a DB table, admin page) and are logged.
   */
  SMTP_URL: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\/[^/]/i, "must be an smtp:// or smtps:// URL")
      .optional(),
  ),
  /** The From address of the shop's e-mails. */
  MAIL_FROM: z.string().min(3).default("Fabrico <hello@fabrico.example>"),
  /** Run background jobs (pg-boss) in this process. */
  JOBS_ENABLED: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

export type Config = z.infer<typeof configSchema>;

/**
 * Parses `env` into a Config.
 * @throws Error listing each invalid variable; also when a simulator is asked for in production
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production" && config.RATES_MODE === "simulator" && env.ALLOW_SIMULATORS !== "true") {
    // Production refuses simulators (DESIGN rule 7); the demo start sets ALLOW_SIMULATORS.
    throw new Error("RATES_MODE=simulator is not allowed in production (set RATES_MODE=live)");
  }
  return config;
}
