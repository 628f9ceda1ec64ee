import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";

/** The parts of an OpenAPI 3.1 document the fuzzer reads. */
// biome-ignore lint/suspicious/noExplicitAny: JSON Schema nodes are open-ended
export type Schema = Record<string, any>;
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Schema;
}
export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

/** One operation of the document: `method` upper case, `path` as documented (`/product/{id}`). */
export interface OperationRef {
  method: string;
  path: string;
  op: Operation;
  /** `"GET /product/{id}"`, the key used in skip lists and reports. */
  key: string;
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDoc): OperationRef[] {
  const out: OperationRef[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!["get", "put", "post", "delete", "patch"].includes(method)) continue;
      out.push({ method: method.toUpperCase(), path, op, key: `${method.toUpperCase()} ${path}` });
    }
  }
  return out;
}

/** A generated HTTP request: path with parameters filled in and query, headers and body to send. */
export interface FuzzRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** Short human form for reports (body truncated). */
  describe: string;
}

/**
 * Values seen in real answers (ids, slugs, tokens, codes) that generated parameters and body
 * properties draw from half the time, so the fuzzer reaches past "not found" into the calls' logic.
 */
export class ValuePool {
  private readonly values = new Map<string, Set<string>>();
  /** Records every string of `json` under a key that names an identifier or a code (see {@link poolKind}). */
  harvest(json: unknown, depth = 0): void {
    if (depth > 6 || json === null || typeof json !== "object") return;
    for (const [key, value] of Object.entries(json)) {
      if (typeof value === "string" && value.length > 0 && value.length < 200 && poolKind(key)) this.add(key, value);
      else this.harvest(value, depth + 1);
    }
  }
  /** Keeps `value` under its exact key and under the key's kind (at most 200 of each). */
  add(key: string, value: string, byKind = true): void {
    const kind = byKind ? poolKind(key) : undefined;
    if (byKind && !kind) return;
    for (const name of new Set([`=${key}`, kind ?? `=${key}`])) {
      const set = this.values.get(name) ?? new Set<string>();
      this.values.set(name, set);
      if (set.size < 200) set.add(value);
    }
  }
  /**
   * Records the `id`s of a collection answer (`items[]`, an array, or one object) of the call at
   * `path`, for the `{id}` after that path (`GET /product` → `/product/{id}`).
   */
  harvestCollection(path: string, json: unknown): void {
    const list = Array.isArray(json) ? json : ((json as { items?: unknown } | null)?.items ?? [json]);
    if (!Array.isArray(list)) return;
    for (const item of list.slice(0, 50)) {
      const id = (item as { id?: unknown } | null)?.id;
      if (typeof id === "string" && id.length < 200) this.add(`path:${path}`, id, false);
    }
    this.harvest(json);
  }
  /** Known `{name}` values for a path parameter: ids listed by the call at the path before it, else by name. */
  forPathParam(path: string, name: string): string[] {
    const before = path.slice(0, path.indexOf(`/{${name}}`));
    const listed = this.values.get(`=path:${before}`);
    return listed?.size ? [...listed] : this.forName(name);
  }
  /** Known values for a parameter or property called `name`: those seen under that key, else under its kind. */
  forName(name: string): string[] {
    const exact = this.values.get(`=${name}`);
    if (exact?.size) return [...exact];
    const kind = poolKind(name);
    return kind ? [...(this.values.get(kind) ?? [])] : [];
  }
}

/** The kind of value a key or parameter name holds, or undefined for names that hold no identifier. */
function poolKind(key: string): string | undefined {
  if (/token/i.test(key)) return "token";
  if (/^slug$/i.test(key)) return "slug";
  if (/number$/i.test(key)) return "number";
  if (/^(id|.*Id)$/.test(key)) return "id";
  if (/^(code|garmentType|colou?rCode|sizeCode|category|colou?r|size|type|carrier)$/i.test(key)) return "code";
  return undefined;
}

/** Plausible values for well-known field names, so valid requests pass the calls' own checks. */
function wellKnown(name: string): fc.Arbitrary<unknown> | undefined {
  if (/e-?mail/i.test(name))
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/), fc.constantFrom("example.com", "example.org"))
      .map(([local, domain]) => `${local}@${domain}`);
  if (/^country$/i.test(name)) return fc.constantFrom("PT", "ES", "FR", "DE");
  if (/phone/i.test(name)) return fc.constantFrom("+351912345678", "912345678", "+34612345678");
  if (/^(postcode|zip)$/i.test(name)) return fc.constantFrom("1250-147", "4000-322", "28001");
  if (/^(name|firstName|lastName|brandName|city|streetAddress)$/i.test(name))
    return fc.constantFrom("Ana", "Rui Costa", "Lisboa", "Avenida da Liberdade", "Fabrico Lda");
  if (/^(message|body|comment|text)$/i.test(name))
    return fc.constantFrom("The print on my order looks great, thank you very much.", "Olá, preciso de ajuda.");
  return undefined;
}

/** Strings as a hostile client sends them: mostly printable, sometimes any code unit, sometimes tricky forms. */
const anyString = fc.oneof(
  { arbitrary: fc.string({ maxLength: 24 }), weight: 6 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 12 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 12 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      "",
      " ",
      "0",
      "-1",
      "1e309",
      "null",
      "undefined",
      "true",
      "__proto__",
      "constructor",
      "../../etc/passwd",
      "%00",
      "%",
      "' OR '1'='1",
      "<script>alert(1)</script>",
      "a".repeat(300),
      "9".repeat(30),
      "2026-02-30",
      "ünïcødé ✓",
    ),
    weight: 2,
  },
);

/** A value of the wrong shape for any schema node. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  anyString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 3 }),
);

/**
 * A fast-check arbitrary for a JSON Schema node of the document: mostly values that follow the
 * schema (so the call's logic runs), with a share of wrong types, missing required properties,
 * out-of-range numbers and extra properties (so its validation runs).
 */
export function arbitraryFor(schema: Schema | undefined, g: Gen, depth = 0): fc.Arbitrary<unknown> {
  const valid = validArbitrary(schema, g, depth);
  return g.mutate ? fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: junk, weight: 1 }) : valid;
}

/** What generation reads: the document (for `$ref`s), and whether to mix in wrong values. */
export interface Gen {
  doc: OpenApiDoc;
  pool: ValuePool;
  /** false: values that follow the schema (the call's logic runs); true: with wrong ones mixed in. */
  mutate: boolean;
}

function resolve(schema: Schema | undefined, doc: OpenApiDoc): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && typeof s.$ref === "string"; i++) {
    const name = s.$ref.replace("#/components/schemas/", "");
    s = doc.components?.schemas?.[name] ?? {};
  }
  return s;
}

function validArbitrary(input: Schema | undefined, g: Gen, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(input, g.doc);
  if (depth > 5) return junk;
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives) && alternatives.length) {
    return fc.oneof(...alternatives.map((s: Schema) => arbitraryFor(s, g, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length) {
    const merged: Schema = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf.map((s: Schema) => resolve(s, g.doc))) {
      Object.assign(merged.properties, part.properties ?? {});
      merged.required.push(...(part.required ?? []));
    }
    return validArbitrary(merged, g, depth);
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((t) => validArbitrary({ ...schema, type: t }, g, depth)));
  }
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
      const inRange =
        types[0] === "integer"
          ? fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) })
          : fc.double({ min, max: Math.max(min, max), noNaN: true });
      if (!g.mutate) return inRange;
      return fc.oneof(
        { arbitrary: inRange, weight: 8 },
        { arbitrary: fc.constantFrom(min - 1, max + 1, 0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 0.5), weight: 1 },
      );
    }
    case "string":
      return stringArbitrary(schema, g.mutate);
    case "array": {
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      const minLength = Math.min(schema.minItems ?? 0, maxLength);
      return fc.array(arbitraryFor(schema.items, g, depth + 1), { minLength, maxLength });
    }
    case "object":
      return objectArbitrary(schema, g, depth);
    default:
      if (schema.properties) return objectArbitrary(schema, g, depth);
      return g.mutate ? junk : fc.string({ maxLength: 12 });
  }
}

function stringArbitrary(schema: Schema, mutate: boolean): fc.Arbitrary<unknown> {
  const maxLength = Math.min(schema.maxLength ?? 40, 80);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  let shaped: fc.Arbitrary<string> | undefined;
  switch (schema.format) {
    case "email":
      shaped = fc.emailAddress();
      break;
    case "date-time":
      shaped = fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString());
      break;
    case "date":
      shaped = fc
        .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
      break;
    case "uri":
      shaped = fc.webUrl();
      break;
    case "uuid":
      shaped = fc.uuid();
      break;
  }
  if (!shaped && typeof schema.pattern === "string") {
    try {
      shaped = fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200);
    } catch {
      shaped = undefined;
    }
  }
  const plain = fc.string({ minLength, maxLength });
  if (!mutate) return shaped ?? plain;
  return fc.oneof(
    { arbitrary: shaped ?? plain, weight: 6 },
    { arbitrary: plain, weight: 2 },
    { arbitrary: anyString, weight: 2 },
  );
}

function objectArbitrary(schema: Schema, g: Gen, depth: number): fc.Arbitrary<unknown> {
  const properties: Record<string, Schema> = schema.properties ?? {};
  const required = new Set<string>(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(properties)) model[name] = propertyArbitrary(name, prop, g, depth + 1);
  const names = Object.keys(model);
  const extraSchema = schema.additionalProperties;
  const record: fc.Arbitrary<Record<string, unknown>> = names.length
    ? fc.record(model, { requiredKeys: names.filter((n) => required.has(n)) })
    : extraSchema && typeof extraSchema === "object"
      ? fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryFor(extraSchema, g, depth + 1), {
          maxKeys: 3,
        })
      : fc.constant({});
  if (!g.mutate) return record;
  // Sometimes drop a required property, sometimes add an unknown one (or a dangerous key).
  return fc
    .tuple(
      record,
      fc.option(fc.constantFrom(...(names.length ? names : ["x"])), { freq: 4 }),
      fc.option(fc.tuple(fc.constantFrom("extra", "__proto__", "constructor", "id", ""), junk), { freq: 4 }),
    )
    .map(([value, drop, extra]) => {
      const out = { ...value };
      if (drop !== null) delete out[drop];
      if (extra !== null) Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, writable: true });
      return out;
    });
}

/**
 * A named value (parameter, property, form field): a known value half the time, a plausible one
 * for a well-known name when generating valid requests, else per its schema.
 */
function propertyArbitrary(name: string, schema: Schema | undefined, g: Gen, depth = 0): fc.Arbitrary<unknown> {
  const fromSchema = (!g.mutate && wellKnown(name)) || arbitraryFor(schema, g, depth);
  const known = g.pool.forName(name);
  return known.length ? fc.oneof(fc.constantFrom(...known), fromSchema) : fromSchema;
}

/** How a parameter value travels in a URL: null left out, arrays repeated, objects as JSON, the rest as text. */
function asParam(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(asParam);
  if (value !== null && typeof value === "object") return [JSON.stringify(value)];
  return [String(value)];
}

/**
 * The arbitrary of whole requests for one operation: half follow the document (path parameters —
 * half the time a value seen in real answers —, optional query parameters, a body per the schema of
 * a documented media type), half are hostile (wrong types, missing or extra properties, random
 * JSON, no body at all, a wrong Content-Type).
 */
export function requestArbitrary(ref: OperationRef, doc: OpenApiDoc, pool: ValuePool): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(requestFor(ref, { doc, pool, mutate: false }), requestFor(ref, { doc, pool, mutate: true }));
}

function requestFor(ref: OperationRef, g: Gen): fc.Arbitrary<FuzzRequest> {
  const params = ref.op.parameters ?? [];
  const paramArbs: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) {
    if (p.in === "cookie") continue;
    const listed = p.in === "path" ? g.pool.forPathParam(ref.path, p.name) : [];
    const value = listed.length
      ? fc.oneof(fc.constantFrom(...listed), arbitraryFor(p.schema, g))
      : propertyArbitrary(p.name, p.schema, g);
    paramArbs[`${p.in}:${p.name}`] =
      p.in === "path" || p.required ? value : fc.option(value, { nil: undefined, freq: 2 });
  }
  const paramsArb = Object.keys(paramArbs).length ? fc.record(paramArbs) : fc.constant({} as Record<string, unknown>);
  const bodyArb = bodyArbitrary(ref, g);
  return fc.tuple(paramsArb, bodyArb).map(([values, body]) => {
    let path = ref.path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(values)) {
      const [where, name = ""] = key.split(/:(.*)/s);
      if (where === "path") {
        const text = asParam(value).join(",");
        path = path.replace(`{${name}}`, encodeURIComponent(text === "" ? " " : text));
      } else if (where === "query") {
        for (const v of asParam(value)) query.append(name, v);
      } else if (where === "header") {
        const v = asParam(value)[0];
        if (v !== undefined && /^[\t\x20-\x7e]*$/.test(v)) headers[name] = v;
      }
    }
    if (body.contentType) headers["content-type"] = body.contentType;
    const qs = query.toString();
    const url = `/api${path}${qs ? `?${qs}` : ""}`;
    const shown =
      body.body === undefined
        ? "no body"
        : typeof body.body === "string"
          ? `${body.contentType ?? "no content-type"} ${body.body.slice(0, 300)}`
          : `multipart ${JSON.stringify([...body.body.keys()])}`;
    return { url, method: ref.method, headers, body: body.body, describe: `${ref.method} ${url} — ${shown}` };
  });
}

/** A JSON body of any shape, the bare values handlers forget (`null`, `[]`, `""`, `0`) often. */
const strayJson: fc.Arbitrary<GeneratedBody> = fc
  .oneof(fc.constantFrom(null, [], "", 0, {}, true), fc.jsonValue({ maxDepth: 2 }))
  .map((v) => ({ contentType: "application/json", body: JSON.stringify(v) }));

interface GeneratedBody {
  contentType?: string;
  body?: string | FormData;
}

function bodyArbitrary(ref: OperationRef, g: Gen): fc.Arbitrary<GeneratedBody> {
  const content = ref.op.requestBody?.content;
  if (ref.method === "GET" || (!content && !g.mutate)) return fc.constant({});
  if (!content) {
    // A call without a documented body: usually none, sometimes a stray JSON body.
    return fc.oneof({ arbitrary: fc.constant({}), weight: 6 }, { arbitrary: strayJson, weight: 2 });
  }
  const shapes: { arbitrary: fc.Arbitrary<GeneratedBody>; weight: number }[] = [];
  for (const [type, media] of Object.entries(content)) {
    if (type === "application/json") {
      shapes.push({
        arbitrary: arbitraryFor(media.schema, g).map((v) => ({
          contentType: type,
          body: JSON.stringify(v) ?? "null",
        })),
        weight: 10,
      });
    } else if (type === "multipart/form-data") {
      shapes.push({ arbitrary: formArbitrary(media.schema, g), weight: 10 });
    } else if (type === "application/x-www-form-urlencoded") {
      shapes.push({
        arbitrary: arbitraryFor(media.schema, g).map((v) => ({
          contentType: type,
          body: new URLSearchParams(
            v && typeof v === "object" ? Object.entries(v).map(([k, x]) => [k, String(x)]) : [],
          ).toString(),
        })),
        weight: 10,
      });
    }
  }
  if (!g.mutate && shapes.length) return fc.oneof(...shapes);
  shapes.push(
    { arbitrary: strayJson, weight: 1 },
    {
      arbitrary: fc
        .constantFrom("", "{", "[1,", '{"a":}', "nul")
        .map((b) => ({ contentType: "application/json", body: b })),
      weight: 1,
    },
    { arbitrary: fc.string({ maxLength: 20 }).map((b) => ({ contentType: "text/plain", body: b })), weight: 1 },
  );
  return fc.oneof(...shapes);
}

/** A multipart form per the schema: text fields as text, `format: binary` fields as small random files. */
function formArbitrary(input: Schema | undefined, g: Gen): fc.Arbitrary<GeneratedBody> {
  const schema = resolve(input, g.doc);
  const fields = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  const file = fc
    .tuple(
      fc.uint8Array({ maxLength: 64 }),
      fc.constantFrom("image/png", "image/jpeg", "application/pdf", "text/plain", "application/octet-stream"),
      fc.constantFrom("a.png", "b.jpg", "c.pdf", "d.txt", "e"),
    )
    .map(([bytes, type, name]) => ({ file: new File([bytes], name, { type }) }));
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of fields) {
    const p = resolve(prop, g.doc);
    const value = p.format === "binary" ? file : propertyArbitrary(name, p, g);
    model[name] = g.mutate ? fc.option(value, { nil: undefined, freq: 4 }) : value;
  }
  return (fields.length ? fc.record(model) : fc.constant({})).map((values) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      if (value === undefined) continue;
      if (value && typeof value === "object" && "file" in value) form.append(name, (value as { file: File }).file);
      else form.append(name, typeof value === "string" ? value : (JSON.stringify(value) ?? ""));
    }
    return { body: form };
  });
}

/**
 * Response checks against the document: the status must be documented for the operation (or a
 * `default`/`4XX` range be), and a JSON answer must match the documented schema of that status
 * when the schema is a real shape (not `{}`).
 */
export class ResponseChecker {
  private readonly ajv: Ajv2020;
  private readonly cache = new Map<Schema, ValidateFunction | null>();
  private readonly doc: OpenApiDoc;
  constructor(doc: OpenApiDoc) {
    this.doc = doc;
    this.ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    addFormats.default(this.ajv);
    this.ajv.addSchema({ $id: "openapi.json", components: withoutDialect(doc.components ?? {}) });
  }

  /** The documented answer of `op` for `status` (exact, `4XX` range or `default`), `$ref` resolved. */
  private response(op: Operation, status: number): Operation["responses"][string] | undefined {
    const found = op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;
    const ref = (found as { $ref?: string } | undefined)?.$ref;
    if (!ref) return found;
    return (this.doc.components as { responses?: Record<string, Operation["responses"][string]> } | undefined)
      ?.responses?.[ref.replace("#/components/responses/", "")];
  }

  /** Whether `status` is one of the operation's documented answers. */
  documented(op: Operation, status: number): boolean {
    return Boolean(this.response(op, status));
  }

  /** The schema error of a JSON answer, or null when it matches (or no real shape is documented). */
  schemaError(op: Operation, status: number, contentType: string, body: unknown): string | null {
    const response = this.response(op, status);
    const schema = response?.content?.["application/json"]?.schema;
    if (!schema || !/json/i.test(contentType) || Object.keys(schema).length === 0) return null;
    let validate = this.cache.get(schema);
    if (validate === undefined) {
      const rewritten = withoutDialect(
        JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')),
      );
      try {
        validate = this.ajv.compile(rewritten);
      } catch {
        validate = null;
      }
      this.cache.set(schema, validate);
    }
    if (!validate || validate(body)) return null;
    const e = validate.errors?.[0];
    return `${e?.instancePath || "(root)"} ${e?.message ?? "does not match"}`;
  }
}

/** A copy of `value` without `$schema` keys (zod writes some into nested schemas; Ajv would look them up). */
function withoutDialect<T>(value: T): T {
  return JSON.parse(JSON.stringify(value), (key, v) => (key === "$schema" ? undefined : v));
}
