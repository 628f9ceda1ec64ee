import { Paperclip } from "lucide-react";
import { useTranslation } from "react-i18next";
import { isLocale } from "../../../core/shared/locale.ts";
import { formatDateTime } from "../orders/order-format.ts";
import type { TicketView } from "../../../core/support/ticket-view.ts";

/** The conversation of a ticket, customer's messages on the right; staff ones on the left. */
export function TicketThread({
  ticket,
  attachmentHref,
  locale,
  viewer,
}: {
  ticket: Pick<TicketView, "messages">;
  attachmentHref: (attachmentId: string) => string;
  locale: string;
  viewer: "customer" | "staff";
}) {
  const { t } = useTranslation("support");
  // the shop's one date helper: one format per language (issue 15; "en" alone gave US dates)
  const lang = isLocale(locale) ? locale : "en";
  return (
    <ol className="space-y-4" data-testid="ticket-thread">
      {ticket.messages.map((m) => {
        const mine = m.author === viewer;
        const who =
          viewer === "customer"
            ? m.author === "customer"
              ? t("ticket.you")
              : t("ticket.shop")
            : m.author === "customer"
              ? t("admin.customerMessage")
              : t("admin.staffMessage");
        return (
          <li key={m.id} className={`flex ${mine ? "justify-end" : "justify-start"}`}>
            <div
              className={`max-w-[85%] rounded-2xl px-4 py-3 text-sm leading-6 ${mine ? "bg-stone-900 text-white" : "border border-stone-200 bg-white text-stone-800"}`}
            >
              <p className={`text-xs ${mine ? "text-stone-300" : "text-stone-500"}`}>
                <span className="font-semibold">{who}</span> ·{" "}
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, lang)}</time>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{m.body}</p>
              {m.attachments.length > 0 ? (
                <ul className="mt-2 space-y-1" aria-label={t("ticket.attachments")}>
                  {m.attachments.map((a) => (
                    <li key={a.id}>
                      <a
                        href={attachmentHref(a.id)}
                        className="inline-flex items-center gap-1 underline underline-offset-2"
                      >
                        <Paperclip aria-hidden className="size-3.5" />
                        {a.name}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
