import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createFilesystemMediaStore } from "@forecourt/adapters/media/filesystem-media-store";
import { readPhotoRecord } from "@forecourt/adapters/media/photo-records";
import { photoKey } from "@forecourt/core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "forecourt-cli-photos-"));
let server: Server;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  const jpeg = await sharp({
    create: { width: 1400, height: 933, channels: 3, background: "#345" },
  })
    .jpeg()
    .toBuffer();
  server = createServer((req, res) => {
    hits.push(req.url ?? "");
    if (req.url === "/car.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg" });
      return res.end(jpeg);
    }
    res.writeHead(500);
    res.end();
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npx forecourt import fetches the imported cars' photos once (issue 33 §2)", () => {
  it("stores each photo through the guard and reports progress on stderr", {
    timeout: 180_000,
  }, async () => {
    const feed = join(dataDir, "feed.json");
    writeFileSync(
      feed,
      JSON.stringify([
        { id: "P1", make: "Mazda", status: "in_stock", primary_image_url: `${base}/car.jpg` },
        {
          id: "P2",
          make: "Kia",
          status: "in_stock",
          images: [{ image: { url: `${base}/car.jpg` } }],
        },
        { id: "P3", make: "Ford", status: "in_stock", primary_image_url: `${base}/broken.jpg` },
      ]),
    );
    const port = new URL(base).port;
    const env = {
      ...process.env,
      FORECOURT_DATA_DIR: dataDir,
      DATABASE_URL: "",
      TYPESENSE_URL: "",
      FORECOURT_FETCH_ALLOW: `127.0.0.1:${port}`,
    };
    const { stderr } = await run(
      "npx",
      ["forecourt", "import", "--site", "photo-dealer", "--create-site", "--json", feed],
      { cwd: repoRoot, env },
    );
    expect(stderr).toContain("photos 2/2: 1 stored, 1 to follow");
    expect(hits.filter((h) => h === "/car.jpg")).toHaveLength(1);
    const media = createFilesystemMediaStore(join(dataDir, "media"));
    const stored = await readPhotoRecord(media, await photoKey(`${base}/car.jpg`));
    expect(stored).toMatchObject({
      state: "stored",
      width: 1400,
      widths: [160, 320, 640, 960, 1280],
    });
    const failed = await readPhotoRecord(media, await photoKey(`${base}/broken.jpg`));
    expect(failed).toMatchObject({ state: "failed", attempts: 1 });
  });
});
