import type { Locale } from "../../shared/locale.ts";
import {
  type EmailTemplate,
  type MailBlock,
  checkLink,
  formatDateTime,
  formatMoney,
  greeting,
  renderLayout,
} from "./layout.ts";

/**
 * Data of `quote-update`: the shop's answer to a quote request (issue 6 quotes admin, ADR 0014):
 * `answered` (priced, with the total in EUR cents incl. VAT and the expiry), `declined` (with the
 * shop's reason), `expired` (the offer passed its date before the customer ordered).
 */
export interface QuoteUpdateData {
  event: "answered" | "declined" | "expired";
  /** The customer's first name, if known. */
  name?: string | null;
  /** The design's name as requested. */
  designName: string;
  /** Units asked for (all sizes). */
  units: number;
  /** Absolute link to the quote in the customer area (`/user/quotes/{id}`); the main button. */
  quoteUrl: string;
  /** `answered`: the total for all units, EUR cents incl. VAT. */
  totalCents?: number | null;
  /** `answered`: when the offer ends (ISO). */
  expiresAt?: string | null;
  /** The shop's message (`answered`) or reason (`declined`), plain text. */
  message?: string | null;
}

interface Copy {
  subject: Record<QuoteUpdateData["event"], (design: string) => string>;
  preheader: Record<QuoteUpdateData["event"], string>;
  heading: Record<QuoteUpdateData["event"], string>;
  answered: (design: string, units: number) => string;
  declined: (design: string) => string;
  expired: (design: string) => string;
  total: string;
  validUntil: string;
  approveHint: string;
  reasonLabel: string;
  messageLabel: string;
  again: string;
  view: string;
  reason: string;
}

const COPY: Record<Locale, Copy> = {
  en: {
    subject: {
      answered: (d) => `Your quote for "${d}" is ready`,
      declined: (d) => `Your quote request for "${d}"`,
      expired: (d) => `Your quote for "${d}" has expired`,
    },
    preheader: {
      answered: "We have priced your design. Approve the offer to order it.",
      declined: "We cannot make this design as requested.",
      expired: "The offer passed its date before it was ordered.",
    },
    heading: {
      answered: "Your quote is ready",
      declined: "About your quote request",
      expired: "Your quote has expired",
    },
    answered: (d, u) => `We have looked at your design "${d}" and priced ${u} units for you.`,
    declined: (d) => `Thank you for your quote request for "${d}". Unfortunately we cannot make it as requested.`,
    expired: (d) => `The offer for "${d}" has passed its date without an order, so it is closed.`,
    total: "Total (VAT included)",
    validUntil: "Valid until",
    approveHint: "Approve the offer before it ends to order at this price.",
    reasonLabel: "Our reason",
    messageLabel: "Our note",
    again: "You can change the design and ask for a new quote at any time.",
    view: "View your quote",
    reason: "You are receiving this e-mail because you asked Fabrico for a quote.",
  },
  pt: {
    subject: {
      answered: (d) => `O seu orçamento para "${d}" está pronto`,
      declined: (d) => `O seu pedido de orçamento para "${d}"`,
      expired: (d) => `O seu orçamento para "${d}" expirou`,
    },
    preheader: {
      answered: "Orçamentámos o seu design. Aprove a proposta para encomendar.",
      declined: "Não conseguimos produzir este design como pedido.",
      expired: "A proposta passou da data sem ser encomendada.",
    },
    heading: {
      answered: "O seu orçamento está pronto",
      declined: "Sobre o seu pedido de orçamento",
      expired: "O seu orçamento expirou",
    },
    answered: (d, u) => `Analisámos o seu design "${d}" e orçamentámos ${u} unidades.`,
    declined: (d) =>
      `Obrigado pelo seu pedido de orçamento para "${d}". Infelizmente não o conseguimos produzir como pedido.`,
    expired: (d) => `A proposta para "${d}" passou da data sem encomenda, pelo que foi encerrada.`,
    total: "Total (IVA incluído)",
    validUntil: "Válido até",
    approveHint: "Aprove a proposta antes do fim do prazo para encomendar a este preço.",
    reasonLabel: "O nosso motivo",
    messageLabel: "A nossa nota",
    again: "Pode alterar o design e pedir um novo orçamento quando quiser.",
    view: "Ver o seu orçamento",
    reason: "Recebeu este e-mail porque pediu um orçamento à Fabrico.",
  },
  es: {
    subject: {
      answered: (d) => `Tu presupuesto para "${d}" está listo`,
      declined: (d) => `Tu solicitud de presupuesto para "${d}"`,
      expired: (d) => `Tu presupuesto para "${d}" ha caducado`,
    },
    preheader: {
      answered: "Hemos presupuestado tu diseño. Aprueba la oferta para pedirlo.",
      declined: "No podemos fabricar este diseño tal como lo pediste.",
      expired: "La oferta pasó su fecha sin que se hiciera el pedido.",
    },
    heading: {
      answered: "Tu presupuesto está listo",
      declined: "Sobre tu solicitud de presupuesto",
      expired: "Tu presupuesto ha caducado",
    },
    answered: (d, u) => `Hemos revisado tu diseño "${d}" y presupuestado ${u} unidades.`,
    declined: (d) =>
      `Gracias por tu solicitud de presupuesto para "${d}". Lamentablemente no podemos fabricarlo tal como lo pediste.`,
    expired: (d) => `La oferta para "${d}" pasó su fecha sin pedido, así que se ha cerrado.`,
    total: "Total (IVA incluido)",
    validUntil: "Válido hasta",
    approveHint: "Aprueba la oferta antes de que termine para pedir a este precio.",
    reasonLabel: "Nuestro motivo",
    messageLabel: "Nuestra nota",
    again: "Puedes cambiar el diseño y pedir un nuevo presupuesto cuando quieras.",
    view: "Ver tu presupuesto",
    reason: "Recibes este correo porque pediste un presupuesto a Fabrico.",
  },
};

/** `quote-update`: the shop priced, declined, or let expire a customer's quote request. */
export const quoteUpdateTemplate: EmailTemplate<QuoteUpdateData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    const url = checkLink(data.quoteUrl, "data.quoteUrl");
    const blocks: MailBlock[] = [{ type: "paragraph", text: greeting(locale, data.name) }];
    if (data.event === "answered") {
      blocks.push({ type: "paragraph", text: c.answered(data.designName, data.units) });
      blocks.push({
        type: "rows",
        rows: [
          { label: c.total, value: formatMoney(locale, data.totalCents ?? 0), strong: true },
          ...(data.expiresAt ? [{ label: c.validUntil, value: formatDateTime(locale, data.expiresAt) }] : []),
        ],
      });
      if (data.message) blocks.push({ type: "paragraph", text: `${c.messageLabel}: ${data.message}` });
      blocks.push({ type: "paragraph", text: c.approveHint });
    } else if (data.event === "declined") {
      blocks.push({ type: "paragraph", text: c.declined(data.designName) });
      if (data.message) blocks.push({ type: "paragraph", text: `${c.reasonLabel}: ${data.message}` });
      blocks.push({ type: "paragraph", text: c.again });
    } else {
      blocks.push({ type: "paragraph", text: c.expired(data.designName) });
      blocks.push({ type: "paragraph", text: c.again });
    }
    blocks.push({ type: "button", label: c.view, url });
    return renderLayout({
      locale,
      subject: c.subject[data.event](data.designName),
      preheader: c.preheader[data.event],
      heading: c.heading[data.event],
      blocks,
      reason: c.reason,
    });
  },
};
