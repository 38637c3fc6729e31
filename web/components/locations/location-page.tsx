import {
  contactUsSlug,
  dealershipNameOf,
  enquiryLocationFor,
  groupLocationsByName,
  type Location,
  leadFormLayout,
  publicSiteSettings,
  type SiteConfig,
} from "@forecourt/core";
import { CATEGORY_FIELD, COMMENTS_FIELD } from "@/components/forms/categories";
import { CONTACT_FIELDS } from "@/components/forms/field-types";
import { LeadForm } from "@/components/forms/lead-form";
import { SiteProvider } from "@/components/forms/site-context";
import { PageShell, Section } from "@/components/info/page-shell";
import { LocationMap, locationPin } from "./location-map";
import { LocationReviews } from "./location-reviews";
import { LocationsScreen } from "./locations-screen";

const visible = (site: SiteConfig) => site.locations.filter((l) => l.visible !== false);

/**
 * /locations/{slug or dealership_slug} and /our-location/{slug}: the location a slug names (with
 * the other departments of its dealership, so its card keeps every tab), or a dealership's
 * locations. `focus` is the location whose tab opens first; empty when nothing matches.
 */
export function findLocationBySlug(
  site: SiteConfig,
  slug: string,
): { locations: Location[]; focus: Location | null } {
  const exact = visible(site).find((l) => l.slug === slug);
  if (exact) {
    const name = dealershipNameOf(exact.name);
    const siblings = visible(site).filter((l) => dealershipNameOf(l.name) === name);
    return { locations: siblings, focus: exact };
  }
  const dealership = visible(site).filter((l) => l.dealership_slug === slug);
  return { locations: dealership, focus: dealership[0] ?? null };
}

/** /contact-us/{location-name-slug}: every location whose name gives that slug. */
export function findLocationsByContactSlug(site: SiteConfig, slug: string): Location[] {
  return visible(site).filter((l) => contactUsSlug(l.name) === slug);
}

type Props = {
  site: SiteConfig;
  locations: Location[];
  focus: Location;
  title: string;
};

/** A location page: its card, its reviews (#reviews) and an enquiry form routed to it. */
export function LocationPage({ site, locations, focus, title }: Props) {
  const formSite = publicSiteSettings(site);
  const to = enquiryLocationFor(leadFormLayout("general", site), focus, locations);
  // One dealership's card sits beside the form; a dealership's several cards get the full width.
  const single = groupLocationsByName(locations).length === 1;
  const pin = locationPin(focus);
  return (
    <PageShell title={title} wide>
      <div className={`grid gap-10 ${single ? "lg:grid-cols-2" : ""}`}>
        <LocationsScreen
          site={site}
          locations={locations}
          searchable={false}
          focusLocationId={focus.id}
        />
        {pin ? (
          <Section id="map" title="Find us">
            <LocationMap id={focus.id} title={focus.name} pins={[pin]} directionsTo={focus} />
          </Section>
        ) : null}
        <Section id="form-section" title="Send us an enquiry">
          <SiteProvider site={formSite}>
            <LeadForm
              form="general"
              site={formSite}
              steps={[[...CONTACT_FIELDS, CATEGORY_FIELD, COMMENTS_FIELD]]}
              hidden={{
                location: to.slug,
                location_id: to.id,
                dealership_slug: to.dealership_slug,
              }}
              initial={{ location: to.slug }}
              success={{
                redirect: false,
                title: "Thank you — your enquiry has been sent.",
                text: `${dealershipNameOf(focus.name)} will be in touch shortly.`,
              }}
            />
          </SiteProvider>
        </Section>
      </div>
      <LocationReviews site={site} locations={locations} focus={focus} />
    </PageShell>
  );
}
