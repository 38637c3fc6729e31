import { describe, expect, it } from "vitest";
import { IDEMPOTENT_REPLAY_WINDOW_MS } from "./idempotent-response-repository";
import { contractSupport } from "./store-contract-support";
import type { TestDatabase } from "./test-databases";

/** Issue 15 §3 stored answers per Idempotency-Key: first writer wins, purged after the window. */
export function idempotentResponsesContract(name: string, open: () => Promise<TestDatabase>): void {
  const { T0, withStore } = contractSupport(open);
  const HOUR = 60 * 60 * 1000;
  const answer = (site: string, key: string, createdAt: Date, body = `{"key":"${key}"}`) => ({
    site,
    scope: "online-payment",
    key,
    requestHash: `hash-${key}`,
    status: 201,
    body,
    setCookies: [],
    createdAt,
  });

  describe(`${name} store: idempotent responses`, () => {
    const s = withStore();

    it("keeps the first answer saved for a key and returns it to a later save", async () => {
      const { store, a } = s.get();
      await store.idempotentResponses.save(answer(a, "first", T0, "one"));
      const kept = await store.idempotentResponses.save(answer(a, "first", T0, "two"));
      expect(kept.body).toBe("one");
      expect((await store.idempotentResponses.find(a, "online-payment", "first"))?.body).toBe(
        "one",
      );
    });

    it("a save purges every site's answers older than the 24-hour replay window and keeps the fresh ones", async () => {
      const { store, a, b } = s.get();
      const now = new Date(T0.getTime() + 10 * 24 * HOUR);
      const ago = (ms: number) => new Date(now.getTime() - ms);
      await store.idempotentResponses.save(
        answer(a, "old", ago(IDEMPOTENT_REPLAY_WINDOW_MS + HOUR)),
      );
      await store.idempotentResponses.save(
        answer(b, "old-b", ago(2 * IDEMPOTENT_REPLAY_WINDOW_MS)),
      );
      await store.idempotentResponses.save(
        answer(a, "recent", ago(IDEMPOTENT_REPLAY_WINDOW_MS - HOUR)),
      );
      await store.idempotentResponses.save(answer(a, "fresh", now));
      const find = (site: string, key: string) =>
        store.idempotentResponses.find(site, "online-payment", key);
      expect(await find(a, "old")).toBeNull();
      expect(await find(b, "old-b")).toBeNull();
      expect((await find(a, "recent"))?.key).toBe("recent");
      expect((await find(a, "fresh"))?.key).toBe("fresh");
      // An expired key is free again: a new request with it runs and its answer is kept.
      const later = new Date(now.getTime() + IDEMPOTENT_REPLAY_WINDOW_MS + HOUR);
      const renewed = await store.idempotentResponses.save(answer(a, "fresh", later, "again"));
      expect(renewed.body).toBe("again");
    });
  });
}
