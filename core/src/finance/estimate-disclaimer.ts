import { Dec } from "../format/decimal";
import { formatPercent } from "../format/percent";

/**
 * The figures an estimate (or a calculator) shows, which its '*' disclaimer must not contradict.
 * A calculator whose rate is not the lender's quoted one has no comparison rate (null).
 */
export interface EstimateFigures {
  termYears: number;
  interestRate: number;
  comparisonRate: number | null;
  /** Deposit and final payment as percentages of the price, when the lender gives them. */
  deposit?: number | null;
  balloon?: number | null;
}

const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
// A loan term stated in years: "5-year term", "a term of 5 years", "over 5 years" (not "up to
// 7 years available", nor a warranty's years).
const TERM_YEARS =
  /(?<![\d.])(\d+(?:\.\d+)?)[-\s]year\s+(?:loan\s+)?term|\bterm\s+of\s+(\d+(?:\.\d+)?)\s+years?|\bover\s+(\d+(?:\.\d+)?)\s+years?/gi;
// Abbreviations whose full stop ends no sentence: "6.29% p.a. rate", "e.g. a", "approx. $".
const ABBREVIATION = /\b(p\.a|e\.g|i\.e|etc|approx|incl|min|max)\.(?=\s)/gi;
const STOP = "\u0000";

/** Sentences end at . ! or ? before a space or the end: never inside "6.29" nor after "p.a.". */
function sentencesOf(text: string): string[] {
  const guarded = text.trim().replace(ABBREVIATION, (_, word: string) => `${word}${STOP}`);
  return guarded
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replaceAll(STOP, ".").trim())
    .filter(Boolean);
}

/**
 * The '*' text of a vehicle page's finance estimate (issue 15 §2: money that agrees with itself).
 * A lender's or site's disclaimer is often written for one representative example ("5-year term,
 * $30,000 secured loan, 6.29% p.a. rate and 8.19% p.a. comparison rate") while the estimate beside
 * the price quotes the car's own rates. Every sentence of the text that quotes a percentage the
 * estimate does not show (its rate, comparison rate, deposit or final payment) is replaced, once,
 * by a sentence stating the estimate's own term and rates; sentences that quote none are kept as
 * the dealer wrote them. A sentence naming a term in years other than the estimate's contradicts
 * it too. Text that agrees with the estimate comes back unchanged.
 */
export function estimateDisclaimerText(text: string, figures: EstimateFigures): string {
  const shown = new Set(
    [figures.interestRate, figures.comparisonRate, figures.deposit, figures.balloon]
      .filter((v): v is number => v != null)
      .map((v) => new Dec(v).toFixed(2)),
  );
  const contradicts = (sentence: string) =>
    [...sentence.matchAll(PERCENT)].some((m) => !shown.has(new Dec(m[1] ?? "0").toFixed(2))) ||
    [...sentence.matchAll(TERM_YEARS)].some(
      (m) => Number(m[1] ?? m[2] ?? m[3]) !== figures.termYears,
    );
  const sentences = sentencesOf(text);
  if (!sentences.some(contradicts)) return text.trim();
  const own = ownFiguresSentence(figures);
  const kept: string[] = [];
  let replaced = false;
  for (const sentence of sentences) {
    if (!contradicts(sentence)) kept.push(sentence);
    else if (!replaced) {
      kept.push(own);
      replaced = true;
    }
  }
  return kept.join(" ");
}

function ownFiguresSentence(f: EstimateFigures): string {
  const extras = [
    f.deposit ? `${formatPercent(f.deposit, 1)} deposit` : null,
    f.balloon ? `${formatPercent(f.balloon, 1)} final payment` : null,
  ].filter(Boolean);
  const comparison =
    f.comparisonRate != null ? `, comparison rate ${formatPercent(f.comparisonRate, 2)} p.a.` : "";
  return `Estimate based on a ${f.termYears}-year term at ${formatPercent(f.interestRate, 2)} p.a.${comparison}${extras.length ? `, ${extras.join(" and ")}.` : ""}`;
}
