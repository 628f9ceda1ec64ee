import PDFDocument from "pdfkit";
import sharp from "sharp";

/** A 4 × 6 inch thermal label page, in PDF points (72 per inch). */
const PAGE: [number, number] = [4 * 72, 6 * 72];

/**
 * A carrier label image (UPS sends GIF; PNG and JPEG too) as a one-page 4 × 6 in PDF, so the
 * back office's "Label (PDF)" link serves the PDF it names (issue 15). A landscape image (UPS
 * prints its 6 × 4 label sideways) is turned to fit the portrait page; the image keeps its aspect
 * ratio. @throws whatever sharp throws for bytes that are not an image
 */
export async function labelImageToPdf(image: Uint8Array, title: string): Promise<Uint8Array> {
  const meta = await sharp(image).metadata();
  const landscape = (meta.width ?? 0) > (meta.height ?? 0);
  const png = await sharp(image)
    .rotate(landscape ? 90 : 0)
    .png()
    .toBuffer();
  const doc = new PDFDocument({ size: PAGE, margin: 0, info: { Title: title, Creator: "Fabrico" } });
  const chunks: Buffer[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  doc.image(png, 0, 0, { fit: PAGE, align: "center", valign: "center" });
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
