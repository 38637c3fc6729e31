import {
  type Car,
  carEligibility,
  carTag,
  carVideo,
  defaultSpinnerMode,
  financeLink,
  fuelInputsForCar,
  itemSpecRows,
  phoneForCar,
  priceDisplay,
  type SiteConfig,
  showGalleryThumbnails,
  shownFinanceEstimate,
  showsFinanceCalculator,
  similarCarsHeading,
  soldMessages,
  spinEmbedAddress,
  spinFrames,
  spinnerModes,
  testDriveLabel,
  usedCarFacts,
  usedCarHeading,
  vehicleCalculatorOpening,
  vehicleDetailsHeading,
  vehicleDisclaimer,
} from "@forecourt/core";
import { rasterOrOriginal, SPIN_FRAME_WIDTH } from "@forecourt/core/media/raster-images";
import { carPathKey } from "@forecourt/core/stock/car-path";
import { cache } from "react";
import { getPlatform } from "./platform";
import { dealerPlainText, sanitizeDealerHtml } from "./sanitize";
import { carImages, carTitle } from "./view/car-text";
import {
  detailItems,
  featureItems,
  keyInformation,
  specificationItems,
} from "./view/vehicle-specs";

/**
 * The car for /cars/{slug} on one site, or null (unknown, or hidden from the dealer site). A
 * feed may send a car without a slug: its cards, sitemap and checkout address it by id, so its
 * page answers there too (only for such a car, so a car with a slug has one address).
 */
export const carForPage = cache(async (site: SiteConfig, slug: string): Promise<Car | null> => {
  const platform = await getPlatform();
  const wanted = carPathKey(slug);
  if (wanted === null) return null;
  const bySlug = await platform.stock.bySlug(site.slug, wanted);
  const byId = bySlug ? null : await platform.stock.get(site.slug, wanted);
  const car = bySlug ?? (byId && !byId.slug ? byId : null);
  if (!car || car.show_on_dealer_website === false) return null;
  return car;
});

/** Everything the vehicle page shows, each decision from a core rule. */
export async function vehicleView(site: SiteConfig, car: Car, now: Date) {
  const eligibility = carEligibility(car, site, now);
  const price = priceDisplay(car, site);
  const images = carImages(car);
  const comments = car.dealercomments ?? "";
  const estimate = shownFinanceEstimate(car, site, now);
  const calculator = showsFinanceCalculator(site.finance, car);
  const lender =
    car.finance_lenders && site.finance.provider
      ? car.finance_lenders[site.finance.provider]
      : null;
  // §7 the external 360° viewer, where the site has one and the car a spin_code.
  const spinEmbed = spinEmbedAddress(car, site);
  return {
    car,
    title: carTitle(car),
    subtitle: [car.badge, car.series].filter(Boolean).join(" "),
    eligibility,
    price,
    tag: carTag(car, site, now),
    images,
    thumbnails: showGalleryThumbnails(car),
    video: carVideo(car),
    media: {
      modes: spinnerModes(car, spinEmbed),
      initialMode: defaultSpinnerMode(car, site, spinEmbed),
      embed: spinEmbed,
      // The drawn demo frames as their WebP copies: no SVG to rasterise at each turn.
      frames: spinFrames(car).map((url) => rasterOrOriginal(url, SPIN_FRAME_WIDTH)),
      interior: car.spin_interior_image?.trim() || null,
      hotspots: {
        exterior: car.hotspots?.exterior ?? null,
        interior: car.hotspots?.interior ?? null,
      },
    },
    usedCar: { heading: usedCarHeading(site, car), facts: usedCarFacts(car) },
    comments: { html: sanitizeDealerHtml(comments), text: dealerPlainText(comments) },
    details: {
      heading: vehicleDetailsHeading(site, car),
      items: itemSpecRows(car, detailItems(car)),
    },
    // Motorcycles and trucks name their specifications their own way (core itemSpecRows).
    specs: itemSpecRows(car, specificationItems(car)),
    testDriveLabel: testDriveLabel(car, site),
    features: featureItems(car)
      .map(sanitizeDealerHtml)
      .filter((f) => f.trim() !== ""),
    keyInfo: itemSpecRows(car, keyInformation(car, site)),
    estimate,
    calculator: calculator
      ? {
          // Opens on the terms the car's estimate and card quote, within the provider's limits.
          ...vehicleCalculatorOpening(car, site.finance),
          rounding: site.finance.roundDown ? ("down" as const) : ("up" as const),
          disclaimer: lender?.disclaimer ?? site.finance.disclaimer ?? "",
          quoted: estimate.visible
            ? {
                termYears: estimate.termYears,
                interestRate: estimate.interestRate,
                comparisonRate: estimate.comparisonRate,
              }
            : null,
        }
      : null,
    fuel: eligibility.fuelCalculator ? fuelInputsForCar(car) : null,
    financeHref: financeLink(site.finance, car),
    phone: phoneForCar(car, site),
    sold: soldMessages(site),
    similarHeading: similarCarsHeading(site),
    disclaimer: vehicleDisclaimer({
      dealerName: car.location?.name ?? site.name,
      country: site.country,
      car,
      financeEstimateShown: estimate.visible,
      financeDisclaimer: estimate.visible ? estimate.disclaimer.full : null,
    }),
  };
}

export type VehicleView = Awaited<ReturnType<typeof vehicleView>>;
