import { type BrandTile, modelsLink, type SiteConfig } from "@forecourt/core";
import { PageShell, Section } from "@/components/info/page-shell";
import Link from "@/components/link";
import { LocationsScreen } from "@/components/locations/locations-screen";
import { BrandLogo } from "./brand-logo";

/** §2 /{brand-slug}/overview: the brand's profile, stock and the locations that sell it. */
export function BrandOverview({ site, brand }: { site: SiteConfig; brand: BrandTile }) {
  const locations = site.locations.filter((l) => (l.manufacturers ?? []).includes(brand.name));
  const models = site.models.filter((m) => m.make === brand.name);
  return (
    <PageShell title={`${brand.name} Overview`} wide>
      <div className="flex flex-wrap items-center gap-6">
        <BrandLogo name={brand.name} url={brand.logoUrl} />
        <p className="max-w-2xl text-lg text-gray-800">
          {brand.profile ?? `${site.name} sells and services ${brand.name} vehicles.`}
        </p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          href={`/search/${brand.slug}`}
          className="rounded bg-brand px-5 py-3 font-semibold text-white"
        >
          View {brand.name} stock
        </Link>
        {models.length > 0 ? (
          <Link
            href={modelsLink()}
            className="rounded border border-brand bg-white px-5 py-3 font-semibold text-brand"
          >
            {brand.name} models
          </Link>
        ) : null}
      </div>
      {locations.length > 0 ? (
        <Section title={`${brand.name} locations`}>
          <LocationsScreen site={site} locations={locations} searchable={locations.length > 3} />
        </Section>
      ) : null}
    </PageShell>
  );
}
