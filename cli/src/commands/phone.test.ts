import { describe, expect, it } from "vitest";
import { runPhone } from "./phone";

describe("forecourt phone", () => {
  it("formats +61, masks after five digits, labels Call Now", () => {
    expect(runPhone("+61733331234").data).toEqual({
      formatted: "07 3333 1234",
      masked: "07 333* ****",
      label: "Call Now - 07 3333 1234",
    });
    expect(runPhone("0733331234", true).data.label).toBe("Call Now - 07 333* ****");
  });

  it.each([
    ["call me", "phone: may hold only digits"],
    ["", "phone: must contain digits"],
    ["+ ()", "phone: must contain digits"],
  ])("%j → %s", (raw, message) => {
    expect(() => runPhone(raw)).toThrow(message);
  });
});
