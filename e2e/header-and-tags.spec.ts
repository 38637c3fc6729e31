import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, TENANTS, tenantUrl } from "./helpers";

/** The longest tag a demo card can carry (core carTag's certified Toyota; the feed's are shorter). */
const LONGEST_TAG = "Toyota Certified Pre-Owned";

/**
 * Issue 21: the dealer's name is legible in the header's logo on a phone (390 px) and a desktop
 * (1280 to 1920 px), with the header in one row, Saved and Sign in in words from 1344 px; a card's tag never runs under its favourite
 * and compare toggles, from 320 px up, on the longest tag in the demo. Both run at phone and
 * desktop (@phone).
 */

type Box = { left: number; right: number; top: number; bottom: number };

/** The header row's controls and the logo as drawn (object-contain inside its box). */
function headerLayout(page: Page) {
  return page.locator("header").evaluate((header) => {
    const row = header.firstElementChild as HTMLElement;
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const img = row.querySelector("a[aria-label$=' home'] img") as HTMLImageElement | null;
    const logo = img
      ? (() => {
          const r = img.getBoundingClientRect();
          const scale = Math.min(r.width / img.naturalWidth, r.height / img.naturalHeight);
          return { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
        })()
      : null;
    const controls = [...row.querySelectorAll("a, button")]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      // The menu's own entries sit in the row only on a desktop; its phone list is hidden.
      .map((el) => ({
        name: (
          el.getAttribute("data-testid") ??
          el.getAttribute("aria-label") ??
          (el as HTMLElement).innerText
        )
          .replace(/\s+/g, " ")
          .trim(),
        logo: (el.getAttribute("aria-label") ?? "").endsWith(" home"),
        ...box(el),
      }));
    return { row: box(row), logo, controls, scroll: row.scrollWidth - row.clientWidth };
  });
}

test("the header's logo shows the dealer's name at a legible size, in one row @phone", async ({
  page,
  isMobile,
}) => {
  // 1366 and 1440: the commonest laptop and desktop widths, where Saved and Sign in keep words.
  const widths = isMobile ? [320, 360, 390] : [1280, 1366, 1440, 1920];
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const { slug } of TENANTS) {
      await page.goto(tenantUrl(slug, "/about-us"));
      const logo = page.locator("header a[aria-label$=' home'] img");
      await expect(logo).toHaveJSProperty("complete", true);
      // The session is read: the Sign in link (on sites with a garage) has taken its place.
      await page.waitForLoadState("networkidle");
      const { row, logo: drawn, controls, scroll } = await headerLayout(page);
      const at = `${slug} at ${width}`;
      // A landscape wordmark about 140 px wide: its name's smaller line is over 9 px high.
      if (!drawn || drawn.width < 136 || drawn.height < 38 || drawn.width < drawn.height * 3)
        problems.push(`${at}: logo drawn ${JSON.stringify(drawn)}`);
      if (scroll > 0) problems.push(`${at}: the row overflows by ${scroll}px`);
      for (const c of controls) {
        // One row: every control inside the row's box, none pushed below another.
        if (c.left < row.left - 0.5 || c.right > row.right + 0.5 || c.bottom > row.bottom + 0.5)
          problems.push(`${at}: ${c.name} outside the row`);
        // A control's text on two lines stands taller than the logo's 44 to 56 px.
        if (!c.logo && c.bottom - c.top > 48) problems.push(`${at}: ${c.name} wraps`);
      }
      if (width >= 1344) {
        // Saved and (on sites with a garage) Sign in say so in words, not only by an icon.
        const worded = await page
          .locator('header [data-testid="header-saved"], header [data-testid="account-sign-in"]')
          .evaluateAll((links) =>
            links.map((link) => {
              const words = [...link.querySelectorAll("span:not([aria-hidden])")].find(
                (span) => span.getBoundingClientRect().width > 20,
              );
              return `${link.getAttribute("data-testid")}: ${words ? "words" : "icon only"}`;
            }),
          );
        for (const line of worded) if (!line.endsWith("words")) problems.push(`${at}: ${line}`);
      }
      if (isMobile) {
        const names = controls.map((c) => c.name);
        // Below 375 px Saved moves into the menu, leaving the logo its room.
        for (const name of ["Menu", "header-call", width < 375 ? "Menu" : "header-saved"])
          if (!names.includes(name)) problems.push(`${at}: no ${name} in ${names.join(", ")}`);
        if (width < 375) {
          await page.getByRole("button", { name: "Menu" }).click();
          if (!(await page.getByTestId("menu-saved").isVisible()))
            problems.push(`${at}: no Saved in the menu`);
          await page.getByRole("button", { name: "Menu" }).click();
        }
      }
    }
  }
  // The garage's Sign in shares the phone row (Brisbane Motor Group has a garage).
  if (isMobile) {
    await page.goto(tenantUrl("brisbane-motor-group", "/about-us"));
    const signIn = page.getByTestId("account-sign-in");
    await expect(signIn).toHaveAccessibleName("Sign in");
    const { row } = await headerLayout(page);
    const box = await signIn.boundingBox();
    expect(box && box.x + box.width <= row.right + 0.5 && box.y + box.height <= row.bottom).toBe(
      true,
    );
    // The icons carry their names, and are big enough to tap (axe's target-size rule).
    await expectAccessible(page, { targetSize: true });
  }
  expect(problems).toEqual([]);
});

test("a card's longest tag stays clear of its favourite and compare toggles @phone", async ({
  page,
  isMobile,
}) => {
  // Sunshine Coast Toyota's certified used cars carry the demo's longest tag.
  await page.goto(
    tenantUrl("sunshine-coast-toyota", "/search/used-cars?refinementList[certified][0]=true"),
  );
  const longest = LONGEST_TAG;
  const card = page.getByTestId("car-card").filter({ hasText: longest }).first();
  await expect(card).toBeVisible();
  const problems: string[] = [];
  for (const width of isMobile ? [320, 390] : [320, 390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    const found = await card.evaluate((el, label) => {
      // The tag's innermost element holding its words, then its coloured box around them.
      const words = [...el.querySelectorAll("span")].find((s) => s.textContent === label);
      const tag = (words?.closest("[data-testid=card-tag]") ?? words) as HTMLElement;
      const t = tag.getBoundingClientRect();
      const toggles = [...el.querySelectorAll("button[aria-pressed]")].map((b) =>
        b.getBoundingClientRect(),
      );
      const line = words as HTMLElement;
      return {
        overlaps: toggles.filter(
          (b) => t.left < b.right && b.left < t.right && t.top < b.bottom && b.top < t.bottom,
        ).length,
        toggles: toggles.length,
        // The whole of the longest tag is on show (two lines), not cut by an ellipsis.
        cut: line.scrollHeight > line.clientHeight + 1,
        text: tag.textContent,
      };
    }, longest);
    if (found.toggles === 0) problems.push(`${width}: no toggles on the card`);
    if (found.overlaps > 0) problems.push(`${width}: the tag covers ${found.overlaps} toggle(s)`);
    if (found.cut) problems.push(`${width}: the tag is cut short`);
    if (found.text !== longest) problems.push(`${width}: the tag reads ${found.text}`);
  }
  expect(problems).toEqual([]);
});
