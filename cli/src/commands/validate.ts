import {
  Car,
  isLeadFormName,
  LEAD_FORMS,
  type LeadErrors,
  type LeadFormName,
  leadMessages,
  type SiteConfig,
  validateLead,
} from "@forecourt/core";
import type { Command } from "commander";
import { CliError, output, parseOrFail, readJsonInput } from "../io";
import { loadSiteOption } from "../site-option";

export type ValidateJson = { ok: boolean; errors: LeadErrors };

/** The form name, or a one-line CLI error listing the forms. */
export function leadForm(name: string): LeadFormName {
  if (isLeadFormName(name)) return name;
  throw new CliError(`validate: unknown form '${name}' (forms: ${LEAD_FORMS.join(", ")})`);
}

/**
 * Checks a lead payload with core's validateLead (§5), the same function the
 * API and the web forms use. An unknown form name is a CLI error listing the forms.
 */
export function runValidate(
  form: string,
  payload: unknown,
  site: SiteConfig,
  car?: Car | null,
): { data: ValidateJson; text: string } {
  const result = validateLead(leadForm(form), payload, site, { car });
  if (result.ok) return { data: { ok: true, errors: {} }, text: `${form}: ok` };
  const lines = Object.entries(result.errors).map(([field, message]) => `  ${field}: ${message}`);
  return {
    data: { ok: false, errors: result.errors },
    text: [leadMessages.FIX_ERRORS_HEADING, ...lines].join("\n"),
  };
}

/** `forecourt validate <form>`: {"ok", "errors": {field: message}}; exit 1 when not ok. */
export function registerValidate(program: Command): void {
  program
    .command("validate")
    .description(
      `§5 lead form validation with the spec's messages; forms: ${LEAD_FORMS.join(", ")}`,
    )
    .argument("<form>", "lead form name")
    .argument("[payload]", "payload JSON file, or - / nothing for stdin")
    .option("--site <slug>", "apply a fixture tenant's settings")
    .option("--car <file>", "the car the lead is about (for its distribution locations)")
    .option("--json", "print JSON")
    .action(
      async (
        form: string,
        file: string | undefined,
        flags: { site?: string; car?: string; json?: boolean },
      ) => {
        leadForm(form); // before reading stdin, so a typo fails at once
        const site = await loadSiteOption(flags.site);
        const car = flags.car ? parseOrFail(Car, readJsonInput(flags.car), "car") : null;
        const { data, text } = runValidate(form, readJsonInput(file), site, car);
        output(flags.json, data, text);
        if (!data.ok) process.exitCode = 1;
      },
    );
}
