import { describe, expect, it } from "vitest";
import { Invalid } from "../../shared/errors.ts";
import { LOCALES, type Locale } from "../../shared/locale.ts";
import { type OrderUpdateData, renderEmail } from "./index.ts";
import { escapeHtml, formatMoney } from "./layout.ts";

const NOW = new Date("2026-11-23T10:30:00Z");
const ORDER_URL = "https://shop.example/orders/ord_1?sig=abc&exp=1";
const TRACK_URL = "https://shop.example/orders/ord_1/track?sig=abc";
const EVENTS: OrderUpdateData["event"][] = [
  "awaiting_payment",
  "paid",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
  "refunded",
  "message",
];

const BASE: OrderUpdateData = {
  event: "paid",
  name: "Ana",
  orderNumber: "#FAB1A2B3",
  orderUrl: ORDER_URL,
  totalCents: 123_450,
  lines: [
    { name: "Organic cotton T-shirt", details: "Navy · M", quantity: 2, totalCents: 2500 },
    { name: "Heavy hoodie", details: "Stone · L", quantity: 1, totalCents: 4990 },
  ],
  multibanco: { entity: "21312", reference: "123456789", amountCents: 1250, expiresAt: "2026-11-26T10:30:00Z" },
  tracking: { carrier: "UPS", trackingNumber: "1Z999AA10123456784", url: TRACK_URL },
  refundCents: 2500,
  reason: "payment_not_received",
};

const render = (locale: Locale, data: Partial<OrderUpdateData>) =>
  renderEmail("order-update", locale, { ...BASE, ...data }, NOW);

describe("order-update", () => {
  describe.each(EVENTS)("%s", (event) => {
    const all = Object.fromEntries(LOCALES.map((l) => [l, render(l, { event })])) as Record<
      Locale,
      ReturnType<typeof render>
    >;

    it.each(LOCALES)("renders in %s with the order number, the order button and the reason", (locale) => {
      const { subject, html, text } = all[locale];
      expect(subject).toContain("#FAB1A2B3");
      expect(html).toContain(`href="${escapeHtml(ORDER_URL)}"`);
      expect(text.split("\n")).toContain(ORDER_URL);
      const reason = text.split("-- \n")[1]?.split("\n")[0] ?? "";
      expect(reason).toContain("#FAB1A2B3");
      expect(html).toContain(escapeHtml(reason));
      for (const body of [html, text]) expect(body).not.toMatch(/undefined|null|NaN|\$\{/);
    });

    it("has its own subject and heading in each language", () => {
      expect(new Set(LOCALES.map((l) => all[l].subject)).size).toBe(3);
      expect(new Set(LOCALES.map((l) => all[l].text.split("\n")[2])).size).toBe(3);
    });

    it.each(LOCALES)("shows the order lines and the total in %s, except for a message", (locale) => {
      const { html, text } = all[locale];
      const total = formatMoney(locale, 123_450, "always");
      if (event === "message") {
        expect(text).not.toContain("Organic cotton T-shirt");
        expect(text).not.toContain(total);
        return;
      }
      // unit × quantity = line; two decimals on all amounts of the block (issue 15)
      expect(text).toContain(
        `2 × Organic cotton T-shirt (Navy · M · 2 × ${formatMoney(locale, 1250, "always")}): ${formatMoney(locale, 2500, "always")}`,
      );
      expect(text).toContain(`1 × Heavy hoodie (Stone · L): ${formatMoney(locale, 4990, "always")}`);
      expect(text).toContain(`Total: ${total}`);
      expect(html).toContain("2 × Organic cotton T-shirt");
      expect(html).toContain(escapeHtml("Navy · M"));
      expect(html).toContain(escapeHtml(total));
    });
  });

  it("subjects name the event", () => {
    expect(render("en", { event: "paid" }).subject).toBe("Order #FAB1A2B3: payment received");
    expect(render("pt", { event: "paid" }).subject).toBe("Encomenda #FAB1A2B3: pagamento recebido");
    expect(render("es", { event: "paid" }).subject).toBe("Pedido #FAB1A2B3: pago recibido");
    const subjects = EVENTS.map((event) => render("en", { event }).subject);
    expect(new Set(subjects).size).toBe(EVENTS.length);
  });

  it("formats euros per language", () => {
    // the shop's one money rule (spec §9, issue 15): symbol in front, the language's marks, .00 dropped
    expect(formatMoney("en", 1250)).toBe("€12.50");
    expect(formatMoney("pt", 1250)).toBe("€12,50");
    expect(formatMoney("es", 123_450)).toBe("€1.234,50");
    expect(formatMoney("en", 0)).toBe("€0");
    expect(formatMoney("en", 2100, "always")).toBe("€21.00");
  });

  describe("awaiting_payment", () => {
    it.each(LOCALES)("gives the Multibanco entity, reference, amount and deadline in %s", (locale) => {
      const { html, text } = render(locale, { event: "awaiting_payment" });
      const amount = formatMoney(locale, 1250);
      for (const body of [html, text]) {
        expect(body).toContain("21312");
        expect(body).toContain("123 456 789");
        expect(body).toContain(escapeHtml(amount));
      }
      expect(text).toContain(`${{ en: "Reference", pt: "Referência", es: "Referencia" }[locale]}: 123 456 789`);
      expect(text).toContain(`${{ en: "Amount", pt: "Montante", es: "Importe" }[locale]}: ${amount}`);
    });

    it("says where to pay, until when (Lisbon time) and that the items are reserved", () => {
      expect(render("en", { event: "awaiting_payment" }).text).toContain(
        "Please pay by 26 November 2026 at 10:30 (Lisbon time), at any Multibanco ATM or in your home banking app. We reserve your items until then",
      );
      expect(render("pt", { event: "awaiting_payment" }).text).toContain(
        "Pague até 26 de novembro de 2026 às 10:30 (hora de Lisboa), em qualquer caixa Multibanco",
      );
      expect(render("es", { event: "awaiting_payment" }).text).toContain(
        "Paga antes del 26 de noviembre de 2026 a las 10:30 (hora de Lisboa)",
      );
    });

    it("keeps a reference that is not 9 digits as given, and copes without details", () => {
      expect(
        render("en", { event: "awaiting_payment", multibanco: { ...BASE.multibanco!, reference: "12-34" } }).text,
      ).toContain("Reference: 12-34");
      const { text } = render("en", { event: "awaiting_payment", multibanco: null });
      expect(text).toContain("open your order to see how to pay");
      expect(text).not.toContain("Reference:");
    });
  });

  describe("shipped", () => {
    it.each(LOCALES)("gives the carrier, the tracking number and a button to follow it in %s", (locale) => {
      const { html, text } = render(locale, { event: "shipped" });
      for (const body of [html, text]) {
        expect(body).toContain("UPS");
        expect(body).toContain("1Z999AA10123456784");
      }
      expect(html).toContain(`href="${escapeHtml(TRACK_URL)}"`);
      expect(text.split("\n")).toContain(TRACK_URL);
    });

    it("has no tracking block without tracking", () => {
      const { text } = render("en", { event: "shipped", tracking: null });
      expect(text).not.toContain("Tracking number");
      expect(text).not.toContain(TRACK_URL);
    });

    it.each(LOCALES)("still links to the track page without a parcel number in %s (issue 15)", (locale) => {
      const { html, text } = render(locale, { event: "shipped", tracking: null, trackUrl: TRACK_URL });
      expect(html).toContain(`href="${escapeHtml(TRACK_URL)}"`);
      expect(text.split("\n")).toContain(TRACK_URL);
    });
  });

  describe("refunded", () => {
    it.each(LOCALES)("gives the refunded amount and the delay in %s", (locale) => {
      const { html, text } = render(locale, { event: "refunded", refundCents: 1999 });
      const amount = formatMoney(locale, 1999);
      expect(text).toContain(amount);
      expect(html).toContain(escapeHtml(amount));
      expect(text).toContain(
        { en: "up to 10 business days", pt: "até 10 dias úteis", es: "hasta 10 días laborables" }[locale],
      );
    });

    it("copes without an amount", () => {
      expect(render("en", { event: "refunded", refundCents: null }).text).toContain(
        "We have issued a refund for your order #FAB1A2B3.",
      );
    });
  });

  describe("cancelled", () => {
    it("explains an unpaid Multibanco reference and invites to order again", () => {
      const { text } = render("en", { event: "cancelled", reason: "payment_not_received" });
      expect(text).toContain("We did not receive the payment for your order #FAB1A2B3 in time");
      expect(text).toContain("released the items");
      expect(text).toContain("order again");
      expect(render("pt", { event: "cancelled" }).text).toContain("Não recebemos o pagamento da sua encomenda");
    });

    it("apologises when the shop cancels, and promises a refund of any payment", () => {
      const { text } = render("es", { event: "cancelled", reason: "cancelled_by_shop" });
      expect(text).toContain("hemos tenido que cancelar tu pedido #FAB1A2B3");
      expect(text).toContain("reembolsaremos");
      expect(render("en", { event: "cancelled", reason: null }).text).toContain(
        "Your order #FAB1A2B3 has been cancelled.",
      );
    });
  });

  it("explains returns within 14 days after delivery, without another link", () => {
    const { html, text } = render("en", { event: "delivered" });
    expect(text).toContain("within 14 days of delivery");
    expect(text).toContain("right of withdrawal");
    expect(render("pt", { event: "delivered" }).text).toContain("direito de livre resolução");
    expect(render("es", { event: "delivered" }).text).toContain("derecho de desistimiento");
    expect(html.match(/href="https?:/g)).toHaveLength(2); // the order button and its spelled-out address
  });

  it("links the returns page when given: a button on delivery, a line on payment (issue 8)", () => {
    const returnsUrl = "https://shop.example/refund/ord_1?token=t1";
    const delivered = render("en", { event: "delivered", returnsUrl });
    expect(delivered.text).toContain(`Return or exchange items:\n${returnsUrl}`);
    expect(render("pt", { event: "paid", returnsUrl }).text).toContain(`página de devoluções: ${returnsUrl}`);
    expect(render("es", { event: "message", returnsUrl }).text).not.toContain(returnsUrl);
  });

  it("says who the invoice is made out to on the confirmation e-mails when a tax number was given (issue 19)", () => {
    const invoiceTo = { taxId: "ESA58818501", companyName: "Acme SL" };
    expect(render("en", { event: "paid", invoiceTo }).text).toContain("Invoice to: Acme SL, ESA58818501");
    expect(render("pt", { event: "awaiting_payment", invoiceTo }).text).toContain(
      "Fatura em nome de: Acme SL, ESA58818501",
    );
    expect(render("es", { event: "paid", invoiceTo: { taxId: "501964843", companyName: null } }).text).toContain(
      "Factura a nombre de: 501964843",
    );
    expect(render("en", { event: "shipped", invoiceTo }).text).not.toContain("Invoice to");
    expect(render("en", { event: "paid" }).text).not.toContain("Invoice to");
  });

  it("says which line is a sample and which the quoted run, with units × unit (+ set-up) = line (issue 20)", () => {
    const lines: OrderUpdateData["lines"] = [
      { name: "Crew tee", details: "Black · M", quantity: 1, totalCents: 12_90, role: "sample" },
      { name: "Crew tee", details: "Black · M 300, L 200", quantity: 500, totalCents: 13_215_00, role: "quoted" },
      {
        name: "Team hoodie",
        details: "Navy · L 50",
        quantity: 50,
        totalCents: 2_010_00,
        role: "custom",
        oneOffCents: 100_00,
      },
    ];
    const en = render("en", { lines });
    expect(en.text).toContain("Sample · Black · M");
    expect(en.text).toContain("Quoted run · Black · M 300, L 200 · 500 × €26.43");
    expect(en.text).toContain("Custom run · Navy · L 50 · 50 × €38.20 + €100.00 set-up (once)");
    expect(en.text).not.toContain("≈");
    const pt = render("pt", { lines });
    expect(pt.text).toContain("Amostra");
    expect(pt.text).toContain("Produção orçamentada");
    expect(pt.text).toContain("de preparação (uma vez)");
    const es = render("es", { lines });
    expect(es.text).toContain("Muestra");
    expect(es.text).toContain("Producción presupuestada");
  });

  it("points to the order for a message from the shop", () => {
    const { text } = render("en", { event: "message" });
    expect(text).toContain("The shop has replied about your order #FAB1A2B3. Open the order to read the message.");
    expect(text).toContain(`Read the message:\n${ORDER_URL}`);
  });

  it("escapes product names and details in HTML and keeps them as they are in text", () => {
    const name = `<script>alert("x")</script> Tee & Co`;
    const { html, text } = render("en", {
      event: "paid",
      lines: [{ name, details: "Black & White · <M>", quantity: 1, totalCents: 100 }],
    });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<M>");
    expect(html).toContain("1 × &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tee &amp; Co");
    expect(html).toContain("Black &amp; White · &lt;M&gt;");
    expect(text).toContain(`1 × ${name} (Black & White · <M>): €1`);
  });

  it.each(["javascript:alert(1)", "/orders/ord_1", "data:text/html,hi", "not a url"])(
    "refuses the order link %s",
    (orderUrl) => {
      for (const event of EVENTS) expect(() => render("en", { event, orderUrl })).toThrow(Invalid);
    },
  );

  it("refuses a tracking link that is not http(s)", () => {
    expect(() =>
      render("en", { event: "shipped", tracking: { ...BASE.tracking!, url: "javascript:alert(1)" } }),
    ).toThrow(Invalid);
  });
});
