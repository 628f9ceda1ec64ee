import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("fills every default from an empty environment", () => {
    expect(loadConfig({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      PAGE_CACHE: true,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      SEED_DEMO: true,
      TRUST_PROXY: false,
      TRUST_PROXY_TLS: false,
      RATES_MODE: "simulator",
      MAIL_FROM: "Fabrico <hello@fabrico.example>",
      JOBS_ENABLED: true,
      SIBS_MODE: "simulator",
      SIBS_SIMULATOR_PORT: 0,
      SIBS_API_URL: "https://api.qly.sibspayments.com/sibs/spg/v2",
      SIBS_WIDGET_URL: "https://spg.qly.site1.sibs.pt/assets/js/widget.js",
      UPS_MODE: "simulator",
      UPS_BASE_URL: "https://wwwcie.ups.com",
      MRW_MODE: "simulator",
      MRW_SHIPPING_URL: "https://sagec-test.mrw.es/MRWEnvio.asmx",
      MRW_TRACKING_URL: "https://trackingservice-test.mrw.es/TrackingService.svc",
      VIES_MODE: "simulator",
      VIES_BASE_URL: "https://ec.europa.eu/taxation_customs/vies/rest-api",
      HMRC_MODE: "simulator",
      HMRC_BASE_URL: "https://api.service.hmrc.gov.uk",
    });
  });

  it("takes an smtp:// or smtps:// SMTP_URL, treats an empty one as unset, and refuses others", () => {
    expect(loadConfig({ SMTP_URL: "smtps://user:pass@mail.example.com:465" }).SMTP_URL).toBe(
      "smtps://user:pass@mail.example.com:465",
    );
    expect(loadConfig({ SMTP_URL: "" }).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: "https://mail.example.com" })).toThrow(/SMTP_URL/);
  });

  it("coerces numbers and boolean flags", () => {
    const config = loadConfig({
      PORT: "8080",
      TRUST_PROXY_TLS: "true",
      SEED_DEMO: "false",
      JOBS_ENABLED: "false",
      DATABASE_URL: "postgres://shop@db:5432/shop",
      PUBLIC_URL: "https://shop.example",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      TRUST_PROXY_TLS: true,
      SEED_DEMO: false,
      JOBS_ENABLED: false,
      DATABASE_URL: "postgres://shop@db:5432/shop",
      PUBLIC_URL: "https://shop.example",
    });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "-1" }, "PORT"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ DATABASE_URL: "mysql://x@y/z" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not a url" }, "PUBLIC_URL"],
    [{ TRUST_PROXY_TLS: "yes" }, "TRUST_PROXY_TLS"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
  ])("refuses %o and names %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n(.*\\n)*${name}: `));
  });

  it("names every invalid variable at once", () => {
    let message = "";
    try {
      loadConfig({ PORT: "abc", NODE_ENV: "staging" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^PORT: /m);
    expect(message).toMatch(/^NODE_ENV: /m);
  });

  it("refuses a simulator in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/RATES_MODE=simulator is not allowed in production/);
    expect(() => loadConfig({ NODE_ENV: "production", ALLOW_SIMULATORS: "1" })).toThrow(/simulator/);
  });

  it("allows the simulator in production with ALLOW_SIMULATORS=true, and live mode without it", () => {
    expect(loadConfig({ NODE_ENV: "production", ALLOW_SIMULATORS: "true" }).RATES_MODE).toBe("simulator");
    const live = {
      NODE_ENV: "production",
      RATES_MODE: "live",
      SIBS_MODE: "live",
      SIBS_TOKEN: "t",
      SIBS_CLIENT_ID: "c",
      SIBS_TERMINAL_ID: "50000",
      SIBS_WEBHOOK_SECRET: "6fNDiYU0T0/evFpmfycNai/AqF24i+rT0OmuVw0/sGQ=",
      UPS_MODE: "live",
      UPS_CLIENT_ID: "u",
      UPS_CLIENT_SECRET: "s",
      UPS_ACCOUNT_NUMBER: "A1B2C3",
      MRW_MODE: "live",
      MRW_FRANCHISE: "1",
      MRW_SUBSCRIBER: "2",
      MRW_USERNAME: "u",
      MRW_PASSWORD: "p",
      VIES_MODE: "live",
      HMRC_MODE: "live",
      HMRC_CLIENT_ID: "h",
      HMRC_CLIENT_SECRET: "s",
      INVOICING_MODE: "live",
      INVOICEXPRESS_ACCOUNT: "fabrico",
      INVOICEXPRESS_API_KEY: "k",
    };
    expect(loadConfig(live)).toMatchObject({ RATES_MODE: "live", SIBS_MODE: "live", SIBS_TERMINAL_ID: 50000 });
    expect(() => loadConfig({ ...live, SIBS_MODE: "simulator" })).toThrow(/SIBS_MODE=simulator is not allowed/);
    expect(() => loadConfig({ ...live, VIES_MODE: "simulator" })).toThrow(/VIES_MODE=simulator is not allowed/);
    expect(() => loadConfig({ ...live, HMRC_MODE: "simulator" })).toThrow(/HMRC_MODE=simulator is not allowed/);
  });

  it("reads the S3 storage settings and wants both halves of its key pair (issue 18)", () => {
    const config = loadConfig({
      S3_BUCKET: "fabrico",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
      S3_TIMEOUT_MS: "2500",
      S3_MAX_ATTEMPTS: "2",
    });
    expect(config).toMatchObject({
      S3_BUCKET: "fabrico",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: true,
      S3_TIMEOUT_MS: 2500,
      S3_MAX_ATTEMPTS: 2,
    });
    expect(loadConfig({ S3_BUCKET: "" }).S3_BUCKET).toBeUndefined();
    expect(() => loadConfig({ S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: "key" })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it("names the credentials a live outside service lacks", () => {
    expect(() => loadConfig({ SIBS_MODE: "live", SIBS_TOKEN: "t" })).toThrow(/SIBS_CLIENT_ID: required in live mode/);
    expect(() => loadConfig({ UPS_MODE: "live" })).toThrow(/UPS_CLIENT_SECRET: required in live mode/);
    expect(() => loadConfig({ HMRC_MODE: "live" })).toThrow(/HMRC_CLIENT_ID: required in live mode/);
    expect(loadConfig({ VIES_MODE: "live" }).VIES_MODE).toBe("live"); // VIES needs no credentials
  });

  it("allows the simulator outside production", () => {
    expect(loadConfig({ NODE_ENV: "test" }).RATES_MODE).toBe("simulator");
    expect(loadConfig({ NODE_ENV: "development" }).RATES_MODE).toBe("simulator");
  });
});
