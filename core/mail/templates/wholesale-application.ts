import type { Locale } from "../../shared/locale.ts";
import { type EmailTemplate, type MailBlock, checkLink, greeting, renderLayout } from "./layout.ts";

/**
 * Data of `wholesale-application` (issue 7; spec §1 "approval takes 1-3 business days and notice is
 * sent by e-mail"): the application was received, approved, or declined (with the reason).
 */
export interface WholesaleApplicationData {
  event: "submitted" | "approved" | "declined";
  /** The applicant's first name, if known. */
  name?: string | null;
  brandName: string;
  /** Declined: the shop's reason, shown as written. */
  reason?: string | null;
  /** Where to go next: the application in the customer area, or the shop for approved accounts. */
  url: string;
}

interface Copy {
  subject: (brand: string) => string;
  preheader: string;
  heading: string;
  body: (brand: string) => string;
  next?: string;
  reasonLabel?: string;
  button: string;
  reason: string;
}

const REASON: Record<Locale, string> = {
  en: "You are receiving this e-mail because you applied for a Fabrico wholesale account.",
  pt: "Recebeu este e-mail porque pediu uma conta de revenda (grossista) na Fabrico.",
  es: "Recibes este correo porque has solicitado una cuenta mayorista en Fabrico.",
};

const COPY: Record<Locale, Record<WholesaleApplicationData["event"], Copy>> = {
  en: {
    submitted: {
      subject: (b) => `We received the wholesale application for ${b}`,
      preheader: "We review applications in 1–3 business days.",
      heading: "Application received",
      body: (b) => `Thank you for applying for a wholesale account for ${b}.`,
      next: "We review every application in 1–3 business days and will write to you with our decision. You can follow its stage in your account.",
      button: "See my application",
      reason: REASON.en,
    },
    approved: {
      subject: (b) => `Your wholesale account for ${b} is approved`,
      preheader: "Sign in to see wholesale prices.",
      heading: "Welcome to Fabrico wholesale",
      body: (b) => `Good news: the wholesale application for ${b} is approved.`,
      next: "Sign in to see your wholesale prices and quantity tiers on every product, order whole size runs at once, and ask for quotes for custom work.",
      button: "Shop at wholesale prices",
      reason: REASON.en,
    },
    declined: {
      subject: (b) => `About the wholesale application for ${b}`,
      preheader: "We could not approve the application.",
      heading: "We could not approve your application",
      body: (b) => `Thank you for your interest. We could not approve the wholesale application for ${b}.`,
      reasonLabel: "Reason",
      next: "You can keep shopping at Fabrico as a customer, and you may apply again when things change.",
      button: "See my application",
      reason: REASON.en,
    },
  },
  pt: {
    submitted: {
      subject: (b) => `Recebemos o pedido de conta de revenda de ${b}`,
      preheader: "Analisamos os pedidos em 1 a 3 dias úteis.",
      heading: "Pedido recebido",
      body: (b) => `Obrigado por pedir uma conta de revenda para ${b}.`,
      next: "Analisamos cada pedido em 1 a 3 dias úteis e escrevemos-lhe com a nossa decisão. Pode acompanhar a fase do pedido na sua conta.",
      button: "Ver o meu pedido",
      reason: REASON.pt,
    },
    approved: {
      subject: (b) => `A conta de revenda de ${b} foi aprovada`,
      preheader: "Inicie sessão para ver os preços de revenda.",
      heading: "Bem-vindo à revenda Fabrico",
      body: (b) => `Boas notícias: o pedido de conta de revenda de ${b} foi aprovado.`,
      next: "Inicie sessão para ver os seus preços de revenda e escalões de quantidade em todos os produtos, encomendar tamanhos completos de uma vez e pedir orçamentos para trabalho personalizado.",
      button: "Comprar a preços de revenda",
      reason: REASON.pt,
    },
    declined: {
      subject: (b) => `Sobre o pedido de conta de revenda de ${b}`,
      preheader: "Não foi possível aprovar o pedido.",
      heading: "Não foi possível aprovar o seu pedido",
      body: (b) => `Obrigado pelo seu interesse. Não foi possível aprovar o pedido de conta de revenda de ${b}.`,
      reasonLabel: "Motivo",
      next: "Pode continuar a comprar na Fabrico como cliente e voltar a pedir quando a situação mudar.",
      button: "Ver o meu pedido",
      reason: REASON.pt,
    },
  },
  es: {
    submitted: {
      subject: (b) => `Hemos recibido la solicitud mayorista de ${b}`,
      preheader: "Revisamos las solicitudes en 1-3 días hábiles.",
      heading: "Solicitud recibida",
      body: (b) => `Gracias por solicitar una cuenta mayorista para ${b}.`,
      next: "Revisamos cada solicitud en 1-3 días hábiles y te escribiremos con nuestra decisión. Puedes seguir su fase en tu cuenta.",
      button: "Ver mi solicitud",
      reason: REASON.es,
    },
    approved: {
      subject: (b) => `La cuenta mayorista de ${b} está aprobada`,
      preheader: "Inicia sesión para ver los precios mayoristas.",
      heading: "Bienvenido a Fabrico mayorista",
      body: (b) => `Buenas noticias: la solicitud mayorista de ${b} está aprobada.`,
      next: "Inicia sesión para ver tus precios mayoristas y tramos por cantidad en cada producto, pedir curvas de tallas completas de una vez y solicitar presupuestos para trabajos personalizados.",
      button: "Comprar a precio mayorista",
      reason: REASON.es,
    },
    declined: {
      subject: (b) => `Sobre la solicitud mayorista de ${b}`,
      preheader: "No hemos podido aprobar la solicitud.",
      heading: "No hemos podido aprobar tu solicitud",
      body: (b) => `Gracias por tu interés. No hemos podido aprobar la solicitud mayorista de ${b}.`,
      reasonLabel: "Motivo",
      next: "Puedes seguir comprando en Fabrico como cliente y volver a solicitarlo cuando cambie tu situación.",
      button: "Ver mi solicitud",
      reason: REASON.es,
    },
  },
};

/** `wholesale-application`: application received / approved / declined (issue 7), en/pt/es. */
export const wholesaleApplicationTemplate: EmailTemplate<WholesaleApplicationData> = {
  render(data, { locale }) {
    const c = COPY[locale][data.event];
    const url = checkLink(data.url);
    const blocks: MailBlock[] = [
      { type: "paragraph", text: greeting(locale, data.name) },
      { type: "paragraph", text: c.body(data.brandName) },
    ];
    if (data.event === "declined" && data.reason) {
      blocks.push({ type: "rows", rows: [{ label: c.reasonLabel ?? "", value: data.reason }] });
    }
    if (c.next) blocks.push({ type: "paragraph", text: c.next });
    blocks.push({ type: "button", label: c.button, url });
    return renderLayout({
      locale,
      subject: c.subject(data.brandName),
      preheader: c.preheader,
      heading: c.heading,
      blocks,
      reason: c.reason,
    });
  },
};
