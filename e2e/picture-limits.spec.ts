import { type APIRequestContext, expect, test } from "@playwright/test";
import { TENANTS } from "./helpers";
import { tenantGet } from "./stock-finder";

/**
 * Issue 30 item 4: the server draws only pictures that exist. A car's WebP copy that a page
 * lists is served; the same address with a made-up stock number, make or paint is a 404 drawn
 * by nobody, and /_next/image will not fetch the drawn pictures' WebP copies.
 */

const tenant = TENANTS[0];
// Node does not resolve *.localhost as Chromium does: each request names the tenant in Host.
const get = (request: APIRequestContext, pathname: string) =>
  tenantGet(request, tenant.slug, pathname);

test("serves a listed car picture, and 404s made-up ones without drawing them", async ({
  request,
}) => {
  const html = await (await get(request, "/search/used-cars")).text();
  const listed = /\/images\/w\d+-q\d+\/cars\/[^/"\s]+\/[^/"\s]+\/[a-z-]+\.webp/.exec(html)?.[0];
  expect(listed, "a car card's WebP copy on the search page").toBeTruthy();
  const copy = listed ?? "";
  const served = await get(request, copy);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");

  const [, size = "", , make = "", stock = "", file = ""] = copy.split("/").slice(1);
  const madeUp = [
    `/images/${size}/cars/${make}/NO-SUCH-STOCK-1/${file}`,
    `/images/${size}/cars/Made%20Up/${stock}/${file}`,
    `/images/${size}/cars/${make}/${stock}/${file.replace(/^([a-z-]+?)-[a-z]+-/, "$1-zz-")}`,
    `/images/cars/${make}/NO-SUCH-STOCK-1/${file.replace(/\.webp$/, ".svg")}`,
    "/images/heroes/123456/654321/ute.black/nobody.svg",
  ];
  for (const address of madeUp) {
    expect((await get(request, address)).status(), address).toBe(404);
  }
});

test("/_next/image does not take the drawn pictures' WebP copies or query strings", async ({
  request,
}) => {
  // 600: one of the configured widths (next.config.ts deviceSizes), so only the url decides.
  const ask = (url: string) =>
    get(request, `/_next/image?url=${encodeURIComponent(url)}&w=600&q=75`);
  expect((await ask("/images/w640-q75/cars/Toyota/U1/suv-red-side.webp")).status()).toBe(400);
  expect((await ask("/images/stock/ute-white.png?v=2")).status()).toBe(400);
  expect((await ask("/images/stock/ute-white.png")).status()).toBe(200);
});
