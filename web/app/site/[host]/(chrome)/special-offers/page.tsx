import { publicSiteSettings } from "@forecourt/core";
import type { Metadata } from "next";
import { GENERAL_ENQUIRY_STEPS } from "@/components/forms/form-presets";
import { LeadForm } from "@/components/forms/lead-form";
import { PageShell, Section } from "@/components/info/page-shell";
import { queryOf } from "@/components/info/site-pages";
import { OffersScreen } from "@/components/offers/offers-screen";
import { sitePage } from "@/lib/page-guard";

type Props = {
  params: Promise<{ host: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: "Special Offers" };

/** §2 /special-offers: the dealer's offers with a make filter and an enquiry form. */
export default async function SpecialOffersPage({ params, searchParams }: Props) {
  const site = await sitePage(params, { kind: "offers" });
  const query = await queryOf(searchParams);
  const make = query.make ?? "";
  // An offer card's Enquire Now names its offer in the enquiry.
  const chosen = site.offers.find((o) => o.slug === query.offer) ?? null;
  return (
    <PageShell title="Special Offers" wide intro={`The latest offers from ${site.name}.`}>
      <OffersScreen
        offers={site.offers}
        make={make}
        enquireHref={(offer) => `?offer=${encodeURIComponent(offer.slug)}#form-section`}
      />
      <Section id="form-section" title="Enquire about an offer">
        <div className="max-w-3xl">
          <LeadForm
            form="general"
            site={publicSiteSettings(site)}
            steps={GENERAL_ENQUIRY_STEPS}
            initial={{
              category: "Sales Enquiry",
              ...(chosen ? { message: `I'm interested in the offer: ${chosen.title}` } : {}),
            }}
            hidden={{ subcategory: "Special Offer", offer: chosen?.slug }}
            success={{
              redirect: false,
              title: "Thank you — your enquiry has been sent.",
              text: "We will be in touch about this offer shortly.",
            }}
          />
        </div>
      </Section>
    </PageShell>
  );
}
