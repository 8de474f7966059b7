import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EngramError } from "../../src/lib/errors";
import { sealingKey } from "../../src/webhooks/keys";
import { open, seal, SecretKeyUnavailable } from "../../src/webhooks/secret-box";
import { parseSignatureHeader, signDelivery, verifyDelivery } from "../../src/webhooks/signature";
import { engramSignature } from "../helpers/webhooks";
import { statusOf } from "../../src/http/errors";

const KEY = "k".repeat(32);
const OTHER_KEY = "o".repeat(32);

describe("webhook secrets at rest", () => {
  it("seals with AES-GCM and opens only with the same key and the same row identity", async () => {
    const sealed = await seal(KEY, "whsec_abc", "whk_1:1");
    expect(sealed.ciphertext).not.toContain("whsec_abc");
    expect(await open([KEY], sealed, "whk_1:1")).toBe("whsec_abc");
    await expect(open([KEY], sealed, "whk_2:1")).rejects.toThrow();
    await expect(open([OTHER_KEY], sealed, "whk_1:1")).rejects.toBeInstanceOf(SecretKeyUnavailable);
  });

  it("opens rows sealed under the previous key during an encryption-key rotation", async () => {
    const old = await seal(OTHER_KEY, "whsec_old", "whk_1:1");
    expect(await open([KEY, OTHER_KEY], old, "whk_1:1")).toBe("whsec_old");
  });
});

describe("encryption key configuration", () => {
  it("refuses to create secrets (503 not_configured) without a long enough WEBHOOK_ENCRYPTION_KEY", () => {
    for (const key of ["", "too-short"]) {
      let error: unknown;
      try {
        sealingKey({ ...env, WEBHOOK_ENCRYPTION_KEY: key });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(EngramError);
      expect(error).toMatchObject({ code: "not_configured" });
      expect(statusOf((error as EngramError).code)).toBe(503);
    }
    expect(sealingKey(env)).toBe(env.WEBHOOK_ENCRYPTION_KEY);
  });
});

describe("signature header", () => {
  const hex = "a".repeat(64);

  it("parses a timestamp and one or more v1 signatures, ignoring unknown schemes", () => {
    expect(parseSignatureHeader(`t=1700000000,v1=${hex}`)).toEqual({ timestamp: 1700000000, signatures: [hex] });
    expect(parseSignatureHeader(`t=1700000000, v1=${hex}, v2=zzz, v1=${"B".repeat(64)}`)).toEqual({
      timestamp: 1700000000,
      signatures: [hex, "b".repeat(64)],
    });
  });

  it.each([undefined, "", `v1=${hex}`, "t=1700000000", `t=abc,v1=${hex}`, `t=1,t=2,v1=${hex}`, "t=1,v1=short", `t=1,v1=${hex}=x`])(
    "refuses %j",
    (header) => expect(parseSignatureHeader(header)).toBeNull(),
  );

  it("verifies over timestamp, delivery id and body, each of which changes the signature", async () => {
    const t = 1_700_000_000;
    const v1 = await engramSignature("s3cret", t, "d-1", '{"a":1}');
    const check = (deliveryId: string, body: string, timestamp = t) =>
      verifyDelivery({
        secrets: ["s3cret"],
        signature: { timestamp, signatures: [v1] },
        deliveryId,
        rawBody: body,
        nowSeconds: t,
        toleranceSeconds: 300,
      });
    expect(await check("d-1", '{"a":1}')).toEqual({ ok: true });
    expect(await check("d-2", '{"a":1}')).toEqual({ ok: false, reason: "mismatch" });
    expect(await check("d-1", '{"a":2}')).toEqual({ ok: false, reason: "mismatch" });
    expect(await check("d-1", '{"a":1}', t + 1)).toEqual({ ok: false, reason: "mismatch" });
  });

  it("signs exactly the documented formula (a fixed vector computed with node:crypto)", async () => {
    // HMAC-SHA256("s3cret", "1700000000.d-1.{}"), computed independently of the service's code.
    const expected = "a4f1de9f0f01caa65d5b0059017614dd52d9a10a98de4b5de56fdd9ab11c3bb9";
    expect(await engramSignature("s3cret", 1_700_000_000, "d-1", "{}")).toBe(expected);
    expect(await signDelivery("s3cret", 1_700_000_000, "d-1", "{}")).toBe(expected);
  });

  it("calls a genuine but old signature stale, at the tolerance boundary exactly", async () => {
    const t = 1_700_000_000;
    const v1 = await engramSignature("s3cret", t, "d", "{}");
    const at = (now: number) =>
      verifyDelivery({
        secrets: ["other", "s3cret"],
        signature: { timestamp: t, signatures: [v1] },
        deliveryId: "d",
        rawBody: "{}",
        nowSeconds: now,
        toleranceSeconds: 300,
      });
    expect(await at(t + 300)).toEqual({ ok: true });
    expect(await at(t + 301)).toEqual({ ok: false, reason: "stale" });
    expect(await at(t - 301)).toEqual({ ok: false, reason: "stale" });
  });
});
