"use client";

import { formatPhone, leadMessages, wheelStopAngle } from "@forecourt/core";
import { useEffect, useId, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FieldDef, FormValues } from "@/components/forms/field-types";
import { FormField } from "@/components/forms/form-field";
import { PrizeWheel } from "./prize-wheel";

type Entry = { prize: string; index: number; alreadyEntered: boolean };
type Status =
  | { kind: "idle" }
  | { kind: "spinning"; entry: Entry }
  | { kind: "won"; entry: Entry }
  | { kind: "invalid"; errors: Record<string, string>; banner: string | null };

type Props = {
  prizes: string[];
  /** The contact questions, with the site's location select when it has one (core's layout). */
  fields: FieldDef[];
  /** A signed-in shopper's mobile: entered as their own. */
  phone: string | null;
  /** This phone's earlier entry: its prize stands. */
  entry: { prize: string; index: number } | null;
  siteName: string;
};

const TURNS = 6;

/**
 * §2 /spin-to-win: the shopper's details, then POST /api/spin-to-win; the server draws the prize
 * and the wheel turns to it (instantly with reduced motion). One entry per mobile number.
 */
export function SpinToWin({ prizes, fields, phone, entry, siteName }: Props) {
  const id = useId();
  const [values, setValues] = useState<FormValues>({ phone: phone ?? "" });
  const [status, setStatus] = useState<Status>(
    entry ? { kind: "won", entry: { ...entry, alreadyEntered: true } } : { kind: "idle" },
  );
  const [rotation, setRotation] = useState(
    entry && entry.index >= 0 ? wheelStopAngle(entry.index, prizes.length, 0) : 0,
  );
  const resultRef = useRef<HTMLHeadingElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (status.kind === "invalid") summaryRef.current?.focus();
  }, [status]);

  const finish = () => {
    setStatus((s) => (s.kind === "spinning" ? { kind: "won", entry: s.entry } : s));
    setTimeout(() => resultRef.current?.focus(), 0);
  };

  const spin = async (event: React.FormEvent) => {
    event.preventDefault();
    if (status.kind === "spinning") return;
    try {
      const response = await fetch("/api/spin-to-win", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => ({}))) as {
        prize?: string;
        index?: number;
        already_entered?: boolean;
        message?: string;
        errors?: Record<string, string>;
      };
      if (!response.ok || body.prize === undefined || body.index === undefined) {
        return setStatus({
          kind: "invalid",
          errors: body.errors ?? {},
          banner: body.errors ? null : (body.message ?? leadMessages.SUBMIT_ERROR),
        });
      }
      const won = {
        prize: body.prize,
        index: body.index,
        alreadyEntered: body.already_entered === true,
      };
      setStatus({ kind: "spinning", entry: won });
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      setRotation(wheelStopAngle(Math.max(0, won.index), prizes.length, TURNS));
      // No transition runs with reduced motion (or an unchanged angle): show the prize at once.
      if (reduced) finish();
      else setTimeout(finish, 5_000);
    } catch {
      setStatus({ kind: "invalid", errors: {}, banner: leadMessages.SUBMIT_ERROR });
    }
  };

  const errors = status.kind === "invalid" ? status.errors : {};
  return (
    <div className="grid items-start gap-10 lg:grid-cols-2">
      <div>
        <PrizeWheel
          prizes={prizes}
          rotation={rotation}
          animate={status.kind === "spinning"}
          onStopped={finish}
        />
        <h2 className="mt-6 text-lg font-bold">Prizes on the wheel</h2>
        <ul className="mt-2 grid gap-1 text-gray-800 sm:grid-cols-2">
          {prizes.map((p) => (
            <li key={p} className="flex items-center gap-2">
              <span aria-hidden="true" className="text-brand">
                ★
              </span>
              {p}
            </li>
          ))}
        </ul>
      </div>
      <div aria-live="polite">
        {status.kind === "won" ? (
          <div
            className="rounded-lg border border-green-300 bg-green-50 p-6"
            data-testid="spin-result"
          >
            <h2 ref={resultRef} tabIndex={-1} className="text-2xl font-bold text-green-900">
              {status.entry.alreadyEntered ? "You have already entered" : "Congratulations!"}
            </h2>
            <p className="mt-2 text-lg text-green-900">
              Your prize: <strong>{status.entry.prize}</strong>
            </p>
            <p className="mt-2 text-green-900">
              {siteName} has your entry and will contact you to arrange collection. One spin per
              mobile number.
            </p>
          </div>
        ) : (
          <form
            onSubmit={spin}
            noValidate
            className="grid gap-4 sm:grid-cols-2"
            data-testid="spin-form"
          >
            <div ref={summaryRef} tabIndex={-1} className="sm:col-span-2 empty:hidden">
              {status.kind === "invalid" ? (
                <ErrorSummary banner={status.banner} errors={status.errors} />
              ) : null}
            </div>
            {phone ? (
              <p className="text-sm text-gray-800 sm:col-span-2" data-testid="spin-phone">
                Entering with <strong>{formatPhone(phone)}</strong>, the mobile you signed in with.
              </p>
            ) : null}
            {fields
              // A signed-in shopper enters with the number they proved (the server uses it).
              .filter((field) => !(phone && field.name === "phone"))
              .map((field) => (
                <FormField
                  key={field.name}
                  field={field}
                  id={`${id}-${field.name}`}
                  values={values}
                  error={errors[field.name]}
                  onChange={(name, value) => {
                    setValues((v) => ({ ...v, [name]: value }));
                    if (status.kind === "invalid" && status.errors[name]) {
                      const { [name]: _, ...rest } = status.errors;
                      setStatus({ ...status, errors: rest });
                    }
                  }}
                />
              ))}
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={status.kind === "spinning"}
                className="w-full rounded bg-brand px-6 py-4 text-lg font-bold text-white disabled:opacity-60 sm:w-auto"
              >
                {status.kind === "spinning" ? "Spinning…" : "Spin the wheel"}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
