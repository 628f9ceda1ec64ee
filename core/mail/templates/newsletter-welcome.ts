import type { Locale } from "../../shared/locale.ts";
import { type EmailTemplate, type MailBlock, checkLink, formatDateTime, greeting, renderLayout } from "./layout.ts";

/**
 * Data of `newsletter-welcome`: sent once the subscription is confirmed, with the one-time welcome
 * coupon (spec §1 "newsletter sign-up, with a discount code sent by e-mail"). Like every newsletter
 * e-mail it carries an unsubscribe link (and the List-Unsubscribe headers, added when queued).
 */
export interface NewsletterWelcomeData {
  /** The subscriber's name, when known. */
  name?: string | null;
  /** The coupon code, or null when this address already had its welcome code once. */
  couponCode: string | null;
  /** The discount in percent (e.g. 10). */
  percentOff: number;
  /** When the code stops working (ISO). */
  validUntil: string | null;
  /** Absolute link to the shop. */
  shopUrl: string;
  /** Absolute link to the unsubscribe page (single-use token). */
  unsubscribeUrl: string;
}

const COPY: Record<
  Locale,
  {
    subject: string;
    heading: string;
    thanks: string;
    code: (p: number) => string;
    codeLabel: string;
    validUntil: (d: string) => string;
    once: string;
    noCode: string;
    button: string;
    reason: string;
    unsubscribeText: string;
    unsubscribe: string;
  }
> = {
  en: {
    subject: "Welcome to the Fabrico newsletter",
    heading: "You are subscribed",
    thanks:
      "Thank you for confirming. You will hear from us about new garments, dyes and offers, at most a few times a month.",
    code: (p) => `As promised, here is ${p}% off your next order:`,
    codeLabel: "Your code",
    validUntil: (d) => `Valid once, until ${d}. Enter it at checkout.`,
    once: "The code works for one order.",
    noCode: "This address already received its welcome code, so there is no new one this time.",
    button: "Visit the shop",
    reason:
      "You are receiving this e-mail because you subscribed to the Fabrico newsletter and confirmed your address.",
    unsubscribeText: "Don't want these e-mails any more?",
    unsubscribe: "Unsubscribe",
  },
  pt: {
    subject: "Bem-vindo à newsletter da Fabrico",
    heading: "A sua subscrição está confirmada",
    thanks:
      "Obrigado por confirmar. Vai receber novidades sobre peças, tingimentos e ofertas, no máximo algumas vezes por mês.",
    code: (p) => `Como prometido, aqui tem ${p}% de desconto na próxima encomenda:`,
    codeLabel: "O seu código",
    validUntil: (d) => `Válido uma vez, até ${d}. Introduza-o no checkout.`,
    once: "O código serve para uma encomenda.",
    noCode: "Este endereço já recebeu o seu código de boas-vindas, por isso desta vez não há um novo.",
    button: "Visitar a loja",
    reason: "Recebeu este e-mail porque subscreveu a newsletter da Fabrico e confirmou o seu endereço.",
    unsubscribeText: "Já não quer receber estes e-mails?",
    unsubscribe: "Cancelar a subscrição",
  },
  es: {
    subject: "Bienvenido a la newsletter de Fabrico",
    heading: "Ya estás suscrito",
    thanks:
      "Gracias por confirmar. Recibirás novedades sobre prendas, tintes y ofertas, como mucho unas pocas veces al mes.",
    code: (p) => `Como prometimos, aquí tienes un ${p}% de descuento en tu próximo pedido:`,
    codeLabel: "Tu código",
    validUntil: (d) => `Válido una vez, hasta el ${d}. Introdúcelo en el pago.`,
    once: "El código sirve para un pedido.",
    noCode: "Esta dirección ya recibió su código de bienvenida, así que esta vez no hay uno nuevo.",
    button: "Visitar la tienda",
    reason: "Recibes este correo porque te suscribiste a la newsletter de Fabrico y confirmaste tu dirección.",
    unsubscribeText: "¿Ya no quieres recibir estos correos?",
    unsubscribe: "Darse de baja",
  },
};

/** `newsletter-welcome`: the confirmed subscriber's welcome with the one-time coupon. */
export const newsletterWelcomeTemplate: EmailTemplate<NewsletterWelcomeData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    const blocks: MailBlock[] = [
      { type: "paragraph", text: greeting(locale, data.name) },
      { type: "paragraph", text: c.thanks },
    ];
    if (data.couponCode) {
      blocks.push({ type: "paragraph", text: c.code(data.percentOff) });
      blocks.push({ type: "rows", rows: [{ label: c.codeLabel, value: data.couponCode, strong: true }] });
      blocks.push({
        type: "note",
        text: data.validUntil ? c.validUntil(formatDateTime(locale, data.validUntil)) : c.once,
      });
    } else {
      blocks.push({ type: "note", text: c.noCode });
    }
    blocks.push({ type: "button", label: c.button, url: data.shopUrl });
    return renderLayout({
      locale,
      subject: c.subject,
      preheader: c.thanks,
      heading: c.heading,
      blocks,
      reason: c.reason,
      footerLink: { text: c.unsubscribeText, label: c.unsubscribe, url: checkLink(data.unsubscribeUrl) },
    });
  },
};
