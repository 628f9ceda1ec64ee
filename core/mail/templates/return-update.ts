import type { Locale } from "../../shared/locale.ts";
import {
  type EmailTemplate,
  type MailBlock,
  type MailRow,
  SHOP_ADDRESS,
  checkLink,
  formatDateTime,
  formatMoney,
  greeting,
  renderLayout,
} from "./layout.ts";

/**
 * Data of `return-update` (issue 8: "e-mails at each step" of a return). Money in EUR cents, times ISO.
 * Refunds are announced by `order-update` (`refunded`), sent by the refund itself.
 */
export interface ReturnUpdateData {
  /**
   * `requested`: we received the request (answer due by `answerBy`); `withdrawal`: the acknowledgement
   * of the EU withdrawal function (Directive 2011/83/EU art. 11a), with the statement's content and
   * time; `approved` (how to send the items), `rejected` (why), `received`, `replaced`, `credited` (code).
   */
  event: "requested" | "withdrawal" | "approved" | "rejected" | "received" | "replaced" | "credited";
  name?: string | null;
  /** e.g. "#FAB1A2B3-R1". */
  returnNumber: string;
  orderNumber: string;
  /** Absolute link to the request's page (signed for guests). */
  url: string;
  reason: "changed_mind" | "does_not_fit" | "damaged" | "misprint" | "wrong_item";
  outcome: "refund" | "replacement" | "store_credit";
  lines: { name: string; details: string; quantity: number; refundCents: number; replacement: string | null }[];
  refundCents: number;
  submittedAt: string;
  answerBy: string;
  withdrawalName?: string | null;
  returnShippingPaidBy: "customer" | "shop";
  shopNote?: string | null;
  giftCardCode?: string | null;
}

type Event = ReturnUpdateData["event"];

interface Copy {
  subject: Record<Event, (r: string) => string>;
  heading: Record<Event, string>;
  preheader: Record<Event, string>;
  requested: (r: string, o: string, due: string) => string;
  withdrawal: (o: string, at: string) => string;
  statement: string;
  statementName: string;
  statementOrder: string;
  statementAt: string;
  keep: string;
  approved: (r: string) => string;
  sendTo: (address: string, r: string) => string;
  shippingCustomer: string;
  shippingShop: string;
  rejected: (r: string) => string;
  shopNote: string;
  received: (r: string) => string;
  receivedNext: Record<ReturnUpdateData["outcome"], string>;
  replaced: (r: string) => string;
  credited: (r: string, amount: string) => string;
  code: string;
  codeUse: string;
  summary: string;
  refund: string;
  replacementFor: (label: string) => string;
  outcome: Record<ReturnUpdateData["outcome"], string>;
  outcomeLabel: string;
  view: string;
  reason: (o: string) => string;
}

const COPY: Record<Locale, Copy> = {
  en: {
    subject: {
      requested: (r) => `Return ${r}: request received`,
      withdrawal: (r) => `Return ${r}: acknowledgement of your withdrawal`,
      approved: (r) => `Return ${r}: approved`,
      rejected: (r) => `Return ${r}: our answer`,
      received: (r) => `Return ${r}: items received`,
      replaced: (r) => `Return ${r}: replacement on its way`,
      credited: (r) => `Return ${r}: your store credit`,
    },
    heading: {
      requested: "We received your return request",
      withdrawal: "We received your withdrawal",
      approved: "Your return is approved",
      rejected: "About your return request",
      received: "We received your items",
      replaced: "Your replacement is on its way",
      credited: "Your store credit is ready",
    },
    preheader: {
      requested: "We will answer within 48 hours (working days).",
      withdrawal: "The date and time of your withdrawal statement, for your records.",
      approved: "How to send the items back.",
      rejected: "We could not accept your request.",
      received: "Your items arrived at our workshop.",
      replaced: "We have sent the replacement.",
      credited: "Your gift card code is inside.",
    },
    requested: (r, o, due) =>
      `Thank you. We received your return request ${r} for order ${o}. We will answer by ${due} at the latest.`,
    withdrawal: (o, at) =>
      `This confirms that we received your statement withdrawing from the contract for order ${o} on ${at}. You do not need to do anything else to withdraw.`,
    statement: "Your withdrawal statement",
    statementName: "Name",
    statementOrder: "Order",
    statementAt: "Received on",
    keep: "Please keep this e-mail: it is your acknowledgement of receipt (a durable medium).",
    approved: (r) => `Good news: your return ${r} is approved.`,
    sendTo: (a, r) =>
      `Please send the items within 14 days, in their original condition, to: ${a}. Write ${r} on the parcel.`,
    shippingCustomer: "The cost of sending the items back is yours.",
    shippingShop: "We pay for the return shipping: keep the receipt and we will refund it.",
    rejected: (r) => `We are sorry, but we cannot accept your return request ${r}.`,
    shopNote: "Our note",
    received: (r) => `We received the items of your return ${r} at our workshop.`,
    receivedNext: {
      refund: "We are issuing your refund now; you will receive another e-mail when it is sent.",
      replacement: "Your replacement will leave our workshop within 1–2 business days.",
      store_credit: "Your store credit will follow in a separate e-mail.",
    },
    replaced: (r) => `The replacement for your return ${r} has left our workshop.`,
    credited: (r, a) => `For your return ${r}, we have issued store credit of ${a}.`,
    code: "Gift card code",
    codeUse: "Enter this code at checkout. It has no expiry date and can be used over several orders.",
    summary: "Items",
    refund: "Refund",
    replacementFor: (l) => `replacement: ${l}`,
    outcome: { refund: "Refund", replacement: "Replacement", store_credit: "Store credit" },
    outcomeLabel: "You asked for",
    view: "View my return",
    reason: (o) => `You are receiving this e-mail because of a return for order ${o} at Fabrico.`,
  },
  pt: {
    subject: {
      requested: (r) => `Devolução ${r}: pedido recebido`,
      withdrawal: (r) => `Devolução ${r}: confirmação da sua livre resolução`,
      approved: (r) => `Devolução ${r}: aprovada`,
      rejected: (r) => `Devolução ${r}: a nossa resposta`,
      received: (r) => `Devolução ${r}: artigos recebidos`,
      replaced: (r) => `Devolução ${r}: substituição a caminho`,
      credited: (r) => `Devolução ${r}: o seu crédito em loja`,
    },
    heading: {
      requested: "Recebemos o seu pedido de devolução",
      withdrawal: "Recebemos a sua declaração de livre resolução",
      approved: "A sua devolução foi aprovada",
      rejected: "Sobre o seu pedido de devolução",
      received: "Recebemos os seus artigos",
      replaced: "A sua substituição está a caminho",
      credited: "O seu crédito em loja está pronto",
    },
    preheader: {
      requested: "Respondemos no prazo de 48 horas (dias úteis).",
      withdrawal: "A data e a hora da sua declaração de livre resolução, para os seus registos.",
      approved: "Como nos enviar os artigos.",
      rejected: "Não foi possível aceitar o seu pedido.",
      received: "Os seus artigos chegaram à nossa oficina.",
      replaced: "Enviámos a substituição.",
      credited: "O código do seu cartão-oferta está no interior.",
    },
    requested: (r, o, due) =>
      `Obrigado. Recebemos o seu pedido de devolução ${r} da encomenda ${o}. Respondemos até ${due}, o mais tardar.`,
    withdrawal: (o, at) =>
      `Confirmamos que recebemos a sua declaração de livre resolução do contrato da encomenda ${o} em ${at}. Não precisa de fazer mais nada para exercer este direito.`,
    statement: "A sua declaração de livre resolução",
    statementName: "Nome",
    statementOrder: "Encomenda",
    statementAt: "Recebida em",
    keep: "Guarde este e-mail: é o seu aviso de receção (suporte duradouro).",
    approved: (r) => `Boas notícias: a sua devolução ${r} foi aprovada.`,
    sendTo: (a, r) =>
      `Envie os artigos no prazo de 14 dias, no estado original, para: ${a}. Escreva ${r} na embalagem.`,
    shippingCustomer: "O custo de devolução dos artigos é da sua responsabilidade.",
    shippingShop: "Nós pagamos o envio da devolução: guarde o recibo e reembolsamo-lo.",
    rejected: (r) => `Lamentamos, mas não podemos aceitar o seu pedido de devolução ${r}.`,
    shopNote: "A nossa nota",
    received: (r) => `Recebemos na nossa oficina os artigos da sua devolução ${r}.`,
    receivedNext: {
      refund: "Estamos a processar o seu reembolso; receberá outro e-mail quando for efetuado.",
      replacement: "A sua substituição sai da nossa oficina em 1–2 dias úteis.",
      store_credit: "O seu crédito em loja segue num e-mail separado.",
    },
    replaced: (r) => `A substituição da sua devolução ${r} já saiu da nossa oficina.`,
    credited: (r, a) => `Pela sua devolução ${r}, emitimos um crédito em loja de ${a}.`,
    code: "Código do cartão-oferta",
    codeUse: "Introduza este código no checkout. Não tem prazo de validade e pode ser usado em várias encomendas.",
    summary: "Artigos",
    refund: "Reembolso",
    replacementFor: (l) => `substituição: ${l}`,
    outcome: { refund: "Reembolso", replacement: "Substituição", store_credit: "Crédito em loja" },
    outcomeLabel: "Pediu",
    view: "Ver a minha devolução",
    reason: (o) => `Recebeu este e-mail por causa de uma devolução da encomenda ${o} na Fabrico.`,
  },
  es: {
    subject: {
      requested: (r) => `Devolución ${r}: solicitud recibida`,
      withdrawal: (r) => `Devolución ${r}: acuse de recibo de tu desistimiento`,
      approved: (r) => `Devolución ${r}: aprobada`,
      rejected: (r) => `Devolución ${r}: nuestra respuesta`,
      received: (r) => `Devolución ${r}: artículos recibidos`,
      replaced: (r) => `Devolución ${r}: sustitución en camino`,
      credited: (r) => `Devolución ${r}: tu saldo en tienda`,
    },
    heading: {
      requested: "Hemos recibido tu solicitud de devolución",
      withdrawal: "Hemos recibido tu desistimiento",
      approved: "Tu devolución está aprobada",
      rejected: "Sobre tu solicitud de devolución",
      received: "Hemos recibido tus artículos",
      replaced: "Tu sustitución está en camino",
      credited: "Tu saldo en tienda está listo",
    },
    preheader: {
      requested: "Te responderemos en 48 horas (días laborables).",
      withdrawal: "La fecha y la hora de tu declaración de desistimiento, para tus registros.",
      approved: "Cómo enviarnos los artículos.",
      rejected: "No hemos podido aceptar tu solicitud.",
      received: "Tus artículos han llegado a nuestro taller.",
      replaced: "Hemos enviado la sustitución.",
      credited: "Dentro tienes el código de tu tarjeta regalo.",
    },
    requested: (r, o, due) =>
      `Gracias. Hemos recibido tu solicitud de devolución ${r} del pedido ${o}. Te responderemos como muy tarde el ${due}.`,
    withdrawal: (o, at) =>
      `Confirmamos que recibimos tu declaración de desistimiento del contrato del pedido ${o} el ${at}. No tienes que hacer nada más para desistir.`,
    statement: "Tu declaración de desistimiento",
    statementName: "Nombre",
    statementOrder: "Pedido",
    statementAt: "Recibida el",
    keep: "Guarda este correo: es tu acuse de recibo (soporte duradero).",
    approved: (r) => `Buenas noticias: tu devolución ${r} está aprobada.`,
    sendTo: (a, r) =>
      `Envía los artículos en un plazo de 14 días, en su estado original, a: ${a}. Escribe ${r} en el paquete.`,
    shippingCustomer: "El coste de devolver los artículos corre de tu cuenta.",
    shippingShop: "Pagamos el envío de la devolución: guarda el recibo y te lo reembolsaremos.",
    rejected: (r) => `Lo sentimos, pero no podemos aceptar tu solicitud de devolución ${r}.`,
    shopNote: "Nuestra nota",
    received: (r) => `Hemos recibido en nuestro taller los artículos de tu devolución ${r}.`,
    receivedNext: {
      refund: "Estamos tramitando tu reembolso; recibirás otro correo cuando se realice.",
      replacement: "Tu sustitución saldrá de nuestro taller en 1–2 días laborables.",
      store_credit: "Tu saldo en tienda llegará en un correo aparte.",
    },
    replaced: (r) => `La sustitución de tu devolución ${r} ha salido de nuestro taller.`,
    credited: (r, a) => `Por tu devolución ${r}, te hemos dado un saldo en tienda de ${a}.`,
    code: "Código de la tarjeta regalo",
    codeUse: "Introduce este código al pagar. No caduca y puedes usarlo en varios pedidos.",
    summary: "Artículos",
    refund: "Reembolso",
    replacementFor: (l) => `sustitución: ${l}`,
    outcome: { refund: "Reembolso", replacement: "Sustitución", store_credit: "Saldo en tienda" },
    outcomeLabel: "Has pedido",
    view: "Ver mi devolución",
    reason: (o) => `Recibes este correo por una devolución del pedido ${o} en Fabrico.`,
  },
};

function linesBlock(data: ReturnUpdateData, locale: Locale, c: Copy): MailBlock {
  const rows: MailRow[] = data.lines.map((l) => ({
    label: `${l.quantity} × ${l.name}`,
    detail: l.replacement ? `${l.details} → ${c.replacementFor(l.replacement)}` : l.details,
    value: formatMoney(locale, l.refundCents),
  }));
  rows.push({ label: c.outcomeLabel, value: c.outcome[data.outcome] });
  if (data.outcome !== "replacement")
    rows.push({ label: c.refund, value: formatMoney(locale, data.refundCents), strong: true });
  return { type: "rows", caption: c.summary, rows };
}

/**
 * `return-update`: one e-mail per step of a return (issue 8), in en/pt/es: received (with the
 * 48-hour answer deadline), the withdrawal acknowledgement (content, date and time of the statement,
 * Directive 2011/83/EU art. 11a), approved (where to send, who pays shipping), rejected (why),
 * received, replaced, credited (the gift card code). The button opens the request's page.
 */
export const returnUpdateTemplate: EmailTemplate<ReturnUpdateData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    const url = checkLink(data.url, "data.url");
    const r = data.returnNumber;
    const blocks: MailBlock[] = [{ type: "paragraph", text: greeting(locale, data.name) }];
    switch (data.event) {
      case "requested":
        blocks.push({
          type: "paragraph",
          text: c.requested(r, data.orderNumber, formatDateTime(locale, data.answerBy)),
        });
        break;
      case "withdrawal":
        blocks.push(
          { type: "paragraph", text: c.withdrawal(data.orderNumber, formatDateTime(locale, data.submittedAt)) },
          {
            type: "rows",
            caption: c.statement,
            rows: [
              { label: c.statementName, value: data.withdrawalName ?? "" },
              { label: c.statementOrder, value: data.orderNumber },
              { label: c.statementAt, value: `${formatDateTime(locale, data.submittedAt)} (${data.submittedAt})` },
            ],
          },
          { type: "paragraph", text: c.sendTo(SHOP_ADDRESS, r) },
          { type: "paragraph", text: data.returnShippingPaidBy === "shop" ? c.shippingShop : c.shippingCustomer },
        );
        break;
      case "approved":
        blocks.push(
          { type: "paragraph", text: c.approved(r) },
          { type: "paragraph", text: c.sendTo(SHOP_ADDRESS, r) },
          { type: "paragraph", text: data.returnShippingPaidBy === "shop" ? c.shippingShop : c.shippingCustomer },
        );
        break;
      case "rejected":
        blocks.push({ type: "paragraph", text: c.rejected(r) });
        if (data.shopNote) blocks.push({ type: "rows", rows: [{ label: c.shopNote, value: data.shopNote }] });
        break;
      case "received":
        blocks.push(
          { type: "paragraph", text: c.received(r) },
          { type: "paragraph", text: c.receivedNext[data.outcome] },
        );
        break;
      case "replaced":
        blocks.push({ type: "paragraph", text: c.replaced(r) });
        break;
      case "credited":
        blocks.push(
          { type: "paragraph", text: c.credited(r, formatMoney(locale, data.refundCents)) },
          { type: "rows", rows: [{ label: c.code, value: data.giftCardCode ?? "", strong: true }] },
          { type: "note", text: c.codeUse },
        );
        break;
    }
    blocks.push(linesBlock(data, locale, c), { type: "button", label: c.view, url });
    if (data.event === "withdrawal") blocks.push({ type: "note", text: c.keep });
    return renderLayout({
      locale,
      subject: c.subject[data.event](r),
      preheader: c.preheader[data.event],
      heading: c.heading[data.event],
      blocks,
      reason: c.reason(data.orderNumber),
    });
  },
};
