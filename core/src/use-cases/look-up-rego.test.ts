import { describe, expect, it } from "vitest";
import { NZ_PLATE_HAS_NO_STATE, REGO_REQUIRED, REGO_STATE_INVALID } from "../leads/messages";
import { REGO_NOT_FOUND } from "../leads/trade-in-messages";
import type { Car } from "../schemas/car";
import { lookUpRego } from "./look-up-rego";
import { SITE } from "./trade-in-fakes.test-helper";

const hilux = {
  id: "c1",
  regplate: "abc-12 3",
  year: 2021,
  make: "Toyota",
  model: "HiLux",
  badge: "SR5",
  km: 42_000,
} as Car;
const stock = (sites: string[] = []) => ({
  async list(site: string) {
    sites.push(site);
    return site === SITE ? [{ id: "c0" } as Car, hilux] : [];
  },
});

describe("lookUpRego (§4, issue 18 by country)", () => {
  it("finds the dealer's own car by its plate, compared without spaces or dashes", async () => {
    const asked: string[] = [];
    const result = await lookUpRego(
      { stock: stock(asked) },
      { rego: "ABC 123", state: "qld" },
      { site: SITE, country: "AU" },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        rego: "ABC123",
        year: 2021,
        make: "Toyota",
        model: "HiLux",
        badge: "SR5",
        km: 42_000,
      },
    });
    expect(asked).toEqual([SITE]);
  });

  it("not found on another site", async () => {
    const result = await lookUpRego(
      { stock: stock() },
      { rego: "ABC123", state: "QLD" },
      { site: "other-site", country: "AU" },
    );
    expect(result).toEqual({ ok: false, problem: { kind: "not-found", detail: REGO_NOT_FOUND } });
  });

  it.each([
    ["AU without a rego", "AU", {}, "rego", REGO_REQUIRED],
    ["AU without a state", "AU", { rego: "ABC123" }, "state", REGO_STATE_INVALID],
    ["NZ with a state", "NZ", { rego: "ABC123", state: "QLD" }, "state", NZ_PLATE_HAS_NO_STATE],
  ] as const)(
    "refuses %s, naming the query's field, before reading stock",
    async (_l, country, input, field, detail) => {
      const asked: string[] = [];
      expect(await lookUpRego({ stock: stock(asked) }, input, { site: SITE, country })).toEqual({
        ok: false,
        problem: { kind: "invalid", detail, field },
      });
      expect(asked).toEqual([]);
    },
  );
});
