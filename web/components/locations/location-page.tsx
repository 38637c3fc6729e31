import { contactUsSlug, type Location, type SiteConfig } from "@forecourt/core";
import { CATEGORY_FIELD, COMMENTS_FIELD } from "@/components/forms/categories";
import { clientSite } from "@/components/forms/client-site";
import { CONTACT_FIELDS } from "@/components/forms/field-types";
import { LeadForm } from "@/components/forms/lead-form";
import { SiteProvider } from "@/components/forms/site-context";
import { PageShell, Section } from "@/components/info/page-shell";
import { LocationReviews } from "./location-reviews";
import { LocationsScreen } from "./locations-screen";

/** /locations/{slug or dealership_slug} and /our-location/{slug}: the location's card(s). */
export function findLocationBySlug(site: SiteConfig, slug: string): Location[] {
  const exact = site.locations.filter((l) => l.visible !== false && l.slug === slug);
  if (exact.length) return exact;
  return site.locations.filter((l) => l.visible !== false && l.dealership_slug === slug);
}

/** /contact-us/{location-name-slug}: every location whose name gives that slug. */
export function findLocationsByContactSlug(site: SiteConfig, slug: string): Location[] {
  return site.locations.filter((l) => l.visible !== false && contactUsSlug(l.name) === slug);
}

/** A location page: its card, its reviews (#reviews) and an enquiry form routed to it. */
export function LocationPage({
  site,
  locations,
  title,
}: {
  site: SiteConfig;
  locations: Location[];
  title: string;
}) {
  const first = locations[0];
  return (
    <PageShell title={title} wide>
      <LocationsScreen site={site} locations={locations} />
      {first ? <LocationReviews site={site} location={first} /> : null}
      <Section id="form-section" title="Send us an enquiry">
        <SiteProvider site={clientSite(site)}>
          <LeadForm
            form="general"
            site={clientSite(site)}
            steps={[[...CONTACT_FIELDS, CATEGORY_FIELD, COMMENTS_FIELD]]}
            hidden={{
              location: first?.slug,
              location_id: first?.id,
              dealership_slug: first?.dealership_slug,
            }}
            initial={first ? { location: first.slug } : {}}
            success={{
              redirect: false,
              title: "Thank you — your enquiry has been sent.",
              text: "We will be in touch shortly.",
            }}
          />
        </SiteProvider>
      </Section>
    </PageShell>
  );
}
