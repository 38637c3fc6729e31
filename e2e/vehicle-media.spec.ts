import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshot, tenantUrl } from "./helpers";
import { findCar, hasSpin, inStock } from "./stock-finder";

/**
 * §2/§4/§9 vehicle media: the 360° spinner drawn from the car's local spin_images (loading,
 * 'Swipe to spin', 20 px a frame, arrow keys, one auto-rotate loop, hotspots, the Spin / Images
 * / Interior modes) and the video slide playing the local demo file.
 */

const BMG = "brisbane-motor-group";

/** Holds every spin frame request until `release` is called. */
async function holdSpinFrames(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/images/**/car-gallery/**/spin-*.webp", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

test("the spinner loads, hints, auto-rotates one loop, then turns by drag and keys", async ({
  page,
  request,
}, info) => {
  const car = await findCar(request, BMG, (c) => hasSpin(c) && inStock(c));
  const release = await holdSpinFrames(page);
  // Not "load": the page's pictures are drawn off the server's request thread, so the page can
  // hydrate and ask for the (held) frames before they are done, and "load" would wait for those.
  await page.goto(tenantUrl(BMG, `/cars/${car.slug}`), { waitUntil: "domcontentloaded" });

  const viewer = page.getByTestId("media-viewer");
  await expect(viewer.getByRole("button", { name: "Spin" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // §4: a loading state until all spin images have loaded.
  await expect(viewer.getByRole("status")).toContainText("Loading 360° view…");
  await expect(page.getByText("Swipe to spin")).toHaveCount(0);
  release();

  const slider = page.getByRole("slider", { name: /^360° view of / });
  await expect(page.getByText("Swipe to spin")).toBeVisible();
  await expect(slider).toHaveAttribute("aria-valuemax", "12");
  // §4/§9: auto-rotation at 100 ms a frame stops after one full loop, back on the first frame.
  await expect(slider).toHaveAttribute("data-auto-rotate", "running");
  await expect(slider).toHaveAttribute("data-auto-rotate", "stopped", { timeout: 15_000 });
  await expect(slider).toHaveAttribute("aria-valuenow", "1");
  await screenshot(page, info, "vehicle-spinner");

  // §9: one frame per 20 px of pointer movement; the hint goes at the first pointer interaction.
  const box = await slider.boundingBox();
  if (!box) throw new Error("the spinner has no box");
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await expect(page.getByText("Swipe to spin")).toHaveCount(0);
  await page.mouse.move(x + 65, y, { steps: 6 });
  await expect(slider).toHaveAttribute("aria-valuenow", "4");
  await page.mouse.move(x - 25, y, { steps: 6 });
  await expect(slider).toHaveAttribute("aria-valuenow", "12");
  await page.mouse.up();

  // Keyboard: the arrow keys turn one frame and wrap around.
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuenow", "1");
  await page.keyboard.press("ArrowLeft");
  await expect(slider).toHaveAttribute("aria-valuenow", "12");
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuetext", "0°, frame 1 of 12");

  // Hotspots: frame 1 (angle 0) carries the headlights; the button opens its description.
  const hotspot = viewer.getByRole("button", { name: "Feature 1" });
  await hotspot.click();
  await expect(hotspot).toHaveAttribute("aria-expanded", "true");
  await expect(viewer.getByTestId("hotspot-description")).toContainText("LED headlights");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(viewer.getByTestId("hotspot-description")).toHaveCount(0);
  // The wheels hotspot sits on frame 4 (angle 3) only.
  for (let i = 0; i < 3; i++) await slider.press("ArrowRight");
  await viewer.getByRole("button", { name: "Feature 1" }).click();
  await expect(viewer.getByTestId("hotspot-description")).toContainText("Alloy wheels");
});

test("the Spin, Images and Interior modes switch the view", async ({ page, request }, info) => {
  const car = await findCar(request, BMG, (c) => hasSpin(c) && Boolean(c.spin_interior_image));
  await page.goto(tenantUrl(BMG, `/cars/${car.slug}`));
  const viewer = page.getByTestId("media-viewer");
  const slider = page.getByRole("slider", { name: /^360° view of / });
  await expect(slider).toBeVisible();

  await viewer.getByRole("button", { name: "Images" }).click();
  await expect(viewer.getByRole("button", { name: "Images" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByTestId("gallery")).toBeVisible();
  await expect(slider).toBeHidden();

  await viewer.getByRole("button", { name: "Interior" }).click();
  const interior = page.getByTestId("interior-view");
  await expect(interior.getByRole("img", { name: /^Interior panorama of / })).toBeVisible();
  // The panorama is wider than the view: it scrolls sideways, centred to start with.
  await expect
    .poll(() => interior.evaluate((el) => el.scrollWidth > el.clientWidth && el.scrollLeft > 0))
    .toBe(true);
  await interior.getByRole("button", { name: "Feature 1" }).click();
  await expect(interior.getByTestId("hotspot-description")).toContainText("Touchscreen");
  await screenshot(page, info, "vehicle-interior");
  await expectAccessible(page);

  // Back to Spin: the spinner kept its state (no loading again).
  await viewer.getByRole("button", { name: "Spin" }).click();
  await expect(slider).toBeVisible();
  await expect(viewer.getByRole("status")).toHaveCount(0);
});

test("a site that defaults to the gallery opens on Images", async ({ page, request }) => {
  const site = "bayside-rv";
  const car = await findCar(request, site, hasSpin);
  await page.goto(tenantUrl(site, `/cars/${car.slug}`));
  const viewer = page.getByTestId("media-viewer");
  await expect(viewer.getByRole("button", { name: "Images" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByTestId("gallery")).toBeVisible();
  // The 360° view loads only when chosen: on Bayside it is the site's external viewer (§7).
  await expect(page.getByTestId("spinner")).toHaveCount(0);
  await expect(viewer.getByTestId("spin-embed")).toHaveCount(0);
  await page.route("https://spins.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>External 360° viewer</p>" }),
  );
  await viewer.getByRole("button", { name: "Spin" }).click();
  await expect(viewer.getByTestId("spin-embed")).toBeVisible();
});

test("the video slide plays the local demo file; nothing loads from the internet", async ({
  page,
  request,
}, info) => {
  const site = "sunshine-coast-toyota";
  const car = await findCar(request, site, (c) => Boolean(c.video_url) && !hasSpin(c));
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto(tenantUrl(site, `/cars/${car.slug}`));

  // The video is the slide after the last photo: one step back from the first.
  const gallery = page.getByTestId("gallery");
  await gallery.getByRole("button", { name: "Previous photo" }).first().click();
  const video = gallery.getByTestId("video-slide");
  await expect(video).toHaveAttribute("src", "/images/video/demo-drive.mp4");
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 15_000 })
    .toBeGreaterThan(3.5);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.2);

  // The information column has its own video block too.
  await expect(page.getByTestId("video-block").getByTestId("video-slide")).toBeVisible();
  const videoRequests = requested.filter((u) => u.includes("demo-drive.mp4"));
  expect(videoRequests.length).toBeGreaterThan(0);
  const hosts = new Set(requested.map((u) => new URL(u).hostname));
  for (const host of hosts) expect(host).toMatch(/(^|\.)localhost$/);
  await screenshot(page, info, "vehicle-video");
  await expectAccessible(page);
});

test("every image that fails to load shows the placeholder: gallery, thumbnails and cards (issue 15 §1)", async ({
  page,
  request,
}) => {
  const car = await findCar(request, BMG, inStock);
  // Every photo request fails, as a dead image host would.
  await page.route(
    (url) => /\.(png|jpe?g|webp|avif)$/i.test(url.pathname) || url.pathname === "/_next/image",
    (route) => route.abort(),
  );
  await page.goto(tenantUrl(BMG, `/cars/${car.slug}`));
  const gallery = page.getByTestId("gallery");
  const first = gallery.getByRole("img", { name: /photo 1 of/ });
  await expect(first).toHaveAttribute("data-placeholder", "true");
  await expect(first).toHaveAttribute("src", /^data:image\/svg\+xml/);
  await expect(first).not.toHaveAttribute("srcset", /./);
  const thumbnails = gallery.getByRole("list", { name: "Thumbnails" });
  if (await thumbnails.isVisible()) {
    // Thumbnails say what they show, and fall back too.
    const thumb = thumbnails.getByRole("img", { name: /^Thumbnail 1 of \d+: / });
    await expect(thumb).toHaveAttribute("data-placeholder", "true");
  }
  await page.goto(tenantUrl(BMG, "/search/used-cars"));
  const cardImage = page.getByTestId("car-card").first().getByRole("img").first();
  await expect(cardImage).toHaveAttribute("data-placeholder", "true");
});

test("§7 a site with an external 360° viewer loads it from its embed address with the car's spin_code", async ({
  page,
  request,
}) => {
  const bayside = "bayside-rv";
  const car = await findCar(request, bayside, (c) => Boolean(c.spin_code) && inStock(c));
  // The viewer's host is outside the test machine: answer for it.
  await page.route("https://spins.example.com/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>External 360° viewer</p>" }),
  );
  await page.goto(tenantUrl(bayside, `/cars/${car.slug}`));
  const viewer = page.getByTestId("media-viewer");
  // Bayside opens on its photos (spinnerDefaultView gallery); the viewer loads when Spin is chosen.
  await expect(viewer.getByTestId("spin-embed")).toHaveCount(0);
  await viewer.getByRole("button", { name: "Spin" }).click();
  const embed = viewer.getByTestId("spin-embed");
  await expect(embed).toHaveAttribute(
    "src",
    `https://spins.example.com/embed/${encodeURIComponent(car.spin_code ?? "")}`,
  );
  await expect(embed).toHaveAttribute("title", /^360° view of /);
  // The built-in spinner does not load its frames as well.
  await expect(page.getByRole("slider", { name: /^360° view of / })).toHaveCount(0);
});

test("§7 a car without photos shows and preloads the coming-soon image from the static /orbit/ files", async ({
  page,
  request,
}) => {
  const car = await findCar(request, BMG, (c) => (c.images?.length ?? 0) === 0 && inStock(c));
  await page.goto(tenantUrl(BMG, `/cars/${car.slug}`));
  await expect(
    page.locator('link[rel="preload"][as="image"][href="/orbit/coming-soon.svg"]'),
  ).toHaveCount(1);
  const image = page.getByTestId("gallery").getByRole("img", { name: "Photos coming soon" });
  await expect(image).toHaveAttribute("src", "/orbit/coming-soon.svg");
  // It loaded (the placeholder swap leaves a data: address and marks the image).
  await expect(image).not.toHaveAttribute("data-placeholder", "true");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
});

test("§7 the limited list looks cars up by the site's search_filters with ':' replaced by '='", async ({
  page,
  request,
}) => {
  const bayside = "bayside-rv";
  const car = await findCar(request, bayside, (c) => c.item_type === "caravan" && inStock(c));
  await page.goto(tenantUrl(bayside, `/cars/${car.slug}`));
  const lookup = page.waitForRequest((r) => r.url().includes("/api/cars/limited-list?"));
  // The list loads as it nears the viewport: bring the enquiry section below it into view.
  await page.locator("#enquire").scrollIntoViewIfNeeded();
  const sent = new URL((await lookup).url());
  // Bayside's search_filters are "item_type:caravan".
  expect(sent.searchParams.get("search_filters")).toBe("item_type=caravan");
  const list = page.getByTestId("limited-list");
  await expect(list.getByRole("heading", { name: "More caravans in stock" })).toBeVisible();
  const links = list.getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeLessThanOrEqual(6);
  expect(hrefs).not.toContain(`/cars/${car.slug}`);
});

test("on a phone the gallery's counter keeps to the photo's foot, clear of its stock line", async ({
  page,
  request,
}) => {
  // The demo pictures write "Stock … · demo photo" with its baseline at y=349 of 400 (above the
  // foot the counter takes, fixtures/src/images/vehicle-svg.ts); centred on the taller arrows,
  // the counter covered it at 390 px.
  const site = "bayside-rv";
  const car = await findCar(request, site, inStock);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl(site, `/cars/${car.slug}`));
  const gallery = page.getByTestId("gallery");
  const frame = await gallery.locator("div.relative").first().boundingBox();
  const counter = await gallery.getByText(/^1 \/ \d+$/).boundingBox();
  if (!frame || !counter) throw new Error("no gallery frame or counter");
  expect(counter.y).toBeGreaterThanOrEqual(frame.y + (frame.height * 350) / 400);
});
