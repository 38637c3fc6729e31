import { z } from "zod";
import { emailField, nameField, phoneField, termsField } from "../leads/fields";

/** Texts of the /online-payment form (the spec does not show the screen; these are ours). */
export const INVOICE_PAYMENT_MESSAGES = {
  invoiceRequired: "Please enter your invoice number.",
  invoiceInvalid:
    "Please enter the invoice number as printed on your invoice (3 to 30 letters, digits or dashes).",
  amountRequired: "Please enter the amount to pay.",
  amountInvalid: "Please enter an amount in dollars and cents, e.g. 245.50.",
  amountRange: "Online payments are from $1.00 to $50,000.00.",
} as const;
const m = INVOICE_PAYMENT_MESSAGES;

export const INVOICE_PAYMENT_MIN = 1;
export const INVOICE_PAYMENT_MAX = 50_000;

const blankToUndefined = (v: unknown) =>
  typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : v;

/** An invoice number as printed: letters, digits, dashes and slashes; kept upper-case. */
const invoiceField = z.preprocess(
  (v) => {
    const t = blankToUndefined(v);
    return typeof t === "string" ? t.toUpperCase() : t;
  },
  z
    .string({ error: (iss) => (iss.input === undefined ? m.invoiceRequired : m.invoiceInvalid) })
    .regex(/^[A-Z0-9][A-Z0-9/-]{2,29}$/, m.invoiceInvalid),
);

/**
 * Dollars as typed ("$1,245.5", 245) → a decimal string with 2 places ("1245.50"); money never
 * goes through a float. From $1.00 to $50,000.00.
 */
const amountField = z.preprocess(
  (v) => {
    const t = typeof v === "number" && Number.isFinite(v) ? String(v) : blankToUndefined(v);
    return typeof t === "string" ? t.replace(/[$,\s]/g, "") : t;
  },
  z
    .string({ error: (iss) => (iss.input === undefined ? m.amountRequired : m.amountInvalid) })
    .regex(/^\d{1,6}(\.\d{1,2})?$/, m.amountInvalid)
    .transform((digits) => {
      const [whole = "0", cents = ""] = digits.split(".");
      return `${String(Number(whole))}.${cents.padEnd(2, "0")}`;
    })
    .refine((amount) => {
      const [whole = "0", cents = "00"] = amount.split(".");
      const totalCents = Number(whole) * 100 + Number(cents);
      return totalCents >= INVOICE_PAYMENT_MIN * 100 && totalCents <= INVOICE_PAYMENT_MAX * 100;
    }, m.amountRange),
);

/** The /online-payment form: the invoice, the amount, and who is paying. */
export const InvoicePaymentForm = z.object({
  invoice_number: invoiceField,
  amount: amountField,
  name: nameField,
  email: emailField,
  phone: phoneField,
  terms_conditions: termsField,
});
export type InvoicePaymentForm = z.output<typeof InvoicePaymentForm>;

export type InvoicePaymentCheck =
  | { ok: true; payment: InvoicePaymentForm }
  | { ok: false; errors: Record<string, string> };

/** Checks an online payment's answers; errors are keyed by field, one message each. */
export function validateInvoicePayment(input: unknown): InvoicePaymentCheck {
  const parsed = InvoicePaymentForm.safeParse(
    typeof input === "object" && input !== null ? input : {},
  );
  if (parsed.success) return { ok: true, payment: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
