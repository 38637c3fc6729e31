import { feedMarket, homeJsonLd } from "@forecourt/core";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HomePage } from "@/components/home/home-page";
import { TenantDirectory } from "@/components/home/tenant-directory";
import { JsonLd } from "@/components/seo/json-ld";
import { hostFromParam, isDirectoryHost, siteBaseUrl, siteForHost } from "@/lib/tenant";
import { tenantDirectorySites } from "@/lib/tenant-directory";

type Props = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host } = await params;
  const site = await siteForHost(host);
  if (!site) return { title: "Forecourt demo dealer sites" };
  return {
    title: { absolute: `${site.name} | New, Demo & Used ${site.theme.vehicleWord}s` },
    alternates: { canonical: `${siteBaseUrl(site, host)}/` },
  };
}

/** A tenant's home page, or on plain localhost the list of demo tenants. */
export default async function Page({ params }: Props) {
  const { host } = await params;
  const site = await siteForHost(host);
  if (site) {
    const baseUrl = siteBaseUrl(site, host);
    return (
      <>
        <JsonLd data={homeJsonLd(site, baseUrl, feedMarket(site).country)} />
        <HomePage site={site} />
      </>
    );
  }
  if (!isDirectoryHost(hostFromParam(host))) notFound();
  const sites = await tenantDirectorySites();
  return <TenantDirectory sites={sites} host={hostFromParam(host)} />;
}
