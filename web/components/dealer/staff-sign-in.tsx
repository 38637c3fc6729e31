"use client";

import { useRef, useState } from "react";
import { ErrorSummary } from "@/components/forms/error-summary";
import { Button } from "@/components/ui/button";
import { callApi } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/use-mutation";
import { fieldClass } from "./console-styles";

/** E-mail, then the six-digit code the site sent; signed in, on to the leads inbox. */
export function StaffSignIn() {
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const emailForm = useRef<HTMLFormElement>(null);
  const codeForm = useRef<HTMLFormElement>(null);
  // The e-mail form keeps what was typed before the page hydrated (the hook's keepEarlyInput).
  const request = useMutation(emailForm);
  const check = useMutation(codeForm);

  async function requestCode(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await request.mutate(() =>
      callApi("POST /dealer/auth/code", { body: { email } }),
    );
    if (answer) setSent(true);
  }

  async function signIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    const answer = await check.mutate(() =>
      callApi("POST /dealer/auth/sign-in", { body: { email, code } }),
    );
    if (answer) window.location.assign("/dealer/leads");
  }

  const failed = sent ? check : request;
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
          <Button type="submit" variant="console" busy={request.submitting}>
            Send me a code
          </Button>
        </form>
      ) : (
        <form ref={codeForm} onSubmit={signIn} className="mt-4 flex flex-col gap-3">
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
          <Button type="submit" variant="console" busy={check.submitting}>
            Sign in
          </Button>
        </form>
      )}
      <div className="mt-3">
        <ErrorSummary banner={failed.banner} errors={failed.errors} />
      </div>
    </section>
  );
}
