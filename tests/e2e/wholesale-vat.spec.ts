import type { Page, TestInfo } from "@playwright/test";
import { parseVatNumber } from "../../core/wholesale/vat-number.ts";
import { signUpVerified } from "./accounts.ts";
import { answerCookieBanner, expect, test } from "./fixtures.ts";
import { staffPage } from "./staff.ts";

/**
 * A VAT number is tied to its applicant (issue 14): two accounts give the same Spanish number; the
 * second applicant is told another account gave it and can correct it; an unregistered number
 * says the orders will include VAT; staff see the other holder and the VIES name beside the brand's.
 */

/** Signs up and verifies `email` in `page` (its session is then signed in). */
async function signUp(page: Page, email: string, name: string): Promise<void> {
  await page.goto("/");
  await signUpVerified(page, { email, name });
}

async function apply(page: Page, body: Record<string, unknown>): Promise<string> {
  const res = await page.request.post("/api/wholesale", {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await testInfo.attach(`${name}-${width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  }
}

test("the same VAT number from two accounts is flagged to both and to staff; the applicant corrects it", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  // a well-formed Spanish number of this run only, so other journeys' applications do not count
  const seven = String(1_000_000 + (Date.now() % 8_999_999)).slice(0, 7);
  const shared = Array.from({ length: 10 }, (_, c) => `ESB${seven}${c}`).find(
    (n) => parseVatNumber("eu", n)?.formatValid,
  ) as string;
  expect(shared).toBeTruthy();

  const firstContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.92" } });
  await answerCookieBanner(firstContext, test.info().project.use.baseURL);
  const first = await firstContext.newPage();
  await signUp(first, `e2e-vat-a-${stamp}@example.com`, "Ana Lima");
  await apply(first, { brandName: `Lima Studio ${stamp}`, zip: "28013", euVatNumber: shared });
  await firstContext.close();

  await signUp(page, `e2e-vat-b-${stamp}@example.com`, "Bruno Costa");
  const id = await apply(page, { brandName: `Costa Knits ${stamp}`, zip: "28013", euVatNumber: shared });
  await page.goto("/user/wholesale?lng=es");
  await expect(page.getByTestId("wholesale-vat-held")).toContainText(shared);
  await expect(page.getByTestId("wholesale-vat-correct")).toBeVisible();
  await shots(page, testInfo, "applicant-held-es");

  // staff: the other holder and the VIES name beside the brand and holder, flagged
  const admin = await staffPage(browser, "admin", `/admin/wholesale/${id}`, "203.0.113.91");
  await expect(admin.getByTestId("admin-vat-holders")).toContainText(`Lima Studio ${stamp}`);
  await expect(admin.getByTestId("admin-eu-vat-names")).toHaveAttribute("data-name-matches", "false");
  await expect(admin.getByTestId("admin-eu-vat-names")).toContainText(`Costa Knits ${stamp} / Bruno Costa`);
  await shots(admin, testInfo, "staff-held");
  await admin.context().close();

  // the applicant corrects the number (checked again at once), in Portuguese
  await page.goto("/user/wholesale?lng=pt");
  const form = page.getByTestId("wholesale-vat-correct");
  await form.getByLabel("Número de IVA da UE").fill("FR403");
  await form.getByRole("button", { name: "Verificar e guardar" }).click();
  await expect(form.getByText("Este número de IVA não parece correto", { exact: false })).toBeVisible();
  await form.getByLabel("Número de IVA da UE").fill("DE136695976");
  await form.getByRole("button", { name: "Verificar e guardar" }).click();
  await expect(page).toHaveURL(/corrected=1/);
  await expect(page.getByTestId("wholesale-vat-corrected")).toBeVisible();
  await expect(page.getByTestId("wholesale-vat-held")).toHaveCount(0);
  await shots(page, testInfo, "applicant-corrected-pt");
});
