import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { addStaff, signIn } from "./staff-sign-in";

/**
 * Issue 17 §3 Insights: a manager signs in and opens Insights; a vehicle view and a lead sent
 * from the shopper site show in the figures, next to a chart and its tables (desktop project;
 * the phone layout is checked at 390×844 in the same run).
 */

const SITE = "brisbane-motor-group";
const SHOTS = "/tmp/insights-shots";

type Row = { carId: string; views: number; leads: number };

async function signInAsManager(page: Page) {
  const email = addStaff(SITE, "manager");
  await page.goto(tenantUrl(SITE, "/dealer"));
  await signIn(page, SITE, email);
}

test("a manager sees a car's view and lead in Insights, as a chart and tables", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  await signInAsManager(page);
  // Node cannot resolve *.localhost: the calls go through the signed-in page (same origin).
  const api = (url: string, body?: unknown) =>
    page.evaluate(
      async ([u, b]) => {
        const res = await fetch(u as string, {
          method: b === undefined ? "GET" : "POST",
          headers: b === undefined ? {} : { "content-type": "application/json" },
          body: b === undefined ? undefined : JSON.stringify(b),
        });
        return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
      },
      [url, body] as const,
    );
  const byCar = async () => ((await api("/api/dealer/insights")).json as { byCar: Row[] }).byCar;

  const found = await api("/api/search?path=/search/new-used-and-demo-cars");
  const { hits } = found.json as { hits: Array<{ id: string; slug: string }> };
  const car = hits[0];
  if (!car) throw new Error("the demo site has no car");
  const before = (await byCar()).find((r) => r.carId === car.id) ?? { views: 0, leads: 0 };

  // The shopper's side: a view of the vehicle page's counter and an enquiry about the car.
  expect((await api(`/api/cars/${car.slug}/view.json`)).status).toBe(200);
  const lead = await api("/api/leads", {
    form: "vehicle-enquiry",
    fields: {
      name: "Insights Shopper",
      email: "insights.shopper@example.com",
      phone: "0412 345 678",
      message: "Is it still available?",
      terms_conditions: true,
      car_id: car.id,
    },
  });
  expect(lead.status, JSON.stringify(lead.json)).toBeLessThan(300);
  const after = (await byCar()).find((r) => r.carId === car.id);
  // A view counts once per visitor and car a day (issue 30 §9): every spec of the run browses
  // from this one address, so another may have counted this car's view today already.
  expect(after?.views).toBeGreaterThanOrEqual(Math.max(1, before.views));
  expect(after?.leads).toBe(before.leads + 1);

  await page.getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { name: "Insights" })).toBeVisible();
  await expect(page.getByTestId("insights-chart").locator("canvas")).toBeVisible();
  const carTable = page.getByRole("table", { name: "By car" });
  const row = carTable.locator("tbody tr", { has: page.locator(`a[href="/cars/${car.slug}"]`) });
  await expect(row.locator("td").nth(0)).toHaveText(String(after?.views));
  await expect(row.locator("td").nth(1)).toHaveText(String(after?.leads));
  await expect(page.getByRole("table", { name: "By day" })).toBeVisible();
  await expectAccessible(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/insights-1440x900.png` });
  await screenshot(page, info, "dealer-insights");

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("insights-chart").locator("canvas")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/insights-390x844.png` });
  await page.screenshot({ path: `${SHOTS}/insights-390x844-full.png`, fullPage: true });
});
