import type { CurrencyCode } from "../shared/currency.ts";

/**
 * Where the shop's exchange rates come from (ADR 0003): the rates client (integrations/rates, the
 * ECB's euro reference rates) or a test stand-in. Implemented by integrations/rates/client.ts.
 */
export interface RatesSource {
  /** The euro's rates for `date` (ISO yyyy-mm-dd) or the latest published, per currency of the shop. */
  getEuroRates(date?: "latest" | string): Promise<{ date: string; rates: Record<CurrencyCode, number> }>;
}
