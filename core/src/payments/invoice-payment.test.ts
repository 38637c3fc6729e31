import { describe, expect, it } from "vitest";
import { INVOICE_PAYMENT_MESSAGES as m, validateInvoicePayment } from "./invoice-payment";

const good = {
  invoice_number: "inv-20451",
  amount: "$1,245.5",
  name: "Sam Citizen",
  email: "sam@example.com",
  phone: "0412 345 678",
  terms_conditions: true,
};

describe("/online-payment answers", () => {
  it("a good payment: invoice upper-cased, amount as dollars with 2 places, phone as digits", () => {
    expect(validateInvoicePayment(good)).toEqual({
      ok: true,
      payment: {
        invoice_number: "INV-20451",
        amount: "1245.50",
        name: "Sam Citizen",
        email: "sam@example.com",
        phone: "0412345678",
        terms_conditions: true,
      },
    });
  });

  it.each([
    [{ invoice_number: "" }, { invoice_number: m.invoiceRequired }],
    [{ invoice_number: "ab" }, { invoice_number: m.invoiceInvalid }],
    [{ invoice_number: "INV 1" }, { invoice_number: m.invoiceInvalid }],
    [{ amount: "" }, { amount: m.amountRequired }],
    [{ amount: "12.345" }, { amount: m.amountInvalid }],
    [{ amount: "-5" }, { amount: m.amountInvalid }],
    [{ amount: "ten" }, { amount: m.amountInvalid }],
    [{ amount: "0.99" }, { amount: m.amountRange }],
    [{ amount: "50000.01" }, { amount: m.amountRange }],
    [
      { terms_conditions: false },
      { terms_conditions: "*You must agree to the terms of use before submitting." },
    ],
    [{ email: "x" }, { email: "Please enter a valid email address." }],
  ])("%j → %j", (change, errors) => {
    expect(validateInvoicePayment({ ...good, ...change })).toEqual({ ok: false, errors });
  });

  it("the limits themselves pass; a number amount is read too", () => {
    expect(validateInvoicePayment({ ...good, amount: "1" })).toMatchObject({
      ok: true,
      payment: { amount: "1.00" },
    });
    expect(validateInvoicePayment({ ...good, amount: 50000 })).toMatchObject({
      ok: true,
      payment: { amount: "50000.00" },
    });
  });

  it("nothing sent names every required field", () => {
    const result = validateInvoicePayment(null);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(Object.keys(result.errors).sort()).toEqual(
        ["amount", "email", "invoice_number", "name", "phone", "terms_conditions"].sort(),
      );
  });
});
