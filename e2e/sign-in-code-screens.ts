import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FileMail } from "@forecourt/adapters/messaging/file-mail";
import {
  shopperSignInCodeSms,
  staffSignInCodeMail,
} from "@forecourt/core/messaging/sign-in-code-message";
import { siteOrigin } from "@forecourt/core/sites/site-url";
import { demoSites } from "@forecourt/fixtures";
import { chromium } from "@playwright/test";
import { simpleParser } from "mailparser";
import { resolveChromium } from "./chromium";

/**
 * `npx tsx e2e/sign-in-code-screens.ts [out-dir]`: the staff sign-in code e-mail (issue 32) of an
 * Australian and a New Zealand demo tenant, written as `.eml` by the file mail adapter, read back
 * as a mail client reads it, and screenshot in Chromium at 390 px and 1000 px; the shopper's
 * code text of each is printed with its length. The logo is answered from the demo fixtures.
 * Out: /tmp/forecourt-sign-in-code-screens by default.
 */
const out = path.resolve(process.argv[2] ?? "/tmp/forecourt-sign-in-code-screens");
const logos = path.resolve(import.meta.dirname, "..", "fixtures", "images", "logos");
const WIDTHS = [390, 1000] as const;

rmSync(out, { recursive: true, force: true });
const mailDir = path.join(out, "eml");
const files = new FileMail(mailDir, "no-reply@mail.forecourt.example");
for (const slug of ["brisbane-motor-group", "harbour-city-motors"]) {
  const site = demoSites.find((s) => s.slug === slug);
  if (!site) throw new Error(`no demo site ${slug}`);
  const sent = await files.send(
    staffSignInCodeMail({
      site,
      to: "sam@staff.example",
      code: "482913",
      ttlMinutes: 5,
      siteOrigin: siteOrigin(site) ?? "http://localhost",
      mailDomain: "mail.forecourt.example",
      messageKey: `screens-${slug}`,
    }),
  );
  if (!sent.ok) throw new Error(sent.reason);
  const sms = shopperSignInCodeSms({ site, to: "+61412345678", code: "482913", ttlMinutes: 5 });
  console.log(`${slug} SMS (${sms.body.length} characters):\n${sms.body}\n`);
}

const browserToUse = await resolveChromium();
const browser = await chromium.launch({
  executablePath: browserToUse.executablePath,
  env: { ...process.env, ...browserToUse.env },
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const site of readdirSync(mailDir)) {
    for (const file of readdirSync(path.join(mailDir, site))) {
      const parsed = await simpleParser(readFileSync(path.join(mailDir, site, file)));
      if (typeof parsed.html !== "string") throw new Error(`${file} has no HTML part`);
      console.log(`${site} subject: ${parsed.subject}\n${parsed.text}`);
      const htmlFile = path.join(out, `${site}-sign-in-code.html`);
      writeFileSync(htmlFile, parsed.html);
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: { width, height: 700 } });
        await page.route("**/*", async (route) => {
          const url = new URL(route.request().url());
          if (url.protocol === "file:") return route.continue();
          return url.pathname.startsWith("/images/logos/")
            ? route.fulfill({
                body: readFileSync(path.join(logos, path.basename(url.pathname))),
                contentType: "image/svg+xml",
              })
            : route.fulfill({ status: 404, body: "" });
        });
        await page.goto(`file://${htmlFile}`);
        await page.waitForLoadState("networkidle");
        const png = path.join(out, `${site}-sign-in-code-${width}.png`);
        await page.screenshot({ path: png, fullPage: true });
        console.log(png);
        await page.close();
      }
    }
  }
} finally {
  await browser.close();
}
