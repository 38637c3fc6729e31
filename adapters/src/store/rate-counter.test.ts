import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoreDb } from "./connection";
import { openPglite } from "./connection";
import { migrate } from "./migrate";
import { drizzleRateCounter } from "./rate-counter";

describe("drizzleRateCounter: one count per key and window in the store", () => {
  let db: StoreDb;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const connection = await openPglite(":memory:");
    await migrate(connection.db);
    db = connection.db;
    close = connection.close;
  }, 120_000);
  afterAll(() => close());

  it("peek reads a key's count in its window without adding to it; 0 once the window ends", async () => {
    let clock = 5_000_000;
    const a = drizzleRateCounter(db, () => clock);
    expect(await a.peek("payment-declined:ip:9")).toBe(0);
    await a.hit("payment-declined:ip:9", 60_000);
    await a.hit("payment-declined:ip:9", 60_000);
    expect(await a.peek("payment-declined:ip:9")).toBe(2);
    expect(await a.peek("payment-declined:ip:9")).toBe(2);
    clock = 5_060_000;
    expect(await a.peek("payment-declined:ip:9")).toBe(0);
  });

  it("counts hits arriving together exactly, each caller getting its own running count", async () => {
    let clock = 1_000_000;
    const a = drizzleRateCounter(db, () => clock);
    // A second process's counter on the same store counts into the same rows.
    const b = drizzleRateCounter(db, () => clock);
    const burst = await Promise.all([
      ...Array.from({ length: 5 }, () => a.hit("leads:ip:1", 60_000)),
      ...Array.from({ length: 4 }, () => b.hit("leads:ip:1", 60_000)),
      a.hit("leads:site:north", 60_000),
    ]);
    const ipCounts = burst.slice(0, 9).map((r) => r.count);
    expect([...ipCounts].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(burst[9]?.count).toBe(1);
    expect(burst[0]?.resetAt.getTime()).toBe(1_060_000); // the window began at the first hit

    await a.unhit("leads:ip:1", 60_000);
    expect((await b.hit("leads:ip:1", 60_000)).count).toBe(9);

    // Within the window the count goes on; once it ends the next hit starts again from one.
    clock = 1_059_999;
    expect((await a.hit("leads:ip:1", 60_000)).count).toBe(10);
    clock = 1_060_000;
    expect((await a.hit("leads:ip:1", 60_000)).count).toBe(1);
    // reset forgets a key.
    await b.reset("leads:ip:1");
    expect((await a.hit("leads:ip:1", 60_000)).count).toBe(1);
  });
});
