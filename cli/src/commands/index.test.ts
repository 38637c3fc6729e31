import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { commandLoaders, commandsFor } from "./index";

const names = (registers: Array<(program: Command) => void>) => {
  const program = new Command();
  for (const register of registers) register(program);
  return program.commands.map((command) => command.name()).sort();
};

describe("command loaders", () => {
  it("name every command their modules add, each under its own name", async () => {
    const all = await commandsFor([]);
    expect(names(all)).toEqual(Object.keys(commandLoaders).sort());
    for (const [name, load] of Object.entries(commandLoaders)) {
      expect(names([await load()])).toContain(name);
    }
  });

  it("load only the named command's module, or all of them for help and unknown names", async () => {
    expect(names(await commandsFor(["site", "list", "--json"]))).toEqual(["site"]);
    expect(names(await commandsFor(["hours", "--site", "x"]))).toEqual(["hours", "slots"]);
    const every = Object.keys(commandLoaders).sort();
    expect(names(await commandsFor(["--help"]))).toEqual(every);
    expect(names(await commandsFor(["sitte"]))).toEqual(every);
    expect(names(await commandsFor(["help", "site"]))).toEqual(every);
  });
});
