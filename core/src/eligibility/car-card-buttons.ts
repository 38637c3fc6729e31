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

/**
 * The buttons one card shows (issue 21 §2): one primary action and at most one secondary; every
 * other action of §2 lives on the vehicle page.
 */
export type CarCardButtons = { primary: CarCardButton; secondary?: CarCardButton };

type CardSite = {
  features: Pick<SiteConfig["features"], "reserve" | "reserveRoute">;
  finance: Pick<SiteConfig["finance"], "provider">;
};
type CardCar = Pick<
  Car,
  "status" | "sold" | "reserved" | "price" | "reservable" | "test_drive_only"
>;

/**
 * §2 car-card buttons, cut to two by issue 21. A sold car, and any non-purchasable car (§8
 * fallback), leads with Find Me Something Similar (instead of the enquiry buttons) and keeps View
 * Details. Any other car leads with View Details, and its secondary is the next step a shopper of
 * this site is most likely to take: Book a Test Drive for a test-drive-only car; Buy Online or
 * Reserve Now (per the site's reserve route) where the car can be reserved; Get Finance where a
 * finance provider is configured and the car is eligible (§4); Enquire Now otherwise.
 */
export function carCardButtons(car: CardCar, site: CardSite): CarCardButtons {
  if (showsSoldView(car) || !isPurchasable(car))
    return { primary: "Find Me Something Similar", secondary: "View Details" };
  return { primary: "View Details", secondary: secondaryAction(car, site) };
}

function secondaryAction(car: CardCar, site: CardSite): CarCardButton {
  if (car.test_drive_only === true) return "Book a Test Drive";
  if (showReserveButton(car, site)) {
    return site.features.reserveRoute === "buy-online" ? "Buy Online" : "Reserve Now";
  }
  if (site.finance.provider !== null && isInstantEligible(car)) return "Get Finance";
  return "Enquire Now";
}

/** The card's buttons in the order they are drawn: primary first. */
export function cardButtonList(buttons: CarCardButtons): CarCardButton[] {
  return buttons.secondary ? [buttons.primary, buttons.secondary] : [buttons.primary];
}
