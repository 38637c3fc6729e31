import { describe, expect, it } from "vitest";
import { Car } from "../schemas/car";
import { SiteConfig } from "../schemas/site-config";
import { dealerStockFilter, matchesDealerStockFilter, soldDaysOf } from "./dealer-stock-filter";

const NOW = new Date("2026-03-15T00:00:00Z");
const NOW_S = NOW.getTime() / 1000;
const DAY = 86_400;
const site = (patch: Record<string, unknown> = {}) =>
  SiteConfig.parse({ slug: "s", name: "S", ...patch });
const car = (patch: Record<string, unknown>) =>
  Car.parse({ id: "1", status: "in_stock", ...patch });

describe("§7 dealer stock filter", () => {
  it("N days ago in seconds, N = 3 by default", () => {
    expect(dealerStockFilter(site(), NOW).soldSince).toBe(NOW_S - 3 * DAY);
  });
  it.each([
    [
      "the fixed-filter number when the dealer keeps the default",
      { stock: { fixedFilter: 14 } },
      14,
    ],
    ["the dealer's include_sold_cars_days when set", { dealer: { include_sold_cars_days: 7 } }, 7],
    ["0 hides every sold car", { stock: { fixedFilter: 0 } }, 0],
  ])("sold days: %s", (_, patch, days) => {
    expect(soldDaysOf(site(patch))).toBe(days);
  });

  const filter = dealerStockFilter(
    site({ stock: { carTypes: ["used"], hiddenMakes: ["suzuki"], hiddenStockNumbers: ["X1"] } }),
    NOW,
  );
  it.each([
    ["in stock used", { car_type: "used" }, true],
    ["coming soon used", { car_type: "used", status: "coming_soon" }, true],
    [
      "sold 2 days ago",
      { car_type: "used", status: "sold", sold_date_timestamp: NOW_S - 2 * DAY },
      true,
    ],
    [
      "sold 4 days ago",
      { car_type: "used", status: "sold", sold_date_timestamp: NOW_S - 4 * DAY },
      false,
    ],
    [
      "sold exactly 3 days ago (strictly after)",
      { car_type: "used", status: "sold", sold_date_timestamp: NOW_S - 3 * DAY },
      false,
    ],
    ["reserved status", { car_type: "used", status: "reserved" }, false],
    ["hidden from the website", { car_type: "used", show_on_dealer_website: false }, false],
    ["a new car on a used-prefixed site", { car_type: "new" }, false],
    ["a hidden make, any case", { car_type: "used", make: "Suzuki" }, false],
    ["a hidden stock number", { car_type: "used", stocknum: "X1" }, false],
  ])("%s → %s", (_, patch, listed) => {
    expect(matchesDealerStockFilter(car(patch), filter)).toBe(listed);
  });
});
