import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { ANALYTICS_CSP, allowsThirdPartyTags } from "../../core/cms/consent.ts";

/**
 * Security headers for every response (issue 2 foundations): a CSP whose scripts need the
 * per-request nonce (React Router's inline scripts receive it), frame-ancestors none, nosniff,
 * a strict referrer policy, and HSTS only when TLS terminates in front of us.
 * Analytics hosts are admitted for consented tags, except on checkout, payment, sign-in and
 * back-office pages; `paymentFormOrigin` admits the payment gateway's hosted card form (script and frame).
 */
export function securityHeaders(options: {
  hsts: boolean;
  dev: boolean;
  paymentFormOrigin?: string;
}): MiddlewareHandler {
  const withTags = pageHeaders(options, true);
  const withoutTags = pageHeaders(options, false);
  // Checkout, payment, sign-in and back-office pages never admit a third-party tag (issue 8).
  return (c, next) => (allowsThirdPartyTags(c.req.path) ? withTags(c, next) : withoutTags(c, next));
}

/**
 * The pages' headers. With `tags`, the CSP admits exactly the hosts the consented GA4 and Meta
 * Pixel need (core/cms/consent.ts `ANALYTICS_CSP`); the tags themselves load only after consent.
 */
function pageHeaders(options: { hsts: boolean; dev: boolean; paymentFormOrigin?: string }, tags: boolean) {
  // The SIBS hosted card form (integrations.md §1): its widget script and its iframe (card data
  // never touches the shop's origin).
  const payment = options.paymentFormOrigin ? [options.paymentFormOrigin] : [];
  const analytics = tags ? ANALYTICS_CSP : { scriptSrc: [], imgSrc: [], connectSrc: [] };
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Development: Vite's HMR runtime injects inline scripts without a nonce.
      scriptSrc: options.dev
        ? ["'self'", "'unsafe-inline'", ...analytics.scriptSrc, ...payment]
        : ["'self'", NONCE, ...analytics.scriptSrc, ...payment],
      frameSrc: ["'self'", ...payment],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...analytics.imgSrc],
      connectSrc: ["'self'", ...analytics.connectSrc, ...(options.dev ? ["ws:", "wss:"] : [])],
      fontSrc: ["'self'", "data:"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: options.hsts ? "max-age=63072000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // A handler that sets its own header keeps it (the SVG flats send a stricter CSP).
    overwrite: false,
  });
}

/**
 * Headers for the API reference page (`/api/docs`): Scalar's viewer is a script and stylesheet
 * from its CDN, so this one page admits that host; everything else stays as strict as above.
 */
export function apiDocsSecurityHeaders() {
  const cdn = "https://cdn.jsdelivr.net";
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE, cdn],
      styleSrc: ["'self'", "'unsafe-inline'", cdn, "https://fonts.googleapis.com"],
      fontSrc: ["'self'", "data:", cdn, "https://fonts.gstatic.com"],
      imgSrc: ["'self'", "data:", "https:"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
}

/** Build scripts, style sheets and fonts: what {@link assetSecurityHeaders} applies to. */
export const CODE_ASSET = /^\/assets\/[^/]+\.(?:js|css|woff2?)$/;

/**
 * Headers for the build's scripts, style sheets and fonts under `/assets/` (issue 17, ADR 0029): a CSP, frame,
 * referrer and permissions policy govern documents, not a script or style sheet a page loads, and they cost
 * ~0.9 kB on each of a page's dozen files. Kept: `nosniff` (the browser runs a script only with a script type) and
 * `Cross-Origin-Resource-Policy: same-origin` (no other site can load them), and HSTS behind TLS. Other files
 * under `/assets/` (images, SVG) keep the pages' headers.
 */
export function assetSecurityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: undefined,
    strictTransportSecurity: options.hsts ? "max-age=63072000; includeSubDomains" : false,
    xContentTypeOptions: "nosniff",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    overwrite: false,
  });
}
