import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FileSms } from "./file-sms";
import { smsPortContract } from "./test/sms-contract";

function smsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".txt"))
    .map((f) => path.join(dir, f));
}

/** A text file as FileSms writes it: "To: +61…", a blank line, the body. */
function readSms(file: string): { to: string; body: string } {
  const [head = "", ...body] = readFileSync(file, "utf8").split("\n\n");
  return { to: head.replace(/^To: /, ""), body: body.join("\n\n").replace(/\n$/, "") };
}

smsPortContract("FileSms (text files)", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-sms-"));
  return {
    port: new FileSms(dir),
    delivered: async () => smsFiles(dir).map(readSms),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

describe("FileSms", () => {
  it("files each text under its site, owner-only, named by time and number", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "forecourt-sms-"));
    await new FileSms(dir, () => new Date("2026-12-07T17:43:12Z")).send({
      site: "bayside-rv",
      to: "+61412345678",
      body: "hello",
    });
    const [file = ""] = smsFiles(dir);
    expect(path.relative(dir, file)).toMatch(
      /^bayside-rv\/20261207T174312Z-61412345678-[0-9a-f]{8}\.txt$/,
    );
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await rm(dir, { recursive: true, force: true });
  });
});
