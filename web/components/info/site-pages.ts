import { type SiteConfig, siteHasPage } from "@forecourt/core";
import { notFound } from "next/navigation";
import { siteForHost } from "@/lib/tenant";

/** The tenant for a page, or the 404 page (an unknown host has no site). */
export async function requireSite(params: Promise<{ host: string }>): Promise<SiteConfig> {
  const site = await siteForHost((await params).host);
  if (!site) notFound();
  return site;
}

/** Whether the site answers on one of its configured pages (core's rule). */
export { siteHasPage };

/** The tenant, when it answers on this configured page; otherwise the 404 page. */
export async function requireSitePage(
  params: Promise<{ host: string }>,
  path: string,
): Promise<SiteConfig> {
  const site = await requireSite(params);
  if (!siteHasPage(site, path)) notFound();
  return site;
}

/** Search params as plain strings (first value of repeated keys). */
export async function queryOf(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<Record<string, string>> {
  const raw = await searchParams;
  return Object.fromEntries(
    Object.entries(raw).flatMap(([k, v]) => {
      const first = Array.isArray(v) ? v[0] : v;
      return first === undefined ? [] : [[k, first]];
    }),
  );
}
