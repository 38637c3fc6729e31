import { formatPhone } from "@forecourt/core";
import { notFound } from "next/navigation";
import { Section } from "@/components/info/page-shell";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { garageView } from "@/lib/account/garage";
import { savedSearchViews } from "@/lib/account/saved-searches";
import { gatePage } from "@/lib/account/server";
import { sitePage } from "@/lib/page-guard";
import { stockShortcuts } from "@/lib/view/navigation";
import { EnquiryList } from "./enquiry-list";
import { GarageWatchlist } from "./garage-watchlist";
import { SavedSearchList } from "./saved-search-list";

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
  const site = await sitePage(params, { kind: "garage", path });
  const user = await gatePage(site, path);
  // A garage route is always gated, so gatePage has redirected any anonymous shopper.
  if (!user) notFound();
  const now = new Date();
  const { cards, missing, enquiries } = await garageView(site, user.id, now);
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
