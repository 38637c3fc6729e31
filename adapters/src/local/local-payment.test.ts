import { describe, expect, it } from "vitest";
import { LocalPayment, type LocalPaymentRecord } from "./local-payment";

const customer = { name: "Jo Citizen", email: "jo@example.com", phone: "0491 570 156" };
const NOW = new Date("2026-11-23T01:00:00Z");

describe("LocalPayment (reserve / buy online, no card charged)", () => {
  it("records the reservation and returns its reference", async () => {
    const recorded: LocalPaymentRecord[] = [];
    const payment = new LocalPayment(async (r) => void recorded.push(r), {
      now: () => NOW,
      newReference: () => "LOCAL-1",
    });
    expect(await payment.reserve("smithfield-car-outlet", "sco-000042", 500, customer)).toEqual({
      reference: "LOCAL-1",
    });
    expect(recorded).toEqual([
      {
        reference: "LOCAL-1",
        site: "smithfield-car-outlet",
        carId: "sco-000042",
        amount: 500,
        customer,
        createdAt: NOW,
      },
    ]);
  });

  it("gives each reservation its own reference by default", async () => {
    const payment = new LocalPayment(async () => {});
    const a = await payment.reserve("s", "c", 200, customer);
    const b = await payment.reserve("s", "c", 200, customer);
    expect(a.reference).toMatch(/^LOCAL-[2-9A-HJKMNP-Z]{10}$/);
    expect(a.reference).not.toBe(b.reference);
  });

  it.each([0, -200, Number.NaN, Number.POSITIVE_INFINITY])(
    "rejects amount %s and records nothing",
    async (amount) => {
      const recorded: LocalPaymentRecord[] = [];
      const payment = new LocalPayment(async (r) => void recorded.push(r));
      await expect(payment.reserve("s", "c", amount, customer)).rejects.toThrow(
        "amount must be a positive number",
      );
      expect(recorded).toEqual([]);
    },
  );

  it("a failing recorder fails the reservation (nothing is reported as reserved)", async () => {
    const payment = new LocalPayment(async () => {
      throw new Error("store unavailable");
    });
    await expect(payment.reserve("s", "c", 200, customer)).rejects.toThrow("store unavailable");
  });
});
