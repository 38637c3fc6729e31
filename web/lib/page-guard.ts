import { EVERY_SITE, type RouteRule, type SiteConfig, siteUsesRoute } from "@forecourt/core";
import { notFound } from "next/navigation";
import { siteForHost } from "./tenant";

/**
 * Issue 31 §4, the one page guard: the tenant of /site/[host] when it answers on this route
 * (core's siteUsesRoute: listed page, switched-on feature, …), otherwise the 404 page, drawn in
 * the site's frame when the host is a site and plain when no site answers on it.
 */
export async function sitePage(
  params: Promise<{ host: string }>,
  rule: RouteRule = EVERY_SITE,
): Promise<SiteConfig> {
  const site = await siteForHost((await params).host);
  if (!site || !siteUsesRoute(site, rule)) notFound();
  return site;
}
