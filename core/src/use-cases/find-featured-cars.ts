import type { SearchPort } from "../ports/search";
import type { Car } from "../schemas/car";
import type { SiteConfig } from "../schemas/site-config";
import { featuredCarsQuery, pickFeaturedCars } from "../search/featured-cars";
import { succeeded, type UseCaseResult } from "./result";

/**
 * Issue 15 §2 the home page's featured cars: the site's stock that can still be bought, in its
 * default order, never a sold one, at most six. Reads only; no failure (none found is an empty row).
 */
export async function findFeaturedCars(
  ports: { search: Pick<SearchPort, "search"> },
  _input: Record<string, never>,
  context: { now: Date; site: SiteConfig },
): Promise<UseCaseResult<Car[]>> {
  const featured = await ports.search.search(featuredCarsQuery(context.site, context.now));
  return succeeded(pickFeaturedCars(featured.hits));
}
