import { CONTROL, LONE_SURROGATE } from "../schemas/site-fields";
import { safeDecode } from "../search/search-path";

/**
 * The slug (or id) a /cars/{segment} address asks for, or null when the segment cannot name a
 * car (a control character such as NUL, a lone surrogate, nothing, or over 500 characters): such
 * an address is a 404, never a store lookup. Malformed percent escapes are read as they are.
 */
export function carPathKey(segment: string): string | null {
  const key = safeDecode(segment);
  if (key === "" || key.length > 500 || CONTROL.test(key) || LONE_SURROGATE.test(key)) return null;
  return key;
}
