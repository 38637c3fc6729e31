"use client";

import { formatPhone } from "@forecourt/core";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { type JsonAnswer, postJson } from "@/components/forms/post-json";
import { useFormSubmission } from "@/components/forms/use-form-submission";
import { type SessionUser, sessionSignedIn } from "@/lib/account/session-store";

type Step = "phone" | "code";
type Answer = { user?: SessionUser };

const NETWORK_ERROR = "We could not reach the server. Please check your connection and try again.";
const CODE_MISSING = "Please enter the 6-digit code we sent you.";

/** The API's refusal as the shared hook shows it: its field's message, else its general one. */
function refusal(answer: Exclude<JsonAnswer<Answer>, { ok: true }>, field: "phone" | "code") {
  const own = answer.errors[field];
  return own
    ? { ok: false as const, message: null, errors: { [field]: own } }
    : { ok: false as const, message: answer.message ?? NETWORK_ERROR, errors: {} };
}

/**
 * §6 sign-in by mobile number and one-time code: send code → enter the 6 digits → signed in,
 * then on to `redirect`. Both steps submit through the shared useFormSubmission (one key per
 * attempt, the API's field messages inline beside their field, focus on it).
 */
export function SignInForm({ redirect }: { redirect: string }) {
  const router = useRouter();
  const id = useId();
  const [step, setStep] = useState<Step>("phone");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [status, setStatus] = useState("");
  const [signedIn, setSignedIn] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submission = useFormSubmission(formRef);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const errors: { phone?: string; code?: string; form?: string } = {
    phone: submission.errors.phone,
    code: submission.errors.code,
    form: submission.banner ?? undefined,
  };
  const busy = submission.submitting || signedIn;

  // Focus follows the step (an error's focus is the shared hook's).
  useEffect(() => {
    if (step === "code") codeRef.current?.focus();
  }, [step]);

  const sendCode = async (again: boolean) => {
    setStatus(again ? "Sending a new code…" : "");
    const refused = { phone: false };
    const sent = await submission.submit(async (key) => {
      const answer = await postJson<Answer>("/api/auth/code", { phone }, key, NETWORK_ERROR);
      if (answer.ok) return { ok: true };
      refused.phone = Boolean(answer.errors.phone);
      return refusal(answer, "phone");
    });
    if (!sent) {
      setStatus("");
      if (refused.phone) setStep("phone");
      return;
    }
    setCode("");
    setStep("code");
    setStatus(
      `${again ? "We sent a new code" : "We sent a 6-digit code"} to ${formatPhone(phone)}. It expires in 5 minutes.`,
    );
  };

  const verify = async () => {
    const digits = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(digits)) return submission.fail({ code: CODE_MISSING });
    const proved: { user: SessionUser | null } = { user: null };
    const sent = await submission.submit(async (key) => {
      const answer = await postJson<Answer>(
        "/api/auth/verify",
        { phone, code: digits },
        key,
        NETWORK_ERROR,
      );
      if (!answer.ok) return refusal(answer, "code");
      if (!answer.body.user) return { ok: false, message: NETWORK_ERROR, errors: {} };
      proved.user = answer.body.user;
      return { ok: true };
    });
    if (!sent || !proved.user) return;
    setSignedIn(true);
    sessionSignedIn(proved.user);
    setStatus("You are signed in. Taking you there now…");
    router.replace(redirect);
  };

  const field = "mt-1 block w-full rounded border border-gray-400 px-3 py-3 text-lg";
  return (
    <form
      ref={formRef}
      noValidate
      aria-busy={busy}
      data-testid="sign-in-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        void (step === "phone" ? sendCode(false) : verify());
      }}
      className="space-y-5"
    >
      <p
        aria-live="polite"
        className="text-sm text-gray-800 empty:hidden"
        data-testid="sign-in-status"
      >
        {status}
      </p>
      {errors.form ? (
        <p
          role="alert"
          tabIndex={-1}
          data-error-summary=""
          className="rounded border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800"
        >
          {errors.form}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-phone`} className="block text-sm font-semibold">
          Mobile number
        </label>
        <input
          ref={phoneRef}
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          readOnly={step === "code"}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? `${id}-phone-error` : `${id}-phone-help`}
          className={`${field} read-only:bg-gray-100`}
        />
        {errors.phone ? (
          <p id={`${id}-phone-error`} className="mt-1 text-sm text-red-700">
            {errors.phone}
          </p>
        ) : (
          <p id={`${id}-phone-help`} className="mt-1 text-xs text-gray-700">
            An Australian or New Zealand mobile, e.g. 0412 345 678. We text you a code; no password
            needed.
          </p>
        )}
      </div>
      {step === "code" ? (
        <div>
          <label htmlFor={`${id}-code`} className="block text-sm font-semibold">
            6-digit code
          </label>
          <input
            ref={codeRef}
            id={`${id}-code`}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={errors.code ? `${id}-code-error` : undefined}
            className={`${field} tracking-[0.5em]`}
          />
          {errors.code ? (
            <p id={`${id}-code-error`} className="mt-1 text-sm text-red-700">
              {errors.code}
            </p>
          ) : null}
        </div>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded bg-brand px-5 py-3 text-lg font-bold text-white disabled:opacity-60"
      >
        {step === "phone" ? (busy ? "Sending…" : "Send code") : busy ? "Signing in…" : "Sign in"}
      </button>
      {step === "code" ? (
        <div className="flex flex-wrap justify-between gap-3 text-sm">
          <button
            type="button"
            disabled={busy}
            onClick={() => void sendCode(true)}
            className="font-semibold text-brand underline disabled:opacity-60"
          >
            Resend code
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setStep("phone");
              submission.reset();
              setStatus("");
              setTimeout(() => phoneRef.current?.focus(), 0);
            }}
            className="font-semibold text-brand underline disabled:opacity-60"
          >
            Use a different number
          </button>
        </div>
      ) : null}
    </form>
  );
}
