import { OpenAPIHono, createRoute, z } from "@hono/zod-openapi";
import { getCustomer } from "../../../core/customers/get-customer.ts";
import type { AppEnv } from "../../env.ts";
import { ErrorSchema } from "../schemas.ts";
import { ProfileSchema } from "../store/customer.ts";
import { validationHook } from "../validation-hook.ts";

const errorContent = { "application/json": { schema: ErrorSchema } };

const getCustomerRoute = createRoute({
  method: "get",
  path: "/admin/customer/{id}",
  tags: ["Admin"],
  security: [{ cookieAuth: [] }],
  summary: "A customer's profile (admins; spec §2 /admin/customer/{id}/edit)",
  description: "Needs `read:customer:any` (role admin): a customer gets 403 whatever the id.",
  request: {
    params: z.object({ id: z.string().min(1).max(64).openapi({ example: "usr_01JD3M8Q2R7X5K9Z4W1B6C8D2E" }) }),
  },
  responses: {
    200: { description: "The customer's profile", content: { "application/json": { schema: ProfileSchema } } },
    401: { description: "Not signed in", content: errorContent },
    403: { description: "Not an admin", content: errorContent },
    404: { description: "No such customer", content: errorContent },
  },
});

/** Admin customer calls (the admin area's customer pages are a later issue; this one backs the permission tests). */
export function adminCustomerRoutes() {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use("/admin/customer/*", async (c, next) => {
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.openapi(getCustomerRoute, async (c) => c.json(await getCustomer(c.get("ctx"), c.req.valid("param").id), 200));
  return app;
}
