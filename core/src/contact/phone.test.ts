import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { MISSING_PHONE_NUMBER, phoneConsoleNote, phoneForCar } from "./phone-for-car";
import { callNowLabel, displayedPhone, formatPhone, maskPhone, telHref } from "./phone-format";

describe("§9 phone format: +61 → 0, grouped 2-4-4", () => {
  it.each([
    ["0733331234", "07 3333 1234"],
    ["+61733331234", "07 3333 1234"],
    ["+61 7 3333 1234", "07 3333 1234"],
    ["(07) 3333-1234", "07 3333 1234"],
    ["+61412345678", "04 1234 5678"],
    ["131313", "131313"],
    ["", ""],
  ])("%s → %s", (raw, formatted) => {
    expect(formatPhone(raw)).toBe(formatted);
  });

  it.each([
    ["+64 9 555 0140", "09 555 0140"],
    ["+6421 555 0123", "021 555 0123"],
    ["+64 27 555 012", "027 555 012"],
    ["+64 3 555 0150", "03 555 0150"],
  ])("issue 18: New Zealand %s → %s", (raw, formatted) => {
    expect(formatPhone(raw)).toBe(formatted);
  });

  it("label 'Call Now - {phone}' and tel link", () => {
    expect(callNowLabel("07 3333 1234")).toBe("Call Now - 07 3333 1234");
    expect(telHref("07 3333 1234")).toBe("tel:0733331234");
  });

  it("property: formatting is idempotent", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(\+61|0)[2-9]\d{8}$/), (raw) => {
        const once = formatPhone(raw);
        expect(once).toMatch(/^0\d \d{4} \d{4}$/);
        expect(formatPhone(once)).toBe(once);
      }),
    );
  });
});

describe("§4 phone masking after the first five digits", () => {
  it.each([
    ["07 3333 1234", "07 333* ****"],
    ["0733331234", "07333*****"],
    ["1300", "1300"],
  ])("%s → %s", (raw, masked) => {
    expect(maskPhone(raw)).toBe(masked);
  });

  it("property: keeps length and the first five digits, masks every later digit", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d ()+-]{0,20}$/), (raw) => {
        const masked = maskPhone(raw);
        expect(masked).toHaveLength(raw.length);
        const digits = raw.replace(/\D/g, "");
        expect(masked.replace(/[^\d]/g, "")).toBe(digits.slice(0, 5));
        expect(masked.replace(/[^*]/g, "")).toHaveLength(Math.max(0, digits.length - 5));
      }),
    );
  });
});

describe("§3 phone per car type with the filter flag", () => {
  const base = defaultSiteConfig("demo");
  const site = {
    ...base,
    phones: { new: "07 1111 1111", used: "07 2222 2222", demo: null, filter: true },
    dealer: { ...base.dealer, phone: "07 9999 9999" },
  };
  it.each([
    ["new car uses the new number", { car_type: "new" }, site, "07 1111 1111"],
    [
      "used car uses the used number",
      { car_type: "used", location: { phone: "07 5555 5555" } },
      site,
      "07 2222 2222",
    ],
    [
      "demo without a number: location phone",
      { car_type: "demo", location: { phone: "07 5555 5555" } },
      site,
      "07 5555 5555",
    ],
    [
      "filter off: location phone",
      { car_type: "new", location: { phone: "07 5555 5555" } },
      { ...site, phones: { ...site.phones, filter: false } },
      "07 5555 5555",
    ],
    ["nothing else: dealer phone", { car_type: "demo" }, site, "07 9999 9999"],
  ])("%s", (_n, car, s, phone) => {
    expect(phoneForCar(car, s)).toBe(phone);
  });
});

describe("§4 phone reveal", () => {
  it("masked until clicked on phone-masking sites", () => {
    const masking = { features: { phoneMasking: true } };
    expect(displayedPhone("+61733331234", masking, false)).toBe("07 333* ****");
    expect(displayedPhone("+61733331234", masking, true)).toBe("07 3333 1234");
    expect(displayedPhone("+61733331234", { features: { phoneMasking: false } }, false)).toBe(
      "07 3333 1234",
    );
  });
});

describe("§8 console-only 'missing phone number'", () => {
  it("is logged when a car has no phone from its type, location or dealer", () => {
    const base = defaultSiteConfig("demo");
    const site = {
      ...base,
      phones: { ...base.phones, filter: false },
      dealer: { ...base.dealer, phone: null },
    };
    const phone = phoneForCar({ car_type: "used", location: null }, site);
    expect(phone).toBeNull();
    expect(phoneConsoleNote(phone)).toBe(MISSING_PHONE_NUMBER);
    expect(phoneConsoleNote("   ")).toBe("Missing phone number");
  });

  it("is not logged when there is a phone", () => {
    expect(phoneConsoleNote("07 3333 1234")).toBeNull();
  });
});
