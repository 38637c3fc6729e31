import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FileMail, fileStem } from "./file-mail";
import { contractMail, mailPortContract } from "./test/mail-contract";

function mailFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => path.join(dir, f));
}

mailPortContract("FileMail (.eml files)", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "forecourt-mail-"));
  return {
    port: new FileMail(dir, "leads@forecourt.example"),
    delivered: async () => mailFiles(dir).map((f) => readFileSync(f)),
    close: () => rm(dir, { recursive: true, force: true }),
  };
});

describe("FileMail", () => {
  it("files each message under its site, owner-only, named by time and message", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "forecourt-mail-"));
    const at = new Date("2026-12-07T17:43:12.345Z");
    await new FileMail(dir, "leads@forecourt.example", () => at).send(
      contractMail({ site: "../../etc" }),
    );
    const [file] = mailFiles(dir);
    expect(path.relative(dir, file ?? "")).toBe(
      path.join("etc", "20261207T174312Z-lead.lead-1.eml"),
    );
    expect(statSync(file ?? "").mode & 0o777).toBe(0o600);
    const raw = readFileSync(file ?? "", "utf8");
    expect(raw).toMatch(/^From: "?Brisbane Motor Group"? <leads@forecourt\.example>\r$/m);
    await rm(dir, { recursive: true, force: true });
  });

  it("names a file from the message id's own characters only", () => {
    expect(fileStem(new Date("2026-01-02T03:04:05Z"), "<a/../b@x>")).toBe(
      "20260102T030405Z-a-..-b",
    );
  });
});
