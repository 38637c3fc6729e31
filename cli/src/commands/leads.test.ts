import { describe, expect, it } from "vitest";
import { outboxLine } from "./leads";

const at = new Date("2026-12-07T01:00:00Z");

describe("outboxLine", () => {
  it("a lead whose targets went together: one line of its own state", () => {
    expect(
      outboxLine({
        leadId: "l1",
        site: "s",
        state: "pending",
        attempts: 2,
        nextAttemptAt: at,
        lastError: "The receiving server could not be reached.",
      }),
    ).toBe(
      "l1  pending  attempts 2 due 2026-12-07T01:00:00.000Z — The receiving server could not be reached.",
    );
  });

  it("a dead letter names each target's own state, so the owner sees which address bounced (issue 32 §3)", () => {
    expect(
      outboxLine({
        leadId: "l2",
        site: "s",
        state: "dead",
        attempts: 1,
        nextAttemptAt: at,
        lastError: "email: SMTP 550",
        targets: [
          { leadId: "l2", target: "email", state: "dead", lastError: "SMTP 550", updatedAt: at },
          { leadId: "l2", target: "webhook", state: "delivered", lastError: null, updatedAt: at },
        ],
      }),
    ).toBe("l2  dead  attempts 1 — email: SMTP 550  [email dead: SMTP 550; webhook delivered]");
  });
});
