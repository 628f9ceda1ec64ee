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
 * Data of `quote-update`: the acknowledgement of a request and the shop's answers (issue 6 quotes
 * admin, ADR 0014; issue 20): `requested` (received: the design, the units and the customer's note
 * echoed back, what happens next), `answered` (priced, with the total in EUR cents incl. VAT and
 * the expiry), `declined` (with the shop's reason), `expired` (the offer passed its date before the
 * customer ordered).
 */
export interface QuoteUpdateData {
  event: "requested" | "answered" | "declined" | "expired";
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
  /** The customer's own note (`requested`), the shop's message (`answered`) or reason (`declined`), plain text. */
  message?: string | null;
}

interface Copy {
  subject: Record<QuoteUpdateData["event"], (design: string) => string>;
  preheader: Record<QuoteUpdateData["event"], string>;
  heading: Record<QuoteUpdateData["event"], string>;
  requested: (design: string, units: number) => string;
  requestedNext: string;
  yourNoteLabel: string;
  answered: (design: string, units: number) => string;
  declined: (design: string) => string;
  expired: (design: string) => string;
  total: string;
  perUnit: (units: number) => string;
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
      requested: (d) => `We have received your quote request for "${d}"`,
      answered: (d) => `Your quote for "${d}" is ready`,
      declined: (d) => `Your quote request for "${d}"`,
      expired: (d) => `Your quote for "${d}" has expired`,
    },
    preheader: {
      requested: "Our production team is looking at your design and will send you a price.",
      answered: "We have priced your design. Approve the offer to order it.",
      declined: "We cannot make this design as requested.",
      expired: "The offer passed its date before it was ordered.",
    },
    heading: {
      requested: "We have your quote request",
      answered: "Your quote is ready",
      declined: "About your quote request",
      expired: "Your quote has expired",
    },
    requested: (d, u) => `Thank you for asking us to quote ${u} units of your design "${d}".`,
    requestedNext:
      "Our production team checks the artwork, the techniques and the quantities and sends you a price with how long it holds. We will e-mail you as soon as it is ready; you can follow the request in your account.",
    yourNoteLabel: "Your note",
    answered: (d, u) => `We have looked at your design "${d}" and priced ${u} units for you.`,
    declined: (d) => `Thank you for your quote request for "${d}". Unfortunately we cannot make it as requested.`,
    expired: (d) => `The offer for "${d}" has passed its date without an order, so it is closed.`,
    total: "Total (VAT included)",
    perUnit: (u) => `Price per unit (× ${u})`,
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
      requested: (d) => `Recebemos o seu pedido de orçamento para "${d}"`,
      answered: (d) => `O seu orçamento para "${d}" está pronto`,
      declined: (d) => `O seu pedido de orçamento para "${d}"`,
      expired: (d) => `O seu orçamento para "${d}" expirou`,
    },
    preheader: {
      requested: "A nossa equipa de produção está a analisar o seu design e enviar-lhe-á um preço.",
      answered: "Orçamentámos o seu design. Aprove a proposta para encomendar.",
      declined: "Não conseguimos produzir este design como pedido.",
      expired: "A proposta passou da data sem ser encomendada.",
    },
    heading: {
      requested: "Recebemos o seu pedido de orçamento",
      answered: "O seu orçamento está pronto",
      declined: "Sobre o seu pedido de orçamento",
      expired: "O seu orçamento expirou",
    },
    requested: (d, u) => `Obrigado por nos pedir um orçamento para ${u} unidades do seu design "${d}".`,
    requestedNext:
      "A nossa equipa de produção verifica a arte, as técnicas e as quantidades e envia-lhe um preço com o respetivo prazo de validade. Enviamos-lhe um e-mail assim que estiver pronto; pode acompanhar o pedido na sua conta.",
    yourNoteLabel: "A sua nota",
    answered: (d, u) => `Analisámos o seu design "${d}" e orçamentámos ${u} unidades.`,
    declined: (d) =>
      `Obrigado pelo seu pedido de orçamento para "${d}". Infelizmente não o conseguimos produzir como pedido.`,
    expired: (d) => `A proposta para "${d}" passou da data sem encomenda, pelo que foi encerrada.`,
    total: "Total (IVA incluído)",
    perUnit: (u) => `Preço por unidade (× ${u})`,
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
      requested: (d) => `Hemos recibido tu solicitud de presupuesto para "${d}"`,
      answered: (d) => `Tu presupuesto para "${d}" está listo`,
      declined: (d) => `Tu solicitud de presupuesto para "${d}"`,
      expired: (d) => `Tu presupuesto para "${d}" ha caducado`,
    },
    preheader: {
      requested: "Nuestro equipo de producción está revisando tu diseño y te enviará un precio.",
      answered: "Hemos presupuestado tu diseño. Aprueba la oferta para pedirlo.",
      declined: "No podemos fabricar este diseño tal como lo pediste.",
      expired: "La oferta pasó su fecha sin que se hiciera el pedido.",
    },
    heading: {
      requested: "Tenemos tu solicitud de presupuesto",
      answered: "Tu presupuesto está listo",
      declined: "Sobre tu solicitud de presupuesto",
      expired: "Tu presupuesto ha caducado",
    },
    requested: (d, u) => `Gracias por pedirnos un presupuesto para ${u} unidades de tu diseño "${d}".`,
    requestedNext:
      "Nuestro equipo de producción revisa el arte, las técnicas y las cantidades y te envía un precio con su validez. Te escribiremos en cuanto esté listo; puedes seguir la solicitud en tu cuenta.",
    yourNoteLabel: "Tu nota",
    answered: (d, u) => `Hemos revisado tu diseño "${d}" y presupuestado ${u} unidades.`,
    declined: (d) =>
      `Gracias por tu solicitud de presupuesto para "${d}". Lamentablemente no podemos fabricarlo tal como lo pediste.`,
    expired: (d) => `La oferta para "${d}" pasó su fecha sin pedido, así que se ha cerrado.`,
    total: "Total (IVA incluido)",
    perUnit: (u) => `Precio por unidad (× ${u})`,
    validUntil: "Válido hasta",
    approveHint: "Aprueba la oferta antes de que termine para pedir a este precio.",
    reasonLabel: "Nuestro motivo",
    messageLabel: "Nuestra nota",
    again: "Puedes cambiar el diseño y pedir un nuevo presupuesto cuando quieras.",
    view: "Ver tu presupuesto",
    reason: "Recibes este correo porque pediste un presupuesto a Fabrico.",
  },
};

/** `quote-update`: a customer's quote request received, or the shop priced, declined, or let it expire. */
export const quoteUpdateTemplate: EmailTemplate<QuoteUpdateData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    const url = checkLink(data.quoteUrl, "data.quoteUrl");
    const blocks: MailBlock[] = [{ type: "paragraph", text: greeting(locale, data.name) }];
    if (data.event === "requested") {
      blocks.push({ type: "paragraph", text: c.requested(data.designName, data.units) });
      if (data.message) blocks.push({ type: "paragraph", text: `${c.yourNoteLabel}: ${data.message}` });
      blocks.push({ type: "paragraph", text: c.requestedNext });
    } else if (data.event === "answered") {
      blocks.push({ type: "paragraph", text: c.answered(data.designName, data.units) });
      blocks.push({
        type: "rows",
        rows: [
          // a quote is a price per unit (ADR 0010): unit × units is the total
          ...(data.totalCents && data.units > 0 && data.totalCents % data.units === 0
            ? [{ label: c.perUnit(data.units), value: formatMoney(locale, data.totalCents / data.units, "always") }]
            : []),
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
