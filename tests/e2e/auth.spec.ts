import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import * as OTPAuth from "otpauth";
import { mailsTo } from "../setup/e2e-mail.ts";
import { CUSTOMER_PASSWORD, MAIL_LOG, mailLink, uniqueEmail } from "./accounts.ts";

/**
 * Account journeys (issue 3). The verification link is read from the server's test-only e-mail
 * copy (MAIL_LOG_FILE, set in playwright.config.ts; see server/dev-mail-log.ts): the server is a
 * separate process with an in-memory database, so the test cannot ask it otherwise.
 */
const PASSWORD = CUSTOMER_PASSWORD;

async function register(page: Page, email: string, first = "Marta", last = "Ferreira") {
  await page.goto("/auth/register");
  await page.getByLabel("First name").fill(first);
  await page.getByLabel("Last name").fill(last);
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await expect(page.getByTestId("password-strength")).toContainText(/good|strong/);
  await page.getByRole("checkbox", { name: /terms of use/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("register-sent")).toContainText(email);
}

/** Registers and opens the verification link: signed in. */
async function registerAndVerify(page: Page, email: string) {
  await register(page, email);
  // let the register page finish its own requests (the action's revalidation) first: a page still
  // running when the link opens can read the flash cookie the link's redirect sets, and the toast is lost
  await page.waitForLoadState("networkidle");
  await page.goto(await mailLink(email, "verify-email"));
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated");
}

/** Opens the header's account menu, retrying the click until it shows (the page may still be hydrating). */
async function openAccountMenu(page: Page) {
  await expect(async () => {
    if ((await page.getByTestId("account-menu-button").getAttribute("aria-expanded")) !== "true") {
      await page.getByTestId("account-menu-button").click();
    }
    await expect(page.getByTestId("sign-out")).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

async function signOutFromMenu(page: Page) {
  await openAccountMenu(page);
  await page.getByTestId("sign-out").click();
  await expect(page.getByTestId("account-link")).toHaveAttribute("data-status", "unauthenticated");
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth/auth");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("register → verification link → sign in → turn on two-step → sign out → sign in with a code", async ({ page }) => {
  const email = uniqueEmail("journey");
  await registerAndVerify(page, email);
  // The header is signed in from the server's render now, before hydration shows the flash toast.
  await expect(page.locator("[data-sonner-toast]").first()).toContainText("e-mail address is confirmed", {
    timeout: 20_000,
  });
  await openAccountMenu(page);
  await expect(page.getByTestId("account-name")).toHaveText("Marta Ferreira");
  await page.keyboard.press("Escape");

  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/$/);

  // a wrong password is refused with a translated message, the right one signs in and goes to /user
  await signIn(page, email, "not my password at all");
  await expect(page.getByRole("alert")).toHaveText("The e-mail address or password is not correct.");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated");

  // two-step verification in the profile (customer area): password, the key shown, a first code
  await openAccountMenu(page);
  await page.getByTestId("account-menu").getByRole("link", { name: "Two-step verification", exact: true }).click();
  await expect(page).toHaveURL(/\/user\/profile#security$/);
  const security = page.locator("#security");
  await security.locator('input[name="password"]').fill(PASSWORD);
  await security.locator('button[name="intent"][value="2fa-start"]').click();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByTestId("totp-qr")).toBeVisible();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByTestId("totp-code").fill(totp.generate());
  await security.locator('button[name="intent"][value="2fa-confirm"]').click();
  await expect(page.getByTestId("backup-codes").locator("li")).toHaveCount(10);

  await signOutFromMenu(page);

  // password alone is not enough any more
  await page.goto("/auth/auth?callbackUrl=%2Fsize-guide");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/two-factor\?callbackUrl=%2Fsize-guide$/);
  await expect(page.getByTestId("account-link")).toHaveAttribute("data-status", "unauthenticated");
  await page.getByLabel("Authentication code").fill(totp.generate());
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/size-guide$/);
  await expect(page.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated");
});

test("two tabs of one browser: signing out in one shows the other signed out without a reload", async ({ context }) => {
  const tabA = await context.newPage();
  await registerAndVerify(tabA, uniqueEmail("tabs"));
  await tabA.goto("/");
  const tabB = await context.newPage();
  await tabB.goto("/size-guide");
  await expect(tabB.getByTestId("account-menu")).toHaveAttribute("data-status", "authenticated");
  // a marker that a reload would wipe
  await tabB.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  await tabA.bringToFront();
  await signOutFromMenu(tabA);

  await expect(tabB.getByTestId("account-link")).toHaveAttribute("data-status", "unauthenticated");
  expect(await tabB.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(tabB).toHaveURL(/\/size-guide$/);
});

test("a page that needs a session sends to sign-in with SessionRequired; a foreign callbackUrl is refused @mobile", async ({
  page,
}) => {
  await page.goto("/auth/auth?error=SessionRequired&callbackUrl=%2F%2Fevil.example%2Fphish");
  await expect(page.getByTestId("notice-sessionRequired")).toContainText("Please sign in to continue");
  await expect(page.getByTestId("notice-callbackRefused")).toBeVisible();
  await expect(page.locator('input[name="callbackUrl"]')).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});

test("a signed-in visitor is never sent off the shop by a callbackUrl (issue 14: dot segments, encoded dots)", async ({
  page,
  baseURL,
}) => {
  await registerAndVerify(page, uniqueEmail("redirect"));
  const hostile = ["/..//evil.example/x", "/.%2e/%2e%2e//evil.example", "/user/..//evil.example", "//evil.example"];
  for (const page_ of ["/auth/auth", "/auth/register", "/auth/two-factor"]) {
    for (const callbackUrl of hostile) {
      const res = await page.request.get(`${page_}?callbackUrl=${encodeURIComponent(callbackUrl)}`, {
        maxRedirects: 0,
      });
      const location = res.headers().location ?? "";
      const where = `${page_} ${callbackUrl} → ${res.status()} ${location}`;
      expect(res.status(), where).toBe(302);
      expect(location.startsWith("//"), where).toBe(false);
      expect(new URL(location, baseURL).origin, where).toBe(new URL(baseURL ?? "").origin);
    }
  }
});

test("an unknown sign-in provider lands on the sign-in page (spec §5)", async ({ page }) => {
  await page.goto("/api/auth/signin/github?callbackUrl=%2Fsize-guide");
  await expect(page).toHaveURL(/\/auth\/auth\?callbackUrl=%2Fsize-guide$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
});

test("forms answer in the visitor's language: a common password is refused in Portuguese", async ({ page }) => {
  await page.goto("/auth/register?lng=pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Criar conta");
  await page.getByLabel("Nome próprio").fill("Rui");
  await page.getByLabel("Apelido").fill("Costa");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(uniqueEmail("pt"));
  await page.getByLabel("Palavra-passe", { exact: true }).fill("Password1234!");
  await expect(page.getByTestId("password-strength")).toContainText("demasiado comum");
  await page.getByRole("checkbox", { name: /termos de utilização/ }).check();
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page.getByText("Esta palavra-passe é demasiado comum ou fácil de adivinhar. Experimente")).toBeVisible();
});

test("password recovery answers the same whether or not the account exists", async ({ page }) => {
  await page.goto("/auth/forgot");
  const nobody = uniqueEmail("nobody");
  await page.getByRole("textbox", { name: "E-mail", exact: true }).fill(nobody);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByTestId("forgot-sent")).toContainText(`If an account exists for ${nobody}`);
  expect(mailsTo(MAIL_LOG, nobody)).toHaveLength(0);
});

for (const path of ["/auth/auth", "/auth/register", "/auth/forgot"]) {
  test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const serious = results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(serious).toEqual([]);
  });
}
