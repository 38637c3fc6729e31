import { defaultSiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Store, storeOn } from "./create-store";
import type { TestDatabase } from "./test-databases";

/**
 * The signed-in shopper's pages (garage enquiries, online payments), run against every database
 * the store supports, beside the main store contract.
 */
export function accountStoreContract(name: string, open: () => Promise<TestDatabase>): void {
  const T0 = new Date("2026-03-01T00:00:00.000Z");
  const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
  let db: TestDatabase;
  let store: Store;
  beforeAll(async () => {
    db = await open();
    store = await storeOn(db.connection);
    await store.sites.save(defaultSiteConfig("acct-a", "Alpha Motors"));
    await store.sites.save(defaultSiteConfig("acct-b", "Bravo Cars"));
  });
  afterAll(async () => {
    await db?.dispose();
  });

  describe(`${name} store: a shopper's enquiries by phone`, () => {
    const lead = (site: string, phone: string, message: string) => ({
      site,
      kind: "general",
      payload: { name: "Jo", email: "jo@example.com", phone, message, category: "Sales" },
      idempotencyKey: null,
    });

    it("lists this site's leads with exactly that phone, newest first; never another site's", async () => {
      const first = await store.leads.create(lead("acct-a", "0412000001", "first"), at(1));
      const second = await store.leads.create(lead("acct-a", "0412000001", "second"), at(2));
      await store.leads.create(lead("acct-a", "0412000002", "someone else"), at(3));
      await store.leads.create(lead("acct-b", "0412000001", "other site"), at(4));
      const mine = await store.leads.listByPhone("acct-a", "0412000001");
      expect(mine.map((l) => l.id)).toEqual([second.lead.id, first.lead.id]);
      expect(mine.every((l) => l.site === "acct-a")).toBe(true);
      expect(
        (await store.leads.listByPhone("acct-b", "0412000001")).map((l) => l.payload.message),
      ).toEqual(["other site"]);
      expect(await store.leads.listByPhone("acct-a", "0412")).toEqual([]);
      expect(await store.leads.listByPhone("acct-a", "0412000001", { limit: 1 })).toHaveLength(1);
    });
  });

  describe(`${name} store: a shopper's enquiries by user`, () => {
    it("lists this site's leads sent while that user was signed in, newest first; never another's with the same phone", async () => {
      const lead = (site: string, userId: string | null, message: string) => ({
        site,
        kind: "general",
        payload: { name: "Jo", phone: "0412000009", message },
        idempotencyKey: null,
        userId,
      });
      const first = await store.leads.create(lead("acct-a", "user-1", "mine 1"), at(1));
      const second = await store.leads.create(lead("acct-a", "user-1", "mine 2"), at(2));
      await store.leads.create(lead("acct-a", null, "typed by someone, same phone"), at(3));
      await store.leads.create(lead("acct-a", "user-2", "another user"), at(4));
      await store.leads.create(lead("acct-b", "user-1", "other site"), at(5));
      const mine = await store.leads.listByUser("acct-a", "user-1");
      expect(mine.map((l) => l.id)).toEqual([second.lead.id, first.lead.id]);
      expect(mine[0]?.userId).toBe("user-1");
      expect(await store.leads.listByUser("acct-a", "user-1", { limit: 1 })).toHaveLength(1);
      expect(await store.leads.listByUser("acct-a", "nobody")).toEqual([]);
    });

    it("keeps the request hash stored with an idempotency key and answers it on a replay", async () => {
      const input = {
        site: "acct-a",
        kind: "general",
        payload: { name: "Jo" },
        idempotencyKey: "hash-key-1",
        requestHash: "hash-one",
      };
      const first = await store.leads.create(input, at(6));
      expect(first.lead.requestHash).toBe("hash-one");
      const again = await store.leads.create({ ...input, requestHash: "hash-two" }, at(7));
      expect(again).toEqual({ lead: first.lead, created: false });
      expect(again.lead.requestHash).toBe("hash-one");
    });
  });

  describe(`${name} store: online invoice payments`, () => {
    it("records payments with decimal amounts, per site", async () => {
      const customer = { name: "Jo", email: "jo@example.com", phone: "0400000000" };
      const paid = await store.invoicePayments.create(
        { site: "acct-a", invoiceNumber: "INV-1", amount: "245.50", customer, reference: "PAY-1" },
        T0,
      );
      expect(paid).toMatchObject({ site: "acct-a", invoiceNumber: "INV-1", reference: "PAY-1" });
      expect(Number(paid.amount)).toBe(245.5);
      expect(await store.invoicePayments.list("acct-a")).toEqual([paid]);
      expect(await store.invoicePayments.list("acct-b")).toEqual([]);
    });

    it("a reference already recorded for the site is the same payment: kept once, the first returned", async () => {
      const customer = { name: "Jo", email: "jo@example.com", phone: "0400000000" };
      const payment = { invoiceNumber: "INV-2", amount: "99.95", customer, reference: "PAY-K" };
      const [a, b] = await Promise.all([
        store.invoicePayments.create({ site: "acct-a", ...payment }, T0),
        store.invoicePayments.create({ site: "acct-a", ...payment }, T0),
      ]);
      expect(b).toEqual(a);
      const kept = (await store.invoicePayments.list("acct-a")).filter(
        (p) => p.reference === "PAY-K",
      );
      expect(kept).toEqual([a]);
      // Another site may hold the same reference.
      const other = await store.invoicePayments.create({ site: "acct-b", ...payment }, T0);
      expect(other.site).toBe("acct-b");
    });
  });
}
