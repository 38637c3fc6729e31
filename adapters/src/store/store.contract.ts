import { defaultSiteConfig, SiteConfig } from "@forecourt/core";
import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storeOn } from "./create-store";
import { StoreUnavailableError } from "./errors";
import { leadStoreContract } from "./lead-store.contract";
import { rowsOf } from "./migrate";
import { storeSchema } from "./schema";
import { siteRepositoryContract } from "./site-repository.contract";
import { staffRepositoryContract } from "./staff-repository.contract";
import { contractSupport } from "./store-contract-support";
import type { TestDatabase } from "./test-databases";

/**
 * The one store contract (issue 4 §1), run against every database the store
 * supports. `open` gives a fresh, empty database per block.
 */
export function storeContract(name: string, open: () => Promise<TestDatabase>): void {
  const { T0, at, car, slug, withStore } = contractSupport(open);
  leadStoreContract(name, open);
  siteRepositoryContract(name, open);
  staffRepositoryContract(name, open);

  describe(`${name} store: sites`, () => {
    const s = withStore();
    it("the migrations create exactly the tables and columns of schema.ts", async () => {
      const { db } = s.get();
      const result = await db.connection.db.execute(sql`
        SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name <> 'schema_migrations'`);
      const actual = rowsOf<{ table_name: string; column_name: string }>(result)
        .map((r) => `${r.table_name}.${r.column_name}`)
        .sort();
      const expected = Object.values(storeSchema as Record<string, PgTable>)
        .flatMap((table) => {
          const config = getTableConfig(table);
          return config.columns.map((c) => `${config.name}.${c.name}`);
        })
        .sort();
      expect(actual).toEqual(expected);
    });
    it("saves, reads back with defaults, lists and updates a site", async () => {
      const { store, a } = s.get();
      const site = await store.sites.get(a);
      expect(site?.name).toBe("Alpha Motors");
      expect(site?.dealer.include_sold_cars_days).toBe(3);
      await store.sites.save({ ...(site as SiteConfig), name: "Alpha Motors Group" });
      expect((await store.sites.get(a))?.name).toBe("Alpha Motors Group");
      expect((await store.sites.list()).map((x) => x.slug)).toContain(a);
      expect(await store.sites.get("nobody-here")).toBeNull();
    });
    it("resolves {slug}.localhost with or without a port, and configured domains", async () => {
      const { store, a, b } = s.get();
      const site = SiteConfig.parse({ slug: b, name: "Bravo", domains: ["www.Bravo-Cars.com.au"] });
      await store.sites.save(site);
      expect((await store.sites.byHost(`${a}.localhost:3000`))?.slug).toBe(a);
      expect((await store.sites.byHost(`${a}.localhost`))?.slug).toBe(a);
      expect((await store.sites.byHost("www.bravo-cars.com.au:443"))?.slug).toBe(b);
      expect((await store.sites.byHost("WWW.BRAVO-CARS.COM.AU"))?.slug).toBe(b);
      expect(await store.sites.byHost("unknown.localhost")).toBeNull();
      expect(await store.sites.byHost("evil.example.com")).toBeNull();
    });
  });

  describe(`${name} store: stock`, () => {
    const s = withStore();
    it("upserts by id, reporting added and updated, and reads by id and slug", async () => {
      const { store, a } = s.get();
      expect(await store.stock.upsert(a, [car("1"), car("2")])).toEqual({
        added: ["1", "2"],
        updated: [],
      });
      const second = await store.stock.upsert(a, [car("2", { price: 19990 }), car("3")]);
      expect(second.added).toEqual(["3"]);
      expect(second.updated).toEqual(["2"]);
      expect((await store.stock.get(a, "2"))?.price).toBe(19990);
      expect((await store.stock.bySlug(a, "car-3"))?.id).toBe("3");
      expect(await store.stock.ids(a)).toEqual(["1", "2", "3"]);
      await store.stock.remove(a, ["1", "3"]);
      expect((await store.stock.list(a)).map((c) => c.id)).toEqual(["2"]);
    });
    it("keeps each car's first-seen date (set on first store, kept on updates, never from the feed) out of the car", async () => {
      const { store, a, b } = s.get();
      const before = new Date();
      const undated = car("fs1");
      const dated = car("fs2", { created_at: "2020-01-01T00:00:00Z" });
      await store.stock.upsert(a, [undated, dated]);
      await store.stock.upsert(b, [car("fs1")]);
      const after = new Date();
      const seen = await store.stock.undatedFirstSeenSince(a, new Date(before.getTime() - 1));
      // Only the car whose feed gave no created_at; the dated one keeps the feed's date.
      expect([...seen.keys()]).toEqual(["fs1"]);
      const first = seen.get("fs1") as Date;
      expect(first.getTime()).toBeGreaterThanOrEqual(before.getTime());
      expect(first.getTime()).toBeLessThanOrEqual(after.getTime());
      // A later import of the same id keeps the date; the stored car is the car given.
      while (Date.now() <= first.getTime()) await Promise.resolve(); // the clock has moved on
      await store.stock.upsert(a, [car("fs1", { price: 12345 })]);
      const again = await store.stock.undatedFirstSeenSince(a, new Date(before.getTime() - 1));
      expect(again.get("fs1")?.getTime()).toBe(first.getTime());
      expect(await store.stock.get(a, "fs1")).toEqual(car("fs1", { price: 12345 }));
      // Strictly after `since`; a feed that later gives a date takes the car out.
      expect((await store.stock.undatedFirstSeenSince(a, first)).size).toBe(0);
      await store.stock.upsert(a, [car("fs1", { created_at: "2026-01-01T00:00:00Z" })]);
      expect((await store.stock.undatedFirstSeenSince(a, before)).size).toBe(0);
      await store.stock.remove(a, ["fs1", "fs2"]);
      await store.stock.remove(b, ["fs1"]);
    });
    it("gives each site's stock a version that moves on every add, update and removal", async () => {
      const { store, a, b } = s.get();
      await store.stock.upsert(a, [car("v1"), car("v2")]);
      const seen = [(await store.stock.versions())[a]];
      await store.stock.upsert(a, [car("v1", { price: 1 })]);
      seen.push((await store.stock.versions())[a]);
      await store.stock.upsert(a, [car("v1", { price: 1 })]);
      seen.push((await store.stock.versions())[a]);
      await store.stock.remove(a, ["v2"]);
      seen.push((await store.stock.versions())[a]);
      expect(seen.every((v) => typeof v === "string")).toBe(true);
      expect(new Set(seen).size).toBe(seen.length);
      const before = (await store.stock.versions())[b];
      await store.stock.upsert(a, [car("v3")]);
      expect((await store.stock.versions())[b]).toBe(before);
      await store.stock.remove(a, ["v1", "v3"]);
    });
    it("tells which cars changed since a cursor: adds, updates, removals, per site", async () => {
      const { store, a, b } = s.get();
      await store.stock.upsert(a, [car("c1"), car("c2"), car("c3")]);
      const start = await store.stock.changesSince(null);
      expect(start.changed[a]).toEqual(expect.arrayContaining(["c1", "c2", "c3"]));
      let { cursor } = start;
      expect((await store.stock.changesSince(cursor)).changed).toEqual({});

      await store.stock.upsert(a, [car("c1", { price: 5 }), car("c4")]);
      await store.stock.remove(a, ["c2"]);
      await store.stock.upsert(b, [car("c1")]);
      const next = await store.stock.changesSince(cursor);
      expect(next.changed).toEqual({ [a]: ["c1", "c2", "c4"], [b]: ["c1"] });
      // The removed car is gone; the others read back in their current state.
      const now = await store.stock.getMany(a, next.changed[a] ?? []);
      expect(now.map((c) => [c.id, c.price ?? null]).sort()).toEqual([
        ["c1", 5],
        ["c4", null],
      ]);
      cursor = next.cursor;
      expect((await store.stock.changesSince(cursor)).changed).toEqual({});
      await store.stock.remove(a, ["c1", "c3", "c4"]);
      await store.stock.remove(b, ["c1"]);
      await expect(store.stock.changesSince("not-a-cursor")).rejects.toThrow(/not a cursor/);
    });
    it("keeps every field a feed sends (unknown ones too)", async () => {
      const { store, a } = s.get();
      const full = car("77", {
        badge: "Ascent Sport",
        dealer_extra: { nested: [1, 2] },
        km: 12000,
      });
      await store.stock.upsert(a, [full]);
      expect(await store.stock.get(a, "77")).toEqual(full);
    });
    it("isolates tenants: the same car id on two sites are two cars", async () => {
      const { store, a, b } = s.get();
      await store.stock.upsert(a, [car("shared", { price: 1 })]);
      await store.stock.upsert(b, [car("shared", { price: 2 })]);
      expect((await store.stock.get(a, "shared"))?.price).toBe(1);
      expect((await store.stock.get(b, "shared"))?.price).toBe(2);
      await store.stock.remove(b, ["shared", "2", "77"]);
      expect(await store.stock.get(b, "shared")).toBeNull();
      expect((await store.stock.get(a, "shared"))?.price).toBe(1);
      expect(await store.stock.get(b, "2")).toBeNull();
      expect(await store.stock.bySlug(b, "car-2")).toBeNull();
      expect((await store.stock.get(a, "2"))?.id).toBe("2");
    });
    it("finds cars of every site by the stock number picture addresses spell ('/' as '-')", async () => {
      const { store, a, b } = s.get();
      await store.stock.upsert(a, [car("sn-1", { stocknum: "PIC/7" })]);
      await store.stock.upsert(b, [
        car("sn-2", { stocknum: "PIC-7" }),
        car("sn-3", { stocknum: "PIC-8" }),
      ]);
      const ids = async (stockNumber: string, limit = 10) =>
        (await store.stock.withStockNumber(stockNumber, limit)).map((c) => c.id).sort();
      expect(await ids("PIC-7")).toEqual(["sn-1", "sn-2"]);
      expect(await ids("PIC-7", 1)).toHaveLength(1);
      expect(await ids("PIC/7")).toEqual([]);
      expect(await ids("NO-SUCH")).toEqual([]);
      await store.stock.remove(a, ["sn-1"]);
      await store.stock.remove(b, ["sn-2", "sn-3"]);
    });
    it("round-trips any batch of cars (property)", async () => {
      const { store } = s.get();
      const site = slug("prop");
      await store.sites.save(defaultSiteConfig(site));
      await fc.assert(
        fc.asyncProperty(
          fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { maxLength: 30 }),
          fc.integer({ min: 0, max: 500_000 }),
          async (ids, price) => {
            await store.stock.remove(site, await store.stock.ids(site));
            const cars = ids.map((id) => car(id, { price }));
            const result = await store.stock.upsert(site, cars);
            expect(result.added.sort()).toEqual([...ids].sort());
            expect(await store.stock.list(site)).toEqual(
              [...cars].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0)),
            );
          },
        ),
        { numRuns: 15 },
      );
    });
  });

  describe(`${name} store: users, sign-in and watchlists`, () => {
    const s = withStore();
    it("one user per phone per site; the same phone on two sites is two users", async () => {
      const { store, a, b } = s.get();
      const u1 = await store.users.create(a, "0400111222");
      expect(await store.users.create(a, "0400111222")).toEqual(u1);
      expect(await store.users.byPhone(a, "0400111222")).toEqual(u1);
      const other = await store.users.create(b, "0400111222");
      expect(other.id).not.toBe(u1.id);
      expect(await store.users.byPhone(b, "0400999999")).toBeNull();
    });

    it("sign-in (better-auth) is scoped by site: codes, users and sessions", async () => {
      const { store, a, b } = s.get();
      const codes = new Map<string, string>();
      const auth = store.shopperAuth({
        secret: "contract-secret-0123456789abcdef0123456789",
        otpSender: {
          async send(site, phone, code) {
            codes.set(`${site}:${phone}`, code);
          },
        },
      });
      const request = { headers: new Headers(), secure: false };
      await auth.sendCode(a, "0400333444");
      const code = codes.get(`${a}:0400333444`) ?? "";
      expect(code).toMatch(/^\d{6}$/);
      // The code of site A means nothing on site B.
      expect(await auth.verifyCode(b, "0400333444", code, request)).toEqual({
        ok: false,
        reason: "missing",
      });
      const signedIn = await auth.verifyCode(a, "0400333444", code, request);
      if (!signedIn.ok) throw new Error(`sign-in refused: ${signedIn.reason}`);
      expect(signedIn.user).toEqual(await store.users.byPhone(a, "0400333444"));
      expect(await store.users.byPhone(b, "0400333444")).toBeNull();
      const cookie = signedIn.setCookies.map((c) => c.split(";")[0]).join("; ");
      expect(cookie).toContain("fc.session_token=");
      const headers = new Headers({ cookie });
      expect(await auth.session(a, headers)).toEqual(signedIn.user);
      expect(await auth.session(b, headers)).toBeNull();
      // Signing out on B does not end A's session; on A it does.
      await auth.signOut(b, { headers, secure: false });
      expect(await auth.session(a, headers)).toEqual(signedIn.user);
      await auth.signOut(a, { headers, secure: false });
      expect(await auth.session(a, headers)).toBeNull();
      // The code was used up.
      expect(await auth.verifyCode(a, "0400333444", code, request)).toEqual({
        ok: false,
        reason: "missing",
      });
    });

    it("watchlists add once, list in order, remove; site B never reads or changes site A's", async () => {
      const { store, a, b } = s.get();
      const ua = await store.users.create(a, "0400555666");
      const ub = await store.users.create(b, "0400555666");
      await store.watchlists.add(a, ua.id, "c1");
      await store.watchlists.add(a, ua.id, "c2");
      await store.watchlists.add(a, ua.id, "c1");
      expect(await store.watchlists.list(a, ua.id)).toEqual(["c1", "c2"]);
      expect(await store.watchlists.list(b, ua.id)).toEqual([]);
      expect(await store.watchlists.list(b, ub.id)).toEqual([]);
      await store.watchlists.remove(b, ua.id, "c1");
      await store.watchlists.remove(b, ub.id, "c1");
      expect(await store.watchlists.list(a, ua.id)).toEqual(["c1", "c2"]);
      // A user id from another site is not a user here: the write is refused.
      await expect(store.watchlists.add(b, ua.id, "c9")).rejects.toThrow();
      await store.watchlists.remove(a, ua.id, "c1");
      expect(await store.watchlists.list(a, ua.id)).toEqual(["c2"]);
    });
  });

  describe(`${name} store: views, analytics, trade-ins and reservations`, () => {
    const s = withStore();
    it("counts views per site and car", async () => {
      const { store, a, b } = s.get();
      expect(await store.views.get(a, "c1")).toBe(0);
      expect(await store.views.increment(a, "c1")).toBe(1);
      expect(await store.views.increment(a, "c1")).toBe(2);
      expect(await store.views.get(b, "c1")).toBe(0);
      expect(await store.views.increment(b, "c1")).toBe(1);
      expect(await store.views.get(a, "c1")).toBe(2);
    });

    it("reads several cars' views in one call, 0 for a car never viewed, per site", async () => {
      const { store, a, b } = s.get();
      await store.views.increment(a, "m1");
      await store.views.increment(a, "m1");
      await store.views.increment(a, "m2");
      await store.views.increment(b, "m3");
      const counts = await store.views.getMany(a, ["m1", "m2", "m3", "m1"]);
      expect([...counts].sort()).toEqual([
        ["m1", 2],
        ["m2", 1],
        ["m3", 0],
      ]);
      expect(await store.views.getMany(b, [])).toEqual(new Map());
    });

    it("counts views arriving together once each, every caller its own running total", async () => {
      const { store, a, b } = s.get();
      // They share one upsert (group commit); the same car's views are summed first.
      const counts = await Promise.all([
        ...Array.from({ length: 20 }, () => store.views.increment(a, "c9")),
        store.views.increment(b, "c9"),
        store.views.increment(a, "c8"),
      ]);
      expect(counts.slice(0, 20).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect(counts.slice(20)).toEqual([1, 1]);
      expect(await store.views.get(a, "c9")).toBe(20);
    });

    it("records analytics events with the spec's ids, newest first, per site", async () => {
      const { store, a, b } = s.get();
      await store.analytics.record(a, 49, { path: "/search" }, T0);
      await store.analytics.record(a, 39, { car_id: "c1" }, at(1));
      expect((await store.analytics.list(a)).map((e) => e.eventId)).toEqual([39, 49]);
      expect(await store.analytics.list(a, { eventId: 49 })).toEqual([
        { site: a, eventId: 49, data: { path: "/search" }, at: T0 },
      ]);
      expect(await store.analytics.list(b)).toEqual([]);
    });

    it("trade-in leads update by merging and complete on offer acceptance, per site", async () => {
      const { store, a, b } = s.get();
      const t = await store.tradeIns.create(a, { rego: "ABC123", regoState: "QLD" }, T0);
      expect(t).toMatchObject({ offerAccepted: false, formCompleted: false, leadId: null });
      expect(await store.tradeIns.get(b, t.id)).toBeNull();
      expect(await store.tradeIns.update(b, t.id, { rego: "HACKED" }, at(1))).toBeNull();
      expect(await store.tradeIns.acceptOffer(b, t.id, null, at(1))).toBeNull();
      const updated = await store.tradeIns.update(
        a,
        t.id,
        { adjustmentAnswers: { hail: true } },
        at(2),
      );
      expect(updated?.data).toEqual({
        rego: "ABC123",
        regoState: "QLD",
        adjustmentAnswers: { hail: true },
      });
      const done = await store.tradeIns.acceptOffer(a, t.id, "lead-9", at(3));
      expect(done).toMatchObject({
        offerAccepted: true,
        formCompleted: true,
        leadId: "lead-9",
        updatedAt: at(3),
      });
      // Issue 30 §8: frozen once accepted, and bound to the lead it was accepted with.
      expect(await store.tradeIns.update(a, t.id, { offer_price: 100_150 }, at(4))).toBeNull();
      expect(await store.tradeIns.acceptOffer(a, t.id, "lead-10", at(4))).toBeNull();
      expect(await store.tradeIns.acceptOffer(a, t.id, "lead-9", at(5))).toMatchObject({
        leadId: "lead-9",
      });
      expect((await store.tradeIns.get(a, t.id))?.data).not.toHaveProperty("offer_price");
    });
  });

  describe(`${name} store: unavailable`, () => {
    it("a submit to a closed store fails with StoreUnavailableError (code STORE_UNAVAILABLE)", async () => {
      const db = await open();
      const store = await storeOn(db.connection);
      await store.sites.save(defaultSiteConfig("gone"));
      await store.close();
      const attempt = store.leads.create(
        { site: "gone", kind: "general", payload: {}, idempotencyKey: null },
        T0,
      );
      await expect(attempt).rejects.toBeInstanceOf(StoreUnavailableError);
      await expect(attempt).rejects.toMatchObject({ code: "STORE_UNAVAILABLE" });
      expect(await store.health()).toBe(false);
      await db.dispose();
    });
  });
}
