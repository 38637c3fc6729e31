import type { DomainClaimSettings } from "@forecourt/adapters/sites/site-domains";
import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { DOMAINS_NOT_EDITABLE, defaultSiteConfig } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteSet } from "./site-actions";
import {
  type DomainCliTargets,
  siteDomainList,
  siteDomainRemove,
  siteDomainRequest,
  siteDomainVerify,
} from "./site-domain-actions";

let store: Store;
const published = new Map<string, string[]>();
const claims: DomainClaimSettings = {
  probe: { txtRecords: async (name) => published.get(name) ?? [], httpBody: async () => null },
  platformHosts: ["forecourt.example"],
  limit: 10,
};
const targets = (): DomainCliTargets => ({ ...store, domainClaims: claims });

beforeAll(async () => {
  store = await createStore({ dataDir: ":memory:" });
  await store.sites.save(defaultSiteConfig("harbour", "Harbour"));
  await store.sites.save(defaultSiteConfig("bayside-rv", "Bayside"));
});
afterAll(() => store.close());

describe("forecourt site domain (issue 30 §3)", () => {
  it("refuses a name no site may claim, and an unknown site", async () => {
    for (const name of ["bayside-rv.localhost", "127.0.0.1", "shop.forecourt.example"]) {
      const run = await siteDomainRequest(targets(), "harbour", name, false);
      expect(run.exitCode).toBe(2);
      expect(run.stderr[0]).toMatch(/^name: /);
    }
    expect((await siteDomainRequest(targets(), "nobody", "a.example", false)).exitCode).toBe(1);
    expect((await store.sites.byHost("bayside-rv.localhost"))?.slug).toBe("bayside-rv");
  });

  it("site set cannot add a domain", async () => {
    const run = await siteSet(store, "harbour", { domains: ["bayside-rv.localhost"] }, false);
    expect(run).toEqual({ stdout: "", stderr: [DOMAINS_NOT_EDITABLE], exitCode: 2 });
  });

  it("request prints the proof to publish; verify answers only once it is found", async () => {
    const name = "www.harbour.example";
    const asked = await siteDomainRequest(targets(), "harbour", name, true);
    expect(asked.exitCode).toBe(0);
    const view = JSON.parse(asked.stdout) as {
      challenge: { dns: { name: string; value: string } };
    };
    expect(view.challenge.dns.name).toBe(`_forecourt-challenge.${name}`);
    const text = (await siteDomainList(targets(), "harbour", false)).stdout;
    expect(text).toContain(`${name}  pending`);
    expect(text).toContain(`TXT record _forecourt-challenge.${name} = ${view.challenge.dns.value}`);

    const unproved = await siteDomainVerify(targets(), "harbour", name, false);
    expect(unproved.exitCode).toBe(2);
    expect(unproved.stderr[0]).toMatch(/^name: no proof found/);
    expect(await store.sites.byHost(name)).toBeNull();

    published.set(view.challenge.dns.name, [view.challenge.dns.value]);
    const proved = await siteDomainVerify(targets(), "harbour", name, false);
    expect(proved).toEqual({ stdout: `${name}  verified`, stderr: [], exitCode: 0 });
    expect((await store.sites.byHost(name))?.slug).toBe("harbour");

    expect((await siteDomainRemove(targets(), "harbour", name, false)).exitCode).toBe(0);
    expect(await store.sites.byHost(name)).toBeNull();
    expect((await siteDomainRemove(targets(), "harbour", name, false)).exitCode).toBe(1);
  });
});
