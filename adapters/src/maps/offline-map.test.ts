import { describe, expect, it } from "vitest";
import { mapViews } from "./offline-map";
import { intersects } from "./pin-labels";

const brisbane = { lat: -27.47, lng: 153.03, label: "Brisbane" };
const perth = { lat: -31.95, lng: 115.86, label: "Perth" };
const auckland = { lat: -36.85, lng: 174.76, label: "Auckland" };

const inside = (view: { width: number; height: number }, p: { x: number; y: number }) =>
  p.x >= 0 && p.x <= view.width && p.y >= 0 && p.y <= view.height;

describe("offline location maps (issue 21 §2)", () => {
  it("one location: area, region and country views, nearest first, the pin on each", async () => {
    const views = await mapViews([brisbane]);
    expect(views.map((v) => v.id)).toEqual(["area", "region", "country"]);
    for (const view of views) {
      expect(view.land).toMatch(/^M/);
      expect(view.pins).toHaveLength(1);
      expect(inside(view, view.pins[0] as { x: number; y: number })).toBe(true);
    }
    // The area view is centred on the pin.
    const area = views[0];
    expect(area?.pins[0]?.x).toBeCloseTo(300, -1);
    expect(area?.pins[0]?.y).toBeCloseTo(200, -1);
  });

  it("draws the coast around each place: Brisbane's area is not Perth's", async () => {
    const [brisbaneArea] = await mapViews([brisbane]);
    const [perthArea] = await mapViews([perth]);
    expect(brisbaneArea?.land).not.toEqual(perthArea?.land);
    // Clipped to the view: a local map carries a fraction of the country's coast.
    expect(brisbaneArea?.land.length ?? 0).toBeLessThan(60_000);
  });

  it("a New Zealand location's country view is New Zealand, not Australia", async () => {
    const nz = (await mapViews([auckland])).find((v) => v.id === "country");
    const au = (await mapViews([brisbane])).find((v) => v.id === "country");
    expect(nz?.land).not.toEqual(au?.land);
    expect(
      inside(nz as { width: number; height: number }, nz?.pins[0] as { x: number; y: number }),
    ).toBe(true);
  });

  it("several locations: one view holding every pin, then the country", async () => {
    const sydney = { lat: -33.87, lng: 151.21, label: "Sydney", href: "/locations/sydney" };
    const views = await mapViews([brisbane, sydney]);
    expect(views.map((v) => v.id)).toEqual(["locations", "country"]);
    const [all] = views;
    expect(all?.pins.map((p) => p.label)).toEqual(["Brisbane", "Sydney"]);
    for (const pin of all?.pins ?? [])
      expect(inside(all as { width: number; height: number }, pin)).toBe(true);
    expect(all?.pins[1]?.href).toBe("/locations/sydney");
    // Pins far apart keep a margin from the map's edge (Auckland and Christchurch sat on it).
    for (const pin of all?.pins ?? []) {
      expect(Math.min(pin.y, 400 - pin.y)).toBeGreaterThan(20);
    }
  });

  it("no pins, no map", async () => {
    expect(await mapViews([])).toEqual([]);
  });

  it("the Brisbane group's dealerships, drawn at phone and desktop sizes, keep their labels apart", async () => {
    // The demo group's dealerships as its locator pins them (Cleveland is hidden).
    const brisbane: Array<[string, number, number]> = [
      ["Subaru Springwood", -27.6122, 153.1295],
      ["Mercedes-Benz Newstead", -27.4455, 153.0448],
      ["Hyundai Capalaba", -27.5301, 153.1968],
      ["Hyundai Capalaba Pre-Owned", -27.5306, 153.1972],
      ["BMG Motorcycles Woolloongabba", -27.4938, 153.0371],
      ["BMG Trucks Eagle Farm", -27.4297, 153.0853],
      ["BMG Pre-Owned Centre Moorooka", -27.5352, 153.0248],
    ];
    const pins = brisbane.map(([label, lat, lng]) => ({ label, lat, lng }));
    for (const size of [undefined, { width: 360, height: 340 }]) {
      for (const view of await mapViews(pins, size)) {
        const labels = view.markers.flatMap((m) => (m.label ? [m.label.box] : []));
        for (const [i, a] of labels.entries())
          for (const b of labels.slice(i + 1)) expect(intersects(a, b)).toBe(false);
        if (view.id === "locations") {
          // Every marker is named on the map, at a phone's width too (a long name on two lines).
          expect(view.markers.filter((m) => !m.label).map((m) => m.pins[0]?.label)).toEqual([]);
          // Only the two Capalaba departments, 50 m apart, share a marker.
          expect(view.markers.map((m) => m.pins.length).sort()).toEqual([1, 1, 1, 1, 1, 2]);
        }
      }
    }
  });
});
