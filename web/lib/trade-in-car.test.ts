import { Car, defaultSiteConfig } from "@forecourt/core";
import { beforeEach, describe, expect, it, vi } from "vitest";

const get = vi.fn();
vi.mock("@/lib/platform", () => ({
  getPlatform: async () => ({ stock: { get } }),
}));

const { tradeInCar } = await import("./trade-in-car");

const site = defaultSiteConfig("demo");

describe("tradeInCar (§2 /cars/trade-in?car_id={id})", () => {
  beforeEach(() => {
    get.mockReset();
  });

  it("names the site's car by year, make, model and badge", async () => {
    get.mockResolvedValue(
      Car.parse({ id: "c1", year: 2021, make: "Toyota", model: "Corolla", badge: "Ascent Sport" }),
    );
    expect(await tradeInCar(site, "c1")).toEqual({
      id: "c1",
      name: "2021 Toyota Corolla Ascent Sport",
    });
    expect(get).toHaveBeenCalledWith("demo", "c1");
  });

  it("leaves out what the feed did not send", async () => {
    get.mockResolvedValue(Car.parse({ id: "c2", make: "Mazda", model: "CX-5" }));
    expect(await tradeInCar(site, "c2")).toEqual({ id: "c2", name: "Mazda CX-5" });
  });

  it("answers null for an id the site lacks, and reads nothing without one", async () => {
    get.mockResolvedValue(null);
    expect(await tradeInCar(site, "gone")).toBeNull();
    get.mockReset();
    expect(await tradeInCar(site, undefined)).toBeNull();
    expect(await tradeInCar(site, "")).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
});
