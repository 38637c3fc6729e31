import { Car } from "@forecourt/core";
import {
  consoleStockPage,
  STOCK_SORTS,
  type StockListContext,
  type StockListQuery,
  stockPageFrame,
} from "@forecourt/core/dealer/index";
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
  // Issue 35 §1 columns: km, price, days in stock (every created_at spelling), location, photo.
  {
    id: "c1",
    stocknum: "C1",
    year: 2019,
    km: 45_000,
    price: 23_990,
    created_at: "2026-11-07T10:00:00+10:00",
    location_id: "2",
    images: [{ image: { url: "/c1.jpg" } }],
  },
  {
    id: "c2",
    stocknum: "C2",
    year: 2021,
    km: 12_000,
    price: 31_500,
    created_at: "2026-12-06",
    location: { id: "3", name: "Old yard" },
  },
  {
    id: "c3",
    stocknum: "C3",
    km: 150_000,
    price: 9_990,
    created_at: "2026-12-06 23:30",
    primary_image_url: "/c3.jpg",
  },
  {
    id: "c4",
    stocknum: "C4",
    km: 88_000,
    price: 0,
    created_at: "2026-02-30T00:00:00Z",
    location_id: "1",
  },
  {
    id: "c5",
    stocknum: "C5",
    created_at: "2026-12-05T14:00:00.5+1100",
    images: [{ image: { url: "" } }],
  },
  { id: "c6", stocknum: "C6", created_at: "last tuesday", price: 15_000, year: 2021 },
  { id: "c7", stocknum: "C7", created_at: "2026-12-07T06:00:00Z", km: 12_000 },
  // Dated after today (a feed's clock ahead): 0 days, never fewer.
  { id: "c8", stocknum: "C8", created_at: "2026-12-09" },
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
  ...STOCK_SORTS.flatMap((sort) => [{ sort }, { sort, dir: "desc" as const }, { sort, page: 2 }]),
  { kmMin: 10_000, kmMax: 90_000 },
  { priceMin: 1, priceMax: 25_000 },
  { daysMin: 1 },
  { daysMax: 0 },
  { daysMin: 2, daysMax: 40 },
  { yearMin: 2020, yearMax: 2021 },
  { location: "1" },
  { location: "2" },
  { location: "3" },
  { photo: "with" },
  { photo: "without", sort: "km" },
  { viewsMin: 1 },
  { leadsMin: 2, sort: "leads", dir: "desc" },
];

/** Brisbane has no daylight saving: "today" is 2026-12-07 there at this instant. */
const context: StockListContext = {
  now: new Date("2026-12-07T01:00:00Z"),
  timeZone: "Australia/Brisbane",
  locations: [
    { id: "1", name: "Springwood", primary: false },
    { id: "2", name: "Capalaba", primary: true },
    { id: "9", name: "Zillmere", primary: false },
  ],
};

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
      const { store, db, a, b } = s.get();
      await store.stock.upsert(a, stock);
      await store.stock.upsert(b, [Car.parse({ id: "b1", make: "Toyota", model: "Hilux" })]);
      const views = new Map([
        ["c1", 3],
        ["c3", 1],
        ["1", 2],
      ]);
      for (const [id, count] of views)
        for (let i = 0; i < count; i++) await store.views.increment(a, id);
      // Another site's views and leads of a car with the same id are not this site's.
      await store.views.increment(b, "c2");
      const leads = new Map([
        ["c2", 2],
        ["c7", 1],
      ]);
      let n = 0;
      const lead = async (site: string, carId: string) =>
        db.exec(
          `INSERT INTO leads (id, site, kind, payload, created_at) VALUES ('lead-${n++}', '${site}', 'enquiry', '{"car_id": "${carId}"}', now())`,
        );
      for (const [id, count] of leads) for (let i = 0; i < count; i++) await lead(a, id);
      await lead(b, "c1");
      const frame = stockPageFrame(context);
      for (const query of queries) {
        const expected = consoleStockPage(stock, query, context, { views, leads });
        const got = await store.stock.page(a, query, frame);
        expect({ query, total: got.total }).toEqual({ query, total: expected.total });
        expect({ query, rows: got.entries.map((e) => [e.car.id, e.views, e.leads]) }).toEqual({
          query,
          rows: expected.rows.map((r) => [r.id, r.views, r.leads]),
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

    it("saveAuditedMany writes every car and entry, or (an audit insert failing) none", async () => {
      const { store, db, a } = s.get();
      await store.stock.upsert(a, [
        Car.parse({ id: "m1", price: 100 }),
        Car.parse({ id: "m2", price: 200 }),
      ]);
      const change = (id: string, price: number) => ({
        car: Car.parse({ id, price }),
        entry: {
          site: a,
          actor: manager,
          action: "stock.price" as const,
          target: id,
          before: null,
          after: { price },
          at: at(3),
        },
      });
      const stored = await store.stock.saveAuditedMany(a, [change("m1", 110), change("m2", 220)]);
      expect(stored.map((e) => e.target)).toEqual(["m1", "m2"]);
      expect((await store.stock.getMany(a, ["m1", "m2"])).map((c) => c.price).sort()).toEqual([
        110, 220,
      ]);
      await db.exec(`CREATE FUNCTION refuse_second() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.target = 'm2' THEN RAISE EXCEPTION 'audit refused'; END IF; RETURN NEW; END $$`);
      await db.exec(
        "CREATE TRIGGER refuse_second BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_second()",
      );
      try {
        await expect(
          store.stock.saveAuditedMany(a, [change("m1", 1), change("m2", 2)]),
        ).rejects.toThrow();
      } finally {
        await db.exec("DROP TRIGGER refuse_second ON audit_log");
      }
      expect((await store.stock.getMany(a, ["m1", "m2"])).map((c) => c.price).sort()).toEqual([
        110, 220,
      ]);
      const kept = (await store.audit.list(a)).filter(
        (e) => e.target === "m1" || e.target === "m2",
      );
      expect(kept).toHaveLength(2);
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
