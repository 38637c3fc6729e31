import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { addStaff, signIn } from "./staff-sign-in";

/**
 * Issue 33 §1 Feed: an owner names the site's stock feed and presses Run now; the run is listed
 * with when (the site's clock, dd/MM/yyyy HH:mm), its outcome and counts. The feed here is a
 * private address the server is not allowed to reach, so staff read only the generic text.
 */

const SITE = "brisbane-motor-group";

test("an owner runs the stock feed now and sees the run listed", async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = addStaff(SITE, "owner");
  await page.goto(tenantUrl(SITE, "/dealer"));
  await signIn(page, SITE, email);

  await page.getByRole("link", { name: "Feed" }).click();
  await expect(page.getByRole("heading", { name: "Stock feed" })).toBeVisible();
  await expect(page.getByText("This site names no stock feed")).toBeVisible();
  await expect(page.getByRole("button", { name: "Run now" })).toBeDisabled();

  const patched = await page.evaluate(async () => {
    const res = await fetch("/api/dealer/settings", {
      method: "PATCH",
      headers: { "content-type": "application/merge-patch+json" },
      body: JSON.stringify({ stockFeed: { url: "http://10.20.30.40/stock.json" } }),
    });
    return res.status;
  });
  expect(patched).toBe(200);
  await page.reload();
  await expect(
    page.getByText("Pulled from http://10.20.30.40/stock.json every 60 minutes."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Run now" }).click();
  await expect(page.getByRole("status")).toHaveText("Pulled: failed.");
  const row = page.getByRole("table").locator("tbody tr").first();
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Australia\/[A-Za-z_]+\)/);
  await expect(row).toContainText("Run now");
  await expect(row).toContainText("The dealer's system could not be reached.");
  await expect(row).toContainText("0 added, 0 updated, 0 removed, 0 rejected (0 rows)");
  // A pull that stored no cars fetched no photos: no photo line (one shows counts when it did).
  await expect(row.getByTestId("feed-run-photos")).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, info, "dealer-feed");
});
