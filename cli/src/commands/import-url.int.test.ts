import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createOutboundFetch } from "@forecourt/adapters/net/outbound-fetch";
import { createEmbeddedSearch } from "@forecourt/adapters/search/embedded/embedded-search";
import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { defaultSiteConfig } from "@forecourt/core";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CliError } from "../io";
import { formatOfUrl, runImport } from "./import";
import { fetchFeedText } from "./import-url";

/** The dealer's system on loopback: a TSV export, and a path that redirects. */
let server: Server;
let port: number;
const TSV = ["Stock No\tMake\tPrice", "T1\tMazda\t19990", "T2\tKia\tlots"].join("\n");

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/stock.tsv") {
      res.writeHead(200, { "content-type": "text/tab-separated-values" });
      return res.end(TSV);
    }
    res.writeHead(302, { location: "http://10.0.0.1/stock.tsv" });
    res.end();
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe("forecourt import --url (issue 33 §1)", () => {
  let store: Store;
  const allowed = () => createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${port}`) });
  beforeAll(async () => {
    store = await createStore({ dataDir: ":memory:" });
    await store.sites.save(defaultSiteConfig("tasman"));
  }, 60_000);
  afterAll(() => store.close());

  it("fetches the feed through the guard and imports it with the file's report", async () => {
    const url = `http://127.0.0.1:${port}/stock.tsv`;
    expect(formatOfUrl(url)).toBe("tsv");
    const text = await fetchFeedText(allowed(), url);
    const run = await runImport(
      text,
      "tasman",
      {
        replace: false,
        strict: false,
        file: url,
        format: formatOfUrl(url),
        profile: {
          name: "DMS",
          delimiter: ",",
          key: "Stock No",
          fields: { make: "Make", price: "Price" },
          constants: { status: "in_stock" },
        },
      },
      {
        sites: store.sites,
        stock: store.stock,
        search: createEmbeddedSearch(),
        audit: store.audit,
      },
    );
    expect(run.exitCode).toBe(2);
    expect(run.text.split("\n").slice(0, 3)).toEqual([
      `Imported ${url} into 'tasman': 1 added, 0 updated, 0 removed, 1 rejected (2 rows).`,
      "Rejected rows:",
      '  line 3 (car T2): column "Price", price: "lots" is not an amount of money',
    ]);
    expect(await store.stock.ids("tasman")).toEqual(["T1"]);
  });

  it("refuses a private address without FORECOURT_FETCH_ALLOW, saying why", async () => {
    const refused = fetchFeedText(createOutboundFetch(), `http://127.0.0.1:${port}/stock.tsv`);
    await expect(refused).rejects.toThrow(CliError);
    await expect(refused).rejects.toThrow(/^--url: 127\.0\.0\.1:\d+ is 127\.0\.0\.1, not public$/);
  });

  it("follows no redirect, and refuses what is not http(s)", async () => {
    await expect(fetchFeedText(allowed(), `http://127.0.0.1:${port}/moved`)).rejects.toThrow(
      /--url: .* answered 302; not followed/,
    );
    await expect(fetchFeedText(allowed(), "file:///etc/passwd")).rejects.toThrow(
      /--url: scheme file: refused/,
    );
  });

  it("refuses a feed over the size cap", async () => {
    await expect(
      fetchFeedText(allowed(), `http://127.0.0.1:${port}/stock.tsv`, { maxBytes: 10 }),
    ).rejects.toThrow(/--url: .* over 10 bytes|declared/);
  });
});

describe("npx forecourt import --url (issue 33 §1)", () => {
  const run = promisify(execFile);
  const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
  const dataDir = mkdtempSync(join(tmpdir(), "forecourt-cli-url-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = (allow: string) => ({
    ...process.env,
    FORECOURT_DATA_DIR: dataDir,
    DATABASE_URL: "",
    TYPESENSE_URL: "",
    FORECOURT_FETCH_ALLOW: allow,
  });
  const profile = join(dataDir, "profile.json");

  it("imports the feed its URL serves, once, and refuses a private address not allowed", {
    timeout: 180_000,
  }, async () => {
    writeFileSync(
      profile,
      JSON.stringify({ name: "DMS", key: "Stock No", fields: { make: "Make", price: "Price" } }),
    );
    const url = `http://127.0.0.1:${port}/stock.tsv`;
    const args = ["forecourt", "import", "--url", url, "--site", "cli-url", "--create-site"];
    const imported = await run("npx", [...args, "--profile", profile, "--json"], {
      cwd: repoRoot,
      env: env(`127.0.0.1:${port}`),
    }).catch((e: { stdout: string; code: number }) => e);
    // One row is rejected: exit 2, the report as the file import gives it.
    expect((imported as { code?: number }).code).toBe(2);
    expect(JSON.parse(imported.stdout)).toMatchObject({ site: "cli-url", added: 1, rows: 2 });

    const refused = await run("npx", [...args, "--profile", profile], {
      cwd: repoRoot,
      env: env(""),
    }).catch((e: { stderr: string; code: number }) => e);
    expect((refused as { code?: number }).code).toBe(1);
    expect((refused as { stderr: string }).stderr).toMatch(
      /--url: 127\.0\.0\.1:\d+ is 127\.0\.0\.1, not public/,
    );
  });
});
