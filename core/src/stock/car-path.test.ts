import { describe, expect, it } from "vitest";
import { carPathKey } from "./car-path";

describe("carPathKey", () => {
  it("decodes a slug and keeps a malformed escape as typed", () => {
    expect(carPathKey("2024-toyota-hilux-sr5-bmg-u00001")).toBe("2024-toyota-hilux-sr5-bmg-u00001");
    expect(carPathKey("e2e%20car")).toBe("e2e car");
    expect(carPathKey("%E0%A4%A")).toBe("%E0%A4%A");
  });
  it("names no car for NUL, control characters, lone surrogates, nothing or 501 characters", () => {
    for (const bad of ["%00", "a%0Ab", "%7F", "\ud800", "x\udc00", "", "x".repeat(501)]) {
      expect(carPathKey(bad)).toBeNull();
    }
    expect(carPathKey("\ud83d\ude97")).toBe("\ud83d\ude97");
  });
});
