import { createInstance } from "i18next";
import { I18nextProvider } from "react-i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass } from "./button.tsx";
import { DateField } from "./date-field.tsx";
import { Field } from "./field.tsx";
import { FileInput } from "./file-input.tsx";
import { SelectField, TextField } from "./form-fields.tsx";
import { Checkbox, Input, Select, Textarea } from "./input.tsx";

/** Translation keys as text ("cimode"), whatever instance another test file set up in this worker. */
const keysOnly = createInstance();
await keysOnly.init({ lng: "cimode", resources: {} });
const html = (node: React.ReactNode) => renderToStaticMarkup(<I18nextProvider i18n={keysOnly}>{node}</I18nextProvider>);

describe("UI primitives", () => {
  it("Button is type=button unless told otherwise, with its variant's classes", () => {
    expect(html(<Button>Save</Button>)).toContain('type="button"');
    expect(html(<Button type="submit">Save</Button>)).toContain('type="submit"');
    const danger = html(<Button variant="danger" size="sm" className="w-full" />);
    expect(danger).toContain("text-red-800");
    expect(danger).toContain("h-9");
    expect(danger).toContain("w-full");
    expect(buttonClass()).toContain("bg-stone-900");
    expect(buttonClass({ variant: "ghost" })).not.toContain("bg-stone-900");
  });

  it("TextField and SelectField are Fields: labelled, the error then the hint described, required left to the control", () => {
    const text = html(<TextField name="postcode" label="Postcode" error="Use 1234-567" hint="Portugal" required />);
    const id = /<input id="([^"]+)"/.exec(text)?.[1];
    expect(id).toBeTruthy();
    expect(text).toContain(`<label for="${id}"`);
    expect(text).toContain('name="postcode"');
    expect(text).toContain('aria-invalid="true"');
    expect(text).toContain(`aria-describedby="${id}-error ${id}-hint"`);
    expect(text).toContain('required=""');
    expect(text).not.toContain("aria-required");
    expect(text).not.toContain(">*<");
    const select = html(
      <SelectField name="country" label="Country" defaultValue="PT">
        <option value="PT">Portugal</option>
      </SelectField>,
    );
    const selectId = /<label for="([^"]+)"[^>]*>Country<\/label>/.exec(select)?.[1];
    expect(select).toMatch(new RegExp(`<select [^>]*id="${selectId}" name="country"`));
    expect(select).not.toContain("aria-invalid");
  });

  it("Field labels its control and names the error then the hint", () => {
    const out = html(
      <Field id="email" label="E-mail" hint="We never share it" error="Enter an e-mail" required>
        {(p) => <Input {...p} name="email" />}
      </Field>,
    );
    expect(out).toContain('<label for="email"');
    expect(out).toContain('id="email"');
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-describedby="email-error email-hint"');
    expect(out).toContain('aria-required="true"');
    expect(out).toContain('<p id="email-error"');
    expect(out).toContain('<p id="email-hint"');
  });

  it("Field without error or hint adds no aria-invalid or aria-describedby, and makes an id", () => {
    const out = html(<Field label="Name">{(p) => <Textarea {...p} name="n" />}</Field>);
    expect(out).not.toContain("aria-invalid");
    expect(out).not.toContain("aria-describedby");
    const id = /<label for="([^"]+)"/.exec(out)?.[1];
    expect(id).toBeTruthy();
    expect(out).toMatch(new RegExp(`<textarea[^>]*id="${id}"`));
  });

  it("Select, Checkbox pass their props to the native control", () => {
    const select = html(
      <Select name="size" defaultValue="M" aria-label="Size">
        <option>M</option>
      </Select>,
    );
    expect(select).toMatch(/<select[^>]*name="size"[^>]*aria-label="Size"/);
    const box = html(<Checkbox name="ok" label="I agree" defaultChecked />);
    expect(box).toMatch(/<label[^>]*><input type="checkbox"[^>]*name="ok"[^>]*checked=""/);
    expect(box).toContain("I agree");
  });

  it("FileInput keeps a labelled native input and a button-styled label for it", () => {
    const out = html(
      <Field id="photos" label="Photos">
        {(p) => <FileInput {...p} name="photos" multiple accept="image/*" />}
      </Field>,
    );
    expect(out).toMatch(/<input id="photos" type="file" multiple=""[^>]*class="peer sr-only"[^>]*name="photos"/);
    // both the field's label and the picker's button label name the input
    expect(out.match(/<label for="photos"/g)).toHaveLength(2);
    expect(out).toContain("files.chooseMany");
    expect(out).toContain("files.none");
  });

  it("DateField renders a native date input posting ISO until the page runs (no JavaScript still works)", () => {
    const out = html(<DateField id="from" name="from" defaultValue="2026-11-05" min="2026-01-01" />);
    expect(out).toContain('type="date"');
    expect(out).toContain('name="from"');
    expect(out).toContain('value="2026-11-05"');
    expect(out).toContain('min="2026-01-01"');
    expect(html(<DateField name="to" defaultValue="05/11/2026" />)).toContain('value=""');
  });
});
