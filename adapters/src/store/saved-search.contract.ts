import { MAX_SAVED_SEARCHES } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { contractSupport } from "./store-contract-support";
import type { TestDatabase } from "./test-databases";

/**
 * Issue 14 §3 saved searches, run against every database the store supports: an address is
 * saved once per shopper, listed newest first, opened (last seen moves), deleted; the limit
 * holds; one shopper or site never reads or changes another's.
 */
export function savedSearchContract(name: string, open: () => Promise<TestDatabase>): void {
  const { T0, at, withStore } = contractSupport(open);

  describe(`${name} store: saved searches`, () => {
    const s = withStore();
    const used = { href: "/search/used-cars?query=white%20ute", label: "Used Cars for sale" };
    const toyota = { href: "/search/toyota", label: "Toyota Cars for sale" };

    it("saves an address once, lists newest first, marks a visit, deletes", async () => {
      const { store, a } = s.get();
      const user = await store.users.create(a, "0400100200");
      const first = await store.savedSearches.save(a, user.id, used, T0, MAX_SAVED_SEARCHES);
      if (!first.ok) throw new Error("refused");
      expect(first.created).toBe(true);
      expect(first.search).toMatchObject({ ...used, createdAt: T0, lastSeenAt: T0 });
      const again = await store.savedSearches.save(a, user.id, used, at(5), MAX_SAVED_SEARCHES);
      expect(again).toEqual({ ok: true, search: first.search, created: false });
      const second = await store.savedSearches.save(a, user.id, toyota, at(10), MAX_SAVED_SEARCHES);
      if (!second.ok) throw new Error("refused");
      expect((await store.savedSearches.list(a, user.id)).map((x) => x.href)).toEqual([
        toyota.href,
        used.href,
      ]);
      const seen = await store.savedSearches.markSeen(a, user.id, first.search.id, at(60));
      expect(seen?.lastSeenAt).toEqual(at(60));
      expect((await store.savedSearches.get(a, user.id, first.search.id))?.lastSeenAt).toEqual(
        at(60),
      );
      expect(await store.savedSearches.remove(a, user.id, first.search.id)).toBe(true);
      expect(await store.savedSearches.remove(a, user.id, first.search.id)).toBe(false);
      expect((await store.savedSearches.list(a, user.id)).map((x) => x.href)).toEqual([
        toyota.href,
      ]);
    });

    it("refuses past the limit, but saving one already saved still answers", async () => {
      const { store, a } = s.get();
      const user = await store.users.create(a, "0400300400");
      for (let i = 0; i < 3; i++) {
        const saved = await store.savedSearches.save(
          a,
          user.id,
          { href: `/search/used-cars?page=${i + 2}`, label: "x" },
          at(i),
          3,
        );
        expect(saved.ok).toBe(true);
      }
      expect(await store.savedSearches.save(a, user.id, toyota, at(9), 3)).toEqual({
        ok: false,
        reason: "limit",
      });
      const known = await store.savedSearches.save(
        a,
        user.id,
        { href: "/search/used-cars?page=2", label: "x" },
        at(9),
        3,
      );
      expect(known.ok && !known.created).toBe(true);
      expect(await store.savedSearches.list(a, user.id)).toHaveLength(3);
    });

    it("another shopper, or the same phone on another site, never reads or changes them", async () => {
      const { store, a, b } = s.get();
      const owner = await store.users.create(a, "0400500600");
      const other = await store.users.create(a, "0400700800");
      const elsewhere = await store.users.create(b, "0400500600");
      const saved = await store.savedSearches.save(a, owner.id, used, T0, MAX_SAVED_SEARCHES);
      if (!saved.ok) throw new Error("refused");
      const id = saved.search.id;
      expect(await store.savedSearches.list(a, other.id)).toEqual([]);
      expect(await store.savedSearches.list(b, elsewhere.id)).toEqual([]);
      expect(await store.savedSearches.get(a, other.id, id)).toBeNull();
      expect(await store.savedSearches.get(b, owner.id, id)).toBeNull();
      expect(await store.savedSearches.markSeen(a, other.id, id, at(99))).toBeNull();
      expect(await store.savedSearches.markSeen(b, owner.id, id, at(99))).toBeNull();
      expect(await store.savedSearches.remove(a, other.id, id)).toBe(false);
      expect(await store.savedSearches.remove(b, owner.id, id)).toBe(false);
      // A user id of site a is nobody on site b: nothing is written there.
      await expect(
        store.savedSearches.save(b, owner.id, used, T0, MAX_SAVED_SEARCHES),
      ).rejects.toThrow();
      expect(await store.savedSearches.get(a, owner.id, id)).toEqual(saved.search);
    });
  });
}
