import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  CARD_PHOTO_SLOT,
  type MediaStore,
  PHOTO_MASTER,
  photoKey,
  photoObjectKey,
  photoSources,
} from "@forecourt/core";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOutboundFetch } from "../net/outbound-fetch";
import { createFilesystemMediaStore } from "./filesystem-media-store";
import { createPhotoIngester, PHOTO_MAX_BYTES } from "./ingest-photo";

/** Text written into the test photo's EXIF; no stored object may hold it. */
const EXIF_MARKER = "Forecourt-private-camera-note";

/**
 * A 300×200 JPEG whose left half is red and right half blue, tagged EXIF orientation 6 (turn
 * 90° clockwise to view) with a GPS position and a camera note — as a phone camera writes it.
 */
async function phoneJpeg(): Promise<Buffer> {
  const red = { r: 255, g: 0, b: 0 };
  const blue = { r: 0, g: 0, b: 255 };
  const half = (background: typeof red) =>
    sharp({ create: { width: 150, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: red } })
    .composite([
      { input: await half(red), left: 0, top: 0 },
      { input: await half(blue), left: 150, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { ImageDescription: EXIF_MARKER, Make: "PhoneCo" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "33/1 52/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "151/1 12/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

let server: Server;
let base: string;
const hits: string[] = [];
let broken = true;
let jpeg: Buffer;
let largeJpeg: Buffer;
let png: Buffer;

function handle(req: IncomingMessage, res: ServerResponse) {
  hits.push(req.url ?? "");
  const send = (type: string, body: Buffer | string) => {
    res.writeHead(200, { "content-type": type });
    res.end(body);
  };
  if (req.url === "/phone.jpg") return send("image/jpeg", jpeg);
  if (req.url === "/large.jpg") return send("image/jpeg", largeJpeg);
  if (req.url === "/really-a-png.jpg") return send("image/jpeg", png);
  if (req.url === "/page.jpg") return send("image/jpeg", "<!doctype html><p>Not found</p>");
  if (req.url === "/huge.jpg") {
    res.writeHead(200, { "content-type": "image/jpeg" });
    const chunk = Buffer.alloc(1024 * 1024, 0xff);
    for (let i = 0; i < 26; i++) res.write(chunk);
    return res.end();
  }
  if (req.url === "/moved.jpg") {
    res.writeHead(302, { location: "/phone.jpg" });
    return res.end();
  }
  if (req.url === "/flaky.jpg") {
    if (broken) {
      res.writeHead(500);
      return res.end();
    }
    return send("image/jpeg", jpeg);
  }
  res.writeHead(404);
  res.end();
}

let root: string;
beforeAll(async () => {
  jpeg = await phoneJpeg();
  // 2048×1365 of noise, about as heavy as a dealer's feed photo.
  const noise = Buffer.alloc(2048 * 1365 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  largeJpeg = await sharp(noise, { raw: { width: 2048, height: 1365, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();
  server = createServer(handle);
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  root = await mkdtemp(join(tmpdir(), "ingest-"));
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await rm(root, { recursive: true, force: true });
});

const clock = { at: new Date("2026-12-07T10:00:00Z") };
function ingester(folder: string): {
  media: MediaStore;
  ingest: ReturnType<typeof createPhotoIngester>;
} {
  const media = createFilesystemMediaStore(join(root, folder));
  const port = new URL(base).port;
  const outbound = createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${port}`) });
  return { media, ingest: createPhotoIngester({ outbound, media, now: () => clock.at }) };
}

describe("issue 33 §2: a dealer's photo is fetched once, cleaned and stored", () => {
  it("applies the EXIF orientation and stores no metadata, GPS included", async () => {
    const { media, ingest } = ingester("phone");
    const record = await ingest.ingest(`${base}/phone.jpg`);
    expect(record).toMatchObject({ state: "stored", width: 200, height: 300, widths: [160] });
    const key = await photoKey(`${base}/phone.jpg`);
    const master = await media.get(photoObjectKey(key, PHOTO_MASTER));
    expect(master?.contentType).toBe("image/jpeg");
    const meta = await sharp(master?.bytes).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      200,
      300,
      undefined,
      undefined,
    ]);
    // Turned upright: the red half is now on top, the blue half below.
    const { data } = await sharp(master?.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) =>
      Array.from(data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3));
    expect(pixel(100, 20)[0]).toBeGreaterThan(200);
    expect(pixel(100, 280)[2]).toBeGreaterThan(200);
    for (const name of [PHOTO_MASTER, "w160-q75.webp"]) {
      const bytes = Buffer.from((await media.get(photoObjectKey(key, name)))?.bytes ?? []);
      expect(bytes.length).toBeGreaterThan(0);
      expect(bytes.includes(EXIF_MARKER)).toBe(false);
      expect(bytes.includes("PhoneCo")).toBe(false);
    }
    expect(jpeg.includes(EXIF_MARKER)).toBe(true);
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
  });

  it("makes WebP copies at the served widths without enlarging, and a tiny placeholder", async () => {
    const { media, ingest } = ingester("large");
    const record = await ingest.ingest(`${base}/large.jpg`);
    if (record.state !== "stored") throw new Error(record.reason);
    expect(record.widths).toEqual([160, 320, 640, 960, 1280]);
    for (const [name, width] of [
      ["w320-q75.webp", 320],
      ["w1280-q75.webp", 1280],
      ["w1280-q90.webp", 1280],
    ] as const) {
      const copy = await media.get(photoObjectKey(record.key, name));
      expect(copy?.contentType).toBe("image/webp");
      expect((await sharp(copy?.bytes).metadata()).width).toBe(width);
    }
    expect(await media.has(photoObjectKey(record.key, "w640-q90.webp"))).toBe(false);
    for (const { width, quality } of record.avif) {
      const avif = await media.get(photoObjectKey(record.key, `w${width}-q${quality}.avif`));
      const webp = await media.get(photoObjectKey(record.key, `w${width}-q${quality}.webp`));
      expect(avif?.bytes.byteLength).toBeLessThan(webp?.bytes.byteLength ?? 0);
    }
    const placeholder = Buffer.from(record.placeholder.split(",")[1] ?? "", "base64");
    expect((await sharp(placeholder).metadata()).width).toBe(16);
    expect(placeholder.byteLength).toBeLessThan(400);
    expect(largeJpeg.byteLength).toBeGreaterThan(1_000_000);
  }, 60_000);

  it("fetches a photo once however often it is named", async () => {
    const { ingest } = ingester("once");
    const before = hits.filter((h) => h === "/phone.jpg").length;
    await Promise.all([ingest.ingest(`${base}/phone.jpg`), ingest.ingest(`${base}/phone.jpg`)]);
    await ingest.ingest(`${base}/phone.jpg`);
    expect(hits.filter((h) => h === "/phone.jpg").length - before).toBe(1);
  });

  it("reads the type from the bytes: a PNG served as image/jpeg is stored, a page named .jpg refused", async () => {
    const { ingest } = ingester("sniff");
    expect(await ingest.ingest(`${base}/really-a-png.jpg`)).toMatchObject({
      state: "stored",
      width: 400,
    });
    expect(await ingest.ingest(`${base}/page.jpg`)).toMatchObject({
      state: "failed",
      reason: "not a JPEG, PNG, WebP, AVIF or HEIC image",
    });
  });

  it(`refuses a photo over ${PHOTO_MAX_BYTES / 1024 / 1024} MiB and a redirect`, async () => {
    const { ingest } = ingester("refused");
    const huge = await ingest.ingest(`${base}/huge.jpg`);
    expect(huge).toMatchObject({ state: "failed", attempts: 1 });
    expect(huge.state === "failed" && huge.reason).toMatch(/sent over 26214400 bytes/);
    const before = hits.filter((h) => h === "/phone.jpg").length;
    const moved = await ingest.ingest(`${base}/moved.jpg`);
    expect(moved.state === "failed" && moved.reason).toMatch(/answered 302; not followed/);
    expect(hits.filter((h) => h === "/phone.jpg").length).toBe(before);
  });

  it("leaves a car listed with photos to follow when its server fails, and retries later", async () => {
    const { ingest } = ingester("flaky");
    const url = `${base}/flaky.jpg`;
    const first = await ingest.ingest(url);
    expect(first).toMatchObject({
      state: "failed",
      attempts: 1,
      retryAt: "2026-12-07T10:10:00.000Z",
    });
    expect(first.state === "failed" && first.reason).toMatch(/answered 500/);
    const car = { primary_image_url: url, images: [] };
    const records = new Map([[url, first]]);
    expect(photoSources(car, records, CARD_PHOTO_SLOT)).toEqual([
      { kind: "to-follow", source: url },
    ]);

    broken = false;
    const asked = hits.filter((h) => h === "/flaky.jpg").length;
    expect(await ingest.ingest(url)).toEqual(first); // before the retry time: not fetched
    expect(hits.filter((h) => h === "/flaky.jpg").length).toBe(asked);
    clock.at = new Date("2026-12-07T10:10:00Z");
    const retried = await ingest.ingest(url);
    expect(retried).toMatchObject({ state: "stored" });
    expect(await ingest.record(url)).toEqual(retried);
  });
});
