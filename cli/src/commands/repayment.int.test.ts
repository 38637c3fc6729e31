import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

describe("npx forecourt repayment (spawned)", () => {
  it("prints the JSON shape other tools rely on", async () => {
    const { stdout } = await run(
      "npx",
      ["forecourt", "repayment", "--amount", "30000", "--rate", "6.29", "--term", "5", "--json"],
      { cwd: repoRoot },
    );
    expect(JSON.parse(stdout)).toMatchObject({
      payment: 135,
      totalRepayments: 35100,
      display: "$135/wk*",
      frequency: "weekly",
      loan: 30000,
      periods: 260,
    });
  });

  it("exits non-zero with a one-line message naming the flag", async () => {
    const failure = await run("npx", ["forecourt", "repayment", "--rate", "6", "--term", "5"], {
      cwd: repoRoot,
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure?.code).not.toBe(0);
    const lines = (failure?.stderr ?? "").split("\n").filter((l) => l.startsWith("forecourt:"));
    expect(lines).toEqual(["forecourt: --amount: is required"]);
  });
});
