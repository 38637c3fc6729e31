import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultSiteConfig, photoKey, StockFeedSettings } from "@forecourt/core";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFilesystemMediaStore } from "../media/filesystem-media-store";
import {
  createPhotoIngester,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_NOT_FETCHED,
  type PhotoIngester,
} from "../media/ingest-photo";
import { readPhotoRecord } from "../media/photo-records";
import { createOutboundFetch } from "../net/outbound-fetch";
import { createEmbeddedSearch } from "../search/embedded/embedded-search";
import { type Store, storeOn } from "../store/create-store";
import { pgliteTestDatabase, type TestDatabase } from "../store/test-databases";
import { createFeedPull } from "./feed-pull";

/** The dealer's system on loopback: an NDJSON feed and its photos (one good, two bad). */
let server: Server;
let base: string;
let root: string;
let jpeg: Buffer;
let feedBody = "";
const hits: string[] = [];

beforeAll(async () => {
  jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#357" } })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url === "/stock.ndjson") {
      res.writeHead(200, { "content-type": "application/x-ndjson" });
      return res.end(feedBody);
    }
    if (req.url === "/car.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      return res.end(jpeg);
    }
    if (req.url?.startsWith("/notes.txt")) {
      res.writeHead(200, { "content-type": "image/jpeg" });
      return res.end("not a photo at all");
    }
    res.writeHead(500);
    res.end();
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  root = await mkdtemp(join(tmpdir(), "feed-pull-photos-"));
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await rm(root, { recursive: true, force: true });
});

const car = (id: string, photo: string) =>
  JSON.stringify({
    id,
    make: "Mazda",
    model: "CX-5",
    status: "in_stock",
    primary_image_url: photo,
  });

describe("a pulled feed's photos are stored as an import stores them (issue 33)", () => {
  let db: TestDatabase;
  let store: Store;
  let clock: Date;
  const failures: string[] = [];

  beforeEach(async () => {
    db = await pgliteTestDatabase();
    store = await storeOn(db.connection);
    await store.sites.save({
      ...defaultSiteConfig("alpha"),
      stockFeed: StockFeedSettings.parse({ url: `${base}/stock.ndjson`, intervalMinutes: 15 }),
    });
    clock = new Date("2026-12-07T09:00:00Z");
    hits.length = 0;
    failures.length = 0;
  });
  afterEach(() => db.dispose());

  const pullWith = (folder: string) => {
    const outbound = createOutboundFetch({
      allow: parseFetchAllow(`127.0.0.1:${new URL(base).port}`),
    });
    const media = createFilesystemMediaStore(join(root, folder));
    const photos = createPhotoIngester({ outbound, media, now: () => clock });
    const pull = createFeedPull({
      ...store,
      search: createEmbeddedSearch(),
      outbound,
      photos,
      onFailure: (_site, reason) => failures.push(reason),
      now: () => clock,
    });
    return { pull, media };
  };

  it("stores each photo once, reports the failures in the run, and does not fail the run", async () => {
    feedBody = [
      car("M1", `${base}/car.jpg`),
      car("M2", `${base}/car.jpg`),
      car("M3", `${base}/gone.jpg`),
      car("M4", `${base}/notes.txt?token=s3cret`),
    ].join("\n");
    const { pull, media } = pullWith("once");
    const answer = await pull.pull("alpha", "manual");
    expect(answer.ok && answer.run).toMatchObject({
      status: "imported",
      added: 4,
      photosStored: 1,
      photosFailed: 2,
    });
    const [run] = await store.feedRuns.list("alpha", 1);
    expect(run).toMatchObject({ status: "imported", photosStored: 1, photosFailed: 2 });
    expect(run?.photoFailures).toEqual(
      expect.arrayContaining([
        { photo: `${base}/gone.jpg`, reason: PHOTO_NOT_FETCHED },
        { photo: `${base}/notes.txt?token=•••`, reason: PHOTO_NOT_AN_IMAGE },
      ]),
    );
    expect(JSON.stringify(run)).not.toContain("s3cret");
    expect(await readPhotoRecord(media, await photoKey(`${base}/car.jpg`))).toMatchObject({
      state: "stored",
      width: 800,
      widths: [160, 320, 640],
    });
    expect(hits.filter((h) => h === "/car.jpg")).toHaveLength(1);

    // The next pull stores the same cars: the stored photo, and the failed ones not yet due
    // again, are not fetched a second time.
    clock = new Date(clock.getTime() + 5 * 60_000);
    const again = await pull.pull("alpha", "manual");
    expect(again.ok && again.run).toMatchObject({ photosStored: 1, photosFailed: 2 });
    expect(hits.filter((h) => h !== "/stock.ndjson")).toHaveLength(3);
  });

  it("a photo that fails at the media store leaves the cars imported and the run reported", async () => {
    feedBody = car("M1", `${base}/car.jpg`);
    const photos = {
      ingest: async () => {
        throw new Error("media store down");
      },
      record: async () => null,
    };
    const failing = createFeedPull({
      ...store,
      search: createEmbeddedSearch(),
      outbound: createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${new URL(base).port}`) }),
      photos,
      onFailure: (_site, reason) => failures.push(reason),
      now: () => clock,
    });
    const answer = await failing.pull("alpha", "manual");
    expect(answer.ok && answer.run).toMatchObject({
      status: "imported",
      added: 1,
      photosStored: 0,
      photosFailed: 1,
      photoFailures: [
        { photo: `${base}/car.jpg`, reason: expect.stringMatching(/could not be stored/) },
      ],
    });
    expect(failures).toEqual(["photos: Error: media store down"]);
    expect(await store.stock.ids("alpha")).toEqual(["M1"]);
  });

  it("stops starting photos before the run's lease ends, leaving the rest to a later pull", async () => {
    feedBody = [1, 2, 3, 4, 5, 6].map((n) => car(`M${n}`, `${base}/car-${n}.jpg`)).join("\n");
    const started: string[] = [];
    // Each photo takes 7 minutes of the run's 15-minute lease.
    const photos: PhotoIngester = {
      ingest: async (source) => {
        started.push(source);
        clock = new Date(clock.getTime() + 7 * 60_000);
        return {
          state: "stored",
          key: "k",
          source,
          width: 800,
          height: 600,
          widths: [160],
          avif: [],
          placeholder: "data:image/webp;base64,",
        };
      },
      record: async () => null,
    };
    const slow = createFeedPull({
      ...store,
      search: createEmbeddedSearch(),
      outbound: createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${new URL(base).port}`) }),
      photos,
      onFailure: (_site, reason) => failures.push(reason),
      now: () => clock,
    });
    const answer = await slow.pull("alpha", "manual");
    expect(started).toHaveLength(2);
    expect(answer.ok && answer.run).toMatchObject({
      status: "imported",
      added: 6,
      photosStored: 2,
      photosFailed: 4,
    });
    const [run] = await store.feedRuns.list("alpha", 1);
    expect(run?.photoFailures.map((f) => f.reason)).toEqual(
      Array(4).fill(expect.stringMatching(/ran out of time/)),
    );
  });
});
