import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const forecourt = (...args: string[]) =>
  run("npx", ["forecourt", ...args], { cwd: repoRoot, env: process.env });

describe("npx forecourt slots / hours (spawned, --demo)", () => {
  it("prints the issue's JSON shapes, in the location's zone", async () => {
    const slots = await forecourt(
      "slots",
      "--site",
      "smithfield-car-outlet",
      "--location",
      "smithfield",
      "--date",
      "2026-12-01",
      "--now",
      "2026-12-01T16:00",
      "--demo",
      "--json",
    );
    expect(JSON.parse(slots.stdout)).toEqual({
      timeZone: "Australia/Sydney",
      date: "2026-12-01",
      slots: ["2026-12-01T17:00:00+11:00"],
    });
    const hours = await forecourt(
      "hours",
      "--site",
      "harbour-city-motors",
      "--location",
      "christchurch",
      "--now",
      "2026-12-25T09:00",
      "--demo",
      "--json",
    );
    expect(hours.stdout).toBe(
      '{"timeZone":"Pacific/Auckland","openNow":false,"today":null,"nextOpen":"2026-12-27T10:00:00+13:00","closedReason":"Christmas Day"}\n',
    );
  }, 180_000);

  it("exits 2 naming an unknown site", async () => {
    const failed = await forecourt(
      "hours",
      "--site",
      "nowhere",
      "--location",
      "x",
      "--demo",
      "--json",
    ).catch((e: { code: number; stderr: string }) => e);
    expect("code" in failed && failed.code).toBe(2);
    expect("stderr" in failed && failed.stderr).toContain("--site: unknown site 'nowhere'");
  }, 180_000);
});
