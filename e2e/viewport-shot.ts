import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";

const SCREENSHOTS = path.resolve(import.meta.dirname, "screenshots");

/**
 * Saves what the viewport shows under e2e/screenshots/{project}-{name}.png: for a modal dialog,
 * which a full-page capture draws out of place (the dialog is fixed to the viewport).
 */
export async function viewportScreenshot(page: Page, info: TestInfo, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${info.project.name}-${name}.png`) });
}
