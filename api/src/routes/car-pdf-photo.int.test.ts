import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cachedCarPhotos } from "@forecourt/adapters/net/car-photos";
import { createOutboundFetch } from "@forecourt/adapters/net/outbound-fetch";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { car, client, type Harness, harness } from "../test-support/harness";

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let h: Harness;
let photoServer: Server;
let photoUrl: string;
const photoHits: string[] = [];

beforeAll(async () => {
  h = await harness();
  photoServer = createServer((req, res) => {
    photoHits.push(req.url ?? "");
    res.writeHead(200, { "content-type": "image/png" }).end(PNG);
  });
  await new Promise<void>((ready) => photoServer.listen(0, "127.0.0.1", ready));
  const { port } = photoServer.address() as AddressInfo;
  photoUrl = `http://127.0.0.1:${port}/photo.png`;
  // A car whose imported photo points at a private address (here loopback; in the wild the
  // cloud metadata service or an internal admin page).
  await h.store.stock.upsert("alpha", [
    car("alpha", 61, { slug: "alpha-private-photo", primary_image_url: photoUrl }),
  ]);
}, 120_000);
afterAll(async () => {
  photoServer.closeAllConnections();
  await new Promise((done) => photoServer.close(done));
  await h.close();
});

const hasImage = async (res: Response) =>
  new TextDecoder("latin1").decode(await res.arrayBuffer()).includes("/Subtype /Image");

describe("GET /api/cars/{slug}/pdf fetches photos only through the outbound guard (issue 30 §5)", () => {
  it("never fetches a photo at a private address for an anonymous visitor", async () => {
    photoHits.length = 0;
    const res = await client(h.app, "alpha.localhost").get("/api/cars/alpha-private-photo/pdf");
    expect(res.status).toBe(200);
    expect(await hasImage(res)).toBe(false);
    expect(photoHits).toEqual([]);
  });

  it("with the photo host allowed, fetches it once however many visitors ask", async () => {
    photoHits.length = 0;
    const allowed = createApp(
      {
        ...h.deps,
        carPhoto: cachedCarPhotos({
          outbound: createOutboundFetch({ allow: parseFetchAllow(new URL(photoUrl).host) }),
        }),
      },
      { logger: pino({ level: "silent" }), rateLimits: false },
    );
    const visitor = client(allowed, "alpha.localhost");
    for (let i = 0; i < 5; i++) {
      const res = await visitor.get("/api/cars/alpha-private-photo/pdf");
      expect(await hasImage(res)).toBe(true);
    }
    expect(photoHits).toEqual(["/photo.png"]);
  });
});
