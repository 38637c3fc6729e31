import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import {
  carPictureAddresses,
  drawnPictureOwner,
  pictureAddressKey,
  requestedPictureKey,
  sitePictureAddresses,
  stockNumberInAddress,
} from "./drawn-pictures";

describe("drawn pictures: who owns an address (issue 30 item 4)", () => {
  it.each([
    [["cars", "Toyota", "U1", "suv-red-side.svg"], { kind: "car", stockNumber: "U1" }],
    [
      ["car-gallery", "Land%20Rover", "A%2012", "suv.red.black.petrol", "engine.svg"],
      { kind: "car", stockNumber: "A 12" },
    ],
    [["heroes", "eb0a1e", "1a1a1a", "ute.black", "x.svg"], { kind: "site" }],
    [["people", "sam-haddad.svg"], { kind: "site" }],
    [["cars", "Toyota", "%E0%A4%A", "suv-red-side.svg"], null],
    [["cars", "Toyota"], null],
    [[], null],
  ] as const)("%j → %j", (segments, owner) => {
    expect(drawnPictureOwner(segments)).toEqual(owner);
  });

  it("spells a stock number as the addresses do", () => {
    expect(stockNumberInAddress("U12/A")).toBe("U12-A");
  });

  it("compares addresses segment by segment, decoded", () => {
    expect(pictureAddressKey("/images/cars/Land%20Rover/U1/suv-red-side.svg")).toBe(
      requestedPictureKey(["cars", "Land Rover", "U1", "suv-red-side.svg"]),
    );
    expect(pictureAddressKey("https://cdn.example/images/a.svg")).toBeNull();
    expect(pictureAddressKey("/images/cars/%E0%A4%A/x.svg")).toBeNull();
  });

  it("lists every picture a car holds", () => {
    const car = Car.parse({
      id: "1",
      primary_image_url: "/images/cars/Toyota/U1/suv-red-side.svg",
      images: [
        { image: { url: "/a.svg", thumb: { url: "/a-thumb.svg" } } },
        { image: { url: "/b.svg" } },
      ],
      spin_images: ["/spin-00.svg"],
      spin_interior_image: "/panorama.svg",
    });
    expect(carPictureAddresses(car).sort()).toEqual(
      [
        "/images/cars/Toyota/U1/suv-red-side.svg",
        "/a.svg",
        "/a-thumb.svg",
        "/b.svg",
        "/spin-00.svg",
        "/panorama.svg",
      ].sort(),
    );
  });

  it("finds /images/ addresses anywhere in a site's settings", () => {
    const settings = {
      theme: { heroImageUrl: "/images/heroes/a/b/c/site.svg", logo: "https://cdn.example/x.png" },
      team: [{ name: "Sam", photo: "/images/people/sam.svg" }],
      offers: [{ image: { url: "/images/heroes/a/b/suv.red/offer.svg" } }],
      count: 3,
      none: null,
    };
    expect(sitePictureAddresses(settings).sort()).toEqual([
      "/images/heroes/a/b/c/site.svg",
      "/images/heroes/a/b/suv.red/offer.svg",
      "/images/people/sam.svg",
    ]);
  });
});
