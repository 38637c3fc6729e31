import {
  type Car,
  type MarketPricePort,
  type MarketRange,
  type MarketVehicle,
  marketPriceComparison,
  marketRange,
  type PriceComparison,
  type StockRepository,
} from "@forecourt/core";

/** Where the comparable stock comes from: the store's StockRepository fits. */
export type SiteStock = Pick<StockRepository, "list">;

/**
 * §7 autogauge from the platform's own data: the core market-price rule over
 * the site's stock (same make/model, near year and km). Null with no
 * comparables or no listing price ('No data returned').
 */
export class LocalMarketPrice implements MarketPricePort {
  constructor(private readonly stock: SiteStock) {}

  async compare(site: string, car: Car): Promise<PriceComparison | null> {
    return marketPriceComparison(car, await this.stock.list(site));
  }

  async range(site: string, vehicle: MarketVehicle): Promise<MarketRange | null> {
    return marketRange(vehicle, await this.stock.list(site));
  }
}
