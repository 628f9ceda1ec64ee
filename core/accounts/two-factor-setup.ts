/**
 * The authenticator-app step of turning two-factor authentication on (spec §1 "2FA toggle"): the
 * QR code and the typed key of an RFC 6238 `otpauth://totp/` URI made by the identity provider.
 */
import QRCode from "qrcode";
import type { TwoFactorSetup } from "../ports/identity.ts";

/** The QR code and manual key of an `otpauth://` URI. */
export async function twoFactorSetup(totpURI: string): Promise<TwoFactorSetup> {
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const qrSvg = await QRCode.toString(totpURI, { type: "svg", errorCorrectionLevel: "M", margin: 1, width: 200 });
  return { totpURI, manualKey: secret.replace(/(.{4})(?=.)/g, "$1 "), qrSvg };
}

/** True for an `otpauth://totp/` URI this app would make (re-rendering the setup step). */
export function isTotpUri(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 500) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "otpauth:" && url.host === "totp" && /^[A-Z2-7]+=*$/.test(url.searchParams.get("secret") ?? "")
    );
  } catch {
    return false;
  }
}
