/** §2 trade-in page text, verbatim, and what the trade-in steps answer when they cannot go on. */
export const NO_ONLINE_ESTIMATE =
  "Online estimates are generally not given for cars over 7 years old or over 100,000 km.";
export const NO_MARKET_DATA =
  "We could not value this car online. The dealer will contact you with an offer.";
export const REGO_NOT_FOUND =
  "We could not find that registration. Please enter your car's details.";
export const TRADE_IN_NOT_FOUND = "We could not find that trade-in.";
export const LEAD_NOT_FOUND = "We could not find that enquiry.";
export const NO_OFFER_TO_ACCEPT = "There is no offer to accept yet: value the vehicle first.";
