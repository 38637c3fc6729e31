import { describe, expect, it } from "vitest";
import { renderAdf } from "../leads/adf";
import { adfDtdErrors, adfTextAt } from "../leads/adf-validate.test-helper";
import { demoCar, demoSite } from "../leads/lead-test-fixtures";
import { validateLead } from "../leads/validate-lead";
import { CONSUMER_INFORMATION_NOTICE_VERSION } from "../stock/consumer-information-notice";
import {
  NOTICE_ACKNOWLEDGEMENT_FIELD,
  NOTICE_ACKNOWLEDGEMENT_LABEL,
  NOTICE_ACKNOWLEDGEMENT_REQUIRED,
  noticeAcknowledgement,
} from "./notice-acknowledgement";
import { reserveLeadFields } from "./reserve-lead";

const now = new Date("2026-11-23T01:02:03Z");
const nzSite = { ...demoSite, country: "NZ" as const };
const usedCar = { ...demoCar, car_type: "used", status: "in_stock" };
const request = {
  name: "Aroha",
  last_name: "Ngata",
  email: "aroha@example.com",
  phone: "+64 21 555 0123",
  postcode: "1061",
  terms: true,
};

describe("the shopper's acknowledgement of the Consumer Information Notice (issue 36 §1)", () => {
  it("is required to reserve a used car on a NZ site, with one message naming the field", () => {
    for (const acknowledged of [undefined, false, "true"]) {
      expect(noticeAcknowledgement(nzSite, usedCar, acknowledged, now)).toEqual({
        ok: false,
        errors: { [NOTICE_ACKNOWLEDGEMENT_FIELD]: NOTICE_ACKNOWLEDGEMENT_REQUIRED },
      });
    }
  });

  it("is neither asked nor recorded on an Australian site or for a new car", () => {
    expect(noticeAcknowledgement(demoSite, usedCar, undefined, now)).toEqual({
      ok: true,
      fields: {},
    });
    expect(noticeAcknowledgement(nzSite, { ...usedCar, car_type: "new" }, undefined, now)).toEqual({
      ok: true,
      fields: {},
    });
  });

  it("travels with the lead into the ADF comments with its time and the notice's version, DTD-valid", () => {
    const ack = noticeAcknowledgement(nzSite, usedCar, true, now);
    if (!ack.ok) throw new Error("expected an acknowledgement");
    const valid = validateLead(
      "reserve",
      { ...reserveLeadFields(request, usedCar), ...ack.fields },
      nzSite,
      { car: usedCar },
    );
    if (!valid.ok) throw new Error(JSON.stringify(valid.errors));
    const xml = renderAdf(valid.lead, { site: nzSite, now, leadId: "lead-1", car: usedCar });
    expect(adfDtdErrors(xml)).toEqual([]);
    expect(adfTextAt(xml, "/adf/prospect/customer/comments")).toContain(
      `${NOTICE_ACKNOWLEDGEMENT_LABEL}: 2026-11-23T01:02:03.000Z (version ${CONSUMER_INFORMATION_NOTICE_VERSION})`,
    );
  });
});
