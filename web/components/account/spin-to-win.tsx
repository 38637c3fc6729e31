"use client";

import { formatPhone, wheelStopAngle } from "@forecourt/core";
import { SUBMIT_ERROR } from "@forecourt/core/leads/messages";
import { useId, useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import type { FieldDef, FormValues } from "@/components/forms/field-types";
import { FormField } from "@/components/forms/form-field";
import { postJson } from "@/components/forms/post-json";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { PrizeWheel } from "./prize-wheel";

type Entry = { prize: string; index: number; alreadyEntered: boolean };
/**
 * After the send: the wheel turning to the entry's prize, then the prize shown; or, for a number
 * typed in rather than signed in with, only the API's message (issue 30 §13: the prize goes to
 * the number's owner, not to whoever typed it).
 */
type Spin =
  | { kind: "spinning"; entry: Entry }
  | { kind: "won"; entry: Entry }
  | { kind: "entered"; message: string };

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
  const [status, setStatus] = useState<Spin | null>(
    entry ? { kind: "won", entry: { ...entry, alreadyEntered: true } } : null,
  );
  const [rotation, setRotation] = useState(
    entry && entry.index >= 0 ? wheelStopAngle(entry.index, prizes.length, 0) : 0,
  );
  const resultRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useFormSubmission(formRef);

  const finish = () => {
    setStatus((s) => (s?.kind === "spinning" ? { kind: "won", entry: s.entry } : s));
    setTimeout(() => resultRef.current?.focus(), 0);
  };

  /** One entry per attempt through the shared submit hook (its key makes a retry one entry). */
  const spin = async (event: React.FormEvent) => {
    event.preventDefault();
    if (status?.kind === "spinning") return;
    const drawn: { entry: Entry | null; entered: string | null } = { entry: null, entered: null };
    const sent = await submission.submit(async (key) => {
      const answer = await postJson<{
        message?: string;
        prize?: string;
        index?: number;
        already_entered?: boolean;
      }>("/api/spin-to-win", values, key);
      if (!answer.ok) return answer;
      const { message, prize, index, already_entered } = answer.body;
      if (prize === undefined || index === undefined) {
        if (!message) return { ok: false, message: SUBMIT_ERROR, errors: {} };
        drawn.entered = message;
        return { ok: true };
      }
      drawn.entry = { prize, index, alreadyEntered: already_entered === true };
      return { ok: true };
    });
    if (sent && drawn.entered) {
      setStatus({ kind: "entered", message: drawn.entered });
      setTimeout(() => resultRef.current?.focus(), 0);
      return;
    }
    const won = drawn.entry;
    if (!sent || !won) return;
    setStatus({ kind: "spinning", entry: won });
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    setRotation(wheelStopAngle(Math.max(0, won.index), prizes.length, TURNS));
    // No transition runs with reduced motion (or an unchanged angle): show the prize at once.
    if (reduced) finish();
    else setTimeout(finish, 5_000);
  };

  const { errors } = submission;
  const busy = submission.submitting || status?.kind === "spinning";
  return (
    <div className="grid items-start gap-10 lg:grid-cols-2">
      <div>
        <PrizeWheel
          prizes={prizes}
          rotation={rotation}
          animate={status?.kind === "spinning"}
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
        {status?.kind === "entered" ? (
          <div
            className="rounded-lg border border-green-300 bg-green-50 p-6"
            data-testid="spin-result"
          >
            <h2 ref={resultRef} tabIndex={-1} className="text-2xl font-bold text-green-900">
              Thanks for entering
            </h2>
            <p className="mt-2 text-green-900">{status.message}</p>
          </div>
        ) : status?.kind === "won" ? (
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
            ref={formRef}
            onSubmit={spin}
            noValidate
            className="grid gap-4 sm:grid-cols-2"
            data-testid="spin-form"
          >
            {submission.status.kind === "invalid" ? (
              <ErrorSummary banner={submission.banner} errors={errors} />
            ) : null}
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
                    submission.clearError(name);
                  }}
                />
              ))}
            <div className="sm:col-span-2">
              <button
                type="submit"
                disabled={busy}
                className="w-full rounded bg-brand px-6 py-4 text-lg font-bold text-white disabled:opacity-60 sm:w-auto"
              >
                {busy ? "Spinning…" : "Spin the wheel"}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
