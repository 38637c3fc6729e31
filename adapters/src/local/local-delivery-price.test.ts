import type { Location } from "@forecourt/core";
import { NO_DELIVERY_PRICE } from "@forecourt/core/leads/messages";
import {
  baysideRv,
  brisbaneMotorGroup,
  harbourCityMotors,
  smithfieldCarOutlet,
  sunshineCoastToyota,
} from "@forecourt/fixtures";
import { describe, expect, it } from "vitest";
import { LocalDeliveryPrice } from "./local-delivery-price";
import { LocalGeocoding } from "./local-geocoding";

const delivery = new LocalDeliveryPrice(new LocalGeocoding());

describe("LocalDeliveryPrice (§3 Delivery quote {price, name})", () => {
  it.each([
    [
      "Brisbane CBD from the Brisbane group",
      "4000",
      brisbaneMotorGroup.locations,
      { price: 199, name: "Metro QLD" },
    ],
    [
      "Brisbane CBD from the Sunshine Coast",
      "4000",
      sunshineCoastToyota.locations,
      { price: 499, name: "Regional QLD" },
    ],
    [
      "Sydney CBD from Smithfield",
      "2000",
      smithfieldCarOutlet.locations,
      { price: 199, name: "Metro NSW" },
    ],
    [
      "Toowoomba from Brisbane",
      "4350",
      brisbaneMotorGroup.locations,
      { price: 499, name: "Regional QLD" },
    ],
    [
      "Townsville from Brisbane",
      "4810",
      brisbaneMotorGroup.locations,
      { price: 1490, name: "Long Distance QLD" },
    ],
    [
      "Brisbane from the Melbourne caravan yards",
      "4000",
      baysideRv.locations,
      { price: 1740, name: "Interstate Long Distance QLD" },
    ],
  ] as const)("%s", async (_label, postcode, from, quote) => {
    expect(await delivery.quote(postcode, [...from])).toEqual(quote);
  });

  it("prices from the nearest visible selling location (Moorooka, not the hidden Cleveland yard)", async () => {
    // 4163 Cleveland is next to the hidden location; the nearest visible one is Capalaba (~7 km).
    expect(await delivery.quote("4163", brisbaneMotorGroup.locations)).toEqual({
      price: 199,
      name: "Metro QLD",
    });
  });

  it.each([
    ["Perth is beyond the last band", "6000", brisbaneMotorGroup.locations],
    ["an unknown postcode", "9999", brisbaneMotorGroup.locations],
    ["a malformed postcode", "40", brisbaneMotorGroup.locations],
    [
      "a dealer without coordinates",
      "4000",
      [{ id: "x", name: "x", slug: "x", visible: true, primary: false } as Location],
    ],
    ["a dealer with no locations", "4000", []],
  ])(`null for %s ('${NO_DELIVERY_PRICE.slice(0, 40)}…')`, async (_label, postcode, from) => {
    expect(await delivery.quote(postcode, [...from])).toBeNull();
  });
});

describe("LocalDeliveryPrice on an NZ site (issue 18)", () => {
  const nz = harbourCityMotors.locations;
  it.each([
    ["Newmarket from Penrose", "1023", { price: 199, name: "Metro Auckland" }],
    ["Riccarton from the Christchurch branch", "8041", { price: 199, name: "Metro Canterbury" }],
    ["Hamilton from Penrose", "3204", { price: 499, name: "Regional Waikato" }],
    ["Dunedin from Christchurch", "9016", { price: 899, name: "Country Otago" }],
    [
      "Wellington from Christchurch, over Cook Strait",
      "6011",
      { price: 899 + 350, name: "Inter-island Country Wellington" },
    ],
  ])("%s (%s) → %j", async (_, postcode, quote) => {
    expect(await delivery.quote(postcode, nz, "NZ")).toEqual(quote);
  });

  it("an NZ postcode on an AU site, or an AU one on an NZ site, has no quote", async () => {
    expect(await delivery.quote("1023", brisbaneMotorGroup.locations, "AU")).toBeNull();
    expect(await delivery.quote("6000", nz, "NZ")).toBeNull();
  });
});
