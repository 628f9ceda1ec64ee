import { describe, expect, it } from "vitest";
import { Invalid } from "../../shared/errors.ts";
import { LOCALES, type Locale } from "../../shared/locale.ts";
import { EMAIL_TEMPLATE_NAMES, type EmailTemplateDataMap, type EmailTemplateName, renderEmail } from "./index.ts";
import { SHOP_ADDRESS, SHOP_CONTACT_EMAIL, escapeHtml, formatDateTime, formatDuration } from "./layout.ts";

const NOW = new Date("2026-11-23T10:30:00Z");
const URL_WITH_QUERY = "https://shop.example/api/auth/verify-email?token=abc.DEF-123&callbackURL=%2Fuser";

/** Sample data for each template, links included where the template takes one. */
const SAMPLE: { [K in EmailTemplateName]: EmailTemplateDataMap[K] } = {
  "verify-email": { name: "Ana", url: URL_WITH_QUERY, expiresInMinutes: 60 },
  "reset-password": { name: "Ana", url: "https://shop.example/auth/reset?token=r1", expiresInMinutes: 30 },
  "password-changed": { name: "Ana", resetUrl: "https://shop.example/auth/forgot" },
  "sign-in-locked": { name: "Ana", minutes: 1, resetUrl: "https://shop.example/auth/forgot" },
  "two-factor-enabled": { name: "Ana", resetUrl: "https://shop.example/auth/forgot" },
  "account-deleted": { name: "Ana" },
  "wholesale-application": {
    event: "declined",
    name: "Ana",
    brandName: "Lima Studio",
    reason: "We could not confirm the brand's trade activity.",
    url: "https://shop.example/user/wholesale",
  },
  "quote-update": {
    event: "answered",
    name: "Ana",
    designName: "Team hoodie",
    units: 120,
    quoteUrl: "https://shop.example/user/quotes/quo_1",
    totalCents: 456_000,
    expiresAt: "2026-12-07T23:59:59Z",
    message: "Embroidery on the chest as asked.",
  },
  "order-update": {
    event: "paid",
    name: "Ana",
    orderNumber: "#FAB1A2B3",
    orderUrl: "https://shop.example/orders/ord_1?sig=abc&exp=1",
    totalCents: 3490,
    lines: [{ name: "Organic cotton T-shirt", details: "Navy · M", quantity: 2, totalCents: 2500 }],
  },
  "return-update": {
    event: "withdrawal",
    name: "Ana",
    returnNumber: "#FAB1A2B3-R1",
    orderNumber: "#FAB1A2B3",
    url: "https://shop.example/refund/ord_1/rma_1?token=t1",
    reason: "changed_mind",
    outcome: "refund",
    lines: [{ name: "Organic cotton T-shirt", details: "Navy · M", quantity: 1, refundCents: 1250, replacement: null }],
    refundCents: 1250,
    submittedAt: "2026-11-23T10:30:00Z",
    answerBy: "2026-11-25T10:30:00Z",
    withdrawalName: "Ana Lima",
    returnShippingPaidBy: "customer",
  },
  "ticket-update": {
    event: "received",
    name: "Ana",
    ticketNumber: "T-7K2M9Q",
    subject: "Sizes",
    message: "Do you have XXL?",
    ticketUrl: "https://shop.example/contact/ticket/tkt_1?token=t1",
  },
  "newsletter-confirm": { name: "Ana", confirmUrl: "https://shop.example/newsletter/confirm?token=c1", validDays: 7 },
  "newsletter-welcome": {
    name: "Ana",
    couponCode: "WELCOME-ABCD2345",
    percentOff: 10,
    validUntil: "2027-01-22T10:30:00Z",
    shopUrl: "https://shop.example/product/search",
    unsubscribeUrl: "https://shop.example/newsletter/unsubscribe?token=u1",
  },
  "invoice-issued": {
    documentType: "FR",
    documentNumber: "FR FAB/12",
    atcud: "AAJFJ4VC-12",
    name: "Ana",
    orderNumber: "#FAB1A2B3",
    totalCents: 3490,
    pdfUrl: "https://shop.example/invoice/inv_1/pdf?token=t1",
    orderUrl: "https://shop.example/user/order/ord_1?token=t1",
  },
};

const LINKS: Record<EmailTemplateName, string | null> = {
  "verify-email": URL_WITH_QUERY,
  "reset-password": "https://shop.example/auth/reset?token=r1",
  "password-changed": "https://shop.example/auth/forgot",
  "sign-in-locked": "https://shop.example/auth/forgot",
  "two-factor-enabled": "https://shop.example/auth/forgot",
  "account-deleted": null,
  "wholesale-application": "https://shop.example/user/wholesale",
  "quote-update": "https://shop.example/user/quotes/quo_1",
  "order-update": "https://shop.example/orders/ord_1?sig=abc&exp=1",
  "return-update": "https://shop.example/refund/ord_1/rma_1?token=t1",
  "ticket-update": "https://shop.example/contact/ticket/tkt_1?token=t1",
  "newsletter-confirm": "https://shop.example/newsletter/confirm?token=c1",
  "newsletter-welcome": "https://shop.example/product/search",
  "invoice-issued": "https://shop.example/invoice/inv_1/pdf?token=t1",
};

const GREETING: Record<Locale, string> = { en: "Hello Ana,", pt: "Olá Ana,", es: "Hola, Ana:" };
const LANG: Record<Locale, string> = { en: "en-GB", pt: "pt-PT", es: "es-ES" };

const render = <T extends EmailTemplateName>(t: T, locale: Locale, data: EmailTemplateDataMap[T]) =>
  renderEmail(t, locale, data, NOW);

describe.each(EMAIL_TEMPLATE_NAMES)("template %s", (template) => {
  const all = Object.fromEntries(LOCALES.map((l) => [l, render(template, l, SAMPLE[template])])) as Record<
    Locale,
    ReturnType<typeof render>
  >;

  it.each(LOCALES)("renders %s: subject, layout, greeting, footer with the address and the reason", (locale) => {
    const { subject, html, text } = all[locale];
    expect(subject.length).toBeGreaterThan(10);
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain(`<html lang="${LANG[locale]}">`);
    expect(html).toContain(`<title>${escapeHtml(subject)}</title>`);
    expect(html).toContain(">Fabrico</td>");
    expect(html).toContain(`Fabrico · ${SHOP_ADDRESS}`);
    expect(html).toContain(`mailto:${SHOP_CONTACT_EMAIL}`);
    expect(html).toContain(escapeHtml(GREETING[locale]));
    expect(text.startsWith("Fabrico\n\n")).toBe(true);
    expect(text).toContain(GREETING[locale]);
    expect(text).toContain(`Fabrico · ${SHOP_ADDRESS}`);
    expect(text).not.toMatch(/<[a-z/!]/i); // plain text, no markup
    for (const body of [html, text]) expect(body).not.toMatch(/undefined|null|NaN|\$\{|\{\{/);
    // every paragraph of the text body is in the HTML, escaped
    const footerReason = text.split("-- \n")[1]?.split("\n")[0] ?? "";
    expect(footerReason.length).toBeGreaterThan(30);
    expect(html).toContain(escapeHtml(footerReason));
  });

  it("is translated: no two languages share a subject or a sentence", () => {
    const subjects = LOCALES.map((l) => all[l].subject);
    expect(new Set(subjects).size).toBe(3);
    const sentences = (l: Locale) =>
      new Set(
        all[l].text
          .split("\n")
          .filter((line) => line.length > 25 && !line.startsWith("http") && !line.includes(SHOP_ADDRESS)),
      );
    const en = sentences("en");
    for (const l of ["pt", "es"] as const) {
      const other = sentences(l);
      expect(other.size).toBeGreaterThanOrEqual(3);
      for (const line of other) expect(en.has(line), `${l}: ${line}`).toBe(false);
    }
  });

  const link = LINKS[template];
  if (link) {
    it.each(LOCALES)("carries its link in %s: a button in HTML, on its own line in text", (locale) => {
      const { html, text } = all[locale];
      expect(text.split("\n")).toContain(link);
      expect(text.match(/https?:\/\/\S+/)?.[0]).toBe(link);
      expect(html).toContain(`href="${escapeHtml(link)}"`);
      expect(html.split(`href="${escapeHtml(link)}"`)).toHaveLength(3); // the button and the spelled-out address
    });
  }

  it("words a staff-made account's first-password link as a welcome, in each language", () => {
    const url = "https://shop.test/api/auth/reset-password/abc?callbackURL=%2Fauth%2Freset%3Fwelcome%3D1";
    const subjects = new Set<string>();
    for (const locale of ["en", "pt", "es"] as const) {
      const reset = renderEmail("reset-password", locale, { name: "Rita", url });
      const invite = renderEmail("reset-password", locale, {
        name: "Rita",
        url,
        purpose: "invite",
        expiresInMinutes: 60,
      });
      expect(invite.subject).not.toBe(reset.subject);
      expect(invite.text).toContain(url);
      subjects.add(invite.subject);
    }
    expect(subjects.size).toBe(3);
    expect(renderEmail("reset-password", "en", { url, purpose: "invite" }).subject).toMatch(/account is ready/);
  });

  it("escapes the customer's name in HTML", () => {
    const name = `<img src=x onerror="alert('x')"> & Co`;
    const { html, text } = render(template, "en", { ...SAMPLE[template], name } as never);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Co");
    expect(text).toContain(`Hello ${name},`);
  });

  it("greets without a name", () => {
    const { text } = render(template, "es", { ...SAMPLE[template], name: undefined } as never);
    expect(text).toContain("\nHola:\n");
  });
});

describe("links", () => {
  it("escapes quotes and brackets in a URL", () => {
    const url = `https://shop.example/reset?token=a"><script>alert(1)</script>&x='y'`;
    const { html, text } = render("reset-password", "en", { url });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(`a">`);
    expect(html).toContain(`href="https://shop.example/reset?token=a&quot;&gt;&lt;script&gt;`);
    expect(text).toContain(url);
  });

  it.each(["javascript:alert(1)", "/relative/path", "data:text/html,hi", "mailto:a@b.example", "not a url"])(
    "refuses %s",
    (url) => {
      expect(() => render("verify-email", "en", { url })).toThrow(Invalid);
      expect(() => render("password-changed", "en", { resetUrl: url })).toThrow(Invalid);
    },
  );

  it("adds the reset button to security notices only when a reset URL is given", () => {
    const withUrl = render("password-changed", "pt", { resetUrl: "https://shop.example/auth/forgot" });
    const without = render("password-changed", "pt", {});
    expect(withUrl.text).toContain("Redefinir a palavra-passe:\nhttps://shop.example/auth/forgot");
    expect(without.html).not.toContain('href="https://');
    expect(without.text).not.toContain("https://");
  });
});

describe("expiry and dates", () => {
  it("says how long a link works, in each language", () => {
    const url = "https://shop.example/x";
    expect(render("verify-email", "en", { url, expiresInMinutes: 60 }).text).toContain(
      "This link is valid for 1 hour.",
    );
    expect(render("verify-email", "pt", { url, expiresInMinutes: 120 }).text).toContain(
      "Esta ligação é válida durante 2 horas.",
    );
    expect(render("reset-password", "es", { url, expiresInMinutes: 30 }).text).toContain(
      "Este enlace es válido durante 30 minutos.",
    );
    expect(render("verify-email", "en", { url }).text).not.toContain("valid for");
  });

  it("dates notices in Lisbon time, from the data or the clock", () => {
    expect(render("password-changed", "en", {}).text).toContain(
      "was changed on 23 November 2026 at 10:30 (Lisbon time).",
    );
    expect(render("two-factor-enabled", "es", { enabledAt: "2026-07-03T08:05:00Z" }).text).toContain(
      "el 3 de julio de 2026 a las 09:05 (hora de Lisboa)",
    );
    expect(render("account-deleted", "pt", { deletedAt: new Date("2026-01-02T23:59:00Z") }).text).toContain(
      "a 2 de janeiro de 2026 às 23:59 (hora de Lisboa)",
    );
  });

  it("formats durations and dates per locale", () => {
    expect(formatDuration("en", 90)).toBe("90 minutes");
    expect(formatDuration("pt", 1)).toBe("1 minuto");
    expect(formatDuration("es", 24 * 60)).toBe("24 horas");
    expect(formatDateTime("en", NOW)).toBe("23 November 2026 at 10:30 (Lisbon time)");
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;",
    );
  });
});
