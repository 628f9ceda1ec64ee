/**
 * Cookie consent (issue 8; integrations.md §7; ePrivacy art. 5(3), PT Lei 41/2004 art. 5): pure
 * rules shared by the server (CSP) and the browser (the banner and the tag loader). Nothing here
 * touches the network.
 */

/** The visitor's choice per purpose; necessary cookies need no consent and are not listed. */
export interface ConsentChoice {
  /** Google Analytics 4 (Consent Mode v2 `analytics_storage`). */
  analytics: boolean;
  /** Meta Pixel and Google ads signals (`ad_storage`, `ad_user_data`, `ad_personalization`). */
  marketing: boolean;
  /** When the choice was made (ISO), kept as the record of consent. */
  at: string;
}

/** Name of the cookie holding the choice (readable by scripts: the banner reads it; not a secret). */
export const CONSENT_COOKIE = "fabrico.consent";
/** Version of the banner's text and purposes: a new version asks again. */
export const CONSENT_VERSION = 1;
/** How long a choice is kept: 6 months (the common guidance of EU data-protection authorities), in seconds. */
export const CONSENT_MAX_AGE = 182 * 24 * 60 * 60;

/** `v1.a1.m0.<ISO>` → the choice, or null when absent, malformed or of another version. */
export function parseConsent(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  const m = /^v(\d+)\.a([01])\.m([01])\.(.+)$/.exec(decodeURIComponent(value));
  if (!m || Number(m[1]) !== CONSENT_VERSION) return null;
  const at = m[4] ?? "";
  if (Number.isNaN(Date.parse(at))) return null;
  return { analytics: m[2] === "1", marketing: m[3] === "1", at };
}

/** The cookie value of a choice. */
export function serializeConsent(choice: ConsentChoice): string {
  return encodeURIComponent(
    `v${CONSENT_VERSION}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}.${choice.at}`,
  );
}

/** The consent cookie's value from a `Cookie` header or `document.cookie`. */
export function consentFromCookieHeader(cookie: string | null | undefined): ConsentChoice | null {
  const m = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE.replace(".", "\\.")}=([^;]*)`).exec(cookie ?? "");
  return parseConsent(m?.[1]);
}

/**
 * Pages where no third-party script may ever run (issue 8): checkout and payment (card data and
 * the payment gateway's form), and the sign-in and back-office pages. Their CSP admits no analytics
 * host, and the tag loader never starts there.
 */
const NO_TAG_PREFIXES = ["/checkout", "/payment", "/auth", "/admin"];

/** True when third-party tags may load on `pathname` (given consent). */
export function allowsThirdPartyTags(pathname: string): boolean {
  return !NO_TAG_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Hosts the consented tags need (Google's GA4 CSP guide; Meta's pixel documentation). */
export const ANALYTICS_CSP = {
  scriptSrc: ["https://www.googletagmanager.com", "https://connect.facebook.net"],
  imgSrc: ["https://*.google-analytics.com", "https://*.googletagmanager.com", "https://www.facebook.com"],
  connectSrc: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
    "https://www.facebook.com",
    "https://connect.facebook.net",
  ],
} as const;
