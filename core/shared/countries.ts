/**
 * The 27 member states of the European Union (ISO 3166-1 alpha-2), as listed by the EU
 * ("Country profiles", european-union.europa.eu). Used for shipping zones, addresses and, later,
 * VAT (one-stop-shop rules apply within this list).
 */
export const EU_COUNTRIES = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

export type EuCountry = (typeof EU_COUNTRIES)[number];
