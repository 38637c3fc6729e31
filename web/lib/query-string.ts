/** The query string as the browser sent it (repeated keys kept), from Next's searchParams. */
export function queryString(query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      search.append(key, v);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
