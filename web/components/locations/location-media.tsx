import { directionsUrl, type Location } from "@forecourt/core";
import { rasterSources } from "@/lib/view/raster-sources";

/** §2 a location card's map, image or logo: the photo, else the dealership's logo, else a map link. */
export function LocationMedia({ location, logo }: { location: Location; logo: string | null }) {
  const image = location.image?.url ?? null;
  if (image) {
    return (
      // biome-ignore lint/performance/noImgElement: dealer photos are local files of known size
      <img
        {...(rasterSources(image, { sizes: "(min-width: 768px) 400px, 100vw" }) ?? { src: image })}
        alt={`${location.name} premises`}
        width={600}
        height={400}
        loading="lazy"
        className="h-40 w-full rounded-lg object-cover"
      />
    );
  }
  if (logo) {
    return (
      <div className="flex h-40 items-center justify-center rounded-lg bg-gray-50 ring-1 ring-gray-200 ring-inset">
        {/* biome-ignore lint/performance/noImgElement: 76×65 brand logos (§9) */}
        <img src={logo} alt={`${location.name} logo`} width={76} height={65} />
      </div>
    );
  }
  const map = directionsUrl(location.address);
  return (
    <a
      href={map ?? "#"}
      target="_blank"
      rel="noopener noreferrer"
      className="flex h-40 flex-col items-center justify-center gap-1 rounded-lg bg-gray-100 text-sm font-semibold text-gray-800 underline"
    >
      <span aria-hidden="true" className="text-3xl no-underline">
        ⌖
      </span>
      View {location.name} on the map<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
