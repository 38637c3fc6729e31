"use client";

import { useRef, useState } from "react";
import { useKeepEarlyInput } from "@/components/forms/keep-early-input";
import { buttonClass, consoleApi, fieldClass } from "./console-api";

/** E-mail, then the six-digit code the site sent; signed in, on to the leads inbox. */
export function StaffSignIn() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailForm = useRef<HTMLFormElement>(null);
  useKeepEarlyInput(emailForm);

  async function requestCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const res = await consoleApi("/auth/code", { method: "POST", json: { email } });
    setError(res.ok ? null : res.message);
    if (res.ok) setSent(true);
  }

  async function signIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    const res = await consoleApi("/auth/sign-in", { method: "POST", json: { email, code } });
    if (res.ok) window.location.assign("/dealer/leads");
    else setError(res.message);
  }

  return (
    <section aria-labelledby="sign-in-h" className="max-w-md rounded-lg bg-white p-6 shadow-sm">
      <h1 id="sign-in-h" className="text-2xl font-bold">
        Staff sign in
      </h1>
      {!sent ? (
        <form ref={emailForm} onSubmit={requestCode} className="mt-4 flex flex-col gap-3">
          <label htmlFor="staff-email" className="font-semibold">
            Work e-mail
          </label>
          <input
            id="staff-email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            className={fieldClass}
          />
          <button type="submit" className={buttonClass}>
            Send me a code
          </button>
        </form>
      ) : (
        <form onSubmit={signIn} className="mt-4 flex flex-col gap-3">
          <p>We sent a six-digit code to {email}.</p>
          <label htmlFor="staff-code" className="font-semibold">
            Code
          </label>
          <input
            id="staff-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            required
            className={fieldClass}
          />
          <button type="submit" className={buttonClass}>
            Sign in
          </button>
        </form>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
