import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultSiteConfig, StockFeedSettings } from "@forecourt/core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPlatform, type Platform } from "../platform";

/** The dealer's system on loopback, reached only because FORECOURT_FETCH_ALLOW names its port. */
let server: Server;
let port: number;
let dataDir: string;
let platform: Platform;

beforeAll(async () => {
  const jpeg = await sharp({
    create: { width: 400, height: 300, channels: 3, background: "#246" },
  })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    if (req.url === "/s1.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      return res.end(jpeg);
    }
    res.writeHead(200, { "content-type": "application/x-ndjson" });
    res.end(
      JSON.stringify({
        id: "S1",
        make: "Isuzu",
        model: "D-Max",
        status: "in_stock",
        primary_image_url: `http://127.0.0.1:${port}/s1.jpg`,
      }),
    );
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  port = (server.address() as AddressInfo).port;
  dataDir = await mkdtemp(join(tmpdir(), "forecourt-feed-pull-"));
  platform = await createPlatform(
    { FORECOURT_DATA_DIR: dataDir, FORECOURT_FETCH_ALLOW: `127.0.0.1:${port}` },
    { logger: { info() {} } },
  );
}, 60_000);
afterAll(async () => {
  await platform.close();
  await new Promise<void>((done) => server.close(() => done()));
  await rm(dataDir, { recursive: true, force: true });
});

describe("the platform pulls due feeds once started (issue 33 §1)", () => {
  it("imports a site's feed from its URL through the guard the environment configures", async () => {
    await platform.sites.save({
      ...defaultSiteConfig("southern"),
      stockFeed: StockFeedSettings.parse({ url: `http://127.0.0.1:${port}/stock.ndjson` }),
    });
    expect(await platform.feedRuns.list("southern", 1)).toEqual([]);
    await platform.start({ seed: false, feedPullCheckMs: 50 });
    await vi.waitFor(
      async () => {
        const [run] = await platform.feedRuns.list("southern", 1);
        expect(run).toMatchObject({ status: "imported", trigger: "schedule", added: 1 });
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await platform.stock.ids("southern")).toEqual(["S1"]);
    // Its photo is stored through the platform's ingester, as `forecourt import` stores it.
    const [run] = await platform.feedRuns.list("southern", 1);
    expect(run).toMatchObject({ photosStored: 1, photosFailed: 0, photoFailures: [] });
    const photo = await platform.photos.record(`http://127.0.0.1:${port}/s1.jpg`);
    expect(photo).toMatchObject({ state: "stored", width: 400 });
  });
});
