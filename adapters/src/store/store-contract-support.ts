import { Car, defaultSiteConfig } from "@forecourt/core";
import { afterAll, beforeAll } from "vitest";
import { type Store, storeOn } from "./create-store";
import type { TestDatabase } from "./test-databases";

/** What every store contract block shares: a fixed clock, a car builder, fresh two-tenant stores. */
export function contractSupport(open: () => Promise<TestDatabase>) {
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
  return { T0, at, car, slug, withStore };
}
