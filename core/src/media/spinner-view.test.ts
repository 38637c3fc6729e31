import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../schemas/site-config";
import { hotspotsForFrame } from "./hotspots";
import { defaultSpinnerMode, spinFrames, spinnerModes } from "./spinner-view";

const frames = Array.from({ length: 12 }, (_, i) => `/images/spin/frame-${i}.png`);
const spinSite = defaultSiteConfig("spin");
const gallerySite = { features: { ...spinSite.features, spinnerDefaultView: "gallery" as const } };

describe("§2 spinner modes Spin, Images and Interior", () => {
  it.each([
    [
      "spin frames and an interior",
      { spin_images: frames, spin_interior_image: "/i.png" },
      ["spin", "images", "interior"],
    ],
    ["spin frames only", { spin_images: frames, spin_interior_image: null }, ["spin", "images"]],
    [
      "an interior only",
      { spin_images: [], spin_interior_image: "/i.png" },
      ["images", "interior"],
    ],
    ["one frame cannot spin", { spin_images: ["/a.png"], spin_interior_image: " " }, ["images"]],
    ["nothing", {}, ["images"]],
  ] as const)("%s", (_name, car, modes) => {
    expect(spinnerModes(car as never)).toEqual(modes);
  });

  it("blank frame addresses are not frames", () => {
    expect(spinFrames({ spin_images: ["/a.png", " ", "/b.png "] })).toEqual(["/a.png", "/b.png"]);
  });
});

describe("§4 the default view", () => {
  const spinning = { spin_images: frames, spin_interior_image: null };
  it("is the spinner by default", () => {
    expect(defaultSpinnerMode(spinning, spinSite)).toBe("spin");
  });
  it("is the gallery on a site that chooses it", () => {
    expect(defaultSpinnerMode(spinning, gallerySite)).toBe("images");
  });
  it("is the gallery when the car has no spin", () => {
    expect(defaultSpinnerMode({ spin_images: [], spin_interior_image: "/i.png" }, spinSite)).toBe(
      "images",
    );
  });
});

describe("§3 hotspot positions per angle", () => {
  const hotspots = [
    {
      id: "hs-1",
      description: "LED headlights",
      positions: [
        { angle: 0, x: 0.22, y: 0.48 },
        { angle: 1, x: 0.25, y: 0.47 },
        { angle: 1, x: 0.9, y: 0.9 },
      ],
    },
    { id: "hs-2", description: "Alloy wheels", positions: [{ angle: 3, x: 0.7, y: 0.74 }] },
    { id: "hs-3", description: "  ", positions: [{ angle: 0, x: 0.5, y: 0.5 }] },
    { id: "hs-4", description: "Off the frame", positions: [{ angle: 0, x: 1.5, y: 0.5 }] },
    { id: "hs-5", description: "No position", positions: [{ angle: 0, x: null, y: 0.5 }] },
  ];

  it("places the hotspots that have a position for the frame", () => {
    expect(hotspotsForFrame(hotspots, 0)).toEqual([
      { id: "hs-1", description: "LED headlights", x: 0.22, y: 0.48 },
    ]);
    expect(hotspotsForFrame(hotspots, 3)).toEqual([
      { id: "hs-2", description: "Alloy wheels", x: 0.7, y: 0.74 },
    ]);
    expect(hotspotsForFrame(hotspots, 2)).toEqual([]);
  });

  it("the first position for an angle wins", () => {
    expect(hotspotsForFrame(hotspots, 1)).toEqual([
      { id: "hs-1", description: "LED headlights", x: 0.25, y: 0.47 },
    ]);
  });

  it("no hotspots → none", () => {
    expect(hotspotsForFrame(null, 0)).toEqual([]);
    expect(hotspotsForFrame(undefined, 0)).toEqual([]);
  });
});
