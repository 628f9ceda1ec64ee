/**
 * Password rules shared by the register / reset forms (live strength hint) and the server (which
 * refuses common passwords before Better Auth sees them). NIST SP 800-63B: a minimum length, a
 * check against commonly used and easily guessed values, no composition rules.
 */

/** Minimum length (same as server/auth/better-auth.ts MIN_PASSWORD_LENGTH; a test keeps them equal). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

/**
 * Base words of the most used passwords (lower case, digits and symbols at the ends removed,
 * look-alike digits read as letters): "Password123!", "p@ssw0rd2024" and "Qwerty12345" all reduce
 * to one of these.
 */
const COMMON_WORDS = new Set(
  [
    "password passwort passe senha contrasena contraseña motdepasse wachtwoord",
    "qwerty qwertyuiop qwertz azerty asdf asdfgh asdfghjkl zxcvbnm qazwsx qweasd",
    "letmein welcome admin administrator root user login guest test default changeme secret",
    "iloveyou loveyou love lovely princess sunshine shadow master monkey dragon football",
    "baseball soccer hockey batman superman starwars pokemon charlie michael jordan",
    "jennifer hunter ranger buster thomas robert daniel andrew joshua ashley jessica",
    "trustno1 whatever freedom hello hellothere computer internet mustang summer winter",
    "benfica sporting porto barcelona madrid realmadrid portugal espana lisboa",
    "fabrico fabricoshop shop tshirt hoodie",
    "abc abcdef abcdefgh abcdefghij",
  ]
    .join(" ")
    .split(" "),
);

/** Whole values seen in breach lists that survive the reduction above. */
const COMMON_VALUES = new Set([
  "1q2w3e4r5t",
  "1q2w3e4r5t6y",
  "q1w2e3r4t5",
  "1qaz2wsx3edc",
  "zaq12wsxcde3",
  "qwe123qwe123",
  "a1b2c3d4e5",
]);

const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};

function reduce(password: string): string {
  const lower = password.toLowerCase().normalize("NFKC");
  const core = lower.replace(/^[^a-z\u00c0-\u024f]+|[^a-z\u00c0-\u024f]+$/g, "");
  return (core || lower).replace(/[013457@$!]/g, (ch) => LEET[ch] ?? ch);
}

function isSequence(s: string): boolean {
  if (s.length < 4) return false;
  const rows = ["0123456789", "1234567890", "abcdefghijklmnopqrstuvwxyz", "qwertyuiopasdfghjklzxcvbnm"];
  return rows.some((row) => {
    const rev = [...row].reverse().join("");
    return row.includes(s) || rev.includes(s);
  });
}

/** True when the password repeats one short chunk ("aaaaaaaaaa", "abcabcabca", "12121212…"). */
function isRepetition(s: string): boolean {
  for (let n = 1; n <= 4; n++) {
    const chunk = s.slice(0, n);
    if (chunk.repeat(Math.ceil(s.length / n)).slice(0, s.length) === s) return true;
  }
  return false;
}

/**
 * True when `password` is common or easily guessed: a well-known password or one of them with
 * digits and symbols added, a keyboard or alphabet run, one repeated chunk, or (mostly) the
 * person's own name or e-mail address.
 * @param context words the password must not be built on (the name, the e-mail address)
 */
export function isCommonPassword(password: string, context: readonly string[] = []): boolean {
  const lower = password.toLowerCase();
  if (COMMON_VALUES.has(lower)) return true;
  if (isRepetition(lower) || isSequence(lower)) return true;
  const reduced = reduce(password);
  if (COMMON_WORDS.has(reduced) || isSequence(reduced) || isRepetition(reduced)) return true;
  for (const raw of context) {
    for (const word of raw.toLowerCase().split(/[^a-z0-9\u00c0-\u024f]+/)) {
      if (word.length >= 3 && (reduced === word || lower.replace(/[^a-z\u00c0-\u024f]/g, "") === word)) return true;
    }
  }
  return false;
}

/** 0 (very weak) … 4 (strong), for the hint under the password field. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: PasswordScore;
  tooShort: boolean;
  common: boolean;
}

/**
 * A rough strength estimate: the guess space of the characters used, minus common passwords.
 * Only a hint; the server enforces the length and the common-password rule.
 */
export function passwordStrength(password: string, context: readonly string[] = []): PasswordStrength {
  const tooShort = password.length < MIN_PASSWORD_LENGTH;
  const common = password.length > 0 && isCommonPassword(password, context);
  if (!password || common) return { score: 0, tooShort, common };
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/[0-9]/.test(password)) pool += 10;
  if (/[^a-zA-Z0-9]/.test(password)) pool += 33;
  const unique = new Set(password).size;
  const bits = Math.min(password.length, unique * 2) * Math.log2(Math.max(pool, 2));
  let score: PasswordScore = bits < 35 ? 0 : bits < 50 ? 1 : bits < 65 ? 2 : bits < 85 ? 3 : 4;
  if (tooShort && score > 1) score = 1;
  return { score, tooShort, common };
}
