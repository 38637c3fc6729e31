import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { renderAdf } from "./adf";
import { adfDtdErrors, adfTextAt } from "./adf-validate.test-helper";
import { renderLeadEmail } from "./lead-email";
import { LEAD_TEXT_PART_NAME, leadMail, leadRecipients } from "./lead-mail";
import { demoCar, demoSite, hostileStringArb, leadFormArb, validLead } from "./lead-test-fixtures";
import type { ValidLead } from "./validate-lead";

const now = new Date("2026-12-07T01:30:00Z");
const site = SiteConfig.parse({
  ...demoSite,
  leadRecipients: ["sales@crm.example", "sales@crm.example", "manager@crm.example"],
  locations: demoSite.locations.map((l) =>
    l.id === "2" ? { ...l, leadRecipients: ["mazda@crm.example"] } : l,
  ),
});
const car = Car.parse({ ...demoCar, primary_image_url: "/images/cars/u1234-1.webp" });

function mailFor(lead: ValidLead, leadId = "lead-1") {
  const context = { site, now, leadId, car };
  const rendered = { adfXml: renderAdf(lead, context), emailText: renderLeadEmail(lead, context) };
  return { rendered, mail: leadMail(lead, context, rendered, "forecourt.example") };
}

describe("leadRecipients (issue 32 §2.1)", () => {
  it("sends to the site's recipients, each once", () => {
    expect(leadRecipients(validLead("general"), { site, car: null })).toEqual([
      "sales@crm.example",
      "manager@crm.example",
    ]);
  });

  it("a location's own recipients take its leads: chosen on the form", () => {
    const lead = validLead("find-me-something-similar", { location: "2" });
    expect(leadRecipients(lead, { site, car: null })).toEqual(["mazda@crm.example"]);
  });

  it("a location's own recipients take its leads: the car's location", () => {
    const atMazda = Car.parse({ ...demoCar, location: { ...demoCar.location, id: "2" } });
    const lead = validLead("vehicle-enquiry");
    expect(leadRecipients(lead, { site, car: atMazda })).toEqual(["mazda@crm.example"]);
    expect(leadRecipients(lead, { site, car: demoCar })).toEqual([
      "sales@crm.example",
      "manager@crm.example",
    ]);
  });

  it("none when neither the location nor the site names any", () => {
    expect(leadRecipients(validLead("general"), { site: demoSite, car: null })).toEqual([]);
  });
});

describe("leadMail (issue 32 §2.1)", () => {
  it("is the ADF as the body, the readable text inline beside it, to the recipients", () => {
    const lead = validLead("vehicle-enquiry");
    const { rendered, mail } = mailFor(lead);
    expect(mail).toMatchObject({
      site: "demo-motors",
      to: ["sales@crm.example", "manager@crm.example"],
      fromName: "Demo Motors",
      text: rendered.adfXml,
      messageId: "<lead.lead-1@forecourt.example>",
      attachments: [
        {
          filename: LEAD_TEXT_PART_NAME,
          content: rendered.emailText,
          contentType: "text/plain; charset=utf-8",
          inline: true,
        },
      ],
    });
    expect(mail?.subject).toBe("Vehicle Enquiry: 2021 Toyota Corolla – Jane Citizen");
    expect(adfDtdErrors(mail?.text ?? "")).toEqual([]);
  });

  it("the same lead always has the same Message-ID (a CRM drops the duplicate)", () => {
    const lead = validLead("general");
    expect(mailFor(lead, "abc").mail?.messageId).toBe(mailFor(lead, "abc").mail?.messageId);
    expect(mailFor(lead, "abc").mail?.messageId).not.toBe(mailFor(lead, "abd").mail?.messageId);
  });

  it("names the car's picture and the dealer by absolute address on the site's primary host", () => {
    const { mail } = mailFor(validLead("vehicle-enquiry"));
    const xml = mail?.text ?? "";
    expect(adfTextAt(xml, "//vehicle/imagetag")).toBe(
      "https://demo-motors.com.au/images/cars/u1234-1.webp",
    );
    expect(adfTextAt(xml, "//vendor/url")).toBe("https://demo-motors.com.au");
  });

  it("is null when nobody is to receive it", () => {
    const lead = validLead("general");
    const context = { site: demoSite, now, leadId: "x", car: null };
    expect(leadMail(lead, context, { adfXml: "", emailText: "" }, "f.example")).toBeNull();
  });

  it("every form, whatever the shopper typed: a valid ADF body and a one-line subject", () => {
    fc.assert(
      fc.property(leadFormArb, hostileStringArb, hostileStringArb, (form, name, message) => {
        let lead: ValidLead;
        try {
          lead = validLead(form, { name: name.trim() || "Jo", message });
        } catch {
          return; // the form refused it: nothing is sent
        }
        const { mail } = mailFor(lead);
        expect(adfDtdErrors(mail?.text ?? "")).toEqual([]);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may reach a header
        expect(mail?.subject).not.toMatch(/[\u0000-\u001f\u007f]/);
      }),
      { numRuns: 60 },
    );
  });

  it("a name with CR/LF cannot add a header through the subject", () => {
    const { mail } = mailFor(validLead("general", { name: "Jane\r\nBcc: victim@example.com" }));
    expect(mail?.subject).toBe(
      "General Enquiry: 2021 Toyota Corolla – Jane Bcc: victim@example.com",
    );
  });
});
