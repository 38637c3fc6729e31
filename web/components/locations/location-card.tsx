"use client";

import {
  contactUsLink,
  dealerLicenceLabel,
  directionsUrl,
  formatPhone,
  formatRating,
  type LocationGroup,
  locationReviewsLink,
  locationTabLabel,
  motorVehicleRepairerLabel,
  openingWeek,
  telHref,
} from "@forecourt/core";
import Link from "next/link";
import { useId, useState } from "react";
import { Stars } from "@/components/home/stars";
import { EnquiryModal } from "./enquiry-modal";
import type { LocationSiteLinks } from "./location-links";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const HOURS_TYPES = ["sales", "service", "parts"] as const;

type Props = {
  group: LocationGroup;
  /** yyyy-MM-dd today in Australia/Brisbane (the clock is read on the server). */
  today: string;
  links: LocationSiteLinks;
  /** Show every tab's panel one after another (the site's list layout). */
  listLayout?: boolean;
};

/** §2 one tabbed card per dealership: tabs by location type, details, hours, buttons. */
export function LocationCard({ group, today, links, listLayout = false }: Props) {
  const [tab, setTab] = useState(0);
  const id = useId();
  const tabs = group.tabs;
  if (listLayout) {
    return (
      <article
        className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
        data-testid="location-card"
      >
        <h2 className="text-xl font-bold">{group.name}</h2>
        {tabs.map((t) => (
          <div key={t.location.id} className="mt-4 border-t border-gray-200 pt-4">
            <h3 className="font-semibold">{t.label}</h3>
            <LocationPanel tab={t} today={today} links={links} />
          </div>
        ))}
      </article>
    );
  }
  const active = tabs[Math.min(tab, tabs.length - 1)];
  const move = (delta: number) => {
    const next = (tab + delta + tabs.length) % tabs.length;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <article
      className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
      data-testid="location-card"
    >
      <h2 className="text-xl font-bold">{group.name}</h2>
      {tabs.length > 1 ? (
        <div
          role="tablist"
          aria-label={`${group.name} departments`}
          className="mt-3 flex flex-wrap gap-2"
        >
          {tabs.map((t, i) => (
            <button
              key={t.location.id}
              id={`${id}-tab-${i}`}
              type="button"
              role="tab"
              aria-selected={i === tab}
              aria-controls={`${id}-panel`}
              tabIndex={i === tab ? 0 : -1}
              onClick={() => setTab(i)}
              onKeyDown={(e) => {
                if (e.key === "ArrowRight") move(1);
                if (e.key === "ArrowLeft") move(-1);
              }}
              className={`rounded px-3 py-1.5 text-sm font-semibold ${i === tab ? "bg-brand text-white" : "border border-gray-400 text-gray-900"}`}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : null}
      {active && tabs.length > 1 ? (
        <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
          <LocationPanel tab={active} today={today} links={links} />
        </div>
      ) : active ? (
        <LocationPanel tab={active} today={today} links={links} />
      ) : null}
    </article>
  );
}

function LocationPanel({
  tab,
  today,
  links,
}: {
  tab: LocationGroup["tabs"][number];
  today: string;
  links: LocationSiteLinks;
}) {
  const location = tab.location;
  const shownType = tab.type === "" ? "sales" : tab.type;
  const [hoursType, setHoursType] = useState<string>(shownType);
  const [enquiring, setEnquiring] = useState(false);
  const id = useId();
  const week = openingWeek(location, today, hoursType);
  const address = location.address;
  const phone = location.contact_detail?.phone ?? location.contact_detail?.landline_phone ?? null;
  const rating = location.reviews?.average_rating ?? location.average_rating ?? null;
  const count = location.reviews?.count ?? location.review_count ?? null;
  const licence = dealerLicenceLabel(location.dealer_license_number);
  const mrb = motorVehicleRepairerLabel(location.motor_vehicle_repairer);
  const directions = directionsUrl(address);
  const website = location.website_url ?? null;
  const image = location.image?.url ?? null;
  return (
    <div className="mt-4 flex flex-col-reverse gap-4">
      <div>
        <dl className="space-y-1 text-sm">
          {licence ? (
            <div>
              <dt className="sr-only">Dealer licence</dt>
              <dd>{licence}</dd>
            </div>
          ) : null}
          {mrb ? (
            <div>
              <dt className="sr-only">Motor vehicle repairer number</dt>
              <dd>{mrb}</dd>
            </div>
          ) : null}
          {address ? (
            <div>
              <dt className="sr-only">Address</dt>
              <dd>
                <address className="not-italic">
                  {address.street}
                  {address.street ? <br /> : null}
                  {[address.city, address.state, address.postcode].filter(Boolean).join(" ")}
                </address>
              </dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt className="sr-only">Phone</dt>
              <dd>
                <a href={telHref(phone)} className="font-semibold text-brand underline">
                  {formatPhone(phone)}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        {rating !== null && count ? (
          <p className="mt-2 flex items-center gap-2 text-sm">
            <Stars rating={rating} label={`Rated ${formatRating(rating)} out of 5`} />
            <Link href={locationReviewsLink(location)} className="underline">
              {formatRating(rating)} ({count} reviews)
            </Link>
          </p>
        ) : null}
        <div className="mt-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-hours`} className="font-semibold">
              Opening hours
            </h3>
            <label className="sr-only" htmlFor={`${id}-hours-type`}>
              Show hours for
            </label>
            <select
              id={`${id}-hours-type`}
              value={hoursType}
              onChange={(e) => setHoursType(e.target.value)}
              className="rounded border border-gray-400 px-2 py-1 text-sm"
            >
              {HOURS_TYPES.map((type) => (
                <option key={type} value={type}>
                  {locationTabLabel(type)}
                </option>
              ))}
            </select>
          </div>
          <table className="mt-2 w-full max-w-sm text-sm" aria-labelledby={`${id}-hours`}>
            <tbody>
              {week.map((day) => (
                <tr key={day.date} className={day.date === today ? "font-semibold" : undefined}>
                  <th scope="row" className="py-0.5 pr-4 text-left font-normal">
                    {WEEKDAYS[day.weekday]}
                    {day.special ? (
                      <span className="ml-1 text-xs text-brand">(special hours)</span>
                    ) : null}
                  </th>
                  <td className="py-0.5">{day.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Link
            href={contactUsLink(location.name)}
            className="rounded bg-brand px-4 py-2 text-sm font-semibold text-white"
          >
            Contact Us
          </Link>
          {links.service && (tab.type === "service" || tab.type === "") ? (
            <a
              href={links.service}
              className="rounded border border-brand px-4 py-2 text-sm font-semibold text-brand"
            >
              Book a Service
            </a>
          ) : null}
          {links.parts && tab.type === "parts" ? (
            <Link
              href={links.parts}
              className="rounded border border-brand px-4 py-2 text-sm font-semibold text-brand"
            >
              Parts Enquiry
            </Link>
          ) : null}
          {directions ? (
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded border border-brand px-4 py-2 text-sm font-semibold text-brand"
            >
              Get Directions<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          <button
            type="button"
            onClick={() => setEnquiring(true)}
            className="rounded border border-brand px-4 py-2 text-sm font-semibold text-brand"
          >
            Send Enquiry
          </button>
          {website ? (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className="px-2 py-2 text-sm font-semibold underline"
            >
              Visit Website<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
      <div className="overflow-hidden rounded bg-gray-100">
        {image ? (
          // biome-ignore lint/performance/noImgElement: dealer photos are local placeholder files
          <img
            src={image}
            alt={`${location.name}`}
            width={400}
            height={150}
            className="h-32 w-full object-cover"
          />
        ) : (
          <a
            href={directions ?? "#"}
            className="flex h-36 items-center justify-center text-sm text-gray-700 underline"
          >
            View {location.name} on the map
          </a>
        )}
      </div>
      {enquiring ? <EnquiryModal location={location} onClose={() => setEnquiring(false)} /> : null}
    </div>
  );
}
