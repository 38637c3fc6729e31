/**
 * How a reservation's deposit is taken, as the payment port reports it: a provider charges the
 * shopper's card online; the embedded default records the reservation and charges nothing, so
 * the deposit is paid at the dealership.
 */
export type DepositTaken = "online" | "at-dealership";

/** Where the reserve form is: the reserve page, the buy-online page, or the journey's last step. */
export type ReserveEntry = "checkout" | "buy-online" | "journey";

/**
 * Every shopper- and dealer-facing text about the reserve deposit, from one decision: the page
 * intro, the payment panel, the submit button, the confirmation and the lead (text and ADF) all
 * tell the same story of what is charged and when (issue 15 §2).
 */
export interface ReservePaymentWording {
  taken: DepositTaken;
  /** The card-payment strip shows only where a card is charged: logos promise a card payment. */
  showCardStrip: boolean;
  panelHeading: string;
  /** Under the amount: what reserving does and when the deposit is paid. */
  panelNote: string;
  /** The page's first paragraph. */
  intro: string;
  /** The journey's first step: what the last step does. */
  journeyIntro: string;
  submitLabel: string;
  /** The confirmation's first paragraph (after the heading "{car} is reserved for you"). */
  confirmation: string;
  /** The lead's deposit line (ADF comments and e-mail) and the reference's label. */
  lead: { depositLabel: string; depositValue: string; referenceLabel: string };
}

/** The reserve lead's deposit line and reference label (ADF comments and the e-mail). */
export function reserveDepositLead(
  taken: DepositTaken,
  amountText: string,
): ReservePaymentWording["lead"] {
  return taken === "online"
    ? {
        depositLabel: "Reserve deposit",
        depositValue: `${amountText} paid online by card`,
        referenceLabel: "Payment reference",
      }
    : {
        depositLabel: "Reserve deposit",
        depositValue: `${amountText} to be paid at the dealership (no card charged online)`,
        referenceLabel: "Reservation reference",
      };
}

const SUBMIT: Record<DepositTaken, Record<ReserveEntry, (amount: string) => string>> = {
  online: {
    checkout: (a) => `Reserve: pay ${a} by card`,
    "buy-online": (a) => `Buy Online: pay ${a} by card`,
    journey: (a) => `Pay ${a} by card and reserve`,
  },
  "at-dealership": {
    checkout: (a) => `Reserve — pay the ${a} deposit at the dealership`,
    "buy-online": (a) => `Buy Online — pay the ${a} deposit at the dealership`,
    journey: (a) => `Reserve — pay the ${a} deposit at the dealership`,
  },
};

/** The reserve deposit's wording everywhere it appears, for the way the payment port takes it. */
export function reservePaymentWording(input: {
  taken: DepositTaken;
  amountText: string;
  carTitle: string;
  dealerName: string;
  entry: ReserveEntry;
}): ReservePaymentWording {
  const { taken, amountText: a, carTitle, dealerName, entry } = input;
  const submitLabel = SUBMIT[taken][entry](a);
  const contact = `We have sent your details to ${dealerName}, who will contact you to arrange the next steps.`;
  if (taken === "online") {
    return {
      taken,
      showCardStrip: true,
      panelHeading: "Deposit, paid now by card",
      panelNote: `Reserving takes the car off sale for you. Your card is charged the ${a} deposit now, and it comes off the price when you buy the car.`,
      intro: `Secure the ${carTitle} with a ${a} deposit, paid now by card. We hold the car for you while the dealer arranges the rest.`,
      journeyIntro: `Buy this car online in a few minutes: tell us who you are, whether you have a car to trade in or want finance, then reserve it with a ${a} deposit paid by card.`,
      submitLabel,
      confirmation: `Thank you. Your card has been charged the ${a} deposit. ${contact}`,
      lead: reserveDepositLead(taken, a),
    };
  }
  return {
    taken,
    showCardStrip: false,
    panelHeading: "Deposit, paid at the dealership",
    panelNote: `Reserving takes the car off sale for you. No card is charged online: you pay the ${a} deposit at the dealership, and it comes off the price when you buy the car.`,
    intro: `Reserve the ${carTitle} now and pay the ${a} deposit at the dealership. We hold the car for you while the dealer arranges the rest.`,
    journeyIntro: `Buy this car online in a few minutes: tell us who you are, whether you have a car to trade in or want finance, then reserve it and pay the ${a} deposit at the dealership.`,
    submitLabel,
    confirmation: `Thank you. Nothing has been charged: you pay the ${a} deposit at the dealership. ${contact}`,
    lead: reserveDepositLead(taken, a),
  };
}
