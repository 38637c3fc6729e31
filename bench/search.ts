/**
 * `npm run bench:search`: index build time, memory, p50/p95/p99 latency of a fixed,
 * seeded mix of search-page queries (13 facets, disjunctive, keyword search included)
 * and the time to apply one changed car to a built index (issue 20 §1–§2), for the
 * embedded engine, and for Orama on the same cars and queries in the same run (issue 3 §5).
 * Options: --cars N (one size, up to 1,000,000) or --sizes 10000,100000; --queries 400;
 * --updates 200; --facet-cache 0 (no facet counts kept between queries); --orama-queries N (0 leaves Orama out; it is left out above 100k cars and
 * with --json); --json prints one JSON object per size instead of tables.
 * The result cache is off so every query is computed. Besides wall time it prints CPU
 * time per query (p50 and p95 in --json): on a shared 2-core machine the wall-time tail mostly measures other
 * processes.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import { buildStockQuery, type Car, type StockQuery } from "@forecourt/core";
import { brisbaneMotorGroup, DEMO_NOW } from "@forecourt/fixtures";
import { benchCars } from "./bench-cars";
import { machineLine, ms, option, percentile, wholeOption } from "./helpers";
import { buildOrama, oramaSearchPage } from "./orama-search";
import { searchPageMix, seededRandom } from "./search-queries";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

const MAX_CARS = 1_000_000;
const sizes = (
  process.argv.includes("--cars") ? option("cars", "") : option("sizes", "10000,100000")
)
  .split(",")
  .map(Number);
if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > MAX_CARS)) {
  console.error(`--cars must be a whole number from 1 to ${MAX_CARS.toLocaleString("en-AU")}`);
  process.exit(2);
}
const json = process.argv.includes("--json");
const queryCount = wholeOption("queries", 400, 1);
const updateCount = wholeOption("updates", 200);
/** --facet-cache 0 counts every facet afresh (the engine keeps counts per repeated set). */
const facetCacheOption = option("facet-cache", "");
const oramaOption = option("orama-queries", "");
const oramaCountFor = (size: number) =>
  json || (oramaOption === "" && size > 100_000)
    ? 0
    : oramaOption === ""
      ? Math.max(8, 8 * Math.round(100_000 / size))
      : Number(oramaOption);
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
  /** CPU time of the build (on a loaded machine, wall time is mostly waiting). */
  buildCpu: number;
  /** Memory the engine added over the cars it was given. */
  memory: number;
  /** Everything in the heap after the build: the cars and the engine. */
  heap: number;
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
  const cpuAtStart = process.cpuUsage();
  const search = await build();
  const built = performance.now() - started;
  const buildCpu = process.cpuUsage(cpuAtStart);
  for (const q of queries.slice(0, 40)) await search(q);
  const heap = memoryMb();
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
  return {
    build: built,
    buildCpu: (buildCpu.user + buildCpu.system) / 1000,
    memory: heap - before,
    heap,
    wall,
    cpu,
    matched,
  };
}

/**
 * Time to apply one change to a built index: a changed price, colour and status on an
 * existing car (three in four) or a car removed and added back (one in four).
 */
async function measureUpdates(
  engine: ReturnType<typeof createEmbeddedSearch>,
  cars: readonly Car[],
): Promise<{ wall: number[]; cpu: number[] }> {
  const random = seededRandom(99);
  const timings: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < updateCount; i++) {
    const car = cars[Math.floor(random() * cars.length)] as Car;
    const cpuStart = process.cpuUsage();
    const t = performance.now();
    if (i % 4 === 3) {
      await engine.remove(site.slug, [car.id]);
      await engine.upsert(site.slug, [car]);
    } else {
      await engine.upsert(site.slug, [
        {
          ...car,
          price: Math.round(5_000 + random() * 80_000),
          colour: i % 2 === 0 ? "Bench Teal" : car.colour,
          status: i % 3 === 0 ? "sold" : car.status,
        },
      ]);
    }
    timings.push(performance.now() - t);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: timings, cpu };
}

const row = (t: Timing) => ({
  build: ms(t.build),
  "build cpu": ms(t.buildCpu),
  memory: `${t.memory.toFixed(0)} MB`,
  queries: t.wall.length,
  p50: ms(percentile(t.wall, 50)),
  p95: ms(percentile(t.wall, 95)),
  p99: ms(percentile(t.wall, 99)),
  "cpu p50": ms(percentile(t.cpu, 50)),
  "cpu p95": ms(percentile(t.cpu, 95)),
});

if (!json) console.log(machineLine());
for (const size of sizes) {
  // One tenant holds every car, so one index really has `size` cars.
  const cars = benchCars(site, size);
  const queries = searchPageMix(cars, queryCount, 7).map((s) => buildStockQuery(site, s, DEMO_NOW));
  const engine = createEmbeddedSearch({
    cacheLimit: 0,
    ...(facetCacheOption === "" ? {} : { facetCacheLimit: Number(facetCacheOption) }),
  });
  const embedded = await measure(async () => {
    await engine.upsert(site.slug, cars);
    engine.warm(site.slug);
    return (q) => engine.search(q);
  }, queries);
  const updates = await measureUpdates(engine, cars);
  if (json) {
    console.log(
      JSON.stringify({
        cars: size,
        build_ms: Math.round(embedded.build),
        build_cpu_ms: Math.round(embedded.buildCpu),
        heap_mb: Math.round(embedded.heap),
        index_mb: Math.round(embedded.memory),
        p50_ms: +percentile(embedded.wall, 50).toFixed(3),
        p95_ms: +percentile(embedded.wall, 95).toFixed(3),
        p99_ms: +percentile(embedded.wall, 99).toFixed(3),
        cpu_p50_ms: +percentile(embedded.cpu, 50).toFixed(3),
        cpu_p95_ms: +percentile(embedded.cpu, 95).toFixed(3),
        update_p50_ms: +percentile(updates.wall, 50).toFixed(3),
        update_p95_ms: +percentile(updates.wall, 95).toFixed(3),
        update_cpu_p50_ms: +percentile(updates.cpu, 50).toFixed(3),
        queries: queries.length,
        facets: queries[0]?.facets.length ?? 0,
        machine: machineLine(),
        date: new Date().toISOString(),
      }),
    );
    continue;
  }
  console.log(
    `\n${size.toLocaleString("en-AU")} cars, ${queries[0]?.facets.length} facets (disjunctive), avg ${Math.round(embedded.matched / queries.length)} matches; heap ${embedded.heap.toFixed(0)} MB with the cars; one changed car applied in ${ms(percentile(updates.wall, 50))} p50, ${ms(percentile(updates.wall, 95))} p95 (CPU ${ms(percentile(updates.cpu, 50))} p50)`,
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
