import { countOf } from "@forecourt/core/format/thousands";

/**
 * Previous / next for a paged list; each side is a link (`hrefFor`) or a button (`onPage`).
 * The position is announced as the page changes.
 */
export function Pager({
  page,
  pages,
  total,
  noun,
  hrefFor,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  /** What is counted, singular ("lead"): "(1 lead)", "(3 leads)". */
  noun: string;
  hrefFor?: (page: number) => string;
  onPage?: (page: number) => void;
}) {
  const side = (to: number, label: string, enabled: boolean) => {
    if (!enabled) {
      return (
        <span aria-disabled="true" className="text-gray-500">
          {label}
        </span>
      );
    }
    if (hrefFor) {
      return (
        <a className="underline" href={hrefFor(to)}>
          {label}
        </a>
      );
    }
    return (
      <button type="button" className="underline" onClick={() => onPage?.(to)}>
        {label}
      </button>
    );
  };
  return (
    <nav aria-label="Pages" className="mt-2 flex flex-wrap items-center gap-3">
      {side(page - 1, "Previous page", page > 1)}
      <span aria-live="polite">
        Page {page} of {Math.max(pages, 1)} ({countOf(total, noun)})
      </span>
      {side(page + 1, "Next page", page < pages)}
    </nav>
  );
}
