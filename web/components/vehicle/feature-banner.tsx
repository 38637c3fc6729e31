import { OFFERS_PATH, type SiteConfig, siteUsesRoute } from "@forecourt/core";
import Link from "@/components/link";

type Tile = { title: string; text: string; href: string; external: boolean };

const SELL_PATHS = ["/sell-my-car", "/trade-in", "/instant-price"] as const;

/** The banner's tiles, each linking only to a route this site answers on. */
export function featureBannerTiles(site: SiteConfig): Tile[] {
  const tiles: Tile[] = [];
  // §2 offers only when the dealer has at least one.
  if (site.offers.length > 0 && siteUsesRoute(site, { kind: "offers" })) {
    tiles.push({
      title: "Special Offers",
      text: "See this month's deals",
      href: OFFERS_PATH,
      external: false,
    });
  }
  const external = site.serviceBooking.externalUrl;
  const service = site.serviceBooking.routes.find((path) =>
    siteUsesRoute(site, { kind: "service", path: path.replace(/\/+$/, "") }),
  );
  if (external || service) {
    tiles.push({
      title: "Book a Service",
      text: "Keep it running at its best",
      href: external ?? service ?? "",
      external: Boolean(external),
    });
  }
  const sell = SELL_PATHS.find((path) => siteUsesRoute(site, { kind: "trade-in", path }));
  if (sell) {
    tiles.push({
      title: "Sell Your Car",
      text: "Get a price for your current car",
      href: sell,
      external: false,
    });
  }
  return tiles;
}

/** §2 feature banner: offers (when the dealer has some), book a service, sell your car. */
export function FeatureBanner({ site }: { site: SiteConfig }) {
  const tiles = featureBannerTiles(site);
  if (tiles.length === 0) return null;
  return (
    <nav aria-label="More from us" className="mt-10" data-testid="feature-banner">
      <ul
        className={`grid gap-4 ${tiles.length === 3 ? "sm:grid-cols-3" : tiles.length === 2 ? "sm:grid-cols-2" : ""}`}
      >
        {tiles.map((tile) => (
          <li key={tile.title}>
            <Link
              href={tile.href}
              {...(tile.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="group flex h-full items-center justify-between gap-3 rounded-lg border border-gray-200 border-t-4 border-t-brand bg-white p-5 shadow-sm transition hover:shadow-md"
            >
              <span>
                <span className="block text-lg font-bold text-ink">{tile.title}</span>
                <span className="block text-sm text-gray-700">{tile.text}</span>
              </span>
              <span
                aria-hidden="true"
                className="text-2xl text-brand transition group-hover:translate-x-1"
              >
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
