import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import type { SearchView } from "@/lib/search";
import { SearchExperience } from "./search-experience";

/** The search results screen shared by /search/... and /used-car/... routes. */
export function SearchScreen({ view, baseUrl }: { view: SearchView; baseUrl: string }) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs items={view.breadcrumbs} baseUrl={baseUrl} />
      <SearchExperience initial={view} />
    </main>
  );
}
