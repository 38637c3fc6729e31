import { describe, expect, it } from "vitest";
import { contractSupport } from "./store-contract-support";
import type { TestDatabase } from "./test-databases";

/** The audit log port (issue 17 §3): entries kept as written, per site, newest first, paged. */
export function auditRepositoryContract(name: string, open: () => Promise<TestDatabase>): void {
  const { at, withStore } = contractSupport(open);
  const owner = { email: "olive@alpha.example", role: "owner" as const };
  const manager = { email: "max@alpha.example", role: "manager" as const };

  describe(`${name} store: audit log`, () => {
    const s = withStore();

    it("keeps who, what, before, after and when exactly as recorded", async () => {
      const { store, a } = s.get();
      const entry = {
        site: a,
        actor: manager,
        action: "stock.price" as const,
        target: "car-1",
        before: { price: 30000 },
        after: { price: 28990.5 },
        at: at(1),
      };
      const stored = await store.audit.record(entry);
      expect(stored).toEqual({ ...entry, id: stored.id });
      expect(await store.audit.list(a)).toEqual([stored]);
    });

    it("lists newest first, filters by action, pages by id, and never shows another site's", async () => {
      const { store, a, b } = s.get();
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) {
        const stored = await store.audit.record({
          site: b,
          actor: i % 2 ? owner : manager,
          action: i % 2 ? "settings.update" : "stock.hide",
          target: i % 2 ? "settings" : `car-${i}`,
          before: i % 2 ? { phones: { used: null } } : { show_on_dealer_website: true },
          after: i % 2 ? { phones: { used: "07 3000 1111" } } : { show_on_dealer_website: false },
          at: at(10 + i),
        });
        ids.push(stored.id);
      }
      const all = await store.audit.list(b);
      expect(all.map((e) => e.id)).toEqual([...ids].reverse());
      expect(all.every((e) => e.site === b)).toBe(true);
      expect((await store.audit.list(a)).some((e) => e.site === b)).toBe(false);

      const settings = await store.audit.list(b, { action: "settings.update" });
      expect(settings.map((e) => e.target)).toEqual(["settings", "settings"]);

      const first = await store.audit.list(b, { limit: 2 });
      const next = await store.audit.list(b, { limit: 2, beforeId: first.at(-1)?.id });
      expect([...first, ...next].map((e) => e.id)).toEqual([...ids].reverse().slice(0, 4));
    });

    it("an import has no before", async () => {
      const { store, a } = s.get();
      const stored = await store.audit.record({
        site: a,
        actor: manager,
        action: "stock.import",
        target: "feed.csv",
        before: null,
        after: { rows: 3, added: 2, updated: 1, removed: 0, rejected: 0 },
        at: at(30),
      });
      expect((await store.audit.list(a, { action: "stock.import" }))[0]).toEqual(stored);
    });

    it("goes with its site", async () => {
      const { store, a } = s.get();
      expect(await store.sites.delete(a)).toBe(true);
      expect(await store.audit.list(a)).toEqual([]);
    });
  });
}
