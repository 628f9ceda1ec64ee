import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { anyHasCents } from "../../core/shared/currency.ts";
import { isLocale } from "../../core/shared/locale.ts";
import { displayPrice, displayRate } from "../lib/currency.ts";
import { useRootData } from "../lib/root-data.ts";

/** Inside a totals block whose amounts have cents: every amount keeps its two decimals. */
const FixedDecimals = createContext(false);

/** The reader's language for money: the i18n language, else the root data's locale. */
export function useMoneyLocale(): string {
  const { i18n } = useTranslation();
  const { locale } = useRootData();
  return isLocale(i18n.language) ? i18n.language : locale;
}

/**
 * A price in the shopper's display currency by the spec's rule (§9), from EUR cents, written in the
 * reader's language (core/shared/currency.ts, the one money formatter). Inside a {@link PriceBlock}
 * whose amounts have cents, whole amounts keep ".00" too. The EUR amount is kept in `data-eur-cents`.
 */
export function Price({ cents, className }: { cents: number; className?: string }) {
  const { currency, rates } = useRootData();
  const locale = useMoneyLocale();
  const fixed = useContext(FixedDecimals);
  return (
    <span className={className} data-eur-cents={cents} data-currency={rates || currency === "eur" ? currency : "eur"}>
      {displayPrice(cents, currency, rates?.rates ?? null, { locale, decimals: fixed ? "always" : "auto" })}
    </span>
  );
}

/**
 * A block of amounts read together (a totals list): when any of `amounts` (EUR cents) shows cents in
 * the display currency, every `<Price>` inside keeps two decimals, so "€21" never sits beside "€91.30".
 */
export function PriceBlock({
  amounts,
  eur = false,
  children,
}: {
  amounts: readonly number[];
  /** The block is in euros (`<Eur>`, amounts charged) rather than the display currency. */
  eur?: boolean;
  children: ReactNode;
}) {
  const { currency, rates } = useRootData();
  const fixed = anyHasCents(amounts, eur ? 1 : displayRate(currency, rates?.rates ?? null));
  return <FixedDecimals.Provider value={fixed}>{children}</FixedDecimals.Provider>;
}

/** True inside a {@link PriceBlock} whose amounts have cents: amounts keep two decimals. */
export function useFixedDecimals(): boolean {
  return useContext(FixedDecimals);
}

/** A formatter of EUR cents in the display currency and the reader's language, for text (labels, messages). */
export function useFormatPrice(): (cents: number) => string {
  const { currency, rates } = useRootData();
  const locale = useMoneyLocale();
  const fixed = useContext(FixedDecimals);
  return (cents) =>
    displayPrice(cents, currency, rates?.rates ?? null, { locale, decimals: fixed ? "always" : "auto" });
}
