import { autoDealerJsonLd, feedMarket, locationPageLink } from "@forecourt/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findLocationBySlug, LocationPage } from "@/components/locations/location-page";
import { JsonLd } from "@/components/seo/json-ld";
import { sitePage } from "@/lib/page-guard";
import { siteBaseUrl } from "@/lib/tenant";

type Props = { params: Promise<{ host: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await sitePage(params);
  const { focus } = findLocationBySlug(site, decodeURIComponent((await params).slug));
  const { host } = await params;
  return {
    title: focus?.name ?? "Location",
    alternates: focus
      ? { canonical: `${siteBaseUrl(site, host)}${locationPageLink(focus)}` }
      : undefined,
  };
}

/** §2 /locations/{slug or dealership_slug}: the location's card, #reviews and an enquiry form. */
export default async function LocationSlugPage({ params }: Props) {
  const site = await sitePage(params);
  const { locations, focus } = findLocationBySlug(site, decodeURIComponent((await params).slug));
  if (!focus) notFound();
  const baseUrl = siteBaseUrl(site, (await params).host);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          ...autoDealerJsonLd(focus, site, baseUrl, feedMarket(site).country),
        }}
      />
      <LocationPage site={site} locations={locations} focus={focus} title={focus.name} />
    </>
  );
}
