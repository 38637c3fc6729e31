import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { addStaff, signIn } from "./staff-sign-in";

/**
 * Issue 31 §3: the console's sections come from the abilities core decides for the member's
 * role (DEALER_ABILITIES, sent by GET /api/dealer/me), not from one list shown to every role.
 */

const SITE = "brisbane-motor-group";
const sectionLinks = (page: import("@playwright/test").Page) =>
  page.getByRole("navigation", { name: "Dealer console" }).getByRole("listitem");

test("a salesperson sees only the sections their role may use; an owner sees every one", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const sales = addStaff(SITE, "sales");
  await page.goto(tenantUrl(SITE, "/dealer"));
  // Signed out, the bar lists no sections and offers no sign out.
  await expect(sectionLinks(page)).toHaveCount(0);
  await signIn(page, SITE, sales);
  await expect(sectionLinks(page)).toHaveText(["Leads", "Stock"]);
  // An owner-only screen opened by its address says so instead of failing.
  await page.goto(tenantUrl(SITE, "/dealer/audit"));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "Your role cannot use this section.",
  );
  // Sales read the stock list but cannot change prices (core's "stock" ability).
  await page.goto(tenantUrl(SITE, "/dealer/stock"));
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save price" })).toHaveCount(0);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/dealer$/);
  const owner = addStaff(SITE, "owner");
  await signIn(page, SITE, owner);
  await expect(sectionLinks(page)).toHaveText([
    "Leads",
    "Stock",
    "Feed",
    "Settings",
    "Insights",
    "Audit log",
  ]);
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
});
