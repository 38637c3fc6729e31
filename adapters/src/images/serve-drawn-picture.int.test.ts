import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Car, defaultSiteConfig } from "@forecourt/core";
import { carImageUrl } from "@forecourt/fixtures/images/vehicle-svg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, type Store } from "../store/create-store";
import { createKnownPictures } from "./known-pictures";
import { createRenderPool, RenderQueueFull } from "./render-pool";
import { createRenderedCache } from "./rendered-cache";
import { serveDrawnPicture, type WebpRenderer } from "./serve-drawn-picture";

/** The segments after "images" of a picture address. */
const segmentsOf = (address: string) => address.replace(/^\/images\//, "").split("/");
const webpOf = (svgAddress: string, size = "w640-q75") =>
  [size, ...segmentsOf(svgAddress)]
    .join("/")
    .replace(/\.svg$/, ".webp")
    .split("/");

const photo = carImageUrl(
  { make: "Land Rover", stocknum: "U1/A", body: "SUV", colour: "Red" },
  "side",
);
const hero = "/images/heroes/eb0a1e/1a1a1a/ute.black/alpha.svg";

describe("drawn pictures are served only when the store shows them (issue 30 item 4)", () => {
  let store: Store;
  let dir: string;
  beforeAll(async () => {
    store = await createStore({ dataDir: ":memory:" });
    dir = await mkdtemp(path.join(tmpdir(), "drawn-pictures-"));
    const site = defaultSiteConfig("alpha", "Alpha Motors");
    await store.sites.save({ ...site, theme: { ...site.theme, heroImageUrl: hero } });
    await store.stock.upsert("alpha", [
      Car.parse({
        id: "1",
        slug: "land-rover-1",
        make: "Land Rover",
        stocknum: "U1/A",
        images: [{ image: { url: photo } }],
      }),
    ]);
  });
  afterAll(async () => {
    await store.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** A fresh cache folder, a renderer that counts its renders, and the pictures the store knows. */
  const deps = (render?: WebpRenderer) => {
    const rendered: string[] = [];
    const cacheDir = path.join(dir, String(Math.random()).slice(2));
    return {
      rendered,
      cacheDir,
      deps: {
        known: createKnownPictures({ stock: store.stock, sites: store.sites }),
        cache: createRenderedCache({ maxBytes: 1_000_000, dir: cacheDir }),
        render:
          render ??
          (async (key: string) => {
            rendered.push(key);
            return new Uint8Array([1, 2, 3]);
          }),
      },
    };
  };
  const files = (folder: string) => readdir(folder).catch(() => [] as string[]);

  it("draws a car's own photo, as SVG and as WebP", async () => {
    const { deps: d, rendered } = deps();
    expect((await serveDrawnPicture(segmentsOf(photo), d))?.kind).toBe("svg");
    expect(await serveDrawnPicture(webpOf(photo), d)).toEqual({
      kind: "webp",
      webp: new Uint8Array([1, 2, 3]),
    });
    expect(rendered).toHaveLength(1);
  });

  it.each([
    ["an unknown stock number", photo.replace("U1-A", "NOPE-1")],
    ["an unknown make on a known stock number", photo.replace("Land%20Rover", "Made%20Up")],
    ["another paint of a known car", photo.replace("-red-", "-blue-")],
    ["made-up banner colours", hero.replace("eb0a1e", "123456")],
    ["a portrait no site shows", "/images/people/nobody-at-all.svg"],
  ])("answers 404 for %s without drawing or writing anything", async (_, address) => {
    const { deps: d, rendered, cacheDir } = deps();
    expect(await serveDrawnPicture(webpOf(address), d)).toEqual({ kind: "not-found" });
    expect(await serveDrawnPicture(segmentsOf(address), d)).toEqual({ kind: "not-found" });
    expect(rendered).toEqual([]);
    expect(await files(cacheDir)).toEqual([]);
  });

  it("draws a site's own banner", async () => {
    const { deps: d } = deps();
    expect((await serveDrawnPicture(webpOf(hero, "w1280-q90"), d))?.kind).toBe("webp");
  });

  it("leaves files and other paths to the caller", async () => {
    const { deps: d } = deps();
    expect(await serveDrawnPicture(["logos", "toyota.svg"], d)).toBeNull();
    expect(
      await serveDrawnPicture(
        ["w641-q75", ...segmentsOf(photo)].join("/").replace(/svg$/, "webp").split("/"),
        d,
      ),
    ).toEqual({ kind: "not-found" });
  });

  it("answers busy, not held, when every render thread is taken and the queue is full", async () => {
    // One render at a time, none waiting; the first never finishes.
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const pool = createRenderPool<{ svg: string }>({
      concurrency: 1,
      queueLimit: 0,
      run: () => {
        started();
        return new Promise(() => {});
      },
    });
    const { deps: d } = deps((key, job) => pool.render(key, job));
    const stuck = serveDrawnPicture(webpOf(photo), d);
    await running;
    expect(pool.running).toBe(1);
    // Another copy waits for no thread: it is refused at once, and the SVG is drawn as usual.
    expect(await serveDrawnPicture(webpOf(photo, "w320-q75"), d)).toEqual({
      kind: "busy",
      retryAfterSeconds: 2,
    });
    expect((await serveDrawnPicture(segmentsOf(photo), d))?.kind).toBe("svg");
    void stuck;
  });

  it("turns only a full queue into busy; any other failure is an error", async () => {
    const { deps: d } = deps(() => Promise.reject(new Error("bad svg")));
    await expect(serveDrawnPicture(webpOf(photo), d)).rejects.toThrow("bad svg");
    const { deps: full } = deps(() => Promise.reject(new RenderQueueFull()));
    expect((await serveDrawnPicture(webpOf(photo), full))?.kind).toBe("busy");
  });
});
