import { afterEach, describe, expect, it, vi } from "vitest";
import type { StoreConnection } from "./connection";
import { createSiteWatch } from "./site-watch";

type Listen = NonNullable<StoreConnection["listen"]>;

/** A fake LISTEN connection: the test delivers notices and drops the connection. */
function fakeListen() {
  const opened: Array<{
    notify: (p: string) => void;
    lose: (e: unknown) => void;
    closed: boolean;
  }> = [];
  let failNext = false;
  const listen: Listen = async (_channel, onNotify, onLost) => {
    if (failNext) {
      failNext = false;
      throw new Error("connection refused");
    }
    const entry = { notify: onNotify, lose: onLost, closed: false };
    opened.push(entry);
    return async () => {
      entry.closed = true;
    };
  };
  return { listen, opened, failOnce: () => (failNext = true) };
}

afterEach(() => vi.useRealTimers());

describe("createSiteWatch", () => {
  it("reports a version change seen by the poll, not the first (baseline) read", async () => {
    vi.useFakeTimers();
    let version = "1:1";
    const watch = createSiteWatch({}, async () => version);
    const changes = vi.fn();
    watch.onChange(changes);
    await watch.start({ pollMs: 100 });
    await vi.advanceTimersByTimeAsync(250);
    expect(changes).not.toHaveBeenCalled();
    version = "2:5";
    await vi.advanceTimersByTimeAsync(100);
    expect(changes).toHaveBeenCalledTimes(1);
    await watch.stop();
    version = "3:9";
    await vi.advanceTimersByTimeAsync(500);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it("reports each NOTIFY at once, and after a dropped connection reports and listens again", async () => {
    vi.useFakeTimers();
    const fake = fakeListen();
    const errors = vi.fn();
    const watch = createSiteWatch({ listen: fake.listen }, async () => "1:1", errors);
    const changes = vi.fn();
    watch.onChange(changes);
    await watch.start({ pollMs: 60_000 });
    fake.opened[0]?.notify("some-site");
    expect(changes).toHaveBeenCalledTimes(1);

    fake.failOnce();
    fake.opened[0]?.lose(new Error("server closed the connection"));
    // A notice may have been lost while it was down: caches are dropped at once.
    expect(changes).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000); // first retry refused
    expect(fake.opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000); // second retry listens again
    expect(fake.opened).toHaveLength(2);
    fake.opened[1]?.notify("some-site");
    expect(changes).toHaveBeenCalledTimes(3);
    expect(errors).toHaveBeenCalledTimes(2);

    await watch.stop();
    expect(fake.opened[1]?.closed).toBe(true);
  });
});
