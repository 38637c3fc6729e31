import { haversineKm, NZ_REGIONS, regionOf, stateOfPostcode } from "@forecourt/core";
import { australianDemoSites, harbourCityMotors } from "@forecourt/fixtures";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LocalGeocoding } from "./local-geocoding";
import { AU_POSTCODES, NZ_POSTCODES } from "./postcodes/index";

const geocoding = new LocalGeocoding();

describe("the shipped postcode table", () => {
  it("holds a broad set over every state and territory", () => {
    const byState = new Map<string, number>();
    for (const e of AU_POSTCODES) {
      const state = stateOfPostcode(e.postcode) ?? "none";
      byState.set(state, (byState.get(state) ?? 0) + 1);
    }
    expect(byState.get("none")).toBeUndefined();
    for (const state of ["NSW", "ACT", "VIC", "QLD", "SA", "WA", "TAS", "NT"]) {
      expect([state, (byState.get(state) ?? 0) >= 9]).toEqual([state, true]);
    }
    expect(AU_POSTCODES.length).toBeGreaterThan(800);
  });

  it("has no duplicate postcodes and every point lies in Australia", () => {
    expect(new Set(AU_POSTCODES.map((e) => e.postcode)).size).toBe(AU_POSTCODES.length);
    for (const e of AU_POSTCODES) {
      expect(e.lat).toBeGreaterThan(-44);
      expect(e.lat).toBeLessThan(-10);
      expect(e.lng).toBeGreaterThan(112);
      expect(e.lng).toBeLessThan(154);
    }
  });

  it("knows every Australian demo tenant's postcodes, within 15 km of the dealer's own coordinates", () => {
    for (const site of australianDemoSites) {
      for (const loc of site.locations) {
        const entry = geocoding.lookup(loc.address?.postcode ?? "");
        expect([loc.id, entry?.approximate]).toEqual([loc.id, false]);
        const km = haversineKm(
          { lat: entry?.lat ?? 0, lng: entry?.lng ?? 0 },
          { lat: loc.address?.lat ?? 0, lng: loc.address?.long ?? 0 },
        );
        expect([loc.id, km < 15]).toEqual([loc.id, true]);
      }
    }
  });
});

describe("LocalGeocoding (§7; §5 'Invalid postcode' on null)", () => {
  it.each([
    ["4000", -27.4698, 153.0251],
    ["2164", -33.853, 150.939],
    [" 3198 ", -38.104, 145.13],
    ["0870", -23.698, 133.8807],
  ])("%s → its centroid", async (postcode, lat, lng) => {
    expect(await geocoding.geocodePostcode(postcode)).toEqual({
      lat,
      lng,
      region: stateOfPostcode(postcode.trim()),
    });
  });

  it("a geographic postcode missing from the table borrows its nearest listed neighbour in the same state", () => {
    expect(geocoding.lookup("4001")).toMatchObject({
      postcode: "4001",
      suburb: "Brisbane City",
      approximate: true,
    });
    expect(geocoding.lookup("2619")).toMatchObject({ suburb: "Queanbeyan", approximate: true });
  });

  it("never borrows across a state border", () => {
    // 2599 (NSW) is next to 2600 (ACT) but must not take Canberra's centroid.
    expect(geocoding.lookup("2599")?.suburb).not.toBe("Canberra");
  });

  it.each(["", "abcd", "400", "40000", "0000", "1000", "9999", "6850", "4999", "0999"])(
    "%j → null",
    async (postcode) => expect(await geocoding.geocodePostcode(postcode)).toBeNull(),
  );

  it("property: every table postcode answers with exactly its own entry", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...AU_POSTCODES), async (entry) => {
        expect(await geocoding.geocodePostcode(entry.postcode)).toEqual({
          lat: entry.lat,
          lng: entry.lng,
          region: stateOfPostcode(entry.postcode),
        });
      }),
    );
  });

  it("works over a custom table", async () => {
    const tiny = new LocalGeocoding([{ postcode: "4000", suburb: "X", lat: -27, lng: 153 }]);
    expect(await tiny.geocodePostcode("4000")).toEqual({ lat: -27, lng: 153, region: "QLD" });
    expect(await tiny.geocodePostcode("2000")).toBeNull();
  });
});

describe("the shipped New Zealand table (issue 18)", () => {
  const nzRegions = new Set(NZ_REGIONS.map((r) => r.code));

  it("has no duplicate postcodes; every row is on New Zealand's main islands with a known region", () => {
    expect(NZ_POSTCODES.length).toBeGreaterThan(120);
    expect(new Set(NZ_POSTCODES.map((e) => e.postcode)).size).toBe(NZ_POSTCODES.length);
    for (const e of NZ_POSTCODES) {
      expect([e.postcode, nzRegions.has(e.region ?? "")]).toEqual([e.postcode, true]);
      expect(e.lat).toBeGreaterThan(-47.5);
      expect(e.lat).toBeLessThan(-34);
      expect(e.lng).toBeGreaterThan(166);
      expect(e.lng).toBeLessThan(179);
      // South Island regions lie south-west of Cook Strait, North Island ones north-east of it.
      expect([e.postcode, e.lat < -40.4 || e.lng < 174.2]).toEqual([
        e.postcode,
        ["TAS", "NSN", "MBH", "WTC", "CAN", "OTA", "STL"].includes(e.region ?? "") ||
          e.lat < -40.4 ||
          e.lng < 174.2,
      ]);
    }
  });

  it("knows the NZ demo tenant's postcodes, within 15 km of its own coordinates and in its region", () => {
    for (const loc of harbourCityMotors.locations) {
      const entry = geocoding.lookup(loc.address?.postcode ?? "", "NZ");
      expect([loc.id, entry?.approximate]).toEqual([loc.id, false]);
      expect(entry?.region).toBe(regionOf(loc.address?.state, "NZ")?.code);
      const km = haversineKm(
        { lat: entry?.lat ?? 0, lng: entry?.lng ?? 0 },
        { lat: loc.address?.lat ?? 0, lng: loc.address?.long ?? 0 },
      );
      expect([loc.id, km < 15]).toEqual([loc.id, true]);
    }
  });

  it.each([
    ["1061", "NZ", { lat: -36.912, lng: 174.815, region: "AUK" }],
    ["8024", "NZ", { lat: -43.544, lng: 172.615, region: "CAN" }],
    ["6011", "NZ", { lat: -41.287, lng: 174.776, region: "WGN" }],
    ["6000", "NZ", null],
    ["0000", "NZ", null],
    ["abcd", "NZ", null],
    ["8024", "AU", null],
    ["4000", "NZ", { lat: -38.662, lng: 178.018, region: "GIS" }],
  ] as const)("%s on an %s site → %j", async (postcode, country, point) => {
    expect(await geocoding.geocodePostcode(postcode, country)).toEqual(point);
  });

  it("an NZ postcode missing from the table borrows a neighbour of its postal area only", () => {
    expect(geocoding.lookup("1063", "NZ")).toMatchObject({
      suburb: "Otahuhu",
      region: "AUK",
      approximate: true,
    });
    // 2999 is near 3010 (Rotorua) in number but in another postal area.
    expect(geocoding.lookup("2999", "NZ")).toBeNull();
  });

  it("property: every NZ table postcode answers with its own entry on an NZ site", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NZ_POSTCODES), async (entry) => {
        expect(await geocoding.geocodePostcode(entry.postcode, "NZ")).toEqual({
          lat: entry.lat,
          lng: entry.lng,
          region: entry.region,
        });
      }),
      { numRuns: 100 },
    );
  });
});
