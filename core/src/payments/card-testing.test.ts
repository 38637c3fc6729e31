import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_CARD_TESTING_LIMITS as L, paymentGate } from "./card-testing";

describe("issue 30 §10 card-testing gate", () => {
  it.each([
    ["a first anonymous payment", 0, 0, false, "allow"],
    ["an anonymous client after one decline (a typo)", 1, 1, false, "allow"],
    ["an anonymous client after 2 declines", 2, 2, false, "verify"],
    ["a signed-in shopper after 2 declines", 2, 2, true, "allow"],
    ["anyone after 5 declines from their address", 5, 5, true, "blocked"],
    ["an anonymous client on a site with 30 declines this hour", 0, 30, false, "verify"],
    ["a signed-in shopper on that site", 0, 30, true, "allow"],
  ] as const)("%s: %s", (_, clientDeclines, siteDeclines, signedIn, gate) => {
    expect(paymentGate({ clientDeclines, siteDeclines, signedIn }, L)).toBe(gate);
  });

  it("more declines never make the gate less strict (property)", () => {
    const rank = { allow: 0, verify: 1, blocked: 2 } as const;
    fc.assert(
      fc.property(
        fc.nat(10),
        fc.nat(60),
        fc.boolean(),
        fc.nat(3),
        fc.nat(10),
        (client, site, signedIn, moreClient, moreSite) => {
          const before = paymentGate({ clientDeclines: client, siteDeclines: site, signedIn }, L);
          const after = paymentGate(
            { clientDeclines: client + moreClient, siteDeclines: site + moreSite, signedIn },
            L,
          );
          return rank[after] >= rank[before];
        },
      ),
    );
  });
});
