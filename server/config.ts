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
  /**
   * SIBS payment gateway (integrations.md §1): `simulator` (default; a local SIBS with the hosted card
   * form, MB WAY and Multibanco) or `live` with the Backoffice credentials below.
   */
  SIBS_MODE: z.enum(["simulator", "live"]).default("simulator"),
  /** Port of the SIBS simulator (0: any free port); fixed in browser tests, which drive it at /__sim/. */
  SIBS_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  SIBS_API_URL: z.url().default("https://api.qly.sibspayments.com/sibs/spg/v2"),
  SIBS_WIDGET_URL: z.url().default("https://spg.qly.site1.sibs.pt/assets/js/widget.js"),
  SIBS_TOKEN: z.string().optional(),
  SIBS_CLIENT_ID: z.string().optional(),
  SIBS_TERMINAL_ID: z.coerce.number().int().positive().optional(),
  /** Base64 32-byte webhook secret from the SIBS Backoffice (AES-256-GCM key). */
  SIBS_WEBHOOK_SECRET: z.string().optional(),
  /** UPS (OAuth, Rating, Locator, Shipping, Tracking): `simulator` (default) or `live`. */
  UPS_MODE: z.enum(["simulator", "live"]).default("simulator"),
  UPS_BASE_URL: z.url().default("https://wwwcie.ups.com"),
  UPS_CLIENT_ID: z.string().optional(),
  UPS_CLIENT_SECRET: z.string().optional(),
  UPS_ACCOUNT_NUMBER: z.string().optional(),
  /** MRW (SAGEC SOAP shipments, labels, pickup points; tracking service): `simulator` (default) or `live`. */
  MRW_MODE: z.enum(["simulator", "live"]).default("simulator"),
  MRW_SHIPPING_URL: z.url().default("https://sagec-test.mrw.es/MRWEnvio.asmx"),
  MRW_TRACKING_URL: z.url().default("https://trackingservice-test.mrw.es/TrackingService.svc"),
  MRW_FRANCHISE: z.string().optional(),
  MRW_SUBSCRIBER: z.string().optional(),
  MRW_DEPARTMENT: z.string().optional(),
  MRW_USERNAME: z.string().optional(),
  MRW_PASSWORD: z.string().optional(),
  /** VIES (EU VAT numbers, integrations.md §4): `simulator` (default) or `live` (no credentials needed). */
  VIES_MODE: z.enum(["simulator", "live"]).default("simulator"),
  VIES_BASE_URL: z.url().default("https://ec.europa.eu/taxation_customs/vies/rest-api"),
  /** The shop's own EU VAT number (e.g. `PT501964843`), sent as requester so VIES returns a request identifier (proof). */
  VIES_REQUESTER_VAT: z.string().optional(),
  /** HMRC "Check a UK VAT number" v2.0 (integrations.md §4): `simulator` (default) or `live`. */
  HMRC_MODE: z.enum(["simulator", "live"]).default("simulator"),
  HMRC_BASE_URL: z.url().default("https://api.service.hmrc.gov.uk"),
  HMRC_CLIENT_ID: z.string().optional(),
  HMRC_CLIENT_SECRET: z.string().optional(),
  /** The shop's own UK VRN (9 digits), for HMRC consultation numbers (proof); optional. */
  HMRC_REQUESTER_VRN: z.string().optional(),
  /**
   * Legal invoices (issue 19, ADR 0024): `simulator` (default; a local InvoiceXpress,
   * integrations/invoicexpress/simulator.ts) or `live` with the account and API key below. Unset means
   * `simulator` (left undefined so an empty environment's defaults are unchanged; see `invoicingMode`).
   */
  INVOICING_MODE: z.enum(["simulator", "live"]).optional(),
  /** Port of the InvoiceXpress simulator; unset or 0: any free port. */
  INVOICEXPRESS_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The InvoiceXpress account name (the `<account>` of `https://<account>.app.invoicexpress.com`). */
  INVOICEXPRESS_ACCOUNT: z.string().optional(),
  INVOICEXPRESS_API_KEY: z.string().optional(),
  /** The API's base URL; unset, `https://<account>.app.invoicexpress.com` (set it to point at a simulators process). */
  INVOICEXPRESS_BASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url().optional()),
  /** The `sequence_id` of the series FR invoice-receipts are issued in; unset, the account's default series. */
  INVOICEXPRESS_SEQUENCE_FR: z.string().optional(),
  /** The `sequence_id` of the series NC credit notes are issued in; unset, the account's default series. */
  INVOICEXPRESS_SEQUENCE_NC: z.string().optional(),
  /**
   * The account's tax names beyond the mainland defaults (IVA23, IVA13, IVA6), as `REGION:RATE=NAME` pairs
   * separated by commas, e.g. `PT-MA:22=IVA22M,ES:21=IVA21ES` (parseInvoiceXpressTaxNames).
   */
  INVOICEXPRESS_TAX_NAMES: z.string().optional(),
  /** The account's 0 % tax used with an exemption code; default `IVA0`. */
  INVOICEXPRESS_EXEMPT_TAX: z.string().optional(),
  /** Folder of uploaded files (order message attachments); default `<DATA_DIR>/uploads`. */
  UPLOADS_DIR: z.string().optional(),
  /**
   * S3-compatible bucket for uploads and generated files (issue 18, ADR 0023): set, every instance
   * stores them there (integrations/storage/s3.ts); unset, they stay on local disk in UPLOADS_DIR.
   */
  S3_BUCKET: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional()),
  /** Region the S3 requests are signed for; unset, `us-east-1` (which most stores other than AWS accept). */
  S3_REGION: z.string().optional(),
  /** Base URL of an S3-compatible store (e.g. `http://127.0.0.1:9000`); unset for AWS S3 itself. */
  S3_ENDPOINT: z.preprocess((v) => (v === "" ? undefined : v), z.url().optional()),
  /** Key pair for the bucket; unset, the AWS SDK's default chain (AWS_* variables, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `true`: bucket in the URL's path, not its host name (most self-hosted stores need it); unset means false. */
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
  /** Time limit of one S3 attempt in milliseconds (default 10 000). */
  S3_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /** Attempts per S3 call, the first included (default 3). */
  S3_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).optional(),
  /** This instance's name in the `X-Instance-Id` response header; default `<hostname>:<pid>`. */
  INSTANCE_ID: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(100).optional()),
  /**
   * The shared page cache for anonymous visitors (server/web/page-cache.ts, ADR 0026): in Redis with REDIS_URL, else
   * in this process's memory. `false` renders every page.
   */
  PAGE_CACHE: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  /** Run background jobs (pg-boss) in this process. */
  JOBS_ENABLED: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

export type Config = z.infer<typeof configSchema>;

/** The invoicing mode of `config`: INVOICING_MODE, `simulator` when unset (issue 19). */
export function invoicingMode(config: Pick<Config, "INVOICING_MODE">): "simulator" | "live" {
  return config.INVOICING_MODE ?? "simulator";
}

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
  if (config.NODE_ENV === "production" && env.ALLOW_SIMULATORS !== "true") {
    // Production refuses simulators (DESIGN rule 7); the demo start sets ALLOW_SIMULATORS.
    for (const name of ["RATES_MODE", "SIBS_MODE", "UPS_MODE", "MRW_MODE", "VIES_MODE", "HMRC_MODE"] as const) {
      if (config[name] === "simulator")
        throw new Error(`${name}=simulator is not allowed in production (set ${name}=live)`);
    }
    if (invoicingMode(config) === "simulator")
      throw new Error("INVOICING_MODE=simulator is not allowed in production (set INVOICING_MODE=live)");
  }
  const missing: string[] = [];
  const need = (mode: string, names: (keyof Config)[]) => {
    if (mode === "live") for (const n of names) if (config[n] === undefined) missing.push(n);
  };
  need(config.SIBS_MODE, ["SIBS_TOKEN", "SIBS_CLIENT_ID", "SIBS_TERMINAL_ID", "SIBS_WEBHOOK_SECRET"]);
  need(config.UPS_MODE, ["UPS_CLIENT_ID", "UPS_CLIENT_SECRET", "UPS_ACCOUNT_NUMBER"]);
  need(config.MRW_MODE, ["MRW_FRANCHISE", "MRW_SUBSCRIBER", "MRW_USERNAME", "MRW_PASSWORD"]);
  need(config.HMRC_MODE, ["HMRC_CLIENT_ID", "HMRC_CLIENT_SECRET"]);
  need(invoicingMode(config), ["INVOICEXPRESS_ACCOUNT", "INVOICEXPRESS_API_KEY"]);
  if (missing.length)
    throw new Error(`Invalid configuration:\n${missing.map((n) => `${n}: required in live mode`).join("\n")}`);
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    const absent = config.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new Error(`Invalid configuration:\n${absent}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`);
  }
  return config;
}
