import { describe, expect, it } from "vitest";
import { acceptanceOutcome, leadIsForTradeIn, tradeInIsOpen } from "./trade-in-acceptance";

describe("tradeInIsOpen (issue 30 §8: an accepted trade-in is frozen)", () => {
  it.each([
    [{ offerAccepted: false, leadId: null }, true],
    [{ offerAccepted: true, leadId: "lead-1" }, false],
  ])("%o → %s", (state, open) => {
    expect(tradeInIsOpen(state)).toBe(open);
  });
});

describe("leadIsForTradeIn (accept binds to the trade-in's own lead)", () => {
  const mine = { kind: "trade-in", payload: { trade_in_lead_id: "t-1" } };
  it.each([
    [mine, true],
    [{ kind: "trade-in", payload: { trade_in_lead_id: " t-1 " } }, true],
    [{ kind: "trade-in", payload: { trade_in_lead_id: "t-2" } }, false],
    [{ kind: "trade-in", payload: {} }, false],
    [{ kind: "trade-in", payload: { trade_in_lead_id: 1 } }, false],
    // A general enquiry naming the trade-in is still not the trade-in's lead.
    [{ kind: "general", payload: { trade_in_lead_id: "t-1" } }, false],
  ])("%o → %s", (lead, bound) => {
    expect(leadIsForTradeIn(lead, "t-1")).toBe(bound);
  });
});

describe("acceptanceOutcome", () => {
  it.each([
    [{ offerAccepted: false, leadId: null }, "lead-1", "accept"],
    [{ offerAccepted: true, leadId: "lead-1" }, "lead-1", "already"],
    [{ offerAccepted: true, leadId: "lead-1" }, "lead-2", "refused"],
    [{ offerAccepted: true, leadId: null }, "lead-2", "refused"],
  ] as const)("%o with %s → %s", (state, lead, outcome) => {
    expect(acceptanceOutcome(state, lead)).toBe(outcome);
  });
});
