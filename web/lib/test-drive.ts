import type { SiteConfig } from "@forecourt/core";
import { planTestDrive, type TestDrivePlan } from "@forecourt/core/use-cases/plan-test-drive";
import { getPlatform } from "./platform";

/**
 * The /book-test-drive/ page's server read: core's plan (the car asked about, its name, the
 * location whose slots the form offers), so the page never reaches the platform itself.
 */
export async function testDriveView(
  site: SiteConfig,
  carId: string | undefined,
): Promise<TestDrivePlan> {
  const plan = await planTestDrive(await getPlatform(), { carId }, { site });
  // planTestDrive has no failure: an unknown car is a test drive without one.
  return plan.ok ? plan.value : { car: null, carName: "", slotLocation: null };
}
