/**
 * What the support ticket verbs share (issue 16 split of core/support/tickets.ts):
 * limits, the rate-limit error, ticket references, signed customer links and attachment storage.
 */
import { createHash } from "node:crypto";
import { type StoredFile, storeAttachment } from "../media/storage.ts";
import type { OrderLinkConfig } from "../orders/order-links.ts";
import type { Ctx } from "../shared/ctx.ts";
import { randomCode } from "../shared/ids.ts";
import { Invalid } from "../shared/errors.ts";
import { signLinkToken, verifyLinkToken } from "../shared/signed-link.ts";

/** Most files on one contact message or reply (spec §3 "file upload"). */
export const MAX_TICKET_FILES = 3;
export { MAX_TICKET_MESSAGE } from "./schemas.ts";
/** Contact form rate limits (ADR 0017): per sender address and per network address. */
export const CONTACT_LIMITS = {
  perEmail: { max: 3, windowMs: 10 * 60_000 },
  perIp: { max: 10, windowMs: 60 * 60_000 },
} as const;

/** A file as the form sent it (checked by content in {@link storeTicketFiles}). */
export interface IncomingFile {
  name: string;
  bytes: Uint8Array;
}

/** A new ticket reference: `T-` + 6 Crockford base32 characters (≈ 1 billion values; unique index). */
export function newTicketNumber(): string {
  return `T-${randomCode(6)}`;
}

/** The customer's signed ticket link token: HMAC-SHA256(secret, "ticket:" + id), base64url. Nothing stored. */
export function ticketAccessToken(secret: string, ticketId: string): string {
  return signLinkToken(secret, "ticket", ticketId);
}

/** Checks a customer's signed ticket link token (constant time). */
export function verifyTicketToken(secret: string, ticketId: string, token: string | null | undefined): boolean {
  return verifyLinkToken(secret, "ticket", ticketId, token);
}

/** The absolute customer link of a ticket (`/contact/ticket/{id}?token=…`). */
export function ticketLink(links: OrderLinkConfig, ticketId: string): string {
  const url = new URL(`/contact/ticket/${ticketId}`, links.publicUrl);
  url.searchParams.set("token", ticketAccessToken(links.linkSecret, ticketId));
  return url.toString();
}

/** SHA-256 of a network address (the rate limit needs equality only; the address itself is not kept). */
export function hashIp(ip: string | null | undefined): string | null {
  return ip ? createHash("sha256").update(`ip:${ip}`).digest("hex") : null;
}

/**
 * Stores a message's files (at most {@link MAX_TICKET_FILES}) in `ctx.services.storage`.
 * @throws Invalid (TOO_MANY_ATTACHMENTS and attachment errors)
 */
export async function storeTicketFiles(ctx: Ctx, files: IncomingFile[]): Promise<StoredFile[]> {
  if (files.length > MAX_TICKET_FILES) {
    throw new Invalid(`Attach at most ${MAX_TICKET_FILES} files`, "attachments", "TOO_MANY_ATTACHMENTS");
  }
  const stored: StoredFile[] = [];
  for (const file of files) stored.push(await storeAttachment(ctx, file));
  return stored;
}
