/** A route as Hono lists it (`app.routes`). */
export type RouteEntry = { method: string; path: string };

const compiled = new Map<string, RegExp>();

/** Hono's path pattern as a regex (compiled once): `:name` (with an optional `{regex}`) is one segment, `*` anything. */
function patternRegex(path: string): RegExp {
  const known = compiled.get(path);
  if (known) return known;
  const source = path
    .split("/")
    .map((segment) => {
      if (segment === "*") return ".*";
      const param = /^:[^{]+(?:\{(.+)\})?\??$/.exec(segment);
      if (param) return param[1] ? `(?:${param[1]})` : "[^/]+";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  const regex = new RegExp(`^${source}/?$`);
  compiled.set(path, regex);
  return regex;
}

/**
 * The methods some route answers on this path (RFC 9110 §15.5.6: a wrong method is 405 with
 * Allow, not 404). Middleware entries (method ALL) do not count: they answer no request alone.
 */
export function allowedMethods(routes: readonly RouteEntry[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === "ALL") continue;
    if (patternRegex(route.path).test(path)) methods.add(route.method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}
