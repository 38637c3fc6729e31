import {
  ANALYTICS_EVENTS,
  type Car,
  consumerInformationNotice,
  type SiteConfig,
} from "@forecourt/core";
import { RecordedLink } from "@/components/analytics/record-on-view";
import { SpecIcon } from "@/components/icons/spec-icon";
import Link from "@/components/link";
import type { VehicleView } from "@/lib/vehicle";
import { FEATURE_LIST_LIMIT, SPECS_PER_COLUMN } from "@/lib/view/constants";
import { CertifiedDialog } from "./certified-dialog";
import { ConsumerInformationNoticeSection, NOTICE_ANCHOR } from "./consumer-information-notice";
import { DealerComments } from "./dealer-comments";
import { DisclaimerBlock } from "./disclaimer-block";
import { FeatureList } from "./feature-list";
import {
  LazyDeliveryCalculator,
  LazyFinanceCalculator,
  LazyFuelCalculator,
} from "./lazy-calculators";
import { PriceComparisonGauge } from "./price-gauge";
import { SpecList } from "./spec-list";
import { UsedCarBlock } from "./used-car-block";
import { VehicleMap } from "./vehicle-map";
import { VideoBlock } from "./video-block";

type Props = { site: SiteConfig; car: Car; view: VehicleView };

/**
 * §2 information blocks under the gallery: key information, used-car and video blocks, dealer
 * comments, details, specifications, features, calculators, the price-comparison gauge, the
 * history report, the location and the disclaimer.
 */
export function VehicleInfo({ site, car, view }: Props) {
  const sold = view.eligibility.soldView;
  const notice = consumerInformationNotice(site, car, new Date());
  return (
    <>
      <section aria-labelledby="key-info-h" className="rounded-lg border border-gray-200 p-5">
        <h2 id="key-info-h" className="text-xl font-bold">
          Key information
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {view.keyInfo.map((item) => (
            <div key={item.label} className="rounded bg-gray-50 p-3">
              <dt className="flex items-center gap-1.5 text-xs uppercase tracking-wide text-gray-700">
                {item.kind ? <SpecIcon kind={item.kind} iconSet={site.theme.iconSet} /> : null}
                {item.label}
              </dt>
              <dd className="font-semibold">{item.value}</dd>
            </div>
          ))}
        </dl>
        {notice.required ? (
          <a
            href={`#${NOTICE_ANCHOR}`}
            className="mt-3 inline-block font-semibold text-brand underline"
          >
            Consumer Information Notice
          </a>
        ) : null}
      </section>
      {view.eligibility.toyotaCertifiedBadge ? (
        <CertifiedDialog vehicleWord={site.theme.vehicleWord} />
      ) : null}
      {view.usedCar.facts ? (
        <UsedCarBlock heading={view.usedCar.heading} facts={view.usedCar.facts} />
      ) : null}
      {notice.required ? (
        <ConsumerInformationNoticeSection notice={notice} traderName={site.name} />
      ) : null}
      {view.video ? <VideoBlock video={view.video} title={view.title} /> : null}
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
            quoted={view.calculator.quoted}
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
      {sold ? null : <PriceComparisonGauge slug={car.slug ?? car.id} />}
      {view.fuel ? <LazyFuelCalculator initial={view.fuel} /> : null}
      {site.features.deliveryCalculator && !sold ? <LazyDeliveryCalculator /> : null}
      {view.eligibility.historyReportButton && car.file ? (
        <RecordedLink
          eventId={ANALYTICS_EVENTS.historyReport}
          data={{ car_id: car.id }}
          href={car.file}
          className="inline-block rounded border border-brand px-4 py-2 font-semibold text-brand"
          target="_blank"
          rel="noopener noreferrer"
        >
          View history report
        </RecordedLink>
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
        <VehicleMap car={car} site={site} />
      </section>
      <DisclaimerBlock lines={view.disclaimer} />
    </>
  );
}
