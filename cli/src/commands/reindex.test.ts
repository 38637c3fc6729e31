import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import {
  buildStockQuery,
  type Car,
  defaultSiteConfig,
  emptySearchState,
  type SearchPort,
  type SiteConfig,
  type SiteRepository,
  type StockRepository,
} from "@forecourt/core";
import { carArb } from "@forecourt/core/search/arbitraries";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CliError, parseOrFail } from "../io";
import { ReindexFlags, resolveSite, runReindex } from "./reindex";

const siteA: SiteConfig = { ...defaultSiteConfig("alpha"), domains: ["www.alpha.example"] };
const siteB: SiteConfig = defaultSiteConfig("bravo");
const NOW = new Date("2026-11-27T00:00:00Z");

/** `count` cars of a site: up to 40 generated ones, copied under their own ids beyond. */
function cars(site: string, count: number): Car[] {
  const made = fc.sample(carArb, { numRuns: Math.min(count, 40), seed: site.length });
  return Array.from({ length: count }, (_, i) => ({
    ...(made[i % made.length] as Car),
    id: `${site}-${i}`,
    status: "in_stock" as const,
  }));
}

/** The store's side of a reindex: its sites, and each site's cars read by id. */
function store(stock: Record<string, Car[]>) {
  const sites = [siteA, siteB];
  const reads: number[] = [];
  const siteRepo = {
    list: async () => sites,
    get: async (slug: string) => sites.find((s) => s.slug === slug) ?? null,
    byHost: async (host: string) => sites.find((s) => s.domains?.includes(host)) ?? null,
  } as unknown as SiteRepository;
  const stockRepo = {
    ids: async (site: string) => (stock[site] ?? []).map((c) => c.id),
    getMany: async (site: string, ids: readonly string[]) => {
      reads.push(ids.length);
      const wanted = new Set(ids);
      return (stock[site] ?? []).filter((c) => wanted.has(c.id));
    },
  } as unknown as StockRepository;
  return { sites: siteRepo, stock: stockRepo, reads };
}

describe("forecourt reindex", () => {
  it("builds a fresh embedded index of every site from the store, with a progress line per site", async () => {
    const stock = { alpha: cars("alpha", 30), bravo: cars("bravo", 12) };
    const { sites, stock: repo } = store(stock);
    const engine = createEmbeddedSearch({ cacheLimit: 0 });
    const lines: string[] = [];
    const report = await runReindex(
      { sites, stock: repo, search: createEmbeddedSearch() },
      null,
      (line) => lines.push(line),
      () => engine,
    );
    expect(report).toMatchObject({
      engine: "embedded",
      mode: "rebuilt",
      sites: [
        { site: "alpha", cars: 30 },
        { site: "bravo", cars: 12 },
      ],
    });
    expect(lines).toEqual(["alpha: 30 cars indexed", "bravo: 12 cars indexed"]);
    const query = buildStockQuery(siteA, emptySearchState(), NOW);
    const result = await engine.search({ ...query, filter: { ...query.filter, soldSince: 0 } });
    expect(result.count).toBeGreaterThan(0);
    expect(result.hits.every((c) => c.id.startsWith("alpha-"))).toBe(true);
  });

  it("with Typesense, reindexes every site through the alias swap, or writes one site's cars again", async () => {
    const stock = { alpha: cars("alpha", 8), bravo: cars("bravo", 5) };
    const { sites, stock: repo } = store(stock);
    const written: Array<[string, number, string]> = [];
    const typesense = {
      ...createEmbeddedSearch(),
      async upsert(site: string, batch: readonly Car[]) {
        written.push([site, batch.length, "live"]);
      },
      async reindex(
        load: (write: (site: string, cars: readonly Car[]) => Promise<void>) => Promise<void>,
      ) {
        await load(async (site, batch) => {
          written.push([site, batch.length, "new collection"]);
        });
        return {};
      },
    } as SearchPort;
    const all = await runReindex(
      { sites, stock: repo, search: typesense },
      null,
      () => {},
      () => {
        throw new Error("the embedded engine is not used with Typesense");
      },
    );
    expect(all.mode).toBe("alias-swap");
    expect(written).toEqual([
      ["alpha", 8, "new collection"],
      ["bravo", 5, "new collection"],
    ]);
    written.length = 0;
    const one = await runReindex(
      { sites, stock: repo, search: typesense },
      siteB,
      () => {},
      () => {
        throw new Error("unused");
      },
    );
    expect(one).toMatchObject({ mode: "site-rewrite", sites: [{ site: "bravo", cars: 5 }] });
    expect(written).toEqual([["bravo", 5, "live"]]);
  });

  it("reads a large site in batches, saying how far it got", async () => {
    const { sites, stock: repo, reads } = store({ alpha: cars("alpha", 12_000) });
    const lines: string[] = [];
    await runReindex(
      { sites, stock: repo, search: createEmbeddedSearch() },
      siteA,
      (line) => lines.push(line),
      () => createEmbeddedSearch({ cacheLimit: 0 }),
    );
    expect(reads).toEqual([5_000, 5_000, 2_000]);
    expect(lines).toEqual([
      "alpha: read 5000 of 12000 cars",
      "alpha: read 10000 of 12000 cars",
      "alpha: read 12000 of 12000 cars",
      "alpha: 12000 cars indexed",
    ]);
  });

  it("finds --site by host or slug, and refuses a blank or unknown one in one line naming it", async () => {
    const { sites } = store({});
    expect((await resolveSite(sites, "WWW.ALPHA.EXAMPLE")).slug).toBe("alpha");
    expect((await resolveSite(sites, "bravo")).slug).toBe("bravo");
    await expect(resolveSite(sites, "nowhere.example")).rejects.toThrow(
      new CliError("--site: no site has the host or slug 'nowhere.example'"),
    );
    expect(() => parseOrFail(ReindexFlags, { site: "  " }, "reindex")).toThrow(
      "reindex: site: must name a site by its host or slug",
    );
  });
});
