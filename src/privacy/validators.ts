/** Checksums and registries the PII detectors use to tell real identifiers from look-alikes. */

/** The Luhn (mod 10) check every payment card number passes. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

interface CardBrand {
  prefixes: Array<string | [number, number]>;
  lengths: number[];
}

/** Issuer prefixes (IIN ranges) and lengths; a Luhn-valid number outside them is not a card. */
const CARD_BRANDS: CardBrand[] = [
  { prefixes: ["4"], lengths: [13, 16, 19] }, // Visa
  {
    prefixes: [
      [51, 55],
      [2221, 2720],
    ],
    lengths: [16],
  }, // Mastercard
  { prefixes: ["34", "37"], lengths: [15] }, // American Express
  { prefixes: ["6011", "65", [644, 649]], lengths: [16, 17, 18, 19] }, // Discover
  { prefixes: [[3528, 3589]], lengths: [16, 17, 18, 19] }, // JCB
  { prefixes: [[300, 305], "36", "38", "39"], lengths: [14, 16] }, // Diners Club
  { prefixes: ["62"], lengths: [16, 17, 18, 19] }, // UnionPay
  { prefixes: ["5018", "5020", "5038", "5893", "6304", "6759", "6761", "6762", "6763"], lengths: [12, 13, 14, 15, 16, 17, 18, 19] }, // Maestro
];

function matchesPrefix(digits: string, prefix: string | [number, number]): boolean {
  if (typeof prefix === "string") return digits.startsWith(prefix);
  const width = String(prefix[0]).length;
  const head = Number(digits.slice(0, width));
  return head >= prefix[0] && head <= prefix[1];
}

export function knownCardIssuer(digits: string): boolean {
  return CARD_BRANDS.some(
    (brand) => brand.lengths.includes(digits.length) && brand.prefixes.some((prefix) => matchesPrefix(digits, prefix)),
  );
}

/** IBAN lengths per country (SWIFT IBAN registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

/** ISO 13616 check: move the first four characters to the end, letters to numbers, mod 97 = 1. */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : char >= "0" && char <= "9" ? char : null;
    if (value === null) return false;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export function ipv4Valid(candidate: string): boolean {
  const parts = candidate.split(".");
  return (
    parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && (part === "0" || !part.startsWith("0")) && Number(part) <= 255)
  );
}

/** RFC 4291 text forms: eight groups, or fewer with one "::", optionally ending in dotted IPv4. */
export function ipv6Valid(candidate: string): boolean {
  const address = candidate.split("%")[0] ?? "";
  const halves = address.split("::");
  if (halves.length > 2) return false;
  const groupsOf = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groupsOf(halves[0] ?? "");
  const tail = halves.length === 2 ? groupsOf(halves[1] ?? "") : [];
  const all = [...head, ...tail];
  let count = 0;
  for (let i = 0; i < all.length; i += 1) {
    const group = all[i] ?? "";
    if (i === all.length - 1 && group.includes(".")) {
      if (!ipv4Valid(group)) return false;
      count += 2;
    } else if (/^[0-9A-Fa-f]{1,4}$/.test(group)) {
      count += 1;
    } else {
      return false;
    }
  }
  return halves.length === 2 ? count < 8 : count === 8;
}

/** A JWT's header is base64url JSON naming its algorithm; random dotted strings are not. */
export function jwtHeaderValid(token: string): boolean {
  const header = token.split(".")[0] ?? "";
  try {
    const padded = header
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(header.length / 4) * 4, "=");
    const decoded: unknown = JSON.parse(atob(padded));
    return typeof decoded === "object" && decoded !== null && "alg" in decoded;
  } catch {
    return false;
  }
}
