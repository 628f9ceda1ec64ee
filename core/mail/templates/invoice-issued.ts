import type { Locale } from "../../shared/locale.ts";
import {
  type EmailTemplate,
  type MailBlock,
  SHOP_CONTACT_EMAIL,
  checkLink,
  formatMoney,
  greeting,
  renderLayout,
} from "./layout.ts";

/**
 * Data of `invoice-issued` (issue 19, ADR 0024): a legal document of an order is final and its PDF is ready.
 * The mail module sends no attachments (core/mail: the outbox stores rendered text and HTML only), so the
 * e-mail carries a signed link to the stored PDF (`/invoice/{id}/pdf?token=…`, the order's guest-link token),
 * which opens for a guest too. Money in EUR cents including VAT.
 */
export interface InvoiceIssuedData {
  /** `FR` invoice-receipt at payment, `NC` credit note at a refund. */
  documentType: "FR" | "NC";
  /** The legal number as printed, e.g. `FR FAB/12`. */
  documentNumber: string;
  /** The document's ATCUD, e.g. `AAJFJ4VC-12`, when known. */
  atcud?: string | null;
  /** The customer's first name, if known. */
  name?: string | null;
  /** The order number as the customer sees it, e.g. "#FAB1A2B3". */
  orderNumber: string;
  /** The document's total including VAT (for a credit note: the amount credited), EUR cents. */
  totalCents: number;
  /** Absolute signed link to the document's PDF: the main button. */
  pdfUrl: string;
  /** Absolute signed link to the order page, where every document of the order is listed. */
  orderUrl: string;
}

interface Copy {
  subject: Record<InvoiceIssuedData["documentType"], (n: string) => string>;
  preheader: Record<InvoiceIssuedData["documentType"], string>;
  intro: Record<InvoiceIssuedData["documentType"], (doc: string, order: string) => string>;
  number: string;
  total: Record<InvoiceIssuedData["documentType"], string>;
  download: string;
  orderPage: string;
  keep: string;
  reason: string;
}

const COPY: Record<Locale, Copy> = {
  en: {
    subject: { FR: (n) => `Your invoice for order ${n}`, NC: (n) => `Your credit note for order ${n}` },
    preheader: {
      FR: "The invoice-receipt of your order is ready to download.",
      NC: "The credit note for your refund is ready to download.",
    },
    intro: {
      FR: (d, o) => `Thank you for your payment. The invoice-receipt ${d} for order ${o} has been issued.`,
      NC: (d, o) => `We have issued the credit note ${d} for the refund on order ${o}.`,
    },
    number: "Document",
    total: { FR: "Total (VAT included)", NC: "Amount credited (VAT included)" },
    download: "Download the PDF",
    orderPage: "See the order",
    keep: `The PDF is the legal document, issued through certified invoicing software. Keep it for your records. If any detail on it is wrong, write to us at ${SHOP_CONTACT_EMAIL}.`,
    reason: "You are receiving this e-mail because you placed an order at Fabrico with this address.",
  },
  pt: {
    subject: { FR: (n) => `A sua fatura da encomenda ${n}`, NC: (n) => `A sua nota de crédito da encomenda ${n}` },
    preheader: {
      FR: "A fatura-recibo da sua encomenda já pode ser descarregada.",
      NC: "A nota de crédito do seu reembolso já pode ser descarregada.",
    },
    intro: {
      FR: (d, o) => `Obrigado pelo seu pagamento. Foi emitida a fatura-recibo ${d} da encomenda ${o}.`,
      NC: (d, o) => `Emitimos a nota de crédito ${d} relativa ao reembolso da encomenda ${o}.`,
    },
    number: "Documento",
    total: { FR: "Total (IVA incluído)", NC: "Valor creditado (IVA incluído)" },
    download: "Descarregar o PDF",
    orderPage: "Ver a encomenda",
    keep: `O PDF é o documento legal, emitido por programa de faturação certificado. Guarde-o nos seus registos. Se algum dado estiver errado, escreva-nos para ${SHOP_CONTACT_EMAIL}.`,
    reason: "Recebeu este e-mail porque fez uma encomenda na Fabrico com este endereço.",
  },
  es: {
    subject: { FR: (n) => `Tu factura del pedido ${n}`, NC: (n) => `Tu nota de crédito del pedido ${n}` },
    preheader: {
      FR: "La factura-recibo de tu pedido ya se puede descargar.",
      NC: "La nota de crédito de tu reembolso ya se puede descargar.",
    },
    intro: {
      FR: (d, o) => `Gracias por tu pago. Hemos emitido la factura-recibo ${d} del pedido ${o}.`,
      NC: (d, o) => `Hemos emitido la nota de crédito ${d} correspondiente al reembolso del pedido ${o}.`,
    },
    number: "Documento",
    total: { FR: "Total (IVA incluido)", NC: "Importe abonado (IVA incluido)" },
    download: "Descargar el PDF",
    orderPage: "Ver el pedido",
    keep: `El PDF es el documento legal, emitido con un programa de facturación certificado. Guárdalo para tus registros. Si algún dato no es correcto, escríbenos a ${SHOP_CONTACT_EMAIL}.`,
    reason: "Recibes este correo porque hiciste un pedido en Fabrico con esta dirección.",
  },
};

/** `invoice-issued`: the invoice-receipt or credit note of an order, with a signed link to its PDF (issue 19). */
export const invoiceIssuedTemplate: EmailTemplate<InvoiceIssuedData> = {
  render(data, { locale }) {
    const c = COPY[locale];
    const type = data.documentType;
    const rows = [
      { label: c.number, value: data.documentNumber, ...(data.atcud ? { detail: `ATCUD ${data.atcud}` } : {}) },
      { label: c.total[type], value: formatMoney(locale, data.totalCents, "always"), strong: true },
    ];
    const blocks: MailBlock[] = [
      { type: "paragraph", text: greeting(locale, data.name) },
      { type: "paragraph", text: c.intro[type](data.documentNumber, data.orderNumber) },
      { type: "rows", rows },
      { type: "button", label: c.download, url: checkLink(data.pdfUrl, "data.pdfUrl") },
      { type: "button", label: c.orderPage, url: checkLink(data.orderUrl, "data.orderUrl") },
      { type: "note", text: c.keep },
    ];
    return renderLayout({
      locale,
      subject: c.subject[type](data.orderNumber),
      preheader: c.preheader[type],
      heading: c.subject[type](data.orderNumber),
      blocks,
      reason: c.reason,
    });
  },
};
