import { Writable } from "node:stream";
import { openPglite } from "@forecourt/adapters/store/connection";
import { storeOn } from "@forecourt/adapters/store/create-store";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { client, goodLead, type Harness, harness, site } from "./test-support/harness";

let h: Harness;
beforeAll(async () => {
  h = await harness();
}, 120_000);
afterAll(() => h.close());

const quiet = pino({ level: "silent" });

describe("rate limits on lead, sign-in and quote endpoints", () => {
  it("answers 429 with Retry-After per IP, other IPs unaffected", async () => {
    const app = createApp(h.deps, {
      logger: quiet,
      trustedProxyHops: 1,
      rateLimits: { windowMs: 60_000, perIp: 3, perSite: 100 },
    });
    const api = client(app, "alpha.localhost");
    // The client's own leftmost entry, then the address the one trusted proxy appended.
    const from = (ip: string) => ({ "x-forwarded-for": `10.0.0.1, ${ip}` });
    for (let i = 0; i < 3; i++) {
      expect((await api.post("/api/leads", goodLead, from("203.0.113.7"))).status).toBe(201);
    }
    const limited = await api.post("/api/leads", goodLead, from("203.0.113.7"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.json()).toHaveProperty("message");
    expect((await api.post("/api/leads", goodLead, from("203.0.113.8"))).status).toBe(201);
    // Sign-in and quotes count separately from leads.
    expect(
      (await api.post("/api/auth/code", { phone: "0412345678" }, from("203.0.113.7"))).status,
    ).toBe(200);
    const quote = { purchasePrice: 20_000 };
    expect((await api.post("/api/youx/quote", quote, from("203.0.113.7"))).status).toBe(200);
  });

  it("counts an IP across every site of the deployment, not once per tenant", async () => {
    const app = createApp(h.deps, {
      logger: quiet,
      trustedProxyHops: 1,
      rateLimits: { windowMs: 60_000, perIp: 3, perSite: 100 },
    });
    const from = { "x-forwarded-for": "203.0.113.50" };
    const statuses = [];
    for (const host of ["alpha.localhost", "bravo.localhost", "alpha.localhost", "bravo.localhost"])
      statuses.push((await client(app, host).post("/api/leads", goodLead, from)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("answers 429 per site whatever the IP, other sites unaffected", async () => {
    const app = createApp(h.deps, {
      logger: quiet,
      trustedProxyHops: 1,
      rateLimits: { windowMs: 60_000, perIp: 100, perSite: 2 },
    });
    // The counts live in the store every app here shares (as processes do): bravo has had no
    // quote yet; alpha had one (the first test), so it has one left.
    const bravo = client(app, "bravo.localhost");
    const quote = { purchasePrice: 20_000 };
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await bravo.post("/api/youx/quote", quote, { "x-forwarded-for": `198.51.100.${i}` }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await client(app, "alpha.localhost").post("/api/youx/quote", quote)).status).toBe(200);
  });

  it("counts once for every app on one store: two instances share the limit (issue 20 §3)", async () => {
    const options = {
      logger: quiet,
      trustedProxyHops: 1,
      rateLimits: { windowMs: 60_000, perIp: 2, perSite: 100 },
    };
    const [one, two] = [createApp(h.deps, options), createApp(h.deps, options)];
    const from = { "x-forwarded-for": "192.0.2.77" };
    const statuses = [];
    for (const app of [one, two, one]) {
      statuses.push(
        (await client(app, "alpha.localhost").post("/api/leads", goodLead, from)).status,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe("Origin checks on state-changing requests", () => {
  const api = () => client(h.app, "alpha.localhost:3000");
  it.each([
    ["http://alpha.localhost:3000", 201],
    ["https://www.alpha.com.au", 201],
    ["https://evil.example", 403],
    ["https://bravo.localhost", 403],
    ["null", 403],
  ])("Origin %s → %i", async (origin, status) => {
    expect((await api().post("/api/leads", goodLead, { origin })).status).toBe(status);
  });

  it("refuses a cross-site browser request without Origin; GETs are not checked", async () => {
    expect(
      (await api().post("/api/leads", goodLead, { "sec-fetch-site": "cross-site" })).status,
    ).toBe(403);
    expect((await api().get("/api/session", { origin: "https://evil.example" })).status).toBe(200);
  });
});

describe("body limit, security headers, unknown hosts", () => {
  it("answers 413 to a body over 64 KB and stores nothing", async () => {
    const before = (await h.store.leads.list("alpha", { limit: 1000 })).length;
    const huge = { ...goodLead, fields: { ...goodLead.fields, message: "x".repeat(70 * 1024) } };
    const res = await client(h.app, "alpha.localhost").post("/api/leads", huge);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ errors: { body: "The request is too large." } });
    expect((await h.store.leads.list("alpha", { limit: 1000 })).length).toBe(before);
  });

  it("sets security headers on every answer", async () => {
    const res = await client(h.app, "alpha.localhost").get("/api/session");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(res.headers.get("strict-transport-security")).toContain("max-age");
    expect(res.headers.get("content-security-policy")).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("permissions-policy")).toContain("camera=()");
    // Errors too: a 404 and a 400 carry them.
    for (const other of [
      await client(h.app, "alpha.localhost").get("/api/nothing-here"),
      await client(h.app, "alpha.localhost").post("/api/leads", {}),
    ]) {
      expect(other.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(other.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("an unknown or missing host is a 404 JSON answer", async () => {
    const unknown = await client(h.app, "nobody.localhost").post("/api/leads", goodLead);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "Unknown site" });
    expect((await h.app.request("/api/session", { headers: { host: "bad host!" } })).status).toBe(
      404,
    );
  });
});

/** A pino logger writing into `lines`, one JSON line per entry. */
function capturedLogger(lines: string[]) {
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return pino({ level: "info" }, sink);
}

describe("logs when the store fails", () => {
  const MARKER = "Marker-7f3a9c";
  const markedLead = {
    form: "general",
    fields: {
      ...goodLead.fields,
      name: `Sam ${MARKER}`,
      email: `${MARKER.toLowerCase()}@example.com`,
      message: `Call me ${MARKER}`,
    },
  };

  it("a failed query logs the route, site, error class and SQL state, never a value of the lead", async () => {
    // A second store whose lead insert fails inside PostgreSQL: the driver's error message
    // then quotes the statement with every parameter, as it does for any failing query.
    const lines: string[] = [];
    const raw = await openPglite(":memory:");
    const store = await storeOn(raw);
    await store.sites.save(site("alpha"));
    await raw.db.execute(
      sql.raw(`CREATE FUNCTION refuse_lead() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused'; END $$`),
    );
    await raw.db.execute(
      sql.raw(
        "CREATE TRIGGER refuse_lead BEFORE INSERT ON leads FOR EACH ROW EXECUTE FUNCTION refuse_lead()",
      ),
    );
    const app = createApp(
      { ...h.deps, sites: store.sites, leads: store.leads },
      { logger: capturedLogger(lines), rateLimits: false },
    );
    const res = await client(app, "alpha.localhost").post("/api/leads", markedLead, {
      "x-request-id": "req-failing-1",
    });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain(MARKER);
    // The store unreachable: 503, and still nothing of the lead in the log.
    await store.close();
    const down = await client(app, "alpha.localhost").post("/api/leads", markedLead);
    expect(down.status).toBe(503);
    const all = lines.join("\n");
    expect(all).not.toContain(MARKER);
    expect(all.toLowerCase()).not.toContain(MARKER.toLowerCase());
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({
        reqId: "req-failing-1",
        route: "/api/leads",
        site: "alpha",
        sqlState: "P0001",
        errClass: expect.stringContaining("Error"),
        msg: "unhandled error",
      }),
    );
    expect(entries.some((e) => e.msg === "store unavailable")).toBe(true);
  });
});

describe("structured logs", () => {
  it("log a request id, the site and the route — never the shopper's details", async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createApp(h.deps, { logger: pino({ level: "info" }, sink), rateLimits: false });
    await client(app, "alpha.localhost").post("/api/leads", goodLead, {
      "x-request-id": "req-abc-123",
    });
    await client(app, "alpha.localhost").get("/api/delivery?postcode=4000");
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries[0]).toMatchObject({
      reqId: "req-abc-123",
      site: "alpha",
      route: "/api/leads",
      status: 201,
    });
    expect(entries[1]).toMatchObject({ site: "alpha", route: "/api/delivery", status: 200 });
    const all = lines.join("\n");
    for (const secret of [
      "Sam Citizen",
      "sam@example.com",
      "0412 345 678",
      "4000",
      "white Corolla",
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
