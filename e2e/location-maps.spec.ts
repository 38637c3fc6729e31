import { expect, test } from "@playwright/test";
import { expectAccessible, tenantUrl } from "./helpers";
import { BMG } from "./location-cards";

/** Issue 21 §2: offline maps on location pages and the dealer locator, zoomed without a script. */

test("a location page maps the location, zooms out by its radios and links to directions", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, "/locations/subaru-springwood-service"));
  const map = page.getByTestId("location-map");
  const area = map.getByRole("img", { name: /\(area\)$/ });
  await expect(area).toBeVisible();
  await expect(area.locator("circle")).toHaveCount(1);
  await expect(area.locator("path")).toHaveAttribute("d", /^M/);
  await expect(map.getByRole("img", { name: /\(country\)$/ })).toBeHidden();

  await map.getByText("Country", { exact: true }).click();
  await expect(map.getByRole("img", { name: /\(country\)$/ })).toBeVisible();
  await expect(area).toBeHidden();

  const directions = map.getByRole("link", { name: /Get directions/ });
  await expect(directions).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps/);
  await expect(directions).toHaveAttribute("target", "_blank");
  await expectAccessible(page);
});

test("the dealer locator pins every dealership, each pin linking to its page", async ({ page }) => {
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  const all = page.getByTestId("location-map").getByRole("group", { name: /\(all locations\)$/ });
  await expect(all).toBeVisible();
  // Pins close together share a marker; the numbered key under the map links every dealership.
  const pins = all.locator("a");
  expect(await pins.count()).toBeGreaterThan(3);
  const key = page.getByTestId("location-map").getByTestId("map-key").getByRole("link");
  expect(await key.count()).toBeGreaterThanOrEqual(await pins.count());
  const hrefs = [
    ...(await pins.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))),
    ...(await key.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))),
  ];
  for (const href of new Set(hrefs)) {
    expect(href).toMatch(/^\/locations\//);
    // Node cannot resolve *.localhost: the page fetches its own links (same origin).
    expect(await page.evaluate(async (url) => (await fetch(url)).status, href)).toBe(200);
  }
  await expectAccessible(page);
});

test("the dealer locator's pin labels never overlap, on a phone and on a desktop @phone", async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === "phone";
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  await page.goto(tenantUrl(BMG, "/dealer-locator"));
  const map = page.getByTestId("location-map");
  const all = map.getByRole("group", { name: /\(all locations\)$/ });
  await expect(all).toBeVisible();
  // The drawing made for this width is the one shown.
  await expect(all).toHaveAttribute("data-size", phone ? "phone" : "wide");
  const boxes = await all.locator("text.fc-map-label").evaluateAll((labels) =>
    labels.map((label) => {
      const r = label.getBoundingClientRect();
      // A long name is set on two lines (tspans): read it as one.
      const lines = [...label.querySelectorAll("tspan")].map((t) => t.textContent ?? "");
      const text = lines.length > 0 ? lines.join(" ") : (label.textContent ?? "");
      return { text, x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  // Every marker is named on the map itself, at a phone's width too (issue 21: the phone map
  // left "BMG Motorcycles Woolloongabba" to the key alone); the Capalaba pair shares one.
  expect(boxes.map((b) => b.text).sort()).toEqual(
    [
      "BMG Motorcycles Woolloongabba",
      "BMG Pre-Owned Centre Moorooka",
      "BMG Trucks Eagle Farm",
      "Hyundai Capalaba (2)",
      "Mercedes-Benz Newstead",
      "Subaru Springwood",
    ].sort(),
  );
  const svg = await all.boundingBox();
  for (const [i, a] of boxes.entries()) {
    // Legible: at least 12 px type, and inside the map.
    expect(a.height, a.text).toBeGreaterThanOrEqual(12);
    expect(a.x, a.text).toBeGreaterThanOrEqual(svg?.x ?? 0);
    expect(a.x + a.width, a.text).toBeLessThanOrEqual((svg?.x ?? 0) + (svg?.width ?? 0) + 0.5);
    for (const b of boxes.slice(i + 1)) {
      const meet =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(meet, `"${a.text}" and "${b.text}" overlap`).toBe(false);
    }
  }
  // Every dealership is named in the numbered key under the map, linking to its page.
  const key = map.getByTestId("map-key").getByRole("link");
  expect(await key.count()).toBeGreaterThanOrEqual(await all.locator("a").count());
  expect(await key.count()).toBeGreaterThanOrEqual(7);
  await expect(key.first()).toHaveAttribute("href", /^\/locations\//);
});
