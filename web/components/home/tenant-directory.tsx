import type { SiteConfig } from "@forecourt/core";

/** Plain localhost: one link per demo tenant at {slug}.localhost on the same port. */
export function TenantDirectory({ sites, host }: { sites: SiteConfig[]; host: string }) {
  const port = host.match(/:(\d+)$/)?.[1];
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Forecourt demo dealer sites</h1>
      <p className="mt-3 text-gray-700">
        Each dealer site is served from its own host name. Pick a tenant to open its website.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {sites.map((site) => (
          <li key={site.slug} className="rounded-lg border border-gray-200 p-5 shadow-sm">
            <h2 className="text-lg font-semibold">
              <a
                className="text-blue-800 underline"
                href={`http://${site.slug}.localhost${port ? `:${port}` : ""}/`}
              >
                {site.name}
              </a>
            </h2>
            <p className="mt-1 text-sm text-gray-700">
              {site.slug}.localhost · template {site.template}
              {site.domains[0] ? ` · ${site.domains[0]}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
