"use client";

import {
  formatMoney,
  leadMessages,
  type PublicSiteSettings,
  startTradeIn,
  type TradeInJourney,
  tradeInReducer,
} from "@forecourt/core";
import { useState } from "react";
import { TRADE_IN_CONTACT_FIELDS } from "@/components/forms/form-presets";
import { LeadForm } from "@/components/forms/lead-form";
import { AdjustmentsStep } from "./adjustments-step";
import { acceptOffer, saveValuation } from "./trade-in-api";
import { type ValuedVehicle, VehicleStep } from "./vehicle-step";

const STEPS = [
  ["valuation", "Valuation"],
  ["adjustments", "Adjustments"],
  ["offer", "Offer"],
] as const;

type Props = { site: PublicSiteSettings; car: { id: string; name: string } | null };

/** §4 trade-in journey: valuation → adjustments → offer accepted (core's tradeInReducer holds the steps). */
export function TradeInJourneyForm({ site, car }: Props) {
  const [journey, setJourney] = useState<TradeInJourney | null>(null);
  const [valued, setValued] = useState<ValuedVehicle | null>(null);
  const step = journey?.step ?? "valuation";

  const onValued = (v: ValuedVehicle) => {
    setValued(v);
    const started = startTradeIn({
      rego: v.rego,
      regoState: v.regoState || null,
      car_id: car?.id ?? null,
      url: window.location.href,
      user_agent: navigator.userAgent,
    });
    setJourney(v.valuation.available ? tradeInReducer(started, { type: "valued" }) : started);
    if (site.features.saveValuation) void saveValuation(v.tradeIn.id, v.valuation);
  };

  const contactForm = (offer: number | null) =>
    valued ? (
      <LeadForm
        form="trade-in"
        site={site}
        steps={[TRADE_IN_CONTACT_FIELDS]}
        testId="trade-in-contact"
        submitLabel={offer !== null ? "Accept offer" : "Send my details"}
        hidden={{
          Rego: valued.rego,
          regoState: valued.regoState || undefined,
          trade_year: valued.vehicle.year,
          trade_make: valued.vehicle.make,
          trade_model: valued.vehicle.model,
          trade_km: valued.vehicle.km,
          // The estimate, offer and answers come from the trade-in the server recorded.
          trade_in_lead_id: valued.tradeIn.id,
          car_id: car?.id,
        }}
        onSubmitted={
          offer !== null
            ? async (leadId) => {
                const accepted = await acceptOffer(
                  valued.tradeIn.id,
                  leadId,
                  leadMessages.SUBMIT_ERROR,
                );
                if (!accepted.ok) throw new Error(accepted.message);
                setJourney((j) => (j ? tradeInReducer(j, { type: "offer-accepted" }) : j));
              }
            : undefined
        }
        success={{
          redirect: false,
          title: "Thank you — your details have been sent.",
          text:
            offer !== null
              ? "We will contact you to arrange the inspection."
              : "The dealer will contact you with an offer.",
        }}
      />
    ) : null;

  return (
    <div data-testid="trade-in-journey">
      <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label="Trade-in steps">
        {STEPS.map(([key, label], index) => {
          const current = step === key || (step === "accepted" && key === "offer");
          return (
            <li
              key={key}
              aria-current={current ? "step" : undefined}
              className={`rounded-full px-3 py-1 ${current ? "bg-brand text-white" : "bg-gray-100 text-gray-800"}`}
            >
              {index + 1}. {label}
            </li>
          );
        })}
      </ol>
      {!journey || !valued ? (
        <VehicleStep carId={car?.id ?? null} country={site.country} onValued={onValued} />
      ) : step === "valuation" ? (
        <div className="grid gap-4">
          <p
            role="status"
            className="rounded border border-amber-300 bg-amber-50 p-3"
            data-testid="no-estimate"
          >
            {valued.valuation.message}
          </p>
          {contactForm(null)}
        </div>
      ) : step === "adjustments" ? (
        <div className="grid gap-4">
          <p role="status" data-testid="valuation">
            Estimated value for your {valued.vehicle.year} {valued.vehicle.make}{" "}
            {valued.vehicle.model}:{" "}
            <strong>
              {formatMoney(valued.valuation.estimate_low ?? 0)} –{" "}
              {formatMoney(valued.valuation.estimate_high ?? 0)}
            </strong>
            . Answer a few questions to get your offer.
          </p>
          <AdjustmentsStep
            tradeInId={valued.tradeIn.id}
            onBack={() => {
              setJourney(null);
              setValued(null);
            }}
            onAdjusted={(answers, view) =>
              setJourney((j) =>
                j
                  ? tradeInReducer(j, {
                      type: "adjusted",
                      adjustmentAnswers: answers,
                      offer_price: view.offer_price,
                    })
                  : j,
              )
            }
          />
        </div>
      ) : (
        <div className="grid gap-4">
          <div
            className="rounded-lg border border-gray-200 bg-gray-50 p-5"
            data-testid="trade-in-offer"
          >
            <p className="text-sm text-gray-700">
              Our offer for your {valued.vehicle.make} {valued.vehicle.model}
            </p>
            <p className="text-3xl font-bold text-brand">
              {formatMoney(journey.lead.offer_price ?? 0)}
            </p>
            {step === "accepted" ? (
              <p className="mt-2 font-semibold text-green-800" data-testid="offer-accepted">
                Offer accepted
              </p>
            ) : (
              <p className="mt-2 text-sm text-gray-700">
                Enter your details and accept the offer. It is subject to an inspection of the car.
              </p>
            )}
          </div>
          {step === "offer" ? (
            <button
              type="button"
              onClick={() => setJourney((j) => (j ? tradeInReducer(j, { type: "back" }) : j))}
              className="justify-self-start text-sm font-semibold text-brand underline"
            >
              Change my answers
            </button>
          ) : null}
          {contactForm(journey.lead.offer_price ?? null)}
        </div>
      )}
    </div>
  );
}
