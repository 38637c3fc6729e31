import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSite } from "@/components/info/site-pages";
import { findLocationBySlug, LocationPage } from "@/components/locations/location-page";

type Props = { params: Promise<{ host: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await requireSite(params);
  const found = findLocationBySlug(site, decodeURIComponent((await params).slug));
  return { title: found[0]?.name ?? "Location" };
}

/** §2 a location page (slug, or the dealership slug), with its #reviews anchor. */
export default async function LocationSlugPage({ params }: Props) {
  const site = await requireSite(params);
  const locations = findLocationBySlug(site, decodeURIComponent((await params).slug));
  const first = locations[0];
  if (!first) notFound();
  return <LocationPage site={site} locations={locations} title={first.name} />;
}
