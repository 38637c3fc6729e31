import { Car, defaultSiteConfig } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { carCardView } from "./car-card";

const site = defaultSiteConfig("demo");
const now = new Date("2026-11-23T00:00:00Z");
const car = (extra: Record<string, unknown>) =>
  Car.parse({ id: "c1", slug: "c1", year: 2022, make: "Toyota", model: "Corolla", ...extra });
const chips = (extra: Record<string, unknown>) =>
  Object.fromEntries(carCardView(car(extra), site, now).chips.map((c) => [c.kind, c.value]));

describe("§2 car card attribute chips", () => {
  it("read the simple value first, as Key information and the facets do", () => {
    expect(
      chips({ simple_body: "Hatch", body: "5D Hatchback", simple_fuel: "Petrol", fuel: "ULP" }),
    ).toMatchObject({ body: "Hatch", fuel: "Petrol" });
  });

  it("fall back to the detailed value when the feed has no simple one (issue 31 §4)", () => {
    expect(chips({ trans: "Automatic", fuel: "Diesel", body: "Ute" })).toMatchObject({
      transmission: "Automatic",
      fuel: "Diesel",
      body: "Ute",
    });
  });
});
