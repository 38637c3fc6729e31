/**
 * `npm run bench:search`: index build time, memory and p50/p95 latency of a fixed,
 * seeded mix of search-page queries (every facet on, disjunctive), for the embedded
 * engine and for Orama on the same cars and queries in the same run (issue 3 §5).
 * Options: --sizes 10000,100000  --queries 400  --orama-queries N. The result cache
 * is off so every query is computed. Orama takes ~0.3 s a query at 10k cars and
 * many seconds at 100k, so it runs the first N queries of the same mix (by default
 * 80 at 10k cars, 8 at 100k: a multiple of 8 keeps every kind of query in
 * proportion); 0 leaves Orama out.
 * Besides wall time it prints CPU time per query: on a shared 2-core machine the
 * wall-time tail mostly measures other processes.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import { buildStockQuery, type Car, type StockQuery } from "@forecourt/core";
import { brisbaneMotorGroup, DEMO_NOW, generateStock } from "@forecourt/fixtures";
import { machineLine, ms, option, percentile } from "./helpers";
import { buildOrama, oramaSearchPage } from "./orama-search";
import { searchPageMix } from "./search-queries";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const sizes = option("sizes", "10000,100000").split(",").map(Number);
const queryCount = Number(option("queries", "400"));
const oramaOption = option("orama-queries", "");
const oramaCountFor = (size: number) =>
  oramaOption === "" ? Math.max(8, 8 * Math.round(100_000 / size)) : Number(oramaOption);
const site = brisbaneMotorGroup;

/** JS heap plus typed-array backing stores (where the embedded engine keeps its indexes). */
function memoryMb(): number {
  gc();
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return (heapUsed + external) / 1_048_576;
}

interface Timing {
  build: number;
  memory: number;
  wall: number[];
  cpu: number[];
  matched: number;
}

/** Builds an engine (timed, with its memory), warms it on the queries, then times each query. */
async function measure(
  build: () => Promise<(q: StockQuery) => Promise<{ count: number }>>,
  queries: StockQuery[],
): Promise<Timing> {
  const before = memoryMb();
  const started = performance.now();
  const search = await build();
  const built = performance.now() - started;
  for (const q of queries.slice(0, 40)) await search(q);
  const memory = memoryMb() - before;
  const wall: number[] = [];
  const cpu: number[] = [];
  let matched = 0;
  for (const q of queries) {
    const cpuStart = process.cpuUsage();
    const t = performance.now();
    matched += (await search(q)).count;
    wall.push(performance.now() - t);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { build: built, memory, wall, cpu, matched };
}

const row = (t: Timing) => ({
  build: ms(t.build),
  memory: `${t.memory.toFixed(0)} MB`,
  queries: t.wall.length,
  p50: ms(percentile(t.wall, 50)),
  p95: ms(percentile(t.wall, 95)),
  "cpu p50": ms(percentile(t.cpu, 50)),
  "cpu p95": ms(percentile(t.cpu, 95)),
});

console.log(machineLine());
for (const size of sizes) {
  // One tenant holds every car, so one index really has `size` cars.
  const cars: Car[] = generateStock({ seed: 42, cars: size, sites: [site] }).map((s) => s.car);
  const queries = searchPageMix(cars, queryCount, 7).map((s) => buildStockQuery(site, s, DEMO_NOW));
  const embedded = await measure(async () => {
    const engine = createEmbeddedSearch({ cacheLimit: 0 });
    await engine.upsert(site.slug, cars);
    engine.warm(site.slug);
    return (q) => engine.search(q);
  }, queries);
  console.log(
    `\n${size.toLocaleString("en-AU")} cars, ${queries[0]?.facets.length} facets (disjunctive), avg ${Math.round(embedded.matched / queries.length)} matches`,
  );
  const table: Record<string, ReturnType<typeof row>> = { embedded: row(embedded) };
  const oramaCount = oramaCountFor(size);
  if (oramaCount <= 0) {
    console.table(table);
    continue;
  }
  const oramaQueries = queries.slice(0, oramaCount);
  const orama = await measure(async () => {
    const db = await buildOrama(cars);
    return (q) => oramaSearchPage(db, q);
  }, oramaQueries);
  table.orama = row(orama);
  console.table(table);
  // The ratio compares the engines on the queries both ran.
  const same = embedded.wall.slice(0, oramaQueries.length);
  const ratio = (p: number) => (percentile(orama.wall, p) / percentile(same, p)).toFixed(0);
  console.log(
    `embedded is ${ratio(50)}× faster than Orama at p50, ${ratio(95)}× at p95 (the ${oramaQueries.length} queries both ran)`,
  );
}
