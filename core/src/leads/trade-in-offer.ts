import { z } from "zod";
import { type Dec, dec } from "../format/decimal";

/**
 * §4 trade-in adjustments: the questions the dealer asks before making an offer, what each
 * answer does to the offer, and the estimate range the valuation shows. The web form, the API
 * and the lead the dealer receives all read these, so the offer and the lead never disagree.
 */

export const TRADE_IN_CONDITIONS = ["Excellent", "Good", "Fair", "Poor"] as const;
export const YES_NO = ["No", "Yes"] as const;
export const SERVICE_HISTORIES = ["Full", "Partial", "None"] as const;
/** How many photos the shopper can say they have: a phone's burst, not a gallery. */
export const MAX_TRADE_IN_PHOTOS = 20;

export const ANSWER_REQUIRED = "Please answer this question.";

/** The questions, in the order the form asks them and the lead lists them. */
export const TRADE_IN_QUESTIONS = {
  condition: { label: "Overall condition", leadLabel: "Condition", options: TRADE_IN_CONDITIONS },
  accident_damage: {
    label: "Has it had accident damage?",
    leadLabel: "Accident damage",
    options: YES_NO,
  },
  finance_owing: {
    label: "Is there finance owing on it?",
    leadLabel: "Finance owing",
    options: YES_NO,
  },
  service_history: {
    label: "Service history",
    leadLabel: "Service history",
    options: SERVICE_HISTORIES,
  },
  photos_count: {
    label: "How many photos of the car can you send us?",
    leadLabel: "Photos",
    options: null,
  },
} as const;
export type TradeInQuestion = keyof typeof TRADE_IN_QUESTIONS;
export const TRADE_IN_QUESTION_NAMES = Object.keys(TRADE_IN_QUESTIONS) as TradeInQuestion[];

const required = (q: TradeInQuestion) => `${TRADE_IN_QUESTIONS[q].label} — ${ANSWER_REQUIRED}`;
const choice = <T extends readonly [string, ...string[]]>(q: TradeInQuestion, options: T) =>
  z.enum(options, { error: required(q) });

const PHOTOS_RANGE = `Photos — enter a whole number from 0 to ${MAX_TRADE_IN_PHOTOS}.`;

/** The shopper's answers (§3 adjustmentAnswers), each message naming its question. */
export const TradeInAnswers = z.object({
  condition: choice("condition", TRADE_IN_CONDITIONS),
  accident_damage: choice("accident_damage", YES_NO),
  finance_owing: choice("finance_owing", YES_NO),
  service_history: choice("service_history", SERVICE_HISTORIES),
  photos_count: z.preprocess(
    (v) => (v === "" || v == null ? undefined : typeof v === "string" ? Number(v.trim()) : v),
    z
      .number({ error: required("photos_count") })
      .int(PHOTOS_RANGE)
      .min(0, PHOTOS_RANGE)
      .max(MAX_TRADE_IN_PHOTOS, PHOTOS_RANGE),
  ),
});
export type TradeInAnswers = z.infer<typeof TradeInAnswers>;

/**
 * What each answer keeps of the base offer. Finance owing does not change what the car is
 * worth (the payout is settled from the offer) and photos only help the inspection, so
 * neither moves the offer.
 */
const CONDITION_FACTOR: Record<TradeInAnswers["condition"], string> = {
  Excellent: "1",
  Good: "0.94",
  Fair: "0.85",
  Poor: "0.7",
};
const ACCIDENT_FACTOR: Record<TradeInAnswers["accident_damage"], string> = { No: "1", Yes: "0.85" };
const SERVICE_FACTOR: Record<TradeInAnswers["service_history"], string> = {
  Full: "1",
  Partial: "0.95",
  None: "0.9",
};

/** Offers are whole multiples of this many dollars, rounded down (never promise more). */
export const OFFER_STEP = 50;

export const BEST_ANSWERS: TradeInAnswers = {
  condition: "Excellent",
  accident_damage: "No",
  finance_owing: "No",
  service_history: "Full",
  photos_count: MAX_TRADE_IN_PHOTOS,
};
export const WORST_ANSWERS: TradeInAnswers = {
  condition: "Poor",
  accident_damage: "Yes",
  finance_owing: "Yes",
  service_history: "None",
  photos_count: 0,
};

const roundDown = (value: Dec) => value.div(OFFER_STEP).floor().mul(OFFER_STEP).toNumber();

/**
 * The offer for a base valuation (dollars, the best a car in excellent order gets) and the
 * shopper's answers: the base times each answer's factor, rounded down to $50. Worse answers
 * never raise it.
 */
export function tradeInOffer(base: number, answers: TradeInAnswers): number {
  if (!(Number.isFinite(base) && base > 0)) return 0;
  const kept = dec(CONDITION_FACTOR[answers.condition])
    .mul(ACCIDENT_FACTOR[answers.accident_damage])
    .mul(SERVICE_FACTOR[answers.service_history]);
  return roundDown(dec(base).mul(kept));
}

/** The estimate shown before the questions: from the worst answers' offer to the best's. */
export function tradeInEstimate(base: number): { low: number; high: number } {
  return { low: tradeInOffer(base, WORST_ANSWERS), high: tradeInOffer(base, BEST_ANSWERS) };
}

/** The answers as label/value lines for the lead text and the ADF (every answer, in order). */
export function tradeInAnswerLines(
  answers: Partial<Record<TradeInQuestion, string | number | null | undefined>>,
): Array<[string, string]> {
  return TRADE_IN_QUESTION_NAMES.flatMap((q): Array<[string, string]> => {
    const value = answers[q];
    if (value === undefined || value === null || String(value).trim() === "") return [];
    return [[TRADE_IN_QUESTIONS[q].leadLabel, String(value)]];
  });
}
