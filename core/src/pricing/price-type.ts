import type { Car } from "../schemas/car";

/**
 * Feed codes for price_type that dealer feeds send in several spellings; the
 * spec only says a label sits beside the price (§2), so unknown codes are
 * shown humanised rather than hidden.
 */
const PRICE_TYPE_LABELS: Record<string, string> = {
  drive_away: "Drive Away",
  driveaway: "Drive Away",
  dap: "Drive Away",
  egc: "Excl. Govt. Charges",
  excl_govt_charges: "Excl. Govt. Charges",
  excluding_government_charges: "Excl. Govt. Charges",
  orc: "+ ORC",
  plus_orc: "+ ORC",
};

function normaliseCode(code: string): string {
  return code
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_")
    .replace(/^\+_?/, "plus_");
}

/** §2 price type label beside a price: "drive_away" → "Drive Away"; null when the car has none. */
export function priceTypeLabel(car: Pick<Car, "price_type">): string | null {
  const code = car.price_type?.trim();
  if (!code) return null;
  const known = PRICE_TYPE_LABELS[normaliseCode(code)];
  if (known) return known;
  return code
    .replace(/[_-]+/g, " ")
    .split(/\s+/)
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1) : word))
    .join(" ");
}
