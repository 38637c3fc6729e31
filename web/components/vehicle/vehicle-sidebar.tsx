import { reserveLink, type SiteConfig } from "@forecourt/core";
import type { ReactNode } from "react";
import type { VehicleView } from "@/lib/vehicle";
import { MarketPriceBadge } from "./market-price-badge";
import { ViewCount } from "./view-count";

type Props = {
  site: SiteConfig;
  view: VehicleView;
  call: ReactNode;
  /** Replaces Enquire Now when set (§2 Instant Message where chat is on). */
  enquire?: ReactNode;
  share: ReactNode;
  favourite: ReactNode;
};

/** §2 sidebar: title, sub-heading, price ('was', reduced), views, finance estimate, location, actions. */
export function VehicleSidebar({ site, view, call, enquire, share, favourite }: Props) {
  const { car, eligibility, price, estimate } = view;
  const slug = car.slug ?? car.id;
  const sold = eligibility.soldView;
  const reserveHref = reserveLink({ slug }, site);
  return (
    <aside
      aria-label="Price and actions"
      className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
    >
      {/* Phones put the views and location after the actions, so title, price and the primary
          action fit the first screen under the photo (issue 15 §1); wide screens keep §2's order. */}
      <div className="flex flex-col rounded-lg border border-gray-200 p-4 shadow-sm lg:block lg:p-5">
        {view.tag.tag && !sold ? (
          <p className="mb-2 inline-block self-start rounded bg-brand px-2 py-0.5 text-xs font-bold uppercase text-white">
            {view.tag.label}
          </p>
        ) : null}
        <h1 className="text-xl font-extrabold leading-tight lg:text-2xl">{view.title}</h1>
        {view.subtitle ? <p className="mt-1 text-gray-700">{view.subtitle}</p> : null}
        <div className="mt-3 lg:mt-4">
          {price.was ? (
            <p className="text-sm text-gray-700">
              Was <s>{price.was}</s>
              {price.reduced ? (
                <span className="ml-2 rounded bg-green-700 px-1.5 py-0.5 text-xs font-bold text-white">
                  Reduced
                </span>
              ) : null}
            </p>
          ) : null}
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-extrabold" data-testid="vehicle-price">
              {price.text}
            </span>
            {price.priceType ? (
              <span
                className="text-sm font-semibold uppercase text-gray-700"
                data-testid="vehicle-price-type"
              >
                {price.priceType}
              </span>
            ) : null}
          </p>
          <MarketPriceBadge badge={eligibility.marketPriceBadge} />
          {estimate.visible && estimate.paymentText ? (
            <p className="mt-1 text-sm font-semibold text-brand" data-testid="finance-estimate">
              {estimate.paymentQuoted ? `${estimate.paymentText}*` : estimate.paymentText}
              {estimate.paymentQuoted ? (
                <span className="ml-1 font-normal text-gray-700">
                  {estimate.interestRateText} p.a. · comparison rate {estimate.comparisonRateText}*
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="order-last mt-3 lg:order-none lg:mt-0">
          <ViewCount
            slug={car.slug ?? car.id}
            photosCount={car.photos_count ?? 0}
            vehicleWord={site.theme.vehicleWord}
          />
          <a
            href="#vehicle-map"
            className="mt-2 inline-block text-sm font-semibold text-brand underline"
          >
            {car.location?.name ?? "Vehicle Location"}
          </a>
        </div>
        {sold ? (
          <div className="mt-4 rounded bg-gray-50 p-4 text-center" data-testid="sold-state">
            <h2 className="text-3xl font-extrabold text-red-700">{view.sold.heading}</h2>
            <p className="mt-2 font-semibold">{view.sold.lines[0]}</p>
            <p className="mt-1 text-gray-700">{view.sold.lines[1]}</p>
            <a
              href="#enquire"
              className="mt-3 block rounded bg-brand px-4 py-3 font-bold text-white"
              data-testid="primary-cta"
            >
              Find Me Something Similar
            </a>
          </div>
        ) : (
          <div className="mt-4 grid gap-2">
            {eligibility.reserveButton ? (
              <a
                href={reserveHref}
                className="rounded bg-green-700 px-4 py-3 text-center font-bold text-white"
                data-testid="primary-cta"
              >
                Reserve Car Now
              </a>
            ) : null}
            <div
              className="grid"
              data-testid={eligibility.reserveButton ? "enquire-cta" : "primary-cta"}
            >
              {enquire ?? (
                <a
                  href="#enquire"
                  className="rounded bg-brand px-4 py-3 text-center font-bold text-white"
                >
                  Enquire Now
                </a>
              )}
            </div>
            {call}
            {eligibility.tradeInButton ? (
              <a
                href={`/cars/trade-in?car_id=${encodeURIComponent(car.id)}`}
                className="rounded border border-brand px-4 py-3 text-center font-semibold text-brand"
              >
                Value my trade-in
              </a>
            ) : null}
          </div>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {share}
          {site.features.printable ? (
            <a
              href={`/print?car_id=${encodeURIComponent(slug)}`}
              target="_blank"
              rel="noopener"
              className="rounded border border-gray-300 px-3 py-2 text-sm font-semibold"
            >
              Print
            </a>
          ) : null}
          {favourite}
        </div>
      </div>
    </aside>
  );
}
