import type { SiteConfig } from "@forecourt/core";
import { succeeded, type UseCaseResult } from "@forecourt/core/use-cases/result";
import { type SearchPage, searchPage } from "@forecourt/core/use-cases/search-page";
import { photoRecordsFor } from "./photo-records";
import { getPlatform } from "./platform";
import { siteStockVocabulary } from "./stock-vocabulary";
import { type CarCardView, carCardView } from "./view/car-card";
import { carImageUrl } from "./view/car-text";

export type { FacetOption, FacetView } from "@forecourt/core/use-cases/search-page";

export type ResultItem = { kind: "car"; car: CarCardView } | { kind: "promo"; key: string };

/**
 * Everything the search page renders; also the JSON the client fetches on each change. Core's
 * search page (issue 31 §3) with its cars projected to cards: never the stored cars, the engine's
 * answer or the zero-result key.
 */
export type SearchView = Omit<SearchPage, "state" | "result" | "zeroResultSearch" | "items"> & {
  items: ResultItem[];
};

/** A search page's view, and the scrubbed key the caller counts when it found nothing. */
export type LoadedSearch = { view: SearchView; zeroResultSearch: string | null };

/**
 * The search a /search/… or /used-car/… address (path and query string) describes on one site,
 * through core's searchPage, its cars as cards; a `not-found` problem when the address names
 * nothing the site sells or a page past the last (§2/§9: the page is a 404, not an empty list).
 * Reads only: counting a zero-result search is the caller's own call (lib/zero-result-search).
 */
export async function loadSearchView(
  site: SiteConfig,
  address: string,
  now: Date,
): Promise<UseCaseResult<LoadedSearch>> {
  const platform = await getPlatform();
  const page = await searchPage(
    { search: platform.search, vocabulary: siteStockVocabulary },
    { path: address },
    { now, site, random: Math.random },
  );
  if (!page.ok) return page;
  const { state: _state, result: _result, zeroResultSearch, items, ...shown } = page.value;
  const cars = items.flatMap((item) => (item.kind === "car" ? [item.car] : []));
  // The cards show the counted page views (view.json, §7), the figure the dealer's stock list
  // shows, not the feed's own `views` field.
  // One read for the whole page's cards (a query per card cost ~36 ms a page at 100k cars).
  const [views, photos] = await Promise.all([
    platform.views.getMany(
      site.slug,
      cars.map((car) => car.id),
    ),
    // Issue 33 §2: the dealers' stored photos (srcset, placeholder) or "Photos to follow".
    photoRecordsFor(platform, cars.map(carImageUrl)),
  ]);
  const view: SearchView = {
    ...shown,
    items: items.map((item) =>
      item.kind === "car"
        ? {
            kind: "car",
            car: carCardView(item.car, site, now, views.get(item.car.id) ?? null, photos),
          }
        : item,
    ),
  };
  return succeeded({ view, zeroResultSearch });
}
