import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { watchStaffCode } from "./sign-in-codes";

const ROOT = path.resolve(import.meta.dirname, "..");
/** The server's data folder (the runner passes it relative to web/ or absolute). */
export const DATA_DIR = process.env.FORECOURT_DATA_DIR
  ? path.resolve(ROOT, "web", process.env.FORECOURT_DATA_DIR)
  : path.join(ROOT, "data");

/** Adds a staff member with the CLI, as a dealer's administrator would; returns the e-mail. */
export function addStaff(site: string, role: "owner" | "manager" | "sales"): string {
  const email = `${role}-${Date.now()}@${site}.example`;
  execFileSync(
    "npx",
    ["forecourt", "staff", "add", "--site", site, "--email", email, "--role", role],
    { cwd: ROOT, env: { ...process.env, FORECOURT_DATA_DIR: DATA_DIR }, stdio: "pipe" },
  );
  return email;
}

/**
 * Signs in at /dealer (the page must be open there) with the code e-mailed to the member: on the
 * embedded defaults, the `.eml` the file mail provider wrote to <data>/mail/<site>/.
 */
export async function signIn(page: Page, site: string, email: string): Promise<void> {
  const code = watchStaffCode(DATA_DIR, site, email);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByRole("button", { name: "Send me a code" }).click();
  await expect.poll(code.read, { timeout: 15_000 }).toMatch(/^\d{6}$/);
  await page.getByLabel("Code").fill(await code.read());
  await page.getByRole("button", { name: "Sign in" }).click();
  // Every role may work leads, so the console opens on the inbox.
  await expect(page).toHaveURL(/\/dealer\/leads$/);
}
