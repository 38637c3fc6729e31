/** With `--debug` or FORECOURT_DEBUG=1 an unexpected error also prints its stack. */
export function wantsDebug(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return argv.includes("--debug") || env.FORECOURT_DEBUG === "1";
}

/**
 * What the CLI prints for an error it did not expect (a bug, the store down): one line naming
 * the error, and how to see more; the stack only when debugging.
 */
export function unexpectedErrorReport(error: unknown, debug: boolean): string {
  const name = error instanceof Error ? error.name : "Error";
  const message = error instanceof Error ? error.message : String(error);
  // Only the first line: a driver's message may go on to quote a query and its values.
  const firstLine = message.split("\n", 1)[0]?.trim() || "(no message)";
  const line = `forecourt: unexpected ${name}: ${firstLine}`;
  if (debug) {
    const stack = error instanceof Error && error.stack ? error.stack : String(error);
    return `${line}\n${stack}\n`;
  }
  return `${line} (run again with --debug or FORECOURT_DEBUG=1 for details)\n`;
}
