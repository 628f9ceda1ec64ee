/**
 * Whether the name an official VAT service registered for a number (VIES / HMRC) is the applicant's
 * (issue 14: a number is tied to its applicant). Staff see the two side by side either way; this
 * only decides whether the pair is flagged.
 */

/** Legal-form words and fillers left out of a comparison (EU and UK company forms, "and"). */
const NOISE = new Set([
  "sl",
  "slu",
  "sll",
  "sa",
  "sau",
  "sc",
  "scp",
  "cb",
  "lda",
  "unipessoal",
  "ltda",
  "ltd",
  "limited",
  "plc",
  "llp",
  "llc",
  "inc",
  "co",
  "company",
  "corp",
  "gmbh",
  "ag",
  "kg",
  "ug",
  "ohg",
  "sarl",
  "sas",
  "sasu",
  "eurl",
  "snc",
  "srl",
  "srls",
  "spa",
  "sapa",
  "bv",
  "nv",
  "vof",
  "ab",
  "oy",
  "oyj",
  "as",
  "aps",
  "asa",
  "sro",
  "spzoo",
  "zoo",
  "kft",
  "doo",
  "ood",
  "eood",
  "ee",
  "ou",
  "uab",
  "sia",
  "sociedad",
  "limitada",
  "anonima",
  "sociedade",
  "the",
  "and",
  "y",
  "e",
  "et",
  "und",
  "de",
  "del",
  "da",
  "do",
  "la",
  "el",
  "le",
  "les",
  "of",
]);

/** Lower-case words without accents, punctuation or legal forms ("Lima Studio, S.L." → ["lima", "studio"]). */
export function nameWords(name: string): string[] {
  return (
    name
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/&/g, " ")
      // "S.L." / "S.A.R.L." → "sl" / "sarl" before the dots split them apart
      .replace(/\b(?:[a-z]\.){2,}/g, (m) => m.replace(/\./g, ""))
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w && !NOISE.has(w))
  );
}

/**
 * True when `registered` (the service's name) names the same business as one of `given` (the brand
 * name, the account holder's name): after {@link nameWords}, all words of the shorter one appear in
 * the other, or the letters run together match ("LimaStudio" = "Lima Studio").
 * @returns null when the service gave no name (`---`, empty): nothing to compare
 */
export function registeredNameMatches(
  registered: string | null | undefined,
  given: (string | null | undefined)[],
): boolean | null {
  const reg = nameWords(registered ?? "");
  if (!reg.length) return null;
  return given.some((name) => {
    const own = nameWords(name ?? "");
    if (!own.length) return false;
    const [short, long] = own.length <= reg.length ? [own, reg] : [reg, own];
    if (short.every((w) => long.includes(w))) return true;
    return own.join("") === reg.join("");
  });
}
