import { dealershipNameOf } from "@forecourt/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findLocationsByContactSlug, LocationPage } from "@/components/locations/location-page";
import { sitePage } from "@/lib/page-guard";

type Props = { params: Promise<{ host: string; slug: string }> };

export const metadata: Metadata = { title: "Contact Us" };

/** §2 /contact-us/{location-name-slug}: the name without a trailing Sales, Service or Parts word. */
export default async function ContactUsLocationPage({ params }: Props) {
  const site = await sitePage(params);
  const locations = findLocationsByContactSlug(site, decodeURIComponent((await params).slug));
  const first = locations[0];
  if (!first) notFound();
  return (
    <LocationPage
      site={site}
      locations={locations}
      focus={first}
      title={`Contact ${dealershipNameOf(first.name)}`}
    />
  );
}
