"use client";

import { SUBMIT_ERROR } from "@forecourt/core/leads/messages";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useKeepEarlyInput } from "@/components/forms/keep-early-input";
import type { ApiAnswer } from "./api-client";
import { type ApiFailure, failureLine } from "./problem";

/** What a send step answers: done, or the banner and field errors to show (an ApiFailure). */
export type SubmitOutcome =
  | { ok: true }
  /** `status`: the HTTP status of a refusal (401 → a sign-in link, 409 → back to the car). */
  | (Omit<ApiFailure, "status"> & { status?: number });

export type MutationStatus =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "done" }
  | {
      kind: "invalid";
      errors: Record<string, string>;
      banner: string | null;
      httpStatus: number | null;
    };

/** A refused attempt as the one line a console screen shows alone (failureLine); else null. */
export function mutationLine(status: MutationStatus): string | null {
  if (status.kind !== "invalid") return null;
  return failureLine({
    status: status.httpStatus ?? 0,
    message: status.banner,
    errors: status.errors,
  });
}

const NO_FORM: RefObject<HTMLFormElement | null> = { current: null };

/**
 * The one mutation hook of the web (issue 15 §3, issue 31 §3), for shopper and console forms:
 * the state (idle → submitting → done, or invalid with the banner and field errors of the
 * answer's problem+json), an idempotency key kept for every retry of the same attempt and
 * renewed once it succeeds (so a double click or a retry after a network error stores one
 * lead), and focus on the first invalid field — the summary only when no field is named. With
 * a form, what was typed before the page hydrated is kept (keepEarlyInput).
 */
export function useMutation(formRef: RefObject<HTMLFormElement | null> = NO_FORM) {
  const [status, setStatus] = useState<MutationStatus>({ kind: "idle" });
  const key = useRef<string | null>(null);
  const busy = useRef(false);
  useKeepEarlyInput(formRef);

  useEffect(() => {
    if (status.kind !== "invalid") return;
    const form = formRef.current;
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const summary = form?.querySelector<HTMLElement>("[data-error-summary]");
    (first ?? summary)?.focus();
  }, [status, formRef]);

  /** Shows errors found before sending (the instant checks); nothing is sent. */
  const fail = useCallback((errors: Record<string, string>, banner: string | null = null) => {
    setStatus({ kind: "invalid", errors, banner, httpStatus: null });
  }, []);

  /** Sends once at a time with the attempt's idempotency key; true when it succeeded. */
  const submit = useCallback(
    async (send: (idempotencyKey: string) => Promise<SubmitOutcome>): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      key.current ??= crypto.randomUUID();
      setStatus({ kind: "submitting" });
      try {
        const outcome = await send(key.current);
        if (!outcome.ok) {
          setStatus({
            kind: "invalid",
            errors: outcome.errors,
            banner: outcome.message,
            httpStatus: outcome.status ?? null,
          });
          return false;
        }
        key.current = null;
        setStatus({ kind: "done" });
        return true;
      } catch {
        // A send that throws (it should answer { ok: false }) still leaves a usable form.
        setStatus({ kind: "invalid", errors: {}, banner: SUBMIT_ERROR, httpStatus: null });
        return false;
      } finally {
        busy.current = false;
      }
    },
    [],
  );

  /** Calls the typed client (callApi) through submit; the answer's data, or null when refused. */
  const mutate = useCallback(
    async <T>(call: (idempotencyKey: string) => Promise<ApiAnswer<T>>): Promise<T | null> => {
      let data: T | null = null;
      const sent = await submit(async (idempotencyKey) => {
        const answer = await call(idempotencyKey);
        if (answer.ok) data = answer.data;
        return answer;
      });
      return sent ? data : null;
    },
    [submit],
  );

  /**
   * Calls the typed client through submit and hands back its whole answer, for a screen that
   * places a refusal's field errors itself; null when another attempt was still running.
   */
  const send = useCallback(
    async <T>(
      call: (idempotencyKey: string) => Promise<ApiAnswer<T>>,
    ): Promise<ApiAnswer<T> | null> => {
      const held: { answer: ApiAnswer<T> | null } = { answer: null };
      await submit(async (idempotencyKey) => {
        held.answer = await call(idempotencyKey);
        return held.answer;
      });
      return held.answer;
    },
    [submit],
  );

  /** The person changed a field: its error goes, and the form is idle once none is left. */
  const clearError = useCallback((name: string) => {
    setStatus((s) => {
      if (s.kind !== "invalid" || !(name in s.errors)) return s;
      const { [name]: _, ...rest } = s.errors;
      return Object.keys(rest).length || s.banner ? { ...s, errors: rest } : { kind: "idle" };
    });
  }, []);

  const reset = useCallback(() => setStatus({ kind: "idle" }), []);

  return {
    status,
    errors: status.kind === "invalid" ? status.errors : {},
    banner: status.kind === "invalid" ? status.banner : null,
    httpStatus: status.kind === "invalid" ? status.httpStatus : null,
    /** The refusal as one line to show alone (problem.ts failureLine), or null. */
    line: mutationLine(status),
    submitting: status.kind === "submitting",
    done: status.kind === "done",
    fail,
    submit,
    mutate,
    send,
    clearError,
    reset,
  };
}
