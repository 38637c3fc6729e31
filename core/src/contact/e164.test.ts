import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mobileToE164 } from "./e164";
import { formatPhone } from "./phone-format";

describe("mobileToE164", () => {
  it.each([
    ["0412 345 678", "AU", "+61412345678"],
    ["+61 412 345 678", "AU", "+61412345678"],
    ["61412345678", "AU", "+61412345678"],
    ["(04) 1234-5678", "AU", "+61412345678"],
    ["07 3333 1234", "AU", null],
    ["0412 345 67", "AU", null],
    ["021 234 5678", "NZ", "+64212345678"],
    ["+64 21 234 5678", "NZ", "+64212345678"],
    ["022 123 456", "NZ", "+6422123456"],
    ["09 555 0140", "NZ", null],
    ["0412 345 678", "NZ", null],
    ["0412a345678", "AU", null],
  ] as const)("%s in %s is %s", (phone, country, expected) => {
    expect(mobileToE164(phone, country)).toBe(expected);
  });

  it("round-trips with the page's phone format for every AU mobile", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^4\d{8}$/), (rest) => {
        const e164 = mobileToE164(formatPhone(`0${rest}`), "AU");
        expect(e164).toBe(`+61${rest}`);
        expect(formatPhone(e164 ?? "")).toBe(formatPhone(`0${rest}`));
      }),
      { numRuns: 200 },
    );
  });
});
