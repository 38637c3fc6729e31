import { Car, SiteConfig } from "@forecourt/core";
import { beforeEach, describe, expect, it, vi } from "vitest";

const get = vi.fn();
vi.mock("@/lib/platform", () => ({
  getPlatform: async () => ({ stock: { get } }),
}));

const { testDriveView } = await import("./test-drive");

const site = SiteConfig.parse({
  slug: "demo",
  name: "Demo",
  locations: [
    { id: "1", name: "Service", slug: "service", location_type: "service" },
    { id: "2", name: "Main", slug: "main", location_type: "sales" },
  ],
});

describe("testDriveView (§2 /book-test-drive/)", () => {
  beforeEach(() => {
    get.mockReset();
  });

  it("reads the site's car and plans the drive at its location", async () => {
    const car = Car.parse({
      id: "c1",
      year: 2021,
      make: "Mazda",
      model: "CX-5",
      location: { id: "9", name: "Yard", slug: "yard" },
    });
    get.mockResolvedValue(car);
    expect(await testDriveView(site, "c1")).toEqual({
      car,
      carName: "2021 Mazda CX-5",
      slotLocation: "yard",
    });
    expect(get).toHaveBeenCalledWith("demo", "c1");
  });

  it("without a car, offers the site's sales location", async () => {
    expect(await testDriveView(site, undefined)).toEqual({
      car: null,
      carName: "",
      slotLocation: "main",
    });
    expect(get).not.toHaveBeenCalled();
  });
});
