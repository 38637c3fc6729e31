import Link from "next/link";

/** Shown for any unknown route or a route the tenant does not use. */
export function NotFoundPage() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-gray-700">
        Sorry, we couldn't find the page you were looking for. It may have moved, or the vehicle may
        no longer be available.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link href="/" className="rounded bg-brand px-5 py-3 font-semibold text-white">
          Go to the home page
        </Link>
        <Link
          href="/search/used-cars"
          className="rounded border border-brand px-5 py-3 font-semibold text-brand"
        >
          Browse stock
        </Link>
      </div>
    </main>
  );
}
