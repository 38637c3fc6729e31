import { leadFormLayout, publicSiteSettings, type SiteConfig } from "@forecourt/core";
import { serviceBookingSteps } from "@/components/forms/form-presets";
import { LeadForm } from "@/components/forms/lead-form";
import { PageShell, Section } from "@/components/info/page-shell";

type Props = { site: SiteConfig; path: string; query: Record<string, string> };

/** A location named like a list entry ("… Subaru Springwood Service" for "Subaru Springwood Service"). */
const named = (name: string, entry: string) =>
  name.trim().toLowerCase().endsWith(entry.trim().toLowerCase());

/**
 * The service location a route or link names: ?location= (the service-booking list links), else the
 * list entry for this route matched to a location by name.
 */
function chosenLocation(
  site: SiteConfig,
  path: string,
  query: Record<string, string>,
): string | null {
  if (query.location) return query.location;
  // Entries that carry ?location= pick their location through the query instead.
  const entry = site.serviceBooking.list.find((e) => e.url === path);
  const location = entry
    ? site.locations.find((l) => named(l.name, entry.name) && l.location_type === "service")
    : undefined;
  return location?.slug ?? null;
}

/** §2 service booking page: the booking form with slots, or the external manufacturer booking link. */
export function ServiceScreen({ site, path, query }: Props) {
  const external = site.serviceBooking.externalUrl;
  const layout = leadFormLayout("service-booking", site, null);
  const serviceLocations = site.locations.filter(
    (l) => l.visible !== false && l.location_type === "service",
  );
  const chosen = chosenLocation(site, path, query);
  // With one service location there is no select; its slots are offered directly.
  const slotLocation = layout.locationOptions ? null : (serviceLocations[0]?.slug ?? null);
  return (
    <PageShell
      title="Book a Service"
      wide
      intro={`Keep your vehicle in top shape with ${site.name}.`}
    >
      {external ? (
        <Section id="book-online" title="Book your service online">
          <p className="text-gray-700">
            Service bookings are taken on the manufacturer&apos;s online booking page.
          </p>
          <a
            href={external}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-block rounded bg-brand px-6 py-3 font-semibold text-white"
            data-testid="external-service-booking"
          >
            Book a Service Online<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Section>
      ) : (
        <Section id="form-section" title="Service booking">
          <div className="max-w-3xl">
            <LeadForm
              form="service-booking"
              site={publicSiteSettings(site)}
              steps={serviceBookingSteps(slotLocation)}
              initial={chosen && layout.locationOptions ? { location: chosen } : {}}
              hidden={{ category: "Service Booking" }}
              submitLabel="Book my service"
              testId="service-form"
              success={{
                redirect: false,
                title: "Thank you — your service booking request has been sent.",
                text: "Our service team will confirm your booking shortly.",
              }}
            />
          </div>
        </Section>
      )}
      {site.serviceBooking.list.length ? (
        <Section id="service-centres" title="Our service centres">
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {site.serviceBooking.list.map((entry) => (
              <li key={entry.name} className="rounded-lg border border-gray-200 bg-white p-4">
                <p className="font-semibold">{entry.name}</p>
                <p className="text-sm text-gray-700">{entry.make}</p>
                <a href={entry.url} className="mt-2 inline-block text-brand underline">
                  Book at {entry.name}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </PageShell>
  );
}
