/**
 * The official VAT-number services (DESIGN rule 7; ADR 0015): VIES for EU numbers, HMRC for UK ones.
 * Implemented by integrations/vies/adapter.ts + integrations/hmrc/adapter.ts (the real clients or their
 * simulators), reached by core as `ctx.services.vat`.
 */

/** What an official service said about a number: valid, invalid, or could not say now (not a "no"). */
export type OfficialVatStatus = "valid" | "invalid" | "unavailable";

/**
 * An official service's answer (VIES for `eu`, HMRC for `uk`), as the port returns it. `unavailable`
 * means the service could not say now (VIES MS_UNAVAILABLE, TIMEOUT …, HMRC 429/5xx): not a "no".
 */
export interface OfficialVatAnswer {
  status: OfficialVatStatus;
  /** The service's code when it could not answer or refused (MS_UNAVAILABLE, TIMEOUT, INVALID_INPUT …). */
  errorCode: string | null;
  /** VIES request identifier / HMRC consultation number. */
  proof: string | null;
  name: string | null;
  address: string | null;
  checkedAt: Date;
}

/** The official VAT services the shop uses. Service trouble never throws: it is an `unavailable` answer. */
export interface VatServicesPort {
  /** Checks `prefix + number` with VIES (`prefix` is VIES's: `EL`, `XI` …). Never throws for service trouble. */
  checkEu(prefix: string, number: string): Promise<OfficialVatAnswer>;
  /** Checks a UK VRN (digits) with HMRC. Never throws for service trouble. */
  checkUk(number: string): Promise<OfficialVatAnswer>;
}
