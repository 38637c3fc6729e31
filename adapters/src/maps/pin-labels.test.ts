import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Box,
  intersects,
  labelWidth,
  markerLabel,
  type PlacedPoint,
  placePinLabels,
  twoLines,
} from "./pin-labels";

const layout = { width: 360, height: 340, radius: 10, fontSize: 13 };

const markerBox = (m: { x: number; y: number }): Box => ({
  x: m.x - layout.radius,
  y: m.y - layout.radius,
  width: layout.radius * 2,
  height: layout.radius * 2,
});

/** Pins anywhere on the map, weighted toward a crowd in one corner (a city's dealerships). */
const pointsArb = fc
  .array(
    fc.record({
      x: fc.oneof(
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 100, max: 140, noNaN: true }),
      ),
      y: fc.oneof(
        fc.double({ min: 0, max: 340, noNaN: true }),
        fc.double({ min: 100, max: 130, noNaN: true }),
      ),
      label: fc.string({ minLength: 1, maxLength: 30 }),
    }),
    { maxLength: 14 },
  )
  .map((pins): PlacedPoint[] => pins.map((pin, index) => ({ ...pin, number: index + 1 })));

describe("map pin labels (issue 21: names of close dealerships overlapped)", () => {
  it("no label box meets another label or any marker, and every label is inside the map", () => {
    fc.assert(
      fc.property(pointsArb, (points) => {
        const markers = placePinLabels(points, layout);
        const labels = markers.flatMap((m) => (m.label ? [m.label.box] : []));
        for (const [i, a] of labels.entries()) {
          expect(a.x).toBeGreaterThanOrEqual(0);
          expect(a.y).toBeGreaterThanOrEqual(0);
          expect(a.x + a.width).toBeLessThanOrEqual(layout.width);
          expect(a.y + a.height).toBeLessThanOrEqual(layout.height);
          for (const b of labels.slice(i + 1)) expect(intersects(a, b)).toBe(false);
          for (const m of markers) expect(intersects(a, markerBox(m))).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("every pin is on exactly one marker, and no two markers touch", () => {
    fc.assert(
      fc.property(pointsArb, (points) => {
        const markers = placePinLabels(points, layout);
        const numbers = markers.flatMap((m) => m.pins.map((p) => p.number)).sort((a, b) => a - b);
        expect(numbers).toEqual(points.map((p) => p.number));
        for (const [i, a] of markers.entries())
          for (const b of markers.slice(i + 1))
            expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(layout.radius * 2);
      }),
      { numRuns: 200 },
    );
  });

  it("close pins share one marker showing their count; a lone pin shows its number", () => {
    const markers = placePinLabels(
      [
        { x: 100, y: 100, label: "Subaru Springwood", number: 1 },
        { x: 105, y: 102, label: "Hyundai Capalaba", number: 2 },
        { x: 300, y: 250, label: "Cleveland", number: 3 },
      ],
      layout,
    );
    expect(markers.map((m) => m.text)).toEqual(["2", "3"]);
    expect(markers[0]?.label?.text).toBe("2 dealerships");
    expect(markers[1]?.label?.text).toBe("Cleveland");
  });

  it("a cluster of one dealership's departments is named by the words they share", () => {
    const pin = (label: string, number: number) => ({ x: 0, y: 0, label, number });
    expect(markerLabel([pin("Hyundai Capalaba", 1), pin("Hyundai Capalaba Pre-Owned", 2)])).toBe(
      "Hyundai Capalaba (2)",
    );
    expect(markerLabel([pin("Subaru Springwood", 1), pin("BMG Trucks", 2)])).toBe("2 dealerships");
    expect(markerLabel([pin("Eagle Farm", 1)])).toBe("Eagle Farm");
  });

  it("a long name that fits no spot on one line is set on two", () => {
    expect(twoLines("BMG Motorcycles Woolloongabba", 13)).toEqual([
      "BMG Motorcycles",
      "Woolloongabba",
    ]);
    expect(twoLines("Cleveland", 13)).toBeNull();
    // 300 units wide in a 200-wide map: no room on one line either side or above or below.
    const [marker] = placePinLabels(
      [{ x: 100, y: 100, label: "BMG Motorcycles Woolloongabba", number: 1 }],
      { ...layout, width: 200 },
    );
    expect(marker?.label?.lines).toEqual(["BMG Motorcycles", "Woolloongabba"]);
    expect(marker?.label?.box.height).toBe(2 * Math.ceil(13 * 1.25));
  });

  it("a label goes left of its pin at the map's right edge", () => {
    const [marker] = placePinLabels([{ x: 350, y: 170, label: "Eagle Farm", number: 1 }], layout);
    expect(marker?.label?.box.x).toBeLessThan(340 - labelWidth("Eagle Farm", 13));
  });
});
