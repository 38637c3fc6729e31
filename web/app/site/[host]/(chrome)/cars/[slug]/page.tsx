import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { VehiclePage } from "@/components/vehicle/vehicle-page";
import { dealerPlainText } from "@/lib/sanitize";
import { siteBaseUrl, siteForHost } from "@/lib/tenant";
import { carForPage } from "@/lib/vehicle";
import { carImageUrl, carTitle } from "@/lib/view/car-text";

type Props = { params: Promise<{ host: string; slug: string }> };

// Incremental static regeneration: a vehicle page is rendered once, then served from the cache
// and refreshed in the background; a stock change (import, reservation, another instance) drops
// the cached pages through the platform's stock watcher (lib/stock-revalidation.ts).
export const revalidate = 300;
export const dynamicParams = true;
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, slug } = await params;
  const site = await siteForHost(host);
  const car = site ? await carForPage(site, slug) : null;
  if (!site || !car) return {};
  const url = `${siteBaseUrl(site, host)}/cars/${car.slug ?? car.id}`;
  const image = carImageUrl(car);
  const description =
    dealerPlainText(car.dealercomments ?? "").slice(0, 160) || `${carTitle(car)} at ${site.name}`;
  return {
    title: [carTitle(car), car.badge].filter(Boolean).join(" "),
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      url,
      title: carTitle(car),
      description,
      images: image
        ? [{ url: new URL(image, siteBaseUrl(site, host)).toString(), width: 1200, height: 800 }]
        : [],
    },
  };
}

/** §2 vehicle detail page /cars/{slug}. */
export default async function CarPage({ params }: Props) {
  const { host, slug } = await params;
  const site = await siteForHost(host);
  if (!site) notFound();
  const car = await carForPage(site, slug);
  if (!car) notFound();
  return <VehiclePage site={site} car={car} baseUrl={siteBaseUrl(site, host)} />;
}
