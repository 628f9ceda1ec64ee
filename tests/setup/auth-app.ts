import { sql } from "drizzle-orm";
import pino from "pino";
import { type App, createApp } from "../../server/app.ts";
import { type Auth, type AuthEmail, createAuth } from "../../server/auth/better-auth.ts";
import { loadConfig } from "../../server/config.ts";
import type { SecondaryStorage } from "../../server/redis-storage.ts";
import { type TestDatabase, openTestDatabase } from "./db.ts";
import { TEST_LINK_SECRET, testServices } from "./services.ts";
import { betterAuthIdentity } from "../../server/auth/identity.ts";

/** A minimal cookie jar for API tests: keeps `name=value` of each Set-Cookie, drops expired ones. */
export class Jar {
  private cookies = new Map<string, string>();
  /** Takes the Set-Cookie headers of `res`. */
  take(res: Response): this {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attrs] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }
  has(name: string): boolean {
    return this.cookies.has(name);
  }
  /** The Cookie request header. */
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  get size(): number {
    return this.cookies.size;
  }
}

/** The app with Better Auth on a test database clone; account e-mails are captured in `outbox`. */
export interface AuthTestApp {
  tdb: TestDatabase;
  app: App;
  auth: Auth;
  outbox: AuthEmail[];
  /** Clears the per-IP rate-limit counters (kept in the database) so each test starts afresh. */
  resetRateLimits(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens a database clone and builds the app with Better Auth on it (call in `beforeAll`).
 * @param options.secondaryStorage Redis storage, to test the REDIS_URL set-up
 * @param options.env extra configuration variables (e.g. `TRUST_PROXY: "true"` to give each request its own address)
 */
export async function openAuthTestApp(
  options: { secondaryStorage?: SecondaryStorage; env?: Record<string, string> } = {},
): Promise<AuthTestApp> {
  const tdb = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: "test", ...options.env });
  const log = pino({ level: "silent" });
  const outbox: AuthEmail[] = [];
  const auth = createAuth({
    config,
    db: tdb.handle.db,
    log,
    secret: TEST_LINK_SECRET,
    sendEmail: async (email) => {
      outbox.push(email);
    },
    secondaryStorage: options.secondaryStorage,
  });
  const services = testServices({ identity: betterAuthIdentity(auth) });
  const app = createApp({ config, database: tdb.handle, log, auth, services });
  return {
    tdb,
    app,
    auth,
    outbox,
    resetRateLimits: async () => {
      await tdb.handle.db.execute(sql`delete from auth_rate_limit`);
    },
    close: () => tdb.close(),
  };
}
