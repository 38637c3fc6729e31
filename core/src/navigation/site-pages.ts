import type { SiteConfig } from "../schemas/site-config";

const trimSlash = (path: string) => path.split(/[?#]/)[0]?.replace(/\/+$/, "") || "/";

/** Whether the site answers on one of its configured pages (§2: a route a tenant does not use 404s). */
export function siteHasPage(site: Pick<SiteConfig, "pages">, path: string): boolean {
  const wanted = trimSlash(path);
  return site.pages.some((p) => trimSlash(p) === wanted);
}
