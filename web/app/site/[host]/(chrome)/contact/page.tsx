import { publicSiteSettings } from "@forecourt/core";
import type { Metadata } from "next";
import { CATEGORY_FIELD, COMMENTS_FIELD } from "@/components/forms/categories";
import { CONTACT_FIELDS } from "@/components/forms/field-types";
import { LeadForm } from "@/components/forms/lead-form";
import { PageShell, Section } from "@/components/info/page-shell";
import { queryOf } from "@/components/info/site-pages";
import { LocationsScreen } from "@/components/locations/locations-screen";
import { sitePage } from "@/lib/page-guard";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Contact Us" };

/** §2 /contact: the generic enquiry form and the locations list. */
export default async function ContactPage({ params, searchParams }: Props) {
  const site = await sitePage(params);
  const query = (await queryOf(searchParams)).locationQuery ?? "";
  const formSite = publicSiteSettings(site);
  return (
    <PageShell
      title="Contact Us"
      wide
      intro={`Send ${site.name} a message, or find the nearest location.`}
    >
      <Section id="form-section" title="Send us an enquiry">
        <div className="max-w-3xl">
          <LeadForm
            form="general"
            site={formSite}
            steps={[[...CONTACT_FIELDS, CATEGORY_FIELD, COMMENTS_FIELD]]}
            success={{
              redirect: false,
              title: "Thank you — your enquiry has been sent.",
              text: "We will be in touch shortly.",
            }}
          />
        </div>
      </Section>
      <Section id="locations" title="Our locations">
        <LocationsScreen site={site} query={query} />
      </Section>
    </PageShell>
  );
}
