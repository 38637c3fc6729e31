import type { Car, SearchPort, SiteConfig, SiteRepository, StockRepository } from "@forecourt/core";
import type { Command } from "commander";
import { z } from "zod";
import { CliError, output, parseOrFail } from "../io";

/** Cars read from the store per query while loading a site. */
const READ_BATCH = 5_000;

export const ReindexFlags = z.object({
  site: z
    .string()
    .trim()
    .min(1, "must name a site by its host or slug")
    .max(253, "a host is at most 253 characters")
    .optional(),
  json: z.boolean().optional(),
});

export interface ReindexReport {
  engine: "embedded" | "typesense";
  /** Typesense: a new collection behind the alias (every site), or the site's cars written again. */
  mode: "rebuilt" | "alias-swap" | "site-rewrite";
  sites: Array<{ site: string; cars: number }>;
  ms: number;
}

/** Typesense's reindex through a new collection and an alias swap (adapters TypesenseSearch). */
interface AliasReindexer {
  reindex(
    load: (write: (site: string, cars: readonly Car[]) => Promise<void>) => Promise<void>,
  ): Promise<unknown>;
}

function hasAliasReindex(search: SearchPort): search is SearchPort & AliasReindexer {
  return typeof (search as Partial<AliasReindexer>).reindex === "function";
}

/** `--site`: a site by its host (e.g. `www.example.com.au`) or its slug. */
export async function resolveSite(sites: SiteRepository, name: string): Promise<SiteConfig> {
  const site = (await sites.byHost(name.toLowerCase())) ?? (await sites.get(name));
  if (!site) throw new CliError(`--site: no site has the host or slug '${name}'`);
  return site;
}

/** Every car the store holds for `site`, read in batches, with a progress line per batch. */
async function carsOf(
  stock: StockRepository,
  site: string,
  progress: (line: string) => void,
): Promise<Car[]> {
  const ids = await stock.ids(site);
  const cars: Car[] = [];
  for (let i = 0; i < ids.length; i += READ_BATCH) {
    cars.push(...(await stock.getMany(site, ids.slice(i, i + READ_BATCH))));
    if (ids.length > READ_BATCH) progress(`${site}: read ${cars.length} of ${ids.length} cars`);
  }
  return cars;
}

/**
 * Rebuilds the search index from the store (the source of truth), for one site or all.
 * Typesense: every site into a new collection, then the alias moves (searches go on against
 * the old one meanwhile); with one site, its cars are written again into the live collection.
 * Embedded engine: each server process holds its own index, built from the store on start
 * and kept in step by the store's stock notices; this builds a fresh index from the store in
 * this process and reports what it holds (a check of the store's stock, from scratch). It only
 * reads the store, so it runs beside a running server.
 */
export async function runReindex(
  platform: { sites: SiteRepository; stock: StockRepository; search: SearchPort },
  only: SiteConfig | null,
  progress: (line: string) => void,
  embedded: () => SearchPort & { warm(site?: string): void },
): Promise<ReindexReport> {
  const started = performance.now();
  const sites = only ? [only] : await platform.sites.list();
  const report: ReindexReport["sites"] = [];
  const done = (site: string, cars: number) => {
    report.push({ site, cars });
    progress(`${site}: ${cars} cars indexed`);
  };
  const { search } = platform;
  if (hasAliasReindex(search)) {
    if (only) {
      const cars = await carsOf(platform.stock, only.slug, progress);
      await search.upsert(only.slug, cars);
      done(only.slug, cars.length);
    } else {
      await search.reindex(async (write) => {
        for (const site of sites) {
          const cars = await carsOf(platform.stock, site.slug, progress);
          await write(site.slug, cars);
          done(site.slug, cars.length);
        }
      });
    }
    return {
      engine: "typesense",
      mode: only ? "site-rewrite" : "alias-swap",
      sites: report,
      ms: Math.round(performance.now() - started),
    };
  }
  const engine = embedded();
  for (const site of sites) {
    const cars = await carsOf(platform.stock, site.slug, progress);
    await engine.upsert(site.slug, cars);
    engine.warm(site.slug);
    done(site.slug, cars.length);
  }
  return {
    engine: "embedded",
    mode: "rebuilt",
    sites: report,
    ms: Math.round(performance.now() - started),
  };
}

function reportText(report: ReindexReport): string {
  const cars = report.sites.reduce((sum, s) => sum + s.cars, 0);
  const how =
    report.mode === "alias-swap"
      ? "into a new Typesense collection, alias swapped"
      : report.mode === "site-rewrite"
        ? "written again into the live Typesense collection"
        : "into a fresh embedded index (running servers keep theirs in step through the store)";
  return `Reindexed ${cars} cars of ${report.sites.length} site(s) ${how} in ${report.ms} ms.`;
}

/** `forecourt reindex [--site <host>] [--json]` (issue 20 §4). */
export function registerReindex(program: Command): void {
  program
    .command("reindex")
    .description(
      "rebuild the search index from the store: with Typesense a new collection and an alias swap, else a fresh embedded index; progress on stderr",
    )
    .option("--site <host>", "only this site, by its host or slug")
    .option("--json", "print the report as JSON")
    .action(async (raw: { site?: string; json?: boolean }) => {
      let flags: z.infer<typeof ReindexFlags>;
      try {
        flags = parseOrFail(ReindexFlags, raw, "reindex");
      } catch (error) {
        // A bad flag exits 2, an unknown site 1 (as `staff`).
        throw error instanceof CliError ? new CliError(error.message, 2) : error;
      }
      const { createPlatform } = await import("@forecourt/adapters/platform");
      const { createEmbeddedSearch } = await import("@forecourt/adapters/search/embedded/index");
      const platform = await createPlatform(process.env);
      try {
        const site =
          flags.site === undefined ? null : await resolveSite(platform.sites, flags.site);
        const report = await runReindex(
          platform,
          site,
          (line) => process.stderr.write(`${line}\n`),
          () => createEmbeddedSearch({ cacheLimit: 0 }),
        );
        output(flags.json, report, reportText(report));
      } finally {
        await platform.close();
      }
    });
}
