import { describe, expect, it } from "vitest";
import { contractSupport } from "./store-contract-support";
import type { TestDatabase } from "./test-databases";

/** The insights port (issue 17 §3): daily views, zero-result searches, leads by car and day. */
export function insightsContract(name: string, open: () => Promise<TestDatabase>): void {
  const { withStore } = contractSupport(open);

  describe(`${name} store: insights`, () => {
    const s = withStore();

    it("counts views per car and day, per site, within the range", async () => {
      const { store, a, b } = s.get();
      for (const [carId, day] of [
        ["c1", "2026-11-01"],
        ["c1", "2026-11-01"],
        ["c2", "2026-11-01"],
        ["c1", "2026-11-02"],
        ["c1", "2026-11-05"],
      ] as const) {
        await store.insights.recordView(a, carId, day);
      }
      await store.insights.recordView(b, "c1", "2026-11-01");
      expect(await store.insights.views(a, "2026-11-01", "2026-11-02")).toEqual([
        { carId: "c1", day: "2026-11-01", views: 2 },
        { carId: "c2", day: "2026-11-01", views: 1 },
        { carId: "c1", day: "2026-11-02", views: 1 },
      ]);
    });

    it("counts every view of a day when views arrive together", async () => {
      const { store, a } = s.get();
      // They share one upsert (group commit): each car's views of a day are summed first.
      await Promise.all([
        ...Array.from({ length: 12 }, () => store.insights.recordView(a, "c7", "2026-11-03")),
        store.insights.recordView(a, "c6", "2026-11-03"),
        store.insights.recordView(a, "c7", "2026-11-04"),
      ]);
      expect(await store.insights.views(a, "2026-11-03", "2026-11-04")).toEqual([
        { carId: "c6", day: "2026-11-03", views: 1 },
        { carId: "c7", day: "2026-11-03", views: 12 },
        { carId: "c7", day: "2026-11-04", views: 1 },
      ]);
    });

    it("counts leads by the car they name and the dealer's day", async () => {
      const { store, a, b } = s.get();
      const lead = (site: string, key: string, payload: Record<string, unknown>, at: string) =>
        store.leads.create({ site, kind: "general", payload, idempotencyKey: key }, new Date(at));
      await lead(a, "l1", { name: "Jo", car_id: "c1" }, "2026-11-01T03:00:00Z");
      await lead(a, "l2", { name: "Al", car_id: "c1" }, "2026-11-01T20:00:00Z"); // 2 Nov in Brisbane
      await lead(a, "l3", { name: "Bo" }, "2026-11-02T01:00:00Z");
      await lead(a, "l4", { name: "Cy", car_id: "c2" }, "2026-11-09T01:00:00Z");
      await lead(b, "l5", { name: "Di", car_id: "c1" }, "2026-11-01T03:00:00Z");
      expect(
        await store.insights.leads(a, "2026-11-01", "2026-11-02", "Australia/Brisbane"),
      ).toEqual([
        { carId: "c1", day: "2026-11-01", leads: 1 },
        { carId: "c1", day: "2026-11-02", leads: 1 },
        { carId: null, day: "2026-11-02", leads: 1 },
      ]);
      expect(await store.insights.leads(a, "2026-11-01", "2026-11-01", "UTC")).toEqual([
        { carId: "c1", day: "2026-11-01", leads: 2 },
      ]);
    });

    it("lists the top zero-result searches of the range, most first, then A–Z", async () => {
      const { store, a, b } = s.get();
      const record = (search: string, day: string, times = 1, site = a) =>
        Promise.all(
          Array.from({ length: times }, () =>
            store.insights.recordZeroResultSearch(site, search, day),
          ),
        );
      await record("/cars/ute?query=blue", "2026-11-01", 2);
      await record("/cars/ute?query=blue", "2026-11-02", 2);
      await record("/cars/bmw", "2026-11-02", 3);
      await record("/cars/audi", "2026-11-02", 3);
      await record("/cars/old", "2026-10-01", 9);
      await record("/cars/other-site", "2026-11-01", 9, b);
      expect(await store.insights.topZeroResultSearches(a, "2026-11-01", "2026-11-30", 10)).toEqual(
        [
          { search: "/cars/ute?query=blue", count: 4 },
          { search: "/cars/audi", count: 3 },
          { search: "/cars/bmw", count: 3 },
        ],
      );
      expect(
        await store.insights.topZeroResultSearches(a, "2026-11-01", "2026-11-30", 1),
      ).toHaveLength(1);
    });

    it("goes with its site", async () => {
      const { store, a } = s.get();
      expect(await store.sites.delete(a)).toBe(true);
      expect(await store.insights.views(a, "2026-01-01", "2026-12-31")).toEqual([]);
      expect(await store.insights.topZeroResultSearches(a, "2026-01-01", "2026-12-31", 5)).toEqual(
        [],
      );
    });
  });
}
