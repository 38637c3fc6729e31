import { defaultSiteConfig } from "@forecourt/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contractSupport } from "./store-contract-support";
import type { TestDatabase } from "./test-databases";

/** The store contract's leads and outbox part (issue 4 §3), run by storeContract on every database. */
export function leadStoreContract(name: string, open: () => Promise<TestDatabase>): void {
  const { T0, at, slug, withStore } = contractSupport(open);

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

    it("each delivery target keeps its own state; retry revives only the dead ones (issue 32)", async () => {
      const { store, a, b } = s.get();
      const { lead } = await store.leads.create(
        { site: a, kind: "general", payload: {}, idempotencyKey: "targets" },
        T0,
      );
      expect(await store.leads.targetStates([lead.id])).toEqual([]);
      await store.leads.claimDue(at(40_000), 100);
      await store.leads.markTarget(lead.id, "webhook", "delivered", null, at(40_001));
      await store.leads.markTarget(lead.id, "email", "pending", "SMTP ESOCKET", at(40_001));
      await store.leads.markTarget(lead.id, "email", "dead", "SMTP 550", at(40_002));
      await store.leads.markFailed(lead.id, "email: SMTP 550", null);
      expect(
        (await store.leads.targetStates([lead.id])).map((t) => [t.target, t.state, t.lastError]),
      ).toEqual(
        expect.arrayContaining([
          ["webhook", "delivered", null],
          ["email", "dead", "SMTP 550"],
        ]),
      );
      const dead = (await store.leads.outbox(a, "dead")).find((e) => e.leadId === lead.id);
      expect(dead?.targets?.map((t) => [t.target, t.state])).toEqual([
        ["email", "dead"],
        ["webhook", "delivered"],
      ]);
      // Another site cannot revive it.
      expect(await store.leads.retry(b, lead.id, at(40_010))).toBe(false);
      expect(
        (await store.leads.targetStates([lead.id])).find((t) => t.target === "email")?.state,
      ).toBe("dead");
      expect(await store.leads.retry(a, lead.id, at(40_010))).toBe(true);
      expect(
        (await store.leads.targetStates([lead.id])).map((t) => [t.target, t.state]).sort(),
      ).toEqual([
        ["email", "pending"],
        ["webhook", "delivered"],
      ]);
    });

    it("a heartbeat extends only the leases still held: never a marked row, nor one claimed again", async () => {
      const { store, b } = s.get();
      const create = async () =>
        (
          await store.leads.create(
            { site: b, kind: "general", payload: {}, idempotencyKey: null },
            at(50_000),
          )
        ).lead;
      const held = await create();
      const failed = await create();
      const ids = [held.id, failed.id];
      const claim = (await store.leads.claimDue(at(50_001), 100, 60_000)).filter((e) =>
        ids.includes(e.leadId),
      );
      const leasedUntil = at(50_061);
      expect(claim.map((e) => e.nextAttemptAt)).toEqual([leasedUntil, leasedUntil]);
      await store.leads.markFailed(failed.id, "HTTP 500", at(50_031));

      expect(await store.leads.extendLease(ids, leasedUntil, at(50_121))).toEqual([held.id]);
      const due = async () =>
        (await store.leads.outbox(b, "pending"))
          .filter((e) => ids.includes(e.leadId))
          .map((e) => [e.leadId, e.nextAttemptAt]);
      expect(await due()).toEqual([
        [failed.id, at(50_031)], // its backoff time stands
        [held.id, at(50_121)],
      ]);
      // Past the extended lease, not before: the old lease no longer frees it.
      const stillHeld = await store.leads.claimDue(at(50_100), 100, 60_000);
      expect(stillHeld.map((e) => e.leadId)).not.toContain(held.id);
      // A relay that missed its lease has lost the row: its stale heartbeat changes nothing.
      expect(await store.leads.extendLease([held.id], leasedUntil, at(50_500))).toEqual([]);
      await store.leads.markDelivered(held.id, at(50_102));
      expect(await store.leads.extendLease([held.id], at(50_121), at(50_600))).toEqual([]);
      expect(await store.leads.extendLease([], leasedUntil, at(50_600))).toEqual([]);
    });
  });
}
