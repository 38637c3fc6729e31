import type { ReactNode } from "react";

/** Simple marks drawn here (no third-party artwork is bundled); each is named for screen readers. */
const MARKS: Record<string, ReactNode> = {
  Mastercard: (
    <svg viewBox="0 0 48 30" className="h-6 w-10" aria-hidden="true">
      <circle cx="18" cy="15" r="10" fill="#eb001b" />
      <circle cx="30" cy="15" r="10" fill="#f79e1b" fillOpacity="0.9" />
    </svg>
  ),
  Visa: (
    <span aria-hidden="true" className="text-lg font-black italic tracking-tight text-[#1a1f71]">
      VISA
    </span>
  ),
  Maestro: (
    <svg viewBox="0 0 48 30" className="h-6 w-10" aria-hidden="true">
      <circle cx="18" cy="15" r="10" fill="#0099df" />
      <circle cx="30" cy="15" r="10" fill="#eb001b" fillOpacity="0.85" />
    </svg>
  ),
  "Google Pay": (
    <span aria-hidden="true" className="text-base font-semibold text-gray-800">
      <span className="text-[#4285f4]">G</span> Pay
    </span>
  ),
  "Apple Pay": (
    <span aria-hidden="true" className="text-base font-semibold text-gray-900">
      Apple Pay
    </span>
  ),
};

/** §2 card-payment strip: Mastercard, Visa, Maestro, Google Pay, Apple Pay (core's list, in order). */
export function CardStrip({ methods }: { methods: readonly string[] }) {
  return (
    <ul
      aria-label="We accept"
      className="flex flex-wrap items-center gap-2"
      data-testid="card-strip"
    >
      {methods.map((method) => (
        <li
          key={method}
          className="flex h-9 min-w-14 items-center justify-center rounded border border-gray-300 bg-white px-2"
        >
          {MARKS[method] ? (
            <>
              {MARKS[method]}
              <span className="sr-only">{method}</span>
            </>
          ) : (
            <span className="text-sm font-semibold">{method}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
