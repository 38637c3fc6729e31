import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAD_FORMS, type LeadFormName } from "../leads/lead-forms";
import { hostileStringArb, validPayloads } from "../leads/lead-test-fixtures";
import { type ValidLead, validateLead } from "../leads/validate-lead";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { auSite, car, MAIL_DOMAIN, nzCar, nzSite, ORIGIN } from "./mail-test-fixtures";
import { htmlAddresses, markupSkeleton } from "./mail-test-helpers";
import { shopperAcknowledgementMail } from "./shopper-acknowledgement";

// Monday 7 December 2026, 01:30 UTC: 11:30 on Monday in Brisbane.
const now = new Date("2026-12-07T01:30:00Z");

function lead(form: LeadFormName, overrides: Record<string, unknown> = {}, site = auSite) {
  const carFor = site === nzSite ? nzCar : car;
  const payload = { ...validPayloads[form], ...overrides };
  const checked = validateLead(form, payload, site, { car: carFor });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.lead;
}

const ack = (l: ValidLead, options: { site?: SiteConfig; car?: Car | null; at?: Date } = {}) =>
  shopperAcknowledgementMail({
    site: options.site ?? auSite,
    lead: l,
    leadId: "lead-1",
    car: options.car === undefined ? car : options.car,
    location: null,
    now: options.at ?? now,
    siteOrigin: ORIGIN,
    mailDomain: MAIL_DOMAIN,
  });

function mailOf(l: ValidLead, options?: Parameters<typeof ack>[1]) {
  const mail = ack(l, options);
  if (!mail?.html) throw new Error("expected an acknowledgement with an HTML part");
  return { ...mail, html: mail.html };
}

describe("shopperAcknowledgementMail (issue 32 §2.3)", () => {
  it.each(LEAD_FORMS)(
    "%s: goes to the shopper, in the site's name, with a stable Message-ID",
    (form) => {
      const mail = mailOf(lead(form));
      expect(mail.to).toEqual(["jane@example.com"]);
      expect(mail.site).toBe("demo-motors");
      expect(mail.fromName).toBe("Demo Motors");
      expect(mail.replyTo).toBe("leads@demo-motors.com.au");
      expect(mail.messageId).toBe("<ack.lead-1@mail.forecourt.example>");
      expect(mail.subject).toMatch(/^Thanks Jane, we've received your /);
      for (const part of [mail.html, mail.text]) {
        expect(part).toContain("Demo Motors");
        expect(part).toMatch(/what happens next/i);
        expect(part).toContain("Is it still available?");
      }
    },
  );

  it.each([
    ["test-drive", "confirm a time for your test drive"],
    ["service-booking", "confirm your booking"],
    ["finance", "not a finance application"],
    ["reserve", "confirm your reservation"],
    ["trade-in", "arrange an inspection"],
    ["general", "reply to your enquiry"],
  ] as const)("%s says what happens next: %s", (form, words) => {
    const mail = mailOf(lead(form));
    expect(mail.html).toContain(words);
    expect(mail.text).toContain(words);
  });

  it("a lead without an e-mail address gets no acknowledgement", () => {
    const base = lead("vehicle-enquiry");
    for (const email of ["", "   ", "not an address", "a@b.example\r\nBcc: x@y.example"]) {
      expect(ack({ ...base, email } as ValidLead)).toBeNull();
    }
    expect(ack({ ...base, email: undefined } as unknown as ValidLead)).toBeNull();
  });

  it("shows the car: title, price with its type, an absolute link and its WebP photo", () => {
    const mail = mailOf(lead("vehicle-enquiry"));
    const carPage = `${ORIGIN}/cars/2021-toyota-corolla-u1234`;
    const photo = `${ORIGIN}/images/w640-q75/cars/Toyota/U1234/hatch-white-side.webp`;
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain("2021 Toyota Corolla");
      expect(part).toContain("$25,990");
      expect(part).toContain("Drive Away");
      expect(part).toContain(carPage);
    }
    expect(mail.html).toContain(`<img src="${photo}" alt="2021 Toyota Corolla"`);
  });

  it("every link and picture is absolute, and the only pictures are the logo and the car's photo", () => {
    const { html } = mailOf(lead("test-drive"));
    const { links, resources } = htmlAddresses(html);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link).toMatch(/^(https:\/\/|tel:\+?\d+$)/);
    expect(resources).toEqual([
      `${ORIGIN}/images/logos/demo-motors.svg`,
      `${ORIGIN}/images/w640-q75/cars/Toyota/U1234/hatch-white-side.webp`,
    ]);
    expect(html).not.toMatch(/<(script|link|iframe|object|embed|form|style)\b/i);
  });

  it("a photo address that is not http(s) is left out, never loaded", () => {
    const odd = Car.parse({ ...car, primary_image_url: "javascript:alert(1)", images: [] });
    const { html } = mailOf(lead("vehicle-enquiry"), { car: odd });
    expect(htmlAddresses(html).resources).toEqual([`${ORIGIN}/images/logos/demo-motors.svg`]);
    expect(html).not.toContain("javascript:");
  });

  it("a site without a logo shows its name in its place, and loads only the car's photo", () => {
    const site = SiteConfig.parse({ ...auSite, theme: { ...auSite.theme, logoUrl: null } });
    const { html } = mailOf(lead("vehicle-enquiry"), { site });
    expect(htmlAddresses(html).resources).toHaveLength(1);
  });

  it("shows the location's address, phone (§9 format) and today's hours", () => {
    const { html, text } = mailOf(lead("general", { location: "demo-toyota-sales" }));
    for (const part of [html, text]) {
      expect(part).toContain("Demo Toyota Sales");
      expect(part).toContain("1 Main Road, Springwood QLD 4127");
      expect(part).toContain("07 3000 0001");
      expect(part).toContain("Today (Monday): Monday hours");
    }
    expect(html).toContain('href="tel:+61730000001"');
  });

  it("without a location, gives the site's phone (§9 format) for a sooner answer", () => {
    const site = SiteConfig.parse({
      ...auSite,
      dealer: { ...auSite.dealer, phone: "+61730000000" },
    });
    const { text } = mailOf(lead("parts"), { site, car: null });
    expect(text).toContain("If you need us sooner, call 07 3000 0000.");
    expect(text).not.toContain("Today (");
  });

  it("the location the caller passes wins over the one the lead names", () => {
    const service = auSite.locations.find((l) => l.id === "3");
    const l = lead("general", { location: "demo-toyota-sales" });
    const mail = shopperAcknowledgementMail({
      site: auSite,
      lead: l,
      leadId: "lead-1",
      car: null,
      location: service ?? null,
      now,
      siteOrigin: ORIGIN,
      mailDomain: MAIL_DOMAIN,
    });
    expect(mail?.text).toContain("passed it to Demo Toyota.");
    expect(mail?.text).toContain("Demo Toyota Service\n");
  });

  it("today's hours are the location's own day: Auckland is already on Tuesday at 12:00 UTC Monday", () => {
    const mondayNoonUtc = new Date("2026-12-07T12:00:00Z");
    const l = lead("vehicle-enquiry", {}, nzSite);
    const { html, text } = mailOf(l, { site: nzSite, car: nzCar, at: mondayNoonUtc });
    for (const part of [html, text]) {
      expect(part).toContain("Today (Tuesday): Tuesday 8 - 6");
      expect(part).not.toContain("Monday 9 - 5");
    }
  });

  it("a public holiday where the location is closes today, and says why", () => {
    const christmas = new Date("2026-12-24T20:00:00Z"); // 25 December, 09:00 in Auckland.
    const l = lead("vehicle-enquiry", {}, nzSite);
    const { text } = mailOf(l, { site: nzSite, car: nzCar, at: christmas });
    expect(text).toContain("Today (Friday): Closed – Christmas Day");
  });

  it("NZ sites use NZ words: no stamp duty for a drive-away price", () => {
    const au = mailOf(lead("vehicle-enquiry"));
    const nz = mailOf(lead("vehicle-enquiry", {}, nzSite), { site: nzSite, car: nzCar });
    expect(au.text).toContain("stamp duty");
    for (const part of [nz.html, nz.text]) {
      expect(part).not.toMatch(/stamp duty|third party/i);
      expect(part).toContain("warrant of fitness");
    }
    expect(nz.html).toContain('<html lang="en-NZ">');
  });

  it("writes the preferred date and time sent as §9 dates in the location's zone, the phone §9 too", () => {
    const { text } = mailOf(lead("test-drive", { dateTime: "2026-12-09T10:30" }));
    expect(text).toContain("Preferred date: 09/12/2026 10:30 (Australia/Brisbane)");
    expect(text).toContain("Sent: 07/12/2026 11:30 (Australia/Brisbane)");
    expect(text).toContain("Phone: 04 1234 5678");
  });

  it("escapes the site's and the location's own texts too", () => {
    const site = SiteConfig.parse({
      ...auSite,
      name: 'Demo <b>"Motors"</b> & Co',
      locations: auSite.locations.map((l) => ({ ...l, name: `${l.name} <img src=x>` })),
    });
    const { html } = mailOf(lead("general", { location: "demo-toyota-sales" }), { site });
    expect(html).toContain("Demo &lt;b&gt;&quot;Motors&quot;&lt;/b&gt; &amp; Co");
    expect(html).not.toContain("<img src=x>");
    expect(markupSkeleton(html)).toEqual(
      markupSkeleton(mailOf(lead("general", { location: "demo-toyota-sales" })).html),
    );
  });

  it("property: no text a shopper writes adds markup, and the subject stays one line", () => {
    fc.assert(
      fc.property(
        hostileStringArb,
        hostileStringArb,
        hostileStringArb,
        fc.constantFrom<LeadFormName>("vehicle-enquiry", "test-drive", "general", "trade-in"),
        (name, lastName, message, form) => {
          const checked = validateLead(
            form,
            { ...validPayloads[form], name, last_name: lastName, message },
            auSite,
            { car },
          );
          fc.pre(checked.ok);
          if (!checked.ok) return;
          const hostile = mailOf(checked.lead);
          const plain = mailOf({
            ...checked.lead,
            name: "x",
            last_name: checked.lead.last_name ? "x" : checked.lead.last_name,
            message: checked.lead.message ? "x" : checked.lead.message,
          } as ValidLead);
          expect(markupSkeleton(hostile.html)).toEqual(markupSkeleton(plain.html));
          expect(hostile.html).not.toMatch(/<script/i);
          expect(hostile.subject).not.toMatch(/[\r\n\u2028\u2029]/);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the property is about them
          expect(hostile.text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
        },
      ),
      { numRuns: 200 },
    );
  });
});
