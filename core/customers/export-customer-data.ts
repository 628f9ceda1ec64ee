import { desc, eq } from "drizzle-orm";
import { type OrderView, getOrder } from "../orders/get-order.ts";
import { orderTable } from "../orders/orders.sql.ts";
import type { Ctx } from "../shared/ctx.ts";
import { NotFound } from "../shared/errors.ts";
import { authorizeUser } from "../shared/permissions.ts";
import { auth_session, auth_user } from "./auth.sql.ts";
import { customerProfileTable } from "./customers.sql.ts";
import { listAddresses } from "./list-addresses.ts";
import { listPaymentMethods } from "./list-payment-methods.ts";
import type { AddressView, PaymentMethodView } from "./views.ts";

/** Version of the export's shape; raised when fields are renamed or removed. */
export const CUSTOMER_EXPORT_VERSION = 1;

/** The GDPR data export (art. 15 access, art. 20 portability): everything the shop holds about a customer. */
export interface CustomerDataExport {
  format: "fabrico-customer-export";
  version: number;
  exportedAt: string;
  account: {
    id: string;
    email: string;
    emailVerified: boolean;
    name: string;
    role: string;
    twoFactorEnabled: boolean;
    createdAt: string;
    updatedAt: string;
  };
  profile: {
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    gender: string;
    phone: string | null;
    acceptsMarketing: boolean;
    marketingConsentAt: string | null;
    createdAt: string;
    updatedAt: string;
  } | null;
  addresses: AddressView[];
  /** Brand, last four, expiry and label: the shop never holds card numbers; tokens stay out of the export. */
  paymentMethods: PaymentMethodView[];
  /** Signed-in devices: when, from which IP address and browser (tokens are not included). */
  sessions: { createdAt: string; expiresAt: string; ipAddress: string | null; userAgent: string | null }[];
  /** Every order with its lines, amounts, addresses, history, payments (no card data), shipments and messages. */
  orders: OrderView[];
}

/**
 * Everything stored about the actor (or, for admins with `read:customer:any`, about `userId`) as
 * one JSON document: account, profile, addresses, payment method summaries, sessions, orders.
 * Secrets are never included: password hash, session tokens, 2FA secret and backup codes, card tokens.
 * @throws Unauthorized | Forbidden | NotFound
 */
export async function exportCustomerData(ctx: Ctx, input: { userId?: string } = {}): Promise<CustomerDataExport> {
  const { userId } = authorizeUser(ctx, "read", "customer", input.userId);
  const [user] = await ctx.db.select().from(auth_user).where(eq(auth_user.id, userId));
  if (!user) throw new NotFound("No such customer", "CUSTOMER_NOT_FOUND");
  const [[profile], addresses, paymentMethods, sessions] = await Promise.all([
    ctx.db.select().from(customerProfileTable).where(eq(customerProfileTable.userId, userId)),
    listAddresses(ctx, { userId }),
    listPaymentMethods(ctx, { userId }),
    ctx.db
      .select({
        createdAt: auth_session.createdAt,
        expiresAt: auth_session.expiresAt,
        ipAddress: auth_session.ipAddress,
        userAgent: auth_session.userAgent,
      })
      .from(auth_session)
      .where(eq(auth_session.userId, userId))
      .orderBy(desc(auth_session.createdAt)),
  ]);
  return {
    format: "fabrico-customer-export",
    version: CUSTOMER_EXPORT_VERSION,
    exportedAt: ctx.now().toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      name: user.name,
      role: user.role ?? "customer",
      twoFactorEnabled: user.twoFactorEnabled ?? false,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    profile: profile
      ? {
          firstName: profile.firstName,
          lastName: profile.lastName,
          dateOfBirth: profile.dateOfBirth,
          gender: profile.gender,
          phone: profile.phone,
          acceptsMarketing: profile.acceptsMarketing,
          marketingConsentAt: profile.marketingConsentAt?.toISOString() ?? null,
          createdAt: profile.createdAt.toISOString(),
          updatedAt: profile.updatedAt.toISOString(),
        }
      : null,
    addresses,
    paymentMethods,
    sessions: sessions.map((s) => ({
      createdAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    orders: await Promise.all(
      (
        await ctx.db
          .select({ id: orderTable.id })
          .from(orderTable)
          .where(eq(orderTable.userId, userId))
          .orderBy(desc(orderTable.createdAt))
      ).map((o) =>
        // the actor is the owner or staff: no link token needed
        getOrder(ctx, { orderId: o.id, access: {} }),
      ),
    ),
  };
}
