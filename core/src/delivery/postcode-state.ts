/** Australian states and territories, as postcodes place them. */
export type AuState = "NSW" | "ACT" | "VIC" | "QLD" | "SA" | "WA" | "TAS" | "NT";

// Australia Post's geographic postcode ranges; PO-box-only ranges (1000–1999
// NSW, 8000–8999 VIC, 9000–9999 QLD, 0200–0299 ACT, 6800–6999 WA) are left out
// because nothing can be delivered to a PO box range's centroid.
const RANGES: ReadonlyArray<readonly [from: number, to: number, state: AuState]> = [
  [800, 899, "NT"],
  [2600, 2618, "ACT"],
  [2900, 2920, "ACT"],
  [2000, 2599, "NSW"],
  [2619, 2899, "NSW"],
  [2921, 2999, "NSW"],
  [3000, 3999, "VIC"],
  [4000, 4999, "QLD"],
  [5000, 5799, "SA"],
  [6000, 6797, "WA"],
  [7000, 7799, "TAS"],
];

/** The state of a 4-digit geographic postcode, or null when it is not one (§5 Invalid postcode). */
export function stateOfPostcode(postcode: string): AuState | null {
  if (!/^\d{4}$/.test(postcode)) return null;
  const n = Number(postcode);
  for (const [from, to, state] of RANGES) if (n >= from && n <= to) return state;
  return null;
}
