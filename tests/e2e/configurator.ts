import type { Page } from "@playwright/test";

/**
 * Picks "Text" as the decoration kind in the configurator's print panel, as a shopper does: by clicking its label.
 * The radio itself is visually hidden (the label is the card), and checking it with `force` found it "outside of
 * the viewport" under load.
 */
export async function chooseText(page: Page): Promise<void> {
  await page.locator("label", { has: page.getByTestId("kind-text") }).click();
}
