/**
 * Issue 30 §11: a page address whose path or query decodes to NUL, or does not decode at all
 * (`%ED%A0%80` is a lone surrogate in UTF-8, `%FF` no character), is refused as a bad request
 * before any page reads it; such text made pages answer 500 and reach the store.
 */

export const URL_TEXT_INVALID = "holds characters an address cannot have";

/** The decoded text, or null when it is not valid percent-encoded UTF-8 or holds NUL. */
function decodedText(raw: string): string | null {
  try {
    const text = decodeURIComponent(raw);
    return text.includes("\u0000") ? null : text;
  } catch {
    return null;
  }
}

/**
 * The first part of an address (`path`, or a query parameter's name) that cannot be read as
 * text, or null when every part can. `pathname` and `search` are as a URL holds them (encoded;
 * `search` with or without its "?").
 */
export function urlTextProblem(pathname: string, search: string): string | null {
  if (pathname.split("/").some((segment) => decodedText(segment) === null)) return "path";
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (query === "") return null;
  for (const pair of query.split("&")) {
    const at = pair.indexOf("=");
    const rawName = (at < 0 ? pair : pair.slice(0, at)).replaceAll("+", " ");
    const rawValue = (at < 0 ? "" : pair.slice(at + 1)).replaceAll("+", " ");
    const name = decodedText(rawName);
    if (name === null) return "query";
    if (decodedText(rawValue) === null) return name;
  }
  return null;
}
