import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { CliError } from "../io";
import {
  type SiteRun,
  siteCreate,
  siteDelete,
  siteList,
  siteSchema,
  siteSet,
  siteShow,
} from "./site-actions";
import { registerSiteDomain } from "./site-domain";

type Platform = Awaited<ReturnType<typeof import("@forecourt/adapters/platform").createPlatform>>;

/** Reads a JSON file ("-" for stdin); unreadable or invalid JSON is invalid input (exit 2). */
function readDocument(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (e) {
    throw new CliError(`${file}: cannot read (${(e as Error).message})`, 2);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file}: invalid JSON (${(e as Error).message})`, 2);
  }
}

async function withStore(run: (platform: Platform) => Promise<SiteRun>): Promise<void> {
  const { createPlatform } = await import("@forecourt/adapters/platform");
  const platform = await createPlatform(process.env);
  try {
    print(await run(platform));
  } finally {
    await platform.close();
  }
}

function print(run: SiteRun): void {
  if (run.stdout) process.stdout.write(`${run.stdout}\n`);
  for (const line of run.stderr) process.stderr.write(`${line}\n`);
  process.exitCode = run.exitCode;
}

/** `forecourt site create|show|set|list|delete|schema` (issue 17 §1): sites are data. */
export function registerSite(program: Command): void {
  const site = program
    .command("site")
    .description("create, show, change, list and delete sites (their settings live in the store)");

  site
    .command("create")
    .description("create a site from its JSON document; exits 2 with one line per problem")
    .requiredOption("--file <file>", "the site document (JSON; - for stdin)")
    .option("--json", 'print {"slug": …}')
    .action(async (flags: { file: string; json?: boolean }) => {
      const document = readDocument(flags.file);
      await withStore((p) => siteCreate(p.sites, document, flags.json ?? false));
    });

  site
    .command("show")
    .description("print a site's document (what `site create --file` accepts)")
    .argument("<slug>", "the site")
    .option("--json", "print it on one line")
    .option("--show-secrets", "print secrets instead of masking them")
    .action(async (slug: string, flags: { json?: boolean; showSecrets?: boolean }) => {
      await withStore((p) =>
        siteShow(p.sites, slug, {
          json: flags.json ?? false,
          showSecrets: flags.showSecrets ?? false,
        }),
      );
    });

  site
    .command("set")
    .description("change a site with a JSON Merge Patch (RFC 7386), validated as a whole")
    .argument("<slug>", "the site")
    .requiredOption("--file <file>", "the merge patch (JSON; - for stdin)")
    .option("--json", "print JSON")
    .action(async (slug: string, flags: { file: string; json?: boolean }) => {
      const patch = readDocument(flags.file);
      await withStore((p) => siteSet(p, slug, patch, flags.json ?? false));
    });

  site
    .command("list")
    .description("list the sites")
    .option("--json", "print JSON")
    .action(async (flags: { json?: boolean }) => {
      await withStore((p) => siteList(p.sites, flags.json ?? false));
    });

  site
    .command("delete")
    .description("delete a site with its cars, leads, shoppers and staff")
    .argument("<slug>", "the site")
    .option("--yes", "confirm: this cannot be undone")
    .option("--json", "print JSON")
    .action(async (slug: string, flags: { yes?: boolean; json?: boolean }) => {
      await withStore((p) =>
        siteDelete(p.sites, slug, { json: flags.json ?? false, yes: flags.yes ?? false }),
      );
    });

  registerSiteDomain(site, (run) => withStore((p) => run(p)));

  site
    .command("schema")
    .description("print the site document's JSON Schema (for editors)")
    .option("--json", "print it on one line")
    .action((flags: { json?: boolean }) => {
      print(siteSchema(flags.json ?? false));
    });
}
