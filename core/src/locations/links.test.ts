import { describe, expect, it } from "vitest";
import { directionsUrl, locationPageLink, locationReviewsLink, vehicleMapLink } from "./links";

describe("§2 location links", () => {
  it("location page and #reviews anchor", () => {
    expect(locationPageLink({ slug: "north-lakes", dealership_slug: "nlm" })).toBe(
      "/locations/north-lakes",
    );
    expect(locationPageLink({ slug: "", dealership_slug: "nlm" })).toBe("/locations/nlm");
    expect(locationReviewsLink({ slug: "north-lakes" })).toBe("/locations/north-lakes#reviews");
  });

  it("Get Directions by coordinates (and place id), else by street address", () => {
    expect(directionsUrl({ lat: -27.47, long: 153.02, place_id: "abc" })).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=-27.47,153.02&destination_place_id=abc",
    );
    expect(
      directionsUrl({ street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000" }),
    ).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=1%20Main%20St%2C%20Brisbane%2C%20QLD%2C%204000",
    );
    expect(directionsUrl({})).toBeNull();
    expect(directionsUrl(null)).toBeNull();
  });

  it("vehicle map link: the location name, or 'Vehicle Location'", () => {
    expect(vehicleMapLink({ location: { name: "Brisbane Toyota" } })).toEqual({
      label: "Brisbane Toyota",
      href: "#vehicle-map",
    });
    expect(vehicleMapLink({})).toEqual({ label: "Vehicle Location", href: "#vehicle-map" });
  });
});
