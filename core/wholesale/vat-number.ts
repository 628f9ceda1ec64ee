import {
  austria,
  belgium,
  bulgaria,
  type Country,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
  unitedKingdom,
} from "jsvat-next";

/**
 * Offline VAT-number format checks (issue 7: "format first, offline, per country, with a maintained
 * library"): `jsvat-next` (the maintained fork of jsvat, integrations.md §4) knows each member
 * state's pattern and check-digit algorithm, and the UK's (mod 97 and the "9755" variant).
 *
 * Two schemes, as the B2B application has two fields (spec §3, §5):
 * - `eu`: the 27 member states with their VAT prefixes (Greece `EL`, also accepted as `GR`) and
 *   Northern Ireland `XI` (goods, Windsor Framework; checked in VIES, UK number format).
 * - `uk`: a UK VAT registration number, `GB` + 9 digits (or 12 with a branch); the prefix is optional
 *   when typing.
 */
export type VatScheme = "eu" | "uk";

/** jsvat country rules for each VIES prefix. */
const EU_RULES: Readonly<Record<string, Country>> = {
  AT: austria,
  BE: belgium,
  BG: bulgaria,
  CY: cyprus,
  CZ: czechRepublic,
  DE: germany,
  DK: denmark,
  EE: estonia,
  EL: greece,
  ES: spain,
  FI: finland,
  FR: france,
  HR: croatia,
  HU: hungary,
  IE: ireland,
  IT: italy,
  LT: lithuania,
  LU: luxembourg,
  LV: latvia,
  MT: malta,
  NL: netherlands,
  PL: poland,
  PT: portugal,
  RO: romania,
  SE: sweden,
  SI: slovenia,
  SK: slovakiaRepublic,
};

/** The VIES prefixes the `eu` field accepts: the member states (`EL` for Greece) and `XI`. */
export const EU_VAT_PREFIXES = [...Object.keys(EU_RULES), "XI"].sort();

/** A VAT number after the format check. */
export interface ParsedVatNumber {
  scheme: VatScheme;
  /** The VAT prefix: `ES`, `EL`, `XI`, `GB` … */
  prefix: string;
  /** Country of the registration, ISO 3166-1 alpha-2 (`GR` for `EL`, `GB` for `XI` and `GB`). */
  country: string;
  /** The number after the prefix, upper case, no spaces or punctuation. */
  number: string;
  /** `prefix + number`, the canonical form stored and shown. */
  full: string;
  /** True when the pattern and check digits are right for the country. */
  formatValid: boolean;
}

/**
 * Removes what people type around a VAT number: spaces, dots, dashes, slashes; upper-cases.
 * @example compactVatNumber(" es b-12.345 678 ") === "ESB12345678"
 */
export function compactVatNumber(raw: string): string {
  return raw.toUpperCase().replace(/[\s.\-/]/g, "");
}

/**
 * Parses and checks the format of a VAT number for `scheme` (offline; no service is called).
 * - `eu`: needs a prefix from {@link EU_VAT_PREFIXES} (`GR` is read as `EL`); `XI` numbers follow the
 *   UK format. A `GB` number in the EU field is refused as a wrong prefix (`formatValid: false`).
 * - `uk`: `GB` is optional; 9 or 12 digits with the UK check digits.
 * @returns the parsed number; `formatValid` false when the prefix is unknown or the digits are wrong;
 *   `null` when nothing was typed
 */
export function parseVatNumber(scheme: VatScheme, raw: string): ParsedVatNumber | null {
  let value = compactVatNumber(raw ?? "");
  if (value === "") return null;
  if (scheme === "uk") {
    if (/^\d/.test(value)) value = `GB${value}`;
    const number = value.slice(2);
    const formatValid = value.startsWith("GB") && checkVAT(value, [unitedKingdom]).isValid;
    return { scheme, prefix: "GB", country: "GB", number, full: `GB${number}`, formatValid };
  }
  let prefix = value.slice(0, 2);
  if (prefix === "GR") prefix = "EL";
  const number = value.slice(2);
  const full = `${prefix}${number}`;
  if (prefix === "XI") {
    const formatValid = checkVAT(`GB${number}`, [unitedKingdom]).isValid;
    return { scheme, prefix, country: "GB", number, full, formatValid };
  }
  const rules = EU_RULES[prefix];
  if (!rules || !/^[A-Z]{2}$/.test(prefix)) {
    return { scheme, prefix, country: prefix, number, full, formatValid: false };
  }
  return {
    scheme,
    prefix,
    country: prefix === "EL" ? "GR" : prefix,
    number,
    full,
    formatValid: checkVAT(full, [rules]).isValid,
  };
}
