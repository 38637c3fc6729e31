import type { Command } from "commander";

/** A command module adds its subcommand(s) to the program. */
export type RegisterCommands = (program: Command) => void;

/**
 * Each top-level command and the module that adds it. main.ts imports only the module of the
 * command asked for: a command's module imports what it runs (the store, search, holidays…), and
 * importing all of them made every `forecourt` run pay for every other command. Keep it sorted.
 */
export const commandLoaders: Record<string, () => Promise<RegisterCommands>> = {
  eligibility: async () => (await import("./eligibility")).registerEligibility,
  export: async () => (await import("./export")).registerExport,
  "feed-profile": async () => (await import("./feed-profile")).registerFeedProfile,
  "finance-estimate": async () => (await import("./finance-estimate")).registerFinanceEstimate,
  fuel: async () => (await import("./fuel")).registerFuel,
  hours: async () => (await import("./slots-hours")).registerSlotsAndHours,
  import: async () => (await import("./import")).registerImport,
  leads: async () => (await import("./leads")).registerLeads,
  phone: async () => (await import("./phone")).registerPhone,
  price: async () => (await import("./price")).registerPrice,
  reindex: async () => (await import("./reindex")).registerReindex,
  repayment: async () => (await import("./repayment")).registerRepayment,
  "sales-counter": async () => (await import("./sales-counter")).registerSalesCounter,
  search: async () => (await import("./search")).registerSearch,
  "search-url": async () => (await import("./search-url")).registerSearchUrl,
  serve: async () => (await import("./serve")).registerServe,
  similar: async () => (await import("./similar")).registerSimilar,
  site: async () => (await import("./site")).registerSite,
  slots: async () => (await import("./slots-hours")).registerSlotsAndHours,
  staff: async () => (await import("./staff")).registerStaff,
  tag: async () => (await import("./tag")).registerTag,
  validate: async () => (await import("./validate")).registerValidate,
};

/**
 * The modules a command line needs: the named command's alone, or every module when no known
 * command is named (help, a typo that wants suggestions).
 */
export async function commandsFor(args: readonly string[]): Promise<RegisterCommands[]> {
  const name = args.find((arg) => !arg.startsWith("-"));
  const loaders =
    name !== undefined && Object.hasOwn(commandLoaders, name)
      ? [commandLoaders[name] as () => Promise<RegisterCommands>]
      : Object.values(commandLoaders);
  return [...new Set(await Promise.all(loaders.map((load) => load())))];
}
