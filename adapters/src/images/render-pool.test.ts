import { describe, expect, it } from "vitest";
import { createRenderPool, RenderQueueFull } from "./render-pool";

/** A fake renderer whose renders finish only when the test says so, counting those at work. */
function slowRenderer() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  let atOnce = 0;
  let most = 0;
  const run = (job: string) =>
    new Promise<Uint8Array>((resolve) => {
      started.push(job);
      atOnce++;
      most = Math.max(most, atOnce);
      finishers.set(job, () => {
        atOnce--;
        resolve(new TextEncoder().encode(job));
      });
    });
  const finish = async (job: string) => {
    // The job starts a few microtask turns after it is handed a slot (no clock involved).
    for (let i = 0; i < 10; i++) await Promise.resolve();
    const done = finishers.get(job);
    if (!done) throw new Error(`${job} has not started`);
    done();
    // Let the pool hand the slot over (a few microtask turns, no clock).
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  return { run, started, finish, most: () => most };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe("render pool (issue 30 item 4)", () => {
  it("runs at most `concurrency` renders at once; the rest wait their turn", async () => {
    const renderer = slowRenderer();
    const pool = createRenderPool({ concurrency: 2, queueLimit: 10, run: renderer.run });
    const jobs = ["a", "b", "c", "d", "e"];
    const answers = jobs.map((job) => pool.render(job, job));
    await settle();
    expect(renderer.started).toEqual(["a", "b"]);
    expect([pool.running, pool.queued]).toEqual([2, 3]);
    for (const job of jobs) await renderer.finish(job);
    const text = (await Promise.all(answers)).map((b) => new TextDecoder().decode(b));
    expect(text).toEqual(jobs);
    expect(renderer.most()).toBe(2);
    expect([pool.running, pool.queued]).toEqual([0, 0]);
  });

  it("refuses at once when the queue is full, and takes work again once it drains", async () => {
    const renderer = slowRenderer();
    const pool = createRenderPool({ concurrency: 1, queueLimit: 1, run: renderer.run });
    const first = pool.render("a", "a");
    const second = pool.render("b", "b");
    await expect(pool.render("c", "c")).rejects.toBeInstanceOf(RenderQueueFull);
    await renderer.finish("a");
    await renderer.finish("b");
    await Promise.all([first, second]);
    const third = pool.render("c", "c");
    await renderer.finish("c");
    expect(new TextDecoder().decode(await third)).toBe("c");
  });

  it("renders one address once while it is in flight", async () => {
    const renderer = slowRenderer();
    const pool = createRenderPool({ concurrency: 1, queueLimit: 0, run: renderer.run });
    const answers = [pool.render("w640/x", "x"), pool.render("w640/x", "x")];
    await settle();
    await renderer.finish("x");
    const [one, two] = await Promise.all(answers);
    expect(one).toBe(two);
    expect(renderer.started).toEqual(["x"]);
  });

  it("frees the slot of a failed render", async () => {
    let calls = 0;
    const pool = createRenderPool({
      concurrency: 1,
      queueLimit: 0,
      run: async () => {
        calls++;
        if (calls === 1) throw new Error("bad svg");
        return new Uint8Array(1);
      },
    });
    await expect(pool.render("a", "a")).rejects.toThrow("bad svg");
    expect(await pool.render("a", "a")).toHaveLength(1);
    expect(pool.running).toBe(0);
  });
});
