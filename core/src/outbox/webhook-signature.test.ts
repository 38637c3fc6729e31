import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hmacSha256Hex,
  signWebhookBody,
  siteWebhookSecret,
  verifyWebhookSignature,
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
} from "./webhook-signature";

const sentAt = new Date("2026-03-01T00:00:00Z");
const T = 1772323200; // sentAt in seconds
const body = '<?xml version="1.0"?><adf><prospect/></adf>';
const secret = "a1b2c3";
const seconds = (s: number) => new Date(sentAt.getTime() + s * 1000);

describe("lead webhook signature (issue 16 §2, Stripe's scheme)", () => {
  // Expected values from `openssl dgst -sha256 -hmac` / Node's createHmac, as a receiver computes them.
  it("HMAC-SHA256 matches RFC 4231 test case 2", async () => {
    expect(await hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("signs '<t>.<body>' with HMAC-SHA256 and sends t=…,v1=…", async () => {
    expect(await signWebhookBody(body, secret, sentAt)).toBe(
      `t=${T},v1=9e6054ecca6f89b8a53f959a3eeb16e371e6d09ad34f3c32ad892a8a180f2c0e`,
    );
    // Whole seconds: a delivery later in the same second carries the same timestamp.
    expect(await signWebhookBody(body, secret, new Date(sentAt.getTime() + 999))).toMatch(
      new RegExp(`^t=${T},`),
    );
  });

  it.each([
    ["just signed", 0, { ok: true, timestamp: T }],
    ["5 minutes later", WEBHOOK_SIGNATURE_TOLERANCE_SECONDS, { ok: true, timestamp: T }],
    ["5 minutes and 1 s later (a replay)", 301, { ok: false, reason: "outside-tolerance" }],
    ["more than 5 minutes early", -302, { ok: false, reason: "outside-tolerance" }],
  ])("verifies a delivery checked %s", async (_when, offset, expected) => {
    const header = await signWebhookBody(body, secret, sentAt);
    expect(await verifyWebhookSignature(header, body, secret, seconds(offset))).toEqual(expected);
  });

  it.each([
    ["no header", undefined],
    ["an empty header", ""],
    ["no timestamp", `v1=${"ab".repeat(32)}`],
    ["no v1", `t=${T}`],
    ["two timestamps", `t=${T},t=${T},v1=ab`],
    ["a timestamp that is not a number", `t=soon,v1=ab`],
  ])("%s is malformed", async (_what, header) => {
    expect(await verifyWebhookSignature(header, body, secret, sentAt)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("a wrong secret, a changed body, a moved timestamp or a non-hex v1 is a mismatch", async () => {
    const header = await signWebhookBody(body, secret, sentAt);
    const mismatch = { ok: false, reason: "mismatch" };
    expect(await verifyWebhookSignature(header, body, "other", sentAt)).toEqual(mismatch);
    expect(await verifyWebhookSignature(header, `${body} `, secret, sentAt)).toEqual(mismatch);
    const moved = header.replace(`t=${T}`, `t=${T + 1}`);
    expect(await verifyWebhookSignature(moved, body, secret, sentAt)).toEqual(mismatch);
    expect(await verifyWebhookSignature(`t=${T},v1=zz`, body, secret, sentAt)).toEqual(mismatch);
  });

  it("accepts any one matching v1 (a sender rotating secrets sends two)", async () => {
    const header = await signWebhookBody(body, secret, sentAt);
    const [, v1] = header.split(",");
    expect(
      await verifyWebhookSignature(`t=${T},v1=${"00".repeat(32)},${v1}`, body, secret, sentAt),
    ).toEqual({ ok: true, timestamp: T });
  });

  it("each site's secret is HMAC(deployment key, 'forecourt-lead-webhook:<slug>'), distinct per site", async () => {
    expect(await siteWebhookSecret("key", "north")).toBe(
      "3bc9e4443dc6786494077330eb32912a269e98ca04a2e999d0eacd97bb3ef168",
    );
    expect(await siteWebhookSecret("key", "north")).not.toBe(
      await siteWebhookSecret("key", "south"),
    );
  });

  const bodyArb = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.constant(""));
  const secretArb = fc.string({ minLength: 1, maxLength: 64 });
  const instantArb = fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2100-01-01T00:00:00Z"),
    noInvalidDate: true,
  });

  it("what is signed verifies within the tolerance, and never after a change to the body (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyArb,
        fc.string({ minLength: 1 }),
        secretArb,
        instantArb,
        fc.integer({
          min: -WEBHOOK_SIGNATURE_TOLERANCE_SECONDS + 1,
          max: WEBHOOK_SIGNATURE_TOLERANCE_SECONDS - 1,
        }),
        async (text, extra, key, at, lateBy) => {
          const header = await signWebhookBody(text, key, at);
          const checkedAt = new Date(at.getTime() + lateBy * 1000);
          expect((await verifyWebhookSignature(header, text, key, checkedAt)).ok).toBe(true);
          expect(await verifyWebhookSignature(header, text + extra, key, checkedAt)).toEqual({
            ok: false,
            reason: "mismatch",
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("nothing verifies outside the tolerance, however well signed (property)", async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyArb,
        secretArb,
        instantArb,
        fc.integer({ min: WEBHOOK_SIGNATURE_TOLERANCE_SECONDS + 1, max: 10 ** 8 }),
        fc.boolean(),
        async (text, key, at, off, early) => {
          const header = await signWebhookBody(text, key, at);
          const checkedAt = new Date(at.getTime() + (early ? -off : off) * 1000);
          expect(await verifyWebhookSignature(header, text, key, checkedAt)).toEqual({
            ok: false,
            reason: "outside-tolerance",
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
