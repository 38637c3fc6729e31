import { expect, type Locator, test } from "@playwright/test";
import { expectAccessible, TENANTS, tenantUrl } from "./helpers";

/**
 * Issue 21 §1 demo media: a tenant whose home page has no offers shows its own banner picture
 * beside its name (optimised through srcset, loaded, different per tenant), and the About page
 * shows each team member's own portrait with alt text naming them.
 */

// The tenants without offers: their home page shows the plain hero.
const PLAIN_HERO = TENANTS.filter((t) => ["used-only", "caravan", "New Zealand"].includes(t.type));

async function loaded(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

test("each tenant without offers shows its own banner picture on the home page", async ({
  page,
}) => {
  const sources: string[] = [];
  for (const tenant of PLAIN_HERO) {
    await page.goto(tenantUrl(tenant.slug, "/"));
    const hero = page.getByTestId("promotions-slider").getByTestId("hero-image");
    await expect(hero).toBeVisible();
    await expect(hero).toHaveAttribute("srcset", /\/images\/w\d+-q75\/heroes\/[^ ]+\.webp \d+w/);
    await expect(hero).toHaveAttribute("sizes", /100vw/);
    sources.push(await loaded(hero));
  }
  expect(new Set(sources).size).toBe(PLAIN_HERO.length);
});

test("the About page shows each team member's own portrait, named in its alt text", async ({
  page,
}) => {
  const tenant = TENANTS[0];
  await page.goto(tenantUrl(tenant.slug, "/about-us"));
  const team = page.getByTestId("team-list");
  const members = team.getByRole("listitem");
  const count = await members.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const sources: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const name = (await members.nth(n).locator("p").first().textContent()) ?? "";
    const portrait = members.nth(n).getByRole("img", { name: `Portrait of ${name}` });
    await expect(portrait).toBeVisible();
    sources.push(await loaded(portrait));
  }
  expect(new Set(sources).size).toBe(count);
  // The sentence under the stats counts locations as the "N Locations" stat does (it said 11
  // beside 7: it counted each department).
  const stat = await page
    .getByRole("list", { name: "At a glance" })
    .getByText(/ Locations?$/)
    .textContent();
  await expect(page.getByText(`Brisbane Motor Group has ${stat?.toLowerCase()}.`)).toBeVisible();
  await expectAccessible(page);
});

test("the drawn pictures are served as WebP at the listed widths only, beside their SVGs", async ({
  page,
}) => {
  await page.goto(tenantUrl(TENANTS[0].slug, "/search/used-cars"));
  const card = page.getByTestId("car-card").first().getByRole("img").first();
  await expect(card).toHaveAttribute("srcset", /\/images\/w640-q75\/cars\/[^ ]+\.webp 640w/);
  const srcset = (await card.getAttribute("srcset")) ?? "";
  const copy = /(\/images\/w640-q75\/cars\/\S+\.webp)/.exec(srcset)?.[1] ?? "";
  const other = page.getByTestId("car-card").nth(1).getByRole("img").first();
  const otherCopy = /(\/images\/w640-q75\/cars\/\S+\.webp)/.exec(
    (await other.getAttribute("srcset")) ?? "",
  )?.[1];
  const answers = await page.evaluate(
    async (urls) =>
      Promise.all(
        urls.map(async (url) => {
          const response = await fetch(url);
          const bytes = new Uint8Array(await response.arrayBuffer());
          const type = response.headers.get("content-type");
          const image =
            type === "image/webp" ? await createImageBitmap(new Blob([bytes], { type })) : null;
          return {
            status: response.status,
            type,
            cache: response.headers.get("cache-control"),
            head: String.fromCharCode(...bytes.subarray(0, 4), ...bytes.subarray(8, 12)),
            size: image ? [image.width, image.height] : null,
            bytes: Array.from(bytes.subarray(0, 400)).join(","),
          };
        }),
      ),
    [
      copy,
      otherCopy ?? "",
      copy.replace("/w640-q75/", "/w641-q75/"),
      copy.replace("/w640-q75/", "/w640-q50/"),
      copy.replace("/images/w640-q75/", "/images/").replace(/\.webp$/, ".svg"),
    ],
  );
  const [webp, second, badWidth, badQuality, svg] = answers;
  expect(webp).toMatchObject({
    status: 200,
    type: "image/webp",
    head: "RIFFWEBP",
    size: [640, 427],
  });
  expect(webp?.cache).toContain("immutable");
  expect(second?.status).toBe(200);
  expect(second?.bytes).not.toBe(webp?.bytes);
  expect(badWidth?.status).toBe(404);
  expect(badQuality?.status).toBe(404);
  expect(svg).toMatchObject({ status: 200, type: "image/svg+xml" });
});
