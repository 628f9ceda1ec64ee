import { describe, expect, it } from "vitest";
import { ATTRIBUTE_INPUT_SCHEMAS, categoryInputSchema } from "../../../core/catalog/admin-schemas.ts";
import { translatorFor } from "../../lib/form-action.server.ts";
import { parseForm } from "../../lib/form-errors.ts";

/** A form as a catalogue page posts it (Conform's field names). */
function formOf(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

/** A failed parse's messages by field (Conform's names); undefined when the parse succeeded. */
function errorsOf(submission: ReturnType<typeof parseForm>): Record<string, string[] | null> | undefined {
  return submission.status === "success" ? undefined : (submission.error ?? undefined);
}

/**
 * The category and attribute pages post their forms straight into the verbs' schemas
 * (app/routes/admin/category-edit.tsx, attribute-list.tsx; ADR 0021): nested `name.en|pt|es`
 * fields, an empty parent or order as the schema's default, and the schema's own messages.
 */
describe("catalogue admin forms read with the verbs' schemas", () => {
  it("reads a category: nested names, an empty parent as top level, an empty order as 0", () => {
    const submission = parseForm(
      formOf([
        ["code", "Summer-Tops"],
        ["parentId", ""],
        ["sortOrder", ""],
        ["name.en", "Summer tops"],
        ["name.pt", "Tops de verão"],
        ["name.es", "Tops de verano"],
        ["description.en", ""],
        ["description.pt", ""],
        ["description.es", ""],
      ]),
      categoryInputSchema,
      translatorFor("en"),
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      code: "summer-tops",
      parentId: null,
      sortOrder: 0,
      name: { en: "Summer tops", pt: "Tops de verão", es: "Tops de verano" },
      description: { en: "", pt: "", es: "" },
    });
  });

  it("puts a missing name and a bad code on their fields, translated", () => {
    const submission = parseForm(
      formOf([
        ["code", "no spaces"],
        ["name.en", "Tops"],
        ["name.pt", ""],
        ["name.es", "Tops"],
      ]),
      categoryInputSchema,
      translatorFor("en"),
    );
    expect(submission.status).not.toBe("success");
    expect(errorsOf(submission)?.["name.pt"]).toEqual(["Fill this in"]);
    expect(errorsOf(submission)?.code?.[0]).toMatch(/lowercase letters/);
  });

  it("reads a material's composition and fabric weight, and names a weight out of range", () => {
    const fields: [string, string][] = [
      ["code", "linen"],
      ["sortOrder", "20"],
      ["name.en", "Linen"],
      ["name.pt", "Linho"],
      ["name.es", "Lino"],
      ["composition.en", "100% linen"],
      ["composition.pt", "100% linho"],
      ["composition.es", "100% lino"],
    ];
    const ok = parseForm(
      formOf([...fields, ["weightGsm", "180"]]),
      ATTRIBUTE_INPUT_SCHEMAS.material,
      translatorFor("en"),
    );
    expect(ok.status === "success" && ok.value).toMatchObject({ weightGsm: 180, sortOrder: 20 });
    const low = parseForm(
      formOf([...fields, ["weightGsm", "5"]]),
      ATTRIBUTE_INPUT_SCHEMAS.material,
      translatorFor("en"),
    );
    expect(errorsOf(low)?.weightGsm?.[0]).toBe("At least 30");
  });

  it("reads a colour's hex in lower case and refuses one that is not #rrggbb", () => {
    const base: [string, string][] = [
      ["code", "sky"],
      ["name.en", "Sky"],
      ["name.pt", "Céu"],
      ["name.es", "Cielo"],
    ];
    const ok = parseForm(formOf([...base, ["hex", "#A1B2C3"]]), ATTRIBUTE_INPUT_SCHEMAS.color, translatorFor("en"));
    expect(ok.status === "success" && ok.value.hex).toBe("#a1b2c3");
    const bad = parseForm(formOf([...base, ["hex", "blue"]]), ATTRIBUTE_INPUT_SCHEMAS.color, translatorFor("en"));
    expect(errorsOf(bad)?.hex).toEqual(["Use a colour like #1a2b3c"]);
  });
});
