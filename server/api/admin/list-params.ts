import { z } from "@hono/zod-openapi";
import { DEFAULT_PAGE_SIZES } from "../../../core/shared/list-query.ts";

/**
 * OpenAPI documentation of the list kit's query params (ADR 0012), shared by the admin list calls.
 * The handler validates them with `parseListQuery` (core/shared/list-query.ts), which answers 400
 * `INVALID_INPUT` naming the param; here they are only described, as strings.
 * @param sorts the list's sort keys
 * @param filters the list's filters: name → description
 */
export function listQueryParams(sorts: readonly string[], filters: Record<string, string>) {
  const shape: Record<string, z.ZodOptional<z.ZodString>> = {
    page: z.string().optional().openapi({ description: "Page, from 1 (past the end: the last page)", example: "1" }),
    pageSize: z
      .string()
      .optional()
      .openapi({ description: `Rows per page: ${DEFAULT_PAGE_SIZES.join(", ")}`, example: "20" }),
    sort: z
      .string()
      .optional()
      .openapi({ description: `Sort key: ${sorts.join(", ")}` }),
    dir: z.string().optional().openapi({ description: "asc or desc" }),
    q: z.string().optional().openapi({ description: "Search text (at most 200 characters)" }),
    format: z
      .string()
      .optional()
      .openapi({ description: "`csv`: every matching row (at most 10,000) as a CSV file instead of a JSON page" }),
  };
  for (const [name, description] of Object.entries(filters))
    shape[name] = z.string().optional().openapi({ description });
  return z.object(shape);
}

/** The list kit's page envelope in OpenAPI (`items` described by the caller). */
export function listPageSchema<T extends z.ZodType>(item: T, name: string) {
  return z
    .object({
      items: z.array(item),
      total: z.number().int(),
      page: z.number().int(),
      pageCount: z.number().int(),
      pageSize: z.number().int(),
      sort: z.string(),
      dir: z.enum(["asc", "desc"]),
    })
    .openapi(name);
}
