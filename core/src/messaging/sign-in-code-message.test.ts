import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hostileStringArb } from "../leads/lead-test-fixtures";
import { auSite, MAIL_DOMAIN, ORIGIN } from "./mail-test-fixtures";
import {
  gsm7Name,
  isGsm7,
  SMS_MAX_CHARS,
  shopperSignInCodeSms,
  staffSignInCodeMail,
} from "./sign-in-code-message";

const mail = (overrides: Partial<Parameters<typeof staffSignInCodeMail>[0]> = {}) =>
  staffSignInCodeMail({
    site: auSite,
    to: "sam@staff.example",
    code: "482913",
    ttlMinutes: 5,
    siteOrigin: ORIGIN,
    mailDomain: MAIL_DOMAIN,
    messageKey: "9f1c2a",
    ...overrides,
  });

describe("staffSignInCodeMail (issue 32: staff codes by e-mail)", () => {
  it("names the site in the subject and From, and is sent to the member only", () => {
    const m = mail();
    expect(m.subject).toBe(`Your ${auSite.name} dealer console sign-in code`);
    expect(m.fromName).toBe(auSite.name);
    expect(m.to).toEqual(["sam@staff.example"]);
    expect(m.site).toBe(auSite.slug);
  });

  it("both parts carry the code, how long it lasts and the line for someone who did not ask", () => {
    const m = mail();
    for (const part of [m.text, m.html ?? ""]) {
      expect(part).toContain("482913");
      expect(part).toContain("5 minutes");
      expect(part).toContain("If this wasn");
    }
    expect(m.html).toContain("<!DOCTYPE html>");
    expect(m.text).toContain("Your code: 482913");
    // The code stands alone, large and spaced, in the HTML part.
    expect(m.html).toMatch(/font-size:32px;[^"]*">482913<\/div>/);
  });

  it("keeps the code out of the subject, the Message-ID and every header", () => {
    const m = mail();
    expect(m.messageId).toBe("<sign-in.9f1c2a@mail.forecourt.example>");
    const headers = [
      m.subject,
      m.messageId,
      m.fromName,
      ...m.to,
      ...Object.values(m.headers ?? {}),
    ];
    for (const value of headers) expect(value).not.toContain("482913");
  });

  it("one minute reads as a minute", () => {
    expect(mail({ ttlMinutes: 1 }).text).toContain("for 1 minute.");
  });

  it("a site name with line breaks cannot add a header", () => {
    const m = mail({ site: { ...auSite, name: "Evil\r\nBcc: x@example.com" } });
    expect(m.subject).not.toMatch(/[\r\n]/);
  });
});

const siteArb = fc.record({
  slug: fc.constant("demo-motors"),
  name: fc.oneof(
    hostileStringArb,
    fc.string({ maxLength: 300 }),
    fc.constantFrom("Māori Motors Ōtautahi", "Über Autos €{}[]~|^\\", "🚗🚗", "", "   "),
  ),
  domains: fc.constantFrom<string[]>([], ["demo-motors.example"], [`${"a".repeat(60)}.example`]),
});

describe("shopperSignInCodeSms (issue 32: shopper codes by text)", () => {
  it("the code first, the site, how long it lasts, if this wasn't you, and the origin-bound line", () => {
    const sms = shopperSignInCodeSms({
      site: { slug: "bmg", name: "Brisbane Motor Group", domains: ["bmg.example"] },
      to: "+61412345678",
      code: "482913",
      ttlMinutes: 5,
    });
    expect(sms).toEqual({
      site: "bmg",
      to: "+61412345678",
      body: "482913 is your Brisbane Motor Group sign-in code. It expires in 5 minutes. If this wasn't you, ignore this text.\n\n@bmg.example #482913",
    });
  });

  it("accents become GSM-7 letters; characters outside GSM-7 are dropped", () => {
    expect(gsm7Name("Māori Motors Ōtautahi", 100)).toBe("Maori Motors Otautahi");
    expect(gsm7Name("Über {Autos} €", 100)).toBe("Über Autos");
    expect(gsm7Name("🚗", 100)).toBe("");
  });

  it("any site name and host: one SMS of at most 160 GSM-7 characters that carries the code", () => {
    fc.assert(
      fc.property(siteArb, fc.constantFrom(1, 5, 10, 60), (site, ttl) => {
        const { body } = shopperSignInCodeSms({
          site,
          to: "+64211234567",
          code: "007700",
          ttlMinutes: ttl,
        });
        expect(body.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
        expect(isGsm7(body)).toBe(true);
        expect(body.startsWith("007700 is your ")).toBe(true);
        expect(body).toContain("If this wasn't you");
      }),
    );
  });
});
