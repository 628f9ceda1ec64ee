import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Conflict, Invalid, NotFound, parseInput } from "../../core/shared/errors.ts";
import { formAction } from "./form-action.server.ts";

const schema = z.object({
  name: z.string().trim().min(1, "support:errors.nameRequired").max(5, "address:errors.tooLong"),
  quantity: z.coerce.number().int().min(1).max(9).default(1),
  lines: z.array(z.object({ qty: z.number() })).optional(),
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("formAction", () => {
  it("parses the form with the schema (Conform's coercion) and answers the verb's result", async () => {
    const seen: unknown[] = [];
    const result = await formAction({ locale: "en" }, form({ name: " Ana ", quantity: "3" }), schema, (input) => {
      seen.push(input);
      return "done";
    });
    expect(result).toEqual({ ok: true, value: "done", input: { name: "Ana", quantity: 3 } });
    expect(seen).toEqual([{ name: "Ana", quantity: 3 }]);
  });

  it("answers a failed parse as a Conform reply with the schema's messages translated, without calling the verb", async () => {
    let called = false;
    const result = await formAction({ locale: "pt" }, form({ name: "", quantity: "2" }), schema, () => {
      called = true;
    });
    expect(called).toBe(false);
    if (result.ok) throw new Error("expected a refusal");
    expect(result.status).toBe(400);
    expect(result.reply.status).toBe("error");
    expect(result.reply.error?.name).toEqual(["Indique o seu nome."]);
    expect(result.reply.initialValue).toMatchObject({ quantity: "2" });

    const long = await formAction({ locale: "en" }, form({ name: "abcdefgh" }), schema, () => undefined);
    if (long.ok) throw new Error("expected a refusal");
    expect(long.reply.error?.name).toEqual(["Use at most 5 characters."]);
  });

  it("speaks the page's language where the schema only has Zod's own English text", async () => {
    const typed = z.object({ email: z.email(), quantity: z.number().int() });
    const result = await formAction({ locale: "pt" }, form({ quantity: "abc" }), typed, () => undefined);
    if (result.ok) throw new Error("expected a refusal");
    expect(result.reply.error).toEqual({
      email: ["Este campo é obrigatório."],
      quantity: ["Verifique os dados introduzidos."],
    });
  });

  it("puts core's schema Invalid on its fields (dotted paths as Conform's) with translated texts", async () => {
    const inner = z.object({ lines: z.array(z.object({ qty: z.number().max(2, "address:errors.tooLong") })) });
    const result = await formAction({ locale: "en" }, form({ name: "Ana" }), schema, () =>
      parseInput(inner, { lines: [{ qty: 1 }, { qty: 5 }] }),
    );
    if (result.ok) throw new Error("expected a refusal");
    expect(result.status).toBe(400);
    expect(result.reply.error).toMatchObject({ "lines[1].qty": ["Use at most 2 characters."] });
  });

  it("puts a rule's Invalid on its field and translates its ns:key message", async () => {
    const result = await formAction({ locale: "es" }, form({ name: "Ana" }), schema, () => {
      throw new Invalid("support:errors.emailInvalid", "email");
    });
    if (result.ok) throw new Error("expected a refusal");
    expect(result.reply.error?.email).toEqual(["Escribe una dirección de correo válida."]);
    expect(result.error?.code).toBe("INVALID_INPUT");
  });

  it("names other domain errors by code in the page's namespace, then common, then the page's generic text, else their own message", async () => {
    const byPage = await formAction(
      { locale: "en" },
      form({ name: "Ana" }),
      schema,
      () => {
        throw new Conflict("Only 2 left", "OUT_OF_STOCK");
      },
      { ns: "cart" },
    );
    if (byPage.ok) throw new Error("expected a refusal");
    expect(byPage.status).toBe(409);
    expect(byPage.reply.error?.[""]).toEqual(["Not enough stock for this quantity."]);

    const byCommon = await formAction(
      { locale: "en" },
      form({ name: "Ana" }),
      schema,
      () => {
        throw new NotFound();
      },
      { ns: "cart" },
    );
    if (byCommon.ok) throw new Error("expected a refusal");
    expect(byCommon.reply.error?.[""]).toEqual(["We could not find that."]);

    const own = await formAction({ locale: "en" }, form({ name: "Ana" }), schema, () => {
      throw new Conflict("The coupon has expired", "SOMETHING_UNNAMED");
    });
    if (own.ok) throw new Error("expected a refusal");
    expect(own.reply.error?.[""]).toEqual(["The coupon has expired"]);

    const generic = await formAction(
      { locale: "en" },
      form({ name: "Ana" }),
      schema,
      () => {
        throw new Conflict("The coupon has expired", "SOMETHING_UNNAMED");
      },
      { ns: "quotes" },
    );
    if (generic.ok) throw new Error("expected a refusal");
    expect(generic.reply.error?.[""]).toEqual(["Something went wrong. Please try again."]);
  });

  it("lets the page explain a refusal itself", async () => {
    const result = await formAction(
      { locale: "en" },
      form({ name: "Ana" }),
      schema,
      () => {
        throw new Conflict("Only 2 left", "OUT_OF_STOCK");
      },
      {
        explain: (error) =>
          error.code === "OUT_OF_STOCK" ? { fieldErrors: { quantity: ["Only 2 left."] } } : undefined,
      },
    );
    if (result.ok) throw new Error("expected a refusal");
    expect(result.reply.error?.quantity).toEqual(["Only 2 left."]);
  });

  it("rethrows anything that is not a domain error", async () => {
    const boom = new Error("database down");
    await expect(
      formAction({ locale: "en" }, form({ name: "Ana" }), schema, () => {
        throw boom;
      }),
    ).rejects.toBe(boom);
  });
});
