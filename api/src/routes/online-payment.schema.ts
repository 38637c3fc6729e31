import { z } from "@hono/zod-openapi";
import { text } from "./text.schema";

/**
 * POST /api/online-payment: a dealer invoice paid by its number and amount. Field rules and
 * their messages are core's (validateInvoicePayment); this shape only documents and bounds it.
 */
export const OnlinePaymentBody = z
  .object({
    invoice_number: text("invoice_number", 60).optional(),
    amount: z.union([text("amount", 30), z.number()]).optional(),
    name: text("name", 200).optional(),
    email: text("email", 300).optional(),
    phone: text("phone", 40).optional(),
    terms_conditions: z.union([z.boolean(), text("terms_conditions", 10)]).optional(),
  })
  .openapi("OnlinePaymentBody", {
    example: {
      invoice_number: "INV-20451",
      amount: "245.50",
      name: "Sam Citizen",
      email: "sam@example.com",
      phone: "0412 345 678",
      terms_conditions: true,
    },
  });

export const OnlinePaymentReceipt = z
  .object({ reference: z.string(), invoice_number: z.string(), amount: z.string() })
  .openapi("OnlinePaymentReceipt");

export const ONLINE_PAYMENT_OFF = "This site does not take online payments.";
export const SIGN_IN_TO_PAY = "Please sign in to make an online payment.";
export const INVOICE_PAYMENT_FAILED =
  "We couldn't take this payment. Nothing was charged; please check your card details and try again.";
