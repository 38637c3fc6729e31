import { ALL_STOCK_PATH } from "@forecourt/core";
import Link from "@/components/link";

/**
 * Shown for any unknown route, a route the tenant does not use, or a search path naming
 * nothing the site sells; inside the site's chrome, with a search box to carry on from.
 */
export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-gray-700">
        Sorry, we couldn't find the page you were looking for. It may have moved, or the vehicle may
        no longer be available.
      </p>
      <search className="mt-8">
        <form action={ALL_STOCK_PATH} method="get" className="flex gap-2">
          <label htmlFor="not-found-query" className="sr-only">
            Search our stock
          </label>
          <input
            id="not-found-query"
            name="query"
            type="search"
            placeholder="Search make, model or keyword"
            className="min-w-0 flex-1 rounded border border-gray-300 px-4 py-3"
          />
          <button type="submit" className="rounded bg-brand px-5 py-3 font-semibold text-white">
            Search
          </button>
        </form>
      </search>
      <div className="mt-6 flex justify-center gap-3">
        <Link href="/" className="rounded bg-brand px-5 py-3 font-semibold text-white">
          Go to the home page
        </Link>
        <Link
          href={ALL_STOCK_PATH}
          className="rounded border border-brand bg-white px-5 py-3 font-semibold text-brand"
        >
          Browse stock
        </Link>
      </div>
    </main>
  );
}
