import {
  formatThousands,
  ONLINE_ESTIMATE_MAX_AGE_YEARS,
  ONLINE_ESTIMATE_MAX_KM,
} from "@forecourt/core";

/** §2 the 7-year / 100,000 km rule, from core's constants. */
export const ONLINE_ESTIMATE_RULE = `Online estimates are generally not given for cars over ${ONLINE_ESTIMATE_MAX_AGE_YEARS} years old or over ${formatThousands(ONLINE_ESTIMATE_MAX_KM)} km.`;

/** §2 trade-in FAQ: how the estimate works, which vehicles qualify, finance owing, where inspection happens. */
export function TradeInFaq({ dealerName }: { dealerName: string }) {
  const items: Array<[string, string]> = [
    [
      "How does the estimate work?",
      "Enter your registration and confirm your car's details. We value it against comparable cars in the market, then adjust for your answers about its condition, history and finance to make an offer.",
    ],
    ["Which vehicles qualify?", ONLINE_ESTIMATE_RULE],
    [
      "What if I still owe finance on my car?",
      `That is fine. Tell us in the questions and ${dealerName} will pay out your lender and take the balance off the offer.`,
    ],
    [
      "Where does the inspection happen?",
      `At one of our locations, or at your home or work by arrangement. The offer is confirmed once ${dealerName} has inspected the car.`,
    ],
  ];
  return (
    <div
      className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white"
      data-testid="trade-in-faq"
    >
      {items.map(([question, answer]) => (
        <details key={question} className="group p-4">
          <summary className="cursor-pointer font-semibold">{question}</summary>
          <p className="mt-2 text-gray-700">{answer}</p>
        </details>
      ))}
    </div>
  );
}
