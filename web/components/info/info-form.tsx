import { publicSiteSettings, type SiteConfig } from "@forecourt/core";
import {
  CAREER_ENQUIRY_STEPS,
  GENERAL_ENQUIRY_STEPS,
  PARTS_ENQUIRY_STEPS,
} from "@/components/forms/form-presets";
import { LeadForm } from "@/components/forms/lead-form";
import type { InfoForm as InfoFormKind } from "./info-content";

const THANKS = {
  redirect: false,
  title: "Thank you — your enquiry has been sent.",
  text: "We will be in touch shortly.",
} as const;

/** The lead form an information page ends with (§4 generic enquiry, careers, parts). */
export function InfoForm({
  kind,
  site,
  page,
}: {
  kind: Exclude<InfoFormKind, null>;
  site: SiteConfig;
  page: string;
}) {
  const formSite = publicSiteSettings(site);
  switch (kind) {
    case "career":
      return (
        <LeadForm form="career" site={formSite} steps={CAREER_ENQUIRY_STEPS} success={THANKS} />
      );
    case "parts":
      return (
        <LeadForm
          form="parts"
          site={formSite}
          steps={PARTS_ENQUIRY_STEPS}
          hidden={{ category: "Parts Enquiry" }}
          testId="parts-form"
          success={THANKS}
        />
      );
    case "fleet":
      return (
        <LeadForm
          form="general"
          site={formSite}
          steps={GENERAL_ENQUIRY_STEPS}
          initial={{ category: "Sales Enquiry" }}
          hidden={{ subcategory: "Fleet" }}
          success={THANKS}
        />
      );
    case "unsubscribe":
      return (
        <LeadForm
          form="general"
          site={formSite}
          steps={GENERAL_ENQUIRY_STEPS}
          initial={{
            category: "General Enquiry",
            message: "Please unsubscribe me from marketing e-mails.",
          }}
          hidden={{ subcategory: "Unsubscribe" }}
          success={{
            redirect: false,
            title: "You have been unsubscribed.",
            text: "It can take up to 5 business days to take effect.",
          }}
        />
      );
    case "general":
      return (
        <LeadForm
          form="general"
          site={formSite}
          steps={GENERAL_ENQUIRY_STEPS}
          hidden={{ subcategory: page }}
          success={THANKS}
        />
      );
  }
}
