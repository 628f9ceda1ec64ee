/**
 * A one-shot message from a server redirect to the next page: the account pages set the
 * `fabrico_flash` cookie (readable by scripts, one minute), the header reads and clears it, shows
 * the toast and tells the session client (and through it the other tabs) what happened.
 */
export const FLASH_COOKIE = "fabrico_flash";

export const FLASH_KINDS = ["signed-in", "signed-out", "email-verified", "two-factor-on", "two-factor-off"] as const;
export type FlashKind = (typeof FLASH_KINDS)[number];

/** Reads and clears the flash cookie (browser only); null when there is none. */
export function takeFlash(): FlashKind | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${FLASH_COOKIE}=([a-z-]+)`));
  if (!match) return null;
  document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  const kind = match[1] as FlashKind;
  return FLASH_KINDS.includes(kind) ? kind : null;
}
