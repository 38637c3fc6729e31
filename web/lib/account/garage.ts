import { carLink, enquirySummary, type SiteConfig } from "@forecourt/core";
import { getPlatform } from "@/lib/platform";
import { carCardView } from "@/lib/view/car-card";

/** How many of the shopper's enquiries the garage lists. */
const ENQUIRIES_SHOWN = 50;

/**
 * What a signed-in shopper's garage shows (§2): the watchlist's cards (and the ids of cars no
 * longer in stock) and the enquiries this user sent signed in, each linked to its car. The
 * server read behind the garage route, so the component never reaches the platform itself.
 */
export async function garageView(site: SiteConfig, userId: string, now: Date) {
  const platform = await getPlatform();
  const ids = await platform.watchlists.list(site.slug, userId);
  const cars = await Promise.all(ids.map((id) => platform.stock.get(site.slug, id)));
  const cards = cars.flatMap((car) => (car ? [carCardView(car, site, now)] : []));
  const missing = ids.filter((_, i) => !cars[i]);
  // Only what this user sent signed in: another person may have typed the same mobile.
  const leads = await platform.leads.listByUser(site.slug, userId, { limit: ENQUIRIES_SHOWN });
  const enquiries = await Promise.all(
    leads.map(async (lead) => {
      const summary = enquirySummary(lead);
      const car = summary.carId ? await platform.stock.get(site.slug, summary.carId) : null;
      return { ...summary, href: car ? carLink(car.slug ?? car.id) : null };
    }),
  );
  return { cards, missing, enquiries };
}
