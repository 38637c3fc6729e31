import {
  ANALYTICS_EVENTS,
  breadcrumbListJsonLd,
  SEARCH_PAGE_SIZE,
  searchItemListJsonLd,
} from "@forecourt/core";
import { RecordOnView } from "@/components/analytics/record-on-view";
import { JsonLd } from "@/components/seo/json-ld";
import type { SearchView } from "@/lib/search";
import { SearchExperience } from "./search-experience";

/** The search results screen shared by /search/... and /used-car/... routes. */
export function SearchScreen({ view, baseUrl }: { view: SearchView; baseUrl: string }) {
  const vehicles = view.items.flatMap((item) => (item.kind === "car" ? [item.car] : []));
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd
        data={searchItemListJsonLd({
          name: view.title,
          baseUrl,
          vehicles,
          firstPosition: (view.page - 1) * SEARCH_PAGE_SIZE + 1,
        })}
      />
      <RecordOnView eventId={ANALYTICS_EVENTS.searchPageView} data={{ path: view.href }} />
      {/* The visible trail is drawn by SearchExperience, which redraws it for each search. */}
      <JsonLd
        data={breadcrumbListJsonLd(
          view.breadcrumbs.map((item) => ({ label: item.label, href: item.href ?? null })),
          baseUrl,
        )}
      />
      <SearchExperience initial={view} />
    </main>
  );
}
