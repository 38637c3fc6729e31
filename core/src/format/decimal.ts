import Decimal from "decimal.js";

/**
 * The one decimal.js configuration for money and finance maths: 40 significant
 * digits so compounding over 364 weekly periods loses nothing before the final
 * whole-dollar rounding, and half-up rounding as a shopper expects.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

/** Anything a money rule accepts: a plain number, a numeric string or a Dec. */
export type Numeric = number | string | Dec;

/** Converts a boundary value into a Dec. */
export function dec(value: Numeric): Dec {
  return new Dec(value);
}
