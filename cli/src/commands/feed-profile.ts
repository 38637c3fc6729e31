import { feedProfileJsonSchema, parseCsvFeed, type RejectedRow } from "@forecourt/core";
import type { Command } from "commander";
import { CliError, output, readTextInput } from "../io";
import { readProfile } from "./import";

/** What `feed-profile check` found: the profile is valid, and what a feed would give. */
export interface ProfileCheck {
  profile: string;
  rows?: number;
  cars?: number;
  rejected?: RejectedRow[];
}

/** Checks a profile, and with a feed, parses it as an import would without storing a car. */
export function checkProfile(profileFile: string, feedFile?: string, tsv = false): ProfileCheck {
  const profile = readProfile(profileFile);
  if (!feedFile) return { profile: profile.name };
  const parsed = parseCsvFeed(
    readTextInput(feedFile),
    tsv ? { ...profile, delimiter: "\t" } : profile,
  );
  if (!parsed.ok) throw new CliError(`${feedFile}: ${parsed.error}`);
  return {
    profile: profile.name,
    rows: parsed.feed.rows,
    cars: parsed.feed.cars.length,
    rejected: parsed.feed.rejected,
  };
}

function checkText(check: ProfileCheck, feedFile?: string): string {
  if (check.rows === undefined) return `Profile '${check.profile}' is valid.`;
  const lines = [
    `Profile '${check.profile}' reads ${feedFile}: ${check.cars} of ${check.rows} rows would import, ${check.rejected?.length ?? 0} rejected.`,
  ];
  for (const r of check.rejected ?? []) {
    const column = r.column ? `column "${r.column}", ` : "";
    lines.push(`  line ${r.line}${r.id ? ` (car ${r.id})` : ""}: ${column}${r.field}: ${r.reason}`);
  }
  return lines.join("\n");
}

/** `forecourt feed-profile schema` and `forecourt feed-profile check PROFILE [FEED]` (issue 33 §1). */
export function registerFeedProfile(program: Command): void {
  const command = program
    .command("feed-profile")
    .description("mapping profiles that turn a dealer's CSV/TSV stock export into cars");
  command
    .command("schema")
    .description("print the mapping profile's JSON Schema")
    .action(() => {
      process.stdout.write(`${JSON.stringify(feedProfileJsonSchema(), null, 2)}\n`);
    });
  command
    .command("check")
    .description(
      "check a mapping profile and, given a feed, list the rows an import would reject (nothing is stored); exits 2 when any would be",
    )
    .argument("<profile>", "the mapping profile (JSON)")
    .argument("[feed]", "a CSV or TSV feed to read through it")
    .option("--json", "print the result as JSON")
    .action((profile: string, feed: string | undefined, flags: { json?: boolean }) => {
      const check = checkProfile(profile, feed, feed ? /\.(tsv|tab)$/i.test(feed) : false);
      output(flags.json, check, checkText(check, feed));
      if (check.rejected?.length) process.exitCode = 2;
    });
}
