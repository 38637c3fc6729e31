import { ingestCarPhotos, photoProgressLine } from "@forecourt/adapters/media/ingest-car-photos";
import { outboundFetchFromEnv } from "@forecourt/adapters/net/outbound-fetch";
import type { ImportReport, ImportTargets } from "@forecourt/adapters/stock-import/import-stock";
import { importStock } from "@forecourt/adapters/stock-import/import-stock";
import {
  availabilityOf,
  type Car,
  type FeedProfile,
  feedNoticeProblems,
  parseCsvFeed,
  parseFeedProfile,
  parseStockFeed,
  type SiteConfig,
  type StockFeedResult,
} from "@forecourt/core";
import { countOf } from "@forecourt/core/format/thousands";
import type { Command } from "commander";
import { CliError, output, readJsonInput, readTextInput } from "../io";
import { fetchFeedText } from "./import-url";

/** Feeds with more rows than this show progress on stderr. */
export const PROGRESS_THRESHOLD = 3_000;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

export interface ImportRun {
  data: ImportReport & { warnings: string[] };
  text: string;
  /** 2 when any row was rejected (issue 3 §2), else 0. */
  exitCode: number;
  /** The cars stored (none when --strict refused the feed): their photos are ingested next. */
  cars: Car[];
}

/** How a feed file is written: JSON/NDJSON in §3 field names, or CSV/TSV through a profile. */
export type FeedFormat = "json" | "csv" | "tsv";

export interface ImportOptions {
  replace: boolean;
  strict: boolean;
  file: string;
  /** Create the site with default settings when no site has the slug (else a misspelt slug is an error). */
  createSite?: boolean;
  /** `csv`/`tsv` need a mapping profile; `json` (the default) takes JSON or NDJSON. */
  format?: FeedFormat;
  profile?: FeedProfile;
  /** The clock the Consumer Information Notice check reads expiry dates against (default: now). */
  now?: Date;
}

/** The format a file's name suggests: .csv and .tsv by extension, anything else JSON/NDJSON. */
export function formatOfFile(file: string): FeedFormat {
  if (/\.csv$/i.test(file)) return "csv";
  if (/\.(tsv|tab)$/i.test(file)) return "tsv";
  return "json";
}

/** The format a feed URL's path suggests (.csv, .tsv), else JSON/NDJSON. */
export function formatOfUrl(url: string): FeedFormat {
  try {
    return formatOfFile(new URL(url).pathname);
  } catch {
    return "json";
  }
}

/** Parses a feed's text and imports it into one site; progress goes to `progress` on big feeds. */
export async function runImport(
  feedText: string,
  slug: string,
  options: ImportOptions,
  targets: ImportTargets,
  progress: (line: string) => void = () => {},
): Promise<ImportRun> {
  if (!SLUG.test(slug)) {
    throw new CliError(`--site: must be lower-case letters, digits and hyphens, got "${slug}"`);
  }
  // Issue 37 §9: a misspelt slug silently created a new public site.
  if (!options.createSite && !(await targets.sites.get(slug))) {
    throw new CliError(
      `--site: no site is called '${slug}' (forecourt site list names them); add --create-site to create it with default settings`,
    );
  }
  const onParsed = (done: number, total: number) => {
    if (total > PROGRESS_THRESHOLD) progress(`parsed ${done}/${total} rows`);
  };
  const format = options.format ?? "json";
  let parsed: StockFeedResult;
  if (format === "json") parsed = parseStockFeed(feedText, onParsed);
  else {
    if (!options.profile)
      throw new CliError(
        `--profile: a ${format.toUpperCase()} feed needs a mapping profile (its JSON Schema: forecourt feed-profile schema)`,
      );
    const profile =
      format === "tsv" ? { ...options.profile, delimiter: "\t" as const } : options.profile;
    parsed = parseCsvFeed(feedText, profile, onParsed);
  }
  if (!parsed.ok) throw new CliError(`${options.file}: ${parsed.error}`);
  const feed = parsed.feed;
  const report = await importStock(targets, slug, feed, {
    replace: options.replace,
    strict: options.strict,
    onProgress: (done, total) => {
      if (feed.rows > PROGRESS_THRESHOLD) progress(`stored ${done}/${total} cars`);
    },
  });
  const site = report.imported ? await targets.sites.get(slug) : null;
  const warnings = report.imported
    ? [
        ...notShownWarnings(feed.cars),
        ...(site ? noticeWarnings(feed.cars, site, options.now ?? new Date()) : []),
      ]
    : [];
  const data = { ...report, warnings };
  return {
    data,
    text: reportText(data, options.file),
    exitCode: data.rejected.length ? 2 : 0,
    cars: report.imported ? feed.cars : [],
  };
}

/**
 * Issue 37 §9: cars imported without a status the site lists (in_stock, coming_soon, sold) are
 * stored but never shown; the report says so instead of "2 added" and silence.
 */
function notShownWarnings(cars: Car[]): string[] {
  const hidden = cars.filter((car) => availabilityOf(car) === "unavailable");
  if (hidden.length === 0) return [];
  const named = hidden.slice(0, 10).map((car) => car.id);
  const more = hidden.length > named.length ? ` and ${hidden.length - named.length} more` : "";
  return [
    `${countOf(hidden.length, "car")} will not show on the site: no status in_stock, coming_soon or sold (${named.join(", ")}${more}).`,
  ];
}

/**
 * Issue 36 §1: NZ used and demonstrator cars whose Consumer Information Notice is incomplete are
 * imported but left out of partner feeds, and the dealer console warns; the report names them.
 */
function noticeWarnings(cars: Car[], site: SiteConfig, now: Date): string[] {
  const problems = feedNoticeProblems(cars, site, now);
  if (problems.length === 0) return [];
  const named = problems
    .slice(0, 10)
    .map((p) => `${p.carId} (${p.problem.replace(/^.*?: /, "missing ")})`);
  const more = problems.length > named.length ? ` and ${problems.length - named.length} more` : "";
  return [
    `Consumer Information Notice incomplete for ${countOf(problems.length, "car")}, left out of partner feeds until complete: ${named.join("; ")}${more}.`,
  ];
}

function reportText(report: ImportRun["data"], file: string): string {
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
  for (const warning of report.warnings) lines.push(`Warning: ${warning}`);
  if (rejected > 0) {
    lines.push("Rejected rows:");
    for (const r of report.rejected) {
      const column = r.column ? `column "${r.column}", ` : "";
      lines.push(
        `  line ${r.line}${r.id ? ` (car ${r.id})` : ""}: ${column}${r.field}: ${r.reason}`,
      );
    }
  }
  return lines.join("\n");
}

/**
 * `forecourt import --site SLUG (FILE | --url URL) [--profile P] [--format F] [--create-site]
 * [--replace] [--strict] [--json]` (issue 3 §2; CSV/TSV through a mapping profile and a feed
 * fetched from its URL through the outbound-fetch guard, issue 33 §1).
 */
export function registerImport(program: Command): void {
  program
    .command("import")
    .description(
      "import a stock feed into a site's store and search index: JSON or NDJSON of §3 cars, or a CSV/TSV export through a mapping profile; exits 2 when any row is rejected",
    )
    .argument("[file]", "the feed file (- for stdin); or --url")
    .option(
      "--url <url>",
      "fetch the feed from this http(s) address through the outbound-fetch guard (FORECOURT_FETCH_ALLOW)",
    )
    .requiredOption("--site <slug>", "the site to import into")
    .option("--create-site", "create the site with default settings when no site has the slug")
    .option(
      "--profile <file>",
      "the mapping profile (JSON) for a CSV or TSV feed: see forecourt feed-profile schema",
    )
    .option("--format <format>", "json, csv or tsv (default: from the file's or URL's extension)")
    .option("--replace", "remove the site's cars that the feed does not list")
    .option("--strict", "import nothing if any row is rejected")
    .option("--json", "print the report as JSON")
    .action(
      async (
        fileArgument: string | undefined,
        flags: {
          site: string;
          url?: string;
          createSite?: boolean;
          profile?: string;
          format?: string;
          replace?: boolean;
          strict?: boolean;
          json?: boolean;
        },
      ) => {
        if ((fileArgument === undefined) === (flags.url === undefined)) {
          throw new CliError("import: give the feed file or --url, one of them");
        }
        const file = flags.url ?? (fileArgument as string);
        const format =
          flags.url && flags.format === undefined
            ? formatOfUrl(flags.url)
            : feedFormatFlag(flags.format, file);
        const profile = flags.profile ? readProfile(flags.profile) : undefined;
        const text = flags.url
          ? await fetchFeedText(outboundFetchFromEnv(process.env), flags.url)
          : readTextInput(file);
        const { createPlatform } = await import("@forecourt/adapters/platform");
        const platform = await createPlatform(process.env);
        try {
          const run = await runImport(
            text,
            flags.site,
            {
              replace: flags.replace ?? false,
              strict: flags.strict ?? false,
              file,
              createSite: flags.createSite ?? false,
              format,
              ...(profile ? { profile } : {}),
            },
            platform,
            (line) => process.stderr.write(`${line}\n`),
          );
          output(flags.json, run.data, run.text);
          process.exitCode = run.exitCode;
          // Issue 33 §2: the cars are listed already; their photos are fetched once and stored.
          await ingestCarPhotos(platform.photos, run.cars, {
            onProgress: (p) => {
              if (p.done % 25 === 0 || p.done === p.total) {
                process.stderr.write(`${photoProgressLine(p)}\n`);
              }
            },
          });
        } finally {
          await platform.close();
        }
      },
    );
}

function feedFormatFlag(flag: string | undefined, file: string): FeedFormat {
  if (flag === undefined) return formatOfFile(file);
  if (flag === "json" || flag === "csv" || flag === "tsv") return flag;
  throw new CliError(`--format: must be json, csv or tsv, got "${flag}"`);
}

/** A mapping profile from its file, or one line naming the file and the bad field. */
export function readProfile(file: string): FeedProfile {
  const parsed = parseFeedProfile(readJsonInput(file));
  if (!parsed.ok) throw new CliError(`${file}: ${parsed.error}`);
  return parsed.profile;
}
