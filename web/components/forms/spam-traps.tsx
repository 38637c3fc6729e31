"use client";

import { useEffect, useRef, useState } from "react";
import { callApi } from "@/lib/client/api-client";

/** What a lead form sends besides its fields (issue 34 §4): its honeypot and its signed stamp. */
export type SpamTrapAnswers = { honeypot?: string; form_stamp?: string };

/**
 * Issue 34 §4: every lead form asks the server for a signed stamp of when it was shown and
 * carries a honeypot input a person never sees. A stamp that could not be fetched is left out:
 * the lead is then only scored a little, never refused.
 */
export function useSpamTraps() {
  const honeypot = useRef<HTMLInputElement>(null);
  const [stamp, setStamp] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void callApi("GET /leads/form-stamp").then((answer) => {
      if (live && answer.ok && typeof answer.data.stamp === "string") setStamp(answer.data.stamp);
    });
    return () => {
      live = false;
    };
  }, []);
  return {
    honeypot,
    answers(): SpamTrapAnswers {
      const filled = honeypot.current?.value ?? "";
      return {
        ...(filled ? { honeypot: filled } : {}),
        ...(stamp ? { form_stamp: stamp } : {}),
      };
    },
  };
}

/** The honeypot input's name: a form read with FormData leaves it out of the lead's fields. */
export const HONEYPOT_NAME = "fc_contact_me_by_fax";

/** The honeypot: off screen, out of the tab order and hidden from screen readers. */
export function Honeypot({ inputRef }: { inputRef: React.RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", top: "auto" }}>
      <label>
        Leave this empty
        <input ref={inputRef} type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
