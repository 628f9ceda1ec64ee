import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LineRole } from "../../../core/orders/line-figures.ts";

const TONES: Record<Exclude<LineRole, "blank">, string> = {
  sample: "bg-amber-50 text-amber-900 ring-amber-200",
  quoted: "bg-indigo-50 text-indigo-900 ring-indigo-200",
  custom: "bg-brand-50 text-brand-800 ring-brand-100",
};

/**
 * Says what a line of custom work is (issue 20): "Sample", "Quoted run" or "Custom run"
 * (`common:orderLine.role.*`); nothing for a blank garment. Used by the cart, the checkout, the
 * payment page and the order pages of customers and staff (the e-mails use the same words).
 */
export function LineRoleBadge({ role, testId = "line-role" }: { role: LineRole; testId?: string }) {
  const { t } = useTranslation("common");
  if (role === "blank") return null;
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[role]}`}
      data-testid={testId}
      data-role={role}
    >
      {t(`orderLine.role.${role}`)}
    </span>
  );
}

/**
 * A line's "quantity × unit (+ set-up)" (core/orders/line-figures.ts): `≈` before a rounded unit,
 * the one-off set-up shown apart. `money` writes an amount (the page's price or EUR element).
 */
export function LineUnits({
  quantity,
  unitCents,
  oneOffCents,
  exact,
  money,
}: {
  quantity: number;
  unitCents: number;
  oneOffCents: number;
  exact: boolean;
  money: (cents: number) => ReactNode;
}) {
  return (
    <>
      {quantity} × {exact ? "" : "≈"}
      {money(unitCents)}
      {oneOffCents > 0 ? (
        <>
          {" + "}
          <SetUp cents={oneOffCents} money={money} />
        </>
      ) : null}
    </>
  );
}

/** "€100.00 set-up (once)" with the amount written by `money`. */
function SetUp({ cents, money }: { cents: number; money: (cents: number) => ReactNode }) {
  const { t } = useTranslation("common");
  const [before, after] = t("orderLine.setUp", { amount: "\u0000" }).split("\u0000");
  return (
    <span data-testid="line-set-up">
      {before}
      {money(cents)}
      {after}
    </span>
  );
}
