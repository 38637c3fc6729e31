import { describe, expect, it } from "vitest";
import { renderAdf } from "../leads/adf";
import { adfDtdErrors, adfTextAt } from "../leads/adf-validate.test-helper";
import { renderLeadEmail } from "../leads/lead-email";
import { demoCar, demoSite } from "../leads/lead-test-fixtures";
import { TERMS_REQUIRED } from "../leads/messages";
import { validateLead } from "../leads/validate-lead";
import { RESERVE_LEAD_LABELS, reserveLeadFields, withReservationPayment } from "./reserve-lead";
import { reservePaymentWording } from "./reserve-payment-wording";

const now = new Date("2026-11-23T00:00:00Z");
const request = {
  name: "Jo",
  last_name: "Citizen",
  email: "jo@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  terms: true,
  trade_in: true,
  finance: false,
};

describe("the reserve lead", () => {
  it("takes the car's routing fields from the stored car, not the request", () => {
    const fields = reserveLeadFields(request, demoCar);
    expect(fields).toMatchObject({
      car_id: "car-42",
      stock_number: "U1234",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      car_type: "used",
      location_id: "1",
      terms_conditions: true,
      [RESERVE_LEAD_LABELS.tradeIn]: "Yes",
    });
    expect(fields).not.toHaveProperty(RESERVE_LEAD_LABELS.finance);
  });

  it("is checked by validateLead('reserve') with the spec's messages", () => {
    const bad = validateLead(
      "reserve",
      reserveLeadFields({ ...request, terms: false, postcode: "40" }, demoCar),
      demoSite,
      { car: demoCar },
    );
    expect(bad).toEqual({
      ok: false,
      errors: {
        postcode: "Invalid postcode. Please enter a 4-digit number.",
        terms_conditions: TERMS_REQUIRED,
      },
    });
  });

  it("carries the amount and payment reference to the dealer as DTD-valid ADF and in the e-mail", () => {
    const valid = validateLead("reserve", reserveLeadFields(request, demoCar), demoSite, {
      car: demoCar,
    });
    if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
    const wording = reservePaymentWording({
      taken: "at-dealership",
      amountText: "$200",
      carTitle: "2021 Toyota Corolla",
      dealerName: "Demo Motors",
      entry: "checkout",
    });
    const lead = withReservationPayment(valid.lead, {
      wording: wording.lead,
      reference: "LOCAL-1",
    });
    const context = { site: demoSite, now, leadId: "lead-1", car: demoCar };
    const xml = renderAdf(lead, context);
    expect(adfDtdErrors(xml)).toEqual([]);
    const comments = adfTextAt(xml, "/adf/prospect/customer/comments") ?? "";
    expect(comments).toContain("Form: Reserve / Buy Online");
    expect(comments).toContain(
      "Reserve deposit: $200 to be paid at the dealership (no card charged online)",
    );
    expect(comments).toContain("Reservation reference: LOCAL-1");
    expect(comments).not.toMatch(/paid online|Payment reference/);
    expect(comments).toContain(`${RESERVE_LEAD_LABELS.tradeIn}: Yes`);
    expect(adfTextAt(xml, "/adf/prospect/vehicle/stock")).toBe("U1234");
    const email = renderLeadEmail(lead, context);
    expect(email).toContain("Reservation reference: LOCAL-1");
    expect(email).toContain("$200 to be paid at the dealership");
  });
});
