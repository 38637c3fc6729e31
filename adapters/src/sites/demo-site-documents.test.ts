import { maskSiteSecrets, parseSiteDocument } from "@forecourt/core";
import { demoSiteDocuments } from "@forecourt/fixtures/sites/all";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, type Store } from "../store/create-store";
import { createSiteFromDocument, siteDocument } from "./site-admin";

/**
 * The demo tenants are JSON documents (fixtures/src/sites/*.json): each validates against core's
 * schema with no unknown key, is created through `forecourt site create`'s path, and what
 * `forecourt site show SLUG --json` prints of it is the file again and creates the same site.
 */
describe("demo tenant documents", () => {
  let store: Store;
  beforeAll(async () => {
    store = await createStore({ dataDir: ":memory:" });
  }, 180_000);
  afterAll(() => store.close());

  const documents = Object.entries(demoSiteDocuments);

  it("there are five, each named after its slug", () => {
    expect(documents.map(([slug, doc]) => [slug, (doc as { slug: string }).slug])).toEqual(
      documents.map(([slug]) => [slug, slug]),
    );
    expect(documents).toHaveLength(5);
  });

  it.each(documents)("%s validates against the core schema with no unknown setting", (_, doc) => {
    const parsed = parseSiteDocument(doc);
    expect(parsed.ok ? [] : parsed.problems).toEqual([]);
  });

  it.each(documents)(
    "%s round-trips: create → show → create gives the same site",
    async (slug, doc) => {
      expect((await createSiteFromDocument(store.sites, doc)).ok).toBe(true);
      const stored = await store.sites.get(slug);
      if (!stored) throw new Error(`${slug} was not created`);
      // `site show --json` masks secrets; the demo tenants have none, so it prints the file as is.
      const shown = siteDocument(maskSiteSecrets(stored));
      expect(shown).toEqual(doc);
      expect(await store.sites.delete(slug)).toBe(true);
      expect((await createSiteFromDocument(store.sites, shown)).ok).toBe(true);
      expect(await store.sites.get(slug)).toEqual(stored);
    },
  );
});
