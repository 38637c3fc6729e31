"use client";

import { useRef, useState } from "react";
import { type ApiAnswerOf, type ApiEndpoints, callApi } from "@/lib/client/api-client";
import { failureLine } from "@/lib/client/problem";
import { useMutation } from "@/lib/client/use-mutation";
import { buttonClass, fieldClass } from "./console-styles";

/** Each car's line of a preview, as the API's DealerStockBulkChanges schema defines it. */
type Change = ApiAnswerOf<"POST /dealer/stock/bulk/preview">["changes"][number];
/** The change itself, as the API's DealerStockBulkChange schema takes it. */
type BulkChange = ApiEndpoints["POST /dealer/stock/bulk/preview"]["body"]["change"];

/** The bulk actions a manager picks from (issue 35 §1), each with what it needs typed. */
const ACTIONS = [
  { value: "price-up-amount", label: "Raise price by $", needs: "number" },
  { value: "price-down-amount", label: "Lower price by $", needs: "number" },
  { value: "price-up-percent", label: "Raise price by %", needs: "number" },
  { value: "price-down-percent", label: "Lower price by %", needs: "number" },
  { value: "mark-sold", label: "Mark sold", needs: null },
  { value: "mark-available", label: "Mark available", needs: null },
  { value: "hide", label: "Hide from the website", needs: null },
  { value: "show", label: "Show on the website", needs: null },
  { value: "move", label: "Move to location", needs: "location" },
] as const;
type Action = (typeof ACTIONS)[number]["value"];

/** The change the API takes for a picked action and the typed amount or location. */
function changeOf(action: Action, amount: string, location: string): BulkChange {
  const signed = (down: boolean) => (down ? `-${amount}` : amount);
  switch (action) {
    case "price-up-amount":
    case "price-down-amount":
      return { kind: "price-amount", amount: signed(action === "price-down-amount") };
    case "price-up-percent":
    case "price-down-percent":
      return { kind: "price-percent", percent: signed(action === "price-down-percent") };
    case "mark-sold":
      return { kind: "mark", status: "sold" };
    case "mark-available":
      return { kind: "mark", status: "available" };
    case "hide":
    case "show":
      return { kind: "visibility", shown: action === "show" };
    case "move":
      return { kind: "location", location };
  }
}

/**
 * The selection's bulk actions (managers and up): pick one, preview each car's change in a
 * dialog, then apply exactly that. The API recomputes and saves what the preview showed.
 */
export function StockBulkActions({
  selected,
  locations,
  onDone,
}: {
  selected: string[];
  locations: { id: string; name: string }[];
  onDone: (message: string) => void;
}) {
  const [action, setAction] = useState<Action>("price-down-amount");
  const [amount, setAmount] = useState("");
  const [location, setLocation] = useState(locations[0]?.id ?? "");
  const [preview, setPreview] = useState<Change[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const previewing = useMutation();
  const applying = useMutation();
  const dialog = useRef<HTMLDialogElement>(null);
  const needs = ACTIONS.find((a) => a.value === action)?.needs ?? null;
  const body = () => ({ ids: selected, change: changeOf(action, amount.trim(), location) });

  async function ask() {
    setError(null);
    const res = await previewing.send(() =>
      callApi("POST /dealer/stock/bulk/preview", { body: body(), fallback: null }),
    );
    if (!res) return;
    if (!res.ok) return setError(failureLine(res));
    setPreview(res.data.changes);
    dialog.current?.showModal();
  }

  async function apply() {
    const res = await applying.send(() =>
      callApi("POST /dealer/stock/bulk/apply", { body: body(), fallback: null }),
    );
    if (!res) return;
    dialog.current?.close();
    setPreview(null);
    if (!res.ok) return setError(failureLine(res));
    onDone(`Changed ${res.data.changes.length} ${res.data.changes.length === 1 ? "car" : "cars"}.`);
  }

  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-col gap-2 rounded border border-gray-300 bg-white p-3"
    >
      <h2 className="font-bold">
        {selected.length} {selected.length === 1 ? "car" : "cars"} selected
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          void ask();
        }}
      >
        <label className="flex flex-col">
          Action
          <select
            value={action}
            onChange={(e) => setAction(e.target.value as Action)}
            className={fieldClass}
          >
            {ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        {needs === "number" ? (
          <label className="flex flex-col">
            {action.endsWith("percent") ? "Percent" : "Dollars"}
            <input
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              className={`${fieldClass} w-28`}
            />
          </label>
        ) : null}
        {needs === "location" ? (
          <label className="flex flex-col">
            To
            <select
              value={location}
              onChange={(e) => setLocation(e.target.value)}
              className={fieldClass}
            >
              {locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className={buttonClass} disabled={selected.length === 0}>
          Preview changes
        </button>
      </form>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby="bulk-preview-title"
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded p-4 backdrop:bg-black/40"
        onClose={() => setPreview(null)}
      >
        <h2 id="bulk-preview-title" className="mb-2 text-lg font-bold">
          Preview: {preview?.length ?? 0} {preview?.length === 1 ? "change" : "changes"}
        </h2>
        <ul className="mb-3 max-h-[60vh] overflow-y-auto" aria-label="Changes to apply">
          {preview?.map((c) => (
            <li key={c.id} className="border-b py-1">
              <span className="font-semibold">{c.title}</span> ({c.id}): {c.field} {c.before} →{" "}
              {c.after}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonClass}
            disabled={applying.submitting}
            onClick={() => void apply()}
          >
            Apply {preview?.length ?? 0} {preview?.length === 1 ? "change" : "changes"}
          </button>
          <button type="button" className="underline" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </section>
  );
}
