import {
  calculateRepayment,
  defaultSiteConfig,
  formatMoney,
  REPAYMENT_FREQUENCIES,
  type Repayment,
  type TermSettings,
  termYearsProblem,
} from "@forecourt/core";
import type { Command } from "commander";
import { z } from "zod";
import { CliError, numberOption, output } from "../io";
import { loadSiteOption } from "../site-option";

/** The raw strings commander hands over for `forecourt repayment`. */
export interface RepaymentFlags {
  amount?: string;
  rate?: string;
  term?: string;
  frequency?: string;
  deposit?: string;
  tradeIn?: string;
  fees?: string;
  residual?: string;
  site?: string;
  json?: boolean;
}

const money = z.number().min(0, "must be 0 or more").default(0);

/** Edge validation of the calculator inputs; each issue is reported against its flag. */
const RepaymentArgs = z.object({
  amount: z.number({ error: "is required" }).min(0, "must be 0 or more"),
  rate: z
    .number({ error: "is required" })
    .min(0, "must be 0 or more")
    .max(100, "must be 100 or less"),
  term: z.number({ error: "is required" }),
  frequency: z
    .enum(REPAYMENT_FREQUENCIES, { error: `must be one of ${REPAYMENT_FREQUENCIES.join(", ")}` })
    .default("weekly"),
  deposit: money,
  tradeIn: money,
  fees: money,
  residual: money,
});

const FLAG_NAMES: Record<string, string> = { tradeIn: "trade-in" };

export type RepaymentJson = Repayment;

/**
 * Validates the flags and runs the §9 repayment rule; throws CliError naming the bad flag. The
 * term must be one the site's calculator offers (§5, core's termYearsProblem).
 */
export function runRepayment(
  flags: RepaymentFlags,
  termSettings: TermSettings = defaultSiteConfig("default").finance,
): { data: RepaymentJson; text: string } {
  const parsed = RepaymentArgs.safeParse({
    amount: numberOption("amount", flags.amount),
    rate: numberOption("rate", flags.rate),
    term: numberOption("term", flags.term),
    frequency: flags.frequency,
    deposit: numberOption("deposit", flags.deposit),
    tradeIn: numberOption("trade-in", flags.tradeIn),
    fees: numberOption("fees", flags.fees),
    residual: numberOption("residual", flags.residual),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? "input");
    throw new CliError(`--${FLAG_NAMES[key] ?? key}: ${issue?.message ?? "invalid"}`);
  }
  const args = parsed.data;
  const termProblem = termYearsProblem(args.term, args.frequency, termSettings);
  if (termProblem) throw new CliError(`--term: ${termProblem}, got "${flags.term}"`);
  const repayment = calculateRepayment({
    amount: args.amount,
    interest: args.rate,
    termYears: args.term,
    frequency: args.frequency,
    deposit: args.deposit,
    tradeIn: args.tradeIn,
    fees: args.fees,
    residual: args.residual,
  });
  const total =
    repayment.totalRepayments === null
      ? "total repayments blank"
      : `total repayments ${formatMoney(repayment.totalRepayments)}`;
  const text = `${repayment.display} (${total}; loan ${formatMoney(repayment.loan)} over ${repayment.periods} ${args.frequency} payments)`;
  return { data: repayment, text };
}

/** `forecourt repayment`: the §9 finance repayment for a loan. */
export function registerRepayment(program: Command): void {
  program
    .command("repayment")
    .description(
      "§9 finance repayment: annuity rounded up to a whole dollar, with total repayments",
    )
    .option("--amount <n>", "price or amount financed (dollars)")
    .option("--rate <pct>", "interest rate in percent a year, e.g. 6.29")
    .option("--term <years>", "term in years, e.g. 5 or 2.5 (1 to 7 in half years, or the site's)")
    .option("--frequency <f>", "weekly | fortnightly | monthly | yearly", "weekly")
    .option("--deposit <n>", "deposit (dollars)")
    .option("--trade-in <n>", "trade-in value (dollars)")
    .option("--fees <n>", "establishment fees (dollars), financed and added to the total")
    .option("--residual <n>", "residual/balloon owed at the end (dollars)")
    .option("--site <slug>", "apply a fixture tenant's finance settings (its term limits)")
    .option("--json", "print JSON")
    .action(async (flags: RepaymentFlags) => {
      const site = flags.site === undefined ? undefined : await loadSiteOption(flags.site);
      const { data, text } = runRepayment(flags, site?.finance);
      output(flags.json, data, text);
    });
}
