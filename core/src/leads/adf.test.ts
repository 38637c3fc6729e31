import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { renderAdf } from "./adf";
import { adfDtdErrors, adfTextAt } from "./adf-validate.test-helper";
import { LEAD_FORMS, type LeadFormName } from "./lead-forms";
import {
  demoCar,
  demoSite,
  hostileStringArb,
  leadFormArb,
  validPayloads,
} from "./lead-test-fixtures";
import {
  SERVICE_HISTORIES,
  TRADE_IN_CONDITIONS,
  TRADE_IN_QUESTIONS,
  tradeInAnswerLines,
  YES_NO,
} from "./trade-in-offer";
import { type ValidLead, validateLead } from "./validate-lead";
import { stripNonXmlChars } from "./xml";

const now = new Date("2026-11-23T00:49:45Z");

function leadFor(form: LeadFormName, overrides: Record<string, unknown> = {}): ValidLead {
  const result = validateLead(form, { ...validPayloads[form], ...overrides }, demoSite, {
    car: demoCar,
  });
  if (!result.ok) throw new Error(`${form}: ${JSON.stringify(result.errors)}`);
  return result.lead;
}

describe("the DTD validator used by these tests can fail", () => {
  const valid = renderAdf(leadFor("general"), { site: demoSite, now });
  it.each([
    ["a missing required element", valid.replace(/<year>[^<]*<\/year>/, "")],
    ["an attribute outside its enumeration", valid.replace('interest="buy"', 'interest="maybe"')],
    ["an undeclared element", valid.replace("<requestdate>", "<foo/><requestdate>")],
    [
      "a contact with no email or phone",
      valid.replace(/<email>[^<]*<\/email><phone[^>]*>[^<]*<\/phone>/, ""),
    ],
    ["a forbidden control character", valid.replace("Jane", "Ja\u0001ne")],
    ["unescaped markup", valid.replace("Jane", "Ja<ne")],
  ])("rejects %s", (_what, xml) => {
    expect(adfDtdErrors(xml)).not.toEqual([]);
  });
});

describe("renderAdf: one DTD-valid document per lead kind", () => {
  it.each(LEAD_FORMS)("%s, with and without the car", (form) => {
    const lead = leadFor(form);
    for (const car of [demoCar, null]) {
      const xml = renderAdf(lead, { site: demoSite, now, leadId: "lead-1", car });
      expect(adfDtdErrors(xml)).toEqual([]);
    }
  });

  it("is valid for a bare site with no dealer contact, locations or manufacturer", () => {
    const bare = SiteConfig.parse({ slug: "bare", name: "Bare" });
    const result = validateLead("vehicle-enquiry", validPayloads["vehicle-enquiry"], bare);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(adfDtdErrors(renderAdf(result.lead, { site: bare, now }))).toEqual([]);
  });
});

describe("renderAdf: content", () => {
  const xml = renderAdf(leadFor("test-drive", { message: 'Can I bring my dog? <3 & "soon"' }), {
    site: demoSite,
    now,
    leadId: "lead-42",
    car: demoCar,
  });

  it.each([
    ['<?adf version="1.0"?>'],
    ['<prospect status="new"><id sequence="1" source="Forecourt">lead-42</id>'],
    ["<requestdate>2026-11-23T10:49:45+10:00</requestdate>"],
    ['<vehicle interest="test-drive" status="used"><id source="Forecourt">car-42</id>'],
    [
      "<year>2021</year><make>Toyota</make><model>Corolla</model><vin>JTNB23HE00J123456</vin><stock>U1234</stock>",
    ],
    ['<odometer units="km">42000</odometer>'],
    ['<price type="asking" currency="AUD">25990</price>'],
    ['<name part="first">Jane</name><name part="last">Citizen</name>'],
    ["<email>jane@example.com</email>"],
    ['<phone type="cellphone">0412345678</phone>'],
    ["<earliestdate>2026-12-01T09:30:00+10:00</earliestdate>"],
    ["Can I bring my dog? &lt;3 &amp; &quot;soon&quot;"],
    ["Pick-up location: Toowoomba Hub"],
    ["<vendorname>Demo Toyota Sales</vendorname>"],
    ['<email>leads@demo-motors.com.au</email><phone type="voice">07 3000 0001</phone>'],
    [
      '<provider><name part="full" type="business">Forecourt</name><service>Test Drive</service></provider>',
    ],
  ])("contains %s", (fragment) => {
    expect(xml).toContain(fragment);
  });

  it("adds the trade vehicle with the offer as an appraisal", () => {
    const tradeXml = renderAdf(leadFor("trade-in"), { site: demoSite, now, car: demoCar });
    expect(tradeXml).toContain(
      '<vehicle interest="trade-in" status="used"><year>2015</year><make>Mazda</make><model>3</model><odometer units="km">120000</odometer><price type="appraisal" currency="AUD">9500</price><pricecomments>Estimate $8,550 – $16,000</pricecomments><comments>Rego: XYZ789 (QLD)\nOffer: $9,500\nCondition: Good\nAccident damage: No\nFinance owing: Yes\nService history: Partial\nPhotos: 3</comments></vehicle>',
    );
  });

  it("is DTD-valid with any subset of the answers, and carries each one given", () => {
    const answerArb = fc.record(
      {
        condition: fc.constantFrom(...TRADE_IN_CONDITIONS),
        accident_damage: fc.constantFrom(...YES_NO),
        finance_owing: fc.constantFrom(...YES_NO),
        service_history: fc.constantFrom(...SERVICE_HISTORIES),
        photos_count: fc.integer({ min: 0, max: 20 }),
        offer_price: fc.integer({ min: 0, max: 300_000 }),
        estimate_low: fc.integer({ min: 0, max: 300_000 }),
        estimate_high: fc.integer({ min: 0, max: 300_000 }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(answerArb, (answers) => {
        const base = Object.fromEntries(
          Object.entries(validPayloads["trade-in"]).filter(
            ([k]) =>
              !(k in TRADE_IN_QUESTIONS) &&
              !["offer_price", "estimate_low", "estimate_high"].includes(k),
          ),
        );
        const result = validateLead("trade-in", { ...base, ...answers }, demoSite);
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const xml = renderAdf(result.lead, { site: demoSite, now, car: demoCar });
        expect(adfDtdErrors(xml)).toEqual([]);
        const comments = adfTextAt(xml, "//vehicle[@interest='trade-in']/comments") ?? "";
        for (const [label, value] of tradeInAnswerLines(answers)) {
          expect(comments).toContain(`${label}: ${value}`);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("reads back every answer from the trade vehicle as a parser sees it", () => {
    const tradeXml = renderAdf(leadFor("trade-in"), { site: demoSite, now, car: demoCar });
    expect(adfTextAt(tradeXml, "//vehicle[@interest='trade-in']/comments")?.split("\n")).toEqual([
      "Rego: XYZ789 (QLD)",
      "Offer: $9,500",
      "Condition: Good",
      "Accident damage: No",
      "Finance owing: Yes",
      "Service history: Partial",
      "Photos: 3",
    ]);
    expect(adfTextAt(tradeXml, "//vehicle[@interest='trade-in']/pricecomments")).toBe(
      "Estimate $8,550 – $16,000",
    );
  });

  it("uses the full name part for a one-word name", () => {
    expect(renderAdf(leadFor("general", { name: "Cher" }), { site: demoSite, now })).toContain(
      '<name part="full">Cher</name>',
    );
  });
});

describe("renderAdf: property", () => {
  it("is DTD-valid for random payloads full of hostile strings", () => {
    const fieldArb = fc.record({
      name: hostileStringArb.map((s) => `N${s}`.slice(0, 100)),
      last_name: hostileStringArb,
      message: hostileStringArb,
      category: hostileStringArb.map((s) => `C${s}`),
      subcategory: hostileStringArb,
      "Vehicle Make": hostileStringArb,
      "Vehicle Model": hostileStringArb,
      stock_number: hostileStringArb,
      "Request Photos": hostileStringArb,
      url: hostileStringArb,
      regoState: hostileStringArb.map((s) => s.slice(0, 3)),
      trade_make: hostileStringArb,
      extraKey: hostileStringArb.map((s) => `Q${s}`.slice(0, 100)),
      extraValue: hostileStringArb,
      "Tint (check_option)": fc.boolean(),
    });
    const carArb = fc.record({
      make: hostileStringArb,
      model: hostileStringArb,
      badge: hostileStringArb,
      colour: hostileStringArb,
      stocknum: hostileStringArb,
      price: fc.oneof(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
      ),
    });
    let rendered = 0;
    fc.assert(
      fc.property(
        leadFormArb,
        fieldArb,
        carArb,
        hostileStringArb,
        (form, fields, carFields, siteName) => {
          const { extraKey, extraValue, ...rest } = fields;
          const payload = { ...validPayloads[form], ...rest, [extraKey]: extraValue };
          const car = { ...demoCar, ...carFields };
          const site = {
            ...demoSite,
            name: siteName,
            dealer: { ...demoSite.dealer, phone: siteName },
          };
          const result = validateLead(form, payload, site, { car });
          if (!result.ok) return; // hostile text may fail a field rule; valid leads are what get rendered
          const xml = renderAdf(result.lead, { site, now, leadId: siteName, car });
          expect(adfDtdErrors(xml)).toEqual([]);
          rendered += 1;
        },
      ),
      { numRuns: 200 },
    );
    // Most hostile payloads are still valid leads, so the DTD check above really ran.
    expect(rendered).toBeGreaterThan(150);
  });
});

describe("renderAdf: escaping round-trips", () => {
  it("a parser reads back exactly the shopper's text (forbidden characters dropped)", () => {
    fc.assert(
      fc.property(hostileStringArb, hostileStringArb, (message, make) => {
        const lead = leadFor("parts", { message: `M${message}`, "Vehicle Make": `K${make}` });
        if (lead.kind !== "parts") throw new Error("a parts lead");
        const xml = renderAdf(lead, { site: demoSite, now });
        const expected = (text: string) => stripNonXmlChars(text).replace(/\r\n?/g, "\n");
        expect(adfTextAt(xml, "/adf/prospect/vehicle/make")).toBe(
          expected(lead["Vehicle Make"] ?? ""),
        );
        const comments = adfTextAt(xml, "/adf/prospect/customer/comments") ?? "";
        expect(comments.startsWith(expected(lead.message ?? ""))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
