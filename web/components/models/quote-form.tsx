import { publicSiteSettings, type SiteConfig } from "@forecourt/core";
import { COMMENTS_FIELD } from "@/components/forms/categories";
import { CONTACT_FIELDS, POSTCODE_FIELD } from "@/components/forms/field-types";
import { LeadForm } from "@/components/forms/lead-form";

/** The get-a-quote form for a new model (a vehicle enquiry carrying make, model and variant). */
export function QuoteForm({
  site,
  make,
  model,
  vehicle,
}: {
  site: SiteConfig;
  make: string | null;
  model: string;
  vehicle: string;
}) {
  return (
    <LeadForm
      form="vehicle-enquiry"
      site={publicSiteSettings(site)}
      steps={[[...CONTACT_FIELDS, { ...POSTCODE_FIELD, required: false }, COMMENTS_FIELD]]}
      hidden={{ "Vehicle Make": make, "Vehicle Model": model, car_type: "new", vehicle }}
      initial={{ message: `I'd like a quote on the ${vehicle}.` }}
      submitLabel="Get a Quote"
      success={{
        redirect: false,
        title: "Thank you — your quote request has been sent.",
        text: "Our new vehicle team will be in touch shortly.",
      }}
      testId="quote-form"
    />
  );
}
