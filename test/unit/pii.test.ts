import { describe, expect, it } from "vitest";
import { detectPii, redact, redactMessage, redactText, type PiiKind } from "../../src/privacy/pii";
import { ibanChecksumValid, ipv6Valid, luhnValid } from "../../src/privacy/validators";

const kinds = (text: string) => detectPii(text).map((span) => span.kind);
const found = (text: string) => detectPii(text).map((span) => text.slice(span.start, span.end));

/** A number with the given prefix completed by the digit that makes it pass Luhn. */
function luhnComplete(prefix: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(prefix + d)) return prefix + d;
  throw new Error("unreachable");
}

function expectDetected(kind: PiiKind, text: string, value: string) {
  expect(found(text), text).toEqual([value]);
  expect(kinds(text), text).toEqual([kind]);
}

function expectClean(text: string) {
  expect(detectPii(text), text).toEqual([]);
  expect(redact(text)).toBe(text);
}

/** Each detector's cases: what it must find (the text, the value found) and what it must leave alone. */
const DETECTORS: Array<{ describe: string; kind: PiiKind; noun: string; finds: Array<[string, string]>; leaves: string[] }> = [
  {
    describe: "email detection",
    kind: "EMAIL",
    noun: "address",
    finds: [
      ["Write to jane.doe+news@example.co.uk please", "jane.doe+news@example.co.uk"],
      ["contact: ops_team@mail.internal-host.io.", "ops_team@mail.internal-host.io"],
      ["<MARIO@EXAMPLE.COM>", "MARIO@EXAMPLE.COM"],
    ],
    leaves: [
      "install react@18.2.0 and @types/node@20.1.1",
      "ping me @alice on chat",
      "root@localhost is not routable",
      "price is 5@3.50 each",
    ],
  },
  {
    describe: "phone detection",
    kind: "PHONE",
    noun: "number",
    finds: [
      ["call +1 (415) 555-2671 today", "+1 (415) 555-2671"],
      ["UK office +44 20 7946 0958", "+44 20 7946 0958"],
      ["mobile: +33 6 12 34 56 78", "+33 6 12 34 56 78"],
      ["US: (212) 555-0187", "(212) 555-0187"],
      ["US: 212-555-0187 ext", "212-555-0187"],
      ["tel 1-800-555-0199", "1-800-555-0199"],
      ["appelez le 06 12 34 56 78", "06 12 34 56 78"],
      ["London 020 7946 0958", "020 7946 0958"],
      ["Berlin 030 12345678", "030 12345678"],
    ],
    leaves: [
      "released on 2024-01-15 at 10:30:00",
      "due 15.01.2024 or 01/15/2024",
      "build 10.0.19045.3693 and version 1.2.3",
      "order #555-123-4567 shipped",
      "order ORD-2024-000123 and invoice INV-555-123-4567",
      "tracking 5551234567 (digits only)",
      "meeting 05-12-2024 10:30",
      "id 123e4567-e89b-12d3-a456-426614174000",
      "total 1,234,567.89 EUR",
      "offset +01:00 and score +12",
    ],
  },
  {
    describe: "payment card detection",
    kind: "CARD_NUMBER",
    noun: "card",
    finds: [
      ["visa 4111 1111 1111 1111 exp 12/29", "4111 1111 1111 1111"],
      ["mc 5555-5555-5555-4444", "5555-5555-5555-4444"],
      ["amex 378282246310005.", "378282246310005"],
      ["discover 6011111111111117", "6011111111111117"],
      ["jcb 3530111333300000", "3530111333300000"],
      ["new mastercard 2223003122003222", "2223003122003222"],
    ],
    leaves: [
      "isbn 978-0-306-40615-7",
      "uuid 4111e111-1111-1111-1111-111111111111",
      "mixed 4111 1111-1111 1111",
      "decimal 4111111111111111.5 and 4111111111111111,25",
    ],
  },
  {
    describe: "IBAN detection",
    kind: "IBAN",
    noun: "IBAN",
    finds: [
      ["pay to DE89 3704 0044 0532 0130 00 today", "DE89 3704 0044 0532 0130 00"],
      ["GB82WEST12345698765432", "GB82WEST12345698765432"],
      ["FR14 2004 1010 0505 0001 3M02 606.", "FR14 2004 1010 0505 0001 3M02 606"],
      ["NL91ABNA0417164300 (Dutch)", "NL91ABNA0417164300"],
    ],
    leaves: [
      "wrong check DE89 3704 0044 0532 0130 01",
      "too short DE89 3704 0044",
      "unknown country ZZ89370400440532013000",
      "part number AB12CDEF34567890",
    ],
  },
  {
    describe: "IP address detection",
    kind: "IP_ADDRESS",
    noun: "address",
    finds: [
      ["client 203.0.113.42 connected", "203.0.113.42"],
      ["gateway 10.0.0.1.", "10.0.0.1"],
      ["ipv6 2001:db8:85a3::8a2e:370:7334 seen", "2001:db8:85a3::8a2e:370:7334"],
      ["full 2001:0db8:0000:0000:0000:ff00:0042:8329", "2001:0db8:0000:0000:0000:ff00:0042:8329"],
      ["loopback ::1 and", "::1"],
      ["link fe80::1%eth0 up", "fe80::1%eth0"],
      ["mapped ::ffff:192.0.2.128 ok", "::ffff:192.0.2.128"],
    ],
    leaves: [
      "version 1.2.3 and v1.2.3.4 and version 4.2.1.0",
      "build 10.0.19045.3693",
      "not an address 256.1.1.1 or 01.02.03.04",
      "dotted 1.2.3.4.5",
      "time 12:30:45 and ratio 16:9",
      "mac 00:1a:2b:3c:4d:5e",
      "rust Vec::new and std::map",
      "date 2024.01.15",
    ],
  },
];

describe.each(DETECTORS.map((detector) => [detector.describe, detector] as const))("%s", (_title, { kind, noun, finds, leaves }) => {
  it.each(finds)(`finds the ${noun} in %j`, (text, value) => expectDetected(kind, text, value));
  it.each(leaves)("leaves %j alone", expectClean);
});

describe("payment card detection", () => {
  it("leaves numbers that fail Luhn alone", () => {
    expectClean("visa 4111 1111 1111 1112");
    expectClean("mc 5555555555554445");
  });

  it("leaves Luhn-valid numbers of no card issuer alone", () => {
    const notACard = luhnComplete("999999999999999");
    expect(luhnValid(notACard)).toBe(true);
    expectClean(`account ${notACard}`);
    expectClean(`epoch ms ${luhnComplete("170000000000")}`);
  });
});

describe("IBAN detection", () => {
  it("checks mod 97", () => {
    expect(ibanChecksumValid("DE89370400440532013000")).toBe(true);
    expect(ibanChecksumValid("DE89370400440532013001")).toBe(false);
  });
});

describe("API key and token detection", () => {
  const jwt =
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c";

  it.each([
    ["API_KEY", "OPENAI_API_KEY=sk-proj-AbCdEf1234567890GhIjKlMn", "sk-proj-AbCdEf1234567890GhIjKlMn"],
    ["API_KEY", "key sk-ant-api03-abcdefghijklmnopqrstuv", "sk-ant-api03-abcdefghijklmnopqrstuv"],
    ["API_KEY", "stripe sk_live_51H8abcdefGHIJKLmnop", "sk_live_51H8abcdefGHIJKLmnop"],
    ["API_KEY", "token ghp_abcdefghijklmnopqrstuvwxyz0123456789", "ghp_abcdefghijklmnopqrstuvwxyz0123456789"],
    ["API_KEY", "aws AKIAIOSFODNN7EXAMPLE in config", "AKIAIOSFODNN7EXAMPLE"],
    ["API_KEY", "slack xoxb-123456789012-abcdefABCDEF", "xoxb-123456789012-abcdefABCDEF"],
    ["API_KEY", "google AIzaSyA1234567890abcdefghijklmnopqrstuv", "AIzaSyA1234567890abcdefghijklmnopqrstuv"],
    ["API_KEY", "engram eng_0123456789abcdefghijklmnopqrstuv", "eng_0123456789abcdefghijklmnopqrstuv"],
    ["BEARER_TOKEN", "Authorization: Bearer abc123def456ghi789jkl", "abc123def456ghi789jkl"],
    ["JWT", `session ${jwt}`, jwt],
  ] as const)("finds the %s in %j", (kind, text, value) => expectDetected(kind, text, value));

  it("keeps the word Bearer and replaces only the credential", () => {
    expect(redact("Authorization: Bearer abc123def456ghi789jkl")).toBe("Authorization: Bearer [REDACTED:BEARER_TOKEN]");
    expect(redact(`Authorization: Bearer ${jwt}`)).toBe("Authorization: Bearer [REDACTED:JWT]");
  });

  it.each([
    "we use sk-learn and scikit-learn",
    "the task-force-assessment-2024-final-document",
    "AKIA123 is too short",
    "ghp_short",
    "the bearer of bad news; Bearer authentication required",
    "eyJfoo1234.eyJbar5678.bazbazbazbaz is not a JWT",
    "uuid 550e8400-e29b-41d4-a716-446655440000",
    "sha 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  ])("leaves %j alone", expectClean);
});

describe("IP address detection", () => {
  it("validates IPv6 group counts", () => {
    expect(ipv6Valid("1:2:3:4:5:6:7:8")).toBe(true);
    expect(ipv6Valid("1:2:3:4:5:6:7")).toBe(false);
    expect(ipv6Valid("1::2::3")).toBe(false);
  });
});

describe("redaction", () => {
  it("replaces each finding with a typed token and counts them", () => {
    const result = redactText("Mail a@b.io or c@d.io from 203.0.113.9, card 4111111111111111");
    expect(result.text).toBe("Mail [REDACTED:EMAIL] or [REDACTED:EMAIL] from [REDACTED:IP_ADDRESS], card [REDACTED:CARD_NUMBER]");
    expect(result.counts).toEqual({ EMAIL: 2, IP_ADDRESS: 1, CARD_NUMBER: 1 });
  });

  it("is idempotent: redacted text has nothing left to find", () => {
    const once = redact("jane@example.com +44 20 7946 0958 DE89370400440532013000 ::1 sk-proj-AbCdEf1234567890GhIjKlMn");
    expect(redact(once)).toBe(once);
    expect(detectPii(once)).toEqual([]);
  });

  it("redacts a message's content, name, tool-call arguments and metadata strings", () => {
    const message = redactMessage({
      role: "assistant" as const,
      content: "I emailed jane@example.com",
      name: "agent",
      tool_calls: [{ id: "c1", type: "function" as const, function: { name: "send", arguments: '{"to":"jane@example.com"}' } }],
      metadata: { ip: "203.0.113.7", nested: { list: ["card 4111111111111111", 42] } },
    });
    expect(message.content).toBe("I emailed [REDACTED:EMAIL]");
    expect(message.tool_calls?.[0]?.function.arguments).toBe('{"to":"[REDACTED:EMAIL]"}');
    expect(message.metadata).toEqual({ ip: "[REDACTED:IP_ADDRESS]", nested: { list: ["card [REDACTED:CARD_NUMBER]", 42] } });
    expect(message.name).toBe("agent");
  });
});
