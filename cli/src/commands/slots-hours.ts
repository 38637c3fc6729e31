import type { Command } from "commander";
import { output } from "../io";
import { openSite } from "../stock/site-source";
import { hoursReport, slotsReport } from "./location-clock";

type SiteFlags = { site: string; location: string; type?: string; now?: string; demo?: boolean };

/** The store's clock for seeding only: the rules read --now in the location's zone. */
async function withSite<T>(flags: SiteFlags, run: (site: Parameters<typeof slotsReport>[0]) => T) {
  const opened = await openSite(flags.site, {
    demo: flags.demo ?? false,
    env: process.env,
    now: new Date(),
  });
  try {
    return run(opened.site);
  } finally {
    await opened.close();
  }
}

const common = (command: Command) =>
  command
    .requiredOption("--site <slug>", "the site")
    .requiredOption("--location <id-or-slug>", "the location's id or slug")
    .option("--type <type>", "whose hours: sales (test drives, the default) or service", "sales")
    .option(
      "--now <iso>",
      "fix the clock (ISO date-time; without an offset, the location's local time)",
    )
    .option("--demo", "use the demo fixtures in memory instead of the store")
    .option("--json", "print JSON");

/**
 * Issue 18: `forecourt slots` and `forecourt hours`, in the location's own time zone, from the
 * same core rules as GET /api/locations/{id}/slots and the location cards.
 */
export function registerSlotsAndHours(program: Command): void {
  common(
    program
      .command("slots")
      .description(
        "test-drive or service slots on a date, as local ISO times with the location's offset",
      )
      .requiredOption("--date <yyyy-mm-dd>", "the day"),
  ).action(async (flags: SiteFlags & { date: string; json?: boolean }) => {
    const report = await withSite(flags, (site) => slotsReport(site, flags));
    const text = report.slots.length ? report.slots.join("\n") : `(no slots on ${report.date})`;
    output(flags.json, report, `${report.timeZone}\n${text}`);
  });

  common(
    program
      .command("hours")
      .description("open now, today's hours and the next opening, in the location's zone"),
  ).action(async (flags: SiteFlags & { json?: boolean }) => {
    const report = await withSite(flags, (site) => hoursReport(site, flags));
    const today = report.today ? `${report.today.open}–${report.today.close}` : "closed";
    const text = [
      `${report.openNow ? "Open now" : "Closed now"} (${report.timeZone}); today ${today}`,
      report.closedReason ? `Closed for ${report.closedReason}` : "",
      report.nextOpen ? `Next opens ${report.nextOpen}` : "No opening in the next two weeks",
    ].filter(Boolean);
    output(flags.json, report, text.join("\n"));
  });
}
