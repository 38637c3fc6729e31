import { describe, expect, it } from "vitest";
import { mailConfigFrom, smsConfigFrom } from "./messaging-config";

const SID = "AC0123456789abcdef0123456789abcdef";

describe("mailConfigFrom", () => {
  it("uses .eml files when no SMTP server is named", () => {
    expect(mailConfigFrom({})).toEqual({ provider: "files", from: "no-reply@forecourt.localhost" });
    expect(mailConfigFrom({ FORECOURT_SMTP_URL: "" })).toMatchObject({ provider: "files" });
  });

  it("uses SMTP with the URL and sender", () => {
    expect(
      mailConfigFrom({
        FORECOURT_SMTP_URL: "smtps://u:p@mail.example.com:465",
        FORECOURT_MAIL_FROM: "leads@forecourt.example",
      }),
    ).toEqual({
      provider: "smtp",
      url: "smtps://u:p@mail.example.com:465",
      from: "leads@forecourt.example",
      dkim: undefined,
    });
  });

  it.each([
    [{ FORECOURT_SMTP_URL: "http://mail.example.com" }, /^FORECOURT_SMTP_URL: must be smtp:\/\//],
    [{ FORECOURT_SMTP_URL: "not a url" }, /^FORECOURT_SMTP_URL: /],
    [{ FORECOURT_SMTP_URL: "smtp://mail.example.com" }, /^FORECOURT_MAIL_FROM: required/],
    [
      { FORECOURT_SMTP_URL: "smtp://m.example.com", FORECOURT_MAIL_FROM: "Leads <a@b.com>" },
      /^FORECOURT_MAIL_FROM: must be one e-mail address/,
    ],
    [
      {
        FORECOURT_SMTP_URL: "smtp://m.example.com",
        FORECOURT_MAIL_FROM: "a@b.com",
        FORECOURT_DKIM_DOMAIN: "b.com",
      },
      /^FORECOURT_DKIM_DOMAIN: DKIM signing needs/,
    ],
  ])("stops on %j with one line naming the variable", (env, message) => {
    expect(() => mailConfigFrom(env)).toThrow(message);
  });
});

describe("smsConfigFrom", () => {
  it("uses text files by default", () => {
    expect(smsConfigFrom({})).toEqual({ provider: "files" });
  });

  it("uses Twilio with its account, token and sender, on Twilio's own host by default", () => {
    expect(
      smsConfigFrom({
        FORECOURT_SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: "t",
        TWILIO_FROM: "+61480000000",
      }),
    ).toEqual({
      provider: "twilio",
      accountSid: SID,
      authToken: "t",
      from: "+61480000000",
      apiBase: "https://api.twilio.com",
    });
  });

  it.each([
    [{ FORECOURT_SMS_PROVIDER: "nexmo" }, /^FORECOURT_SMS_PROVIDER: must be "files" or "twilio"/],
    [{ FORECOURT_SMS_PROVIDER: "twilio" }, /^TWILIO_ACCOUNT_SID: required/],
    [
      { FORECOURT_SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t" },
      /^TWILIO_ACCOUNT_SID: must be the account's SID/,
    ],
    [
      {
        FORECOURT_SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: "t",
        TWILIO_FROM: "0412 345 678",
      },
      /^TWILIO_FROM: must be an E.164 number/,
    ],
    [
      {
        FORECOURT_SMS_PROVIDER: "twilio",
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: "t",
        TWILIO_FROM: "+61480000000",
        TWILIO_API_BASE: "ftp://x",
      },
      /^TWILIO_API_BASE: must be an http\(s\) address/,
    ],
  ])("stops on %j with one line naming the variable", (env, message) => {
    expect(() => smsConfigFrom(env)).toThrow(message);
  });
});
