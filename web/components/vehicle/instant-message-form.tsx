"use client";

import type { Car, PublicSiteSettings } from "@forecourt/core";
import { COMMENTS_FIELD } from "@/components/forms/categories";
import { CONTACT_FIELDS } from "@/components/forms/field-types";
import { LeadForm } from "@/components/forms/lead-form";

const STEPS = [[...CONTACT_FIELDS, { ...COMMENTS_FIELD, label: "Message", required: true }]];

type Props = {
  site: PublicSiteSettings;
  dealerName: string;
  hidden: Record<string, string | null>;
  car: Pick<Car, "location">;
};

/** The Instant Message dialog's form: a vehicle enquiry with the subcategory Instant Message. */
export function InstantMessageForm({ site, dealerName, hidden, car }: Props) {
  return (
    <LeadForm
      form="vehicle-enquiry"
      site={site}
      steps={STEPS}
      hidden={{ ...hidden, subcategory: "Instant Message" }}
      car={car}
      submitLabel="Send Message"
      success={{
        redirect: false,
        title: "Message sent",
        text: `${dealerName} will reply by phone or email shortly.`,
      }}
      testId="instant-message-form"
    />
  );
}
