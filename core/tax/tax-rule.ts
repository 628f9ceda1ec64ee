import { Invalid } from "../shared/errors.ts";
import {
  isEuCountry,
  normalizeCountryCode,
  PT_REGIONAL_VAT_RATE_BP,
  type PtRegion,
  standardVatRateBp,
} from "./vat-rates.ts";

/**
 * How a sale is taxed, by where the goods go and who buys them (VAT Directive 2006/112/EC as
 * amended by the e-commerce package, Directives (EU) 2017/2455 and 2019/1995):
 * - `domestic`: goods delivered in Portugal, Portuguese VAT (CIVA art. 18.º; Madeira/Azores rates).
 * - `oss`: a consumer (or an unverified business) elsewhere in the EU: intra-Community distance sale,
 *   taxed where the transport ends (Art. 33(a)) at that country's rate, declared in Portugal through
 *   the One-Stop-Shop Union scheme (Art. 369a–369k).
 * - `intra_community_exempt`: a business with a VIES-validated VAT number elsewhere in the EU: exempt
 *   intra-Community supply (Art. 138(1)); the buyer accounts for the acquisition VAT in its own
 *   country (Art. 2(1)(b)(i), 40, 200). Rate 0. The invoice must say so (Art. 226(11)).
 * - `export`: goods leave the EU VAT territory: exempt export (Art. 146(1)(a)). Rate 0. The buyer may
 *   owe import VAT and duties on arrival (the UI says so).
 */
export type TaxTreatmentKind = "domestic" | "oss" | "intra_community_exempt" | "export";

/**
 * Parts of member states outside the EU VAT territory (Art. 6 VAT Directive), recognised by postcode:
 * sales there are exports even though the country is a member state.
 */
export type ExcludedTerritory =
  | "canary_islands"
  | "ceuta"
  | "melilla"
  | "french_overseas"
  | "heligoland"
  | "busingen"
  | "livigno"
  | "campione_d_italia"
  | "mount_athos"
  | "aland";

/**
 * The result of {@link taxTreatment}: the kind, the VAT rate in basis points (2300 = 23 %; 0 for
 * the intra-Community exemption and export) and the destination country (ISO alpha-2, `GR` for Greece).
 * `region` is set for Madeira (`PT-30`) and the Azores (`PT-20`); `territory` for a postcode in an
 * area outside the EU VAT territory (then `kind` is `export`).
 */
export interface TaxTreatment {
  kind: TaxTreatmentKind;
  rateBp: number;
  country: string;
  region?: PtRegion;
  territory?: ExcludedTerritory;
}

/** Input of {@link taxTreatment}. */
export interface TaxTreatmentInput {
  /** Destination country, ISO 3166-1 alpha-2 (any case; `EL` is read as Greece). */
  country: string;
  /** Destination postcode, any formatting ("9000-123", "AX-22100"); needed for regions and territories. */
  postcode?: string | null;
  /**
   * Set when the buyer is a business. `vatNumberValidated` is true only when its VAT number was
   * confirmed by VIES and was issued by a member state other than Portugal (Art. 138(1)(b)).
   */
  business?: { vatNumberValidated: boolean } | null;
}

/**
 * Postcode prefixes (digits only) of the areas outside the EU VAT territory, Art. 6(1) and 6(2) VAT
 * Directive. Sources: the national postal operators' postcode lists (Correos, La Poste, Deutsche
 * Post, Poste Italiane, ELTA, Posti). Monaco (`98000`, French VAT territory by Art. 7) is not here.
 */
const EXCLUDED_POSTCODES: Readonly<Record<string, readonly [prefix: string, ExcludedTerritory][]>> = {
  ES: [
    ["35", "canary_islands"], // Las Palmas
    ["38", "canary_islands"], // Santa Cruz de Tenerife
    ["51", "ceuta"],
    ["52", "melilla"],
  ],
  // 971 Guadeloupe (with Saint-Martin, Saint-Barthélemy), 972 Martinique, 973 Guyane, 974 Réunion,
  // 975 Saint-Pierre-et-Miquelon, 976 Mayotte; 98x Pacific territories except 980 Monaco.
  FR: [
    ["97", "french_overseas"],
    ["981", "french_overseas"],
    ["982", "french_overseas"],
    ["983", "french_overseas"],
    ["984", "french_overseas"],
    ["985", "french_overseas"],
    ["986", "french_overseas"],
    ["987", "french_overseas"],
    ["988", "french_overseas"],
    ["989", "french_overseas"],
  ],
  DE: [
    ["27498", "heligoland"],
    ["78266", "busingen"],
  ],
  IT: [
    ["23041", "livigno"],
    ["22061", "campione_d_italia"],
  ],
  GR: [
    ["63086", "mount_athos"],
    ["63087", "mount_athos"],
  ],
  FI: [["22", "aland"]], // Åland postcodes are 22100–22999 (written AX-22100)
};

function excludedTerritory(country: string, digits: string): ExcludedTerritory | undefined {
  if (digits === "") return undefined;
  return EXCLUDED_POSTCODES[country]?.find(([prefix]) => digits.startsWith(prefix))?.[1];
}

/**
 * The Portuguese autonomous region of a postcode (CTT CP4, first four digits): Madeira, including
 * Porto Santo, is 9000–9499 (`PT-30`); the Azores are 9500–9999 (`PT-20`); anything else (or no
 * postcode) is the mainland. Source: CTT Correios de Portugal postcode list.
 */
export function ptRegionOfPostcode(postcode: string | null | undefined): PtRegion | undefined {
  const digits = (postcode ?? "").replace(/\D/g, "");
  if (digits.length < 4) return undefined;
  const cp4 = Number(digits.slice(0, 4));
  if (cp4 >= 9000 && cp4 <= 9499) return "PT-30";
  if (cp4 >= 9500 && cp4 <= 9999) return "PT-20";
  return undefined;
}

/**
 * Decides how a sale of garments is taxed (see {@link TaxTreatmentKind} for the legal basis of each
 * kind). In order:
 * 1. A postcode in an area outside the EU VAT territory (Canary Islands, Ceuta, Melilla, French
 *    overseas, Heligoland, Büsingen, Livigno, Campione d'Italia, Mount Athos, Åland; Art. 6) → `export`, 0.
 * 2. A country outside the EU (GB, CH, NO, US, CA, AU …) → `export`, 0 (Art. 146).
 * 3. Portugal → `domestic`, consumer or business alike: mainland 23 %, Madeira 22 %, Azores 16 %
 *    by postcode (CIVA art. 18.º n.º 1 c) and n.º 3). Without a postcode: the mainland rate.
 * 4. Another member state, business with a validated VAT number → `intra_community_exempt`, 0 (Art. 138).
 * 5. Another member state, otherwise → `oss`, that country's standard rate (Art. 33(a); EC table).
 *
 * The €10,000 EU-wide threshold (Art. 59c) would let a small seller charge Portuguese VAT on
 * distance sales below it; we always charge the destination's VAT instead. That is compliant
 * (the seller may opt for destination taxation, Art. 59c(3)), needs no turnover tracking, and does
 * not change prices when the threshold is crossed mid-year. It needs the OSS registration.
 *
 * Not handled here: Northern Ireland (a GB address with a `BT` postcode is an EU distance sale of
 * goods under the Windsor Framework, UK VAT via OSS as `XI`) and the UK's £135 rule (the seller
 * charges UK VAT at sale on consignments ≤ £135) — both are treated as plain exports for now.
 *
 * @param input destination country (and postcode), and the buyer's business status
 * @returns `{ kind, rateBp, country, region?, territory? }`, `country` upper-case ISO (`GR` for `EL`)
 * @throws Invalid (`INVALID_INPUT`, field `country`) when `country` is not two letters
 */
export function taxTreatment(input: TaxTreatmentInput): TaxTreatment {
  const country = typeof input.country === "string" ? normalizeCountryCode(input.country) : null;
  if (!country) throw new Invalid("The country must be an ISO 3166-1 alpha-2 code", "country");
  const digits = (input.postcode ?? "").replace(/\D/g, "");

  const territory = excludedTerritory(country, digits);
  if (territory) return { kind: "export", rateBp: 0, country, territory };
  if (!isEuCountry(country)) return { kind: "export", rateBp: 0, country };

  if (country === "PT") {
    const region = ptRegionOfPostcode(input.postcode);
    return region
      ? { kind: "domestic", rateBp: PT_REGIONAL_VAT_RATE_BP[region], country, region }
      : { kind: "domestic", rateBp: standardVatRateBp("PT"), country };
  }
  if (input.business?.vatNumberValidated === true) return { kind: "intra_community_exempt", rateBp: 0, country };
  return { kind: "oss", rateBp: standardVatRateBp(country), country };
}
