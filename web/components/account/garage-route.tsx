import { answersGarageRoute, carLink, enquirySummary, formatPhone } from "@forecourt/core";
import { notFound } from "next/navigation";
import { Section } from "@/components/info/page-shell";
import { requireSite } from "@/components/info/site-pages";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { savedSearchViews } from "@/lib/account/saved-searches";
import { gatePage } from "@/lib/account/server";
import { getPlatform } from "@/lib/platform";
import { carCardView } from "@/lib/view/car-card";
import { stockShortcuts } from "@/lib/view/navigation";
import { EnquiryList } from "./enquiry-list";
import { GarageWatchlist } from "./garage-watchlist";
import { SavedSearchList } from "./saved-search-list";

/** How many of the shopper's enquiries the garage lists. */
const ENQUIRIES_SHOWN = 50;

/**
 * §2 garage routes (/my-garage, /mymotorama, …): only on the site configured for the path, and
 * always signed-in (§4). Shows the shopper's watchlist and the enquiries their phone sent here.
 */
export async function GarageRoute({
  params,
  path,
}: {
  params: Promise<{ host: string }>;
  path: string;
}) {
  const site = await requireSite(params);
  if (!answersGarageRoute(site, path)) notFound();
  const user = await gatePage(site, path);
  // A garage route is always gated, so gatePage has redirected any anonymous shopper.
  if (!user) notFound();
  const platform = await getPlatform();
  const now = new Date();
  const ids = await platform.watchlists.list(site.slug, user.id);
  const cars = await Promise.all(ids.map((id) => platform.stock.get(site.slug, id)));
  const cards = cars.flatMap((car) => (car ? [carCardView(car, site, now)] : []));
  const missing = ids.filter((_, i) => !cars[i]);
  // Only what this user sent signed in: another person may have typed the same mobile.
  const leads = await platform.leads.listByUser(site.slug, user.id, { limit: ENQUIRIES_SHOWN });
  const enquiries = await Promise.all(
    leads.map(async (lead) => {
      const summary = enquirySummary(lead);
      const car = summary.carId ? await platform.stock.get(site.slug, summary.carId) : null;
      return { ...summary, href: car ? carLink(car.slug ?? car.id) : null };
    }),
  );
  const stockHref = stockShortcuts(site).at(-1)?.href ?? "/";
  const savedSearches = await savedSearchViews(site, user, now);
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-8">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "My Garage" }]} />
      <h1 className="mt-3 text-3xl font-bold">My Garage</h1>
      <p className="mt-2 text-gray-700">
        Signed in as <span className="font-semibold">{formatPhone(user.phone)}</span>
      </p>
      <div className="mt-8">
        <Section id="watchlist" title="Watchlist">
          <GarageWatchlist cards={cards} missing={missing} stockHref={stockHref} />
        </Section>
        <Section id="saved-searches" title="Saved searches">
          <SavedSearchList searches={savedSearches} stockHref={stockHref} />
        </Section>
        <Section id="enquiries" title="Your enquiries">
          <EnquiryList enquiries={enquiries} />
        </Section>
      </div>
    </main>
  );
}
