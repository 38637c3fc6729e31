import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone } from "../contact/phone-format";
import { LEAD_FORMS, type LeadFormName } from "../leads/lead-forms";
import { hostileStringArb, validPayloads } from "../leads/lead-test-fixtures";
import { type ValidLead, validateLead } from "../leads/validate-lead";
import { auSite, car, MAIL_DOMAIN, ORIGIN } from "./mail-test-fixtures";
import { htmlAddresses, markupSkeleton } from "./mail-test-helpers";
import { dealerLeadUrl, newLeadAlertMail } from "./new-lead-alert";

const now = new Date("2026-12-07T01:30:00Z");
const staff = ["sam@staff.example", "kim@staff.example"];

function lead(form: LeadFormName, overrides: Record<string, unknown> = {}) {
  const checked = validateLead(form, { ...validPayloads[form], ...overrides }, auSite, { car });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.lead;
}

function alertOf(l: ValidLead, leadId = "lead-1", withCar = true) {
  const mail = newLeadAlertMail({
    site: auSite,
    lead: l,
    leadId,
    car: withCar ? car : null,
    location: null,
    now,
    siteOrigin: ORIGIN,
    mailDomain: MAIL_DOMAIN,
    to: staff,
  });
  if (!mail.html) throw new Error("expected an HTML part");
  return { ...mail, html: mail.html };
}

/** Everything of the message a reader sees: subject, both parts and every header value. */
const everything = (mail: ReturnType<typeof alertOf>) =>
  [mail.subject, mail.text, mail.html, mail.fromName, mail.replyTo ?? "", ...mail.to].join("\n");

describe("newLeadAlertMail (issue 32 §2.2)", () => {
  it.each(LEAD_FORMS)(
    "%s: to the staff, first name, what was asked and a link to the lead",
    (form) => {
      const mail = alertOf(lead(form));
      expect(mail.to).toEqual(staff);
      expect(mail.messageId).toBe("<alert.lead-1@mail.forecourt.example>");
      expect(mail.subject).toMatch(/^New .+ lead: Jane/);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain("Jane");
        expect(part).toContain("Is it still available?");
        expect(part).toContain(`${ORIGIN}/dealer/leads/lead-1`);
      }
    },
  );

  it("names the car: its title, price, stock number and page", () => {
    const { html, text, subject } = alertOf(lead("vehicle-enquiry"));
    expect(subject).toBe("New Vehicle Enquiry lead: Jane – 2021 Toyota Corolla");
    for (const part of [html, text]) {
      expect(part).toContain("2021 Toyota Corolla");
      expect(part).toContain("$25,990");
      expect(part).toContain("U1234");
      expect(part).toContain(`${ORIGIN}/cars/2021-toyota-corolla-u1234`);
    }
  });

  it("without a car, names the vehicle the form asked about", () => {
    const { text } = alertOf(lead("parts"), "lead-1", false);
    expect(text).toContain("Vehicle: Toyota HiLux");
  });

  it("never holds the shopper's surname, e-mail address, phone, postcode or rego", () => {
    const l = lead("trade-in", { name: "Jane Citizen", last_name: "Oyelaran" });
    const all = everything(alertOf(l));
    for (const secret of [
      "Citizen",
      "Oyelaran",
      "jane@example.com",
      "0412",
      "412 345",
      "4000",
      "XYZ789",
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain("2015 Mazda 3"); // the trade vehicle is what was asked about
  });

  it("links are absolute; the lead's id is encoded into its console address", () => {
    const { html } = alertOf(lead("general"), "a b/c?d");
    expect(dealerLeadUrl(ORIGIN, "a b/c?d")).toBe(`${ORIGIN}/dealer/leads/a%20b%2Fc%3Fd`);
    const { links, resources } = htmlAddresses(html);
    expect(links).toContain(`${ORIGIN}/dealer/leads/a%20b%2Fc%3Fd`);
    for (const link of links) expect(link).toMatch(/^https:\/\//);
    expect(resources).toEqual([`${ORIGIN}/images/logos/demo-motors.svg`]);
  });

  it("shows the time received in the lead's zone, dd/MM/yyyy HH:mm", () => {
    expect(alertOf(lead("general")).text).toContain(
      "Received: 07/12/2026 11:30 (Australia/Brisbane)",
    );
  });

  it("property: never the surname, e-mail or phone, never added markup, one-line subject", () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{5,10}$/);
    const local = fc.stringMatching(/^[a-z]{6,10}$/);
    const mobile = fc.stringMatching(/^04\d{8}$/);
    fc.assert(
      fc.property(
        word,
        word,
        word,
        local,
        mobile,
        hostileStringArb,
        (first, surname, lastName, mailbox, phone, message) => {
          fc.pre(new Set([first, surname, lastName]).size === 3);
          const checked = validateLead(
            "vehicle-enquiry",
            {
              ...validPayloads["vehicle-enquiry"],
              name: `${first} Zq${surname}`,
              last_name: `Qz${lastName}`,
              email: `${mailbox}@shopper.example`,
              phone,
              message,
            },
            auSite,
            { car },
          );
          fc.pre(checked.ok);
          if (!checked.ok) return;
          const mail = alertOf(checked.lead);
          const all = everything(mail);
          for (const secret of [
            `Zq${surname}`,
            `Qz${lastName}`,
            mailbox,
            phone,
            formatPhone(phone),
          ]) {
            expect(all).not.toContain(secret);
          }
          expect(all).toContain(first);
          expect(mail.subject).not.toMatch(/[\r\n\u2028\u2029]/);
          const plain = alertOf({
            ...checked.lead,
            message: checked.lead.message ? "x" : checked.lead.message,
          } as ValidLead);
          expect(markupSkeleton(mail.html)).toEqual(markupSkeleton(plain.html));
        },
      ),
      { numRuns: 150 },
    );
  });
});
