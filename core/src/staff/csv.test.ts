import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

/** A reference RFC 4180 reader, enough to read back what toCsv writes. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("CSV", () => {
  it("quotes commas, quotes and line breaks; ends lines CRLF", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x, y", 'say "hi"'],
          ["line\nbreak", null],
        ],
      ),
    ).toBe('a,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",\r\n');
  });

  it("turns a would-be formula into text", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("+61 412")).toBe("'+61 412");
    expect(csvCell("@SUM")).toBe("'@SUM");
    expect(csvCell(-5)).toBe("-5");
  });

  it("reads back cell for cell (property)", () => {
    const safe = fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(
        fc.array(fc.array(safe, { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          expect(readCsv(toCsv(["h1", "h2"], rows))).toEqual([["h1", "h2"], ...rows]);
        },
      ),
    );
  });
});
