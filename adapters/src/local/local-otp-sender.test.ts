import { describe, expect, it } from "vitest";
import { LocalOtpSender, maskPhone } from "./local-otp-sender";

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

  it.each([
    ["+61 491 570 156", "********156"],
    ["12", "***"],
    ["", "***"],
  ])("maskPhone(%j) → %j", (phone, masked) => expect(maskPhone(phone)).toBe(masked));
});
