import { MAX_SAVED_SEARCHES, SAVED_SEARCH_LIMIT_MESSAGE } from "@forecourt/core";
import { SAVED_SEARCH_NOT_FOUND } from "@forecourt/core/use-cases/delete-saved-search";
import { SAVED_SEARCH_HREF_UNKNOWN } from "@forecourt/core/use-cases/save-search";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { ApiOptions } from "../deps";
import { client, type Harness, harness, NOW, signIn, site } from "../test-support/harness";

/** Three writes a minute per client (its X-Forwarded-For, behind one proxy): the fourth is refused. */
const options: ApiOptions = {
  writeRateLimits: { windowMs: 60_000, perIp: 3, perSite: 1000 },
  trustedProxyHops: 1,
};
let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  // Alpha has an account area (a garage) to keep saved searches in; bravo has none.
  h = await harness(options, [site("alpha", { features: { garage: true } }), site("bravo")]);
  alice = await signIn(h, ALPHA, "0412000501");
  bob = await signIn(h, ALPHA, "0412000502");
}, 120_000);
afterAll(() => h.close());

const ALPHA = "alpha.localhost:3000";

/** A request from its own client address, so each test starts with the client's whole limit. */
function as(cookie: string, address: string, app = h.app) {
  const api = client(app, ALPHA);
  const headers = { cookie, "x-forwarded-for": address };
  return {
    list: () => api.get("/api/saved-searches", headers),
    save: (href: unknown, extra: Record<string, string> = {}) =>
      api.post("/api/saved-searches", { href }, { ...headers, ...extra }),
    remove: (id: string) =>
      app.request(`/api/saved-searches/${encodeURIComponent(id)}`, {
        method: "DELETE",
        headers: { host: ALPHA, ...headers },
      }),
  };
}

type Saved = { saved_search: { id: string; href: string; label: string }; created: boolean };

describe("/api/saved-searches (issue 14 §3, issue 31 §1)", () => {
  it("saves a search page's canonical address once, lists it, and deletes it", async () => {
    const api = as(alice, "203.0.113.1");
    const first = await api.save("/search/used-cars/toyota");
    expect(first.status).toBe(201);
    const saved = (await first.json()) as Saved;
    expect(saved).toMatchObject({
      created: true,
      saved_search: { href: "/search/used-cars/toyota" },
    });
    expect(saved.saved_search.label).toContain("Toyota");
    const again = await api.save("/search/used-cars/toyota");
    expect(again.status).toBe(200);
    expect(((await again.json()) as Saved).saved_search.id).toBe(saved.saved_search.id);

    const list = (await (await as(alice, "203.0.113.2").list()).json()) as {
      saved_searches: Array<{ id: string; href: string; new_count: number | null }>;
    };
    // (The count of new cars is core's countNewSince, tested there: the harness's cars have no
    // created_at and the store dates them by the real clock, not the pinned one.)
    expect(list.saved_searches.map(({ id, href }) => ({ id, href }))).toEqual([
      { id: saved.saved_search.id, href: "/search/used-cars/toyota" },
    ]);
    expect(typeof list.saved_searches[0]?.new_count).toBe("number");
    // Another shopper neither sees nor deletes it.
    const other = as(bob, "203.0.113.3");
    expect(await (await other.list()).json()).toEqual({ saved_searches: [] });
    expect((await other.remove(saved.saved_search.id)).status).toBe(404);

    expect((await as(alice, "203.0.113.4").remove(saved.saved_search.id)).status).toBe(204);
    const gone = await as(alice, "203.0.113.5").remove(saved.saved_search.id);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).toContain("application/problem+json");
    expect(await gone.json()).toMatchObject({ detail: SAVED_SEARCH_NOT_FOUND });
  });

  it("names href when it is no search address or names nothing the site sells", async () => {
    const api = as(alice, "203.0.113.10");
    const bad = await api.save("https://evil.example/search");
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors)).toEqual(["href"]);
    const unknown = await api.save("/search/used-cars/lamborghini");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ errors: { href: SAVED_SEARCH_HREF_UNKNOWN } });
  });

  it("needs a signed-in shopper and a page of this site", async () => {
    const signedOut = await as("", "203.0.113.20").save("/search/used-cars");
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("content-type")).toContain("application/problem+json");
    // Says what the sign-in is for: saved searches, not the watchlist's wording.
    expect(await signedOut.json()).toMatchObject({
      detail: "Please sign in to keep saved searches.",
    });
    const crossSite = await as(alice, "203.0.113.21").save("/search/used-cars", {
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("content-type")).toContain("application/problem+json");
    const bravo = client(h.app, "bravo.localhost:3000");
    const cookie = await signIn(h, "bravo.localhost:3000", "0412000504");
    const noGarage = await bravo.post(
      "/api/saved-searches",
      { href: "/search/used-cars" },
      { cookie, "x-forwarded-for": "203.0.113.22" },
    );
    expect(noGarage.status).toBe(404);
  });

  it("the fourth write inside the window is a 429, counted once across instances (in the store)", async () => {
    const other = createApp(h.deps, {
      logger: pino({ level: "silent" }),
      now: () => NOW,
      ...options,
    });
    const here = as(bob, "203.0.113.30");
    const there = as(bob, "203.0.113.30", other);
    expect((await here.save("/search/used-cars?query=a1")).status).toBe(201);
    expect((await there.save("/search/used-cars?query=a2")).status).toBe(201);
    expect((await here.save("/search/used-cars?query=a3")).status).toBe(201);
    const limited = await there.save("/search/used-cars?query=a4");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("content-type")).toContain("application/problem+json");
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per shopper: one more is a 409 saying so`, async () => {
    const carol = await signIn(h, ALPHA, "0412000503");
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      const res = await as(carol, `198.51.100.${i}`).save(`/search/used-cars?query=w${i}`);
      expect(res.status).toBe(201);
    }
    const over = await as(carol, "198.51.100.200").save("/search/used-cars?query=one-more");
    expect(over.status).toBe(409);
    expect(await over.json()).toMatchObject({ detail: SAVED_SEARCH_LIMIT_MESSAGE });
  });
});
