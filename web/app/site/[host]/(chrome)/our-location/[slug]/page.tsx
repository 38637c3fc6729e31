import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findLocationBySlug, LocationPage } from "@/components/locations/location-page";
import { sitePage } from "@/lib/page-guard";

type Props = { params: Promise<{ host: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await sitePage(params);
  const { focus } = findLocationBySlug(site, decodeURIComponent((await params).slug));
  return { title: focus?.name ?? "Location" };
}

/** §2 /our-location/{slug}: the location's card, #reviews and an enquiry form. */
export default async function OurLocationPage({ params }: Props) {
  const site = await sitePage(params);
  const { locations, focus } = findLocationBySlug(site, decodeURIComponent((await params).slug));
  if (!focus) notFound();
  return <LocationPage site={site} locations={locations} focus={focus} title={focus.name} />;
}
