import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Location } from "../schemas/location";
import { AU_STATES, countryName, NZ_REGIONS, regionOf } from "./regions";
import { isTimeZone, locationTimeZone } from "./time-zone";

const at = (state: string | null, time_zone?: string) =>
  Location.parse({ id: "1", name: "Dealer", slug: "dealer", address: { state }, time_zone });

describe("issue 18 §1 a location's zone follows its state or region", () => {
  it.each([
    ["QLD", "Australia/Brisbane"],
    ["NSW", "Australia/Sydney"],
    ["ACT", "Australia/Sydney"],
    ["VIC", "Australia/Melbourne"],
    ["TAS", "Australia/Hobart"],
    ["SA", "Australia/Adelaide"],
    ["NT", "Australia/Darwin"],
    ["WA", "Australia/Perth"],
    ["Western Australia", "Australia/Perth"],
    ["nsw", "Australia/Sydney"],
  ])("AU %s → %s", (state, zone) => expect(locationTimeZone(at(state), "AU")).toBe(zone));

  it.each([
    ["Auckland", "Pacific/Auckland"],
    ["Canterbury", "Pacific/Auckland"],
    ["TAS", "Pacific/Auckland"], // Tasman, not Tasmania
    ["Chatham Islands", "Pacific/Chatham"],
    ["CIT", "Pacific/Chatham"],
    ["Manawatu-Whanganui", "Pacific/Auckland"],
  ])("NZ %s → %s", (region, zone) => expect(locationTimeZone(at(region), "NZ")).toBe(zone));

  it("a location's own time_zone wins over its state", () => {
    // Broken Hill is in NSW but keeps South Australian time.
    expect(locationTimeZone(at("NSW", "Australia/Broken_Hill"), "AU")).toBe(
      "Australia/Broken_Hill",
    );
  });

  it("no state: the country's zone (Brisbane for AU, the spec's site-wide zone; Auckland for NZ)", () => {
    expect(locationTimeZone(at(null), "AU")).toBe("Australia/Brisbane");
    expect(locationTimeZone(at("Atlantis"), "NZ")).toBe("Pacific/Auckland");
    expect(locationTimeZone(undefined)).toBe("Australia/Brisbane");
  });

  it("a time_zone that is not an IANA zone is refused, naming the field", () => {
    const parsed = Location.safeParse({ id: "1", name: "D", slug: "d", time_zone: "AEST" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["time_zone"]);
    expect(parsed.error?.issues[0]?.message).toBe(
      "time_zone must be an IANA time zone such as Australia/Sydney",
    );
  });

  it("property: every state and region is found by its code and by its name, in its country", () => {
    fc.assert(
      fc.property(fc.constantFrom(...AU_STATES, ...NZ_REGIONS), fc.boolean(), (region, byName) => {
        const text = byName ? region.name.toUpperCase() : region.code.toLowerCase();
        expect(regionOf(text, region.country)).toEqual(region);
        expect(isTimeZone(region.timeZone)).toBe(true);
      }),
    );
  });
});

describe("countryName (issue 18: shopper text names the site's country)", () => {
  it.each([
    ["AU", "Australia"],
    ["NZ", "New Zealand"],
  ] as const)("%s → %s", (country, name) => expect(countryName(country)).toBe(name));
});
