import { describe, expect, it } from "vitest";
import { demoCar, demoSite } from "../leads/lead-test-fixtures";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { planTestDrive } from "./plan-test-drive";

const located = Car.parse({
  ...demoCar,
  location: { id: "2", name: "Demo Mazda Sales", slug: "demo-mazda-sales" },
});

/** In-memory stock holding one car on demo-motors; records the ids asked. */
function memoryStock(stored: Car) {
  const asked: string[] = [];
  return {
    asked,
    stock: {
      get: async (siteSlug: string, id: string) => {
        asked.push(`${siteSlug}/${id}`);
        return siteSlug === "demo-motors" && id === stored.id ? stored : null;
      },
    },
  };
}

const withLocations = (locations: Array<Record<string, unknown>>) =>
  SiteConfig.parse({ ...demoSite, locations });

describe("planTestDrive (§2 /book-test-drive/)", () => {
  it("names the car asked about and drives it at its own location", async () => {
    const ports = memoryStock(located);
    const result = await planTestDrive(ports, { carId: located.id }, { site: demoSite });
    expect(result.ok && result.value).toEqual({
      car: located,
      carName: "2021 Toyota Corolla Ascent Sport",
      slotLocation: "demo-mazda-sales",
    });
    expect(ports.asked).toEqual(["demo-motors/car-42"]);
  });

  it("without a car (none asked, or unknown) offers the first visible sales location", async () => {
    for (const carId of [undefined, "", "no-such-car"]) {
      const result = await planTestDrive(memoryStock(located), { carId }, { site: demoSite });
      expect(result.ok && result.value).toEqual({
        car: null,
        carName: "",
        slotLocation: "demo-toyota-sales",
      });
    }
  });

  it("asks the store nothing when no car is named", async () => {
    const ports = memoryStock(located);
    await planTestDrive(ports, {}, { site: demoSite });
    expect(ports.asked).toEqual([]);
  });

  it("prefers the primary sales location; skips hidden ones and other departments", async () => {
    const site = withLocations([
      { id: "1", name: "Service", slug: "service", location_type: "service", primary: true },
      {
        id: "2",
        name: "Hidden",
        slug: "hidden",
        location_type: "sales",
        visible: false,
        primary: true,
      },
      { id: "3", name: "Yard", slug: "yard", location_type: "used" },
      { id: "4", name: "Main", slug: "main", location_type: "", primary: true },
    ]);
    const car = Car.parse({ ...demoCar, location: null });
    const result = await planTestDrive(memoryStock(car), { carId: car.id }, { site });
    expect(result.ok && result.value.slotLocation).toBe("main");
  });

  it("offers no location when the site sells from none", async () => {
    const site = withLocations([
      { id: "1", name: "Service", slug: "service", location_type: "service" },
    ]);
    const result = await planTestDrive(memoryStock(located), {}, { site });
    expect(result.ok && result.value.slotLocation).toBeNull();
  });
});
