/** §2 no-results card: exact title, text and a Clear Filters button back to the search page. */
export function NoResults({ onClear, clearHref }: { onClear?: () => void; clearHref: string }) {
  return (
    <div
      className="mt-6 rounded-lg border border-gray-200 bg-gray-50 p-8 text-center"
      data-testid="no-results"
    >
      <h2 className="text-xl font-bold">No Results Available</h2>
      <p className="mx-auto mt-2 max-w-md text-gray-700">
        No results found for your search at this time. Please try adjusting the filters for more
        results.
      </p>
      <a
        href={clearHref}
        onClick={
          onClear
            ? (event) => {
                event.preventDefault();
                onClear();
              }
            : undefined
        }
        className="mt-5 inline-block rounded bg-brand px-5 py-3 font-semibold text-white"
      >
        Clear Filters
      </a>
    </div>
  );
}
