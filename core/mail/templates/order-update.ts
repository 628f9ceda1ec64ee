import { type LineRole, lineFigures } from "../../orders/line-figures.ts";
import type { Locale } from "../../shared/locale.ts";
import { anyHasCents } from "../../shared/currency.ts";
import {
  type EmailTemplate,
  type MailBlock,
  type MailRow,
  SHOP_CONTACT_EMAIL,
  checkLink,
  formatDateTime,
  formatMoney,
  greeting,
  renderLayout,
} from "./layout.ts";

/** Data of `order-update`: a message about an order's progress (issue 4: "e-mails at each step"). Money in EUR cents. */
export interface OrderUpdateData {
  /** The step the message is about. */
  event: "awaiting_payment" | "paid" | "in_production" | "shipped" | "delivered" | "cancelled" | "refunded" | "message";
  /** The customer's first name, if known. */
  name?: string | null;
  /** The order number as the customer sees it, e.g. "#FAB1A2B3". */
  orderNumber: string;
  /** Absolute link to the order page (signed for guests); the main button. */
  orderUrl: string;
  /** Order total (after a gift card: the amount due). */
  totalCents: number;
  /**
   * The order lines; `details` e.g. "Navy · M". Shown for every event but `message`. `role` names a
   * line of custom work (a sample, the quoted run, a configurator run: issue 20); `oneOffCents` is a
   * design's one-off set-up included in `totalCents`, shown apart from the units.
   */
  lines: {
    name: string;
    details: string;
    quantity: number;
    totalCents: number;
    role?: LineRole;
    oneOffCents?: number;
  }[];
  /** Multibanco payment details, for `awaiting_payment` (`expiresAt` ISO). */
  multibanco?: { entity: string; reference: string; amountCents: number; expiresAt: string } | null;
  /** The parcel, for `shipped` (`url` = the order's track page). */
  tracking?: { carrier: string; trackingNumber: string; url: string } | null;
  /**
   * The order's track page, for `shipped` (issue 15: the e-mail links to tracking once shipped,
   * even when no parcel number is known, e.g. a parcel handed over without a carrier label).
   */
  trackUrl?: string | null;
  /** The amount refunded, for `refunded`. */
  refundCents?: number | null;
  /**
   * The returns portal for this order (signed for guests, issue 8): a button on `delivered` and a
   * link on `paid`, `shipped` and `refunded` e-mails. Optional: without it only the text is shown.
   */
  returnsUrl?: string | null;
  /** Why the order was cancelled, for `cancelled`. */
  reason?: "payment_not_received" | "cancelled_by_shop" | null;
  /**
   * The tax number and company the invoice is made out to (checkout, issue 19), shown under the summary of
   * the `awaiting_payment` and `paid` e-mails (the order's confirmation). Absent or null: a final consumer.
   */
  invoiceTo?: { taxId: string; companyName: string | null } | null;
}

type OrderEvent = OrderUpdateData["event"];

/** Per-event texts; `n` is the order number. */
interface EventCopy {
  subject: (n: string) => string;
  preheader: string;
  heading: string;
}

interface Copy {
  events: Record<OrderEvent, EventCopy>;
  roles: Record<Exclude<LineRole, "blank">, string>;
  setUp: (amount: string) => string;
  viewOrder: string;
  readMessage: string;
  summary: string;
  total: string;
  awaitingPayment: (n: string, amount: string) => string;
  awaitingNoDetails: (n: string) => string;
  entity: string;
  reference: string;
  amount: string;
  payBy: (deadline: string) => string;
  paid: (n: string) => string;
  paidNext: string;
  inProduction: (n: string) => string;
  inProductionNext: string;
  shipped: (n: string) => string;
  carrier: string;
  trackingNumber: string;
  track: string;
  delivered: (n: string) => string;
  returns: string;
  returnsButton: string;
  returnsLink: string;
  /** "Invoice to: <company>, <tax number>" (issue 19). */
  invoiceTo: (who: string) => string;
  notPaid: (n: string) => string;
  orderAgain: string;
  cancelledByShop: (n: string) => string;
  cancelled: (n: string) => string;
  cancelRefund: string;
  refunded: (n: string, amount: string) => string;
  refundedNoAmount: (n: string) => string;
  refundDelay: string;
  message: (n: string) => string;
  reason: (n: string) => string;
}

const COPY: Record<Locale, Copy> = {
  en: {
    events: {
      awaiting_payment: {
        subject: (n) => `Order ${n}: waiting for your payment`,
        preheader: "Your Multibanco payment details and the deadline to pay.",
        heading: "Your order is waiting for payment",
      },
      paid: {
        subject: (n) => `Order ${n}: payment received`,
        preheader: "Thank you! Your order is confirmed.",
        heading: "Thank you, your order is confirmed",
      },
      in_production: {
        subject: (n) => `Order ${n}: in production`,
        preheader: "Your garments are being made in our workshop in Barcelos.",
        heading: "Your order is in production",
      },
      shipped: {
        subject: (n) => `Order ${n}: shipped`,
        preheader: "Your parcel is on its way; here is the tracking number.",
        heading: "Your order is on its way",
      },
      delivered: {
        subject: (n) => `Order ${n}: delivered`,
        preheader: "Your parcel has arrived. We hope you like it!",
        heading: "Your order has been delivered",
      },
      cancelled: {
        subject: (n) => `Order ${n}: cancelled`,
        preheader: "Your order has been cancelled.",
        heading: "Your order was cancelled",
      },
      refunded: {
        subject: (n) => `Order ${n}: refund issued`,
        preheader: "We have sent your refund.",
        heading: "Your refund is on its way",
      },
      message: {
        subject: (n) => `Order ${n}: new message from Fabrico`,
        preheader: "Open your order to read our reply.",
        heading: "We replied about your order",
      },
    },
    viewOrder: "View my order",
    readMessage: "Read the message",
    summary: "Order summary",
    roles: { sample: "Sample", quoted: "Quoted run", custom: "Custom run" },
    setUp: (a) => `${a} set-up (once)`,
    total: "Total",
    awaitingPayment: (n, a) => `Thank you for your order ${n}. To complete it, please pay ${a} by Multibanco:`,
    awaitingNoDetails: (n) =>
      `Thank you for your order ${n}. We are waiting for your payment; open your order to see how to pay.`,
    entity: "Entity",
    reference: "Reference",
    amount: "Amount",
    payBy: (d) =>
      `Please pay by ${d}, at any Multibanco ATM or in your home banking app. We reserve your items until then; if the payment does not arrive in time, the order is cancelled.`,
    paid: (n) => `Thank you for your order ${n}. We have received your payment and your order is confirmed.`,
    paidNext:
      "What happens next: blank garments leave our workshop within 1–2 business days, and custom items go into production first. We will e-mail you when your order ships, with its tracking number.",
    inProduction: (n) => `Your order ${n} is now in production at our workshop in Barcelos.`,
    inProductionNext:
      "Production usually takes 10–15 business days. We will e-mail you when your order ships, with its tracking number.",
    shipped: (n) => `Good news: your order ${n} has left our workshop and is on its way to you.`,
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    track: "Track my parcel",
    delivered: (n) => `Your order ${n} has been delivered. We hope you like it!`,
    returns: `Changed your mind? You can return blank items within 14 days of delivery without giving a reason (the EU right of withdrawal): open your order page to start a return, or write to us at ${SHOP_CONTACT_EMAIL}. Custom and personalised items cannot be returned, but defects are always covered.`,
    notPaid: (n) =>
      `We did not receive the payment for your order ${n} in time, so we cancelled it and released the items.`,
    orderAgain: "If you still want them, you are welcome to order again.",
    cancelledByShop: (n) => `We are sorry, but we had to cancel your order ${n}.`,
    cancelled: (n) => `Your order ${n} has been cancelled.`,
    cancelRefund:
      "If you have already paid, we will refund the full amount and e-mail you when the refund has been issued.",
    refunded: (n, a) => `We have refunded ${a} for your order ${n}.`,
    refundedNoAmount: (n) => `We have issued a refund for your order ${n}.`,
    refundDelay: "Please allow up to 10 business days for it to reach your account.",
    message: (n) => `The shop has replied about your order ${n}. Open the order to read the message.`,
    returnsButton: "Return or exchange items",
    returnsLink: "Need to return, exchange or report a problem? Use our returns page:",
    invoiceTo: (who) => `Invoice to: ${who}`,
    reason: (n) => `You are receiving this e-mail because you placed order ${n} at Fabrico.`,
  },
  pt: {
    events: {
      awaiting_payment: {
        subject: (n) => `Encomenda ${n}: a aguardar pagamento`,
        preheader: "Os dados para pagamento por Multibanco e o prazo para pagar.",
        heading: "A sua encomenda aguarda pagamento",
      },
      paid: {
        subject: (n) => `Encomenda ${n}: pagamento recebido`,
        preheader: "Obrigado! A sua encomenda está confirmada.",
        heading: "Obrigado, a sua encomenda está confirmada",
      },
      in_production: {
        subject: (n) => `Encomenda ${n}: em produção`,
        preheader: "As suas peças estão a ser feitas na nossa oficina em Barcelos.",
        heading: "A sua encomenda está em produção",
      },
      shipped: {
        subject: (n) => `Encomenda ${n}: expedida`,
        preheader: "A sua encomenda está a caminho; eis o número de seguimento.",
        heading: "A sua encomenda está a caminho",
      },
      delivered: {
        subject: (n) => `Encomenda ${n}: entregue`,
        preheader: "A sua encomenda chegou. Esperamos que goste!",
        heading: "A sua encomenda foi entregue",
      },
      cancelled: {
        subject: (n) => `Encomenda ${n}: cancelada`,
        preheader: "A sua encomenda foi cancelada.",
        heading: "A sua encomenda foi cancelada",
      },
      refunded: {
        subject: (n) => `Encomenda ${n}: reembolso efetuado`,
        preheader: "Enviámos o seu reembolso.",
        heading: "O seu reembolso está a caminho",
      },
      message: {
        subject: (n) => `Encomenda ${n}: nova mensagem da Fabrico`,
        preheader: "Abra a sua encomenda para ler a nossa resposta.",
        heading: "Respondemos sobre a sua encomenda",
      },
    },
    viewOrder: "Ver a minha encomenda",
    readMessage: "Ler a mensagem",
    summary: "Resumo da encomenda",
    roles: { sample: "Amostra", quoted: "Produção orçamentada", custom: "Produção personalizada" },
    setUp: (a) => `${a} de preparação (uma vez)`,
    total: "Total",
    awaitingPayment: (n, a) => `Obrigado pela sua encomenda ${n}. Para a concluir, pague ${a} por Multibanco:`,
    awaitingNoDetails: (n) =>
      `Obrigado pela sua encomenda ${n}. Aguardamos o seu pagamento; abra a encomenda para ver como pagar.`,
    entity: "Entidade",
    reference: "Referência",
    amount: "Montante",
    payBy: (d) =>
      `Pague até ${d}, em qualquer caixa Multibanco ou na aplicação de homebanking do seu banco. Reservamos os seus artigos até lá; se o pagamento não chegar a tempo, a encomenda é cancelada.`,
    paid: (n) => `Obrigado pela sua encomenda ${n}. Recebemos o seu pagamento e a encomenda está confirmada.`,
    paidNext:
      "Próximos passos: as peças lisas saem da nossa oficina em 1–2 dias úteis e os artigos personalizados entram primeiro em produção. Enviamos-lhe um e-mail quando a encomenda for expedida, com o número de seguimento.",
    inProduction: (n) => `A sua encomenda ${n} está agora em produção na nossa oficina em Barcelos.`,
    inProductionNext:
      "A produção demora normalmente 10–15 dias úteis. Enviamos-lhe um e-mail quando a encomenda for expedida, com o número de seguimento.",
    shipped: (n) => `Boas notícias: a sua encomenda ${n} já saiu da nossa oficina e está a caminho.`,
    carrier: "Transportadora",
    trackingNumber: "Número de seguimento",
    track: "Seguir a minha encomenda",
    delivered: (n) => `A sua encomenda ${n} foi entregue. Esperamos que goste!`,
    returns: `Mudou de ideias? Pode devolver os artigos lisos no prazo de 14 dias após a entrega, sem indicar o motivo (direito de livre resolução na UE): abra a página da encomenda para pedir a devolução ou escreva-nos para ${SHOP_CONTACT_EMAIL}. Os artigos personalizados não podem ser devolvidos, mas os defeitos estão sempre cobertos.`,
    notPaid: (n) =>
      `Não recebemos o pagamento da sua encomenda ${n} dentro do prazo, por isso cancelámo-la e libertámos os artigos.`,
    orderAgain: "Se ainda os quiser, pode fazer uma nova encomenda.",
    cancelledByShop: (n) => `Lamentamos, mas tivemos de cancelar a sua encomenda ${n}.`,
    cancelled: (n) => `A sua encomenda ${n} foi cancelada.`,
    cancelRefund:
      "Se já tiver pago, reembolsamos a totalidade do montante e enviamos-lhe um e-mail quando o reembolso for efetuado.",
    refunded: (n, a) => `Efetuámos o reembolso de ${a} da sua encomenda ${n}.`,
    refundedNoAmount: (n) => `Efetuámos o reembolso da sua encomenda ${n}.`,
    refundDelay: "O montante pode demorar até 10 dias úteis a chegar à sua conta.",
    message: (n) => `A loja respondeu sobre a sua encomenda ${n}. Abra a encomenda para ler a mensagem.`,
    returnsButton: "Devolver ou trocar artigos",
    returnsLink: "Precisa de devolver, trocar ou comunicar um problema? Use a nossa página de devoluções:",
    invoiceTo: (who) => `Fatura em nome de: ${who}`,
    reason: (n) => `Recebeu este e-mail porque fez a encomenda ${n} na Fabrico.`,
  },
  es: {
    events: {
      awaiting_payment: {
        subject: (n) => `Pedido ${n}: pendiente de pago`,
        preheader: "Los datos para pagar por Multibanco y el plazo de pago.",
        heading: "Tu pedido está pendiente de pago",
      },
      paid: {
        subject: (n) => `Pedido ${n}: pago recibido`,
        preheader: "¡Gracias! Tu pedido está confirmado.",
        heading: "Gracias, tu pedido está confirmado",
      },
      in_production: {
        subject: (n) => `Pedido ${n}: en producción`,
        preheader: "Estamos fabricando tus prendas en nuestro taller de Barcelos.",
        heading: "Tu pedido está en producción",
      },
      shipped: {
        subject: (n) => `Pedido ${n}: enviado`,
        preheader: "Tu paquete está en camino; aquí tienes el número de seguimiento.",
        heading: "Tu pedido está en camino",
      },
      delivered: {
        subject: (n) => `Pedido ${n}: entregado`,
        preheader: "Tu paquete ha llegado. ¡Esperamos que te guste!",
        heading: "Tu pedido se ha entregado",
      },
      cancelled: {
        subject: (n) => `Pedido ${n}: cancelado`,
        preheader: "Tu pedido se ha cancelado.",
        heading: "Tu pedido se ha cancelado",
      },
      refunded: {
        subject: (n) => `Pedido ${n}: reembolso realizado`,
        preheader: "Te hemos enviado el reembolso.",
        heading: "Tu reembolso está en camino",
      },
      message: {
        subject: (n) => `Pedido ${n}: nuevo mensaje de Fabrico`,
        preheader: "Abre tu pedido para leer nuestra respuesta.",
        heading: "Te hemos respondido sobre tu pedido",
      },
    },
    viewOrder: "Ver mi pedido",
    readMessage: "Leer el mensaje",
    summary: "Resumen del pedido",
    roles: { sample: "Muestra", quoted: "Producción presupuestada", custom: "Producción personalizada" },
    setUp: (a) => `${a} de preparación (una vez)`,
    total: "Total",
    awaitingPayment: (n, a) => `Gracias por tu pedido ${n}. Para completarlo, paga ${a} por Multibanco:`,
    awaitingNoDetails: (n) =>
      `Gracias por tu pedido ${n}. Estamos esperando tu pago; abre el pedido para ver cómo pagar.`,
    entity: "Entidad",
    reference: "Referencia",
    amount: "Importe",
    payBy: (d) =>
      `Paga antes del ${d}, en cualquier cajero Multibanco o en la app de banca online de tu banco. Te reservamos los artículos hasta entonces; si el pago no llega a tiempo, el pedido se cancela.`,
    paid: (n) => `Gracias por tu pedido ${n}. Hemos recibido tu pago y tu pedido está confirmado.`,
    paidNext:
      "Próximos pasos: las prendas lisas salen de nuestro taller en 1–2 días laborables y los artículos personalizados pasan antes por producción. Te escribiremos cuando se envíe el pedido, con el número de seguimiento.",
    inProduction: (n) => `Tu pedido ${n} ya está en producción en nuestro taller de Barcelos.`,
    inProductionNext:
      "La producción suele tardar 10–15 días laborables. Te escribiremos cuando se envíe el pedido, con el número de seguimiento.",
    shipped: (n) => `Buenas noticias: tu pedido ${n} ha salido de nuestro taller y está en camino.`,
    carrier: "Transportista",
    trackingNumber: "Número de seguimiento",
    track: "Seguir mi envío",
    delivered: (n) => `Tu pedido ${n} se ha entregado. ¡Esperamos que te guste!`,
    returns: `¿Has cambiado de opinión? Puedes devolver los artículos lisos en un plazo de 14 días desde la entrega sin indicar el motivo (derecho de desistimiento de la UE): abre la página del pedido para solicitar la devolución o escríbenos a ${SHOP_CONTACT_EMAIL}. Los artículos personalizados no se pueden devolver, pero los defectos siempre están cubiertos.`,
    notPaid: (n) =>
      `No recibimos el pago de tu pedido ${n} a tiempo, así que lo hemos cancelado y hemos liberado los artículos.`,
    orderAgain: "Si todavía los quieres, puedes volver a hacer el pedido.",
    cancelledByShop: (n) => `Lo sentimos, pero hemos tenido que cancelar tu pedido ${n}.`,
    cancelled: (n) => `Tu pedido ${n} se ha cancelado.`,
    cancelRefund:
      "Si ya lo habías pagado, te reembolsaremos el importe íntegro y te escribiremos cuando se haya realizado el reembolso.",
    refunded: (n, a) => `Te hemos reembolsado ${a} de tu pedido ${n}.`,
    refundedNoAmount: (n) => `Hemos realizado un reembolso de tu pedido ${n}.`,
    refundDelay: "El importe puede tardar hasta 10 días laborables en llegar a tu cuenta.",
    message: (n) => `La tienda ha respondido sobre tu pedido ${n}. Abre el pedido para leer el mensaje.`,
    returnsButton: "Devolver o cambiar artículos",
    returnsLink: "¿Necesitas devolver, cambiar o comunicar un problema? Usa nuestra página de devoluciones:",
    invoiceTo: (who) => `Factura a nombre de: ${who}`,
    reason: (n) => `Recibes este correo porque hiciste el pedido ${n} en Fabrico.`,
  },
};

/** A 9-digit Multibanco reference in groups of three ("123 456 789"), as ATMs and banks show it. */
function formatReference(reference: string): string {
  const digits = reference.replace(/\s/g, "");
  return /^\d{9}$/.test(digits) ? digits.replace(/(\d{3})(?=\d)/g, "$1 ") : reference;
}

/** The paragraphs (and details) that say what happened, per event. */
function eventBlocks(data: OrderUpdateData, locale: Locale, c: Copy): MailBlock[] {
  const n = data.orderNumber;
  switch (data.event) {
    case "awaiting_payment": {
      const mb = data.multibanco;
      if (!mb) return [{ type: "paragraph", text: c.awaitingNoDetails(n) }];
      const amount = formatMoney(locale, mb.amountCents);
      return [
        { type: "paragraph", text: c.awaitingPayment(n, amount) },
        {
          type: "rows",
          rows: [
            { label: c.entity, value: mb.entity },
            { label: c.reference, value: formatReference(mb.reference) },
            { label: c.amount, value: amount, strong: true },
          ],
        },
        { type: "paragraph", text: c.payBy(formatDateTime(locale, mb.expiresAt)) },
      ];
    }
    case "paid":
      return [
        { type: "paragraph", text: c.paid(n) },
        { type: "paragraph", text: c.paidNext },
      ];
    case "in_production":
      return [
        { type: "paragraph", text: c.inProduction(n) },
        { type: "paragraph", text: c.inProductionNext },
      ];
    case "shipped": {
      const t = data.tracking;
      const blocks: MailBlock[] = [{ type: "paragraph", text: c.shipped(n) }];
      if (t) {
        blocks.push(
          {
            type: "rows",
            rows: [
              { label: c.carrier, value: t.carrier },
              { label: c.trackingNumber, value: t.trackingNumber },
            ],
          },
          { type: "button", label: c.track, url: checkLink(t.url, "data.tracking.url") },
        );
      } else if (data.trackUrl) {
        blocks.push({ type: "button", label: c.track, url: checkLink(data.trackUrl, "data.trackUrl") });
      }
      return blocks;
    }
    case "delivered":
      return [{ type: "paragraph", text: c.delivered(n) }];
    case "cancelled":
      if (data.reason === "payment_not_received") {
        return [
          { type: "paragraph", text: c.notPaid(n) },
          { type: "paragraph", text: c.orderAgain },
        ];
      }
      return [
        { type: "paragraph", text: data.reason === "cancelled_by_shop" ? c.cancelledByShop(n) : c.cancelled(n) },
        { type: "paragraph", text: c.cancelRefund },
      ];
    case "refunded":
      return [
        {
          type: "paragraph",
          text: data.refundCents != null ? c.refunded(n, formatMoney(locale, data.refundCents)) : c.refundedNoAmount(n),
        },
        { type: "paragraph", text: c.refundDelay },
      ];
    case "message":
      return [{ type: "paragraph", text: c.message(n) }];
  }
}

/**
 * The order lines (quantity × name; details: what a line of custom work is, colour and size, and
 * "quantity × unit (+ set-up)" when more than one unit or a set-up; line total) and the total. Two
 * decimals on every amount when any has cents (issue 15); a design's one-off set-up is shown apart
 * (core/orders/line-figures.ts, issue 20) and a unit that still does not multiply back is marked "≈".
 */
function summaryBlock(data: OrderUpdateData, locale: Locale, c: Copy): MailBlock {
  const decimals = anyHasCents([...data.lines.map((l) => l.totalCents), data.totalCents], 1) ? "always" : "auto";
  const rows: MailRow[] = data.lines.map((line) => {
    const f = lineFigures(line.totalCents, line.quantity, line.oneOffCents ?? 0);
    const setUp = f.oneOffCents > 0 ? ` + ${c.setUp(formatMoney(locale, f.oneOffCents, decimals))}` : "";
    const unitText =
      line.quantity > 1 || f.oneOffCents > 0
        ? `${line.quantity} × ${f.exact ? "" : "≈"}${formatMoney(locale, f.unitCents, decimals)}${setUp}`
        : "";
    const role = line.role && line.role !== "blank" ? c.roles[line.role] : "";
    const detail = [role, line.details.trim(), unitText].filter(Boolean).join(" · ");
    return {
      label: `${line.quantity} × ${line.name}`,
      ...(detail ? { detail } : {}),
      value: formatMoney(locale, line.totalCents, decimals),
    };
  });
  rows.push({ label: c.total, value: formatMoney(locale, data.totalCents, decimals), strong: true });
  return { type: "rows", caption: c.summary, rows };
}

/**
 * `order-update`: one e-mail per step of an order (issue 4): awaiting payment (Multibanco details),
 * paid, in production, shipped (tracking), delivered (returns), cancelled, refunded, and a reply
 * from the shop. The main button opens the order page; the order summary is shown except for
 * `message`.
 */
export const orderUpdateTemplate: EmailTemplate<OrderUpdateData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    const e = c.events[data.event];
    const orderUrl = checkLink(data.orderUrl, "data.orderUrl");
    const blocks: MailBlock[] = [
      { type: "paragraph", text: greeting(locale, data.name) },
      ...eventBlocks(data, locale, c),
    ];
    if (data.event === "message") {
      blocks.push({ type: "button", label: c.readMessage, url: orderUrl });
    } else {
      blocks.push(summaryBlock(data, locale, c));
      if (data.invoiceTo && (data.event === "awaiting_payment" || data.event === "paid")) {
        const who = [data.invoiceTo.companyName?.trim(), data.invoiceTo.taxId].filter(Boolean).join(", ");
        blocks.push({ type: "note", text: c.invoiceTo(who) });
      }
      blocks.push({ type: "button", label: c.viewOrder, url: orderUrl });
    }
    if (data.event === "delivered") {
      blocks.push({ type: "note", text: c.returns });
      if (data.returnsUrl) {
        blocks.push({ type: "button", label: c.returnsButton, url: checkLink(data.returnsUrl, "data.returnsUrl") });
      }
    } else if (data.returnsUrl && (data.event === "paid" || data.event === "shipped" || data.event === "refunded")) {
      blocks.push({ type: "note", text: `${c.returnsLink} ${checkLink(data.returnsUrl, "data.returnsUrl")}` });
    }
    return renderLayout({
      locale,
      subject: e.subject(data.orderNumber),
      preheader: e.preheader,
      heading: e.heading,
      blocks,
      reason: c.reason(data.orderNumber),
    });
  },
};
