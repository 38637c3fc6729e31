"use client";

import { type ApiAnswerOf, callApi } from "@/lib/client/api-client";
import { useMutation } from "@/lib/client/use-mutation";
import { buttonClass } from "./console-styles";

/** A lead's spam standing as the API's LeadSpam schema defines it (issue 34 §4). */
export type LeadSpam = ApiAnswerOf<"PUT /dealer/leads/{id}/spam">["spam"];

const REASON_LABELS: Record<string, string> = {
  honeypot: "hidden field filled in",
  "too-fast": "sent too fast after the form showed",
  "forged-stamp": "form stamp forged",
  "no-stamp": "sent without the form",
  "link-in-message": "link in the message",
  "url-as-name": "web address as the name",
  "disposable-email": "throwaway e-mail address",
  "impossible-phone": "phone that cannot exist",
};

/** Why a lead scored, in words ("score 9: web address as the name, throwaway e-mail address"). */
export function spamReasonsText(spam: LeadSpam): string {
  if (spam.reasons.length === 0) return `score ${spam.score}`;
  const reasons = spam.reasons.map((r) => REASON_LABELS[r] ?? r).join(", ");
  const unverified = spam.humanCheck === "unverified" ? "; human check unavailable" : "";
  return `score ${spam.score}: ${reasons}${unverified}`;
}

/**
 * Marks one lead spam (it leaves the inbox, never delivered) or not spam (delivered now, once);
 * `onDone` runs after the API agreed, so the row can leave the list.
 */
export function SpamButton({
  leadId,
  spam,
  label,
  onDone,
}: {
  leadId: string;
  spam: boolean;
  label: string;
  onDone: () => void;
}) {
  const mark = useMutation();
  return (
    <span className="flex flex-col gap-1">
      <button
        type="button"
        className={buttonClass}
        disabled={mark.submitting}
        onClick={() => {
          void mark
            .mutate(() =>
              callApi("PUT /dealer/leads/{id}/spam", {
                params: { id: leadId },
                body: { spam },
                fallback: null,
              }),
            )
            .then((marked) => {
              if (marked) onDone();
            });
        }}
      >
        {label}
      </button>
      {mark.line ? (
        <span role="alert" className="text-sm text-red-700">
          {mark.line}
        </span>
      ) : null}
    </span>
  );
}
