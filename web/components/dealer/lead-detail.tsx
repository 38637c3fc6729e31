"use client";

import { useCallback, useEffect, useState } from "react";
import { type ApiAnswerOf, callApi } from "@/lib/client/api-client";
import { failureLine } from "@/lib/client/problem";
import { useMutation } from "@/lib/client/use-mutation";
import { buttonClass, fieldClass } from "./console-styles";
import {
  DELIVERY_LABELS,
  DELIVERY_TARGET_LABELS,
  kindLabel,
  LEAD_STATUS_LABELS,
} from "./lead-labels";
import { LeadOwnership } from "./lead-ownership";

/** One lead as the API's LeadDetail schema defines it. */
type Lead = ApiAnswerOf<"GET /dealer/leads/{id}">;

const shopperName = (payload: Record<string, unknown>) =>
  [payload.name, payload.last_name].filter((p) => typeof p === "string" && p).join(" ") ||
  "a shopper";
const carTitle = (car: Record<string, unknown>) =>
  [car.year, car.make, car.model, car.variant]
    .filter((p) => typeof p === "string" || typeof p === "number")
    .join(" ");

/**
 * Issue 17 §3 one lead: everything the shopper sent, the car, the ADF the CRM receives, the
 * delivery (with a retry once it has given up) and the status, changed with who and when.
 */
export function LeadDetail({ id }: { id: string }) {
  const [lead, setLead] = useState<Lead | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The status change and the retry: one refusal line, shown where a failed load's is.
  const action = useMutation();

  const load = useCallback(async () => {
    const res = await callApi("GET /dealer/leads/{id}", { params: { id }, fallback: null });
    if (res.ok) setLead(res.data);
    else setError(failureLine(res));
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  async function changeStatus(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const picked = String(new FormData(event.currentTarget).get("status") ?? "");
    // The select offers only the lead's next statuses.
    const to = lead?.nextStatuses.find((s) => s === picked);
    if (!to) return;
    const changed = await action.mutate(() =>
      callApi("PATCH /dealer/leads/{id}", { params: { id }, body: { status: to }, fallback: null }),
    );
    if (changed) {
      setError(null);
      setStatus(`Marked ${LEAD_STATUS_LABELS[to]}.`);
      await load();
    }
  }

  async function retry() {
    const retried = await action.mutate(() =>
      callApi("POST /dealer/leads/{id}/retry", { params: { id }, fallback: null }),
    );
    if (retried) {
      setError(null);
      setStatus("The lead will be sent again now.");
      await load();
    }
  }

  if (!lead) {
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Lead</h1>
        {error ? <p role="alert">{error}</p> : <p>Loading…</p>}
      </div>
    );
  }
  const carSlug = lead.car && typeof lead.car.slug === "string" ? lead.car.slug : null;
  return (
    <div className="flex flex-col gap-6">
      <p>
        <a className="underline" href="/dealer/leads">
          ← All leads
        </a>
      </p>
      <h1 className="text-2xl font-bold">
        {kindLabel(lead.kind)} from {shopperName(lead.payload)}
      </h1>
      <p>
        Received <time dateTime={lead.createdAt}>{lead.received}</time> · Status:{" "}
        <strong>{LEAD_STATUS_LABELS[lead.status]}</strong>
      </p>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {(action.line ?? error) ? (
        <p role="alert" className="text-red-700">
          {action.line ?? error}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="sent-h" className="rounded bg-white p-4">
          <h2 id="sent-h" className="text-xl font-bold">
            What the shopper sent
          </h2>
          <dl className="mt-2 grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1">
            {lead.sent.map(([label, value], i) => (
              // A dealer's own form may repeat a label: the line's place keeps keys unique.
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder.
              <div key={`${i}-${label}`} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd className="whitespace-pre-line break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="flex flex-col gap-6">
          <LeadOwnership
            id={lead.id}
            owner={lead.owner}
            firstResponse={lead.firstResponse}
            onChanged={(message) => {
              setStatus(message);
              void load();
            }}
          />
          <section aria-labelledby="status-h" className="rounded bg-white p-4">
            <h2 id="status-h" className="text-xl font-bold">
              Status
            </h2>
            {lead.nextStatuses.length > 0 ? (
              <form onSubmit={changeStatus} className="mt-2 flex flex-wrap items-end gap-2">
                <label className="flex flex-col">
                  Move to
                  <select name="status" className={fieldClass}>
                    {lead.nextStatuses.map((s) => (
                      <option key={s} value={s}>
                        {LEAD_STATUS_LABELS[s]}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className={buttonClass}>
                  Change status
                </button>
              </form>
            ) : null}
            <h3 className="mt-4 font-semibold">History</h3>
            {lead.history.length === 0 ? (
              <p>No changes yet: nobody has worked this lead.</p>
            ) : (
              <ol aria-label="Status history" className="list-disc pl-6">
                {lead.history.map((c) => (
                  <li key={c.at}>
                    {LEAD_STATUS_LABELS[c.from]} → {LEAD_STATUS_LABELS[c.to]} by {c.staffEmail} on{" "}
                    <time dateTime={c.at}>{c.atText}</time>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="car-h" className="rounded bg-white p-4">
            <h2 id="car-h" className="text-xl font-bold">
              The car
            </h2>
            {lead.car ? (
              <p>
                {carSlug ? (
                  <a className="underline" href={`/cars/${carSlug}`}>
                    {carTitle(lead.car) || "The car"}
                  </a>
                ) : (
                  carTitle(lead.car)
                )}
                {typeof lead.car.stocknum === "string" ? ` · stock no. ${lead.car.stocknum}` : ""}
              </p>
            ) : (
              <p>{lead.payload.car_id ? "The car is no longer in stock." : "No car named."}</p>
            )}
          </section>
          <section aria-labelledby="delivery-h" className="rounded bg-white p-4">
            <h2 id="delivery-h" className="text-xl font-bold">
              Delivery to the dealership
            </h2>
            {lead.delivery ? (
              <>
                <p>
                  {DELIVERY_LABELS[lead.delivery.state]} · {lead.delivery.attempts}{" "}
                  {lead.delivery.attempts === 1 ? "attempt" : "attempts"}
                  {lead.delivery.state === "pending"
                    ? ` · next try ${lead.delivery.nextAttemptText}`
                    : ""}
                </p>
                {lead.delivery.lastError ? <p>Last error: {lead.delivery.lastError}</p> : null}
                {lead.delivery.targets.length > 0 ? (
                  <ul className="mt-2 list-disc pl-5">
                    {lead.delivery.targets.map((t) => (
                      <li key={t.target}>
                        {DELIVERY_TARGET_LABELS[t.target]}: {DELIVERY_LABELS[t.state]}
                        {t.lastError && t.state !== "delivered" ? ` (${t.lastError})` : ""}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {lead.delivery.state === "dead" ? (
                  <button type="button" onClick={retry} className={`${buttonClass} mt-2`}>
                    Retry delivery
                  </button>
                ) : null}
              </>
            ) : (
              <p>Not queued for delivery.</p>
            )}
          </section>
        </div>
      </div>
      <section aria-labelledby="adf-h" className="rounded bg-white p-4">
        <h2 id="adf-h" className="text-xl font-bold">
          ADF document
        </h2>
        <p className="text-sm">What the dealership's CRM receives (ADF 1.0 XML).</p>
        <section
          aria-label="ADF document, scrollable"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="mt-2 max-h-96 overflow-auto rounded bg-gray-100 p-3"
        >
          <pre className="text-sm whitespace-pre-wrap break-all">{lead.adfXml}</pre>
        </section>
      </section>
    </div>
  );
}
