import type { AccessPointSnapshot, OrderAddress } from "../orders/snapshots.ts";

/**
 * What a customer has filled in at `/checkout` so far, kept on the cart (cart.checkout) so that a
 * reload, a second tab or a failed payment loses nothing. Every field is optional until the order
 * is placed; place-order validates the whole draft. Prices are never part of it: they are computed.
 */
export interface CheckoutDraft {
  /** A guest's e-mail (signed-in customers use their account's). */
  email?: string;
  /** Delivery to an address, or to a carrier access point. */
  delivery?: "address" | "access_point";
  /** The address (for access point delivery: the recipient's contact and billing address). */
  address?: OrderAddress;
  /** The saved address it came from, if any (`adr_…`). */
  addressId?: string;
  accessPoint?: AccessPointSnapshot;
  /** A shipping method id (`shm_…`) or a live carrier rate (`ups:<service code>`). */
  shippingMethodId?: string;
  couponCode?: string;
  giftCardCode?: string;
  /** The customer wants marketing e-mail (guests; an explicit opt-in, never pre-ticked). */
  acceptsMarketing?: boolean;
  /**
   * The tax number (PT NIF or foreign VAT id) the invoice is made out to (issue 19), with its prefix
   * (core/invoicing/tax-id.ts `full`: `PT501964843`); absent: a final-consumer invoice.
   */
  invoiceTaxId?: string;
  /** The company name on the invoice, given with {@link invoiceTaxId}. */
  invoiceCompanyName?: string;
}
