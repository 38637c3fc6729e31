import type { SavedSearchView } from "@/lib/account/saved-searches";

type Props = { searches: SavedSearchView[]; stockHref: string };

/** Issue 14 §3 the account area's saved searches: open (with its new cars), or delete. */
export function SavedSearchList({ searches, stockHref }: Props) {
  if (searches.length === 0) {
    return (
      <p className="text-gray-700" data-testid="saved-searches-empty">
        No saved searches yet. On any{" "}
        <a href={stockHref} className="font-semibold text-brand underline">
          search page
        </a>
        , choose Save this search and it will wait for you here.
      </p>
    );
  }
  return (
    <ul
      className="divide-y divide-gray-200 rounded-lg border border-gray-200"
      data-testid="saved-searches"
    >
      {searches.map((search) => (
        <li
          key={search.id}
          className="flex flex-wrap items-center gap-3 p-4"
          data-testid="saved-search"
        >
          <div className="min-w-0 flex-1">
            <a href={search.openHref} className="font-semibold text-brand underline">
              {search.label}
            </a>
            <p className="break-all text-sm text-gray-700">{search.href}</p>
          </div>
          {search.newText ? (
            <span
              className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900"
              data-testid="saved-search-new"
            >
              {search.newText}
            </span>
          ) : null}
          <form method="post" action={search.deleteHref}>
            <button
              type="submit"
              className="rounded border border-gray-300 px-3 py-2 text-sm font-semibold"
              aria-label={`Delete saved search ${search.label}`}
            >
              Delete
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
