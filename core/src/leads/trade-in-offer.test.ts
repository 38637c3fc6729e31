import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BEST_ANSWERS,
  OFFER_STEP,
  SERVICE_HISTORIES,
  TRADE_IN_CONDITIONS,
  TradeInAnswers,
  tradeInAnswerLines,
  tradeInEstimate,
  tradeInOffer,
  WORST_ANSWERS,
  YES_NO,
} from "./trade-in-offer";

const answersArb: fc.Arbitrary<TradeInAnswers> = fc.record({
  condition: fc.constantFrom(...TRADE_IN_CONDITIONS),
  accident_damage: fc.constantFrom(...YES_NO),
  finance_owing: fc.constantFrom(...YES_NO),
  service_history: fc.constantFrom(...SERVICE_HISTORIES),
  photos_count: fc.integer({ min: 0, max: 20 }),
});
const baseArb = fc.integer({ min: 1, max: 500_000 });

/** One answer made worse (or kept): later options in each list are worse. */
function worsen(a: TradeInAnswers, steps: [number, number, number, number]): TradeInAnswers {
  const later = <T extends string>(list: readonly T[], value: T, by: number) =>
    list[Math.min(list.length - 1, list.indexOf(value) + by)] as T;
  return {
    condition: later(TRADE_IN_CONDITIONS, a.condition, steps[0]),
    accident_damage: later(YES_NO, a.accident_damage, steps[1]),
    finance_owing: later(YES_NO, a.finance_owing, steps[2]),
    service_history: later(SERVICE_HISTORIES, a.service_history, steps[3]),
    photos_count: a.photos_count,
  };
}

describe("tradeInOffer (§4 adjustments move the offer)", () => {
  it.each([
    [BEST_ANSWERS, 20_000],
    [{ ...BEST_ANSWERS, condition: "Good" as const }, 18_800],
    [{ ...BEST_ANSWERS, accident_damage: "Yes" as const }, 17_000],
    [{ ...BEST_ANSWERS, service_history: "None" as const }, 18_000],
    [WORST_ANSWERS, 10_700], // 20,000 × 0.7 × 0.85 × 0.9 = 10,710 → $10,700
  ])("%o on a $20,000 base → %d", (answers, offer) => {
    expect(tradeInOffer(20_000, answers)).toBe(offer);
  });

  it("never raises the offer for a worse answer", () => {
    fc.assert(
      fc.property(
        baseArb,
        answersArb,
        fc.tuple(fc.nat(3), fc.nat(1), fc.nat(1), fc.nat(2)),
        (base, answers, steps) => {
          expect(tradeInOffer(base, worsen(answers, steps))).toBeLessThanOrEqual(
            tradeInOffer(base, answers),
          );
        },
      ),
    );
  });

  it("is a whole $50 step, never above the base, and inside the estimate range", () => {
    fc.assert(
      fc.property(baseArb, answersArb, (base, answers) => {
        const offer = tradeInOffer(base, answers);
        const { low, high } = tradeInEstimate(base);
        expect(offer % OFFER_STEP).toBe(0);
        expect(offer).toBeLessThanOrEqual(base);
        expect(offer).toBeGreaterThanOrEqual(low);
        expect(offer).toBeLessThanOrEqual(high);
      }),
    );
  });

  it("offers nothing without a positive base", () => {
    expect(tradeInOffer(0, BEST_ANSWERS)).toBe(0);
    expect(tradeInOffer(Number.NaN, BEST_ANSWERS)).toBe(0);
  });
});

describe("tradeInEstimate (a real range)", () => {
  it("runs from the worst answers' offer to the best's", () => {
    expect(tradeInEstimate(20_000)).toEqual({ low: 10_700, high: 20_000 });
  });

  it("is a range with a gap for any base worth valuing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 500_000 }), (base) => {
        const { low, high } = tradeInEstimate(base);
        expect(low).toBeLessThan(high);
      }),
    );
  });
});

describe("TradeInAnswers", () => {
  it("names each unanswered question", () => {
    const result = TradeInAnswers.safeParse({ photos_count: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toEqual({
      condition: "Overall condition — Please answer this question.",
      accident_damage: "Has it had accident damage? — Please answer this question.",
      finance_owing: "Is there finance owing on it? — Please answer this question.",
      service_history: "Service history — Please answer this question.",
      photos_count: "How many photos of the car can you send us? — Please answer this question.",
    });
  });

  it("reads a photo count typed as text and refuses one out of range", () => {
    expect(TradeInAnswers.parse({ ...BEST_ANSWERS, photos_count: " 3 " }).photos_count).toBe(3);
    expect(TradeInAnswers.safeParse({ ...BEST_ANSWERS, photos_count: 21 }).success).toBe(false);
    expect(TradeInAnswers.safeParse({ ...BEST_ANSWERS, photos_count: 1.5 }).success).toBe(false);
  });
});

describe("tradeInAnswerLines", () => {
  it("lists every answer with its lead label, in the form's order", () => {
    expect(
      tradeInAnswerLines({
        photos_count: 3,
        service_history: "Partial",
        finance_owing: "Yes",
        accident_damage: "No",
        condition: "Good",
      }),
    ).toEqual([
      ["Condition", "Good"],
      ["Accident damage", "No"],
      ["Finance owing", "Yes"],
      ["Service history", "Partial"],
      ["Photos", "3"],
    ]);
  });

  it("keeps a count of 0 photos and leaves out unanswered questions", () => {
    expect(tradeInAnswerLines({ photos_count: 0, condition: "" })).toEqual([["Photos", "0"]]);
  });
});
