import type { Car } from "../schemas/car";

/**
 * A car's engine size as every page writes it (issue 37 §3: a motorcycle read "0.399 L" on its
 * page and "0.4 L" in compare): litres to one decimal ("2.0 L"); a motorcycle's in cubic
 * centimetres, as riders read it ("399 cc"). Null when the feed gives none.
 */
export function engineSizeText(
  car: Pick<Car, "engine_size_litres" | "enginesize_litres" | "item_type">,
): string | null {
  const litres = car.engine_size_litres ?? car.enginesize_litres;
  if (litres == null || !(litres > 0)) return null;
  if (car.item_type === "motorcycle") return `${Math.round(litres * 1000)} cc`;
  return `${litres.toFixed(1)} L`;
}
