import { type BrandTile, brandTileLink, type SiteConfig } from "@forecourt/core";
import { BrandLogo } from "./brand-logo";

const GRIDS: Array<{ category: BrandTile["category"]; title: string }> = [
  { category: "car", title: "Car Brands" },
  { category: "motorcycle", title: "Motorcycle Brands" },
  { category: "truck", title: "Truck Brands" },
  { category: "our", title: "Our Brands" },
];

/** §2 brands page grids: Car, Motorcycle, Truck and Our Brands (empty grids are left out). */
export function BrandsGrids({ site }: { site: SiteConfig }) {
  return (
    <div className="space-y-10">
      {GRIDS.map(({ category, title }) => {
        const tiles = site.brands.filter((b) => b.category === category);
        if (tiles.length === 0) return null;
        const headingId = `${category}-brands`;
        return (
          <section key={category} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-2xl font-bold">
              {title}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {tiles.map((tile) => {
                const { href, external } = brandTileLink(tile);
                return (
                  <li key={tile.slug}>
                    <a
                      href={href}
                      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                      className="flex h-full flex-col items-center gap-2 rounded-lg border border-gray-200 p-4 text-center hover:border-brand"
                      data-testid="brand-tile"
                    >
                      <BrandLogo name={tile.name} url={tile.logoUrl} decorative />
                      <span className="font-semibold">{tile.name}</span>
                      {tile.profile ? (
                        <span className="text-sm text-gray-700">{tile.profile}</span>
                      ) : null}
                      {external ? <span className="sr-only">(opens in a new tab)</span> : null}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** §2 stats banner: the dealer's own stats, or counts from its data (core dealerStats). */
export function StatsBanner({ stats }: { stats: string[] }) {
  return (
    <ul
      aria-label="About our group"
      className="grid gap-4 rounded-lg bg-brand p-6 text-center text-white sm:grid-cols-3"
      data-testid="stats-banner"
    >
      {stats.map((stat) => {
        const [figure, ...rest] = stat.split(" ");
        return (
          <li key={stat}>
            <span className="block text-3xl font-extrabold">{figure}</span>{" "}
            <span className="text-lg">{rest.join(" ")}</span>
          </li>
        );
      })}
    </ul>
  );
}
