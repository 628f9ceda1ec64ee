import { join } from "node:path";
import type { Page } from "@playwright/test";
import { SHOP_TIME_ZONE } from "../../core/shared/locale.ts";
import { expect, test } from "./fixtures.ts";
import { noSidewaysScroll, signInStaff } from "./staff.ts";

/**
 * Dates in the reader's format (issue 15): the back office's date filters are the translated
 * DateField (app/components/ui/date-field.tsx), not the browser's `<input type="date">` (which
 * shows mm/dd/yyyy in an English Chromium on a Portuguese page). On a Portuguese page the customer
 * list's "registered from" filter shows dd/mm/aaaa, takes a typed day or one picked from the
 * calendar by keyboard, refuses a day that does not exist in Portuguese, and filters by what it
 * posts (ISO in the URL). Set SCREENSHOT_DIR to keep screenshots.
 */

test.describe.configure({ timeout: 120_000 });

/** A Lisbon calendar day `offset` days from today, ISO. */
const lisbonDay = (offset: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE }).format(new Date(Date.now() + offset * 86_400_000));
/** ISO → dd/mm/yyyy. */
const dmy = (iso: string) => iso.split("-").reverse().join("/");

async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: false });
  }
}

test("a back-office date filter on a Portuguese page shows dd/mm/aaaa, takes a typed or picked day and filters by it", async ({
  page,
}) => {
  await signInStaff(page, "admin", "/admin/customer/list");
  await page.goto("/admin/customer/list?lng=pt");
  const from = page.getByLabel("Registo desde");
  await expect(from).toHaveAttribute("placeholder", "dd/mm/aaaa");
  await expect(page.getByLabel("Registo até")).toHaveAttribute("placeholder", "dd/mm/aaaa");

  // a day that does not exist is refused in Portuguese, and the form is not sent
  await from.fill("31/02/2026");
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page.getByText("Escreva a data como dd/mm/aaaa.")).toBeVisible();
  await expect(from).toBeFocused();
  await expect(from).toHaveAttribute("aria-invalid", "true");
  expect(new URL(page.url()).searchParams.get("from")).toBeNull();

  // registered from tomorrow: nobody yet; the URL carries ISO, the field shows it back as dd/mm/aaaa
  const tomorrow = lisbonDay(1);
  await from.fill(dmy(tomorrow));
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${tomorrow}`));
  await expect(page.getByText("Nada corresponde")).toBeVisible();
  await expect(page.getByLabel("Registo desde")).toHaveValue(dmy(tomorrow));

  // today, picked from the calendar with the keyboard: the staff accounts made at start are listed
  await page.getByLabel("Registo desde").fill("");
  await page.getByLabel("Registo desde").press("Alt+ArrowDown");
  const calendar = page.getByRole("dialog", { name: "Calendário" });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole("combobox", { name: "Escolha o ano" })).toBeVisible();
  await shot(page, "date-filter-pt-1280");
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await page.getByRole("button", { name: "Escolher a data no calendário" }).first().click();
  await expect(calendar).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("Enter");
  await expect(calendar).toBeHidden();
  const today = lisbonDay(0);
  await expect(page.getByLabel("Registo desde")).toHaveValue(dmy(today));
  await expect(page.getByLabel("Registo desde")).toBeFocused();
  await page.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page.getByText("Nada corresponde")).toHaveCount(0);
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "admin@e2e-staff.test" })).toBeVisible();

  // from today up to today, typed with dots and sent with Enter: still listed, both days in the URL
  await page.getByLabel("Registo até").fill(dmy(today).replaceAll("/", "."));
  await page.getByLabel("Registo até").press("Enter");
  await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));
  await expect(page.getByLabel("Registo até")).toHaveValue(dmy(today));
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "admin@e2e-staff.test" })).toBeVisible();
});

test("the date field and its calendar fit a 390 px phone, in Spanish too", async ({ page }) => {
  await signInStaff(page, "admin", "/admin/customer/list");
  for (const lng of ["es", "pt"]) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/customer/list?lng=${lng}&from=${lisbonDay(0)}`);
    const label = lng === "es" ? "Registro desde" : "Registo desde";
    await expect(page.getByLabel(label)).toHaveValue(dmy(lisbonDay(0)));
    await expect(page.getByLabel(label)).toHaveAttribute("placeholder", "dd/mm/aaaa");
    await page.getByLabel(label).press("Alt+ArrowDown");
    const calendar = page.getByRole("dialog", { name: lng === "es" ? "Calendario" : "Calendário" });
    await expect(calendar).toBeVisible();
    const box = await calendar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await noSidewaysScroll(page);
    await shot(page, `date-filter-${lng}-390`);
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, `date-filter-${lng}-1280`);
  }
});
