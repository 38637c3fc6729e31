import {
  formatSearchUrl,
  parseSearchUrl,
  type SearchState,
  SearchState as SearchStateSchema,
} from "@forecourt/core";
import type { Command } from "commander";
import { CliError, output, parseOrFail, readJsonInput } from "../io";
import { loadSiteOption } from "../site-option";

/** A search address must be a site path, as the browser shows it after the host. */
function parseAddressArgument(raw: string): string {
  if (!raw.startsWith("/")) {
    throw new CliError(
      `address: must start with '/' (a path such as /search/used-cars), got "${raw}"`,
    );
  }
  return raw;
}

/** `parse`: the canonical SearchState of an address, and the address it formats back to. */
export async function runSearchUrlParse(
  raw: string,
  siteSlug?: string,
): Promise<{ data: { state: SearchState; canonical: string }; text: string }> {
  const site = await loadSiteOption(siteSlug);
  const state = parseSearchUrl(parseAddressArgument(raw), site);
  const canonical = formatSearchUrl(state, site);
  return { data: { state, canonical }, text: `${canonical}\n${JSON.stringify(state, null, 2)}` };
}

/** `format`: the §2 address of a SearchState given as JSON. */
export async function runSearchUrlFormat(
  input: unknown,
  siteSlug?: string,
): Promise<{ data: { url: string }; text: string }> {
  const site = await loadSiteOption(siteSlug);
  const state = parseOrFail(SearchStateSchema, input, "state");
  const url = formatSearchUrl(state, site);
  return { data: { url }, text: url };
}

/** `forecourt search-url parse|format`: search state ⇄ URL in the InstantSearch format (§2). */
export function registerSearchUrl(program: Command): void {
  const command = program
    .command("search-url")
    .description("§2 search state ⇄ URL (InstantSearch format, /search/... path forms)");
  command
    .command("parse")
    .description("read a search address into its canonical search state")
    .argument("<address>", "path and query, e.g. '/search/used-cars/toyota?page=2'")
    .option("--site <slug>", "apply a fixture tenant's settings")
    .option("--json", "print JSON")
    .action(async (address: string, flags: { site?: string; json?: boolean }) => {
      const { data, text } = await runSearchUrlParse(address, flags.site);
      output(flags.json, data, text);
    });
  command
    .command("format")
    .description("write a search state (JSON file or stdin) as its address")
    .argument("[state.json]", "the search state; stdin when absent or '-'")
    .option("--site <slug>", "apply a fixture tenant's settings")
    .option("--json", "print JSON")
    .action(async (file: string | undefined, flags: { site?: string; json?: boolean }) => {
      const { data, text } = await runSearchUrlFormat(readJsonInput(file), flags.site);
      output(flags.json, data, text);
    });
}
