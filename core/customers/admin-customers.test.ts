import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import type { Ctx } from "../shared/ctx.ts";
import { createId } from "../shared/ids.ts";
import type { AccountPort, IdentityPort } from "../ports/identity.ts";
import { createCustomer } from "./admin-customers.ts";
import { auth_user } from "./auth.sql.ts";

let db: TestDatabase;
let admin: Ctx;

beforeAll(async () => {
  db = await openTestDatabase();
  admin = { ...db.ctx(), actor: { userId: "usr_01ADMINCUSTOMERTEST0000000", roles: ["admin"] } };
});
afterAll(() => db.close());

/** `ctx` with `accounts` as the identity service's staff-made accounts. */
function withAccounts(ctx: Ctx, accounts: AccountPort): Ctx {
  return {
    ...ctx,
    services: { ...ctx.services, identity: { staffAccounts: () => accounts } as unknown as IdentityPort },
  };
}

/** Accounts like Better Auth's: the user row is written at once, outside the caller's transaction. */
function accounts(sent: string[]): AccountPort {
  return {
    async createUser({ email, name }) {
      const id = createId("user");
      await admin.db.insert(auth_user).values({ id, email, name, emailVerified: true });
      return { id };
    },
    async sendSetPasswordLink({ email }) {
      sent.push(email);
    },
  };
}

describe("createCustomer", () => {
  it("creates the account with its profile and sends the first-password link", async () => {
    const sent: string[] = [];
    const { id } = await createCustomer(withAccounts(admin, accounts(sent)), {
      email: "Rita@Example.com",
      firstName: "Rita",
      lastName: "Lopes",
      origin: "http://localhost",
    });
    const [user] = await admin.db.select().from(auth_user).where(eq(auth_user.id, id));
    expect(user?.email).toBe("rita@example.com");
    expect(sent).toEqual(["rita@example.com"]);
  });

  it("takes the auth user back when the profile or audit transaction fails, and sends nothing", async () => {
    const sent: string[] = [];
    const failing: Ctx = {
      ...admin,
      db: new Proxy(admin.db, {
        get: (target, prop, receiver) =>
          prop === "transaction"
            ? () => Promise.reject(new Error("database went away"))
            : Reflect.get(target, prop, receiver),
      }),
    };
    await expect(
      createCustomer(withAccounts(failing, accounts(sent)), {
        email: "nuno@example.com",
        firstName: "Nuno",
        lastName: "Reis",
        origin: "http://localhost",
      }),
    ).rejects.toThrow("database went away");
    expect(await admin.db.select().from(auth_user).where(eq(auth_user.email, "nuno@example.com"))).toEqual([]);
    expect(sent).toEqual([]);
  });
});
