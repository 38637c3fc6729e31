import { writeFileSync } from "node:fs";
import {
  FEED_FILES,
  FEED_FORMATS,
  type FeedFormat,
  feedMarket,
  feedNoticeProblems,
  vehicleFeed,
} from "@forecourt/core";
import type { Command } from "commander";
import { z } from "zod";
import { CliError, instantOption, parseOrFail } from "../io";
import { openSiteCars } from "../stock/stock-source";

const ExportFlags = z.object({
  site: z.string().min(1),
  format: z.enum(FEED_FORMATS, { error: `must be one of ${FEED_FORMATS.join(", ")}` }),
  baseUrl: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  out: z.string().min(1).optional(),
});

/** Where the site is served: its first domain over https, else `{slug}.localhost` as `npm start` serves it. */
function defaultBaseUrl(site: { slug: string; domains: string[] }, env: NodeJS.ProcessEnv): string {
  const domain = site.domains[0];
  return domain ? `https://${domain}` : `http://${site.slug}.localhost:${env.PORT ?? 3000}`;
}

/** `forecourt export feed --site SLUG --format google|meta`: the partner vehicle feeds the site serves at /feeds/. */
export function registerExport(program: Command): void {
  const exportCommand = program.command("export").description("export a site's data for partners");
  exportCommand
    .command("feed")
    .description(
      "vehicle listing feed: Google vehicle listings (TSV) or Meta automotive catalog (CSV), as served at /feeds/",
    )
    .requiredOption("--site <slug>", "the site whose stock to export")
    .requiredOption("--format <format>", `feed format: ${FEED_FORMATS.join(" | ")}`)
    .option("--base-url <url>", "the site's public address for links (default: its first domain)")
    .option("--out <file>", "write to a file instead of stdout")
    .option("--now <iso>", "fix the clock (ISO date-time)")
    .option("--demo", "use the demo fixtures in memory instead of the store")
    .action(
      async (flags: {
        site: string;
        format: string;
        baseUrl?: string;
        out?: string;
        now?: string;
        demo?: boolean;
      }) => {
        const parsed = parseOrFail(ExportFlags, flags, "export feed");
        const now = instantOption("now", flags.now);
        const { site, cars, close } = await openSiteCars(parsed.site, {
          demo: flags.demo ?? false,
          env: process.env,
          now,
        });
        try {
          const format: FeedFormat = parsed.format;
          const body = vehicleFeed(format, cars, {
            site,
            baseUrl: parsed.baseUrl ?? defaultBaseUrl(site, process.env),
            now,
            ...feedMarket(site),
          });
          // Issue 36 §1: a car left out for its Consumer Information Notice is named, never dropped silently.
          for (const { carId, stocknum, problem } of feedNoticeProblems(cars, site, now)) {
            process.stderr.write(
              `warning: car ${carId}${stocknum ? ` (stock ${stocknum})` : ""} left out of the feed: ${problem}\n`,
            );
          }
          if (!parsed.out) {
            process.stdout.write(body);
            return;
          }
          try {
            writeFileSync(parsed.out, body);
          } catch (e) {
            throw new CliError(
              `--out: cannot write ${parsed.out} (${(e as NodeJS.ErrnoException).code})`,
            );
          }
          const rows = body.split("\n").length - 2;
          process.stderr.write(
            `${FEED_FILES[format].fileName}: ${rows} vehicles written to ${parsed.out}\n`,
          );
        } finally {
          await close();
        }
      },
    );
}
