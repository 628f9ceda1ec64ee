import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE,
  consentFromCookieHeader,
  serializeConsent,
} from "../../../core/cms/consent.ts";
import { CONSENT_PREPAINT_SCRIPT } from "./consent.tsx";

/**
 * The cookie banner's script before hydration (ADR 0029), run in a bare context with a stand-in
 * document: what it hides and the cookie it writes must match what the banner's React code reads
 * (core/cms/consent.ts), since the two never run together.
 */
function run(cookie: string, protocol = "http:") {
  const sheets: string[] = [];
  let onClick: ((e: { target: unknown }) => void) | undefined;
  const document = {
    cookie,
    adoptedStyleSheets: [] as unknown[],
    addEventListener(type: string, listener: (e: { target: unknown }) => void) {
      if (type === "click") onClick = listener;
    },
  };
  class CSSStyleSheet {
    replaceSync(text: string) {
      sheets.push(text);
    }
  }
  runInNewContext(CONSENT_PREPAINT_SCRIPT, { document, CSSStyleSheet, location: { protocol } });
  /** A click on an element inside the pending banner carrying `data-consent-all`, or elsewhere. */
  const click = (all: "true" | "false" | null) =>
    onClick?.({
      target: {
        closest: (selector: string) =>
          all !== null && selector === "[data-consent-pending] [data-consent-all]"
            ? { getAttribute: (name: string) => (name === "data-consent-all" ? all : null) }
            : null,
      },
    });
  return { document, sheets, click };
}

const stored = `${CONSENT_COOKIE}=${serializeConsent({ analytics: true, marketing: false, at: "2026-01-01T00:00:00.000Z" })}`;

describe("consent banner before hydration", () => {
  it("hides the pending banner before paint when a choice of this version is stored", () => {
    expect(run(`lng=pt; ${stored}`).sheets).toEqual(["[data-consent-pending]{display:none!important}"]);
    expect(run(stored).sheets).toHaveLength(1);
  });

  it("leaves it shown on a first visit, or with a choice of another version", () => {
    expect(run("").sheets).toEqual([]);
    expect(run(`${CONSENT_COOKIE}=v0.a1.m1.2026-01-01T00%3A00%3A00.000Z`).sheets).toEqual([]);
    expect(run(`x${CONSENT_COOKIE}=${stored.split("=")[1]}`).sheets).toEqual([]);
  });

  it("stores Reject all / Accept all as the banner does and hides it; other clicks do nothing", () => {
    const page = run("");
    page.click(null);
    expect(page.document.cookie).toBe("");
    page.click("false");
    const [pair, ...attributes] = page.document.cookie.split("; ");
    expect(consentFromCookieHeader(pair)).toMatchObject({ analytics: false, marketing: false });
    expect(attributes).toEqual(["Path=/", `Max-Age=${CONSENT_MAX_AGE}`, "SameSite=Lax"]);
    expect(page.sheets).toHaveLength(1);

    const secure = run("", "https:");
    secure.click("true");
    expect(consentFromCookieHeader(secure.document.cookie.split("; ")[0])).toMatchObject({
      analytics: true,
      marketing: true,
    });
    expect(secure.document.cookie).toContain("; Secure");
  });
});
