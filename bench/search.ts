/**
 * `npm run bench:search`: index build time, memory and p50/p95 latency of a fixed,
 * seeded mix of search-page queries (every facet on, disjunctive), for the embedded
 * engine and for Orama on the same cars and queries in the same run (issue 3 §5).
 * Options: --sizes 10000,100000  --queries 400. The result cache is off so every
 * query is computed.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/index";
import { buildStockQuery, type Car } from "@forecourt/core";
import { brisbaneMotorGroup, DEMO_NOW, generateStock } from "@forecourt/fixtures";
import { buildOrama, oramaSearchPage } from "./orama-search";
import { percentile, searchPageMix } from "./search-queries";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : (process.argv[i + 1] ?? fallback);
}
const sizes = option("sizes", "10000,100000").split(",").map(Number);
const queryCount = Number(option("queries", "400"));

function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1_048_576;
}

async function time<T>(run: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const value = await run();
  return [value, performance.now() - started];
}

const site = brisbaneMotorGroup;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

for (const size of sizes) {
  // One tenant holds every car, so one index really has `size` cars.
  const cars: Car[] = generateStock({ seed: 42, cars: size, sites: [site] }).map((s) => s.car);
  const states = searchPageMix(cars, queryCount, 7);
  const queries = states.map((s) => buildStockQuery(site, s, DEMO_NOW));

  const before = heapMb();
  const engine = createEmbeddedSearch({ cacheLimit: 0 });
  const [, embeddedBuild] = await time(async () => {
    await engine.upsert(site.slug, cars);
    engine.warm(site.slug);
  });
  for (const q of queries) await engine.search(q);
  const embeddedMb = heapMb() - before;
  const embeddedTimes: number[] = [];
  let matched = 0;
  for (const q of queries) {
    const [r, ms] = await time(() => engine.search(q));
    embeddedTimes.push(ms);
    matched += r.count;
  }

  const beforeOrama = heapMb();
  const [db, oramaBuild] = await time(() => buildOrama(cars));
  for (const q of queries.slice(0, 40)) await oramaSearchPage(db, q);
  const oramaMb = heapMb() - beforeOrama;
  const oramaTimes: number[] = [];
  for (const q of queries) {
    const [, ms] = await time(() => oramaSearchPage(db, q));
    oramaTimes.push(ms);
  }

  const e50 = percentile(embeddedTimes, 50);
  const e95 = percentile(embeddedTimes, 95);
  const o50 = percentile(oramaTimes, 50);
  const o95 = percentile(oramaTimes, 95);
  console.log(
    `\n${size.toLocaleString("en-AU")} cars, ${queries.length} queries, ${queries[0]?.facets.length} facets (disjunctive), avg ${Math.round(matched / queries.length)} matches`,
  );
  console.table({
    embedded: {
      build: fmt(embeddedBuild),
      heap: `${embeddedMb.toFixed(0)} MB`,
      p50: fmt(e50),
      p95: fmt(e95),
    },
    orama: {
      build: fmt(oramaBuild),
      heap: `${oramaMb.toFixed(0)} MB`,
      p50: fmt(o50),
      p95: fmt(o95),
    },
  });
  console.log(
    `embedded is ${(o50 / e50).toFixed(1)}× faster than Orama at p50, ${(o95 / e95).toFixed(1)}× at p95`,
  );
}
