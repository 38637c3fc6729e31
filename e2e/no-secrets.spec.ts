import { execFileSync } from "node:child_process";
import path from "node:path";
import { type BrowserContext, expect, type Page, type Response, test } from "@playwright/test";
import { tenantUrl } from "./helpers";
import { addStaff, DATA_DIR, signIn } from "./staff-sign-in";

/**
 * Issue 30 §1: no secret leaves the server. The tenant's lead webhook, its signing secret and
 * its lead recipients are set to markers; every page type, shopper's and staff's, is then read
 * as the browser reads it (the HTML, every response it loads, its scripts) and as the RSC
 * payload a client-side navigation fetches, and no marker may appear in any of them.
 */

const SITE = "brisbane-motor-group"; // reserve, trade-in, compare, garage and the console
const ROOT = path.resolve(import.meta.dirname, "..");
const RUN = Date.now().toString(36);
const MARKERS = {
  leadWebhookSecret: `MARKER-SECRET-${RUN}-signing`,
  leadWebhookUrl: `https://crm.invalid/MARKER-URL-${RUN}`,
  leadRecipients: [`marker-recipient-${RUN}@crm.invalid`],
};
const MARKER_TEXTS = [
  MARKERS.leadWebhookSecret,
  `MARKER-URL-${RUN}`,
  `marker-recipient-${RUN}`,
] as const;

type Private = { [K in keyof typeof MARKERS]: unknown };

function forecourt(args: string[], input?: string): string {
  return execFileSync("npx", ["forecourt", ...args], {
    cwd: ROOT,
    env: { ...process.env, FORECOURT_DATA_DIR: DATA_DIR },
    input,
    stdio: "pipe",
  }).toString();
}

function setSite(patch: Private): void {
  forecourt(["site", "set", SITE, "--file", "-", "--json"], JSON.stringify(patch));
}

/** What one page hands the browser: each resource's address and its text. */
type Resource = { url: string; text: string };

const TEXT_TYPES = /html|javascript|json|x-component|text\/plain|css|svg|xml/;

/**
 * Opens `pathname` in the browser and returns every same-origin resource it loaded (document,
 * scripts, data and RSC fetches), the RSC payload of the page, and every /_next/static script
 * the HTML or the payload names (lazy chunks included), each fetched from the page itself.
 */
async function resourcesOf(page: Page, pathname: string): Promise<Resource[]> {
  const origin = new URL(tenantUrl(SITE)).origin;
  const loaded: Promise<Resource | null>[] = [];
  const onResponse = (response: Response) => {
    if (!response.url().startsWith(origin)) return;
    if (!TEXT_TYPES.test(response.headers()["content-type"] ?? "")) return;
    loaded.push(
      response.text().then(
        (text) => ({ url: response.url(), text }),
        () => null,
      ),
    );
  };
  page.on("response", onResponse);
  const response = await page.goto(tenantUrl(SITE, pathname));
  expect(response?.status(), pathname).toBeLessThan(400);
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => {});
  page.off("response", onResponse);
  const html = await page.content();
  const fetched = await page.evaluate(async (target) => {
    const rsc = await fetch(target, { headers: { RSC: "1" } });
    const payload = {
      url: `${target} (RSC)`,
      type: rsc.headers.get("content-type") ?? "",
      text: await rsc.text(),
    };
    const scripts = new Set(
      Array.from(document.scripts, (s) => s.src).filter((src) => src.includes("/_next/static/")),
    );
    const named = `${document.documentElement.outerHTML}\n${payload.text}`;
    for (const match of named.matchAll(/\/_next\/static\/[\w./~-]+\.js/g)) {
      scripts.add(new URL(match[0], location.origin).href);
    }
    const bodies = await Promise.all(
      [...scripts].map(async (src) => ({
        url: src,
        type: "script",
        text: await (await fetch(src)).text(),
      })),
    );
    return [payload, ...bodies];
  }, pathname);
  const rsc = fetched[0];
  // The RSC payload is really one (not an HTML page answered instead), so the check can fail.
  expect(rsc?.type, `${pathname} RSC`).toContain("text/x-component");
  expect(fetched.length, `${pathname} scripts`).toBeGreaterThan(1);
  const settled = (await Promise.all(loaded)).filter((r): r is Resource => r !== null);
  return [{ url: `${pathname} (DOM)`, text: html }, ...settled, ...fetched];
}

/**
 * The places staff are shown the site's own delivery settings: the console's settings document
 * (GET /api/dealer/settings) names the webhook address and recipients it lets them change, and
 * the owner's audit log (API and page) shows who changed them from what to what (the marker
 * settings are written by `forecourt site set`, audited as the operator since issue 31).
 */
const OWN_SETTINGS_PATHS = new Set(["/api/dealer/settings", "/api/dealer/audit", "/dealer/audit"]);

/**
 * The markers each resource holds. The one exception: the webhook address and recipients in
 * OWN_SETTINGS_PATHS; the secret is masked there too, so the secret marker is nowhere.
 */
function leaksIn(resources: Resource[]): string[] {
  return resources.flatMap((r) => {
    const pathname = new URL(r.url.replace(/ \(DOM\)$/, ""), "http://x").pathname;
    const ownSettings = OWN_SETTINGS_PATHS.has(pathname);
    return MARKER_TEXTS.filter(
      (marker) => r.text.includes(marker) && (!ownSettings || marker === MARKERS.leadWebhookSecret),
    ).map((marker) => `${r.url} holds ${marker}`);
  });
}

let context: BrowserContext;
let page: Page;
let original: Private;
/** A reservable car's page, found in the demo stock (its checkout and print pages follow from it). */
let carPath = "";

test.beforeAll(async ({ browser }) => {
  const shown = JSON.parse(
    forecourt(["site", "show", SITE, "--json", "--show-secrets"]),
  ) as Private;
  original = {
    leadWebhookSecret: shown.leadWebhookSecret ?? null,
    leadWebhookUrl: shown.leadWebhookUrl ?? null,
    leadRecipients: shown.leadRecipients ?? [],
  };
  setSite(MARKERS);
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(tenantUrl(SITE, "/dealer"));
  await signIn(page, SITE, addStaff(SITE, "owner"));
  // The server reads the changed settings (its site cache follows the store within seconds).
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const res = await fetch("/api/dealer/settings");
          return ((await res.json()) as { leadWebhookUrl?: string }).leadWebhookUrl ?? "";
        }),
      { timeout: 30_000 },
    )
    .toBe(MARKERS.leadWebhookUrl);
  // A car whose card offers Reserve Now, so its checkout page is open (as e2e/checkout.spec.ts).
  await page.goto(tenantUrl(SITE, "/search/used-cars"));
  const card = page
    .getByTestId("car-card")
    .filter({ has: page.getByRole("link", { name: "Reserve Now", exact: true }) })
    .first();
  carPath = (await card.getByRole("link", { name: /^View Details/ }).getAttribute("href")) ?? "";
  expect(carPath).toMatch(/^\/cars\/[^/?#]+$/);
});

test.afterAll(async () => {
  if (original) setSite(original);
  await context?.close();
});

/** Every page type a shopper or the site's staff opens; `() => path` when it is found at run time. */
const PAGES: { name: string; path: () => string }[] = [
  { name: "home", path: () => "/" },
  { name: "search", path: () => "/search/new-used-and-demo-cars" },
  { name: "vehicle", path: () => carPath },
  { name: "checkout (reserve)", path: () => `${carPath}/checkout` },
  { name: "print", path: () => `/print?car_id=${carPath.slice("/cars/".length)}` },
  { name: "contact", path: () => "/contact" },
  { name: "locations", path: () => "/dealer-locator" },
  { name: "a location", path: () => "/locations/subaru-springwood" },
  { name: "finance", path: () => "/finance" },
  { name: "trade-in", path: () => "/trade-in" },
  { name: "about", path: () => "/about-us" },
  { name: "special offers", path: () => "/special-offers" },
  { name: "careers", path: () => "/careers" },
  { name: "service", path: () => "/service" },
  { name: "compare", path: () => "/compare" },
  { name: "saved", path: () => "/saved" },
  { name: "sign-in", path: () => "/sign-in" },
  { name: "garage", path: () => "/my-garage" },
  { name: "dealer leads", path: () => "/dealer/leads" },
  { name: "dealer stock", path: () => "/dealer/stock" },
  { name: "dealer insights", path: () => "/dealer/insights" },
  { name: "dealer settings", path: () => "/dealer/settings" },
  { name: "dealer audit", path: () => "/dealer/audit" },
];

for (const { name, path: pathOf } of PAGES) {
  test(`${name}: no secret in its HTML, RSC payload or scripts`, async () => {
    const resources = await resourcesOf(page, pathOf());
    expect(leaksIn(resources)).toEqual([]);
  });
}
