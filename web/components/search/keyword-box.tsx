"use client";

import type { SearchView } from "@/lib/search";
import { QUERY_TOKEN } from "@/lib/search-query-token";

type Props = { view: SearchView; navigate: (href: string) => void };

/**
 * Issue 14 §3 keyword box: make, model, variant, colour, body, drive, fuel or stock number.
 * The address comes from the view's template (core writes the URL); an empty box clears it.
 */
export function KeywordBox({ view, navigate }: Props) {
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get("query") ?? "").trim();
    const withoutQuery = view.chips.find((chip) => chip.key === "query")?.href ?? view.href;
    navigate(
      typed === ""
        ? withoutQuery
        : view.queryTemplate.replace(QUERY_TOKEN, encodeURIComponent(typed)),
    );
  };
  return (
    <form onSubmit={submit} className="flex gap-2" data-testid="keyword-box">
      <label htmlFor="search-keywords" className="sr-only">
        Search by keyword
      </label>
      <input
        key={view.query}
        id="search-keywords"
        name="query"
        type="search"
        defaultValue={view.query}
        placeholder="Make, model, colour, body, stock no."
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded border border-gray-300 px-3 py-2"
      />
      <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white">
        Search
      </button>
    </form>
  );
}
