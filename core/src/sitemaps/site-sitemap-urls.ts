import { locationPageLink } from "../locations/links";
import { modelMenuLink } from "../models/model-menu";
import { brandOverviewPath } from "../navigation/brand-links";
import { gateFor } from "../navigation/gated-routes";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { emptySearchState } from "../search/search-state";
import { formatSearchUrl } from "../search/search-url";
import type { SearchVocabulary } from "../search/search-vocabulary";
import { NOINDEX_PATHS, newestDate, type SitemapUrl, sitemapPath } from "./sitemap-xml";

/** Whether a site path lists stock, so that it changes when the stock does. */
const isStockPage = (path: string) =>
  path === "/" || path.startsWith("/search") || path.startsWith("/used-car");

/** The search landing page of each make in stock (/search/toyota), with its newest car's date. */
function makeLandingPages(
  site: SiteConfig,
  vocabulary: SearchVocabulary,
  listedCars: ReadonlyArray<Pick<Car, "created_at" | "make">>,
): Map<string, string | null> {
  const pages = new Map<string, string | null>();
  for (const make of vocabulary.make ?? []) {
    const state = { ...emptySearchState(), refinementList: { make: [make] } };
    const href = formatSearchUrl(state, site, vocabulary);
    // A make the path cannot name (its slug is empty) has a query-string address: not a landing page.
    if (href.includes("?")) continue;
    const dates = listedCars.filter((c) => c.make === make).map((c) => c.created_at);
    pages.set(href, newestDate(dates));
  }
  return pages;
}

/**
 * A tenant's pages sitemap: home, every link of its header and footer (`linkHrefs`; menus built
 * from stock list only values with cars, so each search landing page has stock), the search page
 * of each make in stock, the information pages the site answers on (`pages`), each model and
 * brand page, and every visible location; each once. Noindex pages and pages the site gates
 * behind sign-in (they redirect) are never listed. Pages that list stock take the newest listed
 * car's date (of that make, on a make's page) as lastmod.
 */
export function sitemapPageUrls(input: {
  site: SiteConfig;
  baseUrl: string;
  linkHrefs: readonly string[];
  listedCars: ReadonlyArray<Pick<Car, "created_at" | "make">>;
  /** The values in stock (stockVocabulary): its makes get their search landing pages. */
  vocabulary?: SearchVocabulary;
}): SitemapUrl[] {
  const { site, baseUrl } = input;
  const stockDate = newestDate(input.listedCars.map((c) => c.created_at));
  const makePages = makeLandingPages(site, input.vocabulary ?? {}, input.listedCars);
  const hrefs = [
    "/",
    ...input.linkHrefs,
    ...makePages.keys(),
    ...site.pages,
    ...site.models.map(modelMenuLink),
    ...site.brands.filter((b) => !b.skipPage).map((b) => brandOverviewPath(b.slug)),
    ...site.locations.filter((l) => l.visible !== false).map(locationPageLink),
  ];
  const urls: SitemapUrl[] = [];
  const listed = new Set<string>();
  for (const href of hrefs) {
    const path = sitemapPath(href);
    if (!path || listed.has(path) || NOINDEX_PATHS.has(path) || gateFor(path, site)) continue;
    listed.add(path);
    const lastmod = makePages.has(path)
      ? (makePages.get(path) ?? null)
      : isStockPage(path)
        ? stockDate
        : null;
    urls.push({ loc: `${baseUrl}${path}`, lastmod });
  }
  return urls;
}

/** A tenant's vehicles sitemap: every listed car's page, lastmod when it was listed. */
export function sitemapVehicleUrls(
  baseUrl: string,
  listedCars: ReadonlyArray<Pick<Car, "id" | "slug" | "created_at">>,
): SitemapUrl[] {
  return listedCars.map((car) => ({
    loc: `${baseUrl}/cars/${encodeURIComponent(car.slug ?? String(car.id))}`,
    lastmod: newestDate([car.created_at]),
  }));
}
