import { IBAN_LENGTHS, ibanChecksumValid, ipv4Valid, ipv6Valid, jwtHeaderValid, knownCardIssuer, luhnValid } from "./validators";

export const PII_KINDS = ["EMAIL", "PHONE", "CARD_NUMBER", "IBAN", "API_KEY", "BEARER_TOKEN", "JWT", "IP_ADDRESS"] as const;
export type PiiKind = (typeof PII_KINDS)[number];

export interface PiiSpan {
  kind: PiiKind;
  start: number;
  end: number;
}

export interface Detector {
  kind: PiiKind;
  find(text: string): PiiSpan[];
}

/** Runs a global regex; `accept` validates a match and may narrow it to one capture group. */
function regexDetector(
  kind: PiiKind,
  pattern: RegExp,
  accept: (match: RegExpExecArray, text: string) => boolean | { start: number; end: number } = () => true,
): Detector {
  return {
    kind,
    find(text) {
      const spans: PiiSpan[] = [];
      for (const match of text.matchAll(pattern)) {
        const verdict = accept(match, text);
        if (verdict === false) continue;
        const start = verdict === true ? match.index : verdict.start;
        const end = verdict === true ? match.index + match[0].length : verdict.end;
        spans.push({ kind, start, end });
      }
      return spans;
    },
  };
}

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** Separators inside one number are all the same (or absent): "05-12-2024 10" is not a phone. */
function consistentSeparators(value: string): boolean {
  const separators = new Set(value.replace(/[\d()+]/g, "").replace(/\s+/g, " "));
  return separators.size <= 1;
}

const EMAIL = regexDetector(
  "EMAIL",
  /(?<![A-Za-z0-9._%+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24}(?![A-Za-z0-9-])/g,
  (match) => !match[0].split("@")[0]?.includes(".."),
);

const PHONE_INTERNATIONAL = regexDetector("PHONE", /(?<![\w+])\+\d(?:[ .\-/]?\(?\d\)?){6,16}(?![\w-]|[.:]\d)/g, (match) => {
  const count = digitsOf(match[0]).length;
  return count >= 8 && count <= 15;
});

const PHONE_NANP = regexDetector(
  "PHONE",
  /(?<![\w+.\-/#])(?:1[-.\s])?(?:\(\s?[2-9]\d{2}\s?\)\s?|[2-9]\d{2}[-.\s])[2-9]\d{2}[-.\s]\d{4}(?![\w-]|[.:/]\d)/g,
  (match) => consistentSeparators(match[0].replace(/^\(\s?\d{3}\s?\)\s?/, "000-").replace(/^1[-.\s]/, "")),
);

const PHONE_NATIONAL = regexDetector(
  "PHONE",
  /(?<![\w+.\-/#])(?:0\d{1,4}(?:[ -]\d{2,4}){2,4}|0\d{2,4}[ /-]\d{5,9})(?![\w-]|[.:/]\d)/g,
  (match) => {
    const count = digitsOf(match[0]).length;
    return count >= 9 && count <= 11 && consistentSeparators(match[0]);
  },
);

const CARD = regexDetector("CARD_NUMBER", /(?<![\w+.\-/#])\d(?:[ -]?\d){11,18}(?![\w-]|[.,/]\d)/g, (match) => {
  const digits = digitsOf(match[0]);
  return consistentSeparators(match[0]) && luhnValid(digits) && knownCardIssuer(digits);
});

/** Reads exactly the country's IBAN length, compact or in groups of four, then checks mod 97. */
const IBAN: Detector = {
  kind: "IBAN",
  find(text) {
    const spans: PiiSpan[] = [];
    for (const match of text.matchAll(/(?<![A-Za-z0-9])([A-Z]{2})\d{2}/g)) {
      const length = IBAN_LENGTHS[match[1] ?? ""];
      if (!length) continue;
      let compact = "";
      let i = match.index;
      let spaced = false;
      while (i < text.length && compact.length < length) {
        const char = text[i] ?? "";
        if (/[A-Z0-9]/.test(char)) {
          compact += char;
          i += 1;
        } else if (char === " " && compact.length % 4 === 0 && compact.length > 0 && (spaced || compact.length === 4)) {
          spaced = true;
          i += 1;
        } else {
          break;
        }
      }
      if (compact.length !== length || /[A-Za-z0-9]/.test(text[i] ?? "")) continue;
      if (ibanChecksumValid(compact)) spans.push({ kind: "IBAN", start: match.index, end: i });
    }
    return spans;
  },
};

const API_KEY = regexDetector(
  "API_KEY",
  new RegExp(
    [
      "sk-(?:ant-|proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}", // OpenAI, Anthropic
      "(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}", // Stripe
      "gh[pousr]_[A-Za-z0-9]{36,}", // GitHub tokens
      "github_pat_[A-Za-z0-9_]{22,}", // GitHub fine-grained tokens
      "(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}", // AWS access key ids
      "xox[abposr]-[A-Za-z0-9-]{10,}", // Slack
      "AIza[0-9A-Za-z_-]{35}", // Google API keys
      "glpat-[A-Za-z0-9_-]{20,}", // GitLab
      "eng_[A-Za-z0-9_-]{24,}", // Engram API keys
      "whsec_[A-Za-z0-9+/_-]{24,}={0,2}", // webhook secrets (base64url of old, base64 of Standard Webhooks secrets)
    ]
      .map((alternative) => `(?:${alternative})`)
      .join("|")
      .replace(/^/, "(?<![A-Za-z0-9_-])(?:")
      .concat(")(?![A-Za-z0-9_-])"),
    "g",
  ),
);

const JWT = regexDetector(
  "JWT",
  /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{5,}\.eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{8,}(?![A-Za-z0-9_-])/g,
  (match) => jwtHeaderValid(match[0]),
);

/** Only the credential after "Bearer" is replaced; prose ("bearer of bad news") is left alone. */
const BEARER = regexDetector("BEARER_TOKEN", /\bBearer\s+([A-Za-z0-9\-._~+/]{16,}=*)/gi, (match) => {
  const token = match[1] ?? "";
  if (!/[0-9]/.test(token) || !/[A-Za-z]/.test(token)) return false;
  const start = match.index + match[0].length - token.length;
  return { start, end: start + token.length };
});

/** "v1.2.3.4" or "version 4.2.1.0" reads as a version; the same digits alone read as an address. */
const VERSION_CONTEXT = /(?:\bversion|\bver\.?|\brelease|\bbuild|\bv)\s*$/i;

const IPV4 = regexDetector("IP_ADDRESS", /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)/g, (match, text) => {
  if (!ipv4Valid(match[0])) return false;
  return !VERSION_CONTEXT.test(text.slice(Math.max(0, match.index - 12), match.index));
});

const IPV6 = regexDetector(
  "IP_ADDRESS",
  /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?:%[A-Za-z0-9]+)?(?![\w:]|\.\d)/g,
  (match) => /\d/.test(match[0]) && ipv6Valid(match[0]),
);

/** In priority order: where two findings overlap, the earlier detector wins. */
export const DETECTORS: readonly Detector[] = [
  JWT,
  BEARER,
  API_KEY,
  EMAIL,
  IBAN,
  CARD,
  IPV6,
  IPV4,
  PHONE_INTERNATIONAL,
  PHONE_NANP,
  PHONE_NATIONAL,
];
