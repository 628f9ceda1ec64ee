import { EU_COUNTRIES } from "../shared/countries.ts";

/**
 * The address rules that need neither Zod nor libphonenumber (issue 17's JS budget): the error keys, the shipping
 * countries, the field limits, postcode rules and examples, phone examples and the error params. Every form's
 * error texts (app/lib/form-errors.ts) read {@link addressErrorParams} from here, so a page without an address
 * form does not download libphonenumber's metadata. core/customers/address-schema.ts re-exports all of it.
 */
/** The i18next namespace of the address texts (`app/locales/{en,pt,es}/address.json`). */
export const ADDRESS_NAMESPACE = "address";

/** Error message keys (values of `issue.message`); texts in `address.json` under `errors`. */
export const ADDRESS_ERRORS = {
  /** Missing or blank required field. */
  required: "address:errors.required",
  /** Longer than the field allows; param `max`. */
  tooLong: "address:errors.tooLong",
  /** Wrong type or control characters (line breaks, tabs) in a one-line field. */
  invalid: "address:errors.invalid",
  /** Not one of {@link SHIPPING_COUNTRIES}. */
  countryUnsupported: "address:errors.countryUnsupported",
  /** The country needs a postcode and none was given; param `example`. */
  postcodeRequired: "address:errors.postcodeRequired",
  /** Not a postcode of the selected country; param `example`. */
  postcodeInvalid: "address:errors.postcodeInvalid",
  /** Not a valid phone number for the selected country (or in international form); param `example`. */
  phoneInvalid: "address:errors.phoneInvalid",
} as const;

export type AddressErrorKey = (typeof ADDRESS_ERRORS)[keyof typeof ADDRESS_ERRORS];

/**
 * Countries the shop ships to (ISO 3166-1 alpha-2): the 27 EU member states, the United Kingdom,
 * Switzerland, Norway, the United States, Canada and Australia. Country names come from
 * `Intl.DisplayNames` in the UI, never from this list.
 */
export const SHIPPING_COUNTRIES = [
  ...EU_COUNTRIES,
  // outside the EU
  "GB",
  "CH",
  "NO",
  "US",
  "CA",
  "AU",
] as const;

export type ShippingCountry = (typeof SHIPPING_COUNTRIES)[number];

const SHIPPING_COUNTRY_SET: ReadonlySet<string> = new Set(SHIPPING_COUNTRIES);

/** True when `value` is one of {@link SHIPPING_COUNTRIES} (exact, upper-case). */
export function isShippingCountry(value: unknown): value is ShippingCountry {
  return typeof value === "string" && SHIPPING_COUNTRY_SET.has(value);
}

/** Maximum lengths of the address fields (characters, after trimming). */
export const ADDRESS_LIMITS = {
  firstName: 60,
  lastName: 60,
  company: 80,
  streetAddress: 120,
  houseNumber: 40,
  additionalInfo: 120,
  city: 80,
  /** Raw input length accepted before normalisation. */
  postcode: 16,
  /** Raw input length accepted before parsing. */
  phone: 40,
} as const;

export type AddressField = keyof typeof ADDRESS_LIMITS | "country";

// ---------------------------------------------------------------------------------------------
// Postcodes

interface PostcodeRule {
  /** Pattern of the compact form: upper-case, spaces and hyphens removed, country prefix removed. */
  readonly pattern: RegExp;
  /** Canonical written form from the compact one (default: the compact form itself). */
  readonly format?: (compact: string) => string;
  /** Prefixes people write before a numeric postcode ("LV-1050", "L-2449", "CH-8001"); dropped before matching. */
  readonly prefixes?: readonly string[];
  /** Delivery possible without a postcode (Ireland: Eircode is optional). */
  readonly optional?: true;
  /** A postcode in the canonical form, for placeholders and error messages. */
  readonly example: string;
}

/** "12345" → "123 45" (CZ, SK, GR, SE). */
const space3 = (c: string) => `${c.slice(0, 3)} ${c.slice(3)}`;
/** Inward code split: "SW1A1AA" → "SW1A 1AA", "A65F4E2" → "A65 F4E2", "K1A0B1" → "K1A 0B1". */
const spaceBeforeLast = (n: number) => (c: string) => `${c.slice(0, -n)} ${c.slice(-n)}`;

/**
 * Postcode rules per shipping country. Sources (the national postal operator's addressing guide):
 * - PT — CTT Correios de Portugal: `NNNN-NNN` (CP4 1000–9999 + CP3); written without the dash it is accepted.
 * - ES — Correos: 5 digits, the first two the province code 01–52.
 * - FR — La Poste: 5 digits, the first two the département (01–95, 97/98 overseas; never 00 or 99).
 * - DE — Deutsche Post: 5 digits, 01001–99998 (no code starts with 00).
 * - IT — Poste Italiane (CAP): 5 digits, 00010–98168.
 * - NL — PostNL: 4 digits 1000–9999 + 2 letters, written `1234 AB`; SA, SD and SS are never issued.
 * - BE — bpost: 4 digits 1000–9999.
 * - IE — Eircode (An Post / Eircode.ie): routing key (a letter of A C D E F H K N P R T V W X Y and two
 *   digits, or D6W) + a 4-character unique identifier of digits and those letters, written `A65 F4E2`.
 *   Optional for delivery; checked when given.
 * - GB — Royal Mail PAF: outward code (A9, A99, AA9, AA99, A9A, AA9A with the position letter rules)
 *   + inward code (digit + two letters, never C I K M O V), plus the special `GIR 0AA`.
 * - US — USPS: ZIP `12345` or ZIP+4 `12345-6789` (nine digits without the hyphen are accepted).
 * - Others: AT Österreichische Post, BG Bulgarian Posts, CH Swiss Post, CY Cyprus Post, HU Magyar Posta,
 *   LU POST Luxembourg (`L-1234`), SI Pošta Slovenije: 4 digits 1000–9999; DK PostNord, NO Posten
 *   Norge, AU Australia Post: 4 digits; LV Latvijas Pasts: `LV-1234`; LT Lietuvos paštas: `LT-12345`;
 *   HR Hrvatska pošta: 5 digits from 10000; EE Omniva, FI Posti: 5 digits; CZ Česká pošta `1NN NN`–`7NN NN`,
 *   SK Slovenská pošta `0NN NN`/`8NN NN`/`9NN NN`, GR ELTA `1NN NN`–`8NN NN`, SE PostNord `1NN NN`–`9NN NN`;
 *   PL Poczta Polska `NN-NNN`; RO Poșta Română: 6 digits; MT MaltaPost `ABC 1234`;
 *   CA Canada Post `A1A 1A1` (no D F I O Q U, no W Z first).
 */
const POSTCODE_RULES: Record<ShippingCountry, PostcodeRule> = {
  PT: { pattern: /^[1-9]\d{6}$/, format: (c) => `${c.slice(0, 4)}-${c.slice(4)}`, example: "1234-567" },
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: "28001" },
  FR: { pattern: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/, example: "75001" },
  DE: { pattern: /^(?:0[1-9]|[1-9]\d)\d{3}$/, example: "10115" },
  IT: { pattern: /^\d{5}$/, example: "00184" },
  NL: {
    pattern: /^[1-9]\d{3}(?!SA|SD|SS)[A-Z]{2}$/,
    format: (c) => `${c.slice(0, 4)} ${c.slice(4)}`,
    example: "1234 AB",
  },
  BE: { pattern: /^[1-9]\d{3}$/, example: "1000" },
  IE: {
    pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/,
    format: spaceBeforeLast(4),
    optional: true,
    example: "A65 F4E2",
  },
  GB: {
    pattern:
      /^(?:GIR0AA|(?:[A-PR-UWYZ]\d{1,2}|[A-PR-UWYZ][A-HK-Y]\d{1,2}|[A-PR-UWYZ]\d[A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y]\d[ABEHMNPRVWXY])\d[ABD-HJLNP-UW-Z]{2})$/,
    format: spaceBeforeLast(3),
    example: "SW1A 1AA",
  },
  US: {
    pattern: /^(?!00000)\d{5}(?:\d{4})?$/,
    format: (c) => (c.length === 9 ? `${c.slice(0, 5)}-${c.slice(5)}` : c),
    example: "12345",
  },
  AT: { pattern: /^[1-9]\d{3}$/, example: "1010" },
  BG: { pattern: /^[1-9]\d{3}$/, example: "1000" },
  HR: { pattern: /^[1-5]\d{4}$/, example: "10000" },
  CY: { pattern: /^[1-9]\d{3}$/, example: "1010" },
  CZ: { pattern: /^[1-7]\d{4}$/, format: space3, example: "110 00" },
  DK: { pattern: /^\d{4}$/, example: "1050" },
  EE: { pattern: /^[1-9]\d{4}$/, example: "10111" },
  FI: { pattern: /^\d{5}$/, example: "00100" },
  GR: { pattern: /^[1-8]\d{4}$/, format: space3, example: "105 57" },
  HU: { pattern: /^[1-9]\d{3}$/, example: "1051" },
  LV: { pattern: /^[1-9]\d{3}$/, format: (c) => `LV-${c}`, example: "LV-1050" },
  LT: { pattern: /^\d{5}$/, format: (c) => `LT-${c}`, example: "LT-01100" },
  LU: { pattern: /^[1-9]\d{3}$/, format: (c) => `L-${c}`, prefixes: ["L"], example: "L-2449" },
  MT: { pattern: /^[A-Z]{3}\d{4}$/, format: spaceBeforeLast(4), example: "VLT 1117" },
  PL: { pattern: /^\d{5}$/, format: (c) => `${c.slice(0, 2)}-${c.slice(2)}`, example: "00-950" },
  RO: { pattern: /^\d{6}$/, example: "010011" },
  SK: { pattern: /^[089]\d{4}$/, format: space3, example: "811 01" },
  SI: { pattern: /^[1-9]\d{3}$/, example: "1000" },
  SE: { pattern: /^[1-9]\d{4}$/, format: space3, example: "111 22" },
  CH: { pattern: /^[1-9]\d{3}$/, example: "8001" },
  NO: { pattern: /^\d{4}$/, example: "0150" },
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/,
    format: spaceBeforeLast(3),
    example: "K1A 0B1",
  },
  AU: { pattern: /^\d{4}$/, example: "2000" },
};

/** A postcode in each country's canonical form (placeholders, and the `example` param of errors). */
export const POSTCODE_EXAMPLES = Object.fromEntries(
  SHIPPING_COUNTRIES.map((c) => [c, POSTCODE_RULES[c].example]),
) as Record<ShippingCountry, string>;

/** False only where delivery works without a postcode (Ireland, where the Eircode is optional). */
export function countryRequiresPostcode(country: ShippingCountry): boolean {
  return !POSTCODE_RULES[country].optional;
}

export type NormalizeResult = { ok: true; value: string } | { ok: false };

/**
 * Checks a postcode against the rules of `country` (see the sources on the rule table above) and
 * returns it in the canonical form: upper-case, the country's separator in its place
 * (" sw1a1aa" → "SW1A 1AA", "1234567" → "1234-567", "a65f4e2" → "A65 F4E2", "1234ab" → "1234 AB").
 * Spaces and hyphens in the input are ignored; full-width characters are folded (NFKC); a
 * numeric postcode may carry the country prefix ("LV-1050", "CH-8001", "L-2449").
 * An empty input is `{ ok: false }` here; whether a postcode may be left out is
 * {@link countryRequiresPostcode}'s call.
 */
export function normalizePostcode(country: ShippingCountry, input: string): NormalizeResult {
  const rule = POSTCODE_RULES[country];
  if (!rule || typeof input !== "string" || input.length > ADDRESS_LIMITS.postcode * 2) return { ok: false };
  let compact = input.normalize("NFKC").toUpperCase().replace(/[\s-]/g, "");
  if (compact.length === 0 || compact.length > ADDRESS_LIMITS.postcode) return { ok: false };
  // a numeric postcode may be written after the country code or the operator's letter ("LV-1050")
  for (const prefix of [country, ...(rule.prefixes ?? [])]) {
    const rest = compact.slice(prefix.length);
    if (compact.startsWith(prefix) && /^\d+$/.test(rest)) {
      compact = rest;
      break;
    }
  }
  if (!rule.pattern.test(compact)) return { ok: false };
  return { ok: true, value: rule.format ? rule.format(compact) : compact };
}

// ---------------------------------------------------------------------------------------------
// Phones

/**
 * A mobile number of each country in international form (from libphonenumber's example numbers),
 * for placeholders and the `example` param of `phoneInvalid`.
 */
export const PHONE_EXAMPLES: Record<ShippingCountry, string> = {
  AT: "+43 664 123456",
  BE: "+32 450 00 12 34",
  BG: "+359 43 012 345",
  HR: "+385 92 123 4567",
  CY: "+357 96 123456",
  CZ: "+420 601 123 456",
  DK: "+45 34 41 23 45",
  EE: "+372 5123 4567",
  FI: "+358 41 2345678",
  FR: "+33 6 12 34 56 78",
  DE: "+49 1512 3456789",
  GR: "+30 691 234 5678",
  HU: "+36 20 123 4567",
  IE: "+353 85 012 3456",
  IT: "+39 312 345 6789",
  LV: "+371 21 234 567",
  LT: "+370 612 34567",
  LU: "+352 628 123 456",
  MT: "+356 9696 1234",
  NL: "+31 6 12345678",
  PL: "+48 512 345 678",
  PT: "+351 912 345 678",
  RO: "+40 712 034 567",
  SK: "+421 912 123 456",
  SI: "+386 31 234 567",
  ES: "+34 612 34 56 78",
  SE: "+46 70 123 45 67",
  GB: "+44 7400 123456",
  CH: "+41 78 123 45 67",
  NO: "+47 40 61 23 45",
  US: "+1 201 555 0123",
  CA: "+1 506 234 5678",
  AU: "+61 412 345 678",
};

/**
 * The interpolation params of a field's error text, for UIs that only keep the message key
 * (Conform): `{ max }` for the length limit and `{ example }` for postcode and phone, e.g.
 * `t(error, addressErrorParams("postcode", "PT"))` → "Enter a postcode like 1234-567".
 */
export function addressErrorParams(field: AddressField, country?: string): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (field !== "country") params.max = ADDRESS_LIMITS[field];
  const c = country?.trim().toUpperCase();
  if (isShippingCountry(c)) {
    if (field === "postcode") params.example = POSTCODE_EXAMPLES[c];
    if (field === "phone") params.example = PHONE_EXAMPLES[c];
  }
  return params;
}
