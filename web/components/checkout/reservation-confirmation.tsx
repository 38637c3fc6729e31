"use client";

import { useEffect, useRef } from "react";
import Link from "@/components/link";

type Props = {
  reference: string;
  /** What was charged and what happens next (core's reserve payment wording). */
  message: string;
  carTitle: string;
  carHref: string;
  /** How long the car is held unless the deposit is taken (issue 30 §7); null when paid. */
  holdNotice?: string | null;
  /** Further steps the shopper asked about (the journey's trade-in and finance). */
  next?: Array<{ label: string; href: string }>;
};

/** The confirmation after a reservation: the reference to quote, and what happens next. */
export function ReservationConfirmation({
  reference,
  message,
  carTitle,
  carHref,
  holdNotice = null,
  next = [],
}: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the news, wherever the page was scrolled.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div
      role="status"
      className="rounded-lg border border-green-300 bg-green-50 p-6"
      data-testid="reservation-confirmation"
    >
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-green-900 outline-none">
        {carTitle} is reserved for you
      </h2>
      <p className="mt-2 text-green-900" data-testid="reservation-message">
        {message}
      </p>
      {holdNotice ? (
        <p className="mt-2 font-semibold text-green-900" data-testid="hold-notice">
          {holdNotice}
        </p>
      ) : null}
      <p className="mt-4 text-green-900">
        Your reference:{" "}
        <strong className="break-all font-mono text-lg" data-testid="reservation-reference">
          {reference}
        </strong>
      </p>
      <p className="mt-1 text-sm text-green-900">Please quote it when you speak to the dealer.</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {next.map((link) => (
          <Link
            key={link.href}
            href={link.href}
            className="rounded bg-brand px-5 py-3 font-semibold text-white"
          >
            {link.label}
          </Link>
        ))}
        <Link
          href={carHref}
          className="rounded border border-brand bg-white px-5 py-3 font-semibold text-brand"
        >
          Back to the car
        </Link>
      </div>
    </div>
  );
}
