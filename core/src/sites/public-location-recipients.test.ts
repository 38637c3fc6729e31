import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { publicSiteSettings } from "./public-site-settings";

describe("publicSiteSettings and a location's own lead recipients (issue 32)", () => {
  it("keeps a location's leadRecipients on the server", () => {
    const site = SiteConfig.parse({
      slug: "s",
      name: "S",
      locations: [{ id: "1", name: "Yard", slug: "yard", leadRecipients: ["yard@crm.example"] }],
    });
    expect(site.locations[0]?.leadRecipients).toEqual(["yard@crm.example"]);
    expect(JSON.stringify(publicSiteSettings(site))).not.toContain("yard@crm.example");
  });

  it("refuses an address that is not one, naming the field", () => {
    const parsed = SiteConfig.safeParse({
      slug: "s",
      name: "S",
      locations: [{ id: "1", name: "Yard", slug: "yard", leadRecipients: ["not-an-email"] }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["locations", 0, "leadRecipients", 0]);
  });
});
