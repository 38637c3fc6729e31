import { ingestCarPhotos, photoProgressLine } from "@forecourt/adapters/media/ingest-car-photos";
import { outboundFetchFromEnv } from "@forecourt/adapters/net/outbound-fetch";
import { type Car, type FeedProfile, parseFeedProfile } from "@forecourt/core";
import {
  type ImportFeedSource,
  type ImportStockPorts,
  type ImportStockReport,
  importStock,
} from "@forecourt/core/use-cases/import-stock";
import type { Command } from "commander";
import { CliError, output, readJsonInput, readTextInput } from "../io";
import { OPERATOR } from "../operator-actor";
import { fetchFeedText } from "./import-url";

/** Feeds with more rows than this show progress on stderr. */
export const PROGRESS_THRESHOLD = 3_000;
const SLUG = /^[a-z0-9][a-z0-9-]*$/;

/** What `forecourt import` writes to: no index sync, since the CLI keeps no search index alive. */
export type ImportTargets = Omit<ImportStockPorts, "syncStock">;

export interface ImportRun {
  data: Omit<ImportStockReport, "cars">;
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

/**
 * Imports a feed's text into one site through the console's import use case (audited as the
 * operator's); progress goes to `progress` on big feeds.
 */
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
  const result = await importStock(
    targets,
    {
      site: slug,
      fileName: options.file,
      text: feedText,
      source: feedSource(options),
      replace: options.replace,
      strict: options.strict,
      createSite: options.createSite ?? false,
    },
    {
      now: options.now ?? new Date(),
      actor: OPERATOR,
      onProgress: ({ step, done, total, rows }) => {
        if (step === "parsed" && total > PROGRESS_THRESHOLD)
          progress(`parsed ${done}/${total} rows`);
        if (step === "stored" && rows > PROGRESS_THRESHOLD)
          progress(`stored ${done}/${total} cars`);
      },
    },
  );
  if (!result.ok) {
    const { kind, detail } = result.problem;
    throw new CliError(
      kind === "not-found"
        ? `--site: ${detail} (forecourt site list names them); add --create-site to create it with default settings`
        : detail,
    );
  }
  const { cars, ...data } = result.value;
  return {
    data,
    text: reportText(data, options.file),
    exitCode: data.rejected.length ? 2 : 0,
    cars,
  };
}

/** The format the file is in; a CSV or TSV feed needs its mapping profile. */
function feedSource(options: ImportOptions): ImportFeedSource {
  const format = options.format ?? "json";
  if (format === "json") return { format };
  if (!options.profile) {
    throw new CliError(
      `--profile: a ${format.toUpperCase()} feed needs a mapping profile (its JSON Schema: forecourt feed-profile schema)`,
    );
  }
  return { format, profile: options.profile };
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
            {
              sites: platform.sites,
              stock: platform.stock,
              search: platform.search,
              audit: platform.audit,
            },
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
