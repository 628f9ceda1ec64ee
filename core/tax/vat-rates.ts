import { EU_COUNTRIES, type EuCountry } from "../shared/countries.ts";

/**
 * VAT rates for garments sold by Fabrico (a Portuguese seller), in basis points (1 bp = 0.01 %,
 * so 2300 = 23 %). Pure data and lookups; the rules that pick a rate are in `tax-rule.ts`.
 *
 * Source: European Commission, DG TAXUD, "VAT rates applied in the Member States of the European
 * Union" (the "VAT rates in the EU" table, taxation-customs.ec.europa.eu, with the Taxes in Europe
 * Database, TEDB), standard rates as in force on 1 January 2026. Changes in the last two years, all
 * reflected below:
 * - FI 24 % → 25.5 % from 1 September 2024;
 * - SK 20 % → 23 % from 1 January 2025;
 * - EE 22 % → 24 % from 1 July 2025 (EE had gone 20 % → 22 % on 1 January 2024);
 * - RO 19 % → 21 % from 1 August 2025.
 * No other standard-rate change is known to us for 2026. Rates are data: check the EC table before
 * each release; a change here needs a test change too. Orders already placed keep the rate they were
 * charged (the order freezes its VAT breakdown), so editing this table never rewrites history.
 *
 * Garments are standard-rated in every member state for our range. Out of scope: the zero/reduced
 * rates some countries apply to children's clothing and footwear (Ireland's 0 % under its Annex X
 * derogation; the UK's 0 % is irrelevant because UK sales are exports, see `tax-rule.ts`). We do not
 * sell a separate children's range; if we ever do, lines will need their own rate (compute-totals
 * already computes VAT per line and groups the breakdown by rate).
 */

/** Catalogue prices include this rate: Portuguese mainland standard VAT, 23 % (CIVA art. 18.º n.º 1 c)). */
export const CATALOGUE_VAT_RATE_BP = 2300;

/**
 * Standard VAT rate of each of the 27 member states, basis points, keyed by ISO 3166-1 alpha-2 code
 * (Greece is `GR` here, as in addresses; VIES and the EC table write it `EL`, see {@link vatPrefixOf}).
 * Source: EC "VAT rates in the EU" table, 1 January 2026 (see the module comment for recent changes).
 * Portugal's entry is the mainland rate; Madeira and Azores are in {@link PT_REGIONAL_VAT_RATE_BP}.
 */
export const STANDARD_VAT_RATE_BP: Readonly<Record<EuCountry, number>> = Object.freeze({
  AT: 2000,
  BE: 2100,
  BG: 2000,
  HR: 2500,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400, // since 1 July 2025
  FI: 2550, // since 1 September 2024
  FR: 2000,
  DE: 1900,
  GR: 2400,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LV: 2100,
  LT: 2100,
  LU: 1700,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100, // since 1 August 2025
  SK: 2300, // since 1 January 2025
  SI: 2200,
  ES: 2100,
  SE: 2500,
});

/** The Portuguese autonomous regions with their own VAT rates (ISO 3166-2 subdivision codes). */
export type PtRegion = "PT-30" | "PT-20";

/**
 * Standard VAT rates of Portugal's autonomous regions, basis points: Madeira (PT-30) 22 %, Azores
 * (PT-20) 16 % (CIVA art. 18.º n.º 3, rates set by the regional legislation; Azores 16 % since
 * 1 July 2021). Source: EC "VAT rates in the EU" table, Portugal's footnote on the autonomous regions.
 */
export const PT_REGIONAL_VAT_RATE_BP: Readonly<Record<PtRegion, number>> = Object.freeze({
  "PT-30": 2200,
  "PT-20": 1600,
});

const EU_SET: ReadonlySet<string> = new Set(EU_COUNTRIES);

/** True when `code` is one of the 27 member states (ISO alpha-2, upper case; `GR`, not `EL`). */
export function isEuCountry(code: string): code is EuCountry {
  return EU_SET.has(code);
}

/**
 * Normalises a country code for the tax rules: trims, upper-cases, and maps the VAT prefix `EL`
 * (Greece in VIES and the EC tables) to the ISO code `GR`. Does not check the code exists.
 * @param input e.g. `" pt"`, `"EL"`, `"gr"`
 * @returns e.g. `"PT"`, `"GR"`, `"GR"`; `null` when it is not two letters A–Z
 */
export function normalizeCountryCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  return code === "EL" ? "GR" : code;
}

/**
 * The VAT-number prefix of a member state (VIES, Council Regulation (EU) No 904/2010): the ISO code
 * except Greece, whose prefix is `EL` (ISO 639 language-based, kept by the EU for VAT).
 * @param country ISO alpha-2 member state, e.g. `GR`
 * @returns e.g. `EL` for `GR`, `PT` for `PT`
 */
export function vatPrefixOf(country: EuCountry): string {
  return country === "GR" ? "EL" : country;
}

/**
 * The standard VAT rate of a member state, basis points (EC table, see {@link STANDARD_VAT_RATE_BP}).
 * @param country ISO alpha-2 member state (`GR` for Greece)
 */
export function standardVatRateBp(country: EuCountry): number {
  return STANDARD_VAT_RATE_BP[country];
}
