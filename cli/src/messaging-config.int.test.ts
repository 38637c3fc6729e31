import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../bin/forecourt.js", import.meta.url));

function forecourt(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...process.env, FORECOURT_DEBUG: "", ...env },
    });
    let stderr = "";
    child.stderr.on("data", (c) => (stderr += c));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
    child.stdin.end("");
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "forecourt-cli-mail-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a bad mail or SMS variable (issue 32 §1)", () => {
  it("stops a command that opens the platform with the one line naming it, exit 1", {
    timeout: 120_000,
  }, async () => {
    const { code, stderr } = await forecourt(["leads", "list", "--site", "x"], {
      FORECOURT_DATA_DIR: join(dir, "data"),
      FORECOURT_SMTP_URL: "smtp://mail.example:587",
      FORECOURT_MAIL_FROM: "",
    });
    expect(code).toBe(1);
    expect(stderr).toBe(
      "forecourt: FORECOURT_MAIL_FROM: required with FORECOURT_SMTP_URL (the address mail is sent from)\n",
    );
  });
});
