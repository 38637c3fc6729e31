type Props = {
  onClear?: () => void;
  clearHref: string;
  /** The compare page reuses the card with its own words; search keeps the spec's exact texts. */
  title?: string;
  text?: string;
  actionLabel?: string;
};

/** §2 no-results card: exact title, text and a Clear Filters button back to the search page. */
export function NoResults({
  onClear,
  clearHref,
  title = "No Results Available",
  text = "No results found for your search at this time. Please try adjusting the filters for more results.",
  actionLabel = "Clear Filters",
}: Props) {
  return (
    <div
      className="mt-6 rounded-lg border border-gray-200 bg-gray-50 p-8 text-center"
      data-testid="no-results"
    >
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-gray-700">{text}</p>
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
        {actionLabel}
      </a>
    </div>
  );
}
