"use client";

import { DEALER_ABILITIES, type DealerAbility } from "@forecourt/core";
import { type ReactNode, useEffect, useState } from "react";
import { type ApiAnswer, type ApiAnswerOf, callApi } from "@/lib/client/api-client";

type StaffMe = ApiAnswerOf<"GET /dealer/me">;

// One GET /api/dealer/me per page load, shared by the bar and the screen (signing in or out
// reloads the page, so it is never stale).
let me: Promise<ApiAnswer<StaffMe>> | null = null;
const loadMe = () => {
  me ??= callApi("GET /dealer/me");
  return me;
};

const isDealerAbility = (value: string): value is DealerAbility => value in DEALER_ABILITIES;

/** What the console may show the signed-in member: `null` while unknown. */
export type StaffAbilities = { abilities: ReadonlySet<DealerAbility>; signedIn: boolean };

/**
 * Issue 31 §3: the abilities core decides for the member's role (core's DEALER_ABILITIES, sent
 * by GET /api/dealer/me) are the one source of which sections and buttons the console shows.
 */
export function useStaffAbilities(): StaffAbilities | null {
  const [known, setKnown] = useState<StaffAbilities | null>(null);
  useEffect(() => {
    let live = true;
    void loadMe().then((answer) => {
      if (!live) return;
      setKnown(
        answer.ok
          ? { abilities: new Set(answer.data.abilities.filter(isDealerAbility)), signedIn: true }
          : { abilities: new Set(), signedIn: false },
      );
    });
    return () => {
      live = false;
    };
  }, []);
  return known;
}

/** A screen only a role with `ability` may use: others are told so instead of shown an error. */
export function RequireAbility({
  ability,
  title,
  children,
}: {
  ability: DealerAbility;
  title: string;
  children: ReactNode;
}) {
  const known = useStaffAbilities();
  if (known === null) return <p>Loading…</p>;
  if (known.abilities.has(ability)) return <>{children}</>;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p role="alert">
        {known.signedIn ? (
          "Your role cannot use this section."
        ) : (
          <>
            Please{" "}
            <a href="/dealer" className="underline">
              sign in
            </a>{" "}
            first.
          </>
        )}
      </p>
    </div>
  );
}
