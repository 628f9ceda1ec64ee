/**
 * The PDF the InvoiceXpress simulator serves for a document (./simulator.ts): what a certified document shows
 * (../shared/docs/invoicing.md §1.3): issuer and buyer with their tax numbers, lines with quantity, price net of
 * VAT and rate, the VAT per rate, the exemption reason, totals, for a credit note the document it corrects,
 * then `ATCUD:CODE-N` with the QR code right below it (Portaria 195/2020 art. 4.º) and the 4 hash characters
 * followed by "-Processado por programa certificado n.º NNNN/AT". The PDF's metadata repeat the number
 * (Title), the ATCUD (Subject) and the QR payload (Keywords), so tests can read them without a PDF parser.
 */
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { centsToDecimal } from "../../core/shared/money.ts";

/** What the page prints; amounts in integer EUR cents. */
export interface SimPdfDocument {
  /** "Fatura-Recibo", "Nota de Crédito", … */
  title: string;
  /** `FR FAB/1`, or `Rascunho` for a draft. */
  number: string;
  /** `CODE-N`. */
  atcud: string;
  /** `dd/mm/yyyy`. */
  date: string;
  issuer: { name: string; taxNumber: string; address: string };
  client: { name: string; taxNumber: string | null; address: string; country: string };
  lines: {
    description: string;
    quantity: number;
    unitPriceCents: number;
    discountPercent: number;
    ratePercent: number;
    totalCents: number;
  }[];
  vatByRate: { ratePercent: number; baseCents: number; vatCents: number }[];
  /** `M16 Isento artigo 14.º do RITI`, when the document has an exemption. */
  exemption: string | null;
  /** For a credit note: the number of the document it corrects. */
  corrects: string | null;
  observations: string | null;
  netCents: number;
  vatCents: number;
  totalCents: number;
  hashCharacters: string;
  certificateNumber: string;
  qrPayload: string;
  secondCopy: boolean;
}

const euros = (cents: number) => `${centsToDecimal(cents)} €`;

/**
 * Renders the document as an A4 PDF.
 * @returns the PDF bytes (starting `%PDF-`)
 */
export async function renderSimulatedInvoicePdf(doc: SimPdfDocument): Promise<Uint8Array> {
  const qr = await QRCode.toBuffer(doc.qrPayload, { errorCorrectionLevel: "M", margin: 1, width: 240 });
  const pdf = new PDFDocument({
    size: "A4",
    margin: 48,
    info: {
      Title: doc.number,
      Subject: `ATCUD:${doc.atcud}`,
      Keywords: doc.qrPayload,
      Creator: "InvoiceXpress simulator",
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve());
    pdf.on("error", reject);
  });
  const left = 48;
  pdf.font("Helvetica-Bold").fontSize(14).text(doc.issuer.name, left, 48);
  pdf.font("Helvetica").fontSize(9).text(`NIF ${doc.issuer.taxNumber}`).text(doc.issuer.address);
  pdf.font("Helvetica-Bold").fontSize(16).text(`${doc.title} ${doc.number}`, 300, 48, { width: 250, align: "right" });
  pdf
    .font("Helvetica")
    .fontSize(9)
    .text(doc.secondCopy ? "2.ª via" : "Original", { width: 250, align: "right" })
    .text(`Data: ${doc.date}`, { width: 250, align: "right" })
    .text(`ATCUD:${doc.atcud}`, { width: 250, align: "right" });
  pdf.moveDown(2);
  pdf.font("Helvetica-Bold").fontSize(10).text("Cliente", left, 140);
  pdf
    .font("Helvetica")
    .fontSize(9)
    .text(doc.client.name)
    .text(doc.client.taxNumber ? `NIF ${doc.client.taxNumber}` : "Consumidor final")
    .text(doc.client.address)
    .text(doc.client.country);
  if (doc.corrects) pdf.moveDown(0.5).text(`Referente a: ${doc.corrects}`);

  let y = 240;
  const columns = [left, 300, 345, 405, 450, 490];
  const header = ["Descrição", "Qtd.", "Preço", "Desc.", "IVA", "Total"];
  pdf.font("Helvetica-Bold").fontSize(8);
  header.forEach((text, i) => {
    pdf.text(text, columns[i] ?? left, y, { width: i === 0 ? 245 : 55 });
  });
  pdf.font("Helvetica");
  for (const line of doc.lines) {
    y += 16;
    const cells = [
      line.description,
      String(line.quantity),
      centsToDecimal(line.unitPriceCents),
      `${line.discountPercent}%`,
      `${line.ratePercent}%`,
      centsToDecimal(line.totalCents),
    ];
    cells.forEach((text, i) => {
      pdf.text(text, columns[i] ?? left, y, { width: i === 0 ? 245 : 55, lineBreak: false, ellipsis: true });
    });
  }
  y += 28;
  pdf.font("Helvetica-Bold").text("Taxa", left, y).text("Incidência", 110, y).text("IVA", 190, y);
  pdf.font("Helvetica");
  for (const rate of doc.vatByRate) {
    y += 14;
    pdf
      .text(`${rate.ratePercent}%`, left, y)
      .text(centsToDecimal(rate.baseCents), 110, y)
      .text(centsToDecimal(rate.vatCents), 190, y);
  }
  pdf.text(`Total s/ IVA: ${euros(doc.netCents)}`, 380, y - 14 * doc.vatByRate.length, { width: 170, align: "right" });
  pdf.text(`IVA: ${euros(doc.vatCents)}`, 380, undefined, { width: 170, align: "right" });
  pdf.font("Helvetica-Bold").text(`Total: ${euros(doc.totalCents)}`, 380, undefined, { width: 170, align: "right" });
  y += 28;
  pdf.font("Helvetica").fontSize(8);
  if (doc.exemption) {
    pdf.text(`Motivo de isenção: ${doc.exemption}`, left, y);
    y += 14;
  }
  if (doc.observations) {
    pdf.text(doc.observations, left, y, { width: 500 });
    y += 14;
  }
  y = Math.max(y + 12, 560);
  pdf.font("Helvetica-Bold").fontSize(9).text(`ATCUD:${doc.atcud}`, left, y);
  pdf.image(qr, left, y + 14, { width: 110, height: 110 });
  pdf
    .font("Helvetica")
    .fontSize(7)
    .text(`${doc.hashCharacters}-Processado por programa certificado n.º ${doc.certificateNumber}/AT`, left, y + 130);
  pdf.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
