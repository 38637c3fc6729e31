import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCreate, siteSet } from "./site-actions";

const location = (open: string) => ({
  id: "hm-1",
  name: "Harbour Motors Sales",
  slug: "sales",
  contact_detail: { opening_hours: [{ weekday: 1, status: "Open", open, close: "17:30" }] },
});

let store: Store;
beforeAll(async () => {
  store = await createStore({ dataDir: ":memory:" });
  await siteCreate(
    store.sites,
    { slug: "harbour-motors", name: "Harbour Motors", locations: [location("08:30")] },
    true,
  );
});
afterAll(() => store.close());

describe("forecourt site set and opening hours (issue 31 §5)", () => {
  it('refuses open "25:99" with one line naming the field, and keeps the stored hours', async () => {
    const run = await siteSet(store, "harbour-motors", { locations: [location("25:99")] }, false);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toEqual([
      'locations[0].contact_detail.opening_hours[0].open: must be a 24-hour time like 08:30, got "25:99"',
    ]);
    const stored = await store.sites.get("harbour-motors");
    expect(stored?.locations[0]?.contact_detail?.opening_hours?.[0]?.open).toBe("08:30");
  });

  it("accepts a real time", async () => {
    const run = await siteSet(store, "harbour-motors", { locations: [location("07:45")] }, true);
    expect(run.exitCode).toBe(0);
    const stored = await store.sites.get("harbour-motors");
    expect(stored?.locations[0]?.contact_detail?.opening_hours?.[0]?.open).toBe("07:45");
  });
});
