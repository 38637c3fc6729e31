import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { LEAD_FORMS } from "./lead-forms";
import { demoCar, demoSite, validPayloads } from "./lead-test-fixtures";
import { phoneCannotExistMessage } from "./spam/phone-possible";
import { validateLead } from "./validate-lead";

describe("validateLead: a phone that cannot exist is the shopper's to fix (issue 34 §4)", () => {
  it.each(LEAD_FORMS)("%s names the phone field instead of binning the lead", (form) => {
    const result = validateLead(form, { ...validPayloads[form], phone: "0123 456 789" }, demoSite, {
      car: demoCar,
    });
    expect(result).toEqual({ ok: false, errors: { phone: phoneCannotExistMessage("AU") } });
  });

  it("says the site's country", () => {
    const nz = SiteConfig.parse({ ...demoSite, country: "NZ" });
    const result = validateLead("general", { ...validPayloads.general, phone: "0000000000" }, nz);
    expect(result).toMatchObject({ ok: false, errors: { phone: phoneCannotExistMessage("NZ") } });
    expect(phoneCannotExistMessage("NZ")).toContain("New Zealand");
  });

  it("keeps a real number", () => {
    const result = validateLead(
      "general",
      { ...validPayloads.general, phone: "0412 345 678" },
      demoSite,
    );
    expect(result.ok).toBe(true);
  });
});
