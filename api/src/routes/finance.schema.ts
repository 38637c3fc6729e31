import { z } from "@hono/zod-openapi";
import { text } from "./text.schema";

const thisCentury = { min: 1900, max: 2100 };

/** §7 POST /api/youx/quote body: selfAssessedCreditScore (GREAT), purchasePrice, loanTerm (5), year, vin, nvic, whoIsHelping. */
export const YouxQuoteBody = z
  .object({
    selfAssessedCreditScore: z
      .literal("GREAT", { error: "selfAssessedCreditScore must be GREAT" })
      .default("GREAT"),
    purchasePrice: z
      .number({ error: "purchasePrice must be a number" })
      .positive("purchasePrice must be above 0")
      .max(10_000_000, "purchasePrice is too large"),
    loanTerm: z
      .number({ error: "loanTerm must be a number of years" })
      .int("loanTerm must be whole years")
      .min(1, "loanTerm must be 1 to 7 years")
      .max(7, "loanTerm must be 1 to 7 years")
      .default(5),
    year: z
      .number({ error: "year must be a number" })
      .int("year must be a whole number")
      .min(thisCentury.min, "year is out of range")
      .max(thisCentury.max, "year is out of range")
      .optional(),
    vin: text("vin", 17).optional(),
    nvic: text("nvic", 20).optional(),
    whoIsHelping: text("whoIsHelping", 100).default(""),
  })
  .openapi("YouxQuoteBody");
export type YouxQuoteBody = z.infer<typeof YouxQuoteBody>;

export const YouxQuoteResponse = z
  .object({
    weeklyRepaymentAmount: z.number(),
    comparisonRate: z.number(),
    advertisedRate: z.number(),
  })
  .openapi("YouxQuote");

export const NO_QUOTE = "No quote is available for this car.";
