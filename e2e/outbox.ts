import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "..");
// The server runs in web/ (npm run serve -w web); its default data folder is the repository's data/.
const DATA_DIR = process.env.FORECOURT_DATA_DIR
  ? path.resolve(ROOT, "web", process.env.FORECOURT_DATA_DIR)
  : path.join(ROOT, "data");

/** A fresh e-mail address, so a test finds its own lead. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the shared contact fields of a lead form. */
export async function fillContact(scope: Page | ReturnType<Page["locator"]>, email: string) {
  await scope.getByLabel("First Name").fill("Sam");
  await scope.getByLabel("Last Name").fill("Citizen");
  await scope.getByLabel("Email Address").fill(email);
  await scope.getByLabel("Mobile Number").fill("0412 345 678");
}

/**
 * Clicks the submit button, waits for POST /api/leads, and checks the lead reaches the outbox
 * folder (<data>/outbox/<site>/<lead id>.adf.xml) naming the shopper's e-mail. Returns the ADF.
 */
export async function submitLead(
  page: Page,
  submit: ReturnType<Page["locator"]>,
  site: string,
  email: string,
): Promise<string> {
  return (await submitLeadDelivered(page, submit, site, email)).adf;
}

/**
 * As submitLead, and also reads the e-mail body the relay wrote beside the ADF
 * (<data>/outbox/<site>/<lead id>.txt): what the dealer reads, both ways.
 */
export async function submitLeadDelivered(
  page: Page,
  submit: ReturnType<Page["locator"]>,
  site: string,
  email: string,
): Promise<{ leadId: string; adf: string; text: string }> {
  const response = page.waitForResponse(
    (r) => r.url().endsWith("/api/leads") && r.request().method() === "POST",
  );
  await submit.click();
  const body = (await (await response).json()) as { lead_id?: string };
  expect(body.lead_id, JSON.stringify(body)).toBeTruthy();
  const leadId = body.lead_id ?? "";
  const delivered = await deliveredLead(site, leadId);
  expect(delivered.adf).toContain(email);
  return { leadId, ...delivered };
}

/**
 * The two files the relay writes for a lead, once both are there: it writes the ADF first and
 * the e-mail text after it, so a reader that saw only the ADF could miss the text.
 */
export async function deliveredLead(
  site: string,
  leadId: string,
): Promise<{ adf: string; text: string }> {
  const adfFile = path.join(DATA_DIR, "outbox", site, `${leadId}.adf.xml`);
  const textFile = adfFile.replace(/\.adf\.xml$/, ".txt");
  await expect
    .poll(() => existsSync(adfFile) && existsSync(textFile), { timeout: 20_000 })
    .toBe(true);
  return { adf: readFileSync(adfFile, "utf8"), text: readFileSync(textFile, "utf8") };
}
