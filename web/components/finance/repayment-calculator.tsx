"use client";

import {
  calculateRepayment,
  calculatorDisclaimerText,
  clampToSlider,
  type FinanceCalculatorDefaults,
  type FinanceCalculatorLimits,
  type FixedFeeLine,
  financeDisclaimer,
  formatMoney,
  formatThousands,
  type RepaymentFrequency,
  termYearsFromSlider,
} from "@forecourt/core";
import { useId, useState } from "react";

type Props = {
  limits: FinanceCalculatorLimits;
  defaults: FinanceCalculatorDefaults;
  rounding: "up" | "down";
  feeLines: FixedFeeLine[];
  disclaimer: string;
};

const FREQUENCIES: Array<[RepaymentFrequency, string]> = [
  ["weekly", "Weekly"],
  ["fortnightly", "Fortnightly"],
  ["monthly", "Monthly"],
];

const digits = (text: string) => Number(text.replace(/[^\d]/g, "") || "0");

/**
 * §2/§9 repayment calculator: price less deposit and trade-in plus fees, as an annuity over the
 * term at the chosen frequency with an optional residual — all figures from core's calculateRepayment.
 */
export function RepaymentCalculator({ limits, defaults, rounding, feeLines, disclaimer }: Props) {
  const id = useId();
  const [amount, setAmount] = useState(clampToSlider(defaults.amount, limits.loan));
  const [deposit, setDeposit] = useState(defaults.deposit);
  const [tradeIn, setTradeIn] = useState(defaults.tradeIn);
  const [residual, setResidual] = useState(defaults.residual);
  const [term, setTerm] = useState(
    limits.term.increments
      ? Math.max(0, limits.term.increments.indexOf(defaults.termYears))
      : clampToSlider(defaults.termYears, limits.term),
  );
  const [interest, setInterest] = useState(clampToSlider(defaults.interest, limits.interest));
  const [frequency, setFrequency] = useState<RepaymentFrequency>(defaults.frequency);
  const [expanded, setExpanded] = useState(false);
  const termYears = termYearsFromSlider(term, limits);
  const repayment = calculateRepayment({
    amount,
    deposit,
    tradeIn,
    residual,
    interest,
    termYears,
    frequency,
    fees: defaults.fees,
    rounding,
  });
  // The '*' text follows the term and rate shown now, never the site's example rates.
  const notes = financeDisclaimer(
    calculatorDisclaimerText(disclaimer, { termYears, interestRate: interest }, null),
  );

  const money = (
    key: string,
    label: string,
    value: number,
    set: (n: number) => void,
    max: number,
  ) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="relative mt-1">
        <span aria-hidden="true" className="absolute inset-y-0 left-3 flex items-center">
          $
        </span>
        <input
          id={`${id}-${key}`}
          inputMode="numeric"
          value={formatThousands(value)}
          onChange={(e) => set(Math.min(max, digits(e.target.value)))}
          className="block w-full rounded border border-gray-400 bg-white py-2 pr-3 pl-7"
        />
      </div>
    </div>
  );

  return (
    <div className="grid gap-6 rounded-lg border border-gray-200 bg-white p-5 lg:grid-cols-2">
      <div className="grid gap-4">
        <div>
          <label htmlFor={`${id}-amount`} className="block text-sm font-semibold">
            Loan amount: {formatMoney(amount)}
          </label>
          <input
            id={`${id}-amount`}
            type="range"
            min={limits.loan.min}
            max={limits.loan.max}
            step={limits.loan.step}
            value={amount}
            onChange={(e) => setAmount(Number(e.target.value))}
            className="mt-2 w-full accent-brand"
          />
        </div>
        {money("deposit", "Deposit", deposit, setDeposit, limits.deposit.max)}
        {money("trade-in", "Trade-in", tradeIn, setTradeIn, limits.tradeIn.max)}
        {money("residual", "Residual (balloon)", residual, setResidual, limits.residual.max)}
        <div>
          <label htmlFor={`${id}-term`} className="block text-sm font-semibold">
            Loan term: {termYears} years
          </label>
          <input
            id={`${id}-term`}
            type="range"
            min={limits.term.min}
            max={limits.term.max}
            step={limits.term.step}
            value={term}
            aria-valuetext={`${termYears} years`}
            onChange={(e) => setTerm(Number(e.target.value))}
            className="mt-2 w-full accent-brand"
          />
        </div>
        <div>
          <label htmlFor={`${id}-interest`} className="block text-sm font-semibold">
            Interest rate: {interest}% p.a.
          </label>
          <input
            id={`${id}-interest`}
            type="range"
            min={limits.interest.min}
            max={limits.interest.max}
            step={limits.interest.step}
            value={interest}
            disabled={limits.interest.disabled}
            aria-valuetext={`${interest}% per year`}
            onChange={(e) => setInterest(Number(e.target.value))}
            className="mt-2 w-full accent-brand disabled:opacity-50"
          />
        </div>
        <fieldset>
          <legend className="text-sm font-semibold">Repayment frequency</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {FREQUENCIES.map(([value, label]) => (
              <label
                key={value}
                className="flex items-center gap-2 rounded border border-gray-300 px-3 py-2 text-sm"
              >
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="rounded-lg bg-gray-50 p-5" aria-live="polite" data-testid="repayment-result">
        <p className="text-sm text-gray-700">Estimated repayment</p>
        <p className="mt-1 text-4xl font-bold text-brand" data-testid="repayment-amount">
          {repayment.display}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-gray-700">Amount financed</dt>
            <dd className="font-semibold">{formatMoney(repayment.loan)}</dd>
          </div>
          <div>
            <dt className="text-gray-700">Total repayments</dt>
            <dd className="font-semibold" data-testid="repayment-total">
              {repayment.totalRepayments === null ? "" : formatMoney(repayment.totalRepayments)}
            </dd>
          </div>
          {feeLines.map((line) => (
            <div key={line.key}>
              <dt className="text-gray-700">{line.label}</dt>
              <dd className="font-semibold">{line.text}</dd>
            </div>
          ))}
        </dl>
        {notes.full ? (
          <div className="mt-4 text-xs text-gray-700">
            <p id={`${id}-disclaimer`}>* {expanded ? notes.full : notes.short}</p>
            {notes.truncated ? (
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-disclaimer`}
                onClick={() => setExpanded(!expanded)}
                className="mt-1 font-semibold text-brand underline"
              >
                {expanded ? "Show less" : "Read more"}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
