import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { randomMobile } from "./shopper-sign-in";

/**
 * The sign-in page reached by an in-site link (a client-side navigation, here the header's
 * Sign in) is mounted once: a number typed into its form as soon as the form is on screen stays
 * there once everything has settled, and the code step follows from it.
 */

const BMG = "brisbane-motor-group";

type Probe = Window & { signInForms: number; sameDocument: boolean };

test("a number typed straight after the header's Sign in link stays: the page is mounted once", async ({
  page,
}) => {
  const phone = randomMobile();
  await page.goto(tenantUrl(BMG, "/about-us"));
  // The header shows its Sign in link once the session is read: the page is hydrated.
  const link = page.getByTestId("account-sign-in");
  await expect(link).toBeVisible();
  // Counts every sign-in form put into the page from here on (a second mount would add one).
  await page.evaluate(() => {
    const probe = window as unknown as Probe;
    probe.signInForms = 0;
    probe.sameDocument = true;
    const isForm = (node: Node) =>
      node instanceof HTMLElement &&
      (node.matches("[data-testid=sign-in-form]") ||
        node.querySelector("[data-testid=sign-in-form]") !== null);
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (isForm(node)) probe.signInForms += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await link.click();
  // The sign-in form's own field (the page left behind has a "Mobile Number" of its own).
  const form = page.getByTestId("sign-in-form");
  const field = form.getByLabel("Mobile number", { exact: true });
  await field.fill(phone);
  await expect(page).toHaveURL(/\/sign-in\?type=my-garage&redirect=%2Fmy-garage&back=%2Fabout-us$/);
  await page.waitForLoadState("networkidle");
  await expect(field).toHaveValue(phone);
  const probe = await page.evaluate(() => {
    const { signInForms, sameDocument } = window as unknown as Probe;
    return { signInForms, sameDocument };
  });
  expect(probe).toEqual({ signInForms: 1, sameDocument: true });
  await form.getByRole("button", { name: "Send code" }).click();
  await expect(form.getByLabel("6-digit code")).toBeVisible();
  await expect(page.getByTestId("sign-in-status")).toContainText("We sent a 6-digit code");
});
