import { Car, defaultSiteConfig, SiteConfig } from "@forecourt/core";
import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Store, storeOn } from "./create-store";
import { StoreUnavailableError } from "./errors";
import { rowsOf } from "./migrate";
import { storeSchema } from "./schema";
import type { TestDatabase } from "./test-databases";

/**
 * The one store contract (issue 4 §1), run against every database the store
 * supports. `open` gives a fresh, empty database per block.
 */
export function storeContract(name: string, open: () => Promise<TestDatabase>): void {
  const T0 = new Date("2026-03-01T00:00:00.000Z");
  const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
  const car = (id: string, extra: Record<string, unknown> = {}) =>
    Car.parse({ id, slug: `car-${id}`, make: "Toyota", model: "Corolla", ...extra });
  let n = 0;
  const slug = (label: string) => `${label}-${++n}`;

  /** Opens a fresh store with two tenants, a and b, for one describe block. */
  function withStore(): { get(): { store: Store; db: TestDatabase; a: string; b: string } } {
    const ctx = {} as { store: Store; db: TestDatabase; a: string; b: string };
    beforeAll(async () => {
      ctx.db = await open();
      ctx.store = await storeOn(ctx.db.connection);
      ctx.a = slug("alpha");
      ctx.b = slug("bravo");
      await ctx.store.sites.save(defaultSiteConfig(ctx.a, "Alpha Motors"));
      await ctx.store.sites.save(defaultSiteConfig(ctx.b, "Bravo Cars"));
    });
    afterAll(async () => {
      await ctx.db?.dispose();
    });
    return { get: () => ctx };
  }

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

  describe(`${name} store: leads and outbox`, () => {
    const s = withStore();
    const lead = (site: string, key: string | null = null) => ({
      site,
      kind: "vehicle-enquiry",
      payload: { name: "Jo Citizen", email: "jo@example.com", phone: "0400000000", car_id: "1" },
      idempotencyKey: key,
    });

    it("commits a lead with a pending outbox row due now", async () => {
      const { store, a } = s.get();
      const { lead: stored, created } = await store.leads.create(lead(a), T0);
      expect(created).toBe(true);
      expect(await store.leads.get(a, stored.id)).toEqual(stored);
      expect(await store.leads.outbox(a)).toEqual([
        {
          leadId: stored.id,
          site: a,
          state: "pending",
          attempts: 0,
          nextAttemptAt: T0,
          lastError: null,
        },
      ]);
    });

    it("a retried submit with the same idempotency key returns the same lead and stores one", async () => {
      const { store, b } = s.get();
      const first = await store.leads.create(lead(b, "key-1"), T0);
      const again = await store.leads.create(lead(b, "key-1"), at(5));
      expect(again).toEqual({ lead: first.lead, created: false });
      const racing = await Promise.all(
        Array.from({ length: 5 }, () => store.leads.create(lead(b, "key-2"), T0)),
      );
      expect(new Set(racing.map((r) => r.lead.id)).size).toBe(1);
      expect(racing.filter((r) => r.created)).toHaveLength(1);
      expect(await store.leads.list(b)).toHaveLength(2);
      expect(await store.leads.outbox(b)).toHaveLength(2);
    });

    it("concurrent submits share commits: each caller gets its own lead, each stored once with its outbox row", async () => {
      const { store, a } = s.get();
      const before = (await store.leads.list(a, { limit: 1000 })).length;
      const submits = [
        ...Array.from({ length: 40 }, (_, i) => ({
          ...lead(a),
          payload: { name: `Shopper ${i}` },
        })),
        ...Array.from({ length: 4 }, () => lead(a, "group-key")),
      ];
      const results = await Promise.all(submits.map((x) => store.leads.create(x, T0)));
      const distinct = results.slice(0, 40);
      expect(distinct.every((r) => r.created)).toBe(true);
      expect(distinct.map((r) => r.lead.payload)).toEqual(
        submits.slice(0, 40).map((x) => x.payload),
      );
      expect(new Set(distinct.map((r) => r.lead.id)).size).toBe(40);
      const keyed = results.slice(40);
      expect(new Set(keyed.map((r) => r.lead.id)).size).toBe(1);
      expect(keyed.filter((r) => r.created)).toHaveLength(1);
      expect(await store.leads.list(a, { limit: 1000 })).toHaveLength(before + 41);
      const outbox = new Set((await store.leads.outbox(a)).map((e) => e.leadId));
      for (const r of results) expect(outbox.has(r.lead.id)).toBe(true);
    });

    it("a lead that fails among concurrent submits fails alone; the others are stored", async () => {
      const { store, db, b } = s.get();
      await db.exec(`CREATE FUNCTION refuse_doomed() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF (SELECT payload->>'name' FROM leads WHERE id = NEW.lead_id) = 'doomed' THEN
            RAISE EXCEPTION 'outbox refused';
          END IF;
          RETURN NEW;
        END $$`);
      await db.exec(
        "CREATE TRIGGER refuse_doomed BEFORE INSERT ON lead_outbox FOR EACH ROW EXECUTE FUNCTION refuse_doomed()",
      );
      const before = (await store.leads.list(b, { limit: 1000 })).length;
      const names = ["one", "two", "doomed", "three", "four"];
      const settled = await Promise.allSettled(
        names.map((name) => store.leads.create({ ...lead(b), payload: { name } }, T0)),
      );
      await db.exec("DROP TRIGGER refuse_doomed ON lead_outbox");
      expect(settled.map((r) => r.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "rejected",
        "fulfilled",
        "fulfilled",
      ]);
      const stored = await store.leads.list(b, { limit: 1000 });
      expect(stored).toHaveLength(before + 4);
      expect(stored.some((l) => (l.payload as { name?: string }).name === "doomed")).toBe(false);
    });

    it("idempotency keys are per site", async () => {
      const { store, a, b } = s.get();
      const inA = await store.leads.create(lead(a, "same-key"), T0);
      const inB = await store.leads.create(lead(b, "same-key"), T0);
      expect(inA.created && inB.created).toBe(true);
      expect(inA.lead.id).not.toBe(inB.lead.id);
    });

    it("isolates tenants: site B never reads or retries site A's leads", async () => {
      const { store, a, b } = s.get();
      const { lead: mine } = await store.leads.create(lead(a), T0);
      expect(await store.leads.get(b, mine.id)).toBeNull();
      expect((await store.leads.list(b)).map((l) => l.id)).not.toContain(mine.id);
      expect((await store.leads.outbox(b)).map((o) => o.leadId)).not.toContain(mine.id);
      expect(await store.leads.retry(b, mine.id, T0)).toBe(false);
    });

    it("stores exactly one lead per distinct key for any submit sequence (property)", async () => {
      const { store } = s.get();
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.constantFrom("k1", "k2", "k3", null), { maxLength: 8 }),
          async (keys) => {
            const site = slug("idem");
            await store.sites.save(defaultSiteConfig(site));
            for (const key of keys) await store.leads.create(lead(site, key), T0);
            const stored = await store.leads.list(site);
            const distinct = new Set(keys.filter((k) => k !== null)).size;
            expect(stored).toHaveLength(distinct + keys.filter((k) => k === null).length);
            expect(await store.leads.outbox(site)).toHaveLength(stored.length);
          },
        ),
        { numRuns: 10 },
      );
    });

    it("a failure inside the submit transaction leaves no lead and no outbox row", async () => {
      const { store, db, a } = s.get();
      await db.exec(`CREATE FUNCTION refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'outbox refused'; END $$`);
      await db.exec(
        "CREATE TRIGGER refuse_outbox BEFORE INSERT ON lead_outbox FOR EACH ROW EXECUTE FUNCTION refuse_outbox()",
      );
      const before = (await store.leads.list(a)).length;
      await expect(store.leads.create(lead(a, "doomed"), T0)).rejects.toThrow();
      await db.exec("DROP TRIGGER refuse_outbox ON lead_outbox");
      expect(await store.leads.list(a)).toHaveLength(before);
      // The key was not burnt: the retry stores the lead.
      expect((await store.leads.create(lead(a, "doomed"), T0)).created).toBe(true);
    });
  });

  describe(`${name} store: outbox claims`, () => {
    const s = withStore();
    it("claims due rows once per lease, counts attempts, and reclaims when the lease ends", async () => {
      const { store, a, b } = s.get();
      const l1 = (
        await store.leads.create(
          { site: a, kind: "general", payload: {}, idempotencyKey: null },
          T0,
        )
      ).lead;
      const l2 = (
        await store.leads.create(
          { site: b, kind: "general", payload: {}, idempotencyKey: null },
          at(10),
        )
      ).lead;
      expect(await store.leads.claimDue(at(-1), 10)).toEqual([]);
      const first = await store.leads.claimDue(at(5), 10, 60_000);
      expect(first.map((e) => [e.leadId, e.attempts, e.lead.site])).toEqual([[l1.id, 1, a]]);
      expect(await store.leads.claimDue(at(30), 10, 60_000)).toMatchObject([{ leadId: l2.id }]);
      expect(await store.leads.claimDue(at(60), 10)).toEqual([]);
      const reclaimed = await store.leads.claimDue(at(66), 10, 60_000);
      expect(reclaimed.map((e) => [e.leadId, e.attempts])).toEqual([[l1.id, 2]]);
      await store.leads.markDelivered(l1.id, at(67));
      expect(await store.leads.outbox(a, "delivered")).toMatchObject([{ leadId: l1.id }]);
      expect(await store.leads.claimDue(at(10_000), 10)).toMatchObject([{ leadId: l2.id }]);
    });

    it("a failed attempt is due again at its backoff time; the last one goes dead; retry revives it", async () => {
      const { store, a } = s.get();
      const { lead } = await store.leads.create(
        { site: a, kind: "general", payload: {}, idempotencyKey: "f" },
        T0,
      );
      await store.leads.claimDue(at(20_000), 10);
      await store.leads.markFailed(lead.id, "HTTP 500", at(20_030));
      expect(await store.leads.outbox(a, "pending")).toMatchObject([
        { leadId: lead.id, attempts: 1, lastError: "HTTP 500", nextAttemptAt: at(20_030) },
      ]);
      expect(await store.leads.claimDue(at(20_029), 10)).toEqual([]);
      await store.leads.claimDue(at(20_030), 10);
      await store.leads.markFailed(lead.id, "HTTP 502", null);
      expect(await store.leads.outbox(a, "dead")).toMatchObject([{ leadId: lead.id, attempts: 2 }]);
      const claimedLater = await store.leads.claimDue(at(99_999), 10);
      expect(claimedLater.map((e) => e.leadId)).not.toContain(lead.id);
      expect(await store.leads.retry(a, lead.id, at(30_000))).toBe(true);
      expect(await store.leads.outbox(a, "pending")).toMatchObject([
        { leadId: lead.id, attempts: 0, nextAttemptAt: at(30_000) },
      ]);
      expect((await store.leads.claimDue(at(30_000), 10)).map((e) => e.leadId)).toEqual([lead.id]);
      await store.leads.markDelivered(lead.id, at(30_001));
      expect(await store.leads.retry(a, lead.id, at(30_002))).toBe(false);
    });
  });

  describe(`${name} store: users, sessions and watchlists`, () => {
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

    it("a session opens only its own site, expires, and signs out", async () => {
      const { store, a, b } = s.get();
      const user = await store.users.create(a, "0400333444");
      const token = await store.sessions.create(a, user.id, at(3600));
      expect(token.length).toBeGreaterThanOrEqual(32);
      expect(await store.sessions.get(a, token, T0)).toEqual(user);
      expect(await store.sessions.get(b, token, T0)).toBeNull();
      expect(await store.sessions.get(a, token, at(3600))).toBeNull();
      await store.sessions.delete(b, token);
      expect(await store.sessions.get(a, token, T0)).toEqual(user);
      await store.sessions.delete(a, token);
      expect(await store.sessions.get(a, token, T0)).toBeNull();
      expect(await store.sessions.get(a, "not-a-token", T0)).toBeNull();
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
