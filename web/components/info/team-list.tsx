import type { SiteConfig } from "@forecourt/core";
import { imgAttrs } from "@/lib/view/image-attrs";

/**
 * Issue 21 §1 "Meet the team" on the About page: each person's photo (alt text naming them),
 * name, role and location. Nothing is shown for a site without people.
 */
export function TeamList({ site }: { site: SiteConfig }) {
  if (site.team.length === 0) return null;
  const locationName = (id: string | null) =>
    id ? (site.locations.find((l) => l.id === id)?.name ?? null) : null;
  return (
    <section aria-labelledby="team-heading" className="mt-8">
      <h2 id="team-heading" className="text-xl font-bold">
        Meet the team
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="team-list">
        {site.team.map((person) => (
          <li
            key={person.name}
            className="rounded-lg border border-gray-200 bg-white p-4 text-center"
          >
            {person.photo ? (
              // biome-ignore lint/performance/noImgElement: next/image's attributes, worked out on the server (lib/view/image-attrs)
              <img
                {...imgAttrs({ src: person.photo, width: 128, height: 128, sizes: "128px" })}
                alt={`Portrait of ${person.name}`}
                className="mx-auto h-24 w-24 rounded-full object-cover sm:h-32 sm:w-32"
              />
            ) : null}
            <p className="mt-3 font-bold">{person.name}</p>
            <p className="text-sm text-gray-700">{person.role}</p>
            {locationName(person.location_id) ? (
              <p className="text-xs text-gray-600">{locationName(person.location_id)}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
