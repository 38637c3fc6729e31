import type { OutboxEntry, OutboxState } from "@forecourt/core";
import { siteTimeZone } from "@forecourt/core";
import type { Command } from "commander";
import { CliError, instantOption, output } from "../io";

const STATES: readonly OutboxState[] = ["pending", "delivered", "dead"];

/**
 * One outbox line: lead id, state, attempts, when due, last error; then, where its targets
 * parted ways (issue 32), each target's own state, e.g. `[email dead: SMTP 550; webhook delivered]`.
 */
export function outboxLine(e: OutboxEntry): string {
  const due = e.state === "pending" ? ` due ${e.nextAttemptAt.toISOString()}` : "";
  const error = e.lastError ? ` — ${e.lastError}` : "";
  const targets = (e.targets ?? [])
    .map((t) => `${t.target} ${t.state}${t.lastError ? `: ${t.lastError}` : ""}`)
    .join("; ");
  return `${e.leadId}  ${e.state}  attempts ${e.attempts}${due}${error}${targets ? `  [${targets}]` : ""}`;
}

function stateOption(value: string | undefined): OutboxState | undefined {
  if (value === undefined) return undefined;
  if (!(STATES as readonly string[]).includes(value)) {
    throw new CliError(`--state: must be one of ${STATES.join(", ")}, got "${value}"`);
  }
  return value as OutboxState;
}

async function withPlatform<T>(
  run: (
    p: Awaited<ReturnType<typeof import("@forecourt/adapters/platform").createPlatform>>,
  ) => Promise<T>,
): Promise<T> {
  const { createPlatform } = await import("@forecourt/adapters/platform");
  const platform = await createPlatform(process.env);
  try {
    return await run(platform);
  } finally {
    await platform.close();
  }
}

/** `forecourt leads list|retry|deliver --site S`: the operator's view of the lead outbox (issue 4 §3). */
export function registerLeads(program: Command): void {
  const leads = program
    .command("leads")
    .description("the lead outbox: list, retry dead leads, deliver now");

  leads
    .command("list")
    .description("list a site's leads in the outbox")
    .requiredOption("--site <slug>", "the site")
    .option("--state <state>", `only this state (${STATES.join(", ")})`)
    .option("--json", "print JSON")
    .action(async (flags: { site: string; state?: string; json?: boolean }) => {
      const state = stateOption(flags.state);
      await withPlatform(async (platform) => {
        const entries = await platform.leads.outbox(flags.site, state);
        const text = entries.length
          ? entries.map(outboxLine).join("\n")
          : `No ${state ?? ""} leads for '${flags.site}'.`.replace("  ", " ");
        output(flags.json, entries, text);
      });
    });

  leads
    .command("retry")
    .description("make dead leads due again (all of the site's dead leads, or the ids given)")
    .argument("[ids...]", "lead ids (default: every dead lead of the site)")
    .requiredOption("--site <slug>", "the site")
    .option("--now <iso>", "fix the clock (ISO date-time)")
    .option("--deliver", "deliver them now instead of waiting for a running server's relay")
    .option("--json", "print JSON")
    .action(
      async (
        ids: string[],
        flags: { site: string; now?: string; deliver?: boolean; json?: boolean },
      ) => {
        instantOption("now", flags.now); // checked before the store opens
        await withPlatform(async (platform) => {
          const site = await platform.sites.get(flags.site);
          const now = instantOption("now", flags.now, site ? siteTimeZone(site) : undefined);
          const wanted = ids.length
            ? ids
            : (await platform.leads.outbox(flags.site, "dead")).map((e) => e.leadId);
          const retried: string[] = [];
          const unknown: string[] = [];
          for (const id of wanted) {
            ((await platform.leads.retry(flags.site, id, now)) ? retried : unknown).push(id);
          }
          const delivery = flags.deliver ? await platform.relay.drain() : null;
          const lines = [`Retrying ${retried.length} lead(s) for '${flags.site}'.`];
          if (unknown.length)
            lines.push(`Not retried (unknown or already delivered): ${unknown.join(", ")}`);
          if (delivery)
            lines.push(
              `Delivered ${delivery.delivered}; ${delivery.retrying} will retry; ${delivery.dead} dead.`,
            );
          output(flags.json, { retried, unknown, delivery }, lines.join("\n"));
          if (unknown.length) process.exitCode = 1;
        });
      },
    );

  leads
    .command("deliver")
    .description("run the outbox relay once over every due lead")
    .option("--json", "print JSON")
    .action(async (flags: { json?: boolean }) => {
      await withPlatform(async (platform) => {
        const round = await platform.relay.drain();
        output(
          flags.json,
          round,
          `Delivered ${round.delivered}; ${round.retrying} will retry; ${round.dead} dead.`,
        );
      });
    });
}
