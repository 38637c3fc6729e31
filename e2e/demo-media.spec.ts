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
    await expect(hero).toHaveAttribute("srcset", /\/_next\/image\?url=%2Fimages%2Fheroes%2F/);
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
  await expectAccessible(page);
});
