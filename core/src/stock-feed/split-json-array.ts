/** One top-level element of a JSON array: its source text and the 1-based line it starts on. */
export interface ArrayElementSource {
  line: number;
  text: string;
}

export type SplitResult =
  | { ok: true; elements: ArrayElementSource[] }
  | { ok: false; line: number; reason: string };

/**
 * Splits a JSON array's text into its top-level elements without parsing them,
 * so each row can be parsed (and rejected) on its own with its line number.
 * Tracks strings and nesting only; each element's syntax is checked by its parse.
 */
export function splitJsonArray(text: string): SplitResult {
  let i = text.search(/\S/);
  if (i < 0 || text[i] !== "[")
    return { ok: false, line: 1, reason: "a JSON array must start with [" };
  let line = 1 + countNewlines(text, 0, i);
  const elements: ArrayElementSource[] = [];
  let depth = 0;
  let inString = false;
  let start = -1;
  let startLine = line;
  for (i = i + 1; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n") line++;
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (start < 0 && ch !== undefined && !/\s/.test(ch)) {
      if (ch === "]" && depth === 0) {
        if (elements.length > 0) return { ok: false, line, reason: "a comma is followed by ]" };
        return finish(text, i, line, elements);
      }
      if (ch === ",") return { ok: false, line, reason: "an empty element (two commas)" };
      start = i;
      startLine = line;
    }
    if (ch === '"') inString = true;
    else if (ch === "{" || ch === "[") depth++;
    else if (ch === "}" || ch === "]") {
      if (depth === 0) {
        // The array's own closing bracket.
        elements.push({ line: startLine, text: text.slice(start, i) });
        return finish(text, i, line, elements);
      }
      depth--;
    } else if (ch === "," && depth === 0) {
      elements.push({ line: startLine, text: text.slice(start, i) });
      start = -1;
    }
  }
  return { ok: false, line, reason: "the JSON array is not closed with ]" };
}

function finish(
  text: string,
  closeAt: number,
  line: number,
  elements: ArrayElementSource[],
): SplitResult {
  const rest = text.slice(closeAt + 1);
  if (/\S/.test(rest)) {
    const extra = line + countNewlines(rest, 0, rest.search(/\S/));
    return { ok: false, line: extra, reason: "unexpected text after the closing ]" };
  }
  return { ok: true, elements };
}

function countNewlines(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}
