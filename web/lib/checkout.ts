import {
  CARD_PAYMENT_METHODS,
  type Car,
  carLink,
  formatThousands,
  gateDecision,
  holdNotice,
  preferSimple,
  priceDisplay,
  RESERVATION_MESSAGES,
  RETURN_POLICY_TERMS,
  type ReservationRefusal,
  type ReserveEntry,
  type ReservePaymentWording,
  reserveAmountText,
  reservePaymentWording,
  type SiteConfig,
  showsReturnPolicy,
} from "@forecourt/core";
import { findCarToReserve } from "@forecourt/core/use-cases/find-car-to-reserve";
import { signedInUser } from "./account/server";
import { getPlatform } from "./platform";
import { carImageUrl, carTitle } from "./view/car-text";

/** The car as the checkout pages summarise it (photo, title, price, key facts). */
export type CheckoutCar = {
  id: string;
  slug: string;
  href: string;
  title: string;
  subtitle: string;
  image: string | null;
  price: { text: string; label: string | null; was: string | null };
  facts: Array<{ label: string; value: string }>;
};

/** What the reserve / buy-online page and the online purchase journey show, from core rules. */
export type CheckoutView = {
  car: CheckoutCar;
  amountText: string;
  paymentMethods: readonly string[];
  returnPolicy: readonly string[] | null;
  /** The shopper-facing terms links the site answers on. */
  termsLinks: Array<{ label: string; href: string }>;
};

/** The car for a checkout page: found on the site and reservable now, or why not (core decides). */
export async function checkoutCar(
  site: SiteConfig,
  slug: string,
  now: Date,
): Promise<{ car: Car | null; refusal: ReservationRefusal | null }> {
  const found = await findCarToReserve(await getPlatform(), { slug }, { now, site });
  // findCarToReserve has no failure: a car that cannot be reserved is its refusal, shown on the page.
  return found.ok ? found.value : { car: null, refusal: "not-found" };
}

export function refusalMessage(refusal: ReservationRefusal): string {
  return RESERVATION_MESSAGES[refusal];
}

function facts(car: Car): CheckoutCar["facts"] {
  const entries: Array<[string, string | null | undefined]> = [
    ["Kilometres", car.km != null ? `${formatThousands(car.km)} km` : null],
    ["Transmission", preferSimple(car, "transmission")],
    ["Fuel", preferSimple(car, "fuel")],
    ["Body", preferSimple(car, "body")],
    ["Colour", car.colour],
    ["Stock number", car.stocknum],
    ["Location", car.location?.name ?? car.location_name],
  ];
  return entries.flatMap(([label, value]) => (value ? [{ label, value }] : []));
}

export function checkoutView(site: SiteConfig, car: Car): CheckoutView {
  const price = priceDisplay(car, site);
  const slug = car.slug ?? car.id;
  const pages = new Set(site.pages.map((p) => p.replace(/\/+$/, "")));
  return {
    car: {
      id: car.id,
      slug,
      href: carLink(slug),
      title: carTitle(car),
      subtitle: [car.badge, car.series].filter(Boolean).join(" "),
      image: carImageUrl(car),
      price: { text: price.text, label: price.priceType, was: price.was },
      facts: facts(car),
    },
    amountText: reserveAmountText(site),
    paymentMethods: CARD_PAYMENT_METHODS,
    returnPolicy: showsReturnPolicy(site) ? RETURN_POLICY_TERMS : null,
    termsLinks: [
      { label: "Privacy Policy", href: "/privacy-policy" },
      { label: "Terms & Conditions", href: "/terms-and-conditions" },
    ].filter((l) => pages.has(l.href)),
  };
}

/**
 * §4 gated access on the server: the sign-in address (core's signInUrl, with redirect and back
 * targets) when the site gates checkout and the shopper is signed out; null to show the page.
 * The session is read before rendering, so there is no loading state to wait for.
 */
export async function checkoutSignInRedirect(
  site: SiteConfig,
  path: string,
  back: string,
): Promise<string | null> {
  const decision = gateDecision(
    { path, back, signedIn: (await signedInUser(site)) !== null, loading: false },
    site,
  );
  return decision.action === "redirect" ? decision.to : null;
}

/**
 * The deposit's wording for a checkout page, for the way the platform's payment port takes it
 * (issue 15 §2: the page, button, confirmation and lead tell one story).
 */
export async function checkoutPaymentWording(
  site: SiteConfig,
  view: CheckoutView,
  entry: ReserveEntry,
): Promise<CheckoutPaymentWording> {
  const platform = await getPlatform();
  const taken = platform.payment.depositTaken;
  return {
    ...reservePaymentWording({
      taken,
      amountText: view.amountText,
      carTitle: view.car.title,
      dealerName: site.name,
      entry,
    }),
    holdNotice: holdNotice(site, taken),
  };
}

/** The deposit's wording plus how long an unpaid hold lasts (issue 30 §7; null when paid online). */
export type CheckoutPaymentWording = ReservePaymentWording & { holdNotice: string | null };
