import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Car } from "@forecourt/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CliError,
  calendarDateOption,
  instantOption,
  numberOption,
  parseOrFail,
  readJsonInput,
  readTextInput,
  wholeNumberOption,
} from "./io";

/** The CliError message a call throws (failing the test when it throws anything else). */
function cliMessage(call: () => unknown): string {
  try {
    call();
  } catch (e) {
    expect(e).toBeInstanceOf(CliError);
    return (e as CliError).message;
  }
  throw new Error("expected a CliError");
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "forecourt-io-"));
  await writeFile(join(dir, "car.json"), '{"id":"1"}');
  await writeFile(join(dir, "bad.json"), '{\n  "id": "1",\n  oops\n}');
  await writeFile(join(dir, "empty.json"), "  \n");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("reading input files (issue 16 §3)", () => {
  it("reads a file's JSON", () => {
    expect(readJsonInput(join(dir, "car.json"))).toEqual({ id: "1" });
  });

  it.each([
    ["missing.json", "no such file"],
    [".", "is a folder, not a file"],
    ["car.json/inside", "no such file (a part of the path is not a folder)"],
  ])("%s → one line: %s", (name, reason) => {
    const path = join(dir, name);
    expect(cliMessage(() => readTextInput(path))).toBe(`${path}: ${reason}`);
    expect(cliMessage(() => readJsonInput(path))).toBe(`${path}: ${reason}`);
  });

  it("bad JSON is one line saying where, never quoting the input", () => {
    const path = join(dir, "bad.json");
    const message = cliMessage(() => readJsonInput(path));
    expect(message).toMatch(new RegExp(`^${path}: not valid JSON( \\(line 3, column \\d+\\))?$`));
    expect(message).not.toContain("oops");
    expect(cliMessage(() => readJsonInput(join(dir, "empty.json")))).toBe(
      `${join(dir, "empty.json")}: is empty, expected JSON`,
    );
  });
});

describe("parseOrFail", () => {
  it("names the field once: 'car: price: …', never 'car: car: …'", () => {
    expect(cliMessage(() => parseOrFail(Car, "not a car", "car"))).toBe(
      "car: Invalid input: expected object, received string",
    );
    expect(cliMessage(() => parseOrFail(Car, { id: "1", price: "free" }, "car"))).toMatch(
      /^car: price: /,
    );
  });
});

describe("numeric options: decimal only, non-empty, finite", () => {
  it.each([
    ["30000", 30000],
    ["6.29", 6.29],
    ["$30,000", 30000],
    ["$1,234,567.5", 1234567.5],
    ["-5", -5],
    [".5", 0.5],
    [" 42 ", 42],
  ])("%j → %d", (text, value) => {
    expect(numberOption("amount", text)).toBe(value);
  });

  it.each([
    "0x10",
    "0b1",
    "0o7",
    "1e5",
    "Infinity",
    "-Infinity",
    "NaN",
    "1_000",
    "12,34",
    "1.",
    "abc",
    "5$",
  ])("%j is refused, naming the option", (text) => {
    expect(cliMessage(() => numberOption("amount", text))).toBe(
      `--amount: must be a decimal number such as 30000 or 6.29, got "${text}"`,
    );
  });

  it('"" and blanks are refused, not read as 0', () => {
    expect(cliMessage(() => numberOption("amount", ""))).toBe("--amount: must not be empty");
    expect(cliMessage(() => numberOption("amount", "  "))).toBe("--amount: must not be empty");
  });

  it("absent stays absent", () => {
    expect(numberOption("amount", undefined)).toBeUndefined();
  });

  it("whole numbers", () => {
    expect(wholeNumberOption("port", "8787")).toBe(8787);
    expect(cliMessage(() => wholeNumberOption("port", "80.5"))).toBe(
      '--port: must be a whole number, got "80.5"',
    );
  });
});

describe("dates and instants", () => {
  it.each(["2026-02-30", "2026-02-31T10:00", "2026-11-23T25:00", "23/11/2026", "now", ""])(
    "%j is refused, naming the option",
    (text) => {
      expect(cliMessage(() => instantOption("at", text))).toMatch(/^--at: not a real ISO date/);
    },
  );

  it("a date or time without an offset is the site's local time (Brisbane by default), not UTC", () => {
    expect(instantOption("at", "2026-11-23").toISOString()).toBe("2026-11-22T14:00:00.000Z");
    expect(instantOption("at", "2026-11-23T10:00").toISOString()).toBe("2026-11-23T00:00:00.000Z");
    expect(instantOption("at", "2026-01-15", "Australia/Melbourne").toISOString()).toBe(
      "2026-01-14T13:00:00.000Z",
    );
    expect(instantOption("at", "2026-11-23T10:00:00Z").toISOString()).toBe(
      "2026-11-23T10:00:00.000Z",
    );
  });

  it("calendar dates must exist", () => {
    expect(calendarDateOption("date", "2028-02-29")).toBe("2028-02-29");
    expect(cliMessage(() => calendarDateOption("date", "2026-02-29"))).toBe(
      '--date: not a real date in the form YYYY-MM-DD, got "2026-02-29"',
    );
    expect(cliMessage(() => calendarDateOption("date", "2026-02-20T10:00"))).toMatch(/^--date:/);
  });
});
