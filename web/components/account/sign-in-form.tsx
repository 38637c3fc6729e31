"use client";

import { formatPhone } from "@forecourt/core";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { type SessionUser, sessionSignedIn } from "@/lib/account/session-store";

type Step = "phone" | "code";
type Errors = { phone?: string; code?: string; form?: string };
type ApiAnswer = {
  ok: boolean;
  body: { message?: string; errors?: Record<string, string>; user?: SessionUser };
};

const NETWORK_ERROR = "We could not reach the server. Please check your connection and try again.";
const CODE_MISSING = "Please enter the 6-digit code we sent you.";

async function post(path: string, body: unknown): Promise<ApiAnswer> {
  try {
    const response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return {
      ok: response.ok,
      body: (await response.json().catch(() => ({}))) as ApiAnswer["body"],
    };
  } catch {
    return { ok: false, body: { message: NETWORK_ERROR } };
  }
}

/** The API's message for a field, else its general message (429, 503 …). */
function errorsFrom(answer: ApiAnswer, field: "phone" | "code"): Errors {
  const own = answer.body.errors?.[field];
  if (own) return { [field]: own };
  return { form: answer.body.message ?? NETWORK_ERROR };
}

/**
 * §6 sign-in by mobile number and one-time code: send code → enter the 6 digits → signed in,
 * then on to `redirect`. Errors are the API's field messages, shown inline and announced.
 */
export function SignInForm({ redirect }: { redirect: string }) {
  const router = useRouter();
  const id = useId();
  const [step, setStep] = useState<Step>("phone");
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // Focus follows the step, and an error sends focus to its field.
  useEffect(() => {
    if (errors.phone) phoneRef.current?.focus();
    else if (errors.code) codeRef.current?.focus();
  }, [errors]);
  useEffect(() => {
    if (step === "code") codeRef.current?.focus();
  }, [step]);

  const sendCode = async (again: boolean) => {
    setBusy(true);
    setErrors({});
    setStatus(again ? "Sending a new code…" : "");
    const answer = await post("/api/auth/code", { phone });
    setBusy(false);
    if (!answer.ok) {
      setStatus("");
      setErrors(errorsFrom(answer, "phone"));
      if (answer.body.errors?.phone) setStep("phone");
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
    if (!/^\d{6}$/.test(digits)) {
      setErrors({ code: CODE_MISSING });
      return;
    }
    setBusy(true);
    setErrors({});
    const answer = await post("/api/auth/verify", { phone, code: digits });
    if (!answer.ok || !answer.body.user) {
      setBusy(false);
      setErrors(errorsFrom(answer, "code"));
      return;
    }
    sessionSignedIn(answer.body.user);
    setStatus("You are signed in. Taking you there now…");
    router.replace(redirect);
  };

  const field = "mt-1 block w-full rounded border border-gray-400 px-3 py-3 text-lg";
  return (
    <form
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
              setErrors({});
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
