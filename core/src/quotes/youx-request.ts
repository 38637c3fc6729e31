import { PRICE_SHOWN_ABOVE } from "../pricing/price-display-rules";
import type { Car } from "../schemas/car";

/** §7 the quote asks for a fixed credit score and a 5-year loan. */
export const YOUX_CREDIT_SCORE = "GREAT";
export const YOUX_LOAN_TERM_YEARS = 5;

/** §7 POST /api/youx/quote JSON body; year, vin and nvic are sent when the car has them. */
export type YouxQuotePayload = {
  selfAssessedCreditScore: typeof YOUX_CREDIT_SCORE;
  purchasePrice: number;
  loanTerm: number;
  year?: number;
  vin?: string;
  nvic?: string;
  whoIsHelping: "";
};

type QuoteCar = Pick<Car, "price" | "year" | "vin" | "nvic">;

const text = (value: string | null | undefined) => value?.trim() || undefined;

/**
 * §7 the quote body for a car: selfAssessedCreditScore GREAT, purchasePrice (the car price),
 * loanTerm 5, year, vin, nvic and an empty whoIsHelping. Null when the car shows no price
 * (§4: a price is shown above 10), since there is nothing to finance.
 */
export function youxQuoteBody(car: QuoteCar): YouxQuotePayload | null {
  const price = car.price;
  if (price == null || !Number.isFinite(price) || price <= PRICE_SHOWN_ABOVE) return null;
  const year = Number.isInteger(car.year) ? (car.year as number) : undefined;
  const vin = text(car.vin);
  const nvic = text(car.nvic);
  return {
    selfAssessedCreditScore: YOUX_CREDIT_SCORE,
    purchasePrice: price,
    loanTerm: YOUX_LOAN_TERM_YEARS,
    ...(year !== undefined ? { year } : {}),
    ...(vin ? { vin } : {}),
    ...(nvic ? { nvic } : {}),
    whoIsHelping: "",
  };
}

/** §4 Similar cars: the youx quote is fetched only when the car has none (and a price to quote). */
export function needsYouxQuote(car: QuoteCar & Pick<Car, "youxQuote">): boolean {
  return car.youxQuote == null && youxQuoteBody(car) !== null;
}
