import {
  defaultSiteConfig,
  type LeadRouter,
  NO_TURNS,
  type RoundRobinTurns,
} from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, type Store } from "./create-store";
import { postgresTestSchema, testDatabaseUrl } from "./test-databases";

/**
 * Issue 34 §1 over the embedded store: a team's round-robin position is kept in the store and
 * locked while a lead takes its turn, so leads arriving together each take one turn; a replayed
 * idempotency key takes none. The router here is the simplest rotation over two members. Run on
 * PGlite and, when a test PostgreSQL is configured, on PostgreSQL (a pool: real concurrency).
 */

const NOW = new Date("2026-11-23T00:00:00Z");
const url = testDatabaseUrl();
const stores: Array<[string, () => Promise<{ store: Store; drop(): Promise<void> }>]> = [
  [
    "PGlite",
    async () => ({ store: await createStore({ dataDir: ":memory:" }), drop: async () => {} }),
  ],
];
if (url) {
  stores.push([
    "PostgreSQL",
    async () => {
      const schema = await postgresTestSchema(url);
      return { store: await createStore({ databaseUrl: schema.url }), drop: schema.drop };
    },
  ]);
}

const members = ["ann", "bob"];
const rotation: LeadRouter = {
  team: "sales",
  route(turns: RoundRobinTurns) {
    const ownerId = members[turns.next % members.length] ?? null;
    return {
      ownerId,
      teamId: "sales",
      firstResponseDueAt: new Date(NOW.getTime() + 15 * 60_000),
      turns: { next: turns.next + 1, last: { ...turns.last, [ownerId ?? ""]: turns.next } },
    };
  },
};

const lead = (key: string | null) => ({
  site: "alpha",
  kind: "general",
  payload: { name: "Sam" },
  idempotencyKey: key,
});

describe.each(stores)("issue 34 §1 round-robin kept in the store (%s)", (_name, open) => {
  let store: Store;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ store, drop } = await open());
    await store.sites.save(defaultSiteConfig("alpha"));
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await drop();
  });

  it("leads arriving together each take one turn: an even split, every one owned and due", async () => {
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.leads.create(lead(`k${i}`), NOW, rotation)),
    );
    const owners = created.map((c) => c.lead.ownerId);
    expect(owners.filter((o) => o === "ann")).toHaveLength(5);
    expect(owners.filter((o) => o === "bob")).toHaveLength(5);
    const stored = await store.leads.get("alpha", created[0]?.lead.id ?? "");
    expect(stored).toMatchObject({
      teamId: "sales",
      firstResponseDueAt: new Date(NOW.getTime() + 15 * 60_000),
      firstResponseAt: null,
    });
  });

  it("a replayed idempotency key takes no turn", async () => {
    const first = await store.leads.create(lead("same"), NOW, rotation);
    const again = await store.leads.create(lead("same"), NOW, rotation);
    expect(again).toMatchObject({ created: false, lead: { id: first.lead.id } });
    const next = await store.leads.create(lead("after"), NOW, rotation);
    expect(next.lead.ownerId).not.toBe(first.lead.ownerId);
  });

  it("without a team the router's owner is stored as it is, in the grouped insert", async () => {
    const router: LeadRouter = {
      team: null,
      route: (turns) => {
        expect(turns).toEqual(NO_TURNS);
        return { ownerId: "olive", teamId: null, firstResponseDueAt: NOW, turns: null };
      },
    };
    const { lead: stored } = await store.leads.create(lead(null), NOW, router);
    expect(await store.leads.get("alpha", stored.id)).toMatchObject({
      ownerId: "olive",
      teamId: null,
    });
  });
});
