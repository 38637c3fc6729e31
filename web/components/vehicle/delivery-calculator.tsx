"use client";

import { formatMoney } from "@forecourt/core/format/money";
import { DELIVERY_POSTCODE_BLANK, NO_DELIVERY_PRICE } from "@forecourt/core/leads/messages";
import { useId, useState } from "react";

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "result"; price: number; region: string }
  | { kind: "error"; message: string };

/** §2/§4 delivery calculator: idle, loading, result or error. */
export function DeliveryCalculator() {
  const [postcode, setPostcode] = useState("");
  const [state, setState] = useState<State>({ kind: "idle" });
  const id = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (postcode.trim() === "") {
      setState({ kind: "error", message: DELIVERY_POSTCODE_BLANK });
      return;
    }
    setState({ kind: "loading" });
    try {
      const response = await fetch(
        `/api/delivery?${new URLSearchParams({ postcode: postcode.trim() })}`,
      );
      const body = (await response.json().catch(() => null)) as {
        price?: number;
        name?: string;
        message?: string;
        errors?: Record<string, string>;
      } | null;
      if (!response.ok || body?.price == null) {
        // A bad postcode gets the API's §5 message; anything else the §8 no-estimate text.
        const message = body?.errors?.postcode ?? (response.status === 400 ? body?.message : null);
        setState({ kind: "error", message: message ?? NO_DELIVERY_PRICE });
        return;
      }
      setState({ kind: "result", price: body.price, region: body.name ?? "" });
    } catch {
      setState({ kind: "error", message: NO_DELIVERY_PRICE });
    }
  };

  return (
    <section
      aria-labelledby={`${id}-h`}
      className="rounded-lg border border-gray-200 p-5"
      data-testid="delivery-calculator"
    >
      <h2 id={`${id}-h`} className="text-xl font-bold">
        Delivery calculator
      </h2>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <label className="text-sm font-semibold">
          Your postcode
          <input
            value={postcode}
            onChange={(e) => setPostcode(e.target.value.replace(/\D/g, "").slice(0, 4))}
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            aria-describedby={`${id}-status`}
            className="mt-1 block w-32 rounded border border-gray-300 px-2 py-2 font-normal"
          />
        </label>
        <button
          type="submit"
          disabled={state.kind === "loading"}
          className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {state.kind === "loading" ? "Calculating…" : "Calculate delivery"}
        </button>
      </form>
      <div id={`${id}-status`} aria-live="polite" className="mt-3 text-sm">
        {state.kind === "result" ? (
          <p>
            Delivery to <strong>{state.region}</strong>: <strong>{formatMoney(state.price)}</strong>
          </p>
        ) : state.kind === "error" ? (
          <p className="text-red-700">{state.message}</p>
        ) : null}
      </div>
    </section>
  );
}
