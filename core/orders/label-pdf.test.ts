import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { labelImageToPdf } from "./label-pdf.ts";

describe("labelImageToPdf", () => {
  it("puts a GIF label on a one-page PDF", async () => {
    const gif = await sharp({ create: { width: 120, height: 80, channels: 3, background: "#ffffff" } })
      .gif()
      .toBuffer();
    const pdf = await labelImageToPdf(new Uint8Array(gif), "ups-1Z999");
    const text = Buffer.from(pdf).toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toContain("/Type /Page");
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toContain("/Subtype /Image");
  });
});
