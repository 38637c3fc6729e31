import { expect, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { addStaff, signIn } from "./staff-sign-in";

/**
 * Issue 34 §1–2 in the console: every lead arrives owned, the inbox shows its owner and when its
 * first response is due, and a manager reassigns it from the lead's page. Checked at a phone's
 * 390 px and a desktop's 1440 px.
 */

const SITE = "smithfield-car-outlet";

test("the inbox shows each lead's owner and first response; a manager reassigns one", async ({
  page,
}, info) => {
  test.setTimeout(180_000);
  const manager = addStaff(SITE, "manager");
  await page.goto(tenantUrl(SITE, "/dealer"));
  const sent = await page.evaluate(async () => {
    const res = await fetch("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        form: "general",
        fields: {
          name: "Robin Routed",
          email: "robin@example.com",
          phone: "0412 345 678",
          message: "Who will call me back?",
          category: "Sales",
          location: "Smithfield Car Outlet Smithfield",
          terms_conditions: true,
        },
      }),
    });
    return { status: res.status, body: await res.text() };
  });
  expect(sent.status, sent.body).toBe(201);

  await signIn(page, SITE, manager);
  const row = page.locator("tbody tr", { hasText: "Robin Routed" }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(/Due by|Overdue since/);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, info, `dealer-leads-owner-${width}`);
  }
  await expectAccessible(page);

  await row.getByRole("link").first().click();
  const owner = page.getByRole("region", { name: "Owner" });
  await expect(owner).toBeVisible();
  await owner.getByLabel("Give to").selectOption({ label: manager });
  await owner.getByRole("button", { name: "Reassign" }).click();
  await expect(page.getByRole("status")).toHaveText(`Given to ${manager}.`);
  await expect(owner).toContainText(manager);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, info, `dealer-lead-owner-${width}`);
  }
  await expectAccessible(page);

  // Marking it contacted is its first response: the inbox says how long it took.
  await page.getByLabel("Move to").selectOption("contacted");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status")).toHaveText("Marked Contacted.");
  await page.goto(tenantUrl(SITE, "/dealer/leads"));
  await expect(page.locator("tbody tr", { hasText: "Robin Routed" }).first()).toContainText(
    /Answered in \d+ min/,
  );
});
