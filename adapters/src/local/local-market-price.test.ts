import { type Car, marketPriceComparison, marketRange, showPriceComparison } from "@forecourt/core";
import { demoStock } from "@forecourt/fixtures";
import { describe, expect, it } from "vitest";
import { LocalMarketPrice, type SiteStock } from "./local-market-price";

const stock = demoStock();
const bySite = (site: string) => stock.filter((s) => s.site === site).map((s) => s.car);
const repository: SiteStock & { calls: string[] } = {
  calls: [],
  async list(site) {
    this.calls.push(site);
    return bySite(site);
  },
};
const market = new LocalMarketPrice(repository);

const car = (id: string, price: number, extra: Partial<Car> = {}): Car =>
  ({ id, make: "Toyota", model: "HiLux", year: 2022, km: 60_000, price, ...extra }) as Car;

describe("LocalMarketPrice (§7 autogauge from the platform's own stock)", () => {
  it("applies the core rule to the site's stock", async () => {
    const subject = bySite("sunshine-coast-toyota").find(
      (c) =>
        c.make === "Toyota" && c.model === "HiLux" && c.car_type === "used" && (c.price ?? 0) > 0,
    ) as Car;
    const result = await market.compare("sunshine-coast-toyota", subject);
    expect(result).toEqual(marketPriceComparison(subject, bySite("sunshine-coast-toyota")));
    expect(result?.listing_price).toBe(subject.price);
    expect(repository.calls.at(-1)).toBe("sunshine-coast-toyota");
  });

  it("a well-stocked model gives a range the page shows (§5)", async () => {
    const local: SiteStock = {
      async list() {
        return [30_000, 31_000, 32_000, 33_000, 34_000, 35_000, 36_000, 37_000].map((p, i) =>
          car(`c${i}`, p),
        );
      },
    };
    const result = await new LocalMarketPrice(local).compare("any", car("me", 32_500));
    expect(showPriceComparison(result)).toBe(true);
  });

  it("compares only with the asking site's stock", async () => {
    // Caravans are sold only by the caravan site: no comparables elsewhere.
    const caravan = bySite("bayside-rv").find((c) => (c.price ?? 0) > 0) as Car;
    expect(await market.compare("brisbane-motor-group", caravan)).toBeNull();
  });

  it("null with no comparables or no price ('No data returned')", async () => {
    expect(
      await market.compare(
        "smithfield-car-outlet",
        car("x", 30_000, { make: "Lada", model: "Niva" }),
      ),
    ).toBeNull();
    expect(await market.compare("sunshine-coast-toyota", car("y", 0))).toBeNull();
    expect(await market.compare("no-such-site", car("z", 30_000))).toBeNull();
  });

  it("gives a trade-in's range from the asking site's stock, with no listing price", async () => {
    const subject = bySite("sunshine-coast-toyota").find(
      (c) => c.make === "Toyota" && c.model === "HiLux" && (c.price ?? 0) > 0,
    ) as Car;
    const vehicle = { make: "Toyota", model: "HiLux", year: subject.year, km: subject.km };
    const range = await market.range("sunshine-coast-toyota", vehicle);
    expect(range).toEqual(marketRange(vehicle, bySite("sunshine-coast-toyota")));
    expect(range?.market_range_min).toBeGreaterThan(0);
    expect(await market.range("no-such-site", vehicle)).toBeNull();
  });
});
