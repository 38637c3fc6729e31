import { readFileSync } from "node:fs";
import { DEFAULT_TIME_ZONE, parseIsoInstant } from "@forecourt/core";
import type { z } from "zod";

/** An expected failure: printed as one line naming the field, exit code 1 (or as given). */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const READ_FAILURES: Record<string, string> = {
  ENOENT: "no such file",
  EISDIR: "is a folder, not a file",
  EACCES: "permission denied",
  EPERM: "permission denied",
  ENOTDIR: "no such file (a part of the path is not a folder)",
  ENAMETOOLONG: "the file name is too long",
  ELOOP: "too many symbolic links",
  EMFILE: "too many open files",
};

/**
 * Reads a file's text, or stdin when the path is absent or "-". A file that is missing, a folder
 * or unreadable is one line naming it (never a stack trace).
 */
export function readTextInput(file: string | undefined): string {
  const fromStdin = !file || file === "-";
  try {
    return readFileSync(fromStdin ? 0 : file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    const reason = READ_FAILURES[code] ?? `cannot be read (${code || "unknown error"})`;
    throw new CliError(`${fromStdin ? "stdin" : file}: ${reason}`);
  }
}

/** Reads JSON from a file path, or from stdin when the path is absent or "-"; bad JSON is one line. */
export function readJsonInput(file: string | undefined): unknown {
  const text = readTextInput(file);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${!file || file === "-" ? "stdin" : file}: ${jsonProblem(text, e)}`);
  }
}

/**
 * "not valid JSON (line 2, column 5)": where, never the engine's message, which quotes the input
 * (several lines of it, and possibly a shopper's details).
 */
function jsonProblem(text: string, error: unknown): string {
  if (text.trim() === "") return "is empty, expected JSON";
  const position = /position (\d+)/.exec(String((error as Error)?.message))?.[1];
  if (position === undefined) return "not valid JSON";
  const before = text.slice(0, Number(position));
  const line = before.split("\n").length;
  const column = before.length - before.lastIndexOf("\n");
  return `not valid JSON (line ${line}, column ${column})`;
}

/**
 * Parses with a zod schema; the first issue becomes one line naming its field:
 * `car: price: Invalid input` (or `car: Invalid input` when the whole value is wrong).
 */
export function parseOrFail<T extends z.ZodType>(
  schema: T,
  value: unknown,
  what: string,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  throw new CliError(`${what}: ${field}${issue?.message ?? "invalid"}`);
}

/** Decimal notation only: digits with an optional fraction, "$" and thousands commas allowed. */
const DECIMAL = /^-?\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^-?\$?\.\d+$/;

/**
 * Parses a numeric option: decimal notation only (not "", "0x10", "1e3", "Infinity"), naming
 * the option when it is not one. `$30,000` reads as 30000.
 */
export function numberOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text === "") throw new CliError(`--${name}: must not be empty`);
  if (!DECIMAL.test(text)) {
    throw new CliError(`--${name}: must be a decimal number such as 30000 or 6.29, got "${value}"`);
  }
  return Number(text.replace(/[$,]/g, ""));
}

/** A numeric option that must be a whole number (a count, a port, a page). */
export function wholeNumberOption(name: string, value: string | undefined): number | undefined {
  const n = numberOption(name, value);
  if (n !== undefined && !Number.isSafeInteger(n)) {
    throw new CliError(`--${name}: must be a whole number, got "${value}"`);
  }
  return n;
}

/**
 * Parses --now / --at strictly (an impossible date such as 2026-02-30 is refused); a date or
 * time without an offset is read in `timeZone`, the site's (Australia/Brisbane by default), not
 * UTC. Defaults to the real clock only here, at the shell edge.
 */
export function instantOption(
  name: string,
  value: string | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): Date {
  if (value === undefined) return new Date();
  const instant = parseIsoInstant(value, timeZone);
  if (!instant) {
    throw new CliError(
      `--${name}: not a real ISO date or date-time such as 2026-11-23 or 2026-11-23T10:00+10:00, got "${value}"`,
    );
  }
  return instant;
}

/** Parses a calendar date option (yyyy-MM-dd) that exists; returns it as written. */
export function calendarDateOption(name: string, value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) || !parseIsoInstant(value, "UTC")) {
    throw new CliError(`--${name}: not a real date in the form YYYY-MM-DD, got "${value}"`);
  }
  return value.trim();
}

/** Prints JSON with --json, else the human text. */
export function output(json: boolean | undefined, data: unknown, text: string): void {
  process.stdout.write(json ? `${JSON.stringify(data)}\n` : `${text}\n`);
}
