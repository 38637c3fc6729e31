import { Command, CommanderError } from "commander";
import { commandModules } from "./commands/index";
import { CliError } from "./io";

const program = new Command("forecourt")
  .description("Forecourt: multi-tenant dealer website platform — rules, stock, leads and servers")
  .showHelpAfterError()
  .exitOverride();

for (const register of commandModules) register(program);

try {
  await program.parseAsync(process.argv);
} catch (e) {
  if (e instanceof CommanderError) {
    process.exitCode = e.exitCode;
  } else if (e instanceof CliError) {
    process.stderr.write(`forecourt: ${e.message}\n`);
    process.exitCode = e.exitCode;
  } else {
    throw e;
  }
}
