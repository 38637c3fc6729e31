import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { signInHere } from "./shopper-sign-in";
import { DATA_DIR } from "./staff-sign-in";

/**
 * Issue 14 §3 "see how many cars are new since the last visit": a car the dealer imports after
 * the shopper saved a search shows as new in the account area, and the count clears once the
 * shopper has opened that search. A feed car without created_at counts by the date the store
 * first stored it (cars.first_seen_at).
 */

const BMG = "brisbane-motor-group";
const ROOT = path.resolve(import.meta.dirname, "..");

/** A word no demo car carries (and no car one edit away from it either). */
const uniqueWord = () =>
  `qz${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;

/**
 * Imports two cars with `forecourt import`, as a dealer's feed would: one listed now, and one
 * whose feed gives no created_at (`e2e-{badge}-undated`).
 */
function importCars(site: string, badge: string): void {
  const id = `e2e-${badge}`;
  const car = {
    id,
    stocknum: badge.toUpperCase(),
    make: "Toyota",
    model: "Corolla",
    badge,
    year: 2024,
    car_type: "used",
    body: "Hatch",
    odometer: 9000,
    price: 27990,
    status: "in_stock",
    created_at: new Date().toISOString(),
  };
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-e2e-"));
  const file = path.join(dir, "feed.ndjson");
  const { created_at: _, ...undated } = {
    ...car,
    id: `${id}-undated`,
    stocknum: `${car.stocknum}U`,
  };
  writeFileSync(file, `${JSON.stringify(car)}\n${JSON.stringify(undated)}\n`);
  execFileSync("npx", ["forecourt", "import", "--site", site, file], {
    cwd: ROOT,
    env: { ...process.env, FORECOURT_DATA_DIR: DATA_DIR },
    stdio: "pipe",
  });
  rmSync(dir, { recursive: true, force: true });
}

test("a saved search counts the cars listed since the last visit, dated or not, and the count clears once opened", async ({
  page,
}) => {
  test.slow();
  const word = uniqueWord();
  const search = `/search/new-used-and-demo-cars?query=${word}`;
  await page.goto(tenantUrl(BMG, `/sign-in?redirect=${encodeURIComponent(search)}`));
  await signInHere(page, BMG);
  await expect(page).toHaveURL(tenantUrl(BMG, search));
  await page.getByTestId("save-search").click();
  await expect(page).toHaveURL(/#saved-searches$/);
  const garage = new URL(page.url()).pathname;
  const saved = page.getByTestId("saved-search").filter({ hasText: search });
  await expect(saved).toHaveCount(1);
  await expect(saved.getByTestId("saved-search-new")).toHaveCount(0);

  importCars(BMG, word);
  // The site applies an import within about a second (the store's NOTIFY).
  await expect(async () => {
    await page.goto(tenantUrl(BMG, garage));
    await expect(saved.getByTestId("saved-search-new")).toHaveText("2 new since your last visit", {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });

  // Opening the search shows the new car and makes this visit the last one.
  await saved.getByRole("link").first().click();
  await expect(page).toHaveURL(tenantUrl(BMG, search));
  await expect(page.getByTestId("car-card")).toHaveCount(2);
  const card = page
    .getByTestId("car-card")
    .filter({ has: page.locator(`a[href="/cars/e2e-${word}"]`) });
  await expect(card).toContainText("Toyota Corolla");
  // The feed gave the car no slug: its card links it by id, and that page is its page.
  await card.getByRole("link", { name: /^View Details/ }).click();
  await expect(page).toHaveURL(tenantUrl(BMG, `/cars/e2e-${word}`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Toyota Corolla");
  await page.goto(tenantUrl(BMG, garage));
  await expect(saved).toHaveCount(1);
  await expect(saved.getByTestId("saved-search-new")).toHaveCount(0);
});
