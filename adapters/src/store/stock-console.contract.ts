import { Car } from "@forecourt/core";
import { consoleStockPage, type StockListQuery } from "@forecourt/core/dealer/index";
import { describe, expect, it } from "vitest";
import { contractSupport } from "./store-contract-support";
import type { TestDatabase } from "./test-databases";

/** Cars that catch each rule of the console's list: marks, visibility, words, wildcards, order. */
const stock = [
  { id: "1", stocknum: "A10", year: 2020, make: "Toyota", model: "Hilux", badge: "SR5" },
  { id: "2", stocknum: "A11", make: "Mazda", model: "CX-5", status: "sold" },
  { id: "3", stocknum: "A12", make: "Toyota", model: "Corolla", reserved: true },
  { id: "4", stocknum: "a13", make: "Toyota", model: "Hilux", show_on_dealer_website: false },
  { id: "5", make: "Kia", model: "Rio_S", sold: true, reserved: true },
  { id: "6", stocknum: "B%1", vin: "JTMZZ123", regplate: "ABC123", name: "Plain 100% car" },
  { id: "Z7", make: "Ford", model: "Ranger" },
  ...Array.from({ length: 55 }, (_, i) => ({
    id: `bulk-${String(i).padStart(2, "0")}`,
    stocknum: `S${(i * 37) % 55}`,
    make: i % 3 ? "Toyota" : "Hyundai",
    model: i % 2 ? "Hilux" : "i30",
    ...(i % 5 === 0 ? { show_on_dealer_website: false } : {}),
    ...(i % 7 === 0 ? { reserved: true } : {}),
  })),
].map((c) => Car.parse(c));

const queries: StockListQuery[] = [
  {},
  { page: 2 },
  { page: 99 },
  { q: "toyota HILUX" },
  { q: "a1" },
  { q: "100%" },
  { q: "rio_s" },
  { q: "_" },
  { q: "2020 sr5" },
  { q: "abc123 jtmzz" },
  { mark: "sold" },
  { mark: "reserved" },
  { mark: "available", visibility: "shown" },
  { visibility: "hidden" },
  { visibility: "hidden", q: "hilux", page: 1 },
  { q: "nothing-matches" },
];

/**
 * The console's stock list in the store (issue 17 §3): the database filters, orders and pages
 * exactly as core's consoleStockPage (the oracle); an edit and its audit entry commit together.
 */
export function stockConsoleContract(name: string, open: () => Promise<TestDatabase>): void {
  const { at, withStore } = contractSupport(open);
  const manager = { email: "max@alpha.example", role: "manager" as const };

  describe(`${name} store: the console's stock list and audited edits`, () => {
    const s = withStore();

    it("page() answers what consoleStockPage answers, for every query, on this site only", async () => {
      const { store, a, b } = s.get();
      await store.stock.upsert(a, stock);
      await store.stock.upsert(b, [Car.parse({ id: "b1", make: "Toyota", model: "Hilux" })]);
      for (const query of queries) {
        const expected = consoleStockPage(stock, query);
        const got = await store.stock.page(a, query);
        expect({ query, total: got.total }).toEqual({ query, total: expected.total });
        expect({ query, ids: got.cars.map((c) => c.id) }).toEqual({
          query,
          ids: expected.rows.map((r) => r.id),
        });
      }
    });

    it("saveAudited writes the car and its entry together", async () => {
      const { store, a } = s.get();
      const before = Car.parse({ id: "e1", price: 30000 });
      await store.stock.upsert(a, [before]);
      const entry = {
        site: a,
        actor: manager,
        action: "stock.price" as const,
        target: "e1",
        before: { price: 30000 },
        after: { price: 28990 },
        at: at(1),
      };
      const stored = await store.stock.saveAudited(a, { ...before, price: 28990 }, entry);
      expect(stored).toEqual({ ...entry, id: stored.id });
      expect((await store.stock.get(a, "e1"))?.price).toBe(28990);
      expect(await store.audit.list(a, { action: "stock.price" })).toEqual([stored]);
    });

    it("the audit insert fails: the car is unchanged and no entry is kept", async () => {
      const { store, db, b } = s.get();
      await store.stock.upsert(b, [Car.parse({ id: "e2", price: 30000 })]);
      await db.exec(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
      await db.exec(
        "CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()",
      );
      try {
        const save = store.stock.saveAudited(b, Car.parse({ id: "e2", price: 1 }), {
          site: b,
          actor: manager,
          action: "stock.price",
          target: "e2",
          before: { price: 30000 },
          after: { price: 1 },
          at: at(2),
        });
        await expect(save).rejects.toThrow();
      } finally {
        await db.exec("DROP TRIGGER refuse_audit ON audit_log");
      }
      expect((await store.stock.get(b, "e2"))?.price).toBe(30000);
      expect(await store.audit.list(b)).toEqual([]);
    });
  });
}
