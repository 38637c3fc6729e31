import type { Command } from "commander";

/** Each command module adds its subcommand(s) to the program. Keep this list sorted. */
export const commandModules: Array<(program: Command) => void> = [];
