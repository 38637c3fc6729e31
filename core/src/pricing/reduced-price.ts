import { formatMoney } from "../format/money";
import type { Car } from "../schemas/car";
import { PRICE_SHOWN_ABOVE } from "./price-display-rules";

/** §2: the car is reduced when its before price is above its current (shown) price. */
export function isReducedPrice(car: Pick<Car, "price" | "before_price">): boolean {
  const { price, before_price } = car;
  if (price == null || before_price == null) return false;
  return price > PRICE_SHOWN_ABOVE && before_price > price;
}

/** §2 'was' price: the before price formatted, only when it is above the current price. */
export function wasPriceText(car: Pick<Car, "price" | "before_price">): string | null {
  return isReducedPrice(car) && car.before_price != null ? formatMoney(car.before_price) : null;
}
