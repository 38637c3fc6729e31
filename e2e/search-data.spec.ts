import { expect, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { addStaff, signIn } from "./staff-sign-in";

/**
 * Issue 31 §3: /search-data (the search page's client updates) answers its errors as the API
 * does, RFC 9457 problem+json naming the field, and its views through the one search pipeline.
 */

const SITE = "brisbane-motor-group";

type Answer = { status: number; type: string | null; body: Record<string, unknown> };

test("/search-data answers a bad href and an href naming nothing as problem+json", async ({
  page,
}) => {
  await page.goto(tenantUrl(SITE, "/search/new-used-and-demo-cars"));
  const get = (href: string | null) =>
    page.evaluate(async (h): Promise<Answer> => {
      const response = await fetch(
        h === null ? "/search-data" : `/search-data?href=${encodeURIComponent(h)}`,
      );
      return {
        status: response.status,
        type: response.headers.get("content-type"),
        body: (await response.json()) as Record<string, unknown>,
      };
    }, href);

  for (const href of [null, "/cars/anything", "https://elsewhere.example/search/used-cars"]) {
    const bad = await get(href);
    expect(bad.status, String(href)).toBe(400);
    expect(bad.type).toBe("application/problem+json");
    expect(bad.body).toMatchObject({
      type: "https://forecourt.dev/problems/validation",
      title: "Invalid input",
      status: 400,
      code: "validation",
      detail: "href must be a /search/ or /used-car/ path",
      errors: { href: "href must be a /search/ or /used-car/ path" },
    });
  }

  const nothing = await get("/search/used-cars/holden-trucks");
  expect(nothing.status).toBe(404);
  expect(nothing.type).toBe("application/problem+json");
  expect(nothing.body).toMatchObject({
    type: "https://forecourt.dev/problems/not-found",
    status: 404,
    code: "not_found",
    detail: 'path: "holden-trucks" names nothing on this site',
  });

  const past = await get("/search/new-used-and-demo-cars?page=999");
  expect(past.status).toBe(404);
  expect(past.type).toBe("application/problem+json");
  expect(past.body.detail).toMatch(/^path: page 999 is past the last page \(\d+\)$/);

  const found = await get("/search/new-used-and-demo-cars");
  expect(found.status).toBe(200);
  expect(found.body).toMatchObject({ href: "/search/new-used-and-demo-cars", page: 1 });
});

test("a shopper's zero-result searches through /search-data reach Insights at most 20 times a day", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Words no car has, new each run: this run's count is the only one.
  const words = `zq${Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("")}`;
  await page.goto(tenantUrl(SITE, "/search/new-used-and-demo-cars"));
  const statuses = await page.evaluate(async (w) => {
    const href = `/search/new-used-and-demo-cars?query=${w}`;
    const answers: number[] = [];
    for (let i = 0; i < 25; i++)
      answers.push((await fetch(`/search-data?href=${encodeURIComponent(href)}`)).status);
    return answers;
  }, words);
  expect(statuses.every((s) => s === 200)).toBe(true);

  const email = addStaff(SITE, "manager");
  await page.goto(tenantUrl(SITE, "/dealer"));
  await signIn(page, SITE, email);
  const report = await page.evaluate(async () => {
    const response = await fetch("/api/dealer/insights");
    return (await response.json()) as {
      zeroResultSearches: Array<{ search: string; count: number }>;
    };
  });
  const mine = report.zeroResultSearches.filter((z) =>
    decodeURIComponent(z.search).includes(words),
  );
  // Issue 30 §9: one client adds a dealer day's first 20 at most (25 before the quota applied here).
  expect(mine.reduce((sum, z) => sum + z.count, 0)).toBeLessThanOrEqual(20);
});
