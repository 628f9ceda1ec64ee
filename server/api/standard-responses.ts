/**
 * The error answers every API call can give whatever its own logic (issue 14: "status codes the API
 * really returns are in the OpenAPI document"), added to each operation of the generated document
 * in one place instead of in every router. A route's own description of the same status wins.
 *
 * Where each comes from:
 * - 400 `INVALID_INPUT`, `INVALID_CHARACTERS`, `BODY_UNREADABLE`: parameter and body validation
 *   (validation-hook.ts) and the input guard (middleware/request-body.ts) — every call;
 * - 401: calls that declare a `security` requirement (the session cookie) — signed-in calls;
 * - 403 `REQUEST_BLOCKED`: the origin check of state-changing calls (middleware/same-origin.ts) —
 *   POST, PUT, PATCH, DELETE;
 * - 404 `NOT_FOUND` and the calls' own `…_NOT_FOUND`: an id in the path that names nothing — calls
 *   with path parameters;
 * - 413 `PAYLOAD_TOO_LARGE`: the body limits by route class (middleware/request-body.ts) — calls
 *   with a body;
 * - 415: a body in a media type the call does not read — calls with a body;
 * - 500 `INTERNAL`: the error mapper's last resort (middleware/error-mapper.ts), logged with the
 *   request id — every call.
 * 409/429/503 (and 401/403 of calls that check in `core/`) depend on the call and stay in the
 * routers' own `responses`.
 */

// biome-ignore lint/suspicious/noExplicitAny: OpenAPI objects are open-ended JSON
type Json = Record<string, any>;

const ERROR_SCHEMA_REF = "#/components/schemas/Error";

/** The Error schema as the routers register it (server/api/schemas.ts), for a document that lacks it. */
const ERROR_SCHEMA: Json = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: { code: { type: "string" }, message: { type: "string" }, field: { type: "string" } },
      required: ["code", "message"],
    },
  },
  required: ["error"],
};

/** Shared response objects, put in `components.responses` and referenced by status. */
export const STANDARD_RESPONSES = {
  400: {
    name: "BadRequest",
    description:
      "Invalid input: `field` names it (INVALID_INPUT), a control character in a value (INVALID_CHARACTERS), or a body that cannot be read (BODY_UNREADABLE)",
  },
  401: { name: "SignInRequired", description: "Sign in first: no session, or it has ended (UNAUTHORIZED)" },
  403: {
    name: "RequestBlocked",
    description: "A state-changing call from another site (REQUEST_BLOCKED), or the caller may not do this",
  },
  404: { name: "NotFound", description: "The id in the path names nothing the caller may see" },
  413: { name: "PayloadTooLarge", description: "The body is larger than this call accepts (PAYLOAD_TOO_LARGE)" },
  415: { name: "UnsupportedMediaType", description: "The body is not in a media type this call reads" },
  500: { name: "ServerError", description: "Something went wrong (logged with the request id)" },
} as const;

type StandardStatus = keyof typeof STANDARD_RESPONSES;

/** Which standard errors apply to an operation: see the module comment for the rules. */
export function standardStatusesOf(method: string, path: string, operation: Json): StandardStatus[] {
  const statuses: StandardStatus[] = [400];
  if (Array.isArray(operation.security) && operation.security.length) statuses.push(401);
  if (/^(post|put|patch|delete)$/i.test(method)) statuses.push(403);
  if (path.includes("{")) statuses.push(404);
  if (operation.requestBody) statuses.push(413, 415);
  statuses.push(500);
  return statuses;
}

/**
 * Adds the standard error responses to every operation of an OpenAPI 3.1 `document` (mutated and
 * returned), as `$ref`s to `components.responses`. Statuses an operation documents itself keep the
 * operation's own description.
 */
export function withStandardResponses<T extends Json>(document: T): T {
  (document as Json).components ??= {};
  const components = document.components as Json;
  components.schemas ??= {};
  components.schemas.Error ??= ERROR_SCHEMA;
  components.responses ??= {};
  for (const { name, description } of Object.values(STANDARD_RESPONSES)) {
    components.responses[name] = {
      description,
      content: { "application/json": { schema: { $ref: ERROR_SCHEMA_REF } } },
    };
  }
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!/^(get|put|post|delete|patch|head|options)$/.test(method)) continue;
      operation.responses ??= {};
      const responses = operation.responses as Json;
      for (const status of standardStatusesOf(method, path, operation)) {
        responses[status] ??= { $ref: `#/components/responses/${STANDARD_RESPONSES[status].name}` };
      }
    }
  }
  return document;
}

/**
 * Rewrites the generator's form of a nullable named schema, `allOf: [{$ref}, {type: [T, "null"]}]`
 * — which no value matches when null, since the `$ref` alone refuses null — into
 * `anyOf: [{$ref}, {type: "null"}]` (JSON Schema 2020-12, OpenAPI 3.1). Issue 14: `GET /wholesale`
 * answers `null` (no application yet) where the document said object. Mutates and returns `document`.
 */
export function nullableRefsAsAnyOf<T extends Json>(document: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== "object") return;
    const schema = node as Json;
    const parts = schema.allOf;
    if (
      Array.isArray(parts) &&
      parts.length === 2 &&
      typeof parts[0]?.$ref === "string" &&
      Array.isArray(parts[1]?.type) &&
      parts[1].type.includes("null") &&
      Object.keys(parts[1]).length === 1
    ) {
      delete schema.allOf;
      schema.anyOf = [parts[0], { type: "null" }];
    }
    for (const value of Object.values(schema)) visit(value);
  };
  visit(document);
  return document;
}

/** The API document as served: nullable references fixed, then the standard error responses added. */
export function finishApiDocument<T extends Json>(document: T): T {
  return withStandardResponses(nullableRefsAsAnyOf(document));
}
