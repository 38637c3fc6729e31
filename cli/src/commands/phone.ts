import { callNowLabel, formatPhone, maskPhone } from "@forecourt/core";
import type { Command } from "commander";
import { CliError, output } from "../io";

/** A phone argument: digits with the usual separators, and at least one digit. */
function parsePhoneArgument(raw: string): string {
  if (!/^[\d\s()+.-]*$/.test(raw)) {
    throw new CliError(`phone: may hold only digits, spaces, +, -, . and brackets, got "${raw}"`);
  }
  if (!/\d/.test(raw)) throw new CliError(`phone: must contain digits, got "${raw}"`);
  return raw;
}

export type PhoneJson = { formatted: string; masked: string; label: string };

/** §9 phone format and §4 masking; the label shows the masked number when `mask` is set. */
export function runPhone(raw: string, mask = false): { data: PhoneJson; text: string } {
  const phone = parsePhoneArgument(raw);
  const formatted = formatPhone(phone);
  const masked = maskPhone(formatted);
  const label = callNowLabel(mask ? masked : formatted);
  return { data: { formatted, masked, label }, text: label };
}

/** `forecourt phone`: format, mask and label a phone number. */
export function registerPhone(program: Command): void {
  program
    .command("phone")
    .description(
      "§9 phone: +61 → 0, grouped 2-4-4, 'Call Now - {phone}'; §4 masking after five digits",
    )
    .argument("<number>", "the phone number")
    .option("--mask", "label with the masked number (phone-masking sites)")
    .option("--json", "print JSON")
    .action((number: string, flags: { mask?: boolean; json?: boolean }) => {
      const { data, text } = runPhone(number, flags.mask);
      output(flags.json, data, text);
    });
}
