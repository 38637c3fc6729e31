"use client";

import type { Car, PublicSiteSettings } from "@forecourt/core";
import type { CarLeadFields } from "@forecourt/core/leads/car-lead-fields";
import { useEffect, useMemo, useState } from "react";
import { type VehicleEnquiryForm, vehicleEnquirySteps } from "@/components/forms/form-presets";
import { LeadForm } from "@/components/forms/lead-form";
import { buttonClasses } from "@/components/ui/button";

type Props = {
  /** publicSiteSettings(site): the lead form's rules for the site (comments, selects). */
  site: PublicSiteSettings;
  /** core's carLeadFields(car): the car → lead hidden fields. */
  hidden: CarLeadFields;
  car: Pick<Car, "location">;
  defaultForm: "enquiry" | "test-drive";
  sold: boolean;
  /** The test-drive form's name (core testDriveLabel: a site's "Book an inspection" for towed items). */
  testDriveLabel: string;
};

const SUCCESS = {
  redirect: false,
  title: "Thank you — your enquiry has been sent.",
  text: "Our team will be in touch shortly.",
} as const;

/**
 * §2 enquiry block: the enquiry and test-drive forms (a sold car's find-me-something-similar),
 * each the one lead form (forms/lead-form.tsx) with core's checks before sending.
 */
export function EnquiryForms({ site, hidden, car, defaultForm, sold, testDriveLabel }: Props) {
  const [tab, setTab] = useState<"enquiry" | "test-drive">(sold ? "enquiry" : defaultForm);
  // The card's Book a Test Drive button links here with ?form=test-drive.
  useEffect(() => {
    if (!sold && new URLSearchParams(window.location.search).get("form") === "test-drive")
      setTab("test-drive");
  }, [sold]);
  const form: VehicleEnquiryForm = sold
    ? "find-me-something-similar"
    : tab === "test-drive"
      ? "test-drive"
      : "vehicle-enquiry";
  const steps = useMemo(() => vehicleEnquirySteps(form), [form]);
  const label =
    form === "test-drive" ? testDriveLabel : sold ? "Find Me Something Similar" : "Send Enquiry";

  return (
    <div>
      {!sold ? (
        <div role="tablist" aria-label="Enquiry type" className="mb-4 flex gap-2">
          {(["enquiry", "test-drive"] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              aria-selected={tab === kind}
              onClick={() => setTab(kind)}
              className={buttonClasses(tab === kind ? "brand" : "quiet", "sm")}
            >
              {kind === "enquiry" ? "Enquire Now" : testDriveLabel}
            </button>
          ))}
        </div>
      ) : null}
      <LeadForm
        form={form}
        site={site}
        steps={steps}
        hidden={hidden}
        car={car}
        submitLabel={label}
        success={SUCCESS}
        testId="enquiry-form"
      />
    </div>
  );
}
