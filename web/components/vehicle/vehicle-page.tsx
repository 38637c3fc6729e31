import type { Car, SiteConfig } from "@forecourt/core";
import Link from "next/link";
import { CarCard } from "@/components/cars/car-card";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { ShopperToggles } from "@/components/shopper/shopper-toggles";
import { similarCars, vehicleView } from "@/lib/vehicle";
import {
  FEATURE_LIST_LIMIT,
  MOBILE_BAR_PX,
  SPECS_PER_COLUMN,
  STICKY_HEADER_PX,
} from "@/lib/view/constants";
import { vehicleJsonLd } from "@/lib/view/vehicle-json-ld";
import { CallButton } from "./call-button";
import { DealerComments } from "./dealer-comments";
import { EnquiryForms } from "./enquiry-forms";
import { FeatureList } from "./feature-list";
import { Gallery } from "./gallery";
import {
  LazyDeliveryCalculator,
  LazyFinanceCalculator,
  LazyFuelCalculator,
} from "./lazy-calculators";
import { ShareButton } from "./share-dialog";
import { SpecList } from "./spec-list";
import { StickyBars } from "./sticky-bars";
import { VehicleSidebar } from "./vehicle-sidebar";

type Props = { site: SiteConfig; car: Car; baseUrl: string };

/** §2 vehicle detail page: gallery, sidebar, information blocks, calculators, similar cars, enquiry. */
export async function VehiclePage({ site, car, baseUrl }: Props) {
  const now = new Date();
  const view = await vehicleView(site, car, now);
  const similar =
    view.eligibility.soldView || view.eligibility.purchasable
      ? await similarCars(site, car, now)
      : [];
  const slug = car.slug ?? car.id;
  const url = `${baseUrl}/cars/${slug}`;
  const sold = view.eligibility.soldView;
  const call = view.phone ? (
    <CallButton
      phone={view.phone}
      masked={site.features.phoneMasking}
      carId={car.id}
      dealershipId={car.dealership_id ?? null}
      site={site.slug}
      className="block rounded bg-gray-900 px-3 py-3 text-center text-sm font-bold text-white"
    />
  ) : null;
  const searchFallback = `/search/${car.car_type === "new" || car.car_type === "demo" ? car.car_type : "used"}-cars`;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-28 pt-4 md:pb-10">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be an inline script; `<` is escaped.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(vehicleJsonLd(car, site, url, baseUrl, sold)).replace(
            /</g,
            "\\u003c",
          ),
        }}
      />
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: view.title }]} />
      {view.eligibility.locatedAt ? (
        <p className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded bg-brand px-4 py-2 text-sm font-semibold text-white">
          <span>{view.eligibility.locatedAt}</span>
          <a href="#vehicle-map" className="underline">
            Get Directions
          </a>
        </p>
      ) : null}
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Gallery
            images={view.images}
            title={view.title}
            thumbnails={view.thumbnails}
            priorityCount={view.priorityCount}
            videoUrl={view.video}
          />
          <section aria-labelledby="key-info-h" className="rounded-lg border border-gray-200 p-5">
            <h2 id="key-info-h" className="text-xl font-bold">
              Key information
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
              {view.keyInfo.map((item) => (
                <div key={item.label} className="rounded bg-gray-50 p-3">
                  <dt className="text-xs uppercase tracking-wide text-gray-700">{item.label}</dt>
                  <dd className="font-semibold">{item.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <DealerComments html={view.comments.html} text={view.comments.text} />
          <SpecList
            title={view.details.heading}
            items={view.details.items}
            perColumn={SPECS_PER_COLUMN}
          />
          {view.specs.length > 0 ? (
            <SpecList title="All Specifications" items={view.specs} perColumn={SPECS_PER_COLUMN} />
          ) : null}
          {view.features.length > 0 ? (
            <FeatureList items={view.features} limit={FEATURE_LIST_LIMIT} />
          ) : null}
          {view.calculator && !sold ? (
            <div id="finance-calculator">
              <LazyFinanceCalculator
                carId={car.id}
                limits={view.calculator.limits}
                initial={view.calculator.initial}
                rounding={view.calculator.rounding}
                disclaimer={view.calculator.disclaimer}
                requestQuoteHref={view.financeHref}
              />
            </div>
          ) : null}
          {view.eligibility.instantFinance && site.finance.provider ? (
            <section className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand p-5 text-white">
              <h2 className="text-xl font-bold">Finance Available For This Vehicle!</h2>
              <Link
                href={view.financeHref}
                className="rounded bg-white px-4 py-2 font-semibold text-brand"
              >
                Get Finance Now
              </Link>
            </section>
          ) : null}
          {view.fuel ? <LazyFuelCalculator initial={view.fuel} /> : null}
          {site.features.deliveryCalculator && !sold ? <LazyDeliveryCalculator /> : null}
          {view.eligibility.historyReportButton && car.file ? (
            <a
              href={car.file}
              className="inline-block rounded border border-brand px-4 py-2 font-semibold text-brand"
              target="_blank"
              rel="noopener noreferrer"
            >
              View history report
            </a>
          ) : null}
          <section
            id="vehicle-map"
            aria-labelledby="map-h"
            className="rounded-lg border border-gray-200 p-5"
          >
            <h2 id="map-h" className="text-xl font-bold">
              {car.location?.name ?? "Vehicle Location"}
            </h2>
            <p className="mt-1 text-gray-700">
              {typeof car.location?.address === "string"
                ? car.location.address
                : [
                    car.location?.address?.street,
                    car.city ?? car.location?.city,
                    car.state ?? car.location?.state,
                  ]
                    .filter(Boolean)
                    .join(", ")}
            </p>
          </section>
        </div>
        <VehicleSidebar
          site={site}
          view={view}
          call={call}
          share={
            <ShareButton
              link={url}
              carName={view.title}
              twitterShare={site.features.twitterShare}
            />
          }
          favourite={
            <div>
              <ShopperToggles
                car={{
                  id: car.id,
                  name: view.title,
                  slug,
                  make: car.make ?? "",
                  model: car.model ?? "",
                  primary_image_url: view.images[0] ?? "",
                }}
                favourite={view.eligibility.favouriteButton}
                compare={view.eligibility.compareButton}
                inline
              />
            </div>
          }
        />
      </div>
      <section aria-labelledby="similar-h" className="mt-10">
        <h2 id="similar-h" className="text-2xl font-bold">
          {view.similarHeading}
        </h2>
        {similar.length > 0 ? (
          <ul className="mt-4 flex snap-x gap-4 overflow-x-auto pb-2" data-testid="similar-cars">
            {similar.map((card) => (
              <li key={card.id} className="w-72 shrink-0 snap-start">
                <CarCard car={card} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2">
            <Link href={searchFallback} className="font-semibold text-brand underline">
              Browse all our stock
            </Link>
          </p>
        )}
      </section>
      <section
        id="enquire"
        aria-labelledby="enquire-h"
        className="mt-10 scroll-mt-24 rounded-lg border border-gray-200 p-5"
      >
        <h2 id="enquire-h" className="text-2xl font-bold">
          {sold
            ? "Find Me Something Similar"
            : `Enquire about this ${site.theme.vehicleWord.toLowerCase()}`}
        </h2>
        <div className="mt-4">
          <EnquiryForms
            context={{
              site: site.slug,
              car_id: car.id,
              stock_number: car.stocknum ?? null,
              dealership_slug: car.dealership_slug ?? null,
              location_id: car.location_id ?? car.location?.id ?? null,
              make: car.make ?? null,
              model: car.model ?? null,
              car_type: car.car_type ?? null,
              vehicle_status: car.status ?? null,
              rego: car.regplate ?? null,
            }}
            commentsOptional={site.features.commentsOptional}
            defaultForm="enquiry"
            sold={sold}
          />
        </div>
      </section>
      <StickyBars
        title={view.title}
        price={view.price.text}
        enquireHref="#enquire"
        enquireLabel={sold ? "Find Me Something Similar" : "Enquire Now"}
        call={sold ? null : call}
        stickyHeaderAt={STICKY_HEADER_PX}
        mobileBarAt={MOBILE_BAR_PX}
      />
    </main>
  );
}
