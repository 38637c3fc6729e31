import { overviewBrand } from "@forecourt/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BrandOverview } from "@/components/brands/brand-overview";
import { sitePage } from "@/lib/page-guard";

type Props = { params: Promise<{ host: string; brand: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await sitePage(params);
  const brand = overviewBrand(site.brands, decodeURIComponent((await params).brand));
  return { title: brand ? `${brand.name} Overview` : "Brand" };
}

/** §2 /{brand-slug}/overview: answers for the site's own brands that have a page; others 404. */
export default async function BrandOverviewPage({ params }: Props) {
  const site = await sitePage(params);
  const brand = overviewBrand(site.brands, decodeURIComponent((await params).brand));
  if (!brand) notFound();
  return <BrandOverview site={site} brand={brand} />;
}
