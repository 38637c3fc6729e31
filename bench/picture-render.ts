/**
 * `npx tsx bench/picture-render.ts`: how long the server's event loop stalls while it draws a
 * burst of new pictures (issue 30 item 4), drawn on the request thread (as before) and on the
 * render pool's worker threads (as now). Prints the longest the event loop was held
 * in each case. Options: --pictures 8  --threads 1 (worker threads)
 */
import { createRenderPool } from "@forecourt/adapters/images/render-pool";
import { createWebpWorkers, type WebpRender } from "@forecourt/adapters/images/webp-workers";
import { svgToWebp } from "@forecourt/fixtures/images/svg-webp";
import { carSvg } from "@forecourt/fixtures/images/vehicle-svg";
import { machineLine, wholeOption } from "./helpers";

const pictures = wholeOption("pictures", 8, 1);
const threads = wholeOption("threads", 1, 1);
const svgs = Array.from({ length: pictures }, (_, i) =>
  carSvg({ make: "Bench", stocknum: `B${i}`, shape: "suv", paint: "red", angle: "side" }),
);

/**
 * How long the event loop was held while `work` ran, in ms: the longest gap between ticks of a
 * 5 ms timer (what an unrelated request would have waited) and the work's own time.
 */
async function stall(work: () => Promise<unknown>): Promise<{ max: number; ms: number }> {
  let last = performance.now();
  let max = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    max = Math.max(max, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  // One more tick, so a stall at the very end is counted.
  await new Promise((resolve) => setTimeout(resolve, 20));
  clearInterval(probe);
  return { max, ms };
}

// Both engines started (WASM compiled) before measuring.
await svgToWebp(svgs[0] ?? "", 160);
const workers = createWebpWorkers({ size: threads });
await workers.run({ svg: svgs[0] ?? "", width: 160, quality: 75 });
const pool = createRenderPool<WebpRender>({
  concurrency: threads,
  queueLimit: pictures,
  run: workers.run,
});

const onThread = await stall(() => Promise.all(svgs.map((svg) => svgToWebp(svg, 640, 75))));
const inPool = await stall(() =>
  Promise.all(svgs.map((svg, i) => pool.render(String(i), { svg, width: 640, quality: 75 }))),
);
await workers.close();
const line = (name: string, r: { max: number; ms: number }) =>
  `${name}: ${pictures} pictures at 640 px in ${r.ms.toFixed(0)} ms; event loop held up to ${r.max.toFixed(0)} ms at a time`;
console.log(line("request thread", onThread));
console.log(line(`worker pool (${threads} thread${threads === 1 ? "" : "s"})`, inPool));
console.log(machineLine());
