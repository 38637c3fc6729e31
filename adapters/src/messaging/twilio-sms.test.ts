import { describe, expect, it } from "vitest";
import {
  RECORDED_ACCOUNT_SID,
  RECORDED_AUTH_TOKEN,
  startFakeTwilio,
  twilioRecordings,
} from "./test/fake-twilio";
import { smsPortContract } from "./test/sms-contract";
import { TwilioSms } from "./twilio-sms";

const recordings = twilioRecordings();
const config = (base: string, from = "+61480000000") =>
  ({
    provider: "twilio",
    accountSid: RECORDED_ACCOUNT_SID,
    authToken: RECORDED_AUTH_TOKEN,
    from,
    apiBase: base,
  }) as const;

smsPortContract("TwilioSms (Twilio's Messages API, answered as recorded)", async () => {
  const queued = recordings.get("queued");
  const fake = await startFakeTwilio((request) => {
    // The request must have the recorded shape; the answer is the recorded one for its number.
    const shape = queued?.request;
    const same =
      request.method === shape?.method &&
      request.path === shape.path &&
      request.headers.authorization === shape.headers.authorization &&
      request.headers["content-type"] === shape.headers["content-type"];
    if (!same)
      return { status: 400, body: { code: 0, message: "unexpected request", status: 400 } };
    return {
      status: 201,
      body: { ...(queued?.response.body as object), to: request.form.To, body: request.form.Body },
    };
  });
  return {
    port: new TwilioSms(config(fake.base)),
    delivered: async () =>
      fake.requests.map((r) => ({ to: r.form.To ?? "", body: r.form.Body ?? "" })),
    close: fake.close,
  };
});

describe("TwilioSms against Twilio's recorded exchanges", () => {
  const expected: Record<string, unknown> = {
    queued: { ok: true, id: "SM1f0e8ae6ade43cb3c0ce4525424e404f" },
    "messaging-service": { ok: true, id: "SM9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d" },
    "invalid-to": { ok: false, permanent: true, reason: "Twilio 400 error 21211" },
    "opted-out": { ok: false, permanent: true, reason: "Twilio 400 error 21610" },
    "too-many-requests": { ok: false, permanent: false, reason: "Twilio 429 error 20429" },
    "bad-credentials": { ok: false, permanent: true, reason: "Twilio 401 error 20003" },
  };

  it("has an expectation for every recording", () => {
    expect([...recordings.keys()].sort()).toEqual(Object.keys(expected).sort());
  });

  for (const [name, recording] of recordings) {
    it(`${name}: sends the recorded request and reads the recorded answer`, async () => {
      const fake = await startFakeTwilio(() => recording.response);
      const from = recording.request.form.MessagingServiceSid ?? recording.request.form.From;
      const sms = new TwilioSms(config(fake.base, from));
      const outcome = await sms.send({
        site: "brisbane-motor-group",
        to: recording.request.form.To ?? "",
        body: recording.request.form.Body ?? "",
      });
      await fake.close();
      expect(fake.requests).toEqual([recording.request]);
      expect(outcome).toEqual(expected[name]);
    });
  }

  it("reports an unreachable API as a failure to retry", async () => {
    const fake = await startFakeTwilio(() => ({ status: 201, body: {} }));
    await fake.close();
    const outcome = await new TwilioSms(config(fake.base), 2_000).send({
      site: "s",
      to: "+61412345678",
      body: "x",
    });
    expect(outcome).toMatchObject({ ok: false, permanent: false });
  });
});
