import { describe, expect, it } from "vitest";
import { SiteConfig } from "../schemas/site-config";
import { siteCurrency } from "./currency";

describe("issue 18: a site's currency follows its country", () => {
  it("AUD by default, NZD in New Zealand; a country outside AU/NZ is refused, naming the field", () => {
    expect(siteCurrency(SiteConfig.parse({ slug: "a", name: "A" }))).toBe("AUD");
    expect(siteCurrency(SiteConfig.parse({ slug: "n", name: "N", country: "NZ" }))).toBe("NZD");
    const bad = SiteConfig.safeParse({ slug: "u", name: "U", country: "US" });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ["country"],
      message: 'country must be "AU" or "NZ"',
    });
  });
});
