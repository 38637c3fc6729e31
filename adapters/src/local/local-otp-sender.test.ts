import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeFile, LocalOtpSender, maskPhone } from "./local-otp-sender";

describe("LocalOtpSender", () => {
  it("writes the code to the log with the site and a masked phone", async () => {
    const lines: Array<[Record<string, unknown>, string]> = [];
    const sender = new LocalOtpSender({ info: (fields, message) => lines.push([fields, message]) });
    await sender.send("brisbane-motor-group", "0491 570 156", "482913");
    expect(lines).toEqual([
      [
        { site: "brisbane-motor-group", phone: "*******156", code: "482913" },
        "one-time sign-in code (local sender: no SMS sent)",
      ],
    ]);
    expect(JSON.stringify(lines)).not.toContain("0491");
  });

  it("with a codes folder, also writes the latest code per number there (owner-only)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "otp-"));
    try {
      const sender = new LocalOtpSender({ info: () => {} }, { codesDir: dir });
      await sender.send("bayside-rv", "0491570156", "111111");
      await sender.send("bayside-rv", "0491570156", "222222");
      const file = path.join(dir, "bayside-rv", "0491570156.txt");
      expect(await readFile(file, "utf8")).toBe("222222\n");
      expect((await stat(file)).mode & 0o077).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the code file's name cannot leave the folder", () => {
    expect(codeFile("/codes", "../../etc", "04/../12")).toBe(
      path.join("/codes", "etc", "0412.txt"),
    );
    expect(codeFile("/codes", "..", "")).toBe(path.join("/codes", "site", "unknown.txt"));
  });

  it.each([
    ["+61 491 570 156", "********156"],
    ["12", "***"],
    ["", "***"],
  ])("maskPhone(%j) → %j", (phone, masked) => expect(maskPhone(phone)).toBe(masked));
});
