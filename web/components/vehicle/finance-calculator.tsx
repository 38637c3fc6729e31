"use client";

import {
  calculatorDisclaimerText,
  type QuotedRate,
} from "@forecourt/core/finance/calculator-disclaimer";
import type { FinanceCalculatorLimits } from "@forecourt/core/finance/calculator-limits";
import { clampToSlider, termYearsFromSlider } from "@forecourt/core/finance/calculator-limits";
import { financeDisclaimer } from "@forecourt/core/finance/disclaimer";
import { FREQUENCY_LABELS, type RepaymentFrequency } from "@forecourt/core/finance/frequency";
import { calculateRepayment } from "@forecourt/core/finance/repayment";
import { formatMoney } from "@forecourt/core/format/money";
import { useId, useRef, useState } from "react";
import { recordEvent } from "@/lib/shopper-store";

type Props = {
  carId: string;
  limits: FinanceCalculatorLimits;
  initial: {
    amount: number;
    termYears: number;
    interest: number;
    frequency: RepaymentFrequency;
    fees: number;
    deposit: number;
    residual: number;
  };
  rounding: "up" | "down";
  disclaimer: string;
  /** The rate, term and comparison rate the page's estimate quotes, if it shows one. */
  quoted: QuotedRate | null;
  requestQuoteHref: string;
};

/** §2/§5/§9 finance calculator: sliders within the site's limits; event 26 fires once on first change. */
export function FinanceCalculator({
  carId,
  limits,
  initial,
  rounding,
  disclaimer,
  quoted,
  requestQuoteHref,
}: Props) {
  const [amount, setAmount] = useState(clampToSlider(initial.amount, limits.loan));
  const [term, setTerm] = useState(
    limits.term.increments
      ? Math.max(0, limits.term.increments.indexOf(initial.termYears))
      : initial.termYears,
  );
  const [interest, setInterest] = useState(clampToSlider(initial.interest, limits.interest));
  // Opens on the quote's deposit and final payment (core calculatorOpening): its figure is the card's.
  const [deposit, setDeposit] = useState(clampToSlider(initial.deposit, limits.deposit));
  const [frequency, setFrequency] = useState<RepaymentFrequency>(initial.frequency);
  const [showDisclaimer, setShowDisclaimer] = useState(false);
  const fired = useRef(false);
  const id = useId();

  const touched = () => {
    if (fired.current) return;
    fired.current = true;
    recordEvent(26, { car_id: carId });
  };
  const termYears = termYearsFromSlider(term, limits);
  const repayment = calculateRepayment({
    amount,
    interest,
    termYears,
    frequency,
    deposit,
    residual: initial.residual,
    fees: initial.fees,
    rounding,
  });
  // The '*' text follows the term and rate shown now, never the site's example rates.
  const text = financeDisclaimer(
    calculatorDisclaimerText(disclaimer, { termYears, interestRate: interest }, quoted),
  );

  const slider = (
    label: string,
    value: number,
    set: (n: number) => void,
    range: { min: number; max: number; step: number },
    shown: string,
    disabled = false,
  ) => (
    <div>
      <div className="flex justify-between text-sm">
        <label htmlFor={`${id}-${label}`} className="font-semibold">
          {label}
        </label>
        <output htmlFor={`${id}-${label}`}>{shown}</output>
      </div>
      <input
        id={`${id}-${label}`}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        disabled={disabled}
        onChange={(e) => {
          touched();
          set(Number(e.target.value));
        }}
        className="mt-1 w-full accent-brand"
      />
    </div>
  );

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-lg border border-gray-200 p-5"
      data-testid="finance-calculator"
    >
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Finance calculator
      </h2>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div className="space-y-4">
          {slider("Loan amount", amount, setAmount, limits.loan, formatMoney(amount))}
          {slider("Deposit", deposit, setDeposit, limits.deposit, formatMoney(deposit))}
          {slider("Term", term, setTerm, limits.term, `${termYears} years`)}
          {slider(
            "Interest rate",
            interest,
            setInterest,
            limits.interest,
            `${interest}%`,
            limits.interest.disabled,
          )}
        </div>
        <div className="flex flex-col justify-center rounded-lg bg-gray-50 p-4 text-center">
          <label className="mx-auto text-sm font-semibold">
            Repayment frequency{" "}
            <select
              value={frequency}
              onChange={(e) => {
                touched();
                setFrequency(e.target.value as RepaymentFrequency);
              }}
              className="ml-1 rounded border border-gray-300 px-2 py-1 font-normal"
            >
              <option value="weekly">Weekly</option>
              <option value="fortnightly">Fortnightly</option>
              <option value="monthly">Monthly</option>
            </select>
          </label>
          <p className="mt-3 text-3xl font-extrabold text-brand" aria-live="polite">
            {repayment.display}
          </p>
          <p className="mt-1 text-sm text-gray-700">
            Total repayments:{" "}
            {repayment.totalRepayments === null ? "" : formatMoney(repayment.totalRepayments)}
          </p>
          <p className="sr-only">{FREQUENCY_LABELS[frequency]}</p>
          <a
            href={requestQuoteHref}
            className="mt-4 rounded bg-brand px-4 py-2 font-semibold text-white"
          >
            Request a Quote
          </a>
        </div>
      </div>
      {text.full ? (
        <div className="mt-4 text-xs text-gray-700">
          <p id={`${id}-disclaimer`}>{showDisclaimer ? text.full : text.short}</p>
          {text.truncated ? (
            <button
              type="button"
              className="mt-1 font-semibold underline"
              aria-expanded={showDisclaimer}
              aria-controls={`${id}-disclaimer`}
              onClick={() => setShowDisclaimer((s) => !s)}
            >
              {showDisclaimer ? "Show less" : "Read more"}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
