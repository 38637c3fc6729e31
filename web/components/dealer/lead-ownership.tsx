"use client";

import { useEffect, useState } from "react";
import { callApi } from "@/lib/client/api-client";
import { failureLine } from "@/lib/client/problem";
import { buttonClass, fieldClass } from "./console-styles";
import { useStaffAbilities } from "./staff-abilities";

/** Who owns a lead, as the API writes it (issue 34 §1). */
export type LeadOwner = { id: string; label: string | null } | null;

/** Where a lead stands against its first-response target (issue 34 §2). */
export type FirstResponse = {
  state: "none" | "due" | "overdue" | "answered";
  dueAt: string | null;
  dueText: string | null;
  tookMinutes: number | null;
  withinTarget: boolean | null;
};

/** The owner's name, or why there is none. */
export const ownerText = (owner: LeadOwner) =>
  owner ? (owner.label ?? "A former staff member") : "Nobody";

const minutesText = (minutes: number) =>
  minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;

/** The first response as the inbox reads it: due when, overdue since when, or answered in how long. */
export function FirstResponseText({ value }: { value: FirstResponse }) {
  if (value.state === "answered") {
    const took = minutesText(value.tookMinutes ?? 0);
    return (
      <span>
        Answered in {took}
        {value.withinTarget === false ? <span className="text-red-700"> (late)</span> : null}
      </span>
    );
  }
  if (value.state === "none" || !value.dueAt) return <span>–</span>;
  const when = <time dateTime={value.dueAt}>{value.dueText}</time>;
  return value.state === "overdue" ? (
    <strong className="text-red-700">Overdue since {when}</strong>
  ) : (
    <span>Due by {when}</span>
  );
}

/**
 * Issue 34 §1 the lead's owner and first response, with a reassign control for the roles core's
 * assignLeads ability names (managers and up); others see the owner alone.
 */
export function LeadOwnership({
  id,
  owner,
  firstResponse,
  onChanged,
}: {
  id: string;
  owner: LeadOwner;
  firstResponse: FirstResponse;
  onChanged: (message: string) => void;
}) {
  const [choices, setChoices] = useState<Array<{ id: string; label: string | null }> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mayAssign = useStaffAbilities()?.abilities.has("assignLeads") ?? false;
  useEffect(() => {
    if (!mayAssign) return;
    void callApi("GET /dealer/lead-owners", { fallback: null }).then((res) =>
      setChoices(res.ok ? res.data.owners : null),
    );
  }, [mayAssign]);

  async function reassign(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ownerId = String(new FormData(event.currentTarget).get("ownerId") ?? "");
    const res = await callApi("PUT /dealer/leads/{id}/owner", {
      params: { id },
      body: { ownerId },
      fallback: null,
    });
    setError(res.ok ? null : (res.errors.ownerId ?? failureLine(res)));
    if (res.ok) onChanged(`Given to ${ownerText(res.data.owner)}.`);
  }

  return (
    <section aria-labelledby="owner-h" className="rounded bg-white p-4">
      <h2 id="owner-h" className="text-xl font-bold">
        Owner
      </h2>
      <p className="mt-2">
        <strong>{ownerText(owner)}</strong> · <FirstResponseText value={firstResponse} />
      </p>
      {mayAssign && choices ? (
        <form onSubmit={reassign} className="mt-2 flex flex-wrap items-end gap-2">
          <label className="flex flex-col">
            Give to
            <select
              name="ownerId"
              defaultValue={owner?.id ?? ""}
              aria-describedby={error ? "owner-error" : undefined}
              className={fieldClass}
            >
              {choices.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label ?? c.id}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass}>
            Reassign
          </button>
          {error ? (
            <span id="owner-error" className="text-sm text-red-700">
              {error}
            </span>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
