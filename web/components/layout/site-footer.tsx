import { groupLocationsByName, locationPageLink, type SiteConfig } from "@forecourt/core";
import Link from "@/components/link";
import { siteStockVocabulary } from "@/lib/stock-vocabulary";
import { siteNavigation } from "@/lib/view/navigation";
import { PaymentStrip } from "./payment-strip";

/** Footer: the dealer's menu, locations with phone numbers, legal links. */
export async function SiteFooter({ site }: { site: SiteConfig }) {
  const nav = siteNavigation(site, await siteStockVocabulary(site));
  const links = nav.footer.flatMap((entry) => (entry.children?.length ? entry.children : [entry]));
  // One line per dealership (its departments share a card on the locations list, §2).
  // Issue 15 §2: every location, not the first four.
  const locations = groupLocationsByName(site.locations).flatMap((group) =>
    group.tabs[0] ? [{ name: group.name, location: group.tabs[0].location }] : [],
  );
  return (
    <footer className="mt-16 bg-gray-900 text-gray-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          {site.dealer.address ? (
            <p className="mt-2 text-sm text-gray-300">{site.dealer.address}</p>
          ) : null}
          {nav.phone ? (
            <p className="mt-2 text-sm">
              <a className="underline" href={nav.phone.href}>
                {nav.phone.text}
              </a>
            </p>
          ) : null}
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-300">Explore</h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {links.map((link) => (
              <li key={`${link.label}-${link.href}`}>
                <Link href={link.href ?? "/"} className="hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {locations.length > 0 ? (
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-300">
              Locations
            </h2>
            <ul className="mt-3 space-y-2 text-sm">
              {locations.map(({ name, location }) => (
                <li key={location.id}>
                  <Link href={locationPageLink(location)} className="font-semibold hover:underline">
                    {name}
                  </Link>
                  {location.address?.city ? (
                    <span className="text-gray-300">, {location.address.city}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <div className="flex flex-wrap gap-4 text-xs text-gray-300">
            <span>© {site.name}</span>
            <Link href="/privacy-policy" className="hover:underline">
              Privacy Policy
            </Link>
            <Link href="/terms-and-conditions" className="hover:underline">
              Terms &amp; Conditions
            </Link>
          </div>
          <PaymentStrip />
        </div>
      </div>
    </footer>
  );
}
