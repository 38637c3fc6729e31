import { afterAll, describe, expect, it } from "vitest";
import { createRenderPool } from "./render-pool";
import { createWebpWorkers, type WebpRender } from "./webp-workers";

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="${fill}"/></svg>`;
const isWebp = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(0, 4)) === "RIFF" &&
  new TextDecoder().decode(bytes.subarray(8, 12)) === "WEBP";

describe("WebP worker threads (issue 30 item 4)", () => {
  const workers = createWebpWorkers({ size: 2 });
  afterAll(() => workers.close());

  it("draws SVGs to WebP on worker threads, several at once through the pool", async () => {
    const pool = createRenderPool<WebpRender>({ concurrency: 2, queueLimit: 8, run: workers.run });
    const answers = await Promise.all(
      ["red", "green", "blue", "black"].map((fill) =>
        pool.render(fill, { svg: svg(fill), width: 160, quality: 75 }),
      ),
    );
    expect(answers.every(isWebp)).toBe(true);
  });

  it("fails one bad drawing and keeps serving the next", async () => {
    await expect(workers.run({ svg: "not an svg", width: 160, quality: 75 })).rejects.toThrow(
      /webp-workers/,
    );
    expect(isWebp(await workers.run({ svg: svg("red"), width: 160, quality: 75 }))).toBe(true);
  });
});
