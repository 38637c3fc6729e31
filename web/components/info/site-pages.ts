import { siteHasPage } from "@forecourt/core";

/** Whether the site answers on one of its configured pages (core's rule). */
export { siteHasPage };

/** Search params as plain strings (first value of repeated keys). */
export async function queryOf(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<Record<string, string>> {
  const raw = await searchParams;
  return Object.fromEntries(
    Object.entries(raw).flatMap(([k, v]) => {
      const first = Array.isArray(v) ? v[0] : v;
      return first === undefined ? [] : [[k, first]];
    }),
  );
}
