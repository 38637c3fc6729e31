import type { DomainProbe } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, harness, site } from "../../test-support/harness";
import { staffCookie } from "./staff-sessions.test-helper";

const A = "alpha.localhost";
const B = "bayside-rv";
const B_DOMAIN = `www.${B}.com.au`;

type Answer = {
  name: string;
  status: string;
  challenge: { dns: { name: string; value: string }; http: { url: string; body: string } } | null;
};
type ProblemBody = { errors?: Record<string, string>; detail: string };

describe("domains (issue 30 §3): no owner takes over another dealer's host", () => {
  let h: Harness;
  let owner = "";
  let manager = "";
  const send = (method: string, path: string, cookie: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: {
        host: A,
        cookie,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const resolvesTo = async (host: string) => (await h.store.sites.byHost(host))?.slug ?? null;
  const useProbe = (probe: DomainProbe) => {
    h.deps.domainClaims = { ...h.deps.domainClaims, probe };
  };

  beforeAll(async () => {
    h = await harness({}, [site("alpha"), site(B), site("charlie")]);
    owner = await staffCookie(h, "alpha", "owner@alpha.example", "owner");
    manager = await staffCookie(h, "alpha", "manager@alpha.example", "manager");
  }, 120_000);
  afterAll(() => h.close());

  it("refuses domains in a settings patch, naming the field; the names still answer for site B", async () => {
    for (const name of [`${B}.localhost`, "127.0.0.1", B_DOMAIN, "new-alpha.example"]) {
      const res = await send("PATCH", "/api/dealer/settings", owner, { domains: [name] });
      expect(res.status).toBe(400);
      const problem = (await res.json()) as ProblemBody;
      expect(problem.errors?.domains).toMatch(/cannot be changed in the settings/);
    }
    expect(await resolvesTo(`${B}.localhost:3000`)).toBe(B);
    expect(await resolvesTo(B_DOMAIN)).toBe(B);
    expect(await resolvesTo("127.0.0.1")).toBeNull();
    expect(await resolvesTo("new-alpha.example")).toBeNull();
    expect((await h.store.sites.get("alpha"))?.domains).toEqual(["www.alpha.com.au"]);
  });

  it("refuses to claim another site's slug host, an IP address or its verified domain", async () => {
    const cases: [string, RegExp][] = [
      [`${B}.localhost`, /\.localhost name/],
      ["127.0.0.1", /not an IP address/],
      ["[::1]", /not an IP address/],
      [`WWW.${B.toUpperCase()}.com.au.`, /already answers for another site/],
    ];
    for (const [name, message] of cases) {
      const res = await send("POST", "/api/dealer/domains", owner, { name });
      expect([name, res.status]).toEqual([name, 400]);
      expect(((await res.json()) as ProblemBody).errors?.name).toMatch(message);
    }
    expect(await resolvesTo(`${B}.localhost`)).toBe(B);
    expect(await resolvesTo(B_DOMAIN)).toBe(B);
    const list = (await (await send("GET", "/api/dealer/domains", owner)).json()) as {
      domains: Answer[];
    };
    expect(list.domains.map((d) => [d.name, d.status])).toEqual([["www.alpha.com.au", "verified"]]);
  });

  it("is the owner's alone", async () => {
    expect((await send("POST", "/api/dealer/domains", manager, { name: "m.example" })).status).toBe(
      403,
    );
    expect((await send("GET", "/api/dealer/domains", "")).status).toBe(401);
  });

  it("a pending domain never answers; a proved one answers for its site (DNS TXT)", async () => {
    const name = "cars.alpha-motors.example";
    const res = await send("POST", "/api/dealer/domains", owner, {
      name: `Cars.Alpha-Motors.example`,
    });
    expect(res.status).toBe(200);
    const pending = (await res.json()) as Answer;
    expect(pending).toMatchObject({ name, status: "pending" });
    const token = pending.challenge?.dns.value ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(pending.challenge?.dns.name).toBe(`_forecourt-challenge.${name}`);
    expect(await resolvesTo(name)).toBeNull();

    // No proof published (the harness's probe finds nothing): refused, still pending.
    const unproved = await send("POST", `/api/dealer/domains/${name}/verify`, owner);
    expect(unproved.status).toBe(400);
    expect(((await unproved.json()) as ProblemBody).errors?.name).toMatch(/no proof found/);
    expect(await resolvesTo(name)).toBeNull();

    // A wrong token in the right place proves nothing either.
    useProbe({ txtRecords: async () => ["someone-else"], httpBody: async () => "nope" });
    expect((await send("POST", `/api/dealer/domains/${name}/verify`, owner)).status).toBe(400);

    const asked: string[] = [];
    useProbe({
      txtRecords: async (at) => {
        asked.push(at);
        return at === `_forecourt-challenge.${name}` ? ["v=spf1 -all", token] : [];
      },
      httpBody: async () => null,
    });
    const verified = await send("POST", `/api/dealer/domains/${name}/verify`, owner);
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as Answer).status).toBe("verified");
    expect(asked).toEqual([`_forecourt-challenge.${name}`]);
    expect(await resolvesTo(name)).toBe("alpha");
    expect((await h.store.sites.get("alpha"))?.domains).toEqual(["www.alpha.com.au", name]);

    // Site B cannot claim it now.
    const bOwner = await staffCookie(h, B, "owner@bayside.example", "owner");
    const claim = await h.app.request("/api/dealer/domains", {
      method: "POST",
      headers: { host: `${B}.localhost`, cookie: bOwner, "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    expect(claim.status).toBe(400);
    expect(await resolvesTo(name)).toBe("alpha");

    const audit = await h.store.audit.list("alpha");
    expect(audit.map((e) => [e.action, e.target])).toEqual(
      expect.arrayContaining([
        ["domain.request", name],
        ["domain.verify", name],
      ]),
    );
  });

  it("an HTTP token at the well-known address proves a claim too; removing it stops it answering", async () => {
    const name = "shop.alpha-motors.example";
    const pending = (await (
      await send("POST", "/api/dealer/domains", owner, { name })
    ).json()) as Answer;
    const url = pending.challenge?.http.url ?? "";
    expect(url).toBe(
      `http://${name}/.well-known/forecourt-verification/${pending.challenge?.http.body}`,
    );
    useProbe({
      txtRecords: async () => [],
      httpBody: async (at) => (at === url ? `${pending.challenge?.http.body}\n` : null),
    });
    expect((await send("POST", `/api/dealer/domains/${name}/verify`, owner)).status).toBe(200);
    expect(await resolvesTo(name)).toBe("alpha");

    expect((await send("DELETE", `/api/dealer/domains/${name}`, owner)).status).toBe(200);
    expect(await resolvesTo(name)).toBeNull();
    expect((await send("DELETE", `/api/dealer/domains/${name}`, owner)).status).toBe(404);
    expect((await send("POST", `/api/dealer/domains/${name}/verify`, owner)).status).toBe(404);
  });

  it("checks one site's claims 30 times an hour at most, counted in the store", async () => {
    const cookie = await staffCookie(h, "charlie", "owner@charlie.example", "owner");
    const headers = { host: "charlie.localhost", cookie, "content-type": "application/json" };
    const name = "www.charlie-cars.example";
    const asked = await h.app.request("/api/dealer/domains", {
      method: "POST",
      headers,
      body: JSON.stringify({ name }),
    });
    expect(asked.status).toBe(200);
    const counted: string[] = [];
    useProbe({
      txtRecords: async (at) => {
        counted.push(at);
        return [];
      },
      httpBody: async () => null,
    });
    const verify = () =>
      h.app.request(`/api/dealer/domains/${name}/verify`, { method: "POST", headers });
    for (let i = 0; i < 30; i++) expect((await verify()).status).toBe(400);
    const refused = await verify();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ProblemBody).detail).toMatch(/checked 30 times/);
    // The 31st never reached DNS; alpha's own checks are counted apart.
    expect(counted).toHaveLength(30);
    expect(await h.store.rateCounter.hit("domain-check:charlie", 3_600_000)).toMatchObject({
      count: 32,
    });
  });
});
