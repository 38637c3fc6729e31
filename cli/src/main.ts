import { Command, CommanderError } from "commander";
import { commandsFor } from "./commands/index";
import { CliError } from "./io";
import { unexpectedErrorReport, wantsDebug } from "./unexpected-error";

const program = new Command("forecourt")
  .description("Forecourt: multi-tenant dealer website platform — rules, stock, leads and servers")
  .showHelpAfterError()
  .exitOverride();

// --debug may come anywhere on the line; it is the shell's switch, not a command's option.
const debug = wantsDebug(process.argv, process.env);
const argv = process.argv.filter((arg) => arg !== "--debug");

for (const register of await commandsFor(argv.slice(2))) register(program);

try {
  await program.parseAsync(argv);
} catch (e) {
  if (e instanceof CommanderError) {
    process.exitCode = e.exitCode;
  } else if (e instanceof CliError) {
    process.stderr.write(`forecourt: ${e.message}\n`);
    process.exitCode = e.exitCode;
  } else if (e instanceof Error && e.name === "MessagingConfigError") {
    // A mail or SMS variable the platform refuses (issue 32): its one line names the variable.
    process.stderr.write(`forecourt: ${e.message}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(unexpectedErrorReport(e, debug));
    process.exitCode = 1;
  }
}
