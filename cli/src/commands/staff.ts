import type { Command } from "commander";
import { type StaffRun, staffAdd, staffList, staffRemove } from "./staff-actions";

type Platform = Awaited<ReturnType<typeof import("@forecourt/adapters/platform").createPlatform>>;

async function withStore(run: (platform: Platform) => Promise<StaffRun>): Promise<void> {
  const { createPlatform } = await import("@forecourt/adapters/platform");
  const platform = await createPlatform(process.env);
  try {
    const result = await run(platform);
    if (result.stdout) process.stdout.write(`${result.stdout}\n`);
    for (const line of result.stderr) process.stderr.write(`${line}\n`);
    process.exitCode = result.exitCode;
  } finally {
    await platform.close();
  }
}

/** `forecourt staff add|list|remove` (issue 17 §2): who may sign in to a site's dealer console. */
export function registerStaff(program: Command): void {
  const staff = program
    .command("staff")
    .description("add, list and remove a site's dealer staff (they sign in at /dealer)");

  staff
    .command("add")
    .description("add a member: owner, manager or sales; exits 2 on bad input or a taken e-mail")
    .option("--site <slug>", "the site")
    .option("--email <email>", "their e-mail address (the sign-in code goes there)")
    .option("--role <role>", "owner | manager | sales")
    .option("--name <name>", "their name, as the console shows it")
    .option("--json", "print the member as JSON")
    .action(
      async (flags: {
        site?: string;
        email?: string;
        role?: string;
        name?: string;
        json?: boolean;
      }) => {
        await withStore((p) => staffAdd(p, flags, { json: flags.json ?? false, now: new Date() }));
      },
    );

  staff
    .command("list")
    .description("list a site's staff")
    .option("--site <slug>", "the site")
    .option("--json", "print JSON")
    .action(async (flags: { site?: string; json?: boolean }) => {
      await withStore((p) => staffList(p, flags, { json: flags.json ?? false }));
    });

  staff
    .command("remove")
    .description("remove a member (their sessions end at once)")
    .option("--site <slug>", "the site")
    .option("--email <email>", "their e-mail address")
    .option("--json", "print JSON")
    .action(async (flags: { site?: string; email?: string; json?: boolean }) => {
      await withStore((p) => staffRemove(p, flags, { json: flags.json ?? false }));
    });
}
