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

export {
  INVOICE_PAYMENT_FAILED,
  ONLINE_PAYMENT_OFF,
  SIGN_IN_TO_PAY,
} from "@forecourt/core/payments/online-payment-messages";
