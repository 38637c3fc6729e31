import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { showsSoldView } from "../stock/availability";
import { showReserveButton } from "./action-buttons";
import { isInstantEligible } from "./instant-eligibility";
import { isPurchasable } from "./purchasable";

/** §2 car-card buttons. */
export type CarCardButton =
  | "Book a Test Drive"
  | "Enquire Now"
  | "Get Finance"
  | "Reserve Now"
  | "Buy Online"
  | "View Details"
  | "Find Me Something Similar";

type CardSite = {
  features: Pick<SiteConfig["features"], "reserve" | "reserveRoute">;
  finance: Pick<SiteConfig["finance"], "provider">;
};
type CardCar = Pick<
  Car,
  "status" | "sold" | "reserved" | "price" | "reservable" | "test_drive_only"
>;

/**
 * §2 car-card button set: enquiry buttons (Enquire Now, Book a Test Drive), Get Finance when a
 * finance provider is configured and the car is eligible (§4), Reserve Now or Buy Online per the
 * site's reserve route, View Details. A sold car — and any non-purchasable car (§8 fallback) —
 * gets Find Me Something Similar instead of the enquiry buttons.
 */
export function carCardButtons(car: CardCar, site: CardSite): CarCardButton[] {
  if (showsSoldView(car) || !isPurchasable(car))
    return ["Find Me Something Similar", "View Details"];
  const buttons: CarCardButton[] = ["Enquire Now", "Book a Test Drive"];
  if (site.finance.provider !== null && isInstantEligible(car)) buttons.push("Get Finance");
  if (showReserveButton(car, site)) {
    buttons.push(site.features.reserveRoute === "buy-online" ? "Buy Online" : "Reserve Now");
  }
  buttons.push("View Details");
  return buttons;
}
