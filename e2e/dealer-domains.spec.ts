import { expect, test } from "@playwright/test";
import { expectAccessible, tenantUrl } from "./helpers";
import { addStaff, signIn } from "./staff-sign-in";

/**
 * Issue 30 §3: an owner's Domains section. Another dealer's host is refused beside the field; a
 * requested domain waits for proof (with what to publish) and answers nowhere until verified.
 */
const SITE = "smithfield-car-outlet";

test("an owner requests a domain, cannot take another dealer's host, and removes it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = addStaff(SITE, "owner");
  await page.goto(tenantUrl(SITE, "/dealer"));
  await signIn(page, SITE, email);
  await page.goto(tenantUrl(SITE, "/dealer/settings"));
  const section = page.getByRole("region", { name: "Domains" });
  await expect(section).toBeVisible();

  const field = section.getByRole("textbox", { name: "Domain" });
  await field.fill("bayside-rv.localhost");
  await section.getByRole("button", { name: "Request domain" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(section).toContainText("a .localhost name is a site's own address");

  const name = "www.smithfield-e2e.example";
  await field.fill(name);
  await section.getByRole("button", { name: "Request domain" }).click();
  await expect(section).toContainText(`${name} — Waiting for proof`);
  await expect(section).toContainText(`_forecourt-challenge.${name}`);
  await expectAccessible(page);

  // Nothing is published (and the test machine reaches no DNS): verifying finds no proof.
  await section.getByRole("button", { name: `Verify ${name}` }).click();
  await expect(section).toContainText("no proof found");
  await expect(section).toContainText(`${name} — Waiting for proof`);

  await section.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(section.getByRole("status")).toContainText(`${name} was removed.`);
  await expect(section).not.toContainText(`${name} — Waiting for proof`);
});
