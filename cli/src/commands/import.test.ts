import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/embedded-search";
import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CliError } from "../io";
import { PROGRESS_THRESHOLD, runImport } from "./import";

const ndjson = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join("\n");

describe("forecourt import (runImport)", () => {
  let store: Store;
  const targets = () => ({
    sites: store.sites,
    stock: store.stock,
    search: createEmbeddedSearch(),
  });
  const opts = { replace: false, strict: false, file: "feed.ndjson" };
  beforeAll(async () => {
    store = await createStore({ dataDir: ":memory:" });
  }, 60_000);
  afterAll(() => store.close());

  it("says it created the site, reports the counts and every rejected row, and exits 2", async () => {
    const text = ndjson([{ id: "1" }, { id: "2", price: "x" }, { make: "none" }, { id: "3" }]);
    const run = await runImport(text, "new-dealer", opts, targets());
    expect(run.exitCode).toBe(2);
    expect(run.text.split("\n")).toEqual([
      "Created site 'new-dealer' with default settings.",
      "Imported feed.ndjson into 'new-dealer': 2 added, 0 updated, 0 removed, 2 rejected (4 rows).",
      "Rejected rows:",
      "  line 2 (car 2): price: Invalid input: expected number, received string",
      "  line 3: id: Invalid input: expected string, received undefined",
    ]);
    expect(run.data).toMatchObject({
      siteCreated: true,
      added: 2,
      rejected: [{ line: 2 }, { line: 3 }],
    });
  });

  it("a clean feed exits 0; --replace reports removals", async () => {
    const run = await runImport(
      ndjson([{ id: "1" }, { id: "4" }]),
      "new-dealer",
      { ...opts, replace: true },
      targets(),
    );
    expect(run.exitCode).toBe(0);
    expect(run.text).toBe(
      "Imported feed.ndjson into 'new-dealer': 1 added, 1 updated, 1 removed, 0 rejected (2 rows).",
    );
  });

  it("--strict imports nothing when a row is rejected", async () => {
    const run = await runImport(
      ndjson([{ id: "9" }, { id: "" }]),
      "strict-dealer",
      { ...opts, strict: true },
      targets(),
    );
    expect(run.exitCode).toBe(2);
    expect(run.text.split("\n")[0]).toBe(
      "--strict: nothing imported from feed.ndjson into 'strict-dealer': 1 of 2 rows rejected.",
    );
    expect(await store.sites.get("strict-dealer")).toBeNull();
  });

  it("shows progress on feeds over a few thousand rows, and none on small ones", async () => {
    const big = ndjson(
      Array.from({ length: PROGRESS_THRESHOLD + 500 }, (_, i) => ({ id: `c${i}` })),
    );
    const lines: string[] = [];
    await runImport(big, "big-dealer", opts, targets(), (l) => lines.push(l));
    expect(lines).toContain(`parsed ${PROGRESS_THRESHOLD + 500}/${PROGRESS_THRESHOLD + 500} rows`);
    expect(lines.at(-1)).toBe(
      `stored ${PROGRESS_THRESHOLD + 500}/${PROGRESS_THRESHOLD + 500} cars`,
    );
    const quiet: string[] = [];
    await runImport(ndjson([{ id: "x" }]), "big-dealer", opts, targets(), (l) => quiet.push(l));
    expect(quiet).toEqual([]);
  }, 60_000);

  it.each([["Bad Slug", '--site: must be lower-case letters, digits and hyphens, got "Bad Slug"']])(
    "refuses the site %s",
    async (slug, message) => {
      await expect(runImport("", slug, opts, targets())).rejects.toThrow(new CliError(message));
    },
  );

  it("an unreadable feed fails as a whole, naming the file and line", async () => {
    await expect(runImport('[{"id":"1"}', "new-dealer", opts, targets())).rejects.toThrow(
      "feed.ndjson: line 1: the JSON array is not closed with ]",
    );
  });
});
