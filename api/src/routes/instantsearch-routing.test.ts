import {
  forecourtRouterUrls,
  forecourtStateMapping,
  formatSearchUrl,
  type InstantSearchRoutingOptions,
  RANGE_FIELDS,
  REFINEMENT_FIELDS,
  type SearchState,
  type SearchVocabulary,
  stockVocabulary,
  uiStateOfSearchState,
  vocabularyQuery,
} from "@forecourt/core";
import { searchStateArb } from "@forecourt/core/search/arbitraries";
import { brisbaneMotorGroup, DEMO_NOW, demoStock } from "@forecourt/fixtures";
import fc from "fast-check";
import instantsearch from "instantsearch.js";
import {
  connectPagination,
  connectRange,
  connectRefinementList,
  connectSearchBox,
  connectSortBy,
} from "instantsearch.js/es/connectors";
import { history } from "instantsearch.js/es/lib/routers";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { client, type Harness, harness } from "../test-support/harness";

/**
 * Issue 19 §4: an InstantSearch.js front end routed by core's forecourtStateMapping and
 * forecourtRouterUrls, run through instantsearch.js's own history router in a fake window.
 * Its addresses are fed to this site's /api/search, and the site's addresses read back.
 */

const site = brisbaneMotorGroup;
const HOST = "brisbane-motor-group.example";
const INDEX = "cars";
let h: Harness;
let vocabulary: SearchVocabulary;
let options: InstantSearchRoutingOptions;

beforeAll(async () => {
  h = await harness({}, [site]);
  const cars = demoStock(DEMO_NOW, 400)
    .filter((row) => row.site === site.slug)
    .map((row) => row.car);
  await h.store.stock.upsert(site.slug, cars);
  await h.deps.search.upsert(site.slug, cars);
  vocabulary = stockVocabulary(await h.deps.search.search(vocabularyQuery(site, DEMO_NOW)));
  options = {
    indexName: INDEX,
    site,
    vocabulary,
    // A partner's replica per order: "cars" is the default order, "cars_price_asc" and so on.
    sortIndex: {
      toIndex: (sortBy) => `${INDEX}_${sortBy}`,
      fromIndex: (index) => (index.startsWith(`${INDEX}_`) ? index.slice(INDEX.length + 1) : null),
    },
  };
}, 120_000);
afterAll(() => h.close());

/** The browser globals instantsearch.js's history router touches, with the addresses it pushes. */
function fakeWindow(address: string) {
  const win = {
    location: new URL(address),
    pushed: [] as string[],
    document: { title: "" },
    history: {
      length: 1,
      pushState(_state: unknown, _title: string, url: string) {
        win.pushed.push(url);
        win.location = new URL(url);
        win.history.length += 1;
      },
    },
    addEventListener() {},
    removeEventListener() {},
  };
  vi.stubGlobal("window", win);
  return win;
}
afterEach(() => vi.unstubAllGlobals());

/** A search client answering every request with no hits: these tests watch the URL, not results. */
const emptyClient = {
  search: (requests: readonly { indexName?: string }[]) =>
    Promise.resolve({
      results: requests.map((r) => ({
        index: r.indexName ?? INDEX,
        hits: [],
        nbHits: 0,
        page: 0,
        nbPages: 0,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query: "",
        params: "",
        facets: {},
      })),
    }),
};

const noop = () => {};

/** A started InstantSearch with a widget for every attribute Forecourt's addresses carry. */
function startInstantSearch(win: ReturnType<typeof fakeWindow>) {
  const search = instantsearch({
    indexName: INDEX,
    searchClient: emptyClient as never,
    routing: {
      router: history<SearchState>({
        ...forecourtRouterUrls(options),
        getLocation: () => win.location as unknown as Location,
        writeDelay: 0,
        cleanUrlOnDispose: false,
      }),
      stateMapping: forecourtStateMapping(options),
    },
  });
  const sortItems = (site.stock.sortOptions ?? []).map((o, i) => ({
    value: i === 0 ? INDEX : `${INDEX}_${o.value}`,
    label: o.label,
  }));
  search.addWidgets([
    connectSearchBox(noop)({}),
    ...REFINEMENT_FIELDS.map((attribute) => connectRefinementList(noop)({ attribute, limit: 50 })),
    ...RANGE_FIELDS.map((attribute) => connectRange(noop)({ attribute })),
    connectSortBy(noop)({ items: sortItems }),
    connectPagination(noop)({}),
  ]);
  search.start();
  return search;
}

const origin = `http://${HOST}`;

async function siteSearch(path: string) {
  const res = await client(h.app, HOST).get(`/api/search?path=${encodeURIComponent(path)}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as {
    state: SearchState;
    count: number;
    hits: Array<Record<string, unknown>>;
  };
}

describe("InstantSearch.js routed by forecourtStateMapping and forecourtRouterUrls", () => {
  it("writes a refined uiState as the site's path address, which the site's search reads to the same refinements", async () => {
    const win = fakeWindow(`${origin}${formatSearchUrl(emptyState(), site, vocabulary)}`);
    const search = startInstantSearch(win);
    search.setUiState({
      [INDEX]: {
        refinementList: { car_type: ["used"], make: ["Toyota"], model: ["HiLux"] },
        range: { price: ":60000" },
        sortBy: `${INDEX}_price_asc`,
      },
    });
    await vi.waitFor(() => expect(win.pushed).toHaveLength(1));
    const written = new URL(win.pushed[0] ?? "");
    expect(`${written.pathname}${decodeURIComponent(written.search)}`).toBe(
      "/search/used-cars/toyota/hilux?range[price]=:60000&sortBy=price_asc",
    );
    const read = await siteSearch(`${written.pathname}${written.search}`);
    expect(read.state.refinementList).toEqual({
      car_type: ["used"],
      make: ["Toyota"],
      model: ["HiLux"],
    });
    expect(read.state.range).toEqual({ price: { max: 60_000 } });
    expect(read.state.sortBy).toBe("price_asc");
    expect(read.count).toBeGreaterThan(0);
    for (const hit of read.hits) expect(hit).toMatchObject({ make: "Toyota", model: "HiLux" });
    search.dispose();
  });

  it("a widget's link (createURL) is the same path address the router pushes", () => {
    const win = fakeWindow(`${origin}/search/used-cars/toyota`);
    const search = startInstantSearch(win);
    const link = search.createURL({ [INDEX]: { refinementList: { make: ["Toyota"] }, page: 3 } });
    expect(link).toBe(`${origin}/search/toyota?page=3`);
    search.dispose();
  });

  it("reads every address the site writes back to the uiState it came from, and writes it again unchanged", async () => {
    const models = (vocabulary.make_model ?? []).slice(0, 12);
    await fc.assert(
      fc.asyncProperty(
        searchStateArb({ values: "any" }),
        fc.option(fc.constantFrom(...models), { nil: null }),
        async (arbitrary, makeModel) => {
          const state: SearchState = { ...arbitrary, isMinRange: undefined, isMaxRange: undefined };
          delete state.isMinRange;
          delete state.isMaxRange;
          if (makeModel) {
            const [make = "", ...model] = makeModel.split(" ");
            state.refinementList = {
              ...state.refinementList,
              make: [make],
              model: [model.join(" ")],
            };
          }
          const path = formatSearchUrl(state, site, vocabulary);
          const win = fakeWindow(`${origin}${path}`);
          const search = startInstantSearch(win);
          const expected = forecourtStateMapping(options).routeToState(
            forecourtRouterUrls(options).parseURL({ location: win.location }),
          );
          expect(search.getUiState()[INDEX]).toEqual(
            expected[INDEX] ?? uiStateOfSearchState(emptyState()),
          );
          expect(search.createURL(search.getUiState())).toBe(`${origin}${path}`);
          search.dispose();
        },
      ),
      { numRuns: 40 },
    );
  });
});

function emptyState(): SearchState {
  return { query: "", page: 1, sortBy: null, refinementList: {}, range: {}, scope: null };
}
