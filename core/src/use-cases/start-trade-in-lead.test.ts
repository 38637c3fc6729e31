import { describe, expect, it } from "vitest";
import { REGO_STATE_INVALID } from "../leads/messages";
import { startTradeInLead } from "./start-trade-in-lead";
import { memoryTradeIns, NOW, SITE } from "./trade-in-fakes.test-helper";

describe("startTradeInLead (§3)", () => {
  it("stores the rego upper case with its state, from the website, not yet accepted", async () => {
    const tradeIns = memoryTradeIns();
    const result = await startTradeInLead(
      { tradeIns },
      { rego: " abc123 ", regoState: "qld", url: "https://demo.example/trade-in" },
      { now: NOW, site: SITE, country: "AU" },
    );
    expect(result.ok && result.value.data).toEqual({
      rego: "ABC123",
      regoState: "QLD",
      url: "https://demo.example/trade-in",
      source: "Website",
      offer_accepted: false,
      form_completed: false,
    });
  });

  it("refuses an AU rego without its state, naming regoState, and stores nothing", async () => {
    const tradeIns = memoryTradeIns();
    const result = await startTradeInLead(
      { tradeIns },
      { rego: "ABC123" },
      { now: NOW, site: SITE, country: "AU" },
    );
    expect(result).toEqual({
      ok: false,
      problem: { kind: "invalid", detail: REGO_STATE_INVALID, field: "regoState" },
    });
    expect(tradeIns.rows.size).toBe(0);
  });
});
