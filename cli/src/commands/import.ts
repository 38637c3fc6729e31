import type { ImportReport, ImportTargets } from "@forecourt/adapters/stock-import/import-stock";
import { importStock } from "@forecourt/adapters/stock-import/import-stock";
import { parseStockFeed } from "@forecourt/core";
import type { Command } from "commander";
import { CliError, output, readTextInput } from "../io";

/** Feeds with more rows than this show progress on stderr. */
export const PROGRESS_THRESHOLD = 3_000;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export interface ImportRun {
  data: ImportReport;
  text: string;
  /** 2 when any row was rejected (issue 3 §2), else 0. */
  exitCode: number;
}

/** Parses a feed's text and imports it into one site; progress goes to `progress` on big feeds. */
export async function runImport(
  feedText: string,
  slug: string,
  options: { replace: boolean; strict: boolean; file: string },
  targets: ImportTargets,
  progress: (line: string) => void = () => {},
): Promise<ImportRun> {
  if (!SLUG.test(slug)) {
    throw new CliError(`--site: must be lower-case letters, digits and hyphens, got "${slug}"`);
  }
  const parsed = parseStockFeed(feedText, (done, total) => {
    if (total > PROGRESS_THRESHOLD) progress(`parsed ${done}/${total} rows`);
  });
  if (!parsed.ok) throw new CliError(`${options.file}: ${parsed.error}`);
  const feed = parsed.feed;
  const data = await importStock(targets, slug, feed, {
    replace: options.replace,
    strict: options.strict,
    onProgress: (done, total) => {
      if (feed.rows > PROGRESS_THRESHOLD) progress(`stored ${done}/${total} cars`);
    },
  });
  return { data, text: reportText(data, options.file), exitCode: data.rejected.length ? 2 : 0 };
}

function reportText(report: ImportReport, file: string): string {
  const lines: string[] = [];
  if (report.siteCreated) lines.push(`Created site '${report.site}' with default settings.`);
  const rejected = report.rejected.length;
  if (!report.imported) {
    lines.push(
      `--strict: nothing imported from ${file} into '${report.site}': ${rejected} of ${report.rows} rows rejected.`,
    );
  } else {
    lines.push(
      `Imported ${file} into '${report.site}': ${report.added} added, ${report.updated} updated, ${report.removed} removed, ${rejected} rejected (${report.rows} rows).`,
    );
  }
  if (rejected > 0) {
    lines.push("Rejected rows:");
    for (const r of report.rejected) {
      lines.push(`  line ${r.line}${r.id ? ` (car ${r.id})` : ""}: ${r.field}: ${r.reason}`);
    }
  }
  return lines.join("\n");
}

/** `forecourt import --site SLUG FILE [--replace] [--strict] [--json]` (issue 3 §2). */
export function registerImport(program: Command): void {
  program
    .command("import")
    .description(
      "import a stock feed (JSON array or NDJSON of §3 cars) into a site's store and search index; exits 2 when any row is rejected",
    )
    .argument("<file>", "the feed file")
    .requiredOption(
      "--site <slug>",
      "the site to import into (created with default settings if new)",
    )
    .option("--replace", "remove the site's cars that the feed does not list")
    .option("--strict", "import nothing if any row is rejected")
    .option("--json", "print the report as JSON")
    .action(
      async (
        file: string,
        flags: { site: string; replace?: boolean; strict?: boolean; json?: boolean },
      ) => {
        const text = readTextInput(file);
        const { createPlatform } = await import("@forecourt/adapters/platform");
        const platform = await createPlatform(process.env);
        try {
          const run = await runImport(
            text,
            flags.site,
            { replace: flags.replace ?? false, strict: flags.strict ?? false, file },
            platform,
            (line) => process.stderr.write(`${line}\n`),
          );
          output(flags.json, run.data, run.text);
          process.exitCode = run.exitCode;
        } finally {
          await platform.close();
        }
      },
    );
}
