import type { SearchView } from "@/lib/search";

/**
 * Issue 14 §3 "Save this search": a plain form POST of the address on screen (it works before
 * the page's script has loaded); the server signs the shopper in first when needed.
 */
export function SaveSearchButton({ view }: { view: SearchView }) {
  if (!view.canSave) return null;
  return (
    <form method="post" action="/saved-searches">
      <input type="hidden" name="href" value={view.href} />
      <button
        type="submit"
        className="rounded border border-brand bg-white px-3 py-2 text-sm font-semibold text-brand"
        data-testid="save-search"
      >
        Save this search
      </button>
    </form>
  );
}
