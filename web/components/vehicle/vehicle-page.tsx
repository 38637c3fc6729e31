import {
  ANALYTICS_EVENTS,
  type Car,
  phoneConsoleNote,
  publicSiteSettings,
  type SiteConfig,
  saveVisibility,
  viewedCarOf,
} from "@forecourt/core";
import { carLeadFields } from "@forecourt/core/leads/car-lead-fields";
import { vehiclePagePreloads } from "@forecourt/core/media/orbit-assets";
import { limitedListFilters } from "@forecourt/core/search/limited-list";
import { preload } from "react-dom";
import { ViewedCarRecorder } from "@/components/account/viewed-car-recorder";
import { WatchlistButton } from "@/components/account/watchlist-button";
import { RecordOnView } from "@/components/analytics/record-on-view";
import { ConsoleNote } from "@/components/console-note";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { JsonLd } from "@/components/seo/json-ld";
import { ShopperToggles } from "@/components/shopper/shopper-toggles";
import { vehiclePageView } from "@/lib/vehicle-page";
import { MOBILE_BAR_PX, STICKY_HEADER_PX } from "@/lib/view/constants";
import { preloadPriorityPhotos } from "@/lib/view/gallery-photos";
import { vehicleJsonLd } from "@/lib/view/vehicle-json-ld";
import { CallButton } from "./call-button";
import { CallDealerBlock } from "./call-dealer-block";
import { FeatureBanner } from "./feature-banner";
import { Gallery } from "./gallery";
import { InstantMessage } from "./instant-message";
import { LazyEnquiryForms } from "./lazy-enquiry-forms";
import { LazyLimitedList } from "./lazy-limited-list";
import { MediaViewer } from "./media-viewer";
import { ShareButton } from "./share-button";
import { SimilarCars } from "./similar-cars";
import { StickyBars } from "./sticky-bars";
import { VehicleInfo } from "./vehicle-info";
import { VehicleSidebar } from "./vehicle-sidebar";

type Props = { site: SiteConfig; car: Car; baseUrl: string };

/** §2 vehicle detail page: media, sidebar, information blocks, call and banner, similar cars, enquiry. */
export async function VehiclePage({ site, car, baseUrl }: Props) {
  const now = new Date();
  // Issue 33 §2: the photos are the dealer's stored copies; those not fetched yet left out.
  const { view, photos, breadcrumbs } = await vehiclePageView(site, car, now);
  const slug = car.slug ?? car.id;
  const url = `${baseUrl}/cars/${slug}`;
  const sold = view.eligibility.soldView;
  preloadPriorityPhotos(photos);
  // §7 the page's own static images it will paint first (the coming-soon image), from /orbit/.
  for (const href of vehiclePagePreloads(photos.length))
    preload(href, { as: "image", fetchPriority: "high" });
  const dealerName = car.location?.name ?? site.name;
  const callProps = view.phone
    ? {
        phone: view.phone,
        masked: site.features.phoneMasking,
        carId: car.id,
        dealershipId: car.dealership_id ?? null,
        site: site.slug,
      }
    : null;
  const call = callProps ? (
    <CallButton
      {...callProps}
      className="block rounded bg-gray-900 px-3 py-3 text-center text-sm font-bold text-white"
    />
  ) : null;
  const stockType = car.car_type === "new" || car.car_type === "demo" ? car.car_type : "used";
  // §3 the car → lead hidden fields, from core, for every form on the page.
  const leadFields = carLeadFields(car);
  const leadSite = publicSiteSettings(site);
  const leadCar = { location: car.location ?? null };

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 pb-28 pt-4 md:pb-10">
      <JsonLd data={vehicleJsonLd(car, site, url, baseUrl, sold)} />
      <ViewedCarRecorder car={viewedCarOf(car)} />
      {phoneConsoleNote(view.phone) ? (
        <ConsoleNote message={phoneConsoleNote(view.phone) ?? ""} />
      ) : null}
      {stockType === "used" ? (
        <RecordOnView eventId={ANALYTICS_EVENTS.usedVehicleDetailView} data={{ car_id: car.id }} />
      ) : null}
      <Breadcrumbs items={breadcrumbs} baseUrl={baseUrl} />
      {view.eligibility.locatedAt ? (
        <p className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded bg-brand px-4 py-2 text-sm font-semibold text-white">
          <span>{view.eligibility.locatedAt}</span>
          <a href="#vehicle-map" className="underline">
            Get Directions
          </a>
        </p>
      ) : null}
      {/* Phones read photo, then title, price and actions, then the details (the first screen holds
          all four); wide screens keep the media and details beside the sticky sidebar. */}
      <div className="mt-3 grid gap-4 md:mt-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_1fr] lg:gap-x-8 lg:gap-y-6">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <MediaViewer
            title={view.title}
            modes={view.media.modes}
            initialMode={view.media.initialMode}
            frames={view.media.frames}
            embed={view.media.embed}
            interiorImage={view.media.interior}
            hotspots={view.media.hotspots}
            gallery={
              <Gallery
                photos={photos}
                title={view.title}
                thumbnails={view.thumbnails}
                video={view.video}
              />
            }
          />
        </div>
        <VehicleSidebar
          site={site}
          view={view}
          call={call}
          enquire={
            view.eligibility.instantMessage ? (
              <InstantMessage
                site={leadSite}
                dealerName={dealerName}
                hidden={leadFields}
                car={leadCar}
                className="w-full rounded bg-brand px-4 py-3 text-center font-bold text-white"
              />
            ) : null
          }
          share={
            <ShareButton
              link={url}
              carName={view.title}
              twitterShare={site.features.twitterShare}
            />
          }
          favourite={
            <div className="flex flex-wrap gap-2">
              <WatchlistButton
                carId={car.id}
                carName={view.title}
                visibility={saveVisibility(car, site)}
                placement="page"
              />
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
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
          <VehicleInfo site={site} car={car} view={view} />
        </div>
      </div>
      {callProps && !sold ? (
        <CallDealerBlock
          {...callProps}
          dealerName={dealerName}
          vehicleWord={site.theme.vehicleWord}
        />
      ) : null}
      <FeatureBanner site={site} />
      {sold || view.eligibility.purchasable ? (
        <SimilarCars
          slug={slug}
          heading={view.similarHeading}
          fallback={{ href: `/search/${stockType}-cars`, label: "Browse all our stock" }}
          site={{
            features: site.features,
            finance: site.finance,
            noPriceText: site.noPriceText,
            theme: { iconSet: site.theme.iconSet },
          }}
        />
      ) : null}
      {site.features.limitedList && !sold ? (
        <LazyLimitedList
          heading={site.features.limitedList.heading}
          filters={limitedListFilters(site.features.limitedList.search_filters)}
          carId={car.id}
        />
      ) : null}
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
          <LazyEnquiryForms
            site={leadSite}
            hidden={leadFields}
            car={leadCar}
            defaultForm="enquiry"
            sold={sold}
            testDriveLabel={view.testDriveLabel}
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
