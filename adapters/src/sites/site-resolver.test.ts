import type { SiteConfig } from "@forecourt/core";
import { describe, expect, it } from "vitest";
import { createSiteResolver } from "./site-resolver";

// The cache never reads a site's settings: two of them tell answers apart.
const site = (slug: string, name = `${slug} Cars`) => ({ slug, name }) as SiteConfig;

/** An in-memory SiteRepository.byHost that counts its reads, and a sites notice to fire. */
function fakes(initial: Record<string, SiteConfig>) {
  const byName = new Map(Object.entries(initial));
  const reads: string[] = [];
  const listeners = new Set<() => void>();
  return {
    byName,
    reads,
    sites: {
      async byHost(host: string) {
        reads.push(host);
        return byName.get(host) ?? null;
      },
    },
    onSiteChange: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notice: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe("createSiteResolver: one host → site cache, emptied by the sites notice", () => {
  it("answers a host from the store once, whatever its case or port", async () => {
    const f = fakes({ "alpha.localhost": site("alpha") });
    const resolver = createSiteResolver(f.sites, { cacheMs: 60_000, onSiteChange: f.onSiteChange });
    expect((await resolver.siteForHost("alpha.localhost:3000"))?.slug).toBe("alpha");
    expect((await resolver.siteForHost("ALPHA.localhost"))?.slug).toBe("alpha");
    expect(await resolver.siteForHost("nobody.localhost")).toBeNull();
    expect(await resolver.siteForHost("nobody.localhost:80")).toBeNull();
    expect(f.reads).toEqual(["alpha.localhost", "nobody.localhost"]);
  });

  it("the next request after a site change sees it: the notice empties the cache", async () => {
    const f = fakes({ "www.alpha.example": site("alpha", "Alpha Cars") });
    const resolver = createSiteResolver(f.sites, { cacheMs: 60_000, onSiteChange: f.onSiteChange });
    expect((await resolver.siteForHost("www.alpha.example"))?.name).toBe("Alpha Cars");
    expect(await resolver.siteForHost("www.bravo.example")).toBeNull();
    // The domain moves to another site and the first one is renamed.
    f.byName.delete("www.alpha.example");
    f.byName.set("www.bravo.example", site("alpha", "Alpha Motors"));
    expect((await resolver.siteForHost("www.alpha.example"))?.name).toBe("Alpha Cars"); // cached
    f.notice();
    expect(await resolver.siteForHost("www.alpha.example")).toBeNull();
    expect((await resolver.siteForHost("www.bravo.example"))?.name).toBe("Alpha Motors");
  });

  it("a read under way when the notice comes is not reused afterwards", async () => {
    const f = fakes({ "alpha.localhost": site("alpha", "Old name") });
    // Each read takes the store's answer at once and returns it when its gate opens.
    const gates: Array<() => void> = [];
    const slow = {
      byHost: (host: string) => {
        const answer = f.byName.get(host) ?? null;
        return new Promise<SiteConfig | null>((resolve) => gates.push(() => resolve(answer)));
      },
    };
    const resolver = createSiteResolver(slow, { cacheMs: 60_000, onSiteChange: f.onSiteChange });
    const first = resolver.siteForHost("alpha.localhost");
    f.byName.set("alpha.localhost", site("alpha", "New name"));
    f.notice();
    gates[0]?.();
    expect((await first)?.name).toBe("Old name");
    const second = resolver.siteForHost("alpha.localhost");
    expect(gates).toHaveLength(2);
    gates[1]?.();
    expect((await second)?.name).toBe("New name");
  });

  it("without a notice an answer lasts cacheMs; 0 asks the store every time", async () => {
    let clock = 0;
    const f = fakes({ "alpha.localhost": site("alpha") });
    const resolver = createSiteResolver(f.sites, { cacheMs: 5_000, now: () => clock });
    await resolver.siteForHost("alpha.localhost");
    clock = 4_999;
    await resolver.siteForHost("alpha.localhost");
    expect(f.reads).toHaveLength(1);
    clock = 5_000;
    await resolver.siteForHost("alpha.localhost");
    expect(f.reads).toHaveLength(2);

    const uncached = createSiteResolver(f.sites, { cacheMs: 0 });
    await uncached.siteForHost("alpha.localhost");
    await uncached.siteForHost("alpha.localhost");
    expect(f.reads).toHaveLength(4);
  });

  it("a failed read is not cached, and forget() drops every answer", async () => {
    let down = true;
    const f = fakes({ "alpha.localhost": site("alpha") });
    const flaky = {
      byHost: async (host: string) => {
        if (down) throw Object.assign(new Error("down"), { code: "STORE_UNAVAILABLE" });
        return f.sites.byHost(host);
      },
    };
    const resolver = createSiteResolver(flaky, { cacheMs: 60_000 });
    await expect(resolver.siteForHost("alpha.localhost")).rejects.toThrow("down");
    down = false;
    expect((await resolver.siteForHost("alpha.localhost"))?.slug).toBe("alpha");
    resolver.forget();
    await resolver.siteForHost("alpha.localhost");
    expect(f.reads).toEqual(["alpha.localhost", "alpha.localhost"]);
  });

  it("made-up hosts cannot grow the cache without bound", async () => {
    const f = fakes({ "alpha.localhost": site("alpha") });
    const resolver = createSiteResolver(f.sites, { cacheMs: 60_000 });
    await resolver.siteForHost("alpha.localhost");
    for (let i = 0; i < 1_000; i++) await resolver.siteForHost(`made-up-${i}.example`);
    await resolver.siteForHost("alpha.localhost");
    expect(f.reads.filter((h) => h === "alpha.localhost")).toHaveLength(2);
  });
});
