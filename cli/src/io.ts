import { readFileSync } from "node:fs";
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

/** Reads JSON from a file path, or from stdin when the path is absent or "-". */
export function readJsonInput(file: string | undefined): unknown {
  const text = !file || file === "-" ? readFileSync(0, "utf8") : readFileSync(file, "utf8");
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${file ?? "stdin"}: invalid JSON (${(e as Error).message})`);
  }
}

/** Parses with a zod schema; the first issue becomes a one-line error naming its field. */
export function parseOrFail<T extends z.ZodType>(
  schema: T,
  value: unknown,
  what: string,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join(".") : what;
  throw new CliError(`${what}: ${field}: ${issue?.message ?? "invalid"}`);
}

/** Parses a numeric option, naming the option when it is not a number. */
export function numberOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value.replace(/[$,]/g, ""));
  if (!Number.isFinite(n)) throw new CliError(`--${name}: must be a number, got "${value}"`);
  return n;
}

/** Parses --now / --at; defaults to the real clock only here, at the shell edge. */
export function instantOption(name: string, value: string | undefined): Date {
  if (value === undefined) return new Date();
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw new CliError(`--${name}: not an ISO date-time: "${value}"`);
  return d;
}

/** Prints JSON with --json, else the human text. */
export function output(json: boolean | undefined, data: unknown, text: string): void {
  process.stdout.write(json ? `${JSON.stringify(data)}\n` : `${text}\n`);
}
