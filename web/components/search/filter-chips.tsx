import type { SearchView } from "@/lib/search";

type Props = { view: SearchView; navigate: (href: string) => void };

/** Issue 14 §3 applied-filter chips: one click removes a filter; "Clear all" removes them all. */
export function FilterChips({ view, navigate }: Props) {
  if (view.chips.length === 0) return null;
  const go = (href: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(href);
  };
  return (
    <ul aria-label="Applied filters" className="mt-3 flex flex-wrap gap-2" data-testid="chips">
      {view.chips.map((chip) => (
        <li key={chip.key}>
          <a
            href={chip.href}
            onClick={go(chip.href)}
            aria-label={`Remove filter ${chip.label}`}
            className="inline-flex items-center gap-1 rounded-full border border-gray-300 bg-gray-50 px-3 py-1 text-sm"
          >
            {chip.label}
            <span aria-hidden="true" className="text-base leading-none">
              ×
            </span>
          </a>
        </li>
      ))}
      <li>
        <a
          href={view.clearHref}
          onClick={go(view.clearHref)}
          className="inline-flex px-2 py-1 text-sm font-semibold text-brand underline"
        >
          Clear all
        </a>
      </li>
    </ul>
  );
}
