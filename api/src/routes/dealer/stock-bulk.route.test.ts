import type { StaffRole } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  car,
  client,
  cookiesOf,
  type Harness,
  harness,
  NOW,
  site,
} from "../../test-support/harness";

const A = "alpha.localhost";
const B = "bravo.localhost";
const yard = (slug: string, id: string, name: string, primary = false) => ({
  id,
  name,
  slug,
  primary,
});

async function staffCookie(h: Harness, host: string, role: StaffRole): Promise<string> {
  const slug = host.split(".")[0] ?? "";
  const email = `${role}@${slug}.example`;
  await h.store.staff.add(slug, { email, role }, NOW);
  const api = client(h.app, host);
  await api.post("/api/dealer/auth/code", { email });
  const signed = await api.post("/api/dealer/auth/sign-in", {
    email,
    code: h.staffCodes.codes.get(`${slug}:${email}`),
  });
  if (signed.status !== 200) throw new Error(`sign-in: ${signed.status}`);
  return cookiesOf(signed);
}

type Row = {
  id: string;
  km: number | null;
  days: number | null;
  location: { name: string } | null;
  photo: string | null;
  views: number;
  leads: number;
};
type Changes = { changes: { id: string; field: string; before: string; after: string }[] };

describe("the console's stock list and bulk changes (issue 35 §1)", () => {
  let h: Harness;
  const as: Record<string, string> = {};
  const send = (host: string, method: string, path: string, cookie: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: {
        host,
        cookie,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const list = async (query: string, cookie = as.sales ?? "") => {
    const res = await send(A, "GET", `/api/dealer/stock${query}`, cookie);
    expect(res.status).toBe(200);
    return ((await res.json()) as { rows: Row[] }).rows;
  };

  beforeAll(async () => {
    // NOW is 23 Nov 2026, 10:00 in Brisbane.
    const alpha = site("alpha", {
      locations: [
        yard("alpha", "alpha-loc", "Springwood", true),
        yard("alpha", "alpha-north", "Aspley"),
      ],
    } as never);
    h = await harness({ now: () => NOW }, [alpha, site("bravo")]);
    await h.store.stock.upsert("alpha", [
      car("alpha", 6, {
        km: 5,
        created_at: "2026-11-13T09:00:00+10:00",
        primary_image_url: "/six.jpg",
        location_id: "alpha-north",
      }),
      car("alpha", 7, { km: 90_000, created_at: "2026-11-23", price: 500 }),
    ]);
    await h.store.stock.upsert("bravo", [car("bravo", 6, { id: "alpha-6", km: 1 })]);
    await h.store.views.increment("alpha", "alpha-6");
    await h.store.views.increment("bravo", "alpha-6");
    for (const [slug, carId] of [
      ["alpha", "alpha-7"],
      ["alpha", "alpha-7"],
      ["bravo", "alpha-7"],
    ] as const) {
      await h.deps.leads.create(
        { site: slug, kind: "general", payload: { car_id: carId }, idempotencyKey: null },
        NOW,
      );
    }
    for (const role of ["sales", "manager"] as const) as[role] = await staffCookie(h, A, role);
    as.bravoOwner = await staffCookie(h, B, "owner");
  }, 120_000);
  afterAll(() => h.close());

  it("each row has photo, km, days in stock, location, views and leads, this site's only", async () => {
    const rows = await list("?sort=km&dir=desc");
    expect(rows.map((r) => r.id)).toEqual([
      "alpha-7",
      "alpha-5",
      "alpha-4",
      "alpha-3",
      "alpha-2",
      "alpha-1",
      "alpha-6",
    ]);
    expect(rows.find((r) => r.id === "alpha-6")).toMatchObject({
      km: 5,
      days: 10,
      photo: "/six.jpg",
      location: { name: "Aspley" },
      views: 1,
      leads: 0,
    });
    expect(rows.find((r) => r.id === "alpha-7")).toMatchObject({
      days: 0,
      photo: null,
      location: { name: "Springwood" },
      views: 0,
      leads: 2,
    });
  });

  it("filters and sorts on the server by each column", async () => {
    expect((await list("?daysMin=5")).map((r) => r.id)).toEqual(["alpha-6"]);
    expect((await list("?location=alpha-north")).map((r) => r.id)).toEqual(["alpha-6"]);
    expect((await list("?photo=with")).map((r) => r.id)).toEqual(["alpha-6"]);
    expect((await list("?leadsMin=1")).map((r) => r.id)).toEqual(["alpha-7"]);
    expect((await list("?sort=views&dir=desc")).map((r) => r.id)[0]).toBe("alpha-6");
    expect((await list("?sort=days")).map((r) => r.id).slice(0, 2)).toEqual(["alpha-7", "alpha-6"]);
  });

  it("a bad filter is a 400 naming it", async () => {
    for (const [query, field] of [
      ["?sort=colour", "sort"],
      ["?kmMin=9&kmMax=1", "kmMax"],
      ["?daysMin=soon", "daysMin"],
    ]) {
      const res = await send(A, "GET", `/api/dealer/stock${query}`, as.sales ?? "");
      expect(res.status).toBe(400);
      const body = (await res.json()) as { detail: string; errors: Record<string, string> };
      expect(Object.keys(body.errors)).toEqual([field]);
      expect(body.detail).toContain(field);
    }
  });

  it("a bad price in a single edit says which field and why, not only 'Please check the change'", async () => {
    const res = await send(A, "PATCH", "/api/dealer/stock/alpha-1", as.manager ?? "", {
      action: "price",
      price: "-5",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      detail: "The price must be more than $0.",
      errors: { price: "The price must be more than $0." },
    });
  });

  it("bulk changes need a manager of this site: sales 403, another site's staff 403, no session 401", async () => {
    const body = { ids: ["alpha-1"], change: { kind: "visibility", shown: false } };
    for (const mode of ["preview", "apply"]) {
      expect(
        (await send(A, "POST", `/api/dealer/stock/bulk/${mode}`, as.sales ?? "", body)).status,
      ).toBe(403);
      expect(
        (await send(A, "POST", `/api/dealer/stock/bulk/${mode}`, as.bravoOwner ?? "", body)).status,
      ).toBe(403);
      expect((await send(A, "POST", `/api/dealer/stock/bulk/${mode}`, "", body)).status).toBe(401);
    }
    expect((await h.store.stock.get("alpha", "alpha-1"))?.show_on_dealer_website).toBe(true);
  });

  it("the preview saves nothing; apply saves exactly the preview and audits each car", async () => {
    const body = {
      ids: ["alpha-2", "alpha-3"],
      change: { kind: "price-percent", percent: "-2.5" },
    };
    const preview = await send(A, "POST", "/api/dealer/stock/bulk/preview", as.manager ?? "", body);
    expect(preview.status).toBe(200);
    const shown = (await preview.json()) as Changes;
    // 25,200 × 0.975 = 24,570; 25,300 × 0.975 = 24,667.5 → 24,668
    expect(shown.changes).toEqual([
      {
        id: "alpha-2",
        title: "2022 Toyota Corolla",
        field: "price",
        before: "$25,200",
        after: "$24,570",
      },
      {
        id: "alpha-3",
        title: "2022 Toyota Corolla",
        field: "price",
        before: "$25,300",
        after: "$24,668",
      },
    ]);
    expect((await h.store.stock.get("alpha", "alpha-2"))?.price).toBe(25_200);
    const applied = await send(A, "POST", "/api/dealer/stock/bulk/apply", as.manager ?? "", body);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual(shown);
    expect(
      (await h.store.stock.getMany("alpha", ["alpha-2", "alpha-3"])).map((c) => c.price).sort(),
    ).toEqual([24_570, 24_668]);
    const audit = await h.store.audit.list("alpha", { action: "stock.price" });
    expect(audit.map((e) => [e.target, e.before, e.after, e.actor.email])).toEqual(
      expect.arrayContaining([
        ["alpha-2", { price: 25_200 }, { price: 24_570 }, "manager@alpha.example"],
        ["alpha-3", { price: 25_300 }, { price: 24_668 }, "manager@alpha.example"],
      ]),
    );
  });

  it("a price that would reach $0 refuses the whole change, naming the car; nothing is saved", async () => {
    const body = { ids: ["alpha-1", "alpha-7"], change: { kind: "price-amount", amount: "-600" } };
    const res = await send(A, "POST", "/api/dealer/stock/bulk/apply", as.manager ?? "", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      detail: expect.stringContaining("2022 Toyota Corolla (alpha-7) would be priced at -$100"),
    });
    expect((await h.store.stock.get("alpha", "alpha-1"))?.price).toBe(25_100);
  });

  it("another site's car id is a 404 and nothing changes on either site", async () => {
    const res = await send(A, "POST", "/api/dealer/stock/bulk/apply", as.manager ?? "", {
      ids: ["alpha-4", "bravo-1"],
      change: { kind: "mark", status: "sold" },
    });
    expect(res.status).toBe(404);
    expect((await h.store.stock.get("alpha", "alpha-4"))?.status).toBe("in_stock");
    expect((await h.store.stock.get("bravo", "bravo-1"))?.status).toBe("in_stock");
  });

  it("marks sold, hides and moves location in bulk; the list shows it", async () => {
    const apply = (change: unknown) =>
      send(A, "POST", "/api/dealer/stock/bulk/apply", as.manager ?? "", {
        ids: ["alpha-4", "alpha-5"],
        change,
      });
    expect((await apply({ kind: "mark", status: "sold" })).status).toBe(200);
    expect((await apply({ kind: "visibility", shown: false })).status).toBe(200);
    expect((await apply({ kind: "location", location: "alpha-north" })).status).toBe(200);
    const rows = await list("?visibility=hidden&mark=sold&location=alpha-north");
    expect(rows.map((r) => r.id)).toEqual(["alpha-4", "alpha-5"]);
    expect((await h.store.audit.list("alpha", { action: "stock.location" })).length).toBe(2);
  });

  it.each([
    [{ ids: [], change: { kind: "mark", status: "sold" } }, "ids"],
    [{ ids: ["alpha-1"], change: { kind: "price-amount", amount: "lots" } }, "change.amount"],
    [{ ids: ["alpha-1"], change: { kind: "location", location: "nowhere" } }, "change.location"],
    [{ ids: ["alpha-1"], change: { kind: "paint" } }, "change.kind"],
  ])("a bad bulk body %j is a 400 naming %s", async (body, field) => {
    const res = await send(A, "POST", "/api/dealer/stock/bulk/preview", as.manager ?? "", body);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { errors: Record<string, string> }).errors)).toEqual([
      field,
    ]);
  });
});
