import { describe, expect, it } from "vitest";
import { Location } from "../schemas/location";
import { locatedAtBar, primaryDealershipCity } from "./located-at";

const loc = (id: string, city: string, primary = false) =>
  Location.parse({ id, name: `Loc ${id}`, slug: `loc-${id}`, primary, address: { city } });
const site = {
  locations: [loc("1", "Brisbane"), loc("2", "Ipswich", true)],
  dealer: { override_city: null },
};

describe("§2 'Located at {city}' bar", () => {
  it("primary dealership city", () => {
    expect(primaryDealershipCity(site)).toBe("Ipswich");
    expect(primaryDealershipCity({ ...site, dealer: { override_city: "Toowoomba" } })).toBe(
      "Toowoomba",
    );
    expect(primaryDealershipCity({ locations: [], dealer: { override_city: null } })).toBeNull();
  });

  it.each([
    [{ location: { city: "Brisbane" } }, "Located at Brisbane"],
    [{ city: "Brisbane" }, "Located at Brisbane"],
    [{ location: { city: "ipswich" } }, null],
    [{}, null],
  ])("%j → %s", (car, bar) => {
    expect(locatedAtBar(car, site)).toBe(bar);
  });
});
