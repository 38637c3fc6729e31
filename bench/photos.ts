/**
 * `npx tsx bench/photos.ts` (issue 33 §2): a dealer's feed photos — 2048×1365 JPEGs of about
 * 1.5 MB, served from a loopback server — fetched through the outbound guard, cleaned and
 * resized by the photo ingester into a fresh filesystem media store. Prints the time per photo,
 * the longest the event loop was held meanwhile (sharp works off the JavaScript thread), and
 * what a search page of 21 cards downloads: the originals against the card copies a phone
 * picks at 2x (w640). Options: --photos 21  --threads 1 (FORECOURT_PHOTO_THREADS)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createFilesystemMediaStore } from "@forecourt/adapters/media/filesystem-media-store";
import { createPhotoIngester } from "@forecourt/adapters/media/ingest-photo";
import { createOutboundFetch } from "@forecourt/adapters/net/outbound-fetch";
import { photoObjectKey } from "@forecourt/core";
import { parseFetchAllow } from "@forecourt/core/security/fetch-allow";
import sharp from "sharp";
import { machineLine, ms, percentile, wholeOption } from "./helpers";

const photos = wholeOption("photos", 21, 1);
const threads = wholeOption("threads", 1, 1);

/** A 2048×1365 feed photo of about 1.5 MB: a gradient under fine noise, JPEG quality 92. */
async function feedJpeg(): Promise<Buffer> {
  const width = 2048;
  const height = 1365;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const noise = (seed >>> 24) % 40;
      const at = (y * width + x) * 3;
      pixels[at] = ((x * 255) / width + noise) & 255;
      pixels[at + 1] = ((y * 255) / height + noise) & 255;
      pixels[at + 2] = (128 + noise) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const jpeg = await feedJpeg();
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "image/jpeg", "content-length": jpeg.byteLength });
  res.end(jpeg);
});
await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
const port = (server.address() as AddressInfo).port;
const dir = mkdtempSync(join(tmpdir(), "bench-photos-"));
const media = createFilesystemMediaStore(join(dir, "media"));
const ingester = createPhotoIngester({
  outbound: createOutboundFetch({ allow: parseFetchAllow(`127.0.0.1:${port}`) }),
  media,
  concurrency: threads,
});

let last = performance.now();
let stall = 0;
const probe = setInterval(() => {
  const now = performance.now();
  stall = Math.max(stall, now - last);
  last = now;
}, 5);

const timings: number[] = [];
const started = performance.now();
let cardBytes = 0;
let cardAvifBytes = 0;
await Promise.all(
  Array.from({ length: photos }, async (_, i) => {
    const begun = performance.now();
    const record = await ingester.ingest(`http://127.0.0.1:${port}/stock/${i}.jpg`);
    timings.push(performance.now() - begun);
    if (record.state !== "stored") throw new Error(`photo ${i}: ${record.reason}`);
    const webp = await media.get(photoObjectKey(record.key, "w640-q75.webp"));
    const avif = await media.get(photoObjectKey(record.key, "w640-q75.avif"));
    cardBytes += webp?.bytes.byteLength ?? 0;
    cardAvifBytes += avif?.bytes.byteLength ?? webp?.bytes.byteLength ?? 0;
  }),
);
const total = performance.now() - started;
clearInterval(probe);
server.close();
rmSync(dir, { recursive: true, force: true });

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString("en-AU")} KB`;
console.log(machineLine());
console.log(`photos: ${photos} × ${kb(jpeg.byteLength)} JPEG 2048×1365, ${threads} at once`);
console.log(
  `ingest: ${ms(total)} in all, p50 ${ms(percentile(timings, 50))} a photo (queued behind the cap), longest event-loop stall ${ms(stall)}`,
);
console.log(
  `a 21-card search page: originals ${kb(jpeg.byteLength * 21)}, card copies (w640 WebP) ${kb((cardBytes / photos) * 21)}, with AVIF where smaller ${kb((cardAvifBytes / photos) * 21)}`,
);
