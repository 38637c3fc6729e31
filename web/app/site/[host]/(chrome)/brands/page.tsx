import { dealerStats } from "@forecourt/core";
import type { Metadata } from "next";
import { BrandsGrids, StatsBanner } from "@/components/brands/brands-grid";
import { PageShell } from "@/components/info/page-shell";
import { sitePage } from "@/lib/page-guard";

type Props = { params: Promise<{ host: string }> };

export const metadata: Metadata = { title: "Our Brands" };

/** §2 brands page for a dealer group: stats banner, profile text and the brand grids. */
export default async function BrandsPage({ params }: Props) {
  const site = await sitePage(params, { kind: "page", path: "/brands" });
  return (
    <PageShell title="Our Brands" wide>
      <StatsBanner stats={dealerStats(site, new Date().getFullYear())} />
      <p className="mt-6 max-w-3xl text-lg text-gray-800" data-testid="group-profile">
        {site.dealer.profile ??
          `${site.name} is a family of dealerships across South East Queensland, selling and servicing the brands below.`}
      </p>
      <div className="mt-10">
        <BrandsGrids site={site} />
      </div>
    </PageShell>
  );
}
