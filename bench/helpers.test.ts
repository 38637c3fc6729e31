import { describe, expect, it } from "vitest";
import { OptionError, parseWholeOption } from "./helpers";

describe("a benchmark's whole-number option", () => {
  it("reads decimal digits, and falls back when the flag is absent", () => {
    expect(parseWholeOption(["node", "bench", "--warmup", "8"], "warmup", 5)).toBe(8);
    expect(parseWholeOption(["node", "bench", "--warmup", "0"], "warmup", 5)).toBe(0);
    expect(parseWholeOption(["node", "bench"], "warmup", 5)).toBe(5);
  });

  it.each([[""], ["abc"], ["0x10"], ["-1"], ["2.5"], [" 3"], ["1e3"], ["99999999999999999999"]])(
    "refuses %j with one line naming the flag",
    (text) => {
      const read = () => parseWholeOption(["node", "bench", "--warmup", text], "warmup", 5);
      expect(read).toThrow(OptionError);
      expect(read).toThrow(`--warmup must be a whole number of at least 0 (got "${text}")`);
    },
  );

  it("refuses a value below its minimum, and a flag given no value", () => {
    expect(() => parseWholeOption(["node", "bench", "--duration", "0"], "duration", 10, 1)).toThrow(
      '--duration must be a whole number of at least 1 (got "0")',
    );
    expect(() => parseWholeOption(["node", "bench", "--duration"], "duration", 10, 1)).toThrow(
      '--duration must be a whole number of at least 1 (got "")',
    );
  });
});
