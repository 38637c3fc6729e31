import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FileMail } from "@forecourt/adapters/messaging/file-mail";
import type { OutgoingMail } from "@forecourt/core";
import { validateLead } from "@forecourt/core/leads/validate-lead";
import { parseRasterImagePath } from "@forecourt/core/media/raster-images";
import { newLeadAlertMail } from "@forecourt/core/messaging/new-lead-alert";
import { shopperAcknowledgementMail } from "@forecourt/core/messaging/shopper-acknowledgement";
import { demoSites, demoStock } from "@forecourt/fixtures";
import { drawnPicture } from "@forecourt/fixtures/images/drawn-svg";
import { chromium } from "@playwright/test";
import { simpleParser } from "mailparser";
import { resolveChromium } from "./chromium";

/**
 * `npx tsx e2e/mail-screens.ts [out-dir]`: the new-lead alert and the shopper's acknowledgement
 * (issue 32 §2.2, §2.3) of an Australian and a New Zealand demo tenant, written as `.eml` by the
 * file mail adapter, read back as a mail client reads them, and screenshot in Chromium at a
 * phone's 390 px and a desktop mail pane's 1000 px. The logo and the car's photo are answered
 * from the demo fixtures, so no server is needed. Out: /tmp/forecourt-mail-screens by default.
 */
const out = path.resolve(process.argv[2] ?? "/tmp/forecourt-mail-screens");
const fixturesImages = path.resolve(import.meta.dirname, "..", "fixtures", "images");
const WIDTHS = [390, 1000] as const;

function sampleMails(): OutgoingMail[] {
  const stock = demoStock();
  const mails: OutgoingMail[] = [];
  for (const slug of ["brisbane-motor-group", "harbour-city-motors"]) {
    const site = demoSites.find((s) => s.slug === slug);
    const car = stock.find((c) => c.site === slug && c.car.price_type)?.car;
    if (!site || !car) throw new Error(`no demo site or car for ${slug}`);
    const checked = validateLead(
      "test-drive",
      {
        name: "Jane <b>Citizen</b>",
        last_name: "O'Brien-Smith",
        email: "jane@example.com",
        phone: "0412 345 678",
        message:
          'Is it still available? Could I drive it on Saturday morning?\nI have a 2015 Mazda 3 to trade & "some" questions <script>alert(1)</script>',
        terms_conditions: true,
        car_id: car.id,
        dateTime: "2026-12-12T09:30",
        distribution_location: car.location?.distribution_locations?.[0]?.id ?? "",
      },
      site,
      { car },
    );
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    const input = {
      site,
      lead: checked.lead,
      leadId: `lead-${slug.slice(0, 3)}-0042`,
      car,
      location: null,
      now: new Date("2026-12-07T23:10:00Z"),
      siteOrigin: `https://${site.domains[0]}`,
      mailDomain: "mail.forecourt.example",
    };
    const ack = shopperAcknowledgementMail(input);
    if (!ack) throw new Error("no acknowledgement");
    mails.push(ack, newLeadAlertMail({ ...input, to: ["sam@staff.example"] }));
  }
  return mails;
}

/** The demo picture an address in a message asks for: a logo file, or a drawn car's SVG. */
function demoPicture(url: URL): { body: string | Buffer; contentType: string } | null {
  const segments = url.pathname.split("/").filter(Boolean).slice(1);
  if (url.pathname.startsWith("/images/logos/")) {
    return {
      body: readFileSync(path.join(fixturesImages, "logos", path.basename(url.pathname))),
      contentType: "image/svg+xml",
    };
  }
  const raster = parseRasterImagePath(segments);
  const draw = raster?.kind === "raster" ? drawnPicture(raster.svgSegments) : null;
  return draw ? { body: draw(), contentType: "image/svg+xml" } : null;
}

rmSync(out, { recursive: true, force: true });
const mailDir = path.join(out, "eml");
const files = new FileMail(mailDir, "no-reply@mail.forecourt.example");
for (const mail of sampleMails()) {
  const sent = await files.send(mail);
  if (!sent.ok) throw new Error(sent.reason);
}

const browserToUse = await resolveChromium();
const browser = await chromium.launch({
  executablePath: browserToUse.executablePath,
  env: { ...process.env, ...browserToUse.env },
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const requested: string[] = [];
try {
  for (const site of readdirSync(mailDir)) {
    for (const file of readdirSync(path.join(mailDir, site))) {
      const parsed = await simpleParser(readFileSync(path.join(mailDir, site, file)));
      if (typeof parsed.html !== "string") throw new Error(`${file} has no HTML part`);
      const stem = `${site}-${file.replace(/^.*?-(ack|alert)\..*$/, "$1")}`;
      const htmlFile = path.join(out, `${stem}.html`);
      writeFileSync(htmlFile, parsed.html);
      writeFileSync(path.join(out, `${stem}.txt`), parsed.text ?? "");
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        await page.route("**/*", async (route) => {
          const url = new URL(route.request().url());
          if (url.protocol === "file:") return route.continue();
          requested.push(url.toString());
          const picture = demoPicture(url);
          return picture
            ? route.fulfill({ body: picture.body, contentType: picture.contentType })
            : route.fulfill({ status: 404, body: "" });
        });
        await page.goto(`file://${htmlFile}`);
        await page.waitForLoadState("networkidle");
        const png = path.join(out, `${stem}-${width}.png`);
        await page.screenshot({ path: png, fullPage: true });
        console.log(png);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
// Every remote resource a message asked for: the logo and the car's photo, nothing else.
console.log("remote resources:", [...new Set(requested)].join("\n  "));
