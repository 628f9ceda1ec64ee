import type { Locale } from "../../shared/locale.ts";
import { type EmailTemplate, type MailBlock, SHOP_CONTACT_EMAIL, checkLink, greeting, renderLayout } from "./layout.ts";

/**
 * Data of `ticket-update` (issue 8 contact, issue 6 ticket inbox): `received` acknowledges a
 * message sent through `/contact` (or a ticket staff opened for the customer); `reply` carries the
 * shop's answer. The customer answers through the ticket link (signed, no account needed).
 */
export interface TicketUpdateData {
  event: "received" | "reply";
  /** The customer's name as they gave it. */
  name?: string | null;
  /** The ticket's reference, e.g. "T-7K2M9Q". */
  ticketNumber: string;
  /** The subject as the customer wrote it (shown in the body, never in the e-mail's subject). */
  subject: string;
  /** `received`: the customer's message; `reply`: the shop's answer (plain text). */
  message: string;
  /** Absolute link to the ticket page, where the customer reads the thread and answers. */
  ticketUrl: string;
}

interface Copy {
  subject: Record<TicketUpdateData["event"], (n: string) => string>;
  heading: Record<TicketUpdateData["event"], string>;
  received: (n: string) => string;
  reply: (n: string) => string;
  yourMessage: string;
  subjectLabel: string;
  button: string;
  answerNote: string;
  reason: string;
}

const COPY: Record<Locale, Copy> = {
  en: {
    subject: { received: (n) => `We received your message (${n})`, reply: (n) => `New reply to your request ${n}` },
    heading: { received: "We have your message", reply: "We answered your request" },
    received: (n) =>
      `Thank you for writing to Fabrico. Your request is ${n}; we answer within one business day (Monday to Friday, Lisbon time).`,
    reply: (n) => `There is a new reply to your request ${n}:`,
    yourMessage: "Your message",
    subjectLabel: "Subject",
    button: "View the conversation",
    answerNote: "To add something, use the button above: please do not reply to this e-mail.",
    reason: `You are receiving this e-mail because you wrote to Fabrico through our contact form or at ${SHOP_CONTACT_EMAIL}.`,
  },
  pt: {
    subject: {
      received: (n) => `Recebemos a sua mensagem (${n})`,
      reply: (n) => `Nova resposta ao seu pedido ${n}`,
    },
    heading: { received: "Recebemos a sua mensagem", reply: "Respondemos ao seu pedido" },
    received: (n) =>
      `Obrigado por escrever à Fabrico. O seu pedido é o ${n}; respondemos num dia útil (segunda a sexta, hora de Lisboa).`,
    reply: (n) => `Há uma nova resposta ao seu pedido ${n}:`,
    yourMessage: "A sua mensagem",
    subjectLabel: "Assunto",
    button: "Ver a conversa",
    answerNote: "Para acrescentar algo, use o botão acima: por favor não responda a este e-mail.",
    reason: `Recebeu este e-mail porque escreveu à Fabrico através do formulário de contacto ou para ${SHOP_CONTACT_EMAIL}.`,
  },
  es: {
    subject: {
      received: (n) => `Hemos recibido tu mensaje (${n})`,
      reply: (n) => `Nueva respuesta a tu solicitud ${n}`,
    },
    heading: { received: "Tenemos tu mensaje", reply: "Hemos respondido a tu solicitud" },
    received: (n) =>
      `Gracias por escribir a Fabrico. Tu solicitud es la ${n}; respondemos en un día laborable (de lunes a viernes, hora de Lisboa).`,
    reply: (n) => `Hay una nueva respuesta a tu solicitud ${n}:`,
    yourMessage: "Tu mensaje",
    subjectLabel: "Asunto",
    button: "Ver la conversación",
    answerNote: "Para añadir algo, usa el botón de arriba: por favor, no respondas a este correo.",
    reason: `Recibes este correo porque escribiste a Fabrico mediante el formulario de contacto o a ${SHOP_CONTACT_EMAIL}.`,
  },
};

/** `ticket-update`: acknowledgement of a contact message, or the shop's reply to a ticket. */
export const ticketUpdateTemplate: EmailTemplate<TicketUpdateData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    checkLink(data.ticketUrl, "data.ticketUrl");
    const blocks: MailBlock[] = [{ type: "paragraph", text: greeting(locale, data.name) }];
    if (data.event === "received") {
      blocks.push({ type: "paragraph", text: c.received(data.ticketNumber) });
      blocks.push({ type: "rows", rows: [{ label: c.subjectLabel, value: data.subject }] });
      blocks.push({ type: "note", text: `${c.yourMessage}:\n${data.message}` });
    } else {
      blocks.push({ type: "paragraph", text: c.reply(data.ticketNumber) });
      blocks.push({ type: "paragraph", text: data.message });
    }
    blocks.push({ type: "button", label: c.button, url: data.ticketUrl });
    blocks.push({ type: "note", text: c.answerNote });
    return renderLayout({
      locale,
      subject: c.subject[data.event](data.ticketNumber),
      preheader: data.event === "received" ? c.received(data.ticketNumber) : c.reply(data.ticketNumber),
      heading: c.heading[data.event],
      blocks,
      reason: c.reason,
    });
  },
};
