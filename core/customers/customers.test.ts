import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, openTestDatabase } from "../../tests/setup/db.ts";
import type { Ctx, Role } from "../shared/ctx.ts";
import { Conflict, Forbidden, Invalid, NotFound, Unauthorized } from "../shared/errors.ts";
import { createId } from "../shared/ids.ts";
import { auth_session, auth_user, auth_verification } from "./auth.sql.ts";
import { MAX_ADDRESSES, createAddress } from "./create-address.ts";
import { customerAddressTable, customerPaymentMethodTable, customerProfileTable } from "./customers.sql.ts";
import { deleteAccount } from "./delete-account.ts";
import { deleteAddress } from "./delete-address.ts";
import { deletePaymentMethod } from "./delete-payment-method.ts";
import { exportCustomerData } from "./export-customer-data.ts";
import { getAddress } from "./get-address.ts";
import { getOverview } from "./get-overview.ts";
import { getProfile } from "./get-profile.ts";
import { listAddresses } from "./list-addresses.ts";
import { listPaymentMethods } from "./list-payment-methods.ts";
import { savePaymentMethod } from "./save-payment-method.ts";
import { setDefaultAddress } from "./set-default-address.ts";
import { updateAddress } from "./update-address.ts";
import { updateProfile } from "./update-profile.ts";

let tdb: TestDatabase;
const NOW = new Date("2026-06-15T10:00:00Z");

beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(async () => {
  await tdb?.close();
});

/** A user straight in the auth table (the auth flows are tested in the API tests) and a ctx acting as them. */
async function makeUser(name = "Ana Silva", role: Role = "customer"): Promise<{ id: string; ctx: Ctx }> {
  const id = createId("user");
  await tdb.handle.db.insert(auth_user).values({
    id,
    name,
    email: `${id.toLowerCase()}@example.test`,
    emailVerified: true,
    role,
  });
  // a clock that ticks a second per reading: records made one after another sort by time
  let tick = 0;
  const now = () => new Date(NOW.getTime() + 1000 * tick++);
  return { id, ctx: { ...tdb.ctx({ now }), actor: { userId: id, roles: [role] } } };
}

const anonymous = () => tdb.ctx({ now: () => NOW });

const lisbon = {
  firstName: "Ana",
  lastName: "Silva",
  country: "PT",
  streetAddress: "Rua Augusta",
  houseNumber: "100, 2º esq.",
  city: "Lisboa",
  postcode: "1100053",
  phone: "912 345 678",
};
const madrid = {
  firstName: "Ana",
  lastName: "Silva",
  company: "Fabrico SL",
  country: "ES",
  streetAddress: "Calle de Alcalá",
  houseNumber: "42",
  city: "Madrid",
  postcode: "28014",
  phone: "612 34 56 78",
};
const card = { tokenRef: "sibs_tok_9fA1bC2dE3", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 };

describe("profile", () => {
  it("starts from the sign-up name, then saves every field (phone in E.164, consent time kept)", async () => {
    const { id, ctx } = await makeUser("Ana Maria Silva");
    const first = await getProfile(ctx);
    expect(first).toMatchObject({
      userId: id,
      firstName: "Ana",
      lastName: "Maria Silva",
      saved: false,
      gender: "undisclosed",
      twoFactorEnabled: false,
    });
    const saved = await updateProfile(ctx, {
      firstName: " Ana ",
      lastName: "Silva",
      dateOfBirth: "1990-05-01",
      gender: "female",
      phone: "912 345 678",
      acceptsMarketing: true,
    });
    expect(saved).toMatchObject({
      firstName: "Ana",
      lastName: "Silva",
      dateOfBirth: "1990-05-01",
      gender: "female",
      phone: "+351912345678",
      acceptsMarketing: true,
      saved: true,
    });
    const [user] = await tdb.handle.db.select().from(auth_user).where(eq(auth_user.id, id));
    expect(user?.name).toBe("Ana Silva");
    const consent = async () =>
      (await tdb.handle.db.select().from(customerProfileTable).where(eq(customerProfileTable.userId, id)))[0]
        ?.marketingConsentAt;
    const given = await consent();
    expect(given).toBeInstanceOf(Date);
    const later = { ...ctx, now: () => new Date("2026-07-01T00:00:00Z") };
    await updateProfile(later, { firstName: "Ana", lastName: "Silva", acceptsMarketing: true });
    expect((await consent())?.toISOString()).toBe(given?.toISOString());
    await updateProfile(later, { firstName: "Ana", lastName: "Silva", acceptsMarketing: false });
    expect(await consent()).toBeNull();
  });

  it("reads national phone numbers as numbers of the default address's country", async () => {
    const { ctx } = await makeUser();
    await createAddress(ctx, madrid);
    const saved = await updateProfile(ctx, { firstName: "Ana", lastName: "Silva", phone: "612 34 56 78" });
    expect(saved.phone).toBe("+34612345678");
  });

  it("rejects bad input with the field named", async () => {
    const { ctx } = await makeUser();
    const error = await updateProfile(ctx, { firstName: "", lastName: "Silva" }).catch((e) => e);
    expect(error).toBeInstanceOf(Invalid);
    expect((error as Invalid).field).toBe("firstName");
    expect((error as Invalid).message).toBe("customer:errors.required");
  });

  it("anonymous → Unauthorized; another customer's profile → Forbidden; admins may read and update it", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const admin = await makeUser("Admin Person", "admin");
    await expect(getProfile(anonymous())).rejects.toBeInstanceOf(Unauthorized);
    await expect(updateProfile(anonymous(), { firstName: "X", lastName: "Y" })).rejects.toBeInstanceOf(Unauthorized);
    await expect(getProfile(a.ctx, { userId: b.id })).rejects.toBeInstanceOf(Forbidden);
    await expect(updateProfile(a.ctx, { firstName: "X", lastName: "Y", userId: b.id })).rejects.toBeInstanceOf(
      Forbidden,
    );
    expect((await getProfile(admin.ctx, { userId: b.id })).userId).toBe(b.id);
    await expect(getProfile(admin.ctx, { userId: "usr_NOPE" })).rejects.toBeInstanceOf(NotFound);
    const fixed = await updateProfile(admin.ctx, { firstName: "Bea", lastName: "Costa", userId: b.id });
    expect(fixed).toMatchObject({ userId: b.id, firstName: "Bea" });
  });
});

describe("addresses", () => {
  it("creates addresses in canonical form; the first is the default; default moves and is unique", async () => {
    const { id, ctx } = await makeUser();
    const home = await createAddress(ctx, lisbon);
    expect(home).toMatchObject({
      postcode: "1100-053",
      phone: "+351912345678",
      company: null,
      additionalInfo: null,
      isDefaultShipping: true,
    });
    expect(home.id).toMatch(/^adr_/);
    const office = await createAddress(ctx, madrid);
    expect(office.isDefaultShipping).toBe(false);
    const third = await createAddress(ctx, { ...lisbon, city: "Porto", postcode: "4000-322", isDefaultShipping: true });
    expect(third.isDefaultShipping).toBe(true);
    let list = await listAddresses(ctx);
    expect(list.map((a) => a.id)).toEqual([third.id, office.id, home.id]);
    expect(list.filter((a) => a.isDefaultShipping)).toHaveLength(1);

    await setDefaultAddress(ctx, office.id);
    list = await listAddresses(ctx);
    expect(list[0]?.id).toBe(office.id);
    expect(list.filter((a) => a.isDefaultShipping).map((a) => a.id)).toEqual([office.id]);

    const rows = await tdb.handle.db.select().from(customerAddressTable).where(eq(customerAddressTable.userId, id));
    expect(rows.filter((r) => r.isDefaultShipping)).toHaveLength(1);
  });

  it("updates an address; the default cannot be switched off directly", async () => {
    const { ctx } = await makeUser();
    const home = await createAddress(ctx, lisbon);
    const other = await createAddress(ctx, madrid);
    const updated = await updateAddress(ctx, {
      ...lisbon,
      additionalInfo: "Door code 1234",
      city: "Lisbon",
      id: home.id,
    });
    expect(updated).toMatchObject({
      id: home.id,
      city: "Lisbon",
      additionalInfo: "Door code 1234",
      isDefaultShipping: true,
    });
    await expect(updateAddress(ctx, { ...lisbon, isDefaultShipping: false, id: home.id })).rejects.toBeInstanceOf(
      Invalid,
    );
    const moved = await updateAddress(ctx, { ...madrid, isDefaultShipping: true, id: other.id });
    expect(moved.isDefaultShipping).toBe(true);
    expect((await getAddress(ctx, home.id)).isDefaultShipping).toBe(false);
  });

  it("validates per country, naming the field", async () => {
    const { ctx } = await makeUser();
    const error = await createAddress(ctx, { ...lisbon, postcode: "28001" }).catch((e) => e);
    expect(error).toBeInstanceOf(Invalid);
    expect((error as Invalid).issues.map((i) => i.field)).toEqual(["postcode"]);
    expect((error as Invalid).issues[0]).toMatchObject({
      message: "address:errors.postcodeInvalid",
      params: { example: "1234-567" },
    });
    const missing = await createAddress(ctx, { ...lisbon, city: undefined }).catch((e) => e);
    expect((missing as Invalid).field).toBe("city");
  });

  it("deleting the default makes the newest remaining address the default", async () => {
    const { ctx } = await makeUser();
    const a = await createAddress(ctx, lisbon);
    const b = await createAddress(ctx, madrid);
    const c = await createAddress(ctx, { ...madrid, city: "Sevilla", postcode: "41001" });
    expect(await deleteAddress(ctx, b.id)).toEqual({ newDefaultId: null });
    expect(await deleteAddress(ctx, a.id)).toEqual({ newDefaultId: c.id });
    expect((await listAddresses(ctx)).map((x) => [x.id, x.isDefaultShipping])).toEqual([[c.id, true]]);
    expect(await deleteAddress(ctx, c.id)).toEqual({ newDefaultId: null });
    expect(await listAddresses(ctx)).toEqual([]);
  });

  it("another customer's address is NotFound for every verb, exactly like a missing one", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const bs = await createAddress(b.ctx, lisbon);
    const missing = createId("address");
    for (const id of [bs.id, missing]) {
      await expect(getAddress(a.ctx, id)).rejects.toMatchObject({ status: 404, code: "ADDRESS_NOT_FOUND" });
      await expect(updateAddress(a.ctx, { ...madrid, id })).rejects.toMatchObject({
        status: 404,
        code: "ADDRESS_NOT_FOUND",
      });
      await expect(setDefaultAddress(a.ctx, id)).rejects.toMatchObject({ status: 404, code: "ADDRESS_NOT_FOUND" });
      await expect(deleteAddress(a.ctx, id)).rejects.toMatchObject({ status: 404, code: "ADDRESS_NOT_FOUND" });
    }
    await expect(listAddresses(a.ctx, { userId: b.id })).rejects.toBeInstanceOf(Forbidden);
    expect(await getAddress(b.ctx, bs.id)).toMatchObject({ city: "Lisboa", postcode: "1100-053" });
    await expect(getAddress(anonymous(), bs.id)).rejects.toBeInstanceOf(Unauthorized);
    await expect(createAddress(anonymous(), lisbon)).rejects.toBeInstanceOf(Unauthorized);
    await expect(listAddresses(anonymous())).rejects.toBeInstanceOf(Unauthorized);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const { id, ctx } = await makeUser();
    await tdb.handle.db.insert(customerAddressTable).values(
      Array.from({ length: MAX_ADDRESSES }, (_, i) => ({
        id: createId("address"),
        userId: id,
        firstName: "A",
        lastName: "B",
        country: "PT",
        streetAddress: `Rua ${i}`,
        city: "Lisboa",
        postcode: "1100-053",
        phone: "+351912345678",
        isDefaultShipping: i === 0,
      })),
    );
    await expect(createAddress(ctx, lisbon)).rejects.toBeInstanceOf(Conflict);
  });
});

describe("payment methods", () => {
  it("saves a token reference with display data; saving it again updates; never returns the token", async () => {
    const { id, ctx } = await makeUser();
    const saved = await savePaymentMethod(ctx, { ...card, label: "Work card" });
    expect(saved).toMatchObject({ brand: "visa", last4: "4242", expMonth: 12, expYear: 2030, label: "Work card" });
    expect(saved.id).toMatch(/^pmt_/);
    expect(JSON.stringify(saved)).not.toContain(card.tokenRef);
    const again = await savePaymentMethod(ctx, { ...card, label: "Renamed" });
    expect(again.id).toBe(saved.id);
    const list = await listPaymentMethods(ctx);
    expect(list).toHaveLength(1);
    expect(list[0]?.label).toBe("Renamed");
    const [row] = await tdb.handle.db
      .select()
      .from(customerPaymentMethodTable)
      .where(eq(customerPaymentMethodTable.userId, id));
    expect(row?.tokenRef).toBe(card.tokenRef);
  });

  it("refuses card numbers and security codes in any field, and expired cards", async () => {
    const { id, ctx } = await makeUser();
    const rejected = [
      { ...card, cardNumber: "4111111111111111" },
      { ...card, cvv: "123" },
      { ...card, pan: "x" },
      { ...card, tokenRef: "4111 1111 1111 1111" },
      { ...card, label: "4111-1111-1111-1111" },
      { ...card, note: "5500 0000 0000 0004" },
    ];
    for (const input of rejected) {
      const error = await savePaymentMethod(ctx, input).catch((e) => e);
      expect(error, JSON.stringify(input)).toMatchObject({ status: 400, code: "CARD_DATA_REJECTED" });
      expect((error as Error).message).not.toMatch(/\d{4}/);
    }
    await expect(savePaymentMethod(ctx, { ...card, expMonth: 5, expYear: 2026 })).rejects.toMatchObject({
      code: "CARD_EXPIRED",
      field: "expYear",
    });
    expect((await savePaymentMethod(ctx, { ...card, expMonth: 6, expYear: 2026 })).expMonth).toBe(6);
    const rows = await tdb.handle.db
      .select()
      .from(customerPaymentMethodTable)
      .where(eq(customerPaymentMethodTable.userId, id));
    expect(rows).toHaveLength(1);
  });

  it("the database refuses a last4 that is not four digits", async () => {
    const { id } = await makeUser();
    await expect(
      tdb.handle.db.insert(customerPaymentMethodTable).values({
        id: createId("paymentMethod"),
        userId: id,
        gateway: "sibs",
        tokenRef: "tok_abcdefgh",
        brand: "visa",
        last4: "4111111111111111",
        expMonth: 1,
        expYear: 2030,
      }),
    ).rejects.toThrow();
  });

  it("another customer's payment method is NotFound; anonymous is Unauthorized", async () => {
    const a = await makeUser();
    const b = await makeUser();
    const bs = await savePaymentMethod(b.ctx, card);
    await expect(deletePaymentMethod(a.ctx, bs.id)).rejects.toMatchObject({ status: 404 });
    await expect(deletePaymentMethod(a.ctx, createId("paymentMethod"))).rejects.toMatchObject({ status: 404 });
    await expect(listPaymentMethods(a.ctx, { userId: b.id })).rejects.toBeInstanceOf(Forbidden);
    await expect(listPaymentMethods(anonymous())).rejects.toBeInstanceOf(Unauthorized);
    await expect(savePaymentMethod(anonymous(), card)).rejects.toBeInstanceOf(Unauthorized);
    expect(await listPaymentMethods(b.ctx)).toHaveLength(1);
    await deletePaymentMethod(b.ctx, bs.id);
    expect(await listPaymentMethods(b.ctx)).toHaveLength(0);
  });
});

describe("overview, export and deletion", () => {
  it("overview: profile, default address, counts", async () => {
    const { ctx } = await makeUser();
    expect(await getOverview(ctx)).toMatchObject({
      defaultAddress: null,
      counts: { addresses: 0, paymentMethods: 0, orders: 0 },
    });
    const home = await createAddress(ctx, lisbon);
    await createAddress(ctx, madrid);
    await savePaymentMethod(ctx, card);
    const overview = await getOverview(ctx);
    expect(overview.defaultAddress?.id).toBe(home.id);
    expect(overview.counts).toEqual({ addresses: 2, paymentMethods: 1, orders: 0 });
    await expect(getOverview(anonymous())).rejects.toBeInstanceOf(Unauthorized);
  });

  it("exports everything stored, without secrets", async () => {
    const { id, ctx } = await makeUser();
    await updateProfile(ctx, { firstName: "Ana", lastName: "Silva", acceptsMarketing: true, phone: "912345678" });
    await createAddress(ctx, lisbon);
    await savePaymentMethod(ctx, card);
    await tdb.handle.db.insert(auth_session).values({
      id: createId("session"),
      token: "secret-session-token-value",
      userId: id,
      expiresAt: new Date("2026-07-01T00:00:00Z"),
      updatedAt: new Date(),
      ipAddress: "192.0.2.1",
      userAgent: "Test/1.0",
    });
    const data = await exportCustomerData(ctx);
    expect(data).toMatchObject({
      format: "fabrico-customer-export",
      version: 1,
      account: { id, role: "customer", emailVerified: true },
      profile: { firstName: "Ana", phone: "+351912345678", acceptsMarketing: true },
      orders: [],
    });
    expect(data.addresses).toHaveLength(1);
    expect(data.paymentMethods).toEqual([expect.objectContaining({ last4: "4242" })]);
    expect(data.sessions).toEqual([expect.objectContaining({ ipAddress: "192.0.2.1", userAgent: "Test/1.0" })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(card.tokenRef);
    expect(text).not.toContain("secret-session-token-value");
    await expect(exportCustomerData(anonymous())).rejects.toBeInstanceOf(Unauthorized);
    const other = await makeUser();
    await expect(exportCustomerData(other.ctx, { userId: id })).rejects.toBeInstanceOf(Forbidden);
  });

  it("deletes the account and everything attached; other customers are untouched", async () => {
    const keep = await makeUser();
    await createAddress(keep.ctx, lisbon);
    const { id, ctx } = await makeUser();
    await updateProfile(ctx, { firstName: "Ana", lastName: "Silva" });
    await createAddress(ctx, lisbon);
    await savePaymentMethod(ctx, card);
    await tdb.handle.db.insert(auth_verification).values({
      id: createId("verification"),
      identifier: "reset-password:abc",
      value: id,
      expiresAt: new Date("2026-07-01T00:00:00Z"),
    });
    await expect(deleteAccount(keep.ctx, { userId: id })).rejects.toBeInstanceOf(Forbidden);
    await expect(deleteAccount(anonymous())).rejects.toBeInstanceOf(Unauthorized);

    expect(await deleteAccount(ctx)).toEqual({ userId: id, email: `${id.toLowerCase()}@example.test` });
    const db = tdb.handle.db;
    expect(await db.select().from(auth_user).where(eq(auth_user.id, id))).toEqual([]);
    expect(await db.select().from(customerProfileTable).where(eq(customerProfileTable.userId, id))).toEqual([]);
    expect(await db.select().from(customerAddressTable).where(eq(customerAddressTable.userId, id))).toEqual([]);
    expect(await db.select().from(customerPaymentMethodTable).where(eq(customerPaymentMethodTable.userId, id))).toEqual(
      [],
    );
    expect(await db.select().from(auth_verification).where(eq(auth_verification.value, id))).toEqual([]);
    expect(await listAddresses(keep.ctx)).toHaveLength(1);
    await expect(deleteAccount(ctx)).rejects.toBeInstanceOf(NotFound);
  });

  it("admins may delete a customer's account", async () => {
    const admin = await makeUser("Admin", "admin");
    const { id } = await makeUser();
    await deleteAccount(admin.ctx, { userId: id });
    expect(await tdb.handle.db.select().from(auth_user).where(eq(auth_user.id, id))).toEqual([]);
  });
});
