import { siteLocale } from "@forecourt/core/locations/site-locale";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { VehiclePage } from "@/components/vehicle/vehicle-page";
import { sitePage } from "@/lib/page-guard";
import { dealerPlainText } from "@/lib/sanitize";
import { siteBaseUrl, siteForHost } from "@/lib/tenant";
import { carForPage } from "@/lib/vehicle";
import { carImageUrl, carTitle } from "@/lib/view/car-text";

type Props = { params: Promise<{ host: string; slug: string }> };

// Rendered per request: its scripts carry the request's CSP nonce (proxy.ts), which a page
// cached once (it was incremental static regeneration) cannot; a cached page's scripts
// would be refused by the next request's policy and it would never hydrate (issue 16 §1).
export const dynamic = "force-dynamic";

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
    // A page's openGraph replaces the layout's whole: the site's name and locale are repeated.
    openGraph: {
      type: "website",
      siteName: site.name,
      locale: siteLocale(site).ogLocale,
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
  const site = await sitePage(params);
  const { host, slug } = await params;
  const car = await carForPage(site, slug);
  if (!car) notFound();
  return <VehiclePage site={site} car={car} baseUrl={siteBaseUrl(site, host)} />;
}
