import { ANALYTICS_EVENTS } from "@forecourt/core";
import { RecordOnView } from "@/components/analytics/record-on-view";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import type { SearchView } from "@/lib/search";
import { SearchExperience } from "./search-experience";

/** The search results screen shared by /search/... and /used-car/... routes. */
export function SearchScreen({ view, baseUrl }: { view: SearchView; baseUrl: string }) {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <RecordOnView eventId={ANALYTICS_EVENTS.searchPageView} data={{ path: view.href }} />
      <Breadcrumbs items={view.breadcrumbs} baseUrl={baseUrl} />
      <SearchExperience initial={view} />
    </main>
  );
}
