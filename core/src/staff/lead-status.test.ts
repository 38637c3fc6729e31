import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAD_STATUS_MOVES, LEAD_STATUSES, LeadStatus, leadStatusMove } from "./lead-status";

const status = fc.constantFrom(...LEAD_STATUSES);

describe("lead status moves", () => {
  it("new can be worked or closed; contacted only closed; closed leads reopen as contacted", () => {
    expect(leadStatusMove("new", "contacted")).toEqual({ ok: true });
    expect(leadStatusMove("contacted", "won")).toEqual({ ok: true });
    expect(leadStatusMove("lost", "contacted")).toEqual({ ok: true });
    expect(leadStatusMove("contacted", "new")).toEqual({
      ok: false,
      reason: "not-allowed",
      message: "A contacted lead cannot be marked new.",
    });
    expect(leadStatusMove("won", "won")).toMatchObject({ ok: false, reason: "unchanged" });
  });

  it("nothing ever goes back to new, and every status is reachable from new (property)", () => {
    fc.assert(
      fc.property(status, (from) => {
        expect(leadStatusMove(from, "new").ok).toBe(false);
      }),
    );
    const reached = new Set<string>(["new"]);
    for (let i = 0; i < LEAD_STATUSES.length; i++)
      for (const from of [...reached])
        for (const to of LEAD_STATUS_MOVES[from as LeadStatus]) reached.add(to);
    expect([...reached].sort()).toEqual([...LEAD_STATUSES].sort());
  });

  it("a move is allowed exactly when the table lists it, and then it changes something (property)", () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const move = leadStatusMove(from, to);
        expect(move.ok).toBe(LEAD_STATUS_MOVES[from].includes(to));
        if (move.ok) expect(from).not.toBe(to);
        else
          expect(move.message).toMatch(/^(A \w+ lead cannot be marked|The lead is already) \w+\.$/);
      }),
    );
  });

  it("refuses an unknown status naming the field", () => {
    expect(LeadStatus.safeParse("closed").error?.issues[0]?.message).toBe(
      "Choose new, contacted, won or lost.",
    );
  });
});
