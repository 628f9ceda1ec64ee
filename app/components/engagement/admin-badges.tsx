import { useTranslation } from "react-i18next";
import type { ReviewStatus } from "../../../core/reviews/reviews.sql.ts";
import type { TicketStatus } from "../../../core/support/support.sql.ts";

const TICKET_TONES: Record<TicketStatus, string> = {
  open: "bg-amber-100 text-amber-900",
  pending: "bg-sky-100 text-sky-900",
  closed: "bg-stone-200 text-stone-700",
};

/** A ticket's status as a badge (open = the shop's move). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation("support");
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${TICKET_TONES[status]}`}>
      {t(`ticket.status.${status}`)}
    </span>
  );
}

const REVIEW_TONES: Record<ReviewStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  hidden: "bg-stone-200 text-stone-700",
};

/** A review's moderation status as a badge. */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation("feedback");
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${REVIEW_TONES[status]}`}>
      {t(`list.status.${status}`)}
    </span>
  );
}
