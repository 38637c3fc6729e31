"use client";

import {
  contactUsLink,
  dealerLicenceLabel,
  formatPhone,
  formatRating,
  type Location,
  type LocationTab,
  locationReviewsLink,
  motorVehicleRepairerLabel,
  telHref,
} from "@forecourt/core";
import { useRef, useState } from "react";
import { Stars } from "@/components/home/stars";
import Link from "@/components/link";
import { DirectionsLink } from "./directions-link";
import { EnquiryModal } from "./enquiry-modal";
import type { LocationSiteLinks } from "./location-links";
import { LocationMedia } from "./location-media";
import { OpeningHours } from "./opening-hours";

const PRIMARY = "rounded-md bg-brand px-4 py-2 text-center text-sm font-semibold text-white";
const SECONDARY =
  "rounded-md border border-brand bg-white px-4 py-2 text-center text-sm font-semibold text-brand hover:bg-gray-50";

type Props = {
  tab: LocationTab;
  /** Every location of the card (the enquiry modal routes a service tab to the sales desk). */
  siblings: Location[];
  /** The clock (epoch ms). */
  now: number;
  links: LocationSiteLinks;
};

/** §2 one location of a card: media, licence and MRB, address, phone, rating, hours, buttons. */
export function LocationPanel({ tab, siblings, now, links }: Props) {
  const location = tab.location;
  const [enquiring, setEnquiring] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const address = location.address;
  const phone = location.contact_detail?.phone ?? location.contact_detail?.landline_phone ?? null;
  const rating = location.reviews?.average_rating ?? location.average_rating ?? null;
  const count = location.reviews?.count ?? location.review_count ?? null;
  const numbers = [
    dealerLicenceLabel(location.dealer_license_number),
    motorVehicleRepairerLabel(location.motor_vehicle_repairer),
  ].filter((n): n is string => n !== null);
  const website = location.website_url ?? null;
  const shown = formatRating(rating ?? "");
  const closeEnquiry = () => {
    setEnquiring(false);
    opener.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4" data-testid="location-panel">
      <LocationMedia location={location} logo={links.logos[location.id] ?? null} />
      {shown !== null && count ? (
        <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="location-rating">
          <Stars rating={Number(shown)} label={`Rated ${shown} out of 5`} />
          <span className="font-bold">{shown}</span>
          <Link href={locationReviewsLink(location)} className="text-gray-700 underline">
            {count} reviews<span className="sr-only"> of {location.name}</span>
          </Link>
        </p>
      ) : null}
      <div className="space-y-1 text-sm">
        {address ? (
          <address className="not-italic" data-testid="location-address">
            {address.street ? <span className="block">{address.street}</span> : null}
            <span className="block">
              {[address.city, address.state, address.postcode].filter(Boolean).join(" ")}
            </span>
          </address>
        ) : null}
        {phone ? (
          <p>
            <a href={telHref(phone)} className="font-semibold text-brand underline">
              <span className="sr-only">Call </span>
              {formatPhone(phone)}
            </a>
          </p>
        ) : null}
        {numbers.length > 0 ? (
          <p className="text-xs text-gray-700" data-testid="location-numbers">
            {numbers.join(" · ")}
          </p>
        ) : null}
      </div>
      <OpeningHours location={location} type={tab.type} now={now} />
      {/* Two buttons a row where both labels fit on one line, else one a row (phones). */}
      <div className="mt-auto grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-2">
        <Link href={contactUsLink(location.name)} className={PRIMARY}>
          Contact Us
        </Link>
        {links.service && (tab.type === "service" || tab.type === "") ? (
          <a href={links.service} className={SECONDARY}>
            Book a Service
          </a>
        ) : null}
        {links.parts && tab.type === "parts" ? (
          <Link href={links.parts} className={SECONDARY}>
            Parts Enquiry
          </Link>
        ) : null}
        <DirectionsLink
          address={address}
          name={location.name}
          label="Get Directions"
          className={SECONDARY}
        />
        <button ref={opener} type="button" onClick={() => setEnquiring(true)} className={SECONDARY}>
          Send Enquiry<span className="sr-only"> to {location.name}</span>
        </button>
      </div>
      {website ? (
        <a
          href={website}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-semibold text-brand underline"
        >
          Visit Website<span className="sr-only"> of {location.name} (opens in a new tab)</span>
        </a>
      ) : null}
      {enquiring ? (
        <EnquiryModal location={location} siblings={siblings} onClose={closeEnquiry} />
      ) : null}
    </div>
  );
}
