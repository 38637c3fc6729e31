import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../format/money";
import {
  type DepositTaken,
  type ReserveEntry,
  type ReservePaymentWording,
  reservePaymentWording,
} from "./reserve-payment-wording";

const ENTRIES: ReserveEntry[] = ["checkout", "buy-online", "journey"];

const wording = (taken: DepositTaken, amountText = "$200", entry: ReserveEntry = "checkout") =>
  reservePaymentWording({
    taken,
    amountText,
    carTitle: "2021 Toyota Corolla",
    dealerName: "Demo Motors",
    entry,
  });

/** Every text a shopper or dealer reads about the deposit. */
const texts = (w: ReservePaymentWording) => [
  w.panelHeading,
  w.panelNote,
  w.intro,
  w.journeyIntro,
  w.submitLabel,
  w.confirmation,
  `${w.lead.depositLabel}: ${w.lead.depositValue}`,
];

/** Phrases that say a card is charged now, and phrases that say nothing is charged online. */
const CHARGED = /by card|charged the|paid online|Pay \$/i;
const NOT_CHARGED = /No card|Nothing has been charged|at the dealership|no card charged/i;

const amountArb = fc.integer({ min: 1, max: 100_000 }).map((n) => formatMoney(n));
const takenArb = fc.constantFrom<DepositTaken>("online", "at-dealership");
const entryArb = fc.constantFrom(...ENTRIES);

describe("reservePaymentWording (issue 15 §2: one story of what is charged and when)", () => {
  it("on the embedded default says the deposit is paid at the dealership, nothing by card", () => {
    const w = wording("at-dealership");
    expect(w.submitLabel).toBe("Reserve — pay the $200 deposit at the dealership");
    expect(w.showCardStrip).toBe(false);
    expect(w.confirmation).toBe(
      "Thank you. Nothing has been charged: you pay the $200 deposit at the dealership. We have sent your details to Demo Motors, who will contact you to arrange the next steps.",
    );
    expect(w.lead).toEqual({
      depositLabel: "Reserve deposit",
      depositValue: "$200 to be paid at the dealership (no card charged online)",
      referenceLabel: "Reservation reference",
    });
  });

  it("with a card provider says the card is charged now, with the card strip", () => {
    const w = wording("online", "$500", "buy-online");
    expect(w.submitLabel).toBe("Buy Online: pay $500 by card");
    expect(w.showCardStrip).toBe(true);
    expect(w.confirmation).toContain("Your card has been charged the $500 deposit.");
    expect(w.lead.depositValue).toBe("$500 paid online by card");
    expect(w.lead.referenceLabel).toBe("Payment reference");
  });

  it("every text names the same amount and only one of the two stories", () => {
    fc.assert(
      fc.property(takenArb, amountArb, entryArb, (taken, amount, entry) => {
        const w = wording(taken, amount, entry);
        const all = texts(w);
        // The heading carries no amount; every other text names it.
        for (const text of all.slice(1)) expect(text).toContain(amount);
        const contradicting = taken === "online" ? NOT_CHARGED : CHARGED;
        const telling = taken === "online" ? CHARGED : NOT_CHARGED;
        expect(all.filter((t) => contradicting.test(t))).toEqual([]);
        expect(telling.test(w.submitLabel)).toBe(true);
        expect(telling.test(w.confirmation)).toBe(true);
        expect(telling.test(w.lead.depositValue)).toBe(true);
        expect(w.showCardStrip).toBe(taken === "online");
      }),
    );
  });

  it("labels each entry's button after what it does", () => {
    expect(ENTRIES.map((e) => wording("online", "$200", e).submitLabel)).toEqual([
      "Reserve: pay $200 by card",
      "Buy Online: pay $200 by card",
      "Pay $200 by card and reserve",
    ]);
  });
});
