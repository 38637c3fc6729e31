import { fuelCalculatorVisible } from "../calculators/fuel-cost";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { availabilityOf, showsSoldView } from "../stock/availability";
import { isListedOnDealerSite } from "../stock/sold-visibility";
import {
  showHistoryReportButton,
  showInstantMessage,
  showReserveButton,
  showToyotaCertifiedBadge,
  showTradeInButton,
} from "./action-buttons";
import { type CarCardButtons, carCardButtons } from "./car-card-buttons";
import { isInstantEligible } from "./instant-eligibility";
import { locatedAtBar } from "./located-at";
import { type MarketPriceBadge, marketPriceBadge } from "./market-price-badge";
import { isPurchasable } from "./purchasable";
import { showSaveControl } from "./save-controls";

/** Shopper-side facts the rules need but the car and site do not hold. */
export type ShopperContext = { alreadySaved: boolean; chatEnabled: boolean };

/** Every button and visibility decision for one car on one site (§2, §4, §5). */
export type CarEligibility = {
  availability: ReturnType<typeof availabilityOf>;
  soldView: boolean;
  listed: boolean;
  purchasable: boolean;
  instantValuation: boolean;
  instantFinance: boolean;
  reserveButton: boolean;
  tradeInButton: boolean;
  saveButton: boolean;
  favouriteButton: boolean;
  compareButton: boolean;
  toyotaCertifiedBadge: boolean;
  historyReportButton: boolean;
  instantMessage: boolean;
  fuelCalculator: boolean;
  marketPriceBadge: MarketPriceBadge;
  locatedAt: string | null;
  cardButtons: CarCardButtons;
};

/** Gathers every per-car decision; each field is one named rule of this folder. */
export function carEligibility(
  car: Car,
  site: SiteConfig,
  now: Date,
  shopper: ShopperContext = { alreadySaved: false, chatEnabled: true },
): CarEligibility {
  const instant = isInstantEligible(car);
  return {
    availability: availabilityOf(car),
    soldView: showsSoldView(car),
    listed: isListedOnDealerSite(car, site, now),
    purchasable: isPurchasable(car),
    instantValuation: instant,
    instantFinance: instant,
    reserveButton: showReserveButton(car, site),
    tradeInButton: showTradeInButton(car, site),
    saveButton: showSaveControl(car, site, "save", shopper.alreadySaved),
    favouriteButton: showSaveControl(car, site, "favourite"),
    compareButton: showSaveControl(car, site, "compare"),
    toyotaCertifiedBadge: showToyotaCertifiedBadge(car, site),
    historyReportButton: showHistoryReportButton(car),
    instantMessage: showInstantMessage(site, shopper.chatEnabled),
    fuelCalculator: fuelCalculatorVisible(car),
    marketPriceBadge: marketPriceBadge(car, site),
    locatedAt: locatedAtBar(car, site),
    cardButtons: carCardButtons(car, site),
  };
}
