import { z } from "zod";
import { rowId } from "../shared/input-refs.ts";

/**
 * Input schemas of the support verbs that the shop's forms share with the API (ADR 0021 "Forms:
 * Conform + one schema"). Plain Zod with no database or Node imports, so the browser may load it.
 * Field errors are i18n keys of the `support` namespace.
 */

/** Longest message, in characters. */
export const MAX_TICKET_MESSAGE = 5000;

/**
 * The contact form (spec §3: name, subject, message, file upload; plus the e-mail to answer to and,
 * optionally, the order it is about); the files travel beside it (core/support/submit-contact.ts).
 */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "support:errors.nameRequired").max(120, "support:errors.tooLong"),
  email: z.email("support:errors.emailInvalid").trim().max(254, "support:errors.tooLong"),
  subject: z.string().trim().min(1, "support:errors.subjectRequired").max(160, "support:errors.tooLong"),
  message: z
    .string()
    .trim()
    .min(10, "support:errors.messageTooShort")
    .max(MAX_TICKET_MESSAGE, "support:errors.tooLong"),
  orderNumber: z.string().trim().max(20, "support:errors.tooLong").optional().default(""),
});
export type ContactInput = z.input<typeof contactSchema>;

/** Ticket statuses (ADR 0017): `open` (the shop's move), `pending` (waiting for the customer), `closed`. */
export const TICKET_STATUSES = ["open", "pending", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * A message added to a ticket: by the customer through the ticket's signed link (`replyAsCustomer`,
 * the `/contact/ticket/:id` form and its API) and, extended with a status, by staff
 * (`staffReplySchema`). Files travel beside it (core/support/ticket-common.ts `storeTicketFiles`).
 */
export const ticketReplySchema = z.object({
  body: z.string().trim().min(1, "support:errors.messageRequired").max(MAX_TICKET_MESSAGE, "support:errors.tooLong"),
});

/**
 * A staff reply (`replyToTicket`, `/admin/ticket/:id`): {@link ticketReplySchema} and the status the
 * ticket moves to (default `pending`: waiting for the customer). Files travel beside it.
 */
export const staffReplySchema = ticketReplySchema.extend({
  status: z.enum(TICKET_STATUSES).default("pending"),
});

/** Input of `replyToTicket`: {@link staffReplySchema} and the ticket's `id` (the URL's). */
export const staffReplyInputSchema = staffReplySchema.extend({ id: rowId });

/** Input of `setTicketStatus`: the ticket's `id` and the status it moves to. */
export const ticketStatusInputSchema = z.object({ id: rowId, status: z.enum(TICKET_STATUSES) });

/** Input of `getTicketForCustomer`: the ticket's `id` and the signed link's `token` (a wrong one is NotFound). */
export const customerTicketSchema = z.object({ id: rowId, token: z.string() });

/**
 * A ticket staff open for a customer (`createTicket`, `/admin/ticket/create`; a phone call, a letter):
 * the first message is the shop's; `notify` e-mails it to the customer.
 */
export const createTicketSchema = z.object({
  name: z.string().trim().min(1, "support:errors.nameRequired").max(120, "support:errors.tooLong"),
  email: z.email("support:errors.emailInvalid").trim().max(254, "support:errors.tooLong"),
  subject: z.string().trim().min(1, "support:errors.subjectRequired").max(160, "support:errors.tooLong"),
  message: z.string().trim().min(1, "support:errors.messageRequired").max(MAX_TICKET_MESSAGE, "support:errors.tooLong"),
  orderNumber: z.string().trim().max(20, "support:errors.tooLong").optional().default(""),
  locale: z.enum(["en", "pt", "es"]).default("en"),
  status: z.enum(TICKET_STATUSES).default("pending"),
  notify: z.boolean().default(true),
});
