import type { StaffRole } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, cookiesOf, type Harness, harness, NOW } from "../../test-support/harness";

const A = "alpha.localhost";
const B = "bravo.localhost";

/** Adds `email` to the site's staff with `role` and signs in through the real code flow. */
async function staffCookie(h: Harness, host: string, role: StaffRole): Promise<string> {
  const site = host.split(".")[0] ?? "";
  const email = `${role}@${site}.example`;
  await h.store.staff.add(site, { email, role }, NOW);
  const api = client(h.app, host);
  const sent = await api.post("/api/dealer/auth/code", { email });
  if (sent.status !== 200) throw new Error(`code: ${sent.status} ${await sent.text()}`);
  const code = h.staffCodes.codes.get(`${site}:${email}`);
  const signed = await api.post("/api/dealer/auth/sign-in", { email, code });
  if (signed.status !== 200) throw new Error(`sign-in: ${signed.status} ${await signed.text()}`);
  return cookiesOf(signed);
}

describe("dealer console API: stock, settings, audit (issue 17 §3)", () => {
  let h: Harness;
  const as: Record<string, string> = {};
  const send = (
    host: string,
    method: string,
    path: string,
    cookie: string,
    body?: unknown,
    type = "application/json",
  ) =>
    h.app.request(path, {
      method,
      headers: { host, cookie, ...(body === undefined ? {} : { "content-type": type }) },
      ...(body === undefined
        ? {}
        : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });

  beforeAll(async () => {
    h = await harness();
    // Imported after the app: core's schemas must load after @hono/zod-openapi has extended zod
    // (leads.schema.ts calls .openapi() on core's LeadInboxQuery).
    const { createStockSync } = await import("@forecourt/adapters/search/stock-sync");
    const sync = createStockSync(h.store.stock, h.deps.search);
    await sync.sync();
    h.deps.syncStock = () => sync.sync();
    for (const role of ["sales", "manager", "owner"] as const)
      as[role] = await staffCookie(h, A, role);
    as.bravoOwner = await staffCookie(h, B, "owner");
  }, 120_000);
  afterAll(() => h.close());

  it("lists the site's stock for any staff, searched and filtered; never another site's", async () => {
    const res = await send(A, "GET", "/api/dealer/stock?q=corolla%203", as.sales ?? "");
    expect(res.status).toBe(200);
    const page = (await res.json()) as { rows: { id: string }[]; total: number };
    expect(page.rows.map((r) => r.id)).toEqual(["alpha-3"]);
    const all = (await (await send(A, "GET", "/api/dealer/stock", as.sales ?? "")).json()) as {
      rows: { id: string }[];
    };
    expect(all.rows.every((r) => r.id.startsWith("alpha-"))).toBe(true);
  });

  it("each row carries the car's page views, the counter the vehicle page's view.json counts", async () => {
    const views = async () => {
      const page = (await (
        await send(A, "GET", "/api/dealer/stock?q=corolla%203", as.sales ?? "")
      ).json()) as { rows: { id: string; views: number }[] };
      return page.rows[0]?.views ?? -1;
    };
    const before = await views();
    const counted = (await (
      await h.app.request("/api/cars/alpha-car-3/view.json", { headers: { host: A } })
    ).json()) as { views: number };
    expect(counted.views).toBe(before + 1);
    expect(await views()).toBe(counted.views);
  });

  it("a price change needs a manager, is validated, and reaches the shopper site's search at once", async () => {
    expect(
      (
        await send(A, "PATCH", "/api/dealer/stock/alpha-1", as.sales ?? "", {
          action: "price",
          price: 19990,
        })
      ).status,
    ).toBe(403);
    const bad = await send(A, "PATCH", "/api/dealer/stock/alpha-1", as.manager ?? "", {
      action: "price",
      price: "0",
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      errors: { price: "The price must be more than $0." },
    });

    const res = await send(A, "PATCH", "/api/dealer/stock/alpha-1", as.manager ?? "", {
      action: "price",
      price: "19,990",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      row: { id: "alpha-1", price: 19990, mark: "available" },
    });
    const shopper = await client(h.app, A).get("/api/search?path=/search");
    expect(shopper.status).toBe(200);
    const hits = ((await shopper.json()) as { hits: { id: string; price: number }[] }).hits;
    expect(hits.find((c) => c.id === "alpha-1")?.price).toBe(19990);
  });

  it("another site's car is a 404, and its staff cannot edit this site's", async () => {
    const res = await send(A, "PATCH", "/api/dealer/stock/bravo-1", as.manager ?? "", {
      action: "hide",
    });
    expect(res.status).toBe(404);
    expect((await h.store.stock.get("bravo", "bravo-1"))?.show_on_dealer_website).toBe(true);
    const foreign = await send(A, "PATCH", "/api/dealer/stock/alpha-2", as.bravoOwner ?? "", {
      action: "hide",
    });
    expect(foreign.status).toBe(403);
    expect(
      (await send(A, "PATCH", "/api/dealer/stock/alpha-2", "", { action: "hide" })).status,
    ).toBe(401);
  });

  it("a feed upload imports row by row and reports the rejected rows", async () => {
    const feed = [
      JSON.stringify({
        id: "alpha-9",
        slug: "alpha-car-9",
        status: "in_stock",
        make: "Kia",
        price: 9990,
      }),
      JSON.stringify({ id: "alpha-10", price: "lots" }),
    ].join("\n");
    const res = await send(
      A,
      "POST",
      "/api/dealer/stock/import?name=feed.ndjson",
      as.manager ?? "",
      feed,
      "text/plain",
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      rows: 2,
      added: 1,
      rejected: [{ line: 2, id: "alpha-10", field: "price" }],
    });
    expect(await h.store.stock.get("alpha", "alpha-9")).toMatchObject({ price: 9990 });
    const unreadable = await send(
      A,
      "POST",
      "/api/dealer/stock/import?name=x.json",
      as.manager ?? "",
      "[{",
      "text/plain",
    );
    expect(unreadable.status).toBe(400);
  });

  it("settings: hours for managers, the rest for owners; errors name the JSON path; nothing half-written", async () => {
    const got = await send(A, "GET", "/api/dealer/settings", as.manager ?? "");
    expect(got.status).toBe(200);
    const settings = (await got.json()) as {
      locations: Record<string, unknown>[];
      phones: { used: null };
    };
    expect(
      (
        await send(A, "PATCH", "/api/dealer/settings", as.manager ?? "", {
          phones: { used: "07 3000 1111" },
        })
      ).status,
    ).toBe(403);

    const location = settings.locations[0] as { contact_detail: Record<string, unknown> };
    const hours = [
      {
        ...location,
        contact_detail: {
          ...location.contact_detail,
          opening_hours: [{ weekday: 6, status: "Open", open: "09:00", close: "12:00" }],
        },
      },
    ];
    expect(
      (await send(A, "PATCH", "/api/dealer/settings", as.manager ?? "", { locations: hours }))
        .status,
    ).toBe(200);

    const invalid = await send(A, "PATCH", "/api/dealer/settings", as.owner ?? "", {
      phones: { used: "07 3000 1111" },
      features: { compare: "yes" },
    });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: Record<string, string> }).errors).toHaveProperty([
      "features.compare",
    ]);
    expect((await h.store.sites.get("alpha"))?.phones.used).toBeNull();

    const ok = await send(A, "PATCH", "/api/dealer/settings", as.owner ?? "", {
      phones: { used: "07 3000 1111" },
    });
    expect(ok.status).toBe(200);
    expect((await h.store.sites.get("alpha"))?.phones.used).toBe("07 3000 1111");
  });

  it("the audit log shows every change with who, before and after, to owners only", async () => {
    expect((await send(A, "GET", "/api/dealer/audit", as.manager ?? "")).status).toBe(403);
    const res = await send(A, "GET", "/api/dealer/audit", as.owner ?? "");
    expect(res.status).toBe(200);
    const { entries } = (await res.json()) as {
      entries: { action: string; actor: { email: string }; before: unknown; after: unknown }[];
    };
    expect(entries.map((e) => e.action)).toEqual([
      "settings.update",
      "settings.update",
      "stock.import",
      "stock.price",
    ]);
    expect(entries.at(-1)).toMatchObject({
      // In the site's zone, as the leads' times are (not the server's, UTC here).
      atText: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Australia\/Brisbane\)$/),
      actor: { email: "manager@alpha.example" },
      before: { price: 25100 },
      after: { price: 19990 },
    });
    const bravo = await send(B, "GET", "/api/dealer/audit", as.bravoOwner ?? "");
    expect(((await bravo.json()) as { entries: unknown[] }).entries).toEqual([]);
  });

  it("every console route is in the OpenAPI document with its role", async () => {
    const doc = (await (await client(h.app, A).get("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { "x-staff-role"?: string }>>;
    };
    expect(doc.paths["/api/dealer/stock"]?.get?.["x-staff-role"]).toBe("sales");
    expect(doc.paths["/api/dealer/stock/{id}"]?.patch?.["x-staff-role"]).toBe("manager");
    expect(doc.paths["/api/dealer/stock/import"]?.post?.["x-staff-role"]).toBe("manager");
    expect(doc.paths["/api/dealer/settings"]?.patch?.["x-staff-role"]).toBe("manager");
    expect(doc.paths["/api/dealer/audit"]?.get?.["x-staff-role"]).toBe("owner");
  });
});

describe("dealer console API: the feed upload's body limit", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ bodyLimitBytes: 1024 });
  }, 120_000);
  afterAll(() => h.close());

  it("only the import path takes a body over the API's limit", async () => {
    const cookie = await staffCookie(h, A, "manager");
    const rows = Array.from({ length: 40 }, (_, i) =>
      JSON.stringify({ id: `big-${i}`, status: "in_stock", make: "Kia", price: 1000 + i }),
    ).join("\n");
    expect(rows.length).toBeGreaterThan(1024);
    const imported = await h.app.request("/api/dealer/stock/import?name=big.ndjson", {
      method: "POST",
      headers: { host: A, cookie, "content-type": "text/plain" },
      body: rows,
    });
    expect(imported.status).toBe(200);
    expect(await imported.json()).toMatchObject({ added: 40 });
    const patched = await h.app.request("/api/dealer/settings", {
      method: "PATCH",
      headers: { host: A, cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(2000) }),
    });
    expect(patched.status).toBe(413);
  });
});
