import { orderAccessToken } from "./order-access.ts";

/** What order links need: the shop's public origin and the secret that signs guest links. */
export interface OrderLinkConfig {
  /** Public origin, e.g. `https://fabrico.example` (no trailing slash). */
  publicUrl: string;
  /** AUTH_SECRET: signs the order links (order-access.ts). */
  linkSecret: string;
}

/**
 * The absolute, signed link to an order page (`/user/order/{id}`, or `/user/order/{id}/track`
 * with `page: "track"`), usable by a guest and by the signed-in owner alike.
 */
export function orderLink(config: OrderLinkConfig, orderId: string, page: "order" | "track" = "order"): string {
  const path = page === "track" ? `/user/order/${orderId}/track` : `/user/order/${orderId}`;
  const url = new URL(path, config.publicUrl);
  url.searchParams.set("token", orderAccessToken(config.linkSecret, orderId));
  return url.toString();
}
