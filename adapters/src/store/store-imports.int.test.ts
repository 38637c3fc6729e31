import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const run = promisify(execFile);
const storeModule = fileURLToPath(new URL("./create-store.ts", import.meta.url));

/**
 * Which npm packages a process loads by importing the store. better-auth (with kysely and jose,
 * ~1,900 modules) loads on the first sign-in, not at start: every CLI command and test worker
 * opens the store and paid seconds for it.
 */
it("importing the store loads no sign-in library until someone signs in", async () => {
  const script = `
    import { registerHooks } from "node:module";
    const packages = new Set();
    registerHooks({ resolve(spec, ctx, next) {
      const r = next(spec, ctx);
      const m = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(r.url);
      if (m) packages.add(m[1]);
      return r;
    } });
    await import(${JSON.stringify(storeModule)});
    process.stdout.write(JSON.stringify([...packages]));
  `;
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx/esm", "--input-type=module", "-e", script],
    {
      cwd: fileURLToPath(new URL("../..", import.meta.url)),
    },
  );
  const packages: string[] = JSON.parse(stdout);
  expect(packages).toContain("drizzle-orm");
  expect(packages.filter((name) => /better-auth|kysely|jose/.test(name))).toEqual([]);
});
