/** Every table of the shop, for Drizzle's typed queries. Tables live beside their domain in `core/<domain>/*.sql.ts`. */
export * from "../core/catalog/catalog.sql.ts";
export * from "../core/cms/cms.sql.ts";
export * from "../core/currency/currency.sql.ts";
export * from "../core/shipping/shipping.sql.ts";
export * from "../core/customers/auth.sql.ts";
export * from "../core/mail/mail.sql.ts";
export * from "../core/customers/customers.sql.ts";
export * from "../core/cart/cart.sql.ts";
export * from "../core/marketing/marketing.sql.ts";
export * from "../core/orders/orders.sql.ts";
export * from "../core/payments/payments.sql.ts";
export * from "../core/customization/customization.sql.ts";
export * from "../core/quotes/quotes.sql.ts";
export * from "../core/customization/design.sql.ts";
export * from "../core/media/uploads.sql.ts";
