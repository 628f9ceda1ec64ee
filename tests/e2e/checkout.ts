import type { Page } from "@playwright/test";

/** An address as the checkout's delivery form takes it (tests/fixtures/addresses.ts LISBON_ADDRESS is one). */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  /** ISO 3166-1 alpha-2, as the Country select's values. */
  country: string;
  streetAddress: string;
  postcode: string;
  city: string;
  phone: string;
}

/** Types `address` into the checkout's delivery step (`#checkout-delivery`) by its labels, as a shopper does. */
export async function fillDeliveryAddress(page: Page, address: CheckoutAddress): Promise<void> {
  const delivery = page.locator("#checkout-delivery");
  await delivery.getByLabel("First name", { exact: true }).fill(address.firstName);
  await delivery.getByLabel("Last name", { exact: true }).fill(address.lastName);
  await delivery.getByLabel("Country", { exact: true }).selectOption(address.country);
  await delivery.getByLabel("Street address", { exact: true }).fill(address.streetAddress);
  await delivery
    .getByLabel(/^Postcode/)
    .first()
    .fill(address.postcode);
  await delivery.getByLabel("City", { exact: true }).fill(address.city);
  await delivery.getByLabel("Phone", { exact: true }).fill(address.phone);
}
