import { localDay, siteTimeZone } from "@forecourt/core";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { client, goodLead, type Harness, harness, NOW } from "../../test-support/harness";
import type { InsightsReport } from "./insights.schema";
import { staffCookie } from "./staff-sessions.test-helper";

const A = "alpha.localhost";

describe("GET /api/dealer/insights (issue 17 §3 Insights)", () => {
  let h: Harness;
  let manager: string;
  let today: string;
  const insights = (query = "", cookie = manager) =>
    h.app.request(`/api/dealer/insights${query}`, { headers: { host: A, cookie } });

  beforeAll(async () => {
    h = await harness();
    manager = await staffCookie(h, "alpha", "max@alpha.example", "manager");
    const site = await h.store.sites.get("alpha");
    today = localDay(NOW, siteTimeZone(site as NonNullable<typeof site>));
    const shopper = client(h.app, A);
    // Three shoppers (a view counts once per visitor and car a day, issue 30 §9), told apart
    // by the address one trusted proxy appends.
    const viewers = client(
      createApp(h.deps, { logger: pino({ level: "silent" }), now: () => NOW, trustedProxyHops: 1 }),
      A,
    );
    for (const [n, slug] of ["alpha-car-1", "alpha-car-1", "alpha-car-2"].entries()) {
      const from = { "x-forwarded-for": `203.0.113.${n + 1}` };
      expect((await viewers.get(`/api/cars/${slug}/view.json`, from)).status).toBe(200);
    }
    await client(h.app, "bravo.localhost").get("/api/cars/bravo-car-1/view.json");
    const lead = await shopper.post("/api/leads", {
      form: "vehicle-enquiry",
      fields: { ...goodLead.fields, car_id: "alpha-1" },
    });
    expect(lead.status).toBeLessThan(300);
    await shopper.post("/api/leads", goodLead);
    const search = await shopper.get(
      `/api/search?path=${encodeURIComponent("/search/new-used-and-demo-cars?query=pink unicorn 0412 345 678")}`,
    );
    expect(search.status).toBe(200);
  }, 120_000);
  afterAll(() => h.close());

  it("counts a car's views and leads, by car, model and day, with leads per view", async () => {
    const res = await insights();
    expect(res.status).toBe(200);
    const report = (await res.json()) as InsightsReport;
    expect(report.to).toBe(today);
    expect(report.byDay).toHaveLength(30);
    expect(report.byDay.at(-1)).toEqual({ day: today, views: 3, leads: 2, leadsPerView: 0.6667 });
    expect(report.totals).toEqual({ views: 3, leads: 2, leadsPerView: 0.6667 });
    expect(report.byCar).toEqual([
      {
        carId: "alpha-1",
        slug: "alpha-car-1",
        title: "2022 Toyota Corolla",
        views: 2,
        leads: 1,
        leadsPerView: 0.5,
      },
      {
        carId: "alpha-2",
        slug: "alpha-car-2",
        title: "2022 Toyota Corolla",
        views: 1,
        leads: 0,
        leadsPerView: 0,
      },
    ]);
    expect(report.byModel).toEqual([
      { model: "Toyota Corolla", views: 3, leads: 1, leadsPerView: 0.3333 },
    ]);
  });

  it("lists the search with no results, without the phone number typed into it", async () => {
    const report = (await (await insights()).json()) as InsightsReport;
    expect(report.zeroResultSearches).toHaveLength(1);
    const [top] = report.zeroResultSearches;
    expect(top?.count).toBe(1);
    expect(decodeURIComponent(top?.search ?? "")).toContain("pink unicorn");
    expect(top?.search).not.toMatch(/0412|345|678/);
  });

  it("a range before the views has none; a bad range is one message naming the field", async () => {
    const before = (await (
      await insights("?from=2026-01-01&to=2026-01-31")
    ).json()) as InsightsReport;
    expect([before.totals, before.byDay.length, before.byCar]).toEqual([
      { views: 0, leads: 0, leadsPerView: null },
      31,
      [],
    ]);
    const bad = await insights("?from=2026-02-30");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("from");
  });

  it("sales staff may not see insights", async () => {
    const sales = await staffCookie(h, "alpha", "sam@alpha.example", "sales");
    expect((await insights("", sales)).status).toBe(403);
  });
});
