import { Writable } from "node:stream";
import { CodeNotSentError } from "@forecourt/core/security/code-not-sent";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, type Harness, harness } from "../test-support/harness";
import { CODE_NOT_TEXTED, NUMBER_NOT_TEXTED } from "./auth.schema";
import { CODE_SENT_MESSAGE } from "./dealer/auth.route";

/**
 * Issue 32: a mail or SMS provider that does not take a sign-in code. better-auth would swallow
 * the sender's error (adapters/auth/send-failures.ts brings it back); the routes answer it.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
let h: Harness;
let refusal: CodeNotSentError | null = null;
beforeAll(async () => {
  h = await harness({ logger: pino({ level: "info" }, sink) });
  await h.store.staff.add("alpha", { email: "pat@alpha.example", role: "manager" }, new Date());
  const shopperSend = h.deps.auth.sendCode.bind(h.deps.auth);
  h.deps.auth.sendCode = async (site, phone) => {
    if (refusal) throw refusal;
    await shopperSend(site, phone);
  };
  const staffSend = h.deps.dealerAuth.sendCode.bind(h.deps.dealerAuth);
  h.deps.dealerAuth.sendCode = async (site, email) => {
    if (refusal) throw refusal;
    await staffSend(site, email);
  };
}, 180_000);
afterAll(() => h.close());

const alpha = () => client(h.app, "alpha.localhost:3000");

describe("a sign-in code the provider did not send", () => {
  it("a number the SMS provider refuses for good is one message naming the phone field", async () => {
    refusal = new CodeNotSentError(true, "Twilio 21614");
    const res = await alpha().post("/api/auth/code", { phone: "0412000101" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      detail: NUMBER_NOT_TEXTED,
      errors: { phone: NUMBER_NOT_TEXTED },
    });
  });

  it("an SMS provider that fails for now is a 503 to try again", async () => {
    refusal = new CodeNotSentError(false, "Twilio 20429");
    const res = await alpha().post("/api/auth/code", { phone: "0412000102" });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ detail: CODE_NOT_TEXTED });
  });

  it("a staff e-mail not sent answers as any other request and is logged without the address", async () => {
    refusal = new CodeNotSentError(true, "SMTP 550");
    const res = await alpha().post("/api/dealer/auth/code", { email: "pat@alpha.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: CODE_SENT_MESSAGE });
    const logged = lines.filter((l) => l.includes("staff sign-in code not sent"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("SMTP 550");
    expect(logged.join("\n")).not.toContain("pat@alpha.example");
    expect(lines.join("\n")).not.toContain("0412000101");
  });
});
