import { createStore, type Store } from "@forecourt/adapters/store/create-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteCreate, siteDelete, siteList, siteSchema, siteSet, siteShow } from "./site-actions";

const SECRET = "whsec-0123456789abcdef";
const document = {
  slug: "harbour-motors",
  name: "Harbour Motors",
  domains: ["www.harbour-motors.example"],
  locations: [
    {
      id: "hm-1",
      name: "Harbour Motors Sales",
      slug: "sales",
      address: { street: "1 Quay St", city: "Auckland", state: "AUK", postcode: "1010" },
      contact_detail: {
        phone: "+64 9 555 0101",
        opening_hours: [{ weekday: 1, status: "Open", open: "08:30", close: "17:30" }],
      },
    },
  ],
  menu: [{ label: "Stock", dropdown: "stock" }],
  theme: { primary: "#004466" },
  finance: { provider: "youx" },
  phones: { used: "+64 9 555 0102" },
  leadWebhookUrl: "https://crm.harbour-motors.example/adf",
  leadWebhookSecret: SECRET,
  leadRecipients: ["sales@harbour-motors.example"],
};

let store: Store;
beforeAll(async () => {
  store = await createStore({ dataDir: ":memory:" });
});
afterAll(() => store.close());

const parsed = (stdout: string) => JSON.parse(stdout) as Record<string, unknown>;

describe("forecourt site (against a store)", () => {
  it("create → show → create again gives the same site", async () => {
    expect(await siteCreate(store.sites, document, true)).toEqual({
      stdout: '{"slug":"harbour-motors"}',
      stderr: [],
      exitCode: 0,
    });
    const first = await store.sites.get("harbour-motors");
    const shown = await siteShow(store.sites, "harbour-motors", { json: true, showSecrets: true });
    expect(
      await siteDelete(store.sites, "harbour-motors", { json: false, yes: true }),
    ).toMatchObject({ exitCode: 0 });
    expect((await siteCreate(store.sites, parsed(shown.stdout), false)).stdout).toBe(
      "harbour-motors",
    );
    expect(await store.sites.get("harbour-motors")).toEqual(first);
    const again = await siteShow(store.sites, "harbour-motors", { json: true, showSecrets: true });
    expect(again.stdout).toBe(shown.stdout);
  });

  it("show masks secrets unless asked; the masked document cannot create a site", async () => {
    const masked = await siteShow(store.sites, "harbour-motors", {
      json: false,
      showSecrets: false,
    });
    expect(masked.stdout).not.toContain(SECRET);
    expect(masked.stdout).toContain("\n  "); // pretty without --json
    const copy = { ...parsed(masked.stdout), slug: "harbour-copy", domains: [] };
    expect(await siteCreate(store.sites, copy, false)).toEqual({
      stdout: "",
      stderr: [
        "leadWebhookSecret: is masked; give the real secret (site show SLUG --show-secrets) or null",
      ],
      exitCode: 2,
    });
    expect(
      await siteCreate(store.sites, { ...copy, leadWebhookSecret: null }, false),
    ).toMatchObject({
      exitCode: 0,
    });
  });

  it("invalid documents exit 2 with one line per problem and write nothing", async () => {
    const before = await store.sites.version();
    const bad = {
      ...document,
      slug: "broken-motors",
      domains: [],
      locations: [
        document.locations[0],
        document.locations[0],
        { ...document.locations[0], address: { postcode: "12" } },
      ],
      leadWebhookUrl: "not a url",
    };
    const run = await siteCreate(store.sites, bad, false);
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toEqual([
      'locations[2].address.postcode: must be four digits, got "12"',
      "leadWebhookUrl: must be an absolute http:// or https:// address",
    ]);
    expect(await siteCreate(store.sites, document, false)).toEqual({
      stdout: "",
      stderr: [
        "slug: a site 'harbour-motors' already exists (change it with `forecourt site set`)",
      ],
      exitCode: 2,
    });
    expect(
      (await siteCreate(store.sites, { ...document, slug: "other-harbour" }, false)).stderr,
    ).toEqual(["domains[0]: www.harbour-motors.example already answers for site 'harbour-motors'"]);
    expect(await store.sites.get("broken-motors")).toBeNull();
    expect(await store.sites.version()).toBe(before);
  });

  it("set applies a merge patch validated as a whole", async () => {
    const ok = await siteSet(
      store,
      "harbour-motors",
      { name: "Harbour Motor Group", features: { reserve: true }, menu: null },
      true,
    );
    expect(ok).toEqual({
      stdout: '{"slug":"harbour-motors","updated":true}',
      stderr: [],
      exitCode: 0,
    });
    const site = await store.sites.get("harbour-motors");
    expect([site?.name, site?.features.reserve, site?.menu, site?.leadWebhookSecret]).toEqual([
      "Harbour Motor Group",
      true,
      null,
      SECRET,
    ]);
    const bad = await siteSet(
      store,
      "harbour-motors",
      { name: "", theme: { primary: "red" } },
      false,
    );
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toHaveLength(2);
    expect((await store.sites.get("harbour-motors"))?.name).toBe("Harbour Motor Group");
    expect((await siteSet(store, "nobody", {}, false)).exitCode).toBe(1);
  });

  it("set is the console's settings change: audited like it, and routing names only the site's staff (issue 31 §1)", async () => {
    const now = new Date("2026-11-25T01:00:00Z");
    const run = await siteSet(
      store,
      "harbour-motors",
      { phones: { new: "+64 9 555 0199" } },
      true,
      now,
    );
    expect(run.exitCode).toBe(0);
    const [entry] = await store.audit.list("harbour-motors", { action: "settings.update" });
    expect(entry).toMatchObject({
      actor: { email: "operator (forecourt CLI)", role: "owner" },
      action: "settings.update",
      target: "settings",
      before: { phones: { new: null } },
      after: { phones: { new: "+64 9 555 0199" } },
      at: now,
    });
    expect(JSON.stringify(entry)).not.toContain(SECRET);

    const before = await store.sites.get("harbour-motors");
    const routing = await siteSet(
      store,
      "harbour-motors",
      { leadRouting: { fallbackOwner: "nobody" } },
      false,
      now,
    );
    expect(routing).toEqual({
      stdout: "",
      stderr: ["leadRouting.fallbackOwner: There is no such staff member on this site."],
      exitCode: 2,
    });
    expect(await store.sites.get("harbour-motors")).toEqual(before);
  });

  it("lists sites, and deletes only with --yes", async () => {
    const list = await siteList(store.sites, true);
    expect(JSON.parse(list.stdout)).toEqual(
      expect.arrayContaining([
        {
          slug: "harbour-motors",
          name: "Harbour Motor Group",
          domains: ["www.harbour-motors.example"],
        },
      ]),
    );
    expect(
      await siteDelete(store.sites, "harbour-motors", { json: true, yes: false }),
    ).toMatchObject({
      exitCode: 2,
    });
    expect(await store.sites.get("harbour-motors")).not.toBeNull();
    expect(
      (await siteDelete(store.sites, "harbour-motors", { json: true, yes: true })).stdout,
    ).toBe('{"slug":"harbour-motors","deleted":true}');
    expect(
      (await siteShow(store.sites, "harbour-motors", { json: true, showSecrets: false })).exitCode,
    ).toBe(1);
  });

  it("prints the JSON Schema, in which only slug and name are required", () => {
    const schema = parsed(siteSchema(true).stdout);
    expect(schema.required).toEqual(["slug", "name"]);
    expect(Object.keys(schema.properties as object)).toEqual(
      expect.arrayContaining([
        "locations",
        "menu",
        "theme",
        "finance",
        "phones",
        "domains",
        "leadWebhookSecret",
      ]),
    );
  });
});

describe("forecourt site show and a stock feed address's credentials (issue 33)", () => {
  const FEED = "https://feeds:t0p-s3cret@dms.example/stock.csv?token=k3y-k3y";
  const feedSite = { slug: "feed-motors", name: "Feed Motors", stockFeed: { url: FEED } };

  it("masks them unless asked; the masked document sent back keeps them", async () => {
    expect((await siteCreate(store.sites, feedSite, true)).exitCode).toBe(0);
    const masked = await siteShow(store.sites, "feed-motors", { json: true, showSecrets: false });
    expect(masked.stdout).not.toMatch(/s3cret|k3y/);
    expect((parsed(masked.stdout).stockFeed as { url: string }).url).toBe(
      "https://feeds:•••@dms.example/stock.csv?token=•••",
    );
    const shown = await siteShow(store.sites, "feed-motors", { json: true, showSecrets: true });
    expect((parsed(shown.stdout).stockFeed as { url: string }).url).toBe(FEED);
    const back = { ...parsed(masked.stdout), name: "Feed Motors Ltd" };
    expect((await siteSet(store, "feed-motors", back, true)).exitCode).toBe(0);
    expect((await store.sites.get("feed-motors"))?.stockFeed?.url).toBe(FEED);
  });
});
