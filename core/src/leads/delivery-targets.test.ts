import { describe, expect, it } from "vitest";
import { leadDeliveryTargets, refusalKillsLead } from "./delivery-targets";

describe("leadDeliveryTargets (issue 32 §2)", () => {
  it.each([
    [{ webhook: true, email: true }, ["webhook", "email"]],
    [{ webhook: true, email: false }, ["webhook"]],
    [{ webhook: false, email: true }, ["email"]],
    [{ webhook: false, email: false }, ["folder"]],
    [
      { webhook: false, email: false, alert: true, acknowledgement: true },
      ["folder", "alert", "acknowledgement"],
    ],
    [
      { webhook: true, email: true, acknowledgement: true },
      ["webhook", "email", "acknowledgement"],
    ],
  ] as const)("%j → %j", (has, targets) => {
    expect(leadDeliveryTargets(has)).toEqual(targets);
  });

  it("only the dealer's own targets make a refused lead a dead letter", () => {
    expect(
      (["webhook", "email", "folder", "alert", "acknowledgement"] as const).filter(
        refusalKillsLead,
      ),
    ).toEqual(["webhook", "email", "folder"]);
  });
});
