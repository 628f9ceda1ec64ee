import { describe, expect, it } from "vitest";
import enAddress from "../../app/locales/en/address.json" with { type: "json" };
import esAddress from "../../app/locales/es/address.json" with { type: "json" };
import ptAddress from "../../app/locales/pt/address.json" with { type: "json" };
import {
  ADDRESS_ERRORS,
  ADDRESS_LIMITS,
  type AddressInput,
  addressErrorParams,
  addressSchema,
  countryRequiresPostcode,
  isShippingCountry,
  normalizePhone,
  normalizePostcode,
  PHONE_EXAMPLES,
  POSTCODE_EXAMPLES,
  SHIPPING_COUNTRIES,
  type ShippingCountry,
} from "./address-schema.ts";

type Case = readonly [input: string, expected: string];

/** Per country: [input, canonical form] that must pass, and inputs that must fail. */
const POSTCODES: Record<string, { valid: Case[]; invalid: string[] }> = {
  PT: {
    valid: [
      ["1000-001", "1000-001"],
      ["4000-322", "4000-322"],
      ["1234567", "1234-567"],
      ["4700 123", "4700-123"],
      [" 9500-150 ", "9500-150"],
      ["PT-1250-096", "1250-096"],
    ],
    invalid: ["0123-456", "1234-56", "1234", "12345678", "ABCD-123", "1234-5678"],
  },
  ES: {
    valid: [
      ["28001", "28001"],
      ["08001", "08001"],
      ["52001", "52001"],
      ["01001", "01001"],
      [" 46 002 ", "46002"],
    ],
    invalid: ["53001", "00123", "99001", "2800", "280012", "E28001", "ABCDE"],
  },
  FR: {
    valid: [
      ["75001", "75001"],
      ["20000", "20000"],
      ["97400", "97400"],
      ["01000", "01000"],
      ["13 008", "13008"],
    ],
    invalid: ["00100", "99000", "7500", "750012", "2A000", "F7500"],
  },
  DE: {
    valid: [
      ["10115", "10115"],
      ["01067", "01067"],
      ["80331", "80331"],
      ["99998", "99998"],
      ["DE-20095", "20095"],
    ],
    invalid: ["00123", "1011", "101155", "ABCDE", "1011A"],
  },
  IT: {
    valid: [
      ["00184", "00184"],
      ["20121", "20121"],
      ["98168", "98168"],
      ["00010", "00010"],
    ],
    invalid: ["1234", "123456", "ABCDE", "2012A", "20 12"],
  },
  NL: {
    valid: [
      ["1012 AB", "1012 AB"],
      ["1012ab", "1012 AB"],
      ["9999 ZZ", "9999 ZZ"],
      ["3511-ax", "3511 AX"],
      [" 2595  BE ", "2595 BE"],
    ],
    invalid: ["0123 AB", "1234 SA", "1234 SS", "1234 SD", "1234 A", "12345 AB", "1234 56"],
  },
  BE: {
    valid: [
      ["1000", "1000"],
      ["4000", "4000"],
      ["9999", "9999"],
      [" 2000 ", "2000"],
    ],
    invalid: ["0999", "999", "10000", "ABCD", "1O00"],
  },
  IE: {
    valid: [
      ["A65 F4E2", "A65 F4E2"],
      ["a65f4e2", "A65 F4E2"],
      ["D02 X285", "D02 X285"],
      ["D6W 1234", "D6W 1234"],
      ["t12 adn4", "T12 ADN4"],
    ],
    invalid: ["B65 F4E2", "A65 F4B2", "A6 F4E2", "A65 F4E", "D6X 1234", "SW1A 1AA", "A65 F4E22"],
  },
  GB: {
    valid: [
      [" sw1a1aa", "SW1A 1AA"],
      ["M1 1AE", "M1 1AE"],
      ["B33 8TH", "B33 8TH"],
      ["CR2 6XH", "CR2 6XH"],
      ["DN55 1PT", "DN55 1PT"],
      ["W1A 0AX", "W1A 0AX"],
      ["EC1A 1BB", "EC1A 1BB"],
      ["GIR 0AA", "GIR 0AA"],
      ["gir0aa", "GIR 0AA"],
    ],
    invalid: ["QA1 1AA", "AZ1 1AA", "SW1A 1AC", "SW1A", "12345", "SW1A 1AAA", "W1I 0AX"],
  },
  US: {
    valid: [
      ["12345", "12345"],
      ["90210", "90210"],
      ["00501", "00501"],
      ["12345-6789", "12345-6789"],
      ["123456789", "12345-6789"],
    ],
    invalid: ["1234", "123456", "00000", "12345-67", "ABCDE"],
  },
  // the other shipping countries: one or two each
  AT: { valid: [["1010", "1010"]], invalid: ["0999"] },
  BG: { valid: [["1000", "1000"]], invalid: ["100"] },
  HR: { valid: [["10000", "10000"]], invalid: ["60000"] },
  CY: { valid: [["1010", "1010"]], invalid: ["99010"] },
  CZ: {
    valid: [
      ["11000", "110 00"],
      ["602 00", "602 00"],
    ],
    invalid: ["81101"],
  },
  DK: { valid: [["1050", "1050"]], invalid: ["105"] },
  EE: { valid: [["10111", "10111"]], invalid: ["01011"] },
  FI: { valid: [["00100", "00100"]], invalid: ["0010"] },
  GR: { valid: [["10557", "105 57"]], invalid: ["90000"] },
  HU: { valid: [["1051", "1051"]], invalid: ["0105"] },
  LV: {
    valid: [
      ["1050", "LV-1050"],
      ["lv 1050", "LV-1050"],
    ],
    invalid: ["0999"],
  },
  LT: {
    valid: [
      ["01100", "LT-01100"],
      ["LT-01100", "LT-01100"],
    ],
    invalid: ["1100"],
  },
  LU: {
    valid: [
      ["2449", "L-2449"],
      ["L-2449", "L-2449"],
      ["LU-2449", "L-2449"],
    ],
    invalid: ["0449"],
  },
  MT: { valid: [["vlt1117", "VLT 1117"]], invalid: ["VL 1117"] },
  PL: {
    valid: [
      ["00950", "00-950"],
      ["00-950", "00-950"],
    ],
    invalid: ["0095"],
  },
  RO: { valid: [["010011", "010011"]], invalid: ["01001"] },
  SK: { valid: [["81101", "811 01"]], invalid: ["11000"] },
  SI: {
    valid: [
      ["1000", "1000"],
      ["SI-1000", "1000"],
    ],
    invalid: ["0999"],
  },
  SE: { valid: [["11122", "111 22"]], invalid: ["01122"] },
  CH: {
    valid: [
      ["8001", "8001"],
      ["CH-8001", "8001"],
    ],
    invalid: ["80010"],
  },
  NO: { valid: [["0150", "0150"]], invalid: ["150"] },
  CA: { valid: [["k1a0b1", "K1A 0B1"]], invalid: ["D1A 0B1", "W1A 0B1", "K1A 0B"] },
  AU: { valid: [["2000", "2000"]], invalid: ["200"] },
};

const NAMED = ["PT", "ES", "FR", "DE", "IT", "NL", "BE", "IE", "GB", "US"] as const;

describe("SHIPPING_COUNTRIES", () => {
  it("is the EU-27 plus GB, CH, NO, US, CA, AU, without duplicates", () => {
    expect(SHIPPING_COUNTRIES).toHaveLength(33);
    expect(new Set(SHIPPING_COUNTRIES).size).toBe(33);
    for (const c of ["GB", "CH", "NO", "US", "CA", "AU", "PT", "MT", "CY"]) expect(isShippingCountry(c)).toBe(true);
    for (const c of ["JP", "pt", "", undefined, "XX"]) expect(isShippingCountry(c)).toBe(false);
  });

  it("has test postcodes for every country", () => {
    expect(Object.keys(POSTCODES).sort()).toEqual([...SHIPPING_COUNTRIES].sort());
  });
});

describe("normalizePostcode", () => {
  for (const [country, { valid, invalid }] of Object.entries(POSTCODES) as [
    ShippingCountry,
    (typeof POSTCODES)[string],
  ][]) {
    it(`${country}: accepts and normalises ${valid.map(([i]) => JSON.stringify(i)).join(", ")}`, () => {
      for (const [input, expected] of valid) {
        expect(normalizePostcode(country, input), `${country} ${input}`).toEqual({ ok: true, value: expected });
      }
    });
    it(`${country}: rejects ${invalid.map((i) => JSON.stringify(i)).join(", ")}`, () => {
      for (const input of invalid)
        expect(normalizePostcode(country, input), `${country} ${input}`).toEqual({ ok: false });
    });
  }

  it("has at least 3 valid and 3 invalid cases for each named country", () => {
    for (const c of NAMED) {
      expect(POSTCODES[c]!.valid.length, c).toBeGreaterThanOrEqual(3);
      expect(POSTCODES[c]!.invalid.length, c).toBeGreaterThanOrEqual(3);
    }
  });

  it("takes each country's example as it is (the example is canonical)", () => {
    for (const c of SHIPPING_COUNTRIES) {
      expect(normalizePostcode(c, POSTCODE_EXAMPLES[c]), c).toEqual({ ok: true, value: POSTCODE_EXAMPLES[c] });
    }
    expect(POSTCODE_EXAMPLES.PT).toBe("1234-567");
    expect(POSTCODE_EXAMPLES.NL).toBe("1234 AB");
    expect(POSTCODE_EXAMPLES.IE).toBe("A65 F4E2");
  });

  it("rejects empty, overlong and non-postcode input, and folds full-width digits", () => {
    for (const c of SHIPPING_COUNTRIES) {
      expect(normalizePostcode(c, ""), c).toEqual({ ok: false });
      expect(normalizePostcode(c, "   "), c).toEqual({ ok: false });
    }
    expect(normalizePostcode("PT", `1234-567${" ".repeat(40)}`)).toEqual({ ok: false });
    expect(normalizePostcode("PT", "1234\u0000567")).toEqual({ ok: false });
    expect(normalizePostcode("ES", "２８００１")).toEqual({ ok: true, value: "28001" });
  });

  it("needs a postcode everywhere but Ireland", () => {
    expect(SHIPPING_COUNTRIES.filter((c) => !countryRequiresPostcode(c))).toEqual(["IE"]);
  });
});

describe("normalizePhone", () => {
  const valid: [ShippingCountry, string, string][] = [
    // mobile, national and international forms
    ["PT", "+351 912 345 678", "+351912345678"],
    ["PT", "912 345 678", "+351912345678"],
    ["PT", "00351 912-345-678", "+351912345678"],
    ["ES", "612 34 56 78", "+34612345678"],
    ["FR", "06 12 34 56 78", "+33612345678"],
    ["DE", "01512 3456789", "+4915123456789"],
    ["IT", "312 345 6789", "+393123456789"],
    ["NL", "06-12345678", "+31612345678"],
    ["BE", "0470 12 34 56", "+32470123456"],
    ["IE", "085 012 3456", "+353850123456"],
    ["GB", "07400 123456", "+447400123456"],
    ["US", "(201) 555-0123", "+12015550123"],
    // landlines
    ["PT", "21 234 5678", "+351212345678"],
    ["ES", "91 123 45 67", "+34911234567"],
    ["FR", "01 42 68 53 00", "+33142685300"],
    ["DE", "030 12345678", "+493012345678"],
    ["IT", "06 1234 5678", "+390612345678"],
    ["NL", "020 123 4567", "+31201234567"],
    ["BE", "02 279 22 11", "+3222792211"],
    ["IE", "01 234 5678", "+35312345678"],
    ["GB", "020 7946 0958", "+442079460958"],
    ["US", "212-736-5000", "+12127365000"],
  ];
  for (const [country, input, e164] of valid) {
    it(`${country}: ${input} → ${e164}`, () => {
      expect(normalizePhone(country, input)).toEqual({ ok: true, value: e164 });
    });
  }

  it("accepts a number of another country in international form (a Portuguese address, a UK mobile)", () => {
    expect(normalizePhone("PT", "+44 7400 123456")).toEqual({ ok: true, value: "+447400123456" });
    expect(normalizePhone("PT", "0044 7400 123456")).toEqual({ ok: true, value: "+447400123456" });
    expect(normalizePhone("US", "011 351 912 345 678")).toEqual({ ok: true, value: "+351912345678" });
  });

  it("reads a national form as the address country's, so another country's national number fails", () => {
    expect(normalizePhone("GB", "912 345 678")).toEqual({ ok: false });
    expect(normalizePhone("ES", "07400 123456")).toEqual({ ok: false });
  });

  it("rejects invalid numbers, text around them, extensions and premium-rate numbers", () => {
    for (const [country, input] of [
      ["PT", "12345"],
      ["PT", "+351 412 345 678"],
      ["PT", "912 345 67"],
      ["PT", "abc"],
      ["PT", ""],
      ["PT", "call 912345678"],
      ["PT", "+351 912 345 678 ext. 12"],
      ["PT", "760 123 456"],
      ["GB", "0906 123 4567"],
      ["US", "123-456-7890"],
      ["PT", "9".repeat(41)],
    ] as const) {
      expect(normalizePhone(country, input), `${country} ${input}`).toEqual({ ok: false });
    }
  });

  it("takes every country's example as a valid number of that country", () => {
    for (const c of SHIPPING_COUNTRIES) {
      const r = normalizePhone(c, PHONE_EXAMPLES[c]);
      expect(r.ok, c).toBe(true);
      if (r.ok) expect(r.value, c).toBe(PHONE_EXAMPLES[c].replace(/\s/g, ""));
    }
  });
});

const base = {
  firstName: "Ana",
  lastName: "Silva",
  country: "PT",
  streetAddress: "Rua Augusta",
  houseNumber: "12, 3.º Esq.",
  city: "Lisboa",
  postcode: "1100053",
  phone: "912 345 678",
} satisfies AddressInput;

function issuesOf(input: unknown) {
  const r = addressSchema.safeParse(input);
  expect(r.success).toBe(false);
  return r.error!.issues.map((i) => ({
    path: i.path.join("."),
    message: i.message,
    ...(i.code === "custom" && i.params ? { params: i.params } : {}),
  }));
}

describe("addressSchema", () => {
  it("returns a trimmed address with the canonical postcode and an E.164 phone", () => {
    const out = addressSchema.parse({
      ...base,
      firstName: "  Ana ",
      country: " pt ",
      company: "",
      additionalInfo: null,
    });
    expect(out).toEqual({
      firstName: "Ana",
      lastName: "Silva",
      country: "PT",
      streetAddress: "Rua Augusta",
      houseNumber: "12, 3.º Esq.",
      city: "Lisboa",
      postcode: "1100-053",
      phone: "+351912345678",
    });
    expect(out.company).toBeUndefined();
    expect(out.additionalInfo).toBeUndefined();
  });

  it("keeps the optional fields when given", () => {
    const out = addressSchema.parse({ ...base, company: "Fabrico Lda", additionalInfo: "Porta verde" });
    expect(out.company).toBe("Fabrico Lda");
    expect(out.additionalInfo).toBe("Porta verde");
  });

  it("reports every missing field at once, as i18n keys", () => {
    expect(issuesOf({})).toEqual([
      { path: "firstName", message: ADDRESS_ERRORS.required },
      { path: "lastName", message: ADDRESS_ERRORS.required },
      { path: "country", message: ADDRESS_ERRORS.required },
      { path: "streetAddress", message: ADDRESS_ERRORS.required },
      { path: "city", message: ADDRESS_ERRORS.required },
      { path: "phone", message: ADDRESS_ERRORS.required },
    ]);
    expect(issuesOf({ ...base, firstName: " ", city: "" })).toEqual([
      { path: "firstName", message: ADDRESS_ERRORS.required },
      { path: "city", message: ADDRESS_ERRORS.required },
    ]);
  });

  it("checks postcode and phone for the country even when other fields fail", () => {
    expect(issuesOf({ ...base, firstName: "", postcode: "28001", phone: "612 34 56 78" })).toEqual([
      { path: "firstName", message: ADDRESS_ERRORS.required },
      { path: "postcode", message: ADDRESS_ERRORS.postcodeInvalid, params: { example: "1234-567" } },
      { path: "phone", message: ADDRESS_ERRORS.phoneInvalid, params: { example: "+351 912 345 678" } },
    ]);
  });

  it("the same postcode and phone pass for the right country", () => {
    const out = addressSchema.parse({
      ...base,
      country: "ES",
      postcode: "28001",
      phone: "612 34 56 78",
      city: "Madrid",
    });
    expect(out.postcode).toBe("28001");
    expect(out.phone).toBe("+34612345678");
  });

  it("requires a postcode where the country uses them, with the example as param", () => {
    for (const postcode of [undefined, null, "", "  "]) {
      expect(issuesOf({ ...base, postcode })).toEqual([
        { path: "postcode", message: ADDRESS_ERRORS.postcodeRequired, params: { example: "1234-567" } },
      ]);
    }
    expect(issuesOf({ ...base, country: "GB", postcode: "", phone: "+44 7400 123456" })).toEqual([
      { path: "postcode", message: ADDRESS_ERRORS.postcodeRequired, params: { example: "SW1A 1AA" } },
    ]);
  });

  it("Ireland: the Eircode may be left out, but is checked and normalised when given", () => {
    const ie = { ...base, country: "IE", city: "Athlone", phone: "085 012 3456" };
    expect(addressSchema.parse({ ...ie, postcode: "" }).postcode).toBeUndefined();
    expect(addressSchema.parse({ ...ie, postcode: undefined }).postcode).toBeUndefined();
    expect(addressSchema.parse({ ...ie, postcode: "n37 x2y3" }).postcode).toBe("N37 X2Y3");
    expect(issuesOf({ ...ie, postcode: "N37 B2Y3" })).toEqual([
      { path: "postcode", message: ADDRESS_ERRORS.postcodeInvalid, params: { example: "A65 F4E2" } },
    ]);
  });

  it("accepts a foreign phone in international form: a Portuguese address with a UK mobile", () => {
    expect(addressSchema.parse({ ...base, phone: "+44 7400 123456" }).phone).toBe("+447400123456");
  });

  it("refuses countries the shop does not ship to, without postcode or phone noise", () => {
    expect(issuesOf({ ...base, country: "JP", postcode: "100-0001" })).toEqual([
      { path: "country", message: ADDRESS_ERRORS.countryUnsupported },
    ]);
    expect(issuesOf({ ...base, country: 351 })).toEqual([{ path: "country", message: ADDRESS_ERRORS.invalid }]);
  });

  it("refuses input that is no object without throwing", () => {
    for (const input of [null, undefined, "PT", 42, []]) {
      const r = addressSchema.safeParse(input);
      expect(r.success).toBe(false);
      expect(r.error!.issues[0]!.path).toEqual([]);
    }
  });

  it("enforces the length limits", () => {
    const atLimit = {
      ...base,
      firstName: "a".repeat(ADDRESS_LIMITS.firstName),
      lastName: "b".repeat(ADDRESS_LIMITS.lastName),
      company: "c".repeat(ADDRESS_LIMITS.company),
      streetAddress: "d".repeat(ADDRESS_LIMITS.streetAddress),
      houseNumber: "e".repeat(ADDRESS_LIMITS.houseNumber),
      additionalInfo: "f".repeat(ADDRESS_LIMITS.additionalInfo),
      city: "g".repeat(ADDRESS_LIMITS.city),
    };
    expect(addressSchema.safeParse(atLimit).success).toBe(true);
    const over = Object.fromEntries(
      Object.entries(atLimit).map(([k, v]) => [
        k,
        k in ADDRESS_LIMITS && !["postcode", "phone"].includes(k) ? `${v}x` : v,
      ]),
    );
    expect(issuesOf(over)).toEqual(
      ["firstName", "lastName", "company", "streetAddress", "houseNumber", "additionalInfo", "city"].map((path) => ({
        path,
        message: ADDRESS_ERRORS.tooLong,
      })),
    );
    expect(addressSchema.safeParse({ ...base, streetAddress: ` ${"d".repeat(120)} ` }).success).toBe(true);
  });

  it("refuses line breaks and other control characters and non-string values", () => {
    expect(issuesOf({ ...base, streetAddress: "Rua Augusta\nDelivery: ring twice", company: "A\u0007B" })).toEqual([
      { path: "company", message: ADDRESS_ERRORS.invalid },
      { path: "streetAddress", message: ADDRESS_ERRORS.invalid },
    ]);
    expect(issuesOf({ ...base, city: 42, postcode: 1100053 })).toEqual([
      { path: "city", message: ADDRESS_ERRORS.invalid },
      { path: "postcode", message: ADDRESS_ERRORS.invalid },
    ]);
  });
});

describe("addressErrorParams", () => {
  it("gives the limit and the country's example", () => {
    expect(addressErrorParams("postcode", "pt")).toEqual({ max: ADDRESS_LIMITS.postcode, example: "1234-567" });
    expect(addressErrorParams("phone", "GB")).toEqual({ max: ADDRESS_LIMITS.phone, example: "+44 7400 123456" });
    expect(addressErrorParams("streetAddress", "PT")).toEqual({ max: 120 });
    expect(addressErrorParams("postcode")).toEqual({ max: ADDRESS_LIMITS.postcode });
    expect(addressErrorParams("country", "JP")).toEqual({});
  });
});

describe("address.json", () => {
  const keysOf = (o: object, prefix = ""): string[] =>
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === "object" ? keysOf(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
    );

  it("has the same keys in en, pt and es", () => {
    const en = keysOf(enAddress).sort();
    expect(keysOf(ptAddress).sort()).toEqual(en);
    expect(keysOf(esAddress).sort()).toEqual(en);
  });

  it("has a text for every error key, with the params the schema gives", () => {
    for (const messages of [enAddress, ptAddress, esAddress]) {
      for (const key of Object.values(ADDRESS_ERRORS)) {
        const [ns, path] = key.split(":");
        expect(ns).toBe("address");
        const text = path!.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messages);
        expect(typeof text, key).toBe("string");
        if (key === ADDRESS_ERRORS.tooLong) expect(text).toContain("{{max}}");
        if (
          [ADDRESS_ERRORS.postcodeInvalid, ADDRESS_ERRORS.postcodeRequired, ADDRESS_ERRORS.phoneInvalid].includes(
            key as never,
          )
        ) {
          expect(text).toContain("{{example}}");
        }
      }
    }
  });

  it("labels every field", () => {
    for (const messages of [enAddress, ptAddress, esAddress]) {
      for (const f of ["country", ...Object.keys(ADDRESS_LIMITS)]) {
        expect(typeof (messages.fields as Record<string, string>)[f], f).toBe("string");
      }
    }
  });
});
