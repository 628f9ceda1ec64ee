/**
 * The staff accounts of the browser journeys (server/test-staff.ts creates them at the e2e server's
 * start from E2E_STAFF_ACCOUNTS, with two-step verification on). One account per staff role; a
 * journey signs in with the password and a code from {@link E2E_STAFF_TOTP_SECRET}
 * (`new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromUTF8(E2E_STAFF_TOTP_SECRET) })`). Test data only.
 */
export const E2E_STAFF = {
  admin: "admin@e2e-staff.test",
  catalog_editor: "catalog@e2e-staff.test",
  order_handler: "orders@e2e-staff.test",
  support_agent: "support@e2e-staff.test",
  content_editor: "content@e2e-staff.test",
} as const;

export const E2E_STAFF_PASSWORD = "staff linen porto 2026";
export const E2E_STAFF_TOTP_SECRET = "FabricoE2EStaffTotpKey2026";

/** The server environment that creates them (playwright.config.ts). */
export function e2eStaffEnv(): Record<string, string> {
  return {
    E2E_STAFF_ACCOUNTS: Object.entries(E2E_STAFF)
      .map(([role, email]) => `${role}:${email}`)
      .join(","),
    E2E_STAFF_PASSWORD,
    E2E_STAFF_TOTP_SECRET,
  };
}
