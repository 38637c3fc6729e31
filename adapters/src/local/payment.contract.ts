import type { PaymentPort } from "@forecourt/core";
import { describe, expect, it } from "vitest";

const customer = { name: "Jo Citizen", email: "jo@example.com", phone: "0491 570 156" };

/**
 * The PaymentPort's contract (issue 30 §10), called from each adapter's test file with its
 * factory: authorise is idempotent by key (a retry on any server gets the same authorisation and
 * reference; another key or site another), capture and void settle an authorisation, capture
 * twice is a no-op, and a non-positive amount is refused.
 */
export function paymentContract(name: string, make: () => PaymentPort) {
  describe(`${name}: PaymentPort contract`, () => {
    const payment = { carId: "car-1", amount: 200, customer };

    it("authorises once per idempotency key: a retry answers the same, another key or site not", async () => {
      const a = await make().authorise("s", payment, { idempotencyKey: "reserve:k-1" });
      const again = await make().authorise("s", payment, { idempotencyKey: "reserve:k-1" });
      const other = await make().authorise("s", payment, { idempotencyKey: "reserve:k-2" });
      const elsewhere = await make().authorise("t", payment, { idempotencyKey: "reserve:k-1" });
      expect(again).toEqual(a);
      expect(new Set([a.reference, other.reference, elsewhere.reference]).size).toBe(3);
    });

    it("captures an authorisation (twice is a no-op) and voids another", async () => {
      const port = make();
      const kept = await port.authorise("s", payment, { idempotencyKey: "reserve:k-3" });
      await expect(port.capture("s", kept)).resolves.toBeUndefined();
      await expect(port.capture("s", kept)).resolves.toBeUndefined();
      const dropped = await port.authorise("s", payment, { idempotencyKey: "reserve:k-4" });
      await expect(port.void("s", dropped)).resolves.toBeUndefined();
    });

    it.each([0, -200, Number.NaN])("refuses to authorise amount %s", async (amount) => {
      await expect(
        make().authorise("s", { ...payment, amount }, { idempotencyKey: "reserve:k-5" }),
      ).rejects.toThrow(RangeError);
    });
  });
}
