import { isJsonObject } from "../sites/merge-patch";
import { roleFor, type StaffRole } from "../staff/roles";

/** One place where two JSON documents differ: object keys and array indexes from the root. */
export type JsonPath = ReadonlyArray<string | number>;

/**
 * Where `after` differs from `before`: the deepest differing paths. Arrays of the same length
 * compare item by item; an array that grew or shrank differs as a whole.
 */
export function changedPaths(before: unknown, after: unknown, path: JsonPath = []): JsonPath[] {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (before.length !== after.length) return [path];
    return before.flatMap((item, i) => changedPaths(item, after[i], [...path, i]));
  }
  if (isJsonObject(before) && isJsonObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedPaths(before[key], after[key], [...path, key]));
  }
  return Object.is(before, after) || (before === undefined && after === null) ? [] : [path];
}

/** §3 opening hours and special hours of a location: what a manager may change. */
function isHoursPath(path: JsonPath): boolean {
  const [root, index, field, inner] = path;
  if (root !== "locations" || typeof index !== "number") return false;
  return field === "special_hours" || (field === "contact_detail" && inner === "opening_hours");
}

/** Issue 34 §1: the site's lead routing (rules, teams, targets), edited by managers and up. */
const isRoutingPath = (path: JsonPath): boolean => path[0] === "leadRouting";

/**
 * Issue 17 §2: managers edit stock and hours (and lead routing, issue 34); owners also edit the site's other settings
 * (phones, menus, switches, finance, webhook). The least role that may turn `before` into
 * `after`, or null when nothing changes.
 */
export function requiredRoleForSiteChange(before: unknown, after: unknown): StaffRole | null {
  const paths = changedPaths(before, after);
  if (paths.length === 0) return null;
  const managerMay = paths.every((p) => isHoursPath(p) || isRoutingPath(p));
  return managerMay ? roleFor("hours") : roleFor("settings");
}
