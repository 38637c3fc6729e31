import {
  type Car,
  displayedSearchCount,
  type FacetItem,
  formatMoney,
  type SearchResult,
  type SiteConfig,
  sortFacets,
} from "@forecourt/core";
import { searchPage } from "@forecourt/core/use-cases/search-page";
import type { Command } from "commander";
import { CliError, output } from "../io";
import { type SiteStock, withSiteStock } from "../stock/stock-source";

/** The fields of a hit the CLI prints (the whole car is a `forecourt search` away in the site). */
export interface SearchHit {
  id: string;
  slug: string | null;
  year: number | null;
  make: string | null;
  model: string | null;
  badge: string | null;
  car_type: string | null;
  status: string | null;
  price: number | null;
  km: number | null;
}

export interface SearchOutput {
  /** §5/§9 displayed count: above 1999 replaced by the configured stock count or a facet sum. */
  count: number;
  /** Every match, uncapped. */
  matches: number;
  page: number;
  pages: number;
  hits: SearchHit[];
  facets: Record<string, FacetItem[]>;
}

/** A site path exactly as the browser shows it; anything else is refused naming the argument. */
function checkedPath(address: string): string {
  const url = new URL(address, "http://site.invalid");
  if (!url.pathname.startsWith("/search") && !url.pathname.startsWith("/used-car")) {
    throw new CliError(`path: must be a /search/... or /used-car/... address, got "${address}"`);
  }
  return `${url.pathname}${url.search}`;
}

export function hitOf(car: Car): SearchHit {
  return {
    id: String(car.id),
    slug: car.slug ?? null,
    year: car.year ?? null,
    make: car.make ?? null,
    model: car.model ?? null,
    badge: car.badge ?? null,
    car_type: car.car_type ?? null,
    status: car.status ?? null,
    price: car.price ?? null,
    km: car.km ?? null,
  };
}

/** Shapes a search result for printing: capped count, hits, facets sorted per §9. */
export function searchOutput(result: SearchResult, site: SiteConfig): SearchOutput {
  return {
    count: displayedSearchCount(result.count, result.facets, site),
    matches: result.count,
    page: result.page,
    pages: result.pages,
    hits: result.hits.map(hitOf),
    facets: sortFacets(result.facets, site),
  };
}

/**
 * Searches a site for an address exactly as the web does, through core's searchPage (issue 31
 * §1): a segment naming nothing there, or a page past the last, is refused as the site 404s it.
 */
export async function searchAddress(
  stock: Pick<SiteStock, "site" | "search">,
  path: string,
  now: Date,
): Promise<SearchOutput> {
  const page = await searchPage(
    { search: stock.search },
    { path },
    { now, site: stock.site, random: Math.random },
  );
  if (!page.ok) throw new CliError(`${page.problem.detail} (${stock.site.slug} answers 404)`);
  return searchOutput(page.value.result, stock.site);
}

function searchText(out: SearchOutput, path: string): string {
  const lines = [`${path}: ${out.count} cars, page ${out.page} of ${out.pages}`];
  for (const h of out.hits) {
    const price = h.price ? formatMoney(h.price) : "-";
    lines.push(
      `  ${h.year ?? ""} ${h.make ?? ""} ${h.model ?? ""} ${h.badge ?? ""}  ${price}  ${h.slug ?? h.id}`.replace(
        / +/g,
        " ",
      ),
    );
  }
  return lines.join("\n");
}

/** `forecourt search --site SLUG 'PATH?QUERY' [--now ISO] [--demo] --json` (issue 3 §4). */
export function registerSearch(program: Command): void {
  program
    .command("search")
    .description(
      "§2/§7 stock search for a site address as the browser shows it, e.g. '/search/used-cars/toyota?refinementList[body][0]=SUV&page=2'",
    )
    .argument("<path>", "the search page address (path and query)")
    .requiredOption("--site <slug>", "the site to search")
    .option("--now <iso>", "fix the clock (ISO date-time) for the sold window and new arrivals")
    .option("--demo", "search the demo fixtures in memory instead of the store")
    .option("--json", "print JSON")
    .action(
      async (
        address: string,
        flags: { site: string; now?: string; demo?: boolean; json?: boolean },
      ) => {
        const path = checkedPath(address);
        await withSiteStock(flags, async (stock, now) => {
          const out = await searchAddress(stock, path, now);
          output(flags.json, out, searchText(out, path));
        });
      },
    );
}
