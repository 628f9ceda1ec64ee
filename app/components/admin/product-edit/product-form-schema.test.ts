import { describe, expect, it } from "vitest";
import { threeProductFormSchema } from "../../../lib/admin-catalog.server.ts";
import { translatorFor } from "../../../lib/form-action.server.ts";
import { parseForm } from "../../../lib/form-errors.ts";
import { productFormSchema } from "./product-form-schema.ts";

/** A product form as the editor posts it (Conform's names), with `extra` added and `without` left out. */
function productForm(extra: [string, string][] = [], without: string[] = []): FormData {
  const fields: [string, string][] = [
    ["slug", "aurora-tee"],
    ["garmentType", "t-shirt"],
    ["categoryId", "cat_1"],
    ["materialId", "mat_1"],
    ["name.en", "Aurora tee"],
    ["name.pt", "T-shirt Aurora"],
    ["name.es", "Camiseta Aurora"],
    ["summary.en", "A soft tee"],
    ["summary.pt", ""],
    ["summary.es", ""],
    ["care.en", "Wash cold\n\n Do not tumble dry \n"],
    ["care.pt", ""],
    ["weightGrams", "190"],
    ["priceCents", "24,90"],
    ["compareAtPriceCents", ""],
    ["status", "active"],
    ["tags", "linen, Summer,"],
    ["gpsr.manufacturerName", ""],
    ["gpsr.safetyInfo.en", "ignored without a manufacturer"],
    ["leadColorId", ""],
    ["expectedUpdatedAt", ""],
    ...extra,
  ];
  const data = new FormData();
  for (const [name, value] of fields) if (!without.includes(name)) data.append(name, value);
  return data;
}

/** Conform's parse of the form: its status, parsed value (on success) and messages by field (on failure). */
function parse(form: FormData, locale: "en" | "pt" = "en") {
  const submission = parseForm(form, productFormSchema, translatorFor(locale));
  return submission.status === "success"
    ? { status: submission.status, value: submission.value, error: undefined }
    : { status: submission.status, value: undefined, error: submission.error };
}

describe("productFormSchema (the product editor's form as productInputSchema)", () => {
  it("reads euros as cents, two colours × two sizes from the ticks and their cells, and the form-only shapes", () => {
    const submission = parse(
      productForm([
        ["colors", "black"],
        ["colors", "white"],
        ["sizes", "S"],
        ["sizes", "M"],
        ["variants[0].colorId", "black"],
        ["variants[0].sizeId", "S"],
        ["variants[0].sku", "aur-black-s"],
        ["variants[0].stock", "12"],
        ["variants[0].priceCentsOverride", "€ 26"],
        ["variants[3].colorId", "white"],
        ["variants[3].sizeId", "M"],
        ["variants[3].stock", ""],
        ["variants[3].priceCentsOverride", ""],
        ["relatedProductIds", "prd_2"],
        ["images[0].uploadId", "upl_1"],
        ["images[0].alt.en", "Front"],
        ["images[0].alt.pt", "Frente"],
        ["images[0].alt.es", "Delante"],
        ["images[0].colorId", ""],
      ]),
    );
    expect(submission.status).toBe("success");
    expect(submission.value).toMatchObject({
      priceCents: 2490,
      compareAtPriceCents: null,
      blank: false,
      customizable: false,
      tags: ["linen", "summer"],
      care: { en: ["Wash cold", "Do not tumble dry"], pt: [], es: [] },
      gpsr: null,
      leadColorId: null,
      relatedProductIds: ["prd_2"],
      images: [{ uploadId: "upl_1", alt: { en: "Front", pt: "Frente", es: "Delante" }, colorId: null }],
      variants: [
        { colorId: "black", sizeId: "S", sku: "AUR-BLACK-S", stock: 12, priceCentsOverride: 2600 },
        { colorId: "black", sizeId: "M", stock: 0, priceCentsOverride: null },
        { colorId: "white", sizeId: "S", stock: 0, priceCentsOverride: null },
        { colorId: "white", sizeId: "M", stock: 0, priceCentsOverride: null },
      ],
    });
    expect(submission.value).not.toHaveProperty("colors");
  });

  it("ticked boxes are true; a cell of an unticked colour is dropped", () => {
    const submission = parse(
      productForm([
        ["blank", "on"],
        ["customizable", "on"],
        ["colors", "black"],
        ["sizes", "S"],
        ["variants[0].colorId", "red"],
        ["variants[0].sizeId", "S"],
        ["variants[0].stock", "5"],
      ]),
    );
    expect(submission.value).toMatchObject({
      blank: true,
      customizable: true,
      variants: [{ colorId: "black", sizeId: "S", stock: 0 }],
    });
  });

  it("refuses a price that is no amount with the field's translated message, and a missing one as required", () => {
    const bad = parse(withPrice("abc"));
    expect(bad.status).toBe("error");
    expect(bad.error?.priceCents).toEqual(["Enter an amount in euros, e.g. 24.90."]);
    expect(parse(withPrice("abc"), "pt").error?.priceCents).toEqual(["Indique um valor em euros, por exemplo 24,90."]);
    expect(parse(withPrice("")).error?.priceCents).toEqual(["This field is required."]);
    const cell = parse(
      productForm([
        ["colors", "black"],
        ["sizes", "S"],
        ["variants[0].colorId", "black"],
        ["variants[0].sizeId", "S"],
        ["variants[0].priceCentsOverride", "12,345"],
      ]),
    );
    expect(cell.error?.["variants[0].priceCentsOverride"]).toEqual(["Enter an amount in euros, e.g. 24.90."]);
  });

  it("keeps the verb's own checks: an English name, at least 1 cent", () => {
    const form = productForm();
    form.set("name.en", "");
    form.set("priceCents", "0");
    const submission = parse(form);
    expect(submission.error?.["name.en"]).toEqual(["Fill this in"]);
    expect(submission.error?.priceCents).toEqual(["At least 1"]);
  });
});

function withPrice(price: string): FormData {
  const form = productForm([], ["priceCents"]);
  form.append("priceCents", price);
  return form;
}

describe("threeProductFormSchema (the 3D options form as threeProductOptionsInputSchema)", () => {
  it("reads unticked boxes as false and the placements' techniques as lists", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["dyeCodes", "black"],
      ["dyeCodes", "white"],
      ["defaultDyeCode", "black"],
      ["placements[0].code", "front"],
      ["placements[0].techniques", "digital-print"],
      ["placements[0].techniques", "embroidery"],
      ["placements[1].code", "back"],
      ["labels[0].code", "neck-print"],
      ["labels[0].active", "on"],
      ["labels[1].code", "hang-tag"],
    ]) {
      form.append(name as string, value as string);
    }
    const submission = parseForm(form, threeProductFormSchema, translatorFor("en"));
    expect(submission.status === "success" ? submission.value : submission.error).toEqual({
      active: false,
      dyeCodes: ["black", "white"],
      defaultDyeCode: "black",
      placements: [
        { code: "front", techniques: ["digital-print", "embroidery"] },
        { code: "back", techniques: [] },
      ],
      labels: [
        { code: "neck-print", active: true },
        { code: "hang-tag", active: false },
      ],
    });
  });

  it("refuses no offered dye with the catalogue's message", () => {
    const form = new FormData();
    form.append("active", "on");
    form.append("defaultDyeCode", "black");
    const submission = parseForm(form, threeProductFormSchema, translatorFor("en"));
    expect(submission.status === "success" ? undefined : submission.error?.dyeCodes).toEqual([
      "Offer at least one dye",
    ]);
  });
});
