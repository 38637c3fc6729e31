import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, type Harness, harness, site } from "../test-support/harness";

// NOW is Monday 23 November 2026 00:00 UTC: 10:00 in Brisbane, 11:00 in Sydney (summer time).
const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  status: "Open",
  open: "08:00",
  close: "17:00",
}));
const sydney = site("sydney", {
  locations: [
    {
      id: "syd-loc",
      name: "Sydney Motors",
      slug: "sydney-motors",
      address: { city: "Parramatta", state: "NSW", postcode: "2150" },
      contact_detail: { opening_hours: weekdays },
    },
  ],
});

let h: Harness;
beforeAll(async () => {
  h = await harness({}, [site("alpha"), sydney]);
}, 120_000);
afterAll(() => h.close());

const slots = async (host: string, path: string) =>
  (await (await client(h.app, host).get(path)).json()) as {
    timeZone: string;
    slots: string[];
    starts: string[];
  };

describe("GET /api/locations/{id}/slots in the location's zone (issue 18)", () => {
  it("a Brisbane location's first slot today is an hour after 10:00 Brisbane time", async () => {
    const res = await slots("alpha.localhost", "/api/locations/alpha-loc/slots?date=2026-11-23");
    expect(res.timeZone).toBe("Australia/Brisbane");
    expect(res.slots[0]).toBe("11:00");
    expect(res.starts[0]).toBe("2026-11-23T11:00:00+10:00");
  });

  it("a Sydney location's is an hour after 11:00 Sydney summer time", async () => {
    const res = await slots("sydney.localhost", "/api/locations/syd-loc/slots?date=2026-11-23");
    expect(res.timeZone).toBe("Australia/Sydney");
    expect(res.slots[0]).toBe("12:00");
    expect(res.starts[0]).toBe("2026-11-23T12:00:00+11:00");
  });

  it("Christmas Day is a public holiday: no slots", async () => {
    const res = await slots("sydney.localhost", "/api/locations/syd-loc/slots?date=2026-12-25");
    expect(res.slots).toEqual([]);
  });
});
