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
  });
}
