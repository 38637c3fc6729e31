import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LocalStaffCodeSender, maskEmail, staffCodeFile } from "./local-staff-code-sender";

describe("LocalStaffCodeSender", () => {
  it("logs the code with the site and a masked e-mail", async () => {
    const lines: Array<[Record<string, unknown>, string]> = [];
    const sender = new LocalStaffCodeSender({
      info: (fields, message) => lines.push([fields, message]),
    });
    await sender.send("bayside-rv", "jo.smith@bayside.example", "482913");
    expect(lines).toEqual([
      [
        { site: "bayside-rv", email: "j***@bayside.example", code: "482913" },
        "staff sign-in code (local sender: no e-mail sent)",
      ],
    ]);
    expect(JSON.stringify(lines)).not.toContain("jo.smith");
  });

  it("writes the latest code to <site>/<email>.txt (owner-only)", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "staff-otp-"));
    try {
      const sender = new LocalStaffCodeSender({ info: () => {} }, { codesDir: dir });
      await sender.send("bayside-rv", "jo@bayside.example", "111111");
      await sender.send("bayside-rv", "jo@bayside.example", "222222");
      const file = path.join(dir, "bayside-rv", "jo@bayside.example.txt");
      expect(await readFile(file, "utf8")).toBe("222222\n");
      expect((await stat(file)).mode & 0o077).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the file's name cannot leave the folder", () => {
    expect(staffCodeFile("/codes", "../x", "a/../../b@c.d")).toBe(
      path.join("/codes", "x", "a_.._.._b@c.d.txt"),
    );
    expect(staffCodeFile("/codes", "..", "")).toBe(path.join("/codes", "site", "unknown.txt"));
  });

  it.each([
    ["jo@x.example", "j***@x.example"],
    ["@x", "***"],
    ["nobody", "***"],
  ])("maskEmail(%j) → %j", (email, masked) => expect(maskEmail(email)).toBe(masked));
});
