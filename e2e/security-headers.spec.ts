import { expect, type Page, test } from "@playwright/test";
import { tenantUrl } from "./helpers";

/**
 * Issue 16 §1: every page type answers with a nonce-based Content-Security-Policy and the
 * other security headers, Next's scripts carry the nonce, and the page still hydrates (no
 * script is refused by the policy).
 */
const BMG = "brisbane-motor-group";
const PAGE_TYPES: Array<[string, string]> = [
  ["home", "/"],
  ["search", "/search/new-used-and-demo-cars"],
  ["information page", "/finance"],
  ["form page", "/trade-in"],
  ["garage (signed-out redirect)", "/my-garage"],
  ["not found", "/no-such-page"],
];

/**
 * The page hydrated: React has attached itself to the server's header markup (a refused
 * script would leave it plain HTML). Works at every width, unlike opening the phone menu.
 */
async function expectHydrated(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector("header") ?? {}).some((k) => k.startsWith("__react")),
      ),
    )
    .toBe(true);
}

/** Records the policy's refusals on the page (the browser logs each one to the console). */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      seen.push(message.text());
  });
  return seen;
}

async function expectSecured(page: Page, path: string) {
  const response = await page.goto(tenantUrl(BMG, path));
  expect(response).not.toBeNull();
  const headers = (await response?.allHeaders()) ?? {};
  const csp = headers["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, csp).toBeTruthy();
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Plain http (the local host): HSTS would be ignored, and is not sent.
  expect(headers["strict-transport-security"]).toBeUndefined();
  // Every script the server wrote carries this response's nonce (JSON-LD is data, not a script).
  // Chunks Next's runtime adds later need none: 'strict-dynamic' trusts what trusted code loads.
  const html = (await response?.text()) ?? "";
  const tags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !tag.includes('type="application/ld+json"'));
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  return nonce;
}

for (const [type, path] of PAGE_TYPES) {
  test(`security headers on the ${type} page, and it hydrates`, async ({ page }) => {
    const violations = cspViolations(page);
    const first = await expectSecured(page, path);
    await expectHydrated(page);
    expect(violations).toEqual([]);
    // A fresh nonce per response.
    expect(await expectSecured(page, path)).not.toBe(first);
  });
}

test("security headers on a vehicle page, and it hydrates", async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto(tenantUrl(BMG, "/search/new-used-and-demo-cars"));
  const href = await page
    .locator('[data-testid="car-card"]:not([data-sold="true"])')
    .first()
    .getByRole("link", { name: /^View Details/ })
    .getAttribute("href");
  const first = await expectSecured(page, href ?? "/");
  await expectHydrated(page);
  expect(violations).toEqual([]);
  expect(await expectSecured(page, href ?? "/")).not.toBe(first);
});
