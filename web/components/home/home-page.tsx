import {
  groupLocationsByName,
  heroStockLine,
  type SiteConfig,
  salesThisMonth,
} from "@forecourt/core";
import { CarCard } from "@/components/cars/car-card";
import Link from "@/components/link";
import { LocationSummaryCard } from "@/components/locations/location-summary-card";
import { homeView } from "@/lib/home";
import { imgAttrs } from "@/lib/view/image-attrs";
import { stockShortcuts } from "@/lib/view/navigation";
import { rasterSources } from "@/lib/view/raster-sources";
import { PromotionsSlider } from "./promotions-slider";
import { ReviewsSummary } from "./reviews-summary";
import { SalesCounter } from "./sales-counter";
import { SLIDE_SIZES } from "./slide-sizes";

/**
 * The banner picture, optimised like the car photos (srcset at the configured widths, modern
 * formats for raster pictures; an SVG passes through). It stands above the fold on a desktop, so
 * it is fetched early; its column is half the banner from md up, the full width below.
 */
function heroImage(url: string | null) {
  if (!url) return null;
  return imgAttrs({
    src: url,
    width: 1600,
    height: 900,
    sizes: "(min-width: 1280px) 590px, (min-width: 1024px) 46vw, (min-width: 768px) 50vw, 100vw",
    quality: 75,
    priority: true,
  });
}

/**
 * Home: promotions slider, stock shortcuts, featured cars, the 'Sales this Month' counter (on the
 * sites that show it), the reviews summary and location cards with their star ratings.
 */
export async function HomePage({ site }: { site: SiteConfig }) {
  const now = new Date();
  const { featured: cards } = await homeView(site, now);
  const shortcuts = stockShortcuts(site);
  const word = site.theme.vehicleWord;
  const groups = groupLocationsByName(site.locations);
  const locationsHref = site.pages.includes("/dealer-locator") ? "/dealer-locator" : "/contact";
  const slides = site.offers.map((offer) => ({
    title: offer.title,
    text: offer.description?.replace(/<[^>]+>/g, "") ?? "",
    image: offer.image?.url ?? null,
    raster: offer.image?.url ? rasterSources(offer.image.url, { sizes: SLIDE_SIZES }) : null,
    href: "/special-offers",
  }));

  return (
    <main id="main">
      <PromotionsSlider
        slides={slides}
        fallback={{
          title: site.name,
          text: heroStockLine(site),
          image: heroImage(site.theme.heroImageUrl),
        }}
        ctaHref={shortcuts[0]?.href ?? "/search/used-cars"}
        ctaLabel={`Browse ${word}s`}
      />
      <section aria-labelledby="shortcuts-heading" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="shortcuts-heading" className="text-2xl font-bold">
          Shop our stock
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          {shortcuts.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href ?? "/"}
                className="flex h-full items-center justify-center rounded-lg border-2 border-brand bg-white px-4 py-5 text-center font-bold text-brand hover:bg-brand hover:text-white"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {cards.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-6">
          <h2 id="featured-heading" className="text-2xl font-bold">
            Featured {word}s
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((car) => (
              <li key={car.id}>
                <CarCard car={car} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {site.features.salesCounter ? (
        <section aria-label="Sales this Month" className="bg-brand text-white">
          <div className="mx-auto max-w-7xl px-4 py-8">
            <SalesCounter initial={salesThisMonth(now)} />
          </div>
        </section>
      ) : null}
      <ReviewsSummary site={site} />
      {groups.length > 0 ? (
        <section aria-labelledby="locations-heading" className="mx-auto max-w-7xl px-4 py-10">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="locations-heading" className="text-2xl font-bold">
              Our locations
            </h2>
            <Link href={locationsHref} className="text-sm font-semibold text-brand underline">
              All locations
            </Link>
          </div>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {groups.slice(0, 6).map((group) => (
              <li key={group.name}>
                <LocationSummaryCard group={group} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
