import { type APIResponse, expect, type Page, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { signInHere } from "./shopper-sign-in";

/**
 * Issue 31 §1: the site's saved-search form handlers go through the API, so its origin check and
 * problem+json answers (and its rate limits, tested in api/src/routes/saved-searches.route.test.ts)
 * hold for them as for /api/saved-searches itself.
 */
const BMG = "brisbane-motor-group";
const SEARCH = "/search/new-used-and-demo-cars";

/**
 * A form POST to a tenant path from the test process, as the signed-in browser's (its cookies)
 * but with the headers given: Node does not resolve {slug}.localhost the way Chromium does, so it
 * goes to loopback with the tenant's Host header.
 */
async function postForm(
  page: Page,
  pathname: string,
  form: Record<string, string>,
  headers: Record<string, string>,
): Promise<APIResponse> {
  const url = new URL(tenantUrl(BMG, pathname));
  const cookies = await page.context().cookies(url.origin);
  return page.request.post(`http://127.0.0.1:${url.port}${url.pathname}`, {
    form,
    headers: {
      host: url.host,
      cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; "),
      ...headers,
    },
    maxRedirects: 0,
  });
}

test("saving or deleting a search from another site's page is refused as problem+json; a bad address names href", async ({
  page,
}) => {
  await page.goto(tenantUrl(BMG, `/sign-in?redirect=${encodeURIComponent(SEARCH)}`));
  await signInHere(page, BMG);
  await expect(page).toHaveURL(tenantUrl(BMG, SEARCH));
  const crossSite = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };

  const save = await postForm(page, "/saved-searches", { href: SEARCH }, crossSite);
  expect(save.status()).toBe(403);
  expect(save.headers()["content-type"]).toContain("application/problem+json");
  expect(await save.json()).toMatchObject({ status: 403, code: "forbidden" });

  const remove = await postForm(page, "/saved-searches/any-id/delete", {}, crossSite);
  expect(remove.status()).toBe(403);
  expect(remove.headers()["content-type"]).toContain("application/problem+json");

  const nowhere = await postForm(
    page,
    "/saved-searches",
    { href: "/search/used-cars/no-such-make-here" },
    { origin: new URL(tenantUrl(BMG)).origin },
  );
  expect(nowhere.status()).toBe(400);
  expect(nowhere.headers()["content-type"]).toContain("application/problem+json");
  expect(Object.keys(((await nowhere.json()) as { errors: object }).errors)).toEqual(["href"]);

  // The page's own form still saves and lands in the account area.
  await page.getByTestId("save-search").click();
  await expect(page).toHaveURL(/#saved-searches$/);
  await expect(page.getByTestId("saved-search").filter({ hasText: SEARCH })).toHaveCount(1);
});
